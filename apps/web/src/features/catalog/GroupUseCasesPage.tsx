import { useParams } from 'react-router-dom';
import { PageFrame } from '../../app/PageFrame.tsx';
import { usePickGroup } from '../../app/workspace-selection.ts';
import { useGroup } from './use-case-crumbs.tsx';
import './catalog.css';
import { UseCaseList } from './UseCaseList.tsx';

export function GroupUseCasesPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  usePickGroup(groupId);
  const title = `${group.data?.name ?? 'Group'} Use Cases`;
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: title, url: `/groups/${groupId}/use-cases` }]}
      crumbsLoading={group.isPending}
    >
      <UseCaseList groupId={groupId} label={title} />
    </PageFrame>
  );
}
