import type { components } from '@ratelens/api';
import { ChartDataTable } from '../../components/charts/ChartDataTable.tsx';
import { chartTable } from '../../components/charts/chart-model.ts';
import { bucketChart } from './dashboard-charts.ts';

type Bucket = components['schemas']['DashboardBucket'];

/**
 * The status chart's numbers behind 'Show data'. Its own chunk (with the disclosure and the chart
 * model), asked for when the chart is drawn, so the drawing does not wait for it.
 */
export function StatusCountsTable({ title, buckets }: { title: string; buckets: readonly Bucket[] }) {
  const item = bucketChart(title, 'Status', buckets);
  return <ChartDataTable title={title} table={chartTable(item, [0, 1, 2])} rowHeader="Series" level={4} />;
}
