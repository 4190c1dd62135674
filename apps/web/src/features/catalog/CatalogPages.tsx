import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { filter, GROUP_IDS } from '@ratelens/domain';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { listQuery } from '@ratelens/api';
import { DataTable, useServerList } from '../../components/ui/DataTable.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import {
  GROUP_SORTABLE,
  MODEL_SORTABLE,
  USE_CASE_SORTABLE,
  groupColumns,
  modelColumns,
  useCaseColumns,
} from './columns.tsx';
import { useGroup, useUseCaseCrumbs } from './use-case-crumbs.tsx';
import './catalog.css';

// The competitive-intelligence workspace is its own chunk (Plotly's map traces with it).
const CompetitiveIntelligenceWorkspace = lazy(async () => ({
  default: (await import('../intelligence/Workspace.tsx')).CompetitiveIntelligenceWorkspace,
}));

/** Where each feature of a use case lives (SPEC §2 routes). */
function featureLinks(useCaseId: string, feature: string | null | undefined) {
  switch (feature) {
    case 'COM-AST':
      return [{ label: 'AI Assistance', href: `/use-cases/${useCaseId}/ai-assistance` }];
    case 'DOC-ANL':
      return [{ label: 'Document Analysis', href: `/use-cases/${useCaseId}/document-analysis` }];
    case 'PRF-AST':
      return [{ label: 'Portfolio Assistant', href: `/use-cases/${useCaseId}/portfolio-assistant` }];
    case 'PRF-ANL':
      return [{ label: 'Portfolio Analysis', href: `/portfolio-outliers/${useCaseId}` }];
    default:
      return [];
  }
}

export function GroupsPage() {
  const list = useServerList([{ id: 'name', desc: false }]);
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
        columns={groupColumns}
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

function UseCaseList({ groupId, label }: { groupId?: string; label: string }) {
  const list = useServerList([{ id: 'name', desc: false }]);
  const [search, setSearch] = useState('');
  const conditions = filter();
  let hasCondition = false;
  if (groupId) {
    conditions.where('groupId', 'eq', groupId).and().where('isActive', 'eq', true);
    hasCondition = true;
  }
  if (search.trim()) {
    if (hasCondition) conditions.and();
    conditions.where('name', 'contains:i', search.trim());
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
        <TextField
          label="Search use cases"
          placeholder="Name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            list.resetPage();
          }}
        />
      </div>
      <DataTable
        label={label}
        columns={useCaseColumns}
        data={useCases.data?.items}
        sortable={USE_CASE_SORTABLE}
        list={list}
        total={useCases.data?.total}
        isPending={useCases.isPending}
        isFetching={useCases.isFetching}
        error={
          useCases.isError ? (
            <ErrorScreen error={useCases.error} onRetry={() => void useCases.refetch()} />
          ) : null
        }
        rowId={(row) => row.id}
        noun="use cases"
        empty={
          <EmptyState title={search ? 'No use case matches your search' : 'No use cases yet'}>
            {search
              ? 'Try another name, or clear the search.'
              : 'Use cases appear here once an administrator sets them up under Settings, Use cases.'}
          </EmptyState>
        }
      />
    </section>
  );
}

export function GroupUseCasesPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
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

export function UseCasesPage() {
  return (
    <PageFrame title="Use cases" crumbs={[{ label: 'Use cases', url: '/use-cases' }]}>
      <UseCaseList label="Use cases" />
    </PageFrame>
  );
}

function ModelList({ useCaseId }: { useCaseId: string }) {
  const list = useServerList([{ id: 'name', desc: false }]);
  const models = useQueryHooks().useQuery(
    'get',
    '/api/model',
    {
      params: {
        query: listQuery({
          page: list.page,
          pageSize: list.pageSize,
          orderBy: list.orderBy,
          filter: filter().where('usecaseId', 'eq', useCaseId),
        }),
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <section className="panel" aria-labelledby="models-heading">
      <h2 id="models-heading">Models</h2>
      <DataTable
        label="Models of this use case"
        columns={modelColumns(useCaseId)}
        data={models.data?.items}
        sortable={MODEL_SORTABLE}
        list={list}
        total={models.data?.total}
        isPending={models.isPending}
        isFetching={models.isFetching}
        error={
          models.isError ? <ErrorScreen error={models.error} onRetry={() => void models.refetch()} /> : null
        }
        rowId={(row) => row.id}
        noun="models"
        empty={
          <EmptyState title="No models are monitored in this use case yet">
            Models appear here once their scoring data is loaded through{' '}
            <Link href="/settings/data-ingestion">data ingestion</Link> (dataset Model scores).
          </EmptyState>
        }
      />
    </section>
  );
}

export function UseCasePage() {
  const { useCaseId = '' } = useParams();
  const { useCase, label, crumbs, loading } = useUseCaseCrumbs(useCaseId);
  return (
    <PageFrame title={label} crumbs={crumbs} crumbsLoading={loading}>
      <QueryView query={useCase} label="Loading the use case">
        {(data) => {
          const links = featureLinks(useCaseId, data.feature);
          return (
            <>
              <div className="panel">
                <p>{data.description ?? 'No description.'}</p>
                {links.length > 0 ? (
                  <ul className="catalog__links">
                    {links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href}>Open {link.label}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              {data.groupId === GROUP_IDS.competitiveIntelligence ? (
                <Suspense fallback={<FullPageSpinner />}>
                  <CompetitiveIntelligenceWorkspace groupId={data.groupId} />
                </Suspense>
              ) : (
                <ModelList useCaseId={useCaseId} />
              )}
            </>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
