import { useParams } from 'react-router-dom';
import { Link } from '../../components/ui/Link.tsx';
import { PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useGroup } from './use-case-crumbs.tsx';
import './catalog.css';

export function GroupPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  const name = group.data?.name ?? 'Group';
  return (
    <PageFrame
      title={name}
      crumbs={[
        { label: 'Groups', url: '/groups' },
        { label: name, url: `/groups/${groupId}` },
      ]}
      crumbsLoading={group.isPending}
    >
      <QueryView query={group} label="Loading the group">
        {(data) => (
          <div className="panel">
            <p>{data.description ?? 'No description.'}</p>
            <p>
              <Link href={`/groups/${groupId}/use-cases`}>See its {data.usecaseCount} use cases</Link>
            </p>
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
