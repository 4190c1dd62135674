import { useMemo } from 'react';
import { listQuery } from '@ratelens/api';
import { useServerList } from '../../components/ui/DataTable.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useSelectedGroupIds } from '../../app/workspace-selection.ts';
import { GROUP_SORTABLE, groupColumns } from './columns.tsx';
import './catalog.css';
import { ListTable } from '../../app/QueryView.tsx';

export function GroupsPage() {
  const list = useServerList({ sortable: GROUP_SORTABLE, sort: [{ id: 'name', desc: false }] });
  const selected = useSelectedGroupIds();
  const columns = useMemo(() => groupColumns(selected), [selected]);
  const groups = useQueryHooks().useQuery(
    'get',
    '/api/group',
    { params: { query: listQuery({ page: list.page, pageSize: list.pageSize, orderBy: list.orderBy }) } },
    { placeholderData: (previous) => previous },
  );
  return (
    <PageFrame title="Groups" crumbs={[{ label: 'Groups', url: '/groups' }]}>
      <ListTable
        label="Groups"
        columns={columns}
        query={groups}
        list={list}
        noun="groups"
        empty={
          <EmptyState title="No groups yet">
            Groups come with your workspace; ask your administrator to switch on the features you need.
          </EmptyState>
        }
      />
    </PageFrame>
  );
}
