import { describe, expect, it } from 'vitest';
import {
  HEATMAP_COLOR_MAX,
  HEATMAP_COLOR_MIN,
  actualVersusExpectedByDecileChart,
  aeByStateMonthChart,
  modelChartCollection,
  modelReports,
  scoreDistributionChart,
  stabilityTrendChart,
  volumeVersusLossRatioChart,
  type ChartCollectionItem,
} from '../../src/analytics/charts.ts';
import { AnalyticsInputError } from '../../src/analytics/errors.ts';
import { generateTenantDataset } from '../../src/demo/generator.ts';
import type { PortfolioRow } from '../../src/analytics/types.ts';

const dataset = generateTenantDataset({ tenantSlug: 'acme-mutual', seed: 3, asOf: '2025-06' });
const model = dataset.models.find((m) => m.name === 'Auto Frequency GLM v3')!;

const CHART_KEYS = [
  'chartOptions',
  'chartTitle',
  'chartType',
  'data',
  'dropDownText',
  'noOfColumns',
  'visibleCount',
  'xAxisLabel',
  'yAxisLabel',
];

function expectSpecShape(chart: ChartCollectionItem): void {
  const keys = Object.keys(chart)
    .filter((k) => k !== 'enhanceDropDownOptions')
    .sort();
  expect(keys).toEqual(CHART_KEYS);
  expect(['heatMap', 'lineChart', 'comboBarChart', 'bubbleChart']).toContain(chart.chartType);
  for (const flag of chart.chartOptions) expect(typeof flag).toBe('string');
  for (const series of chart.data) {
    expect(series.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(series.legendLabel).not.toBe('');
    expect(series.legendCode).not.toBe('');
    for (const p of series.dataPoints) {
      expect(typeof p.label).toBe('string');
      expect(Number.isFinite(p.value)).toBe(true);
    }
  }
  expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
}

describe('actualVersusExpectedByDecileChart', () => {
  it('sums the last 12 months per decile into actual and expected bars and an A/E line', () => {
    const chart = actualVersusExpectedByDecileChart(model);
    expectSpecShape(chart);
    expect(chart.chartType).toBe('comboBarChart');
    expect(chart.data.map((s) => s.legendCode)).toEqual(['actual', 'expected', 'ae']);
    const last12 = model.months.slice(-12);
    const actual5 = last12.reduce((s, m) => s + m.deciles[4]!.actual, 0);
    const expected5 = last12.reduce((s, m) => s + m.deciles[4]!.expected, 0);
    expect(chart.data[0]!.dataPoints[4]).toEqual({ label: 'Decile 5', value: Math.round(actual5 * 10) / 10 });
    expect(chart.data[1]!.dataPoints[4]!.value).toBeCloseTo(expected5, 1);
    expect(chart.data[2]!.dataPoints[4]!.value).toBeCloseTo(actual5 / expected5, 2);
    expect(chart.data.every((s) => s.dataPoints.length === 10)).toBe(true);
  });

  it('marks dollar outcomes of a severity model with a $ symbol', () => {
    const severity = dataset.models.find((m) => m.target === 'severity')!;
    const chart = actualVersusExpectedByDecileChart(severity, { months: 3 });
    expect(chart.data[0]!.dataPoints[0]!.symbol).toBe('$');
    expect(chart.yAxisLabel).toContain('$');
  });
});

describe('aeByStateMonthChart', () => {
  it('has one row per state and six month columns of A/E percentages with one decimal', () => {
    const chart = aeByStateMonthChart(model);
    expectSpecShape(chart);
    expect(chart.chartType).toBe('heatMap');
    expect(chart.noOfColumns).toBe(6);
    expect(chart.data.map((s) => s.legendCode)).toEqual(dataset.states.map((s) => s.code));
    const row = chart.data[0]!;
    expect(row.colorMin).toBe(HEATMAP_COLOR_MIN);
    expect(row.colorMax).toBe(HEATMAP_COLOR_MAX);
    expect(row.dataPoints.map((p) => p.label)).toEqual([
      'Jan 2025',
      'Feb 2025',
      'Mar 2025',
      'Apr 2025',
      'May 2025',
      'Jun 2025',
    ]);
    const cell = model.byStateMonth.find((c) => c.state === row.legendCode && c.month === '2025-06')!;
    expect(row.dataPoints[5]!.value).toBe(Math.round((cell.actual / cell.expected) * 1000) / 10);
    for (const p of chart.data.flatMap((s) => s.dataPoints))
      expect(Math.round(p.value * 10)).toBeCloseTo(p.value * 10, 8);
  });

  it('refuses more than six columns', () => {
    expect(() => aeByStateMonthChart(model, { months: 7 })).toThrow(AnalyticsInputError);
  });
});

describe('volumeVersusLossRatioChart', () => {
  const rows: PortfolioRow[] = [
    {
      month: '2025-01',
      state: 'OH',
      line: 'BOP',
      segment: 'Retail',
      exposure: 10,
      earnedPremium: 1000,
      claimCount: 4,
      incurredLosses: 500,
    },
    {
      month: '2025-02',
      state: 'OH',
      line: 'BOP',
      segment: 'Retail',
      exposure: 10,
      earnedPremium: 1000,
      claimCount: 2,
      incurredLosses: 700,
    },
    {
      month: '2025-02',
      state: 'PA',
      line: 'BOP',
      segment: 'Offices',
      exposure: 5,
      earnedPremium: 400,
      claimCount: 1,
      incurredLosses: 100,
    },
  ];

  it('gives each segment a bubble of premium, loss ratio and claims', () => {
    const chart = volumeVersusLossRatioChart(rows);
    expectSpecShape(chart);
    expect(chart.chartType).toBe('bubbleChart');
    expect(chart.data.map((s) => s.legendLabel)).toEqual(['BOP / Offices', 'BOP / Retail']);
    // Retail: premium 2000, losses 1200 -> 60.0%, 6 claims.
    expect(chart.data[1]!.dataPoints).toEqual([
      { label: 'Earned premium', value: 2000, symbol: '$' },
      { label: 'Loss ratio', value: 60, symbol: '%' },
      { label: 'Claims', value: 6 },
    ]);
    expect(chart.chartOptions).toContain('bubble:x=Earned premium,y=Loss ratio,size=Claims');
  });

  it('splits by state within a line and honours the month window', () => {
    const chart = volumeVersusLossRatioChart(rows, { line: 'BOP', months: 1 });
    expect(chart.data.map((s) => s.legendLabel)).toEqual(['OH Retail', 'PA Offices']);
    expect(chart.data[0]!.dataPoints[1]!.value).toBe(70);
  });
});

describe('scoreDistributionChart', () => {
  it('has one series per month with three visible and last-3/6/12 dropdown options', () => {
    const chart = scoreDistributionChart(model);
    expectSpecShape(chart);
    expect(chart.chartType).toBe('lineChart');
    expect(chart.data).toHaveLength(12);
    expect(chart.visibleCount).toBe(3);
    expect(chart.enhanceDropDownOptions).toEqual([
      { label: 'Last 3 months', indices: [9, 10, 11] },
      { label: 'Last 6 months', indices: [6, 7, 8, 9, 10, 11] },
      { label: 'Last 12 months', indices: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
    ]);
    const last = model.months.at(-1)!;
    expect(chart.data[11]!.legendCode).toBe(last.month);
    expect(chart.data[11]!.dataPoints[9]!.value).toBeCloseTo((last.deciles[9]!.count / last.scored) * 100, 2);
    expect(chart.data[11]!.dataPoints.reduce((s, p) => s + p.value, 0)).toBeCloseTo(100, 1);
  });
});

describe('modelReports and modelChartCollection', () => {
  it('gives stable UUID ids that differ between models', () => {
    const reports = modelReports(model);
    expect(modelReports(model)).toEqual(reports);
    const other = modelReports(dataset.models[1]!);
    expect(other[0]!.id).not.toBe(reports[0]!.id);
    const ids = reports.flatMap((r) => [r.id, ...r.subReports.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('maps every sub-report to a non-empty chart collection of the four chart types', () => {
    const types = new Set<string>();
    for (const sub of modelReports(model).flatMap((r) => r.subReports)) {
      const charts = modelChartCollection(model, dataset.portfolio, sub.key);
      expect(charts.length).toBeGreaterThan(0);
      for (const chart of charts) {
        expectSpecShape(chart);
        types.add(chart.chartType);
      }
    }
    expect([...types].sort()).toEqual(['bubbleChart', 'comboBarChart', 'heatMap', 'lineChart']);
  });

  it('shows the planted drift as a PSI above 0.25 in the stability chart', () => {
    const drift = dataset.planted.find((p) => p.kind === 'modelDrift');
    if (drift?.kind !== 'modelDrift') throw new Error('no drift');
    const drifted = dataset.models.find((m) => m.id === drift.modelId)!;
    const psi = stabilityTrendChart(drifted).data[0]!.dataPoints;
    expect(psi.at(-1)!.value).toBeGreaterThan(0.25);
    expect(psi[0]!.value).toBeLessThan(0.1);
  });

  it('rejects an unknown sub-report key', () => {
    expect(() => modelChartCollection(model, dataset.portfolio, 'nope')).toThrow(/Unknown sub-report/);
  });
});
