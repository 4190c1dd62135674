import type { components } from '@ratelens/api';
import type { ChartItem, ChartSeries } from '../../components/charts/chart-model.ts';

type Bucket = components['schemas']['DashboardBucket'];
type Trend = components['schemas']['TrendSeries'];
type PerformanceRow = components['schemas']['PerformanceRow'];

export const SEVERITY_COLORS = { low: '#60a5fa', medium: '#f59e0b', high: '#dc2626' } as const;

const PALETTE = ['#1d4ed8', '#ea580c', '#15803d', '#9333ea', '#be123c', '#0e7490', '#a16207', '#4b5563'];

const UNIT_SYMBOLS: Record<Trend['unit'], string | null> = {
  count: null,
  percent: '%',
  usd: '$',
  days: 'days',
  ratio: null,
};

const chart = (
  fields: Partial<ChartItem> & Pick<ChartItem, 'chartType' | 'chartTitle' | 'data'>,
): ChartItem => ({
  chartOptions: [],
  xAxisLabel: '',
  yAxisLabel: '',
  dropDownText: null,
  visibleCount: fields.data.length,
  noOfColumns: 1,
  enhanceDropDownOptions: [],
  ...fields,
});

/** Anomaly counts of a dimension as stacked bars, one stack per severity. */
export function bucketChart(title: string, dimension: string, buckets: readonly Bucket[]): ChartItem {
  const series = (key: 'low' | 'medium' | 'high', label: string): ChartSeries => ({
    color: SEVERITY_COLORS[key],
    legendLabel: label,
    legendCode: key,
    dataPoints: buckets.map((bucket) => ({ label: bucket.label, value: bucket[key], symbol: null })),
  });
  return chart({
    chartType: 'comboBarChart',
    chartTitle: title,
    // Small (SPEC §9 400x200): four of them share the width of the page.
    chartOptions: ['legend', 'multiSelectLegend', 'stacked', 'small'],
    xAxisLabel: dimension,
    yAxisLabel: 'Anomalies',
    data: [series('high', 'High'), series('medium', 'Medium'), series('low', 'Low')],
  });
}

/** A dashboard trend: one line per series, by day; the first five shown at first. */
export function trendChart(title: string, trends: readonly Trend[]): ChartItem {
  return chart({
    chartType: 'lineChart',
    chartTitle: title,
    chartOptions: ['legend', 'multiSelectLegend'],
    xAxisLabel: 'Day',
    yAxisLabel: trends[0] ? `${title} (${trends[0].unit})` : title,
    visibleCount: Math.min(5, trends.length),
    data: trends.map((trend, index) => ({
      color: PALETTE[index % PALETTE.length] ?? '#1d4ed8',
      legendLabel: trend.label,
      legendCode: trend.key,
      dataPoints: trend.points.map((point) => ({
        label: point.date,
        value: point.value,
        symbol: UNIT_SYMBOLS[trend.unit],
      })),
    })),
  });
}

/** Loss ratio against the expected loss ratio as bars, with A/E as a line on its own axis. */
export function performanceChart(
  title: string,
  dimension: string,
  rows: readonly PerformanceRow[],
): ChartItem {
  const percent = (value: number | null) => (value === null ? null : Number((value * 100).toFixed(1)));
  return chart({
    chartType: 'comboBarChart',
    chartTitle: title,
    chartOptions: ['legend', 'multiSelectLegend', 'bars:lossRatio,expected', 'line:ae', 'secondaryAxis:ae'],
    xAxisLabel: dimension,
    yAxisLabel: 'Loss ratio (%)',
    data: [
      {
        color: '#1d4ed8',
        legendLabel: 'Loss ratio',
        legendCode: 'lossRatio',
        dataPoints: rows.map((row) => ({ label: row.label, value: percent(row.lossRatio), symbol: '%' })),
      },
      {
        color: '#94a3b8',
        legendLabel: 'Expected loss ratio',
        legendCode: 'expected',
        dataPoints: rows.map((row) => ({
          label: row.label,
          value: percent(row.expectedLossRatio),
          symbol: '%',
        })),
      },
      {
        color: '#dc2626',
        legendLabel: 'A/E',
        legendCode: 'ae',
        dataPoints: rows.map((row) => ({
          label: row.label,
          value: row.aeRatio === null ? null : Number(row.aeRatio.toFixed(2)),
          symbol: null,
        })),
      },
    ],
  });
}
