import { describe, expect, it } from 'vitest';
import { singleCrumbs } from '../src/app/page-header.tsx';
import { buildFigure, withDistinctColours, type ChartItem } from '../src/components/charts/chart-model.ts';
import { singular } from '../src/components/ui/DataTable.tsx';
import { metricLabel, metricValue } from '../src/features/anomalies/columns.tsx';
import { configKeyLabel, configValueText } from '../src/features/settings/config-labels.ts';

describe('breadcrumbs', () => {
  it('keeps one crumb where the use case and its page share a name', () => {
    const crumbs = singleCrumbs([
      { label: 'Competitive Intelligence Use Cases', url: '/groups/g/use-cases' },
      { label: 'Document Analysis', url: '/use-cases/u' },
      { label: 'Document Analysis', url: '/use-cases/u/document-analysis' },
      { label: 'Question base' },
    ]);
    expect(crumbs.map((c) => c.label)).toEqual([
      'Competitive Intelligence Use Cases',
      'Document Analysis',
      'Question base',
    ]);
    expect(crumbs[1]?.url).toBe('/use-cases/u/document-analysis');
  });

  it('leaves distinct crumbs alone', () => {
    const items = [{ label: 'Claims', url: '/use-cases/c' }, { label: 'Home Severity GBM' }];
    expect(singleCrumbs(items)).toEqual(items);
  });
});

describe('counts', () => {
  it.each([
    ['analyses', 'analysis'],
    ['anomalies', 'anomaly'],
    ['use cases', 'use case'],
    ['questions', 'question'],
    ['statuses', 'status'],
    ['loads', 'load'],
  ])('the singular of %s is %s', (many, one) => {
    expect(singular(many)).toBe(one);
  });
});

describe('human labels', () => {
  it('names metrics in words and shows loss ratios as percentages', () => {
    expect(metricLabel('lossRatio')).toBe('Loss ratio');
    expect(metricLabel('daysToDisposition')).toBe('Days to disposition');
    expect(metricValue('lossRatio', 1.664)).toBe('166.4%');
    expect(metricValue('psi', 0.31234)).toBe('0.312');
  });

  it('names configuration keys in words and shows values without JSON syntax', () => {
    expect(configKeyLabel('maxCitations')).toBe('Max citations');
    expect(configKeyLabel('psiShift')).toBe('PSI shift');
    expect(configValueText('concise')).toBe('concise');
    expect(configValueText(['summary', 'questions', 'citations'])).toBe('summary, questions, citations');
    expect(configValueText(true)).toBe('yes');
    expect(configValueText({ minScore: 0.5 })).toBe('Min score: 0.5');
  });
});

describe('charts', () => {
  const bubble = (code: string, color: string, x: number, y: number, size: number) => ({
    color,
    legendLabel: code,
    legendCode: code,
    dataPoints: [
      { label: 'Earned premium', value: x, symbol: '$' },
      { label: 'Loss ratio', value: y, symbol: '%' },
      { label: 'Claims', value: size, symbol: null },
    ],
  });
  const bubbles: ChartItem = {
    chartType: 'bubbleChart',
    chartTitle: 'Volume vs Loss Ratio',
    chartOptions: ['legend', 'multiSelectLegend', 'bubble:x=Earned premium,y=Loss ratio,size=Claims'],
    xAxisLabel: 'Earned premium ($)',
    yAxisLabel: 'Loss ratio (%)',
    dropDownText: null,
    visibleCount: 30,
    noOfColumns: 1,
    enhanceDropDownOptions: [],
    data: Array.from({ length: 30 }, (_, i) =>
      bubble(`S${i}`, ['#1f77b4', '#ff7f0e', '#2ca02c'][i % 3]!, 1e6 * (i + 1), 50 + i * 4, 100 + i * 50),
    ),
  };

  it('gives every series of a chart its own colour when the collection repeats colours', () => {
    const distinct = withDistinctColours(bubbles);
    expect(new Set(distinct.data.map((s) => s.color)).size).toBe(30);
    const alreadyDistinct = { data: [{ color: '#111111' }, { color: '#222222' }] };
    expect(withDistinctColours(alreadyDistinct)).toBe(alreadyDistinct);
  });

  it('leaves room around the bubbles so the largest is not cut by the plot edge', () => {
    const figure = buildFigure(
      bubbles,
      bubbles.data.map((_, i) => i),
    )!;
    const x = (figure.layout.xaxis as { range: [number, number] }).range;
    const y = (figure.layout.yaxis as { range: [number, number] }).range;
    expect(x[0]).toBeLessThan(1e6);
    expect(x[1]).toBeGreaterThan(30e6);
    expect(y[0]).toBeLessThan(50);
    expect(y[1]).toBeGreaterThan(50 + 29 * 4);
    expect(figure.data.every((trace) => (trace as { cliponaxis?: boolean }).cliponaxis === false)).toBe(true);
  });
});
