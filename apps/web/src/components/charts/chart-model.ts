import { clampHeatMapColumns, formatHeatMapValue } from '@ratelens/domain';
import {
  type ChartItem,
  type ChartSeries,
  type PlotFigure,
  formatValue,
  labelsOf,
  isSupportedChart,
  chartSize,
} from './chart-base.ts';
import { bubbleChart, comboBarChart, heatMap, lineChart } from './chart-traces.ts';

// A chart's figure and its table; the shared types and helpers are in chart-base.ts, the figures of
// each type in chart-traces.ts.
export * from './chart-base.ts';
export { bubbleCoordinates, withDistinctColours } from './chart-traces.ts';

/** The Plotly figure of a chart with the given series visible; null for an unsupported type. */
export function buildFigure(item: ChartItem, visibleIndices: readonly number[]): PlotFigure | null {
  if (!isSupportedChart(item)) return null;
  const visible = visibleIndices
    .map((index) => item.data[index])
    .filter((s): s is ChartSeries => s !== undefined);
  const size = chartSize(item);
  switch (item.chartType) {
    case 'lineChart':
      return lineChart(item, visible, size);
    case 'comboBarChart':
      return comboBarChart(item, visible, size);
    case 'bubbleChart':
      return bubbleChart(item, visible, size);
    case 'heatMap':
      return heatMap(item, visible, size);
    default:
      return null;
  }
}

export interface ChartTable {
  columns: string[];
  rows: { key: string; header: string; cells: string[] }[];
}

/** The same numbers as a table (the screen-reader fallback): one row per visible series. */
export function chartTable(item: ChartItem, visibleIndices: readonly number[]): ChartTable {
  const visible = visibleIndices
    .map((index) => item.data[index])
    .filter((s): s is ChartSeries => s !== undefined);
  const labels = labelsOf(visible);
  const columns =
    item.chartType === 'heatMap' ? labels.slice(0, clampHeatMapColumns(item.noOfColumns)) : labels;
  return {
    columns,
    rows: visible.map((series) => ({
      key: series.legendCode,
      header: series.legendLabel,
      cells: columns.map((label) => {
        const point = series.dataPoints.find((p) => p.label === label);
        if (!point) return '';
        return item.chartType === 'heatMap' && point.value !== null
          ? `${formatHeatMapValue(point.value)}${point.symbol ?? ''}`
          : formatValue(point.value, point.symbol);
      }),
    })),
  };
}
