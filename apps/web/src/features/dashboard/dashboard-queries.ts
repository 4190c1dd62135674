import { DASHBOARD_DEFAULT_DAYS, DEFAULT_PAGE, hasFeature } from '@ratelens/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { QueryHooks } from '../../app/services.tsx';

// The dashboard's calls, one definition each: the page's hooks and the start-up prefetch build the same
// request (so the same query key), and the prefetched answers are the ones the charts read.

export type TrendType = 'anomalies' | 'filings' | 'rate-change' | 'premium' | 'loss-ratio' | 'claims';
export type PerformanceGroup = 'line-of-business' | 'state' | 'segment' | 'model' | 'month';
export type GroupBy = 'lineOfBusiness' | 'detector' | 'model' | 'severity';

/** The API counts whole days back from today; the span of the range is what it takes. */
export const dashboardDays = (spanDays: number): number => Math.min(3660, Math.max(1, spanDays));

// The first page of a list call (SPEC §7) by days; written out rather than through `listQuery`, whose
// filter compiler would join the app's entry chunk with this module (main.tsx imports it).
const listQuery = ({ days, pageSize }: { days: number; pageSize: number }) => ({
  page: DEFAULT_PAGE,
  pageSize,
  days,
});

export const anomalyStatusInit = (days: number) => ({
  params: { query: listQuery({ days, pageSize: 100 }) },
});
export const anomalyLocationInit = (days: number) => ({
  params: { query: { ...listQuery({ days, pageSize: 100 }), orderBy: 'count:desc', pageSize: 25 } },
});
export const anomalyUseCaseInit = anomalyStatusInit;
export const anomalyGroupInit = (days: number, by: GroupBy) => ({
  params: { query: { ...listQuery({ days, pageSize: 100 }), by } },
});
export const kbMetricInit = (type: 'documents' | 'questions', days: number) => ({
  params: { path: { type }, query: { days } },
});
export const trendInit = (type: TrendType, days: number) => ({
  params: { path: { type }, query: listQuery({ days, pageSize: 20 }) },
});
export const performanceInit = (group: PerformanceGroup, days: number) => ({
  params: { path: { group }, query: listQuery({ days, pageSize: 50 }) },
});

/**
 * Sends the dashboard's first calls as the app starts on `/`, beside the download of its chunks instead
 * of after the page has rendered: the profile and the status counts of the first figure at once. The
 * other charts' calls are the page's, once that figure is drawn (DashboardBody); for a user without the
 * anomalies feature, who has no status chart, they leave as soon as the profile says so. Each only when
 * the cache does not hold it yet (this runs again after the app's refresh of an expired token, when the
 * page may have asked already). Failures stay in the cache for the page to show and retry.
 */
export function prefetchDashboard({ $api, queryClient }: { $api: QueryHooks; queryClient: QueryClient }) {
  const days = dashboardDays(DASHBOARD_DEFAULT_DAYS);
  const q = queryClient;
  // The first figure's counts leave with the profile, not after it: the server answers calls in turn, and
  // after the profile come the shell's lists (groups, features, agents). They are asked for before the
  // profile says whether the user has the anomalies feature (the page shows them only then): without
  // it, the answer (a 403) is dropped from the cache unread.
  const profile = q.ensureQueryData($api.queryOptions('get', '/api/profile/userinfo', {}));
  const status = $api.queryOptions('get', '/api/dashboard/anomaly/status', anomalyStatusInit(days));
  void q.ensureQueryData(status).catch(() => {});
  // The body (metrics and the first figure, without the controls or Plotly, which it loads once that
  // figure is drawn), one task later so that the two calls above reach the browser's six connections to
  // the server first; DashboardPage's own import gets this module.
  setTimeout(() => import('./DashboardBody.tsx').catch(() => {}), 0);
  void profile
    .then(async (user) => {
      if (hasFeature(user, 'ANM-DSH')) return;
      q.removeQueries({ queryKey: status.queryKey, exact: true });
      await Promise.all([
        q.ensureQueryData(
          $api.queryOptions('get', '/api/kb/metrics/{type}', kbMetricInit('documents', days)),
        ),
        q.ensureQueryData(
          $api.queryOptions('get', '/api/kb/metrics/{type}', kbMetricInit('questions', days)),
        ),
        q.ensureQueryData(
          $api.queryOptions('get', '/api/dashboard/trend/{type}', trendInit('anomalies', days)),
        ),
        q.ensureQueryData(
          $api.queryOptions(
            'get',
            '/api/dashboard/performance/{group}',
            performanceInit('line-of-business', days),
          ),
        ),
      ]);
    })
    // A failed profile is the guard's to show (it reads the same cached query).
    .catch(() => {});
}
