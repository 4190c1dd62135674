import { describe, expect, it } from 'vitest';
import {
  buildFigure,
  chartSize,
  chartTable,
  formatValue,
  parseChartOptions,
  yAxisRange,
  type ChartItem,
} from '../src/components/charts/chart-model.ts';
import { perFilePercent } from '../src/features/document-analysis/analysis-host.ts';
import { anomalyFilter, NO_FILTERS } from '../src/features/anomalies/anomaly-filter.ts';
import { splitAtQuote } from '../src/features/assistant/FileView.tsx';

const series = (code: string, values: (number | null)[], symbol: string | null = null) => ({
  color: '#000000',
  legendLabel: code.toUpperCase(),
  legendCode: code,
  dataPoints: values.map((value, i) => ({ label: `P${i + 1}`, value, symbol })),
});

const item = (fields: Partial<ChartItem>): ChartItem => ({
  chartType: 'lineChart',
  chartTitle: 'T',
  chartOptions: [],
  xAxisLabel: 'x',
  yAxisLabel: 'y',
  dropDownText: null,
  visibleCount: 1,
  noOfColumns: 1,
  enhanceDropDownOptions: [],
  data: [],
  ...fields,
});

describe('chart model', () => {
  it('extends the y axis by a sixth of the range on top', () => {
    expect(yAxisRange([2, 8])).toEqual([2, 9]);
    expect(yAxisRange([2, 8], { fromZero: true })).toEqual([0, 8 + 8 / 6]);
    expect(yAxisRange([null])).toBeUndefined();
  });

  it('renders nothing for an unsupported chart type', () => {
    expect(buildFigure(item({ chartType: 'pieChart' as ChartItem['chartType'] }), [0])).toBeNull();
  });

  it('draws only the visible series of a line chart, at the large size by default', () => {
    const figure = buildFigure(item({ data: [series('a', [1, 2]), series('b', [3, 30])] }), [0]);
    expect(figure?.data).toHaveLength(1);
    expect(figure?.size).toEqual({ width: 800, height: 400 });
    expect((figure?.layout.yaxis as { range: number[] }).range).toEqual([1, 2 + 1 / 6]);
  });

  it('sizes stacked bars to the sum of each stack', () => {
    const figure = buildFigure(
      item({
        chartType: 'comboBarChart',
        chartOptions: ['stacked'],
        data: [series('a', [1, 2]), series('b', [3, 4])],
      }),
      [0, 1],
    );
    expect(figure?.layout.barmode).toBe('stack');
    expect((figure?.layout.yaxis as { range: number[] }).range[1]).toBeCloseTo(6 + 1);
  });

  it('keeps a heat map to 1 to 6 columns with one-decimal cells', () => {
    const heat = item({
      chartType: 'heatMap',
      noOfColumns: 9,
      data: [series('ca', [1, 2.25, 3, 4, 5, 6, 7, 8], '%')],
    });
    const figure = buildFigure(heat, [0]);
    const trace = figure?.data[0] as { x: string[]; text: string[][]; colorscale: [number, string][] };
    expect(trace.x).toHaveLength(6);
    expect(trace.text[0]?.[1]).toBe('2.3%');
    expect(trace.colorscale[0]?.[1]).toBe('#ffe5e5');
    expect(chartTable(heat, [0]).columns).toHaveLength(6);
  });

  it('reads sizes and name:value flags from chartOptions', () => {
    expect(chartSize(item({ chartOptions: ['small'] }))).toEqual({ width: 400, height: 200 });
    expect(chartSize(item({ chartType: 'bubbleChart', chartOptions: ['small'] }))).toEqual({
      width: 800,
      height: 400,
    });
    expect(parseChartOptions(['legend', 'bars:a,b']).values.get('bars')).toBe('a,b');
  });

  it('writes currency symbols before a value and others after it', () => {
    expect(formatValue(1200, '$')).toBe('$1,200');
    expect(formatValue(12.5, '%')).toBe('12.5%');
    expect(formatValue(null, '%')).toBe('No data');
  });
});

describe('analytics helpers', () => {
  it('splits one upload progress over the files in order', () => {
    expect(perFilePercent([{ size: 100 }, { size: 300 }], 50)).toEqual([100, 33]);
    expect(perFilePercent([{ size: 100 }, { size: 300 }], 100)).toEqual([100, 100]);
  });

  it('builds the anomaly list filter only from the filters that are set', () => {
    expect(anomalyFilter(NO_FILTERS)).toBeUndefined();
    expect(anomalyFilter({ ...NO_FILTERS, severity: '3', location: 'GA' })).toBe(
      'severity|eq|3,and,location|eq|GA',
    );
  });

  it('finds the quoted passage at its offset or by its text', () => {
    expect(splitAtQuote('abc quote def', 'quote', 4)).toEqual(['abc ', 'quote', ' def']);
    expect(splitAtQuote('abc quote def', 'quote', 0)).toEqual(['abc ', 'quote', ' def']);
    expect(splitAtQuote('abc', 'zzz')).toBeNull();
  });
});
