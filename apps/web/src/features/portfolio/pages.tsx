import { useParams } from 'react-router-dom';
import { filter } from '@ratelens/domain';
import { listQuery } from '@ratelens/api';
import { useServerList } from '../../components/ui/DataTable.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { PlotlyFigure } from '../../components/charts/PlotlyFigure.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { ListTable, QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { AnomalyDetailView } from '../anomalies/AnomalyPage.tsx';
import { ANOMALY_SORTABLE, anomalyColumns } from '../anomalies/columns.tsx';
import { useUseCaseNames } from '../anomalies/AnomaliesPage.tsx';
import { QUADRANT_COLORS, quadrantFigure } from './quadrant-figure.ts';
import '../catalog/catalog.css';

const ROOT = { label: 'Portfolio Analysis', url: '/portfolio-outliers' };

function Quadrants({ useCaseId }: { useCaseId?: string }) {
  const quadrants = useQueryHooks().useQuery('get', '/api/data-ingestion/outlier-quadrants', {
    params: { query: useCaseId ? { usecaseId: useCaseId } : {} },
  });
  if (quadrants.isPending) return <Skeleton label="Loading the quadrants" height="26rem" />;
  if (quadrants.isError)
    return <ErrorScreen error={quadrants.error} onRetry={() => void quadrants.refetch()} />;
  const data = quadrants.data;
  if (data.points.length === 0) {
    return (
      <EmptyState title="No portfolio segments to place yet">
        Load portfolio data through <Link href="/settings/data-ingestion">data ingestion</Link>; segments
        appear here after the next load.
      </EmptyState>
    );
  }
  return (
    <section className="rl-chart" aria-labelledby="quadrants-heading">
      <h2 id="quadrants-heading" className="rl-chart__title">
        Frequency versus severity
      </h2>
      <dl className="catalog__facts">
        {data.quadrants.map((q) => (
          <div key={q.quadrant}>
            <dt>
              <span
                className="rl-chart__swatch"
                style={{ background: QUADRANT_COLORS[q.quadrant] }}
                aria-hidden="true"
              />{' '}
              {q.label}
            </dt>
            <dd>{q.count} segments</dd>
          </div>
        ))}
      </dl>
      <div className="rl-chart__scroll">
        <PlotlyFigure
          figure={quadrantFigure(data)}
          label={`${data.points.length} segments by frequency and severity over ${data.days} days; outlined bubbles are outliers`}
        />
      </div>
    </section>
  );
}

function Outliers({ useCaseId }: { useCaseId?: string }) {
  const list = useServerList({ sortable: ANOMALY_SORTABLE, sort: [{ id: 'severity', desc: true }] });
  const useCases = useUseCaseNames();
  const outliers = useQueryHooks().useQuery(
    'get',
    '/api/anomaly/outliers',
    {
      params: {
        query: listQuery({
          page: list.page,
          pageSize: list.pageSize,
          orderBy: list.orderBy,
          filter: useCaseId ? filter().where('usecaseId', 'eq', useCaseId) : undefined,
        }),
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <section className="panel" aria-labelledby="outliers-heading">
      <h2 id="outliers-heading">Outlier segments</h2>
      <ListTable
        label="Outlier segments"
        columns={anomalyColumns(useCases.name, (a) => `/portfolio-outliers/${a.usecaseId}/${a.id}`)}
        query={outliers}
        list={list}
        noun="outliers"
        empty={
          <EmptyState title="No outlier segments">
            The outlier detector runs after each portfolio data load.
          </EmptyState>
        }
      />
    </section>
  );
}

export function PortfolioOutliersPage() {
  const useCases = useUseCaseNames();
  return (
    <PageFrame
      title="Portfolio Analysis"
      description="Segments of your portfolio by frequency and severity."
      crumbs={[ROOT]}
    >
      <ul className="catalog__links" aria-label="By use case">
        {useCases.items.map((u) => (
          <li key={u.id}>
            <Link href={`/portfolio-outliers/${u.id}`}>{useCases.name(u.id)}</Link>
          </li>
        ))}
      </ul>
      <Quadrants />
      <Outliers />
    </PageFrame>
  );
}

export function PortfolioOutliersUseCasePage() {
  const { useCaseId = '' } = useParams();
  const useCases = useUseCaseNames();
  const name = useCases.name(useCaseId);
  return (
    <PageFrame
      title={`Portfolio Analysis: ${name}`}
      crumbs={[ROOT, { label: name, url: `/portfolio-outliers/${useCaseId}` }]}
    >
      <Quadrants useCaseId={useCaseId} />
      <Outliers useCaseId={useCaseId} />
    </PageFrame>
  );
}

export function PortfolioOutlierPage() {
  const { useCaseId = '', anomalyId = '' } = useParams();
  const useCases = useUseCaseNames();
  const anomaly = useQueryHooks().useQuery('get', '/api/anomaly/v2/{id}', {
    params: { path: { id: anomalyId } },
  });
  const title = anomaly.data?.title ?? 'Outlier';
  return (
    <PageFrame
      title={title}
      crumbs={[
        ROOT,
        { label: useCases.name(useCaseId), url: `/portfolio-outliers/${useCaseId}` },
        { label: title, url: `/portfolio-outliers/${useCaseId}/${anomalyId}` },
      ]}
      crumbsLoading={anomaly.isPending}
    >
      <QueryView query={anomaly} label="Loading the outlier">
        {(data) => <AnomalyDetailView anomaly={data} />}
      </QueryView>
    </PageFrame>
  );
}
