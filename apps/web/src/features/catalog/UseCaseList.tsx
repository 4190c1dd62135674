import { useMemo } from 'react';
import { filter } from '@ratelens/domain';
import { listQuery } from '@ratelens/api';
import { useServerList } from '../../components/ui/DataTable.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useSelectedUseCaseId } from '../../app/workspace-selection.ts';
import { USE_CASE_SORTABLE, caseListColumns } from './columns.tsx';
import { ListTable } from '../../app/QueryView.tsx';
import { FilterSearch, useListFilter } from '../../components/ui/ListFilters.tsx';

export function UseCaseList({ groupId, label }: { groupId?: string; label: string }) {
  const list = useServerList({ sortable: USE_CASE_SORTABLE, sort: [{ id: 'name', desc: false }] });
  const search = useListFilter(list, '');
  const selectedId = useSelectedUseCaseId(groupId);
  const columns = useMemo(() => caseListColumns(selectedId), [selectedId]);
  const conditions = filter();
  let hasCondition = false;
  if (groupId) {
    conditions.where('groupId', 'eq', groupId).and().where('isActive', 'eq', true);
    hasCondition = true;
  }
  if (search.value.trim()) {
    if (hasCondition) conditions.and();
    conditions.where('name', 'contains:i', search.value.trim());
    hasCondition = true;
  }
  const useCases = useQueryHooks().useQuery(
    'get',
    '/api/usecase',
    {
      params: {
        query: listQuery({
          page: list.page,
          pageSize: list.pageSize,
          orderBy: list.orderBy,
          filter: hasCondition ? conditions : undefined,
        }),
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <section className="panel" aria-label={label}>
      <div className="filters">
        <FilterSearch label="Search use cases" placeholder="Name" filter={search} />
      </div>
      <ListTable
        label={label}
        columns={columns}
        query={useCases}
        list={list}
        noun="use cases"
        empty={
          <EmptyState title={search.value ? 'No use case matches your search' : 'No use cases yet'}>
            {search.value
              ? 'Try another name, or clear the search.'
              : 'Use cases appear here once an administrator sets them up under Settings, Use cases.'}
          </EmptyState>
        }
      />
    </section>
  );
}
