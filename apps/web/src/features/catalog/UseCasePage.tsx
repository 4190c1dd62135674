import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { filter, GROUP_IDS } from '@ratelens/domain';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { listQuery } from '@ratelens/api';
import { useServerList } from '../../components/ui/DataTable.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { ListTable, QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { MODEL_SORTABLE, modelColumns } from './columns.tsx';
import { useUseCaseCrumbs } from './use-case-crumbs.tsx';
import { usePickUseCase } from '../../app/workspace-selection.ts';
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

function ModelList({ useCaseId }: { useCaseId: string }) {
  const list = useServerList({ sortable: MODEL_SORTABLE, sort: [{ id: 'name', desc: false }] });
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
      <ListTable
        label="Models of this use case"
        columns={modelColumns(useCaseId)}
        query={models}
        list={list}
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
  usePickUseCase(useCase.data?.groupId, useCaseId);
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
