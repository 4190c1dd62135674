import { useMemo } from 'react';
import { listQuery } from '@ratelens/api';
import { DataTable, useServerList } from '../../components/ui/DataTable.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useSelectedGroupIds } from '../../app/workspace-selection.ts';
import { GROUP_SORTABLE, groupColumns } from './columns.tsx';
import './catalog.css';

export function GroupsPage() {
  const list = useServerList([{ id: 'name', desc: false }]);
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
      <DataTable
        label="Groups"
        columns={columns}
        data={groups.data?.items}
        sortable={GROUP_SORTABLE}
        list={list}
        total={groups.data?.total}
        isPending={groups.isPending}
        isFetching={groups.isFetching}
        error={
          groups.isError ? <ErrorScreen error={groups.error} onRetry={() => void groups.refetch()} /> : null
        }
        rowId={(row) => row.id}
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
