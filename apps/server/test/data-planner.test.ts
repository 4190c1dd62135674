import { US_STATES } from '@ratelens/domain';
import { describe, expect, it } from 'vitest';
import { planQuestion, type Vocabulary } from '../src/services/answers/data/planner.ts';
import { findPeriod, lastMonths } from '../src/services/answers/data/periods.ts';
import { validatePlan } from '../src/services/answers/data/validate.ts';
// @ts-expect-error plain JavaScript shared with bench/data-answers.mjs
import { buildQuestions, generateBook } from '../../../bench/lib/data-eval.mjs';
// @ts-expect-error plain JavaScript shared with bench/data-answers.mjs
import { buildHeldOutQuestions } from '../../../bench/lib/data-eval-heldout.mjs';

// The planner without a database: questions in analysts' words to typed plans over the semantic layer.

const vocab: Vocabulary = {
  states: US_STATES as Record<string, string>,
  lines: ['Personal Auto', 'Homeowners', 'Workers Comp'],
  segments: ['Preferred', 'Standard', 'Non-Standard', 'HO-3 Frame', 'Construction'],
  carriers: [
    { code: 'JUNI', name: 'Juniper Mutual' },
    { code: 'HRBR', name: 'Harbor Casualty' },
  ],
  ownCarrier: 'JUNI',
  useCase: 'any',
};
const TODAY = '2026-11-15';
const plan = (q: string, v: Partial<Vocabulary> = {}) => {
  const out = planQuestion(q, { ...vocab, ...v }, TODAY);
  if (out.kind !== 'plan') throw new Error(`no plan for "${q}": ${JSON.stringify(out)}`);
  return out.plan;
};

describe('periods', () => {
  it('counts relative periods from the reference date', () => {
    expect(lastMonths(TODAY, 12)).toMatchObject({ from: '2025-11-01', to: '2026-10-31' });
    // On a month's last day that month is complete.
    expect(lastMonths('2026-09-30', 12)).toMatchObject({ from: '2025-10-01', to: '2026-09-30' });
    expect(findPeriod('in 2026 q2', TODAY)?.period).toMatchObject({
      from: '2026-04-01',
      to: '2026-06-30',
      label: '2026 Q2',
    });
    expect(findPeriod('q1 2025', TODAY)?.period).toMatchObject({ from: '2025-01-01', to: '2025-03-31' });
    expect(findPeriod('ytd', TODAY)?.period).toMatchObject({ from: '2026-01-01', to: TODAY });
    expect(findPeriod('last year', TODAY)?.period).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    expect(findPeriod('over the last year', TODAY)?.period).toMatchObject({
      from: '2025-11-01',
      to: '2026-10-31',
    });
    expect(findPeriod('in march', TODAY)?.period).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(findPeriod('in december', TODAY)?.period).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(findPeriod('this quarter', TODAY)?.period).toMatchObject({ from: '2026-10-01', to: TODAY });
    expect(findPeriod('last quarter', TODAY)?.period).toMatchObject({ from: '2026-07-01', to: '2026-09-30' });
    expect(findPeriod('from january 2026 to june 2026', TODAY)?.period).toMatchObject({
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(findPeriod('what may happen', TODAY)).toBeNull();
    // Ranges without "from", and both months in one year.
    expect(findPeriod('premium, july 2026 through october 2026', TODAY)?.period).toMatchObject({
      from: '2026-07-01',
      to: '2026-10-31',
    });
    expect(findPeriod('losses jan-mar 2026', TODAY)?.period).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(findPeriod('between march and june 2026', TODAY)?.period).toMatchObject({
      from: '2026-03-01',
      to: '2026-06-30',
    });
    expect(findPeriod('the decline to 2026', TODAY)?.period).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});

describe('planner', () => {
  it('reads insurance synonyms for lines, measures and states', () => {
    const p = plan('PPA LR in OH, last 12 months');
    expect(p).toMatchObject({
      dataset: 'portfolio',
      measure: 'loss_ratio',
      aggregation: 'value',
      groupBy: null,
    });
    expect(p.filters).toEqual([
      { dimension: 'line', values: ['Personal Auto'], label: 'Personal Auto' },
      { dimension: 'state', values: ['OH'], label: 'Ohio' },
    ]);
    expect(plan('private passenger auto pure premium').measure).toBe('pure_premium');
    expect(plan('WC claims in Texas').filters.map((f) => f.values[0])).toEqual(['Workers Comp', 'TX']);
    expect(plan('HO-3 Frame loss ratio').filters).toEqual([
      { dimension: 'segment', values: ['HO-3 Frame'], label: 'HO-3 Frame' },
    ]);
  });

  it('plans rankings, comparisons, shares, changes and trends', () => {
    expect(plan('Top 3 states by loss ratio for personal auto')).toMatchObject({
      aggregation: 'top',
      groupBy: 'state',
      limit: 3,
    });
    expect(plan('Which segment has the lowest severity?')).toMatchObject({
      aggregation: 'bottom',
      groupBy: 'segment',
      limit: 1,
    });
    expect(plan('How does Ohio compare with Indiana on loss ratio?')).toMatchObject({
      aggregation: 'value',
      groupBy: 'state',
    });
    expect(plan('What share of earned premium comes from Ohio?')).toMatchObject({
      aggregation: 'share',
      shareOf: 'state',
    });
    const yoy = plan('Ohio loss ratio this year versus last year');
    expect(yoy).toMatchObject({
      aggregation: 'change',
      period: { from: '2026-01-01' },
      comparePeriod: { from: '2025-01-01', to: '2025-11-15' },
    });
    expect(plan('Which states grew earned premium fastest?')).toMatchObject({
      aggregation: 'change',
      groupBy: 'state',
      limit: 3,
    });
    expect(plan('Monthly loss ratio trend in Ohio')).toMatchObject({
      aggregation: 'trend',
      groupBy: 'month',
    });
    expect(plan('Compare loss ratio in Q1 2026 vs Q1 2025')).toMatchObject({
      aggregation: 'change',
      period: { label: '2026 Q1' },
      comparePeriod: { label: '2025 Q1' },
    });
    expect(plan('Loss ratio in Ohio versus the same period last year')).toMatchObject({
      aggregation: 'change',
      period: { from: '2025-11-01' },
      comparePeriod: { from: '2024-11-01' },
    });
    expect(plan('How many carriers filed in Ohio in 2025?')).toMatchObject({
      aggregation: 'list',
      groupBy: 'carrier',
    });
    expect(plan('What percentage of filings were approved?')).toMatchObject({
      aggregation: 'share',
      shareOf: 'status',
    });
    expect(plan('Which states do we write homeowners in?')).toMatchObject({
      measure: 'earned_premium',
      groupBy: 'state',
    });
  });

  it('plans filing questions: carriers, statuses, dates, tracking numbers', () => {
    expect(plan('How many filings were approved in 2025?')).toMatchObject({
      measure: 'filing_count',
      timeField: 'disposition',
      filters: [{ dimension: 'status', values: ['approved'] }],
    });
    expect(plan('How many filings took effect this year?').timeField).toBe('effective');
    expect(plan('Which carriers filed the largest rate increases last quarter?')).toMatchObject({
      measure: 'requested_change',
      groupBy: 'tracking_number',
      aggregation: 'top',
    });
    expect(plan('Average requested rate change of competitors').filters).toEqual([
      { dimension: 'carrier', values: ['JUNI'], exclude: true, label: 'competitors' },
    ]);
    expect(plan('status of hrbr-oh-2025-004')).toMatchObject({
      aggregation: 'lookup',
      filters: [{ dimension: 'tracking_number', values: ['HRBR-OH-2025-004'] }],
    });
  });

  it('asks back for unknown names and keeps each use case to its data', () => {
    expect(planQuestion('Loss ratio in XZ', vocab, TODAY)).toMatchObject({ kind: 'clarify' });
    expect(planQuestion('How many filings did Bluewater Assurance make?', vocab, TODAY)).toMatchObject({
      kind: 'clarify',
    });
    expect(planQuestion('Who won the 1998 World Cup?', vocab, TODAY)).toEqual({ kind: 'unsupported' });
    expect(planQuestion('Loss ratio in Ohio', { ...vocab, useCase: 'competitive' }, TODAY)).toMatchObject({
      kind: 'clarify',
    });
    expect(planQuestion('Harbor filings in Ohio', { ...vocab, useCase: 'portfolio' }, TODAY)).toMatchObject({
      kind: 'clarify',
    });
    expect(plan('How many filings in Ohio?', { useCase: 'portfolio' }).filters).toContainEqual({
      dimension: 'carrier',
      values: ['JUNI'],
      label: 'your filings',
    });
  });
});

describe('plan validation', () => {
  it('accepts every plan the planner makes for the evaluation questions, unchanged', () => {
    const book = generateBook();
    const full: Vocabulary = {
      ...vocab,
      carriers: [
        { code: 'JUNI', name: 'Juniper Mutual Insurance Company' },
        { code: 'HRBR', name: 'Harbor Casualty' },
        { code: 'SMMT', name: 'Summit Insurance' },
        { code: 'RDWD', name: 'Redwood Indemnity' },
      ],
      segments: [...new Set((book.portfolio as { segment: string }[]).map((r) => r.segment))],
    };
    let planned = 0;
    for (const q of [...buildQuestions(book), ...buildHeldOutQuestions(book)] as {
      q: string;
      useCase: string;
    }[]) {
      const v: Vocabulary = { ...full, useCase: q.useCase === 'portfolio' ? 'portfolio' : 'competitive' };
      const out = planQuestion(q.q, v, TODAY);
      if (out.kind !== 'plan') continue;
      planned += 1;
      const checked = validatePlan(JSON.parse(JSON.stringify(out.plan)), v);
      expect(checked, q.q).toMatchObject({ ok: true });
      if (checked.ok) {
        expect(
          checked.plan.filters.map((f) => [f.dimension, f.values, !!f.exclude]),
          q.q,
        ).toEqual(out.plan.filters.map((f) => [f.dimension, f.values, !!f.exclude]));
        expect({ ...checked.plan, filters: [] }, q.q).toEqual({
          ...out.plan,
          filters: [],
          ownVsCompetitors: out.plan.ownVsCompetitors ?? null,
        });
      }
    }
    expect(planned).toBeGreaterThan(100);
  });

  it('refuses plans naming what the semantic layer or the tenant does not know', () => {
    const base = { measure: 'loss_ratio', aggregation: 'value', filters: [] };
    expect(validatePlan(base, vocab)).toMatchObject({ ok: true });
    expect(validatePlan('select 1', vocab)).toMatchObject({ ok: false });
    expect(validatePlan({ ...base, measure: 'x; drop table filings' }, vocab)).toMatchObject({ ok: false });
    expect(validatePlan({ ...base, aggregation: 'top' }, vocab)).toMatchObject({
      ok: false,
      reason: 'top needs a groupBy',
    });
    expect(validatePlan({ ...base, groupBy: 'carrier' }, vocab)).toMatchObject({ ok: false });
    expect(
      validatePlan({ ...base, filters: [{ dimension: 'state', values: ["OH' or 1=1"] }] }, vocab),
    ).toMatchObject({ ok: false });
    expect(
      validatePlan({ ...base, filters: [{ dimension: 'carrier', values: ['JUNI'] }] }, vocab),
    ).toMatchObject({ ok: false });
    expect(validatePlan({ ...base, period: { from: '2026-05-01', to: '2026-01-01' } }, vocab)).toMatchObject({
      ok: false,
    });
    expect(
      validatePlan(
        { ...base, aggregation: 'change', period: { from: '2026-01-01', to: '2026-03-31' } },
        vocab,
      ),
    ).toMatchObject({ ok: false });
    expect(validatePlan(base, { ...vocab, useCase: 'competitive' })).toMatchObject({ ok: false });
    // The Portfolio Assistant's filing figures are the tenant's own.
    const own = validatePlan(
      { measure: 'filing_count', aggregation: 'value', filters: [] },
      { ...vocab, useCase: 'portfolio' },
    );
    expect(own.ok && own.plan.filters).toEqual([
      { dimension: 'carrier', values: ['JUNI'], label: 'your filings' },
    ]);
    expect(
      validatePlan(
        {
          measure: 'filing_count',
          aggregation: 'value',
          filters: [{ dimension: 'carrier', values: ['HRBR'] }],
        },
        { ...vocab, useCase: 'portfolio' },
      ),
    ).toMatchObject({ ok: false });
  });
});
