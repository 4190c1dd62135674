import { AnalyticsInputError } from './errors.ts';
import { uuidV5 } from './ids.ts';
import { monthLabel } from './months.ts';
import { filterPortfolio, summarise } from './portfolio.ts';
import { modelStability } from './stability.ts';
import type { ModelData, PortfolioRow } from './types.ts';

// Chart collection items in the SPEC §3 shape, ready to serialise.
//
// chartOptions is a list of flags. Plain flags: 'legend' (show a legend), 'multiSelectLegend' (the
// legend toggles series; the last one cannot be removed), 'dropdown' (a series picker labelled
// dropDownText). Flags with a value, 'name:value': 'bars:<codes>' and 'line:<code>' say which series of
// a combo chart are bars and which is the line (legendCode, comma-separated), 'secondaryAxis:<code>'
// puts a series on a right-hand axis, 'bubble:x=<label>,y=<label>,size=<label>' names the data point
// of each bubble series holding each coordinate, 'thresholds:<a>,<b>' draws reference lines.
//
// noOfColumns: for a heat map, the number of month columns it holds (1 to 6, SPEC §9); for the other
// chart types the number of layout columns the chart spans (1).

export type ChartType = 'heatMap' | 'lineChart' | 'comboBarChart' | 'bubbleChart';

export interface DataPoint {
  label: string;
  value: number;
  symbol?: string;
}

export interface DataSeries {
  color: string;
  legendLabel: string;
  legendCode: string;
  dataPoints: DataPoint[];
  colorMin?: string;
  colorMax?: string;
}

export interface DropDownOption {
  label: string;
  indices: number[];
}

export interface ChartCollectionItem {
  chartType: ChartType;
  chartTitle: string;
  chartOptions: string[];
  xAxisLabel: string;
  yAxisLabel: string;
  dropDownText: string;
  visibleCount: number;
  noOfColumns: number;
  enhanceDropDownOptions?: DropDownOption[];
  data: DataSeries[];
}

/** SPEC §9 heat-map default colours: light red to red. */
export const HEATMAP_COLOR_MIN = '#fde0dd';
export const HEATMAP_COLOR_MAX = '#de2d26';
export const MAX_HEATMAP_COLUMNS = 6;

export const SERIES_PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#637939',
] as const;

function color(i: number): string {
  return SERIES_PALETTE[i % SERIES_PALETTE.length]!;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function lastMonths<T>(items: readonly T[], count: number | undefined, name: string, max = Infinity): T[] {
  const n = count ?? Math.min(items.length, max);
  if (!Number.isInteger(n) || n < 1 || n > Math.min(items.length, max)) {
    throw new AnalyticsInputError(
      `${name} must be an integer from 1 to ${Math.min(items.length, max)}, got ${n}`,
    );
  }
  return items.slice(-n);
}

const DECILE_LABELS = Array.from({ length: 10 }, (_, i) => `Decile ${i + 1}`);

/** Actual and expected outcomes per score decile as bars, with their ratio (A/E) as a line. */
export function actualVersusExpectedByDecileChart(
  model: ModelData,
  options: { months?: number } = {},
): ChartCollectionItem {
  const months = lastMonths(model.months, options.months ?? Math.min(12, model.months.length), 'months');
  const actual = Array.from({ length: 10 }, () => 0);
  const expected = Array.from({ length: 10 }, () => 0);
  for (const m of months) {
    for (const d of m.deciles) {
      actual[d.decile - 1]! += d.actual;
      expected[d.decile - 1]! += d.expected;
    }
  }
  const dollars = model.outcomeUnit === 'dollars';
  const outcome = (value: number): DataPoint =>
    dollars ? { label: '', value: Math.round(value), symbol: '$' } : { label: '', value: round(value, 1) };
  const period = `${monthLabel(months[0]!.month)} to ${monthLabel(months.at(-1)!.month)}`;
  return {
    chartType: 'comboBarChart',
    chartTitle: `Actual vs Expected by Decile (${period})`,
    chartOptions: ['legend', 'multiSelectLegend', 'bars:actual,expected', 'line:ae', 'secondaryAxis:ae'],
    xAxisLabel: 'Score decile',
    yAxisLabel: dollars ? 'Incurred losses ($)' : 'Claims',
    dropDownText: 'Select series',
    visibleCount: 3,
    noOfColumns: 1,
    data: [
      {
        color: color(0),
        legendLabel: 'Actual',
        legendCode: 'actual',
        dataPoints: actual.map((v, i) => ({ ...outcome(v), label: DECILE_LABELS[i]! })),
      },
      {
        color: color(1),
        legendLabel: 'Expected',
        legendCode: 'expected',
        dataPoints: expected.map((v, i) => ({ ...outcome(v), label: DECILE_LABELS[i]! })),
      },
      {
        color: color(3),
        legendLabel: 'A/E',
        legendCode: 'ae',
        dataPoints: actual.map((v, i) => ({
          label: DECILE_LABELS[i]!,
          value: expected[i]! > 0 ? round(v / expected[i]!, 2) : 0,
        })),
      },
    ],
  };
}

/** A/E (percent, one decimal) by state (rows) and month (columns), for the last 1 to 6 months. */
export function aeByStateMonthChart(
  model: ModelData,
  options: { months?: number } = {},
): ChartCollectionItem {
  const allMonths = model.months.map((m) => m.month);
  const months = lastMonths(allMonths, options.months, 'months', MAX_HEATMAP_COLUMNS);
  const cells = new Map(model.byStateMonth.map((c) => [`${c.state}|${c.month}`, c]));
  const states = [...new Set(model.byStateMonth.map((c) => c.state))];
  return {
    chartType: 'heatMap',
    chartTitle: 'Actual / Expected by State and Month',
    chartOptions: ['legend'],
    xAxisLabel: 'Month',
    yAxisLabel: 'State',
    dropDownText: 'Select states',
    visibleCount: states.length,
    noOfColumns: months.length,
    data: states.map((state, i) => ({
      color: color(i),
      legendLabel: state,
      legendCode: state,
      colorMin: HEATMAP_COLOR_MIN,
      colorMax: HEATMAP_COLOR_MAX,
      dataPoints: months.map((month) => {
        const cell = cells.get(`${state}|${month}`);
        const value = cell && cell.expected > 0 ? round((cell.actual / cell.expected) * 100, 1) : 0;
        return { label: monthLabel(month), value, symbol: '%' };
      }),
    })),
  };
}

export const BUBBLE_X = 'Earned premium';
export const BUBBLE_Y = 'Loss ratio';
export const BUBBLE_SIZE = 'Claims';

/**
 * One bubble per segment: earned premium (x), loss ratio in percent (y), claim count (size). Without a
 * line, segments are line x segment across all states; with a line, state x segment within it.
 */
export function volumeVersusLossRatioChart(
  rows: readonly PortfolioRow[],
  options: { line?: string; months?: number } = {},
): ChartCollectionItem {
  const allMonths = [...new Set(rows.map((r) => r.month))].sort();
  if (allMonths.length === 0) throw new AnalyticsInputError('No portfolio rows to chart');
  const months = lastMonths(allMonths, options.months ?? Math.min(12, allMonths.length), 'months');
  const selected = filterPortfolio(rows, { line: options.line, months });
  if (selected.length === 0) throw new AnalyticsInputError(`No portfolio data for line '${options.line}'`);
  const groups = new Map<string, PortfolioRow[]>();
  const colourKey = new Map<string, string>();
  for (const r of selected) {
    const key = options.line ? `${r.state} ${r.segment}` : `${r.line} / ${r.segment}`;
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
    colourKey.set(key, options.line ? r.segment : r.line);
  }
  const colourGroups = [...new Set(colourKey.values())].sort();
  const keys = [...groups.keys()].sort();
  const period = `${monthLabel(months[0]!)} to ${monthLabel(months.at(-1)!)}`;
  return {
    chartType: 'bubbleChart',
    chartTitle: `Volume vs Loss Ratio by Segment${options.line ? `: ${options.line}` : ''} (${period})`,
    chartOptions: ['legend', 'multiSelectLegend', `bubble:x=${BUBBLE_X},y=${BUBBLE_Y},size=${BUBBLE_SIZE}`],
    xAxisLabel: 'Earned premium ($)',
    yAxisLabel: 'Loss ratio (%)',
    dropDownText: 'Select segments',
    visibleCount: keys.length,
    noOfColumns: 1,
    data: keys.map((key) => {
      const t = summarise(groups.get(key)!);
      return {
        color: color(colourGroups.indexOf(colourKey.get(key)!)),
        legendLabel: key,
        legendCode: key.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        dataPoints: [
          { label: BUBBLE_X, value: t.earnedPremium, symbol: '$' },
          { label: BUBBLE_Y, value: round(t.lossRatio * 100, 1), symbol: '%' },
          { label: BUBBLE_SIZE, value: t.claimCount },
        ],
      };
    }),
  };
}

/** Share of scored records per decile, one line per month (oldest first), last 3 shown at first. */
export function scoreDistributionChart(
  model: ModelData,
  options: { months?: number } = {},
): ChartCollectionItem {
  const months = lastMonths(model.months, options.months ?? Math.min(12, model.months.length), 'months');
  const n = months.length;
  const windows = [3, 6, 12].filter((w) => w <= n);
  const enhanceDropDownOptions = windows.map((w) => ({
    label: `Last ${w} months`,
    indices: Array.from({ length: w }, (_, i) => n - w + i),
  }));
  return {
    chartType: 'lineChart',
    chartTitle: 'Score Distribution by Month',
    chartOptions: ['legend', 'multiSelectLegend', 'dropdown'],
    xAxisLabel: 'Score decile',
    yAxisLabel: 'Share of scored records (%)',
    dropDownText: 'Select months',
    visibleCount: Math.min(3, n),
    noOfColumns: 1,
    ...(enhanceDropDownOptions.length > 0 ? { enhanceDropDownOptions } : {}),
    data: months.map((m, i) => {
      const total = m.deciles.reduce((s, d) => s + d.count, 0);
      return {
        color: color(i),
        legendLabel: monthLabel(m.month),
        legendCode: m.month,
        dataPoints: m.deciles.map((d) => ({
          label: DECILE_LABELS[d.decile - 1]!,
          value: total > 0 ? round((d.count / total) * 100, 2) : 0,
          symbol: '%',
        })),
      };
    }),
  };
}

/** Score PSI and each feature's CSI by month against the model's reference. */
export function stabilityTrendChart(
  model: ModelData,
  options: { months?: number } = {},
): ChartCollectionItem {
  const points = lastMonths(
    modelStability(model),
    options.months ?? Math.min(12, model.months.length),
    'months',
  );
  const features = points[0]?.features.map((f) => f.feature) ?? [];
  const series: DataSeries[] = [
    {
      color: color(0),
      legendLabel: 'Score PSI',
      legendCode: 'psi',
      dataPoints: points.map((p) => ({ label: monthLabel(p.month), value: round(p.psi, 4) })),
    },
    ...features.map((feature, i) => ({
      color: color(i + 1),
      legendLabel: `${feature} CSI`,
      legendCode: `csi-${feature.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      dataPoints: points.map((p) => ({
        label: monthLabel(p.month),
        value: round(p.features.find((f) => f.feature === feature)?.csi ?? 0, 4),
      })),
    })),
  ];
  return {
    chartType: 'lineChart',
    chartTitle: 'Population Stability (PSI / CSI)',
    chartOptions: ['legend', 'multiSelectLegend', 'thresholds:0.1,0.25'],
    xAxisLabel: 'Month',
    yAxisLabel: 'Stability index',
    dropDownText: 'Select indices',
    visibleCount: series.length,
    noOfColumns: 1,
    data: series,
  };
}

export interface SubReport {
  id: string;
  name: string;
  key: string;
}

export interface ModelReport {
  id: string;
  name: string;
  subReports: SubReport[];
}

export type SubReportKey =
  'actual-vs-expected' | 'score-distribution' | 'population-stability' | 'volume-vs-loss-ratio';

const REPORT_CATALOG: readonly {
  name: string;
  subReports: readonly { name: string; key: SubReportKey }[];
}[] = [
  {
    name: 'Model Performance',
    subReports: [
      { name: 'Actual vs Expected', key: 'actual-vs-expected' },
      { name: 'Score Distribution', key: 'score-distribution' },
    ],
  },
  { name: 'Model Stability', subReports: [{ name: 'Population Stability', key: 'population-stability' }] },
  { name: 'Portfolio View', subReports: [{ name: 'Volume vs Loss Ratio', key: 'volume-vs-loss-ratio' }] },
];

/** A model's reports and sub-reports; ids are UUIDv5 of the model id and the names, so they never change. */
export function modelReports(model: Pick<ModelData, 'id'>): ModelReport[] {
  return REPORT_CATALOG.map((report) => {
    const id = uuidV5(`${model.id}/report/${report.name}`);
    return {
      id,
      name: report.name,
      subReports: report.subReports.map((s) => ({
        id: uuidV5(`${id}/sub-report/${s.key}`),
        name: s.name,
        key: s.key,
      })),
    };
  });
}

/** The chart collection of one sub-report (by key) of a model. */
export function modelChartCollection(
  model: ModelData,
  portfolio: readonly PortfolioRow[],
  subReportKey: string,
): ChartCollectionItem[] {
  switch (subReportKey) {
    case 'actual-vs-expected':
      return [actualVersusExpectedByDecileChart(model), aeByStateMonthChart(model)];
    case 'score-distribution':
      return [scoreDistributionChart(model)];
    case 'population-stability':
      return [stabilityTrendChart(model)];
    case 'volume-vs-loss-ratio':
      return [volumeVersusLossRatioChart(portfolio, { line: model.line })];
    default:
      throw new AnalyticsInputError(`Unknown sub-report '${subReportKey}'`);
  }
}
