// The data-answers evaluation set: a generated book (filings of several carriers, the tenant's own among
// them, and a monthly portfolio) written as the CSV files of data ingestion, questions an analyst asks
// about it, and the expected answers computed here in plain JavaScript over the generated rows, with no
// code of the server's planner. Shared by bench/data-answers.mjs and apps/server/test/data-answers.test.ts.
//
// "Today" is fixed (TODAY, passed to the server as RATELENS_TODAY) so relative periods ("last 12 months",
// "this year", "this quarter") give the same answers on every run.

import { modelRowExists, modelRowMatches, modelRowOf } from './data-eval-models.mjs';

export const TODAY = '2026-11-15';
export const TENANT = { name: 'Juniper Mutual', slug: 'juniper-mutual', domain: 'juniper-mutual.example' };
// The tenant's own carrier is not named like the tenant: the filings CSV flags it (column ownCarrier).
export const OWN = { code: 'JUNI', name: 'Juniper Mutual Insurance Company' };
export const CARRIERS = [
  OWN,
  { code: 'HRBR', name: 'Harbor Casualty' },
  { code: 'SMMT', name: 'Summit Insurance' },
  { code: 'RDWD', name: 'Redwood Indemnity' },
];
export const STATE_NAMES = {
  OH: 'Ohio',
  IN: 'Indiana',
  TX: 'Texas',
  CA: 'California',
  PA: 'Pennsylvania',
  FL: 'Florida',
  GA: 'Georgia',
};
const PORTFOLIO_STATES = ['OH', 'IN', 'TX', 'CA', 'PA', 'FL'];
const LINES = {
  'Personal Auto': { segments: ['Preferred', 'Standard', 'Non-Standard'], rate: 1150, freq: 0.07, sev: 9000 },
  Homeowners: { segments: ['HO-3 Frame', 'HO-6 Condo'], rate: 1400, freq: 0.05, sev: 15000 },
  'Workers Comp': { segments: ['Clerical', 'Construction'], rate: 420, freq: 0.03, sev: 12000 },
};
/** Cells the tenant does not write: no homeowners in Texas or Florida, no workers comp in California. */
const NOT_WRITTEN = new Set(['TX|Homeowners', 'FL|Homeowners', 'CA|Workers Comp']);
const STATE_SIZE = { OH: 1.0, IN: 0.6, TX: 1.4, CA: 1.2, PA: 0.8, FL: 0.9, GA: 0.5 };
const SEGMENT_SHARE = {
  Preferred: 0.5,
  Standard: 0.35,
  'Non-Standard': 0.15,
  'HO-3 Frame': 0.7,
  'HO-6 Condo': 0.3,
  Clerical: 0.6,
  Construction: 0.4,
};
const SEGMENT_FREQ = { 'Non-Standard': 1.6, Construction: 2.2, Clerical: 0.5 };

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => (x = (Math.imul(x ^ (x >>> 15), 2246822519) + 0x9e3779b9) >>> 0) / 2 ** 32;
}

export function monthsBetween(from, to) {
  const out = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m === 13) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

const isoPlus = (iso, days) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The generated book: rows as objects plus the two CSV files. Same seed, same bytes. */
export function generateBook(seed = 16) {
  const r = rng(seed);
  const months = monthsBetween('2024-01', '2026-10');
  const portfolio = [];
  for (const state of PORTFOLIO_STATES)
    for (const [line, l] of Object.entries(LINES)) {
      if (NOT_WRITTEN.has(`${state}|${line}`)) continue;
      for (const segment of l.segments)
        for (const [t, month] of months.entries()) {
          // Planted shifts: Texas grows fast from 2025-11; Ohio personal auto losses jump from 2026-01.
          const growth = state === 'TX' && month >= '2025-11' ? 1.35 : 1 + t * 0.004;
          const exposure = Math.round(
            2000 * STATE_SIZE[state] * SEGMENT_SHARE[segment] * growth * (0.95 + r() * 0.1),
          );
          const premium = Math.round((exposure * l.rate) / 12);
          const claims = Math.max(
            0,
            Math.round(((exposure * l.freq * (SEGMENT_FREQ[segment] ?? 1)) / 12) * (0.8 + r() * 0.4)),
          );
          const shock = state === 'OH' && line === 'Personal Auto' && month >= '2026-01' ? 1.45 : 1;
          const losses = Math.round(claims * l.sev * shock * (0.8 + r() * 0.4));
          portfolio.push({
            month,
            state,
            line,
            segment,
            exposure,
            earnedPremium: premium,
            claimCount: claims,
            incurredLosses: losses,
          });
        }
    }
  const filings = [];
  const types = ['rate', 'rate', 'rate-and-rule', 'rule', 'form', 'form-and-rate'];
  const seq = new Map();
  for (const carrier of CARRIERS)
    for (const state of Object.keys(STATE_NAMES))
      for (const line of Object.keys(LINES)) {
        // Planted absences: Redwood files nothing in Ohio; Summit writes no workers comp.
        if (carrier.code === 'RDWD' && state === 'OH') continue;
        if (carrier.code === 'SMMT' && line === 'Workers Comp') continue;
        const n = 1 + Math.floor(r() * 3);
        for (let i = 0; i < n; i++) {
          const submitted = isoPlus('2024-01-02', Math.floor(r() * 1045));
          const year = submitted.slice(0, 4);
          const key = `${carrier.code}-${state}-${year}`;
          const next = (seq.get(key) ?? 0) + 1;
          seq.set(key, next);
          const filingType = types[Math.floor(r() * types.length)];
          const rated = filingType.includes('rate');
          const requested = rated ? Math.round((r() * 16 - 3) * 10) / 10 : null;
          const age = (Date.parse(TODAY) - Date.parse(submitted)) / 86_400_000;
          const roll = r();
          let status =
            age < 60
              ? roll < 0.5
                ? 'pending'
                : 'submitted'
              : roll < 0.7
                ? 'approved'
                : roll < 0.8
                  ? 'disapproved'
                  : roll < 0.9
                    ? 'withdrawn'
                    : 'pending';
          let disposition = null;
          if (['approved', 'disapproved', 'withdrawn'].includes(status)) {
            disposition = isoPlus(submitted, 20 + Math.floor(r() * (state === 'CA' ? 180 : 80)));
            if (disposition > TODAY) {
              status = 'pending';
              disposition = null;
            }
          }
          const approved =
            status === 'approved' && requested !== null
              ? Math.round(requested * (0.6 + r() * 0.4) * 10) / 10
              : null;
          const effective = status === 'approved' ? isoPlus(disposition, 30 + Math.floor(r() * 60)) : null;
          const premiumImpact = requested === null ? 0 : Math.round(requested * 100_000 * STATE_SIZE[state]);
          filings.push({
            trackingNumber: `${key}-${String(next).padStart(3, '0')}`,
            carrier: carrier.name,
            carrierCode: carrier.code,
            state,
            lineOfBusiness: line,
            filingType,
            status,
            requestedRateChange: requested,
            approvedRateChange: approved,
            premiumImpact,
            policyholdersAffected:
              requested === null ? null : Math.round(5000 * STATE_SIZE[state] * (0.5 + r())),
            submittedDate: submitted,
            dispositionDate: disposition,
            effectiveDate: effective,
            ownCarrier: carrier.code === OWN.code ? 'true' : '',
          });
        }
      }
  // Intelligence feed items (dataset intel-feeds), from their own random stream so the rows above do
  // not move: a carrier named by name or by code, or none; planted absence: nothing on Redwood in Texas.
  const rf = rng(seed + 1);
  const feeds = [];
  const SOURCES = ['regulator-bulletin', 'news', 'rate-watch'];
  for (let i = 0; i < 90; i++) {
    const state = Object.keys(STATE_NAMES)[Math.floor(rf() * 7)];
    const line = Object.keys(LINES)[Math.floor(rf() * 3)];
    const pick = Math.floor(rf() * 5);
    let carrier = pick < 4 ? CARRIERS[pick] : null;
    if (carrier?.code === 'RDWD' && state === 'TX') carrier = null;
    const byCode = rf() < 0.25;
    const published = isoPlus('2025-01-01', Math.floor(rf() * 680));
    feeds.push({
      sourceType: SOURCES[Math.floor(rf() * 3)],
      sourceName: `${STATE_NAMES[state]} bulletin`,
      title: `${carrier ? carrier.name : 'Market'} ${line} update ${i + 1} (${state})`,
      publishedDate: published,
      state,
      lineOfBusiness: line,
      carrier: carrier ? (byCode ? carrier.code : carrier.name) : '',
      carrierCode: carrier?.code ?? null,
    });
  }
  return {
    portfolio,
    filings,
    feeds,
    portfolioCsv: toCsv(portfolio, { line: 'lineOfBusiness' }),
    filingsCsv: toCsv(filings),
    feedsCsv: toCsv(feeds.map(({ carrierCode: _code, ...item }) => item)),
  };
}

function toCsv(rows, rename = {}) {
  const columns = Object.keys(rows[0]);
  const cell = (v) =>
    v === null || v === undefined
      ? ''
      : /[",\n]/.test(String(v))
        ? `"${String(v).replace(/"/g, '""')}"`
        : String(v);
  return (
    [
      columns.map((c) => rename[c] ?? c).join(','),
      ...rows.map((row) => columns.map((c) => cell(row[c])).join(',')),
    ].join('\n') + '\n'
  );
}

// ---- expected answers, computed over the rows ------------------------------------------------------

const sum = (rows, f) => rows.reduce((s, r) => s + f(r), 0);
const avg = (xs) => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);

/** The filters a question names, in the row fields of the CSVs: what every cited row must satisfy. */
export function rowMatches(row, f) {
  if (row.modelId && !modelRowMatches(row, f)) return false;
  if (f.state && !f.state.includes(row.state)) return false;
  if (f.line && !f.line.includes(row.line ?? row.lineOfBusiness)) return false;
  if (f.segment && !f.segment.includes(row.segment)) return false;
  if (f.carrier && !f.carrier.includes(row.carrierCode)) return false;
  if (f.notCarrier && f.notCarrier.includes(row.carrierCode)) return false;
  if (f.hasCarrier && !row.carrierCode) return false;
  if (f.status && !f.status.includes(row.status)) return false;
  if (f.types && !f.types.includes(row.filingType)) return false;
  if (f.trackingNumber && row.trackingNumber !== f.trackingNumber) return false;
  if (f.months && (row.month < f.months[0] || row.month > f.months[1])) return false;
  if (f.dates) {
    const d = row[f.dates.field];
    if (!d || d < f.dates.from || d > f.dates.to) return false;
  }
  if (f.hasRequested && row.requestedRateChange === null) return false;
  if (f.hasApproved && row.approvedRateChange === null) return false;
  if (f.hasDays && !row.dispositionDate) return false;
  return true;
}

const days = (row) =>
  Math.round((Date.parse(row.dispositionDate) - Date.parse(row.submittedDate)) / 86_400_000);

const MEASURES = {
  premium: { rows: 'portfolio', unit: 'usd', of: (rs) => sum(rs, (r) => r.earnedPremium) },
  exposure: { rows: 'portfolio', unit: 'count', of: (rs) => sum(rs, (r) => r.exposure) },
  losses: { rows: 'portfolio', unit: 'usd', of: (rs) => sum(rs, (r) => r.incurredLosses) },
  claims: { rows: 'portfolio', unit: 'count', of: (rs) => sum(rs, (r) => r.claimCount) },
  lossRatio: {
    rows: 'portfolio',
    unit: 'percent',
    of: (rs) => (100 * sum(rs, (r) => r.incurredLosses)) / sum(rs, (r) => r.earnedPremium),
  },
  frequency: {
    rows: 'portfolio',
    unit: 'ratio',
    of: (rs) => (100 * sum(rs, (r) => r.claimCount)) / sum(rs, (r) => r.exposure),
  },
  severity: {
    rows: 'portfolio',
    unit: 'usd',
    of: (rs) => sum(rs, (r) => r.incurredLosses) / sum(rs, (r) => r.claimCount),
  },
  purePremium: {
    rows: 'portfolio',
    unit: 'usd',
    of: (rs) => sum(rs, (r) => r.incurredLosses) / sum(rs, (r) => r.exposure),
  },
  filings: { rows: 'filings', unit: 'count', of: (rs) => rs.length },
  feedItems: { rows: 'feeds', unit: 'count', of: (rs) => rs.length },
  requested: {
    rows: 'filings',
    unit: 'percent',
    of: (rs) => avg(rs.filter((r) => r.requestedRateChange !== null).map((r) => r.requestedRateChange)),
  },
  approved: {
    rows: 'filings',
    unit: 'percent',
    of: (rs) => avg(rs.filter((r) => r.approvedRateChange !== null).map((r) => r.approvedRateChange)),
  },
  impact: { rows: 'filings', unit: 'usd', of: (rs) => sum(rs, (r) => r.premiumImpact) },
  days: { rows: 'filings', unit: 'days', of: (rs) => avg(rs.filter((r) => r.dispositionDate).map(days)) },
  policyholders: { rows: 'filings', unit: 'count', of: (rs) => sum(rs, (r) => r.policyholdersAffected ?? 0) },
};

export const LAST12 = ['2025-11', '2026-10'];
export const PRIOR12 = ['2024-11', '2025-10'];
export const YTD_MONTHS = ['2026-01', '2026-11'];
export const Q = (y, q) => [
  `${y}-${String(q * 3 - 2).padStart(2, '0')}`,
  `${y}-${String(q * 3).padStart(2, '0')}`,
];
export const rateTypes = ['rate', 'rate-and-rule', 'form-and-rate'];

/**
 * Every question with what a right answer holds: `values` (figures the answer must state, in the unit
 * of the measure), `keys` (names that must appear in the answer text in this order: a ranking), or
 * `absent: true` (the scope is empty: the answer must say there is no data and cite nothing), or
 * `clarify: true` (a name that is not known: the answer asks back and cites nothing). `filters` are the
 * filters the question names: every row any citation points at must satisfy them.
 */
/** The plain-JavaScript expectations over a book: filtered values, rankings, changes between windows. */
export function evalHelpers(book) {
  const P = book.portfolio;
  const F = book.filings;
  const out = [];
  const pick = (rows, f) => rows.filter((r) => rowMatches(r, f));
  const source = (measure) =>
    MEASURES[measure].rows === 'portfolio' ? P : MEASURES[measure].rows === 'feeds' ? book.feeds : F;
  const value = (measure, f) => MEASURES[measure].of(pick(source(measure), f));
  const add = (useCase, q, f, expect) => out.push({ id: out.length + 1, useCase, q, filters: f, ...expect });
  const ranking = (measure, dim, f, dir = 'desc', n = 3) => {
    const rows = pick(source(measure), f);
    const groups = [...new Set(rows.map((r) => r[dim]))];
    const scored = groups
      .map((g) => ({ g, v: MEASURES[measure].of(rows.filter((r) => r[dim] === g)) }))
      .filter((x) => x.v !== null && Number.isFinite(x.v))
      .sort((a, b) => (dir === 'desc' ? b.v - a.v : a.v - b.v) || (a.g < b.g ? -1 : 1))
      .slice(0, n);
    return { keys: scored.map((x) => x.g), values: scored.map((x) => x.v) };
  };
  const name = (code) => STATE_NAMES[code];
  const stateRanking = (measure, f, dir, n) => {
    const r = ranking(measure, 'state', f, dir, n);
    return { keys: r.keys.map(name), values: r.values };
  };
  const change = (measure, f, now, before) => {
    const a = value(measure, { ...f, months: now });
    const b = value(measure, { ...f, months: before });
    return measure === 'lossRatio' ? a - b : (100 * (a - b)) / b;
  };
  const growthRanking = (measure, dim, f = {}) => {
    const groups = [...new Set(P.map((r) => r[dim]))];
    const scored = groups
      .map((g) => ({ g, v: change(measure, { ...f, [dim]: [g] }, LAST12, PRIOR12) }))
      .filter((x) => Number.isFinite(x.v))
      .sort((a, b) => b.v - a.v);
    return scored;
  };

  return { P, F, out, pick, value, add, ranking, name, stateRanking, change, growthRanking };
}

export function buildQuestions(book) {
  const { F, out, pick, value, add, ranking, name, stateRanking, change, growthRanking } = evalHelpers(book);
  // ---- Portfolio Assistant: aggregates with filters ----
  let f = { state: ['OH'], line: ['Personal Auto'], months: LAST12 };
  add('portfolio', 'What is the loss ratio for personal auto in Ohio over the last 12 months?', f, {
    values: [value('lossRatio', f), value('premium', f)],
  });
  f = { state: ['OH'], line: ['Personal Auto'], months: LAST12 };
  add('portfolio', 'PPA LR in OH, last 12 months', f, { values: [value('lossRatio', f)] });
  f = { state: ['TX'], months: Q(2026, 2) };
  add('portfolio', 'What was our earned premium in Texas in 2026 Q2?', f, { values: [value('premium', f)] });
  f = { months: Q(2026, 1) };
  add('portfolio', 'Earned premium for Q1 2026', f, { values: [value('premium', f)] });
  f = { line: ['Homeowners'], months: YTD_MONTHS };
  add('portfolio', 'Homeowners incurred losses YTD', f, { values: [value('losses', f)] });
  f = { line: ['Workers Comp'], months: ['2025-01', '2025-12'] };
  add('portfolio', 'How many claims did workers comp have in 2025?', f, { values: [value('claims', f)] });
  f = { state: ['PA'], months: LAST12 };
  add('portfolio', 'Total exposure in Pennsylvania over the last 12 months', f, {
    values: [value('exposure', f)],
  });
  f = { segment: ['Construction'], months: LAST12 };
  add('portfolio', 'What is the claim frequency of the Construction segment in the last 12 months?', f, {
    values: [value('frequency', f)],
  });
  f = { line: ['Homeowners'], state: ['CA'], months: ['2025-01', '2025-12'] };
  add('portfolio', 'Average claim severity for homeowners in California in 2025', f, {
    values: [value('severity', f)],
  });
  f = { line: ['Personal Auto'], months: LAST12 };
  add('portfolio', 'Pure premium for private passenger auto, last 12 months', f, {
    values: [value('purePremium', f)],
  });
  f = { state: ['IN'], months: ['2026-03', '2026-03'] };
  add('portfolio', 'Loss ratio in Indiana in March 2026', f, { values: [value('lossRatio', f)] });
  f = { line: ['Personal Auto'], segment: ['Non-Standard'], months: YTD_MONTHS };
  add('portfolio', 'Loss ratio of non-standard personal auto this year', f, {
    values: [value('lossRatio', f)],
  });
  f = { months: ['2025-01', '2025-12'] };
  add('portfolio', 'What was the overall loss ratio in 2025?', f, { values: [value('lossRatio', f)] });
  f = { state: ['FL'], line: ['Workers Comp'], months: LAST12 };
  add('portfolio', "What's the earned premium for WC in Florida in the last 12 months?", f, {
    values: [value('premium', f)],
  });
  f = { state: ['OH'], months: ['2026-01', '2026-06'] };
  add('portfolio', 'Incurred losses in Ohio from January 2026 to June 2026', f, {
    values: [value('losses', f)],
  });

  // ---- rankings with filters ----
  f = { months: LAST12 };
  add(
    'portfolio',
    'Which state has the highest loss ratio over the last 12 months?',
    f,
    stateRanking('lossRatio', f, 'desc', 1),
  );
  f = { line: ['Personal Auto'], months: LAST12 };
  add(
    'portfolio',
    'Top 3 states by loss ratio for personal auto, last 12 months',
    f,
    stateRanking('lossRatio', f, 'desc', 3),
  );
  f = { line: ['Homeowners'], months: ['2025-01', '2025-12'] };
  add(
    'portfolio',
    'Which states had the lowest homeowners loss ratio in 2025?',
    f,
    stateRanking('lossRatio', f, 'asc', 3),
  );
  f = { months: LAST12 };
  add(
    'portfolio',
    'Top 2 segments by claim frequency in the last 12 months',
    f,
    ranking('frequency', 'segment', f, 'desc', 2),
  );
  f = { state: ['TX'], months: LAST12 };
  add(
    'portfolio',
    'Which line has the most earned premium in Texas over the last 12 months?',
    f,
    ranking('premium', 'line', f, 'desc', 1),
  );
  f = { months: YTD_MONTHS };
  add('portfolio', 'Bottom 2 states by earned premium this year', f, stateRanking('premium', f, 'asc', 2));
  f = { line: ['Workers Comp'], months: LAST12 };
  add(
    'portfolio',
    'Which segment has the highest severity in workers comp, last 12 months?',
    f,
    ranking('severity', 'segment', f, 'desc', 1),
  );
  f = { months: LAST12 };
  add(
    'portfolio',
    'What is the loss ratio by state for the last 12 months?',
    f,
    stateRanking('lossRatio', f, 'desc', 6),
  );
  f = { line: ['Personal Auto'], months: LAST12 };
  add(
    'portfolio',
    'Claim count by segment for personal auto in the last 12 months',
    f,
    ranking('claims', 'segment', f, 'desc', 3),
  );

  // ---- shares ----
  f = { months: LAST12 };
  {
    const part = value('premium', { ...f, state: ['OH'] });
    add(
      'portfolio',
      'What share of earned premium comes from Ohio over the last 12 months?',
      { months: LAST12 },
      { values: [(100 * part) / value('premium', f)] },
    );
  }
  {
    const part = value('premium', { line: ['Homeowners'], months: YTD_MONTHS });
    add(
      'portfolio',
      'What percentage of our premium is homeowners this year?',
      { months: YTD_MONTHS },
      { values: [(100 * part) / value('premium', { months: YTD_MONTHS })] },
    );
  }

  // ---- comparisons ----
  f = { state: ['OH', 'IN'], months: LAST12 };
  add('portfolio', 'How does Ohio compare with Indiana on loss ratio over the last 12 months?', f, {
    values: [value('lossRatio', { ...f, state: ['OH'] }), value('lossRatio', { ...f, state: ['IN'] })],
  });
  f = { state: ['CA', 'TX'], line: ['Personal Auto'], months: LAST12 };
  add('portfolio', 'Compare California and Texas personal auto claim frequency, last 12 months', f, {
    values: [value('frequency', { ...f, state: ['CA'] }), value('frequency', { ...f, state: ['TX'] })],
  });
  f = { state: ['OH'], line: ['Personal Auto'] };
  add(
    'portfolio',
    'Ohio personal auto loss ratio this year versus last year',
    { ...f, months: ['2025-01', '2026-11'] },
    {
      values: [
        value('lossRatio', { ...f, months: YTD_MONTHS }),
        value('lossRatio', { ...f, months: ['2025-01', '2025-11'] }),
      ],
    },
  );
  f = { state: ['TX'] };
  add(
    'portfolio',
    'How much did earned premium in Texas grow over the last 12 months?',
    { ...f, months: PRIOR12.slice(0, 1).concat(LAST12[1]) },
    {
      values: [change('premium', f, LAST12, PRIOR12)],
    },
  );
  {
    const g = growthRanking('premium', 'state');
    add(
      'portfolio',
      'Which states grew earned premium fastest?',
      { months: [PRIOR12[0], LAST12[1]] },
      { keys: g.slice(0, 3).map((x) => name(x.g)), values: g.slice(0, 3).map((x) => x.v) },
    );
  }
  {
    const g = growthRanking('exposure', 'segment');
    add(
      'portfolio',
      'Which segments grew exposure the most?',
      { months: [PRIOR12[0], LAST12[1]] },
      { keys: g.slice(0, 3).map((x) => x.g), values: g.slice(0, 3).map((x) => x.v) },
    );
  }
  {
    const g = growthRanking('lossRatio', 'state');
    add(
      'portfolio',
      'Where did the loss ratio rise most over the last year?',
      { months: [PRIOR12[0], LAST12[1]] },
      { keys: [name(g[0].g)], values: [g[0].v] },
    );
  }

  // ---- trends ----
  f = { state: ['OH'], line: ['Personal Auto'], months: ['2026-01', '2026-06'] };
  add('portfolio', 'Monthly loss ratio trend for Ohio personal auto from January 2026 to June 2026', f, {
    values: monthsBetween('2026-01', '2026-06').map((m) => value('lossRatio', { ...f, months: [m, m] })),
  });
  f = { line: ['Homeowners'], months: Q(2026, 3) };
  add('portfolio', 'Homeowners earned premium by month in 2026 Q3', f, {
    values: monthsBetween(...Q(2026, 3)).map((m) => value('premium', { ...f, months: [m, m] })),
  });

  // ---- Competitive Intelligence: filings ----
  const c = 'compIntel';
  f = { state: ['TX'] };
  add(c, 'Which carriers filed in Texas?', f, {
    keys: [...new Set(pick(F, f).map((r) => r.carrier))].sort(),
  });
  f = { carrier: ['HRBR'] };
  add(c, 'How many filings did Harbor Casualty make?', f, { values: [value('filings', f)] });
  f = { carrier: ['SMMT'], state: ['CA'] };
  add(c, 'How many filings has Summit filed in California?', f, { values: [value('filings', f)] });
  f = { carrier: ['HRBR'], dates: { field: 'submittedDate', from: '2025-01-01', to: '2025-12-31' } };
  add(c, 'Number of Harbor filings submitted in 2025', f, { values: [value('filings', f)] });
  f = { status: ['pending'] };
  add(c, 'How many filings are pending?', f, { values: [value('filings', f)] });
  f = { state: ['OH'], types: rateTypes, hasRequested: true };
  add(c, 'Average requested rate change of rate filings in Ohio', f, { values: [value('requested', f)] });
  f = { carrier: ['HRBR'], status: ['approved'], hasApproved: true };
  add(c, 'What is the average approved rate change for Harbor Casualty?', f, {
    values: [value('approved', f)],
  });
  f = { line: ['Homeowners'], status: ['approved'], hasDays: true };
  add(c, 'Average days to approval for homeowners filings', f, { values: [value('days', f)] });
  f = { carrier: ['SMMT'] };
  add(c, 'Total premium impact of Summit filings', f, { values: [value('impact', f)] });
  f = { state: ['FL'], line: ['Personal Auto'] };
  add(c, 'How many policyholders were affected by personal auto filings in Florida?', f, {
    values: [value('policyholders', f)],
  });
  f = { hasRequested: true, dates: { field: 'submittedDate', from: '2026-01-01', to: TODAY } };
  add(
    c,
    'Which carrier requested the highest average rate change this year?',
    f,
    (() => {
      const r = ranking('requested', 'carrier', f, 'desc', 1);
      return r;
    })(),
  );
  f = { status: ['approved'], hasDays: true };
  add(c, 'Which state is slowest to approve filings?', f, stateRanking('days', f, 'desc', 1));
  f = { dates: { field: 'submittedDate', from: '2026-04-01', to: '2026-06-30' } };
  add(c, 'Which carriers filed the most in 2026 Q2?', f, ranking('filings', 'carrier', f, 'desc', 3));
  f = { hasRequested: true, dates: { field: 'submittedDate', from: '2026-07-01', to: '2026-09-30' } };
  {
    const top = pick(F, f)
      .sort(
        (a, b) =>
          b.requestedRateChange - a.requestedRateChange || (a.trackingNumber < b.trackingNumber ? -1 : 1),
      )
      .slice(0, 3);
    add(c, 'Which carriers filed the largest rate increases last quarter?', f, {
      keys: top.map((r) => r.trackingNumber),
      values: top.map((r) => r.requestedRateChange),
    });
  }
  f = { status: ['approved'], hasDays: true };
  add(c, 'How long do filings take to be approved by state?', f, stateRanking('days', f, 'desc', 7));
  f = { carrier: ['HRBR', 'SMMT'], hasRequested: true };
  add(c, 'How does Harbor compare with Summit on requested rate change?', f, {
    values: [
      value('requested', { ...f, carrier: ['HRBR'] }),
      value('requested', { ...f, carrier: ['SMMT'] }),
    ],
  });
  f = { notCarrier: [OWN.code], state: ['OH'], hasRequested: true };
  add(c, 'Average requested rate change of competitors in Ohio', f, { values: [value('requested', f)] });
  f = { carrier: [OWN.code], hasRequested: true };
  add(c, 'What is our average requested rate change?', f, { values: [value('requested', f)] });
  f = { state: ['OH'], hasApproved: true };
  add(c, 'How do our approved changes compare with competitors in Ohio?', f, {
    values: [
      value('approved', { ...f, carrier: [OWN.code] }),
      value('approved', { ...f, notCarrier: [OWN.code] }),
    ],
  });
  f = { carrier: ['HRBR', OWN.code], hasRequested: true };
  add(c, 'How does Harbor compare with us on requested rate change?', f, {
    values: [
      value('requested', { ...f, carrier: ['HRBR'] }),
      value('requested', { ...f, carrier: [OWN.code] }),
    ],
  });
  f = { carrier: ['HRBR'], dates: { field: 'submittedDate', from: '2024-01-01', to: '2026-10-31' } };
  add(c, 'How many filings did Harbor submit from January 2024 to October 2026?', f, {
    values: [value('filings', f)],
  });
  f = { state: ['GA'], status: ['disapproved'] };
  add(c, 'How many disapproved filings in Georgia?', f, { values: [value('filings', f)] });
  f = { types: ['form', 'form-and-rate'], line: ['Workers Comp'] };
  add(c, 'Count of form filings for workers comp', f, { values: [value('filings', f)] });
  f = { dates: { field: 'effectiveDate', from: '2026-01-01', to: TODAY } };
  add(c, 'How many filings took effect this year?', f, { values: [value('filings', f)] });
  f = { status: ['approved'], dates: { field: 'dispositionDate', from: '2025-01-01', to: '2025-12-31' } };
  add(c, 'How many filings were approved in 2025?', f, { values: [value('filings', f)] });

  // ---- lookups by tracking number ----
  const lookups = [...F].sort((a, b) => (a.trackingNumber < b.trackingNumber ? -1 : 1));
  const approvedOne = lookups.find(
    (r) => r.status === 'approved' && r.effectiveDate && r.requestedRateChange !== null,
  );
  const pendingOne = lookups.find((r) => r.status === 'pending');
  const another = lookups.filter((r) => r.status === 'approved' && r.effectiveDate)[3];
  const disapproved = lookups.find((r) => r.status === 'disapproved');
  add(
    c,
    `What is the status of ${pendingOne.trackingNumber}?`,
    { trackingNumber: pendingOne.trackingNumber },
    { keys: [pendingOne.trackingNumber, 'pending'] },
  );
  add(
    c,
    `Status of filing ${disapproved.trackingNumber.toLowerCase()}`,
    { trackingNumber: disapproved.trackingNumber },
    { keys: [disapproved.trackingNumber, 'disapproved'] },
  );
  add(
    c,
    `When did ${another.trackingNumber} take effect?`,
    { trackingNumber: another.trackingNumber },
    { keys: [another.trackingNumber, another.effectiveDate] },
  );
  add(
    c,
    `What rate change was approved on ${approvedOne.trackingNumber}?`,
    { trackingNumber: approvedOne.trackingNumber },
    {
      keys: [approvedOne.trackingNumber],
      values: [approvedOne.approvedRateChange ?? approvedOne.requestedRateChange],
    },
  );
  add(
    c,
    `Effective date of ${approvedOne.trackingNumber}`,
    { trackingNumber: approvedOne.trackingNumber },
    { keys: [approvedOne.effectiveDate] },
  );

  // ---- Portfolio Assistant: own filings ----
  f = { carrier: [OWN.code], state: ['OH'] };
  add('portfolio', 'How many filings have we made in Ohio?', f, { values: [value('filings', f)] });
  f = { carrier: [OWN.code], status: ['approved'], hasApproved: true };
  add('portfolio', 'What is our average approved rate change?', f, { values: [value('approved', f)] });

  // ---- more phrasings ----
  f = { line: ['Homeowners'], state: ['PA'], months: YTD_MONTHS };
  add('portfolio', "What's our LR for HO in PA YTD?", f, { values: [value('lossRatio', f)] });
  f = { state: ['TX'], months: Q(2026, 3) };
  add('portfolio', 'How many claims did we have in Texas last quarter?', f, { values: [value('claims', f)] });
  f = { months: ['2025-01', '2025-12'] };
  add(
    'portfolio',
    'Which line had the worst loss ratio last year?',
    f,
    ranking('lossRatio', 'line', f, 'desc', 1),
  );
  f = { months: ['2025-01', '2025-12'] };
  add('portfolio', 'Earned premium by line for 2025', f, ranking('premium', 'line', f, 'desc', 3));
  f = { status: ['pending'] };
  add(c, 'Pending filings by carrier', f, ranking('filings', 'carrier', f, 'desc', 4));
  f = { state: ['CA'], line: ['Personal Auto'], status: ['approved'], hasApproved: true };
  add(c, 'Average approved rate change in California for personal auto', f, {
    values: [value('approved', f)],
  });
  f = { state: ['OH'], months: ['2026-09', '2026-09'] };
  add('portfolio', 'Ohio exposure in September 2026', f, { values: [value('exposure', f)] });
  f = { line: ['Workers Comp'], segment: ['Construction'], months: LAST12 };
  add('portfolio', 'Loss ratio for construction workers compensation over the past year', f, {
    values: [value('lossRatio', f)],
  });
  f = { carrier: ['RDWD'], status: ['withdrawn'] };
  add(c, 'How many Redwood filings were withdrawn?', f, { values: [value('filings', f)] });
  f = { notCarrier: [OWN.code], hasDays: true, status: ['approved'] };
  add(c, 'How long does it take competitors to get filings approved?', f, { values: [value('days', f)] });

  // ---- Competitive Intelligence: intelligence feed items the tenant loaded ----
  f = { carrier: ['HRBR'] };
  add(c, 'How many news items mention Harbor Casualty?', f, { values: [value('feedItems', f)] });
  f = { state: ['OH'], dates: { field: 'publishedDate', from: '2026-01-01', to: TODAY } };
  add(c, 'Intelligence feed items about Ohio this year', f, { values: [value('feedItems', f)] });
  f = { hasCarrier: true, dates: { field: 'publishedDate', from: '2026-04-01', to: '2026-06-30' } };
  {
    const r = ranking('feedItems', 'carrierCode', f, 'desc', 3);
    const keys = r.keys.map((code) => CARRIERS.find((x) => x.code === code).name);
    add(c, 'Which carriers had the most feed items in 2026 Q2?', f, { ...r, keys });
  }
  f = { carrier: [OWN.code], line: ['Personal Auto'] };
  add(c, 'How many headlines about our personal auto business?', f, { values: [value('feedItems', f)] });
  f = { notCarrier: [OWN.code], hasCarrier: true, state: ['FL'] };
  add(c, 'Competitor news items in Florida', f, { values: [value('feedItems', f)] });

  // ---- absent: the scope is empty ----
  const absent = (useCase, q, filters) => add(useCase, q, filters, { absent: true });
  absent('portfolio', 'What is the homeowners loss ratio in Texas over the last 12 months?', {
    state: ['TX'],
    line: ['Homeowners'],
  });
  absent('portfolio', 'Earned premium for workers comp in California in 2025', {
    state: ['CA'],
    line: ['Workers Comp'],
  });
  absent('portfolio', 'Loss ratio in Vermont last 12 months', { state: ['VT'] });
  absent('portfolio', 'Commercial auto earned premium this year', { line: ['Commercial Auto'] });
  absent('portfolio', 'What was our earned premium in 2023?', { months: ['2023-01', '2023-12'] });
  absent('portfolio', 'Homeowners claims in Florida in 2026 Q1', { state: ['FL'], line: ['Homeowners'] });
  absent(c, 'How many filings did Redwood Indemnity make in Ohio?', { carrier: ['RDWD'], state: ['OH'] });
  absent(c, 'Average requested rate change of Summit workers comp filings', {
    carrier: ['SMMT'],
    line: ['Workers Comp'],
  });
  absent(c, 'What is the status of HRBR-OH-2019-001?', { trackingNumber: 'HRBR-OH-2019-001' });
  absent(c, 'Which carriers filed in Vermont?', { state: ['VT'] });
  absent(c, 'How many filings were submitted in 2023?', {
    dates: { field: 'submittedDate', from: '2023-01-01', to: '2023-12-31' },
  });
  absent(c, 'Homeowners filings in Ohio approved in 2030', { state: ['OH'], line: ['Homeowners'] });
  absent(c, 'How many feed items about Redwood in Texas?', { carrier: ['RDWD'], state: ['TX'] });

  // ---- unknown names: a clarifying answer ----
  const clarify = (useCase, q) => add(useCase, q, {}, { clarify: true });
  clarify(c, 'How many filings did Bluewater Assurance make?');
  clarify('portfolio', 'What is the loss ratio in XZ?');
  clarify(c, 'Average rate change of carrier Nonexistent Mutual in Ohio');
  return out;
}

// ---- checking an answer ----------------------------------------------------------------------------

const close = (a, e) => Math.abs(a - e) <= Math.max(0.051, Math.abs(e) * 0.0006);

/** Whether a stated answer holds the expected figures and names (in order). */
export function isCorrect(question, answer) {
  const text = answer.text ?? '';
  const figures = (answer.citations ?? []).flatMap((c) => c.figures ?? []);
  if (question.absent) return saysNoData(answer);
  if (question.clarify)
    return (
      (answer.citations ?? []).length === 0 &&
      /\b(which|did you mean|do not know|don't know|not a (US )?state|no carrier)\b/i.test(text) &&
      !saysNoData(answer)
    );
  for (const v of question.values ?? []) {
    if (v === null || !Number.isFinite(v)) return false;
    if (!figures.some((f) => close(f.value, v))) return false;
  }
  let at = 0;
  const lower = text.toLowerCase();
  for (const k of question.keys ?? []) {
    const i = lower.indexOf(String(k).toLowerCase(), at);
    if (i < 0) return false;
    at = i + String(k).length;
  }
  return true;
}

export function saysNoData(answer) {
  return (
    (answer.citations ?? []).length === 0 &&
    /\b(writes no|no filings?|no data|no portfolio|no rows)\b/i.test(answer.text ?? '')
  );
}

/** A cited row (as the citation detail returns it: columns + cells) in the field names of the CSV rows. */
export function rowOf(columns, cells) {
  const o = Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
  if ('model_id' in o) return modelRowOf(o);
  if ('published_date' in o)
    return {
      title: o.title,
      publishedDate: o.published_date,
      state: o.state,
      lineOfBusiness: Object.keys(LINES).find(
        (l) => l.toLowerCase().replace(/[^a-z0-9]+/g, '-') === o.line_code,
      ),
      carrierCode: o.carrier_code,
    };
  if ('tracking_number' in o)
    return {
      trackingNumber: o.tracking_number,
      carrierCode: o.carrier_code,
      state: o.state,
      lineOfBusiness: o.line,
      filingType: o.filing_type,
      status: o.status,
      requestedRateChange: o.requested_change_pct === null ? null : Number(o.requested_change_pct),
      approvedRateChange: o.approved_change_pct === null ? null : Number(o.approved_change_pct),
      submittedDate: o.submitted_date,
      dispositionDate: o.disposition_date ?? null,
      effectiveDate: o.effective_date ?? null,
    };
  return { month: o.month, state: o.state, line: o.line, segment: o.segment };
}

/** Whether the cited row exists in the generated book (same key and, for filings, same values). */
export function rowExists(book, row) {
  if (row.modelId) return modelRowExists(book, row);
  if (row.publishedDate)
    return book.feeds.some(
      (x) =>
        x.title === row.title &&
        x.publishedDate === row.publishedDate &&
        x.state === row.state &&
        (x.carrierCode ?? null) === (row.carrierCode ?? null),
    );
  if (row.trackingNumber) {
    const f = book.filings.find((x) => x.trackingNumber === row.trackingNumber);
    return !!f && f.state === row.state && f.carrierCode === row.carrierCode && f.status === row.status;
  }
  return book.portfolio.some(
    (p) => p.month === row.month && p.state === row.state && p.line === row.line && p.segment === row.segment,
  );
}
