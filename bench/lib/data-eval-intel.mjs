// Held-out questions about the intel metrics (the headline competitive-intelligence figures of SPEC's
// GET /api/intelligence/{groupId}/intel-metrics: filings submitted, rate and pending filings, approval
// rate, average requested and approved change, median days to disposition, premium impact, carriers
// filing), asked as analysts ask them. Expected answers are computed here in plain JavaScript over the
// generated filing rows, never by the planner: an approval rate is approved over decided (approved,
// disapproved, withdrawn) filings, a median is the middle of the sorted days (the mean of the middle two
// for an even count), a window of N days ends at TODAY, and the window it is compared with is the N
// days before it (the months before, for whole months). Part of the held-out set (data-eval-heldout.mjs).
import { CARRIERS, OWN, TODAY, rateTypes } from './data-eval.mjs';

const DAY = 86_400_000;
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const sum = (xs) => xs.reduce((s, x) => s + x, 0);
const avg = (xs) => (xs.length === 0 ? null : sum(xs) / xs.length);
const daysOf = (r) => Math.round((Date.parse(r.dispositionDate) - Date.parse(r.submittedDate)) / DAY);

/** The last n days up to TODAY and the n days before them, as submitted-date windows. */
function lastDaysWindows(n) {
  const from = addDays(TODAY, -(n - 1));
  const beforeTo = addDays(from, -1);
  return { now: { from, to: TODAY }, before: { from: addDays(beforeTo, -(n - 1)), to: beforeTo } };
}

/** The nine intel metrics of a set of filings, in the endpoint's order. */
export function intelFigures(rows) {
  const decided = rows.filter((r) => ['approved', 'disapproved', 'withdrawn'].includes(r.status));
  const days = rows.filter((r) => r.dispositionDate).map(daysOf);
  return {
    total: rows.length,
    rate: rows.filter((r) => rateTypes.includes(r.filingType)).length,
    pending: rows.filter((r) => r.status === 'pending').length,
    approvalRate:
      decided.length === 0
        ? null
        : (100 * decided.filter((r) => r.status === 'approved').length) / decided.length,
    requested: avg(rows.filter((r) => r.requestedRateChange !== null).map((r) => r.requestedRateChange)),
    approved: avg(rows.filter((r) => r.approvedRateChange !== null).map((r) => r.approvedRateChange)),
    medianDays: median(days),
    impact: sum(rows.map((r) => r.premiumImpact)),
    carriers: new Set(rows.map((r) => r.carrierCode)).size,
  };
}

function median(xs) {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The questions, added through `add` of evalHelpers (use case, question, filters every cited row must
 * satisfy, expectations: `values` the answer's figures must hold, `keys` its text must name in order).
 */
export function addIntelMetricQuestions({ F, pick, add: addQuestion }) {
  // Tagged, so the bench can report this part on its own line.
  const add = (useCase, q, f, expect) => addQuestion(useCase, q, f, { ...expect, part: 'intel-metrics' });
  const c = 'compIntel';
  const PA = 'portfolio';
  const inWindow = (rows, w) => rows.filter((r) => r.submittedDate >= w.from && r.submittedDate <= w.to);
  const span = (a, b) => ({ field: 'submittedDate', from: b.from, to: a.to });
  const name = (code) => [OWN, ...CARRIERS].find((x) => x.code === code)?.name ?? code;
  /** The headline figures of a scope in two windows: the figures a right answer states. */
  const headline = (f, w) => {
    const a = intelFigures(inWindow(pick(F, f), w.now));
    const b = intelFigures(inWindow(pick(F, f), w.before));
    return [a.total, b.total, a.rate, a.pending, a.approvalRate, a.medianDays, a.impact, a.carriers].filter(
      (v) => v !== null,
    );
  };
  const year = (y) => ({ from: `${y}-01-01`, to: `${y}-12-31` });
  let f;
  let w;

  // ---- the headline figures together ----
  w = lastDaysWindows(90);
  add(
    c,
    'What are the intel metrics for the last 90 days?',
    { dates: span(w.now, w.before) },
    {
      values: headline({}, w),
    },
  );
  w = lastDaysWindows(180);
  f = { state: ['TX'] };
  add(
    c,
    'Intel metrics in Texas, past 180 days',
    { ...f, dates: span(w.now, w.before) },
    {
      values: headline(f, w),
    },
  );
  w = lastDaysWindows(365);
  f = { line: ['Homeowners'] };
  add(
    c,
    'Show me the competitive intelligence metrics for homeowners over the last 365 days',
    { ...f, dates: span(w.now, w.before) },
    { values: headline(f, w) },
  );
  w = { now: { from: '2026-07-01', to: '2026-09-30' }, before: { from: '2026-04-01', to: '2026-06-30' } };
  f = { notCarrier: [OWN.code] };
  add(
    c,
    "Headline figures for competitors' filings in 2026 Q3 vs 2026 Q2",
    { ...f, dates: span(w.now, w.before) },
    { values: headline(f, w) },
  );
  w = lastDaysWindows(180);
  f = { carrier: [OWN.code] };
  add(
    PA,
    'Intel metrics of our filings over the last 180 days',
    { ...f, dates: span(w.now, w.before) },
    {
      values: headline(f, w),
    },
  );

  // ---- one intel metric, with filters, rankings and comparisons ----
  f = { state: ['OH'], status: ['approved', 'disapproved', 'withdrawn'] };
  add(c, 'What is the approval rate of filings in Ohio?', f, {
    values: [intelFigures(pick(F, { state: ['OH'] })).approvalRate],
  });
  {
    const d = year(2025);
    const scored = [OWN, ...CARRIERS]
      .map((x) => ({
        code: x.code,
        v: intelFigures(inWindow(pick(F, { carrier: [x.code] }), d)).approvalRate,
      }))
      .filter((x) => x.v !== null)
      .sort((a, b) => b.v - a.v || (a.code < b.code ? -1 : 1));
    add(
      c,
      'Which carrier had the highest approval rate on filings submitted in 2025?',
      { status: ['approved', 'disapproved', 'withdrawn'], dates: { field: 'submittedDate', ...d } },
      { keys: [name(scored[0].code)], values: [scored[0].v] },
    );
  }
  f = { carrier: ['HRBR'], hasDays: true };
  add(c, 'Median days to disposition for Harbor filings', f, {
    values: [intelFigures(pick(F, { carrier: ['HRBR'] })).medianDays],
  });
  f = { state: ['CA'], status: ['approved'], hasDays: true };
  add(c, 'Median time to approval in California', f, { values: [intelFigures(pick(F, f)).medianDays] });
  w = lastDaysWindows(365);
  f = { state: ['GA'], dates: { field: 'submittedDate', ...w.now } };
  add(c, 'Number of active carriers in Georgia over the last 365 days', f, {
    values: [intelFigures(pick(F, f)).carriers],
  });
  f = { line: ['Workers Comp'], dates: { field: 'submittedDate', ...year(2026) } };
  add(c, 'Carrier count for workers comp filings submitted in 2026', f, {
    values: [intelFigures(pick(F, f)).carriers],
  });
  f = { status: ['approved', 'disapproved', 'withdrawn'] };
  add(c, 'How does our approval rate compare with competitors?', f, {
    values: [
      intelFigures(pick(F, { carrier: [OWN.code] })).approvalRate,
      intelFigures(pick(F, { notCarrier: [OWN.code] })).approvalRate,
    ],
  });
  {
    const now = { from: '2026-01-01', to: TODAY };
    const before = { from: '2025-01-01', to: '2025-11-15' };
    const tx = pick(F, { state: ['TX'] });
    add(
      c,
      'Approval rate in Texas this year versus last year',
      {
        state: ['TX'],
        status: ['approved', 'disapproved', 'withdrawn'],
        dates: { field: 'submittedDate', from: before.from, to: now.to },
      },
      {
        values: [
          intelFigures(inWindow(tx, now)).approvalRate,
          intelFigures(inWindow(tx, before)).approvalRate,
        ],
      },
    );
  }
  f = { carrier: [OWN.code], state: ['PA'], status: ['approved', 'disapproved', 'withdrawn'] };
  add(PA, 'What is our approval rate in Pennsylvania?', f, {
    values: [intelFigures(pick(F, { carrier: [OWN.code], state: ['PA'] })).approvalRate],
  });

  // ---- absent: the scope holds no filings ----
  const absent = (useCase, q, filters) => add(useCase, q, filters, { absent: true });
  absent(c, 'Intel metrics for Alaska, last 90 days', { state: ['AK'] });
  absent(c, 'Approval rate of commercial auto filings in Ohio', { line: ['Commercial Auto'], state: ['OH'] });
  absent(c, 'Median days to disposition for Summit workers comp filings', {
    carrier: ['SMMT'],
    line: ['Workers Comp'],
  });
  absent(c, 'Number of active carriers in 2027', {
    dates: { field: 'submittedDate', from: '2027-01-01', to: '2027-12-31' },
  });
}
