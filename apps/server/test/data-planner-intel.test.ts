import { US_STATES } from '@ratelens/domain';
import { describe, expect, it } from 'vitest';
import { planQuestion, type Vocabulary } from '../src/services/answers/data/planner.ts';
import { findPeriod, lastDays, precedingWindow } from '../src/services/answers/data/periods.ts';
import { INTEL_METRICS, MEASURES } from '../src/services/answers/data/semantic.ts';
import { validatePlan } from '../src/services/answers/data/validate.ts';

// The intel metrics as a source of the data approach, without a database: their words, windows and
// plans (answers over loaded data: data-answers.test.ts with the held-out questions of
// bench/lib/data-eval-intel.mjs).

const vocab: Vocabulary = {
  states: US_STATES as Record<string, string>,
  lines: ['Personal Auto', 'Homeowners', 'Workers Comp'],
  segments: ['Preferred', 'Standard'],
  carriers: [
    { code: 'JUNI', name: 'Juniper Mutual' },
    { code: 'HRBR', name: 'Harbor Casualty' },
  ],
  ownCarrier: 'JUNI',
  useCase: 'competitive',
};
const TODAY = '2026-11-15';
const plan = (q: string, v: Partial<Vocabulary> = {}) => {
  const out = planQuestion(q, { ...vocab, ...v }, TODAY);
  if (out.kind !== 'plan') throw new Error(`no plan for "${q}": ${JSON.stringify(out)}`);
  return { ...out.plan, notes: out.notes };
};

describe('intel metrics windows', () => {
  it('reads "last N days" and compares a window with the one of the same length before it', () => {
    expect(findPeriod('over the last 90 days', TODAY)?.period).toMatchObject({
      from: '2026-08-18',
      to: TODAY,
    });
    expect(lastDays(TODAY, 1)).toMatchObject({ from: TODAY, to: TODAY });
    expect(precedingWindow(lastDays(TODAY, 90))).toMatchObject({ from: '2026-05-20', to: '2026-08-17' });
    // Whole months: the same months before (a quarter is named as one).
    expect(precedingWindow({ from: '2026-07-01', to: '2026-09-30', label: '2026 Q3' })).toMatchObject({
      from: '2026-04-01',
      to: '2026-06-30',
      label: '2026 Q2',
    });
    expect(precedingWindow({ from: '2026-01-01', to: '2026-12-31', label: '2026' })).toMatchObject({
      from: '2025-01-01',
      to: '2025-12-31',
      label: '2025',
    });
    expect(precedingWindow({ from: '2026-03-01', to: '2026-04-30', label: 'x' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-02-28',
    });
  });
});

describe('intel metrics in the semantic layer', () => {
  it('declares every headline figure of the intel-metrics endpoint over measures of the layer', () => {
    expect(INTEL_METRICS.map((m) => m.key)).toEqual([
      'filings.total',
      'filings.rate',
      'filings.pending',
      'filings.approvalRate',
      'filings.requestedChange',
      'filings.approvedChange',
      'filings.daysToDisposition',
      'filings.premiumImpact',
      'carriers.active',
    ]);
    for (const m of INTEL_METRICS) expect(MEASURES.find((x) => x.key === m.measure)?.dataset).toBe('filings');
  });

  it('plans the headline figures as a change against the window before, the last 90 days by default', () => {
    const p = plan('What are the intel metrics?');
    expect(p).toMatchObject({
      measure: 'intel_metrics',
      aggregation: 'change',
      groupBy: null,
      period: { from: '2026-08-18', to: TODAY },
      comparePeriod: { from: '2026-05-20', to: '2026-08-17' },
    });
    expect(p.notes.join(' ')).toMatch(/last 90 days/);
    expect(plan("Headline figures for competitors' filings in 2026 Q3 vs 2026 Q2")).toMatchObject({
      measure: 'intel_metrics',
      filters: [{ dimension: 'carrier', values: ['JUNI'], exclude: true }],
      period: { from: '2026-07-01', to: '2026-09-30' },
      comparePeriod: { from: '2026-04-01', to: '2026-06-30' },
    });
    expect(plan('competitive intelligence metrics by state in Ohio, last 30 days')).toMatchObject({
      measure: 'intel_metrics',
      groupBy: null,
      filters: [{ dimension: 'state', values: ['OH'] }],
      period: { from: '2026-10-17', to: TODAY },
      comparePeriod: { from: '2026-09-17', to: '2026-10-16' },
    });
  });

  it('names each figure in analysts\u2019 words, with the filters that define it', () => {
    // The approval rate is over decided filings: "approved" in its name is no status filter.
    expect(plan('Share of filings approved in Texas')).toMatchObject({
      measure: 'approval_rate',
      filters: [{ dimension: 'state', values: ['TX'] }],
    });
    expect(plan('approval rate by carrier')).toMatchObject({ measure: 'approval_rate', groupBy: 'carrier' });
    expect(plan('Median time to approval in California')).toMatchObject({
      measure: 'median_days_to_disposition',
      filters: [
        { dimension: 'state', values: ['CA'] },
        { dimension: 'status', values: ['approved'] },
      ],
    });
    expect(plan('Which carrier is fastest, by median days to disposition?')).toMatchObject({
      measure: 'median_days_to_disposition',
      aggregation: 'bottom',
    });
    expect(plan('Number of active carriers in Georgia')).toMatchObject({ measure: 'carriers_filing' });
    // Other figures keep their words.
    expect(plan('average days to approval in Ohio')).toMatchObject({ measure: 'days_to_disposition' });
    expect(plan('How many filings in Ohio?')).toMatchObject({ measure: 'filing_count' });
  });

  it('refuses an intel-metrics plan that is not a change between two windows', () => {
    const base = {
      measure: 'intel_metrics',
      aggregation: 'change',
      filters: [],
      period: { from: '2026-08-18', to: TODAY },
      comparePeriod: { from: '2026-05-20', to: '2026-08-17' },
    };
    expect(validatePlan(base, vocab)).toMatchObject({ ok: true });
    expect(validatePlan({ ...base, aggregation: 'value' }, vocab)).toMatchObject({ ok: false });
    expect(validatePlan({ ...base, groupBy: 'state' }, vocab)).toMatchObject({ ok: false });
  });
});
