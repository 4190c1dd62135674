import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { dateRangeMachine } from '@ratelens/machines';
import { formatRangeLabel, hasFeature, parseIsoDate } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import type { SelectProps } from '../../components/ui/Select.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import type { ChartItem } from '../../components/charts/chart-model.ts';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState } from '../../app/PageFrame.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import { bucketChart, performanceChart, trendChart } from './dashboard-charts.ts';
import { StatusCountsChart } from './StatusCountsChart.tsx';
import {
  anomalyGroupInit,
  anomalyLocationInit,
  anomalyStatusInit,
  anomalyUseCaseInit,
  dashboardDays,
  kbMetricInit,
  performanceInit,
  trendInit,
  type GroupBy,
  type PerformanceGroup,
  type TrendType,
} from './dashboard-queries.ts';
import './DashboardPage.css';

// What is not on the first figure's path waits until that figure has been drawn (bench/page.mjs): the
// other charts' and metrics' calls, the controls' chunk (date range picker, selects) and the Plotly
// charts (CollectionChart, then Plotly's 1.1 MB chunk). Until then each shows a placeholder of its drawn
// size, so nothing moves when it arrives.
const controls = () => import('./DashboardControls.tsx');
const RangeControls = lazy(async () => ({ default: (await controls()).RangeControls }));
const LazySelect = lazy(async () => ({ default: (await controls()).Select }));
const collectionChart = () => import('../../components/charts/CollectionChart.tsx');
const CollectionChart = lazy(async () => ({ default: (await collectionChart()).CollectionChart }));

/** How long the rest waits for the first figure at most (its status call may hang on a bad network). */
const REST_AT_THE_LATEST_MS = 3000;

/** Whether the first figure has been drawn (or there is none to wait for): the rest may load. */
const RestAllowed = createContext(true);

/**
 * Calls `allow` once the browser is idle after the frame that shows the first figure (at most 300 ms
 * later), so the chunks loaded next neither compete with nor delay that frame.
 */
function useAllowAfterPaint(ready: boolean, allow: () => void) {
  useEffect(() => {
    if (!ready) return;
    let idle: number | undefined;
    const frame = requestAnimationFrame(() => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(allow, { timeout: 300 })
          : window.setTimeout(allow, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready, allow]);
}

// A select (label and button) at 1280 px, measured in Chromium: the placeholder it replaces takes it.
const SELECT_HEIGHT = '4.0625rem';
// The date range row (label and field, beside the reset button).
const RANGE_HEIGHT = '3.875rem';

/** A select of the controls' chunk, or a placeholder of its size until the first figure is drawn. */
function DashboardSelect(props: SelectProps) {
  const allowed = useContext(RestAllowed);
  const placeholder = <Skeleton label={`Loading ${props.label}`} height={SELECT_HEIGHT} />;
  if (!allowed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazySelect {...props} />
    </Suspense>
  );
}

const TREND_TYPES = [
  { value: 'anomalies', label: 'Anomalies' },
  { value: 'filings', label: 'Filings' },
  { value: 'rate-change', label: 'Rate change' },
  { value: 'premium', label: 'Premium' },
  { value: 'loss-ratio', label: 'Loss ratio' },
  { value: 'claims', label: 'Claims' },
] as const satisfies ReadonlyArray<{ value: TrendType; label: string }>;

const PERFORMANCE_GROUPS = [
  { value: 'line-of-business', label: 'Line of business' },
  { value: 'state', label: 'State' },
  { value: 'segment', label: 'Segment' },
  { value: 'model', label: 'Model' },
  { value: 'month', label: 'Month' },
] as const satisfies ReadonlyArray<{ value: PerformanceGroup; label: string }>;

const GROUP_BY = [
  { value: 'lineOfBusiness', label: 'Line of business' },
  { value: 'detector', label: 'Detector' },
  { value: 'model', label: 'Model' },
  { value: 'severity', label: 'Severity' },
] as const satisfies ReadonlyArray<{ value: GroupBy; label: string }>;

// The height of a drawn chart's card (title, legend, figure, data table toggle) at 1280 px wide, measured
// in Chromium: a small (SPEC §9 400x200) anomaly chart and a full-size trend or performance chart. The
// placeholder takes it, so the page does not move when the chart replaces it.
const CARD_HEIGHT = { small: '23.125rem', full: '35.625rem' } as const;

/** A chart's three looks: a placeholder of its size, a clear message when it failed, the chart. */
function ChartSlot<T>({
  query,
  build,
  title,
  emptyHint,
  size = 'small',
  draw,
}: {
  query: UseQueryResult<T, unknown>;
  build: (data: T) => ChartItem;
  /** Draws the chart another way than CollectionChart (Plotly); `build` still decides when it is empty. */
  draw?: (data: T) => ReactNode;
  title: string;
  emptyHint: string;
  size?: keyof typeof CARD_HEIGHT;
}) {
  const allowed = useContext(RestAllowed);
  const placeholder = <Skeleton label={`Loading ${title}`} height={CARD_HEIGHT[size]} />;
  if (query.isPending) return placeholder;
  if (query.isError) {
    return (
      <section className="dashboard__chart-error" aria-label={title}>
        <h3 className="rl-chart__title">{title}</h3>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          Try again
        </Button>
      </section>
    );
  }
  const item = build(query.data);
  if (item.data.every((series) => series.dataPoints.length === 0)) {
    return (
      <EmptyState title={`${title}: nothing in this range`}>
        <p>{emptyHint}</p>
      </EmptyState>
    );
  }
  if (draw) return draw(query.data);
  if (!allowed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CollectionChart item={item} level={3} />
    </Suspense>
  );
}

function MetricCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="dashboard__metric">
      <dt>{label}</dt>
      <dd>
        <span className="dashboard__metric-value">{value}</span>
        {hint ? <span className="dashboard__metric-hint">{hint}</span> : null}
      </dd>
    </div>
  );
}

function AnomalySections({ days, onFirstFigure }: { days: number; onFirstFigure: () => void }) {
  const $api = useQueryHooks();
  const [groupBy, setGroupBy] = useState<GroupBy>('lineOfBusiness');
  const byStatus = $api.useQuery('get', '/api/dashboard/anomaly/status', anomalyStatusInit(days));
  // The other calls wait for the first figure, so that the server answers its counts first.
  const later = { enabled: useContext(RestAllowed) };
  const byLocation = $api.useQuery(
    'get',
    '/api/dashboard/anomaly/location',
    anomalyLocationInit(days),
    later,
  );
  const byUseCase = $api.useQuery('get', '/api/dashboard/anomaly/usecase', anomalyUseCaseInit(days), later);
  const byGroup = $api.useQuery(
    'get',
    '/api/dashboard/anomaly/groupby',
    anomalyGroupInit(days, groupBy),
    later,
  );
  // The first figure is drawn (or its error or empty message shown) once the status counts are settled.
  useAllowAfterPaint(!byStatus.isPending, onFirstFigure);
  const statuses = byStatus.data?.items ?? [];
  const total = statuses.reduce((sum, bucket) => sum + bucket.count, 0);
  const high = statuses.reduce((sum, bucket) => sum + bucket.high, 0);
  const pending = (q: { isPending: boolean; isError: boolean }) =>
    q.isPending ? '…' : q.isError ? '–' : null;
  const hint = 'Widen the date range, or load more data through data ingestion.';
  return (
    <>
      <dl className="dashboard__metrics" aria-label="Key figures">
        <MetricCard label="Anomalies" value={pending(byStatus) ?? total} hint="in the range" />
        <MetricCard label="High severity" value={pending(byStatus) ?? high} />
        <MetricCard
          label="Use cases affected"
          value={pending(byUseCase) ?? (byUseCase.data?.items ?? []).filter((b) => b.count > 0).length}
        />
        <MetricCard label="States affected" value={pending(byLocation) ?? byLocation.data?.total ?? 0} />
      </dl>
      <h2 className="dashboard__section">Anomaly breakdown</h2>
      <div className="rl-chart-grid">
        <ChartSlot
          query={byStatus}
          title="Anomalies by status"
          emptyHint={hint}
          build={(page) => bucketChart('Anomalies by status', 'Status', page.items)}
          draw={(page) => <StatusCountsChart title="Anomalies by status" buckets={page.items} />}
        />
        <ChartSlot
          query={byLocation}
          title="Anomalies by location"
          emptyHint={hint}
          build={(page) => bucketChart('Anomalies by location', 'State', page.items)}
        />
        <ChartSlot
          query={byUseCase}
          title="Anomalies by use case"
          emptyHint={hint}
          build={(page) => bucketChart('Anomalies by use case', 'Use case', page.items)}
        />
        <div className="dashboard__stack">
          <DashboardSelect
            label="Group anomalies by"
            options={GROUP_BY}
            value={groupBy}
            onChange={(value) => value && setGroupBy(value as GroupBy)}
          />
          <ChartSlot
            query={byGroup}
            title="Anomalies by group"
            emptyHint={hint}
            build={(page) =>
              bucketChart(
                'Anomalies by group',
                GROUP_BY.find((g) => g.value === groupBy)?.label ?? groupBy,
                page.items,
              )
            }
          />
        </div>
      </div>
    </>
  );
}

function KnowledgeMetrics({ days }: { days: number }) {
  const $api = useQueryHooks();
  const later = { enabled: useContext(RestAllowed) };
  const documents = $api.useQuery('get', '/api/kb/metrics/{type}', kbMetricInit('documents', days), later);
  const questions = $api.useQuery('get', '/api/kb/metrics/{type}', kbMetricInit('questions', days), later);
  const show = (q: typeof documents) => (q.isPending ? '…' : q.isError ? '–' : q.data.total);
  return (
    <dl className="dashboard__metrics" aria-label="Knowledge base">
      <MetricCard label="Documents added" value={show(documents)} />
      <MetricCard label="Questions asked" value={show(questions)} />
    </dl>
  );
}

/**
 * Everything below the title: the date range (dateRangeMachine, SPEC §4/§9), its label and the figures
 * of the range. Its own chunk, so a first visit to / paints the shell and title first.
 */
export function DashboardBody() {
  const [range, send] = useMachine(dateRangeMachine, { input: {} });
  const { startDate, endDate, days: spanDays, today, error } = range.context;
  const rangeLabel = formatRangeLabel(parseIsoDate(startDate), parseIsoDate(endDate), today);
  const user = useCurrentUser();
  const $api = useQueryHooks();
  const days = dashboardDays(spanDays);
  const anomalies = hasFeature(user, 'ANM-DSH');
  // Without the anomalies feature there is no status chart to wait for.
  const [restAllowed, setRestAllowed] = useState(!anomalies);
  const allowRest = useCallback(() => {
    setRestAllowed(true);
    // Plotly's chunk is asked for beside the charts' module, not after it has loaded and rendered.
    import('../../components/charts/plotly-bundle.ts').catch(() => {});
  }, []);
  // A status call that hangs must not keep the controls and the other charts away for good.
  useEffect(() => {
    const timer = window.setTimeout(allowRest, REST_AT_THE_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [allowRest]);
  const [trendType, setTrendType] = useState<TrendType>('anomalies');
  const [group, setGroup] = useState<PerformanceGroup>('line-of-business');
  const later = { enabled: restAllowed };
  const trend = $api.useQuery('get', '/api/dashboard/trend/{type}', trendInit(trendType, days), later);
  const performance = $api.useQuery(
    'get',
    '/api/dashboard/performance/{group}',
    performanceInit(group, days),
    later,
  );
  const trendLabel = TREND_TYPES.find((t) => t.value === trendType)?.label ?? trendType;
  const groupLabel = PERFORMANCE_GROUPS.find((g) => g.value === group)?.label ?? group;
  const rangePlaceholder = <Skeleton label="Loading the date range" height={RANGE_HEIGHT} />;

  return (
    <RestAllowed.Provider value={restAllowed}>
      <p className="page-frame__description">
        Showing <strong data-testid="range-label">{rangeLabel}</strong> ({spanDays} days) for{' '}
        {user.tenantName}.
      </p>
      {restAllowed ? (
        <Suspense fallback={rangePlaceholder}>
          <RangeControls
            value={{ startDate, endDate }}
            today={today}
            error={error}
            onChange={(next) => send({ type: 'DATE_RANGE.UPDATE', ...next })}
            onReset={() => send({ type: 'DATE_RANGE.RESET' })}
          />
        </Suspense>
      ) : (
        rangePlaceholder
      )}
      <h2 className="dashboard__section">Welcome, {user.name}</h2>
      <KnowledgeMetrics days={days} />
      {anomalies ? <AnomalySections days={days} onFirstFigure={allowRest} /> : null}
      <h2 className="dashboard__section">Trends</h2>
      <div className="dashboard__stack">
        <DashboardSelect
          label="Trend"
          className="dashboard__picker"
          options={TREND_TYPES}
          value={trendType}
          onChange={(value) => value && setTrendType(value as TrendType)}
        />
        <ChartSlot
          query={trend}
          title={`${trendLabel} over time`}
          size="full"
          emptyHint="Trends appear once data for the range is loaded."
          build={(page) => trendChart(`${trendLabel} over time`, page.items)}
        />
      </div>
      <h2 className="dashboard__section">Model performance</h2>
      <div className="dashboard__stack">
        <DashboardSelect
          label="Performance by"
          className="dashboard__picker"
          options={PERFORMANCE_GROUPS}
          value={group}
          onChange={(value) => value && setGroup(value as PerformanceGroup)}
        />
        <ChartSlot
          query={performance}
          title={`Performance by ${groupLabel.toLowerCase()}`}
          size="full"
          emptyHint="Performance appears once portfolio data for the range is loaded."
          build={(page) =>
            performanceChart(`Performance by ${groupLabel.toLowerCase()}`, groupLabel, page.items)
          }
        />
      </div>
    </RestAllowed.Provider>
  );
}
