import { describe, expect, it } from 'vitest';
import { singleCrumbs } from '../src/app/page-header.tsx';
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
