import {
  BUBBLE_CHART_SIZE,
  CHART_SIZES,
  clampHeatMapColumns,
  extendYAxisRange,
  type ChartSize,
  type ChartSizeName,
} from '@ratelens/domain';
import type { ChartCollectionItem } from '@ratelens/api';

export type ChartItem = ChartCollectionItem;
export type ChartSeries = ChartItem['data'][number];
export type ChartType = ChartItem['chartType'];

/** A Plotly trace or layout, kept as plain data: the chart bundle is loaded later, its types with it. */
export type PlotData = Record<string, unknown>;
export interface PlotFigure {
  data: PlotData[];
  layout: PlotData;
  size: ChartSize;
}

export const SUPPORTED_CHART_TYPES: ReadonlySet<string> = new Set<ChartType>([
  'heatMap',
  'lineChart',
  'comboBarChart',
  'bubbleChart',
]);

export const isSupportedChart = (item: { chartType: string }): boolean =>
  SUPPORTED_CHART_TYPES.has(item.chartType);

/**
 * chartOptions flags as the server documents them: plain flags ('legend', 'multiSelectLegend',
 * 'dropdown', 'stacked', 'small'...) and 'name:value' flags ('bars:a,b', 'line:c', 'secondaryAxis:c',
 * 'bubble:x=..,y=..,size=..', 'thresholds:0.1,0.25').
 */
export interface ChartOptions {
  flags: ReadonlySet<string>;
  values: ReadonlyMap<string, string>;
}

export function parseChartOptions(options: readonly string[] | undefined): ChartOptions {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (const option of options ?? []) {
    const colon = option.indexOf(':');
    if (colon < 0) flags.add(option.trim());
    else values.set(option.slice(0, colon).trim(), option.slice(colon + 1).trim());
  }
  return { flags, values };
}

export const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const CURRENCY = new Set(['$', '€', '£']);

/** A value as the chart shows it: the data point's symbol before a currency, after anything else. */
export function formatValue(value: number | null, symbol?: string | null, decimals?: number): string {
  if (value === null || !Number.isFinite(value)) return 'No data';
  const text =
    decimals === undefined
      ? value.toLocaleString('en-US', { maximumFractionDigits: 2 })
      : value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (!symbol) return text;
  if (CURRENCY.has(symbol)) return value < 0 ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
  return /^[A-Za-z]/.test(symbol) ? `${text} ${symbol}` : `${text}${symbol}`;
}

/** SPEC §9 sizes: a 'small', 'medium' or 'large' flag picks one; bubble charts are always 800x400. */
export function chartSize(
  item: Pick<ChartItem, 'chartType' | 'chartOptions' | 'noOfColumns' | 'data'>,
): ChartSize {
  if (item.chartType === 'bubbleChart') return BUBBLE_CHART_SIZE;
  const { flags, values } = parseChartOptions(item.chartOptions);
  const named = (['small', 'medium', 'large'] as const).find(
    (name) => flags.has(name) || values.get('size') === name,
  );
  if (named) return CHART_SIZES[named];
  if (item.chartType === 'heatMap') {
    const columns = clampHeatMapColumns(item.noOfColumns);
    const name: ChartSizeName = columns <= 2 ? 'small' : columns <= 4 ? 'medium' : 'large';
    // Rows keep a readable height however many states the map holds.
    return {
      width: CHART_SIZES[name].width,
      height: Math.max(CHART_SIZES[name].height, item.data.length * 26 + 90),
    };
  }
  return CHART_SIZES.large;
}

/** SPEC §9: the y axis runs from the lowest value (0 for bars) to the highest plus a sixth of the range. */
export function yAxisRange(
  values: readonly (number | null)[],
  { fromZero = false } = {},
): [number, number] | undefined {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (finite.length === 0) return undefined;
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  if (fromZero) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (min === max) max = min + (Math.abs(min) || 1);
  const range = extendYAxisRange(min, max);
  return [range.min, range.max];
}

export const labelsOf = (series: readonly ChartSeries[]): string[] => {
  const labels: string[] = [];
  for (const one of series)
    for (const point of one.dataPoints) if (!labels.includes(point.label)) labels.push(point.label);
  return labels;
};

/** The frame every figure of the app starts from: its size, margins, white ground and font, no legend. */
export const plotFrame = (size: ChartSize): PlotData => ({
  width: size.width,
  height: size.height,
  margin: { l: 64, r: 24, t: 16, b: 56 },
  showlegend: false,
  paper_bgcolor: '#ffffff',
  plot_bgcolor: '#ffffff',
  font: { family: 'system-ui, sans-serif', size: 12, color: '#151d2b' },
  hovermode: 'closest',
});

export const baseLayout = (item: ChartItem, size: ChartSize): PlotData => ({
  ...plotFrame(size),
  xaxis: { title: { text: item.xAxisLabel }, automargin: true, type: 'category' },
  yaxis: { title: { text: item.yAxisLabel }, automargin: true, zeroline: true },
});

export const pointText = (series: ChartSeries) =>
  series.dataPoints.map((point) => formatValue(point.value, point.symbol));

export const hover = (series: ChartSeries) => `${series.legendLabel}<br>%{x}: %{text}<extra></extra>`;

export function thresholdShapes(options: ChartOptions): { shapes: PlotData[]; values: number[] } {
  const values = listOf(options.values.get('thresholds'))
    .map(Number)
    .filter((value) => Number.isFinite(value));
  return {
    values,
    shapes: values.map((value) => ({
      type: 'line',
      xref: 'paper',
      x0: 0,
      x1: 1,
      y0: value,
      y1: value,
      line: { color: '#8f1717', width: 1, dash: 'dash' },
    })),
  };
}
