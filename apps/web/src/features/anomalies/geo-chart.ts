import type { components } from '@ratelens/api';
import type { ChartItem } from '../../components/charts/chart-model.ts';
import { SEVERITY_COLORS } from '../dashboard/dashboard-charts.ts';

type GeoBucket = components['schemas']['AnomalyGeoBucket'];

/** Anomalies by state as stacked bars by severity (a bar chart needs no map tiles or topology downloads). */
export function geoChart(title: string, buckets: readonly GeoBucket[]): ChartItem {
  const sorted = [...buckets].sort((a, b) => b.count - a.count);
  const series = (key: 'low' | 'medium' | 'high', label: string) => ({
    color: SEVERITY_COLORS[key],
    legendLabel: label,
    legendCode: key,
    dataPoints: sorted.map((bucket) => ({ label: bucket.state, value: bucket[key], symbol: null })),
  });
  return {
    chartType: 'comboBarChart',
    chartTitle: title,
    chartOptions: ['legend', 'multiSelectLegend', 'stacked', 'medium'],
    xAxisLabel: 'State',
    yAxisLabel: 'Anomalies',
    dropDownText: null,
    visibleCount: 3,
    noOfColumns: 1,
    enhanceDropDownOptions: [],
    data: [series('high', 'High'), series('medium', 'Medium'), series('low', 'Low')],
  };
}
