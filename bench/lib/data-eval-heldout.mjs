// The held-out part of the data-answers evaluation: questions written separately from the main set of
// bench/lib/data-eval.mjs and never used to shape the planner, phrased the other ways analysts ask
// (other word order, a figure named after its scope, distractor words, month names and ranges, "YTD",
// "versus last year", "how does X compare with Y", ranges "July 2026 through October 2026"), over the
// same generated book. Expected answers are computed in plain JavaScript over the generated rows.
// Reported on its own line by bench/data-answers.mjs; a subset runs in apps/server/test/data-answers.test.ts.
import { modelQuestions } from './data-eval-models.mjs';
import { LAST12, OWN, PRIOR12, Q, YTD_MONTHS, evalHelpers, monthsBetween, rateTypes } from './data-eval.mjs';
import { addIntelMetricQuestions } from './data-eval-intel.mjs';

export function buildHeldOutQuestions(book) {
  const { F, out, pick, value, add, ranking, name, stateRanking, change, growthRanking } = evalHelpers(book);
  const PA = 'portfolio';
  const c = 'compIntel';
  const Y2025 = ['2025-01', '2025-12'];
  const days = (from, to) => ({ from, to });
  let f;

  // ---- portfolio figures, scope first or figure last, distractor words ----
  f = { state: ['IN'], line: ['Homeowners'], months: LAST12 };
  add(PA, 'For Indiana homeowners, what did the loss ratio come to in the past 12 months?', f, {
    values: [value('lossRatio', f)],
  });
  f = { state: ['TX'], line: ['Personal Auto'], months: Y2025 };
  add(PA, 'In 2025, how much earned premium did personal auto bring in across Texas?', f, {
    values: [value('premium', f)],
  });
  f = { state: ['PA'], line: ['Workers Comp'], months: Q(2026, 3) };
  add(PA, 'Give me the incurred losses for workers compensation in Pennsylvania during Q3 2026, please', f, {
    values: [value('losses', f)],
  });
  f = { state: ['OH'], months: YTD_MONTHS };
  add(PA, 'Loss ratio, Ohio, YTD', f, { values: [value('lossRatio', f)] });
  f = { state: ['CA'], line: ['Personal Auto'], months: ['2026-08', '2026-08'] };
  add(PA, 'Number of claims in California for private passenger auto in August 2026', f, {
    values: [value('claims', f)],
  });
  f = { segment: ['Clerical'], months: Y2025 };
  add(PA, "What's the claim frequency for the Clerical segment in 2025?", f, {
    values: [value('frequency', f)],
  });
  f = { state: ['IN'], months: Q(2026, 2) };
  add(PA, 'What was the pure premium in Indiana for 2026 Q2?', f, { values: [value('purePremium', f)] });
  f = { segment: ['Non-Standard'], months: ['2026-09', '2026-09'] };
  add(PA, 'Earned premium in the Non-Standard segment during September 2026', f, {
    values: [value('premium', f)],
  });
  f = { state: ['OH'], line: ['Homeowners'], months: Y2025 };
  add(PA, 'Last year, what was the loss ratio for homeowners in Ohio?', f, {
    values: [value('lossRatio', f)],
  });
  f = { state: ['FL'], months: LAST12 };
  add(PA, 'Severity of Florida claims over the trailing 12 months', f, { values: [value('severity', f)] });
  f = { line: ['Workers Comp'], months: ['2026-02', '2026-04'] };
  add(PA, 'Workers comp exposure from February 2026 to April 2026', f, { values: [value('exposure', f)] });
  f = { state: ['PA'], months: ['2026-07', '2026-10'] };
  add(PA, 'Pennsylvania earned premium, July 2026 through October 2026', f, {
    values: [value('premium', f)],
  });

  // ---- comparisons ----
  f = { state: ['TX', 'FL'], months: Q(2026, 1) };
  add(PA, 'How does Texas compare with Florida on earned premium in 2026 Q1?', f, {
    values: [value('premium', { ...f, state: ['TX'] }), value('premium', { ...f, state: ['FL'] })],
  });
  f = { state: ['PA', 'OH'], line: ['Homeowners'], months: LAST12 };
  add(PA, 'Pennsylvania vs Ohio loss ratio for homeowners, last 12 months', f, {
    values: [value('lossRatio', { ...f, state: ['PA'] }), value('lossRatio', { ...f, state: ['OH'] })],
  });
  f = { state: ['OH'], line: ['Personal Auto'] };
  add(
    PA,
    'Ohio private passenger auto severity this year versus last year',
    { ...f, months: ['2025-01', '2026-11'] },
    {
      values: [
        value('severity', { ...f, months: YTD_MONTHS }),
        value('severity', { ...f, months: ['2025-01', '2025-11'] }),
      ],
    },
  );
  f = { line: ['Homeowners'] };
  add(
    PA,
    'Homeowners exposure: how much did it change over the last 12 months?',
    { ...f, months: [PRIOR12[0], LAST12[1]] },
    { values: [change('exposure', f, LAST12, PRIOR12)] },
  );
  {
    const g = growthRanking('premium', 'state');
    add(
      PA,
      "Which state's earned premium grew the most versus last year?",
      { months: [PRIOR12[0], LAST12[1]] },
      { keys: [name(g[0].g)], values: [g[0].v] },
    );
  }

  // ---- rankings, shares, trends ----
  f = { line: ['Workers Comp'], months: Y2025 };
  add(
    PA,
    'Rank the top 3 states by workers comp exposure in 2025',
    f,
    stateRanking('exposure', f, 'desc', 3),
  );
  f = { months: LAST12 };
  {
    const r = ranking('frequency', 'line', f, 'desc', 2);
    add(PA, 'Which two lines had the highest claim frequency over the trailing 12 months?', f, r);
  }
  f = { state: ['TX'], months: Y2025 };
  add(
    PA,
    'In Texas, which segment had the lowest loss ratio in 2025?',
    f,
    ranking('lossRatio', 'segment', f, 'asc', 1),
  );
  {
    const part = value('premium', { line: ['Personal Auto'], state: ['TX'], months: Y2025 });
    const whole = value('premium', { line: ['Personal Auto'], months: Y2025 });
    add(
      PA,
      'What portion of the personal auto premium comes from Texas in 2025?',
      { line: ['Personal Auto'], months: Y2025 },
      { values: [(100 * part) / whole] },
    );
  }
  f = { state: ['FL'], months: Q(2026, 2) };
  add(PA, 'Show the trend of claim counts in Florida by month for 2026 Q2', f, {
    values: monthsBetween(...Q(2026, 2)).map((m) => value('claims', { ...f, months: [m, m] })),
  });

  // ---- Competitive Intelligence: filings ----
  f = { carrier: ['HRBR'], state: ['TX'] };
  add(c, 'Harbor Casualty: how many filings in Texas?', f, { values: [value('filings', f)] });
  f = { carrier: ['RDWD'], dates: { field: 'submittedDate', ...days('2026-01-01', '2026-12-31') } };
  add(c, 'Number of filings Redwood submitted in 2026', f, { values: [value('filings', f)] });
  f = { state: ['GA'] };
  add(c, 'In Georgia, which carriers have filed?', f, {
    keys: [...new Set(pick(F, f).map((r) => r.carrier))].sort(),
  });
  f = { carrier: ['SMMT'], line: ['Personal Auto'], hasRequested: true };
  add(c, "Summit's average requested rate change for personal auto", f, { values: [value('requested', f)] });
  f = { line: ['Homeowners'], state: ['TX'], status: ['approved'], hasApproved: true };
  add(c, 'For homeowners in Texas, what was the average approved rate change?', f, {
    values: [value('approved', f)],
  });
  f = { carrier: [OWN.code], state: ['PA'], status: ['approved'] };
  add(c, 'How many approved filings does Juniper Mutual have in Pennsylvania?', f, {
    values: [value('filings', f)],
  });
  f = { carrier: ['HRBR'], status: ['approved'], hasDays: true };
  add(c, 'Days to approval for Harbor Casualty filings', f, { values: [value('days', f)] });
  f = { state: ['FL'] };
  add(c, 'Top 2 carriers by number of filings in Florida', f, ranking('filings', 'carrier', f, 'desc', 2));
  f = { status: ['pending'] };
  add(c, 'Which state has the most pending filings?', f, stateRanking('filings', f, 'desc', 1));
  f = { status: ['withdrawn'], dates: { field: 'dispositionDate', ...days('2025-01-01', '2025-12-31') } };
  add(c, 'How many filings were withdrawn in 2025?', f, { values: [value('filings', f)] });
  f = { carrier: ['HRBR'], state: ['OH'] };
  add(c, 'Total premium impact of Harbor filings in Ohio', f, { values: [value('impact', f)] });
  f = { carrier: ['RDWD'], line: ['Homeowners'] };
  add(c, 'Policyholders affected by Redwood homeowners filings', f, { values: [value('policyholders', f)] });
  f = { carrier: ['SMMT', 'RDWD'], status: ['approved'], hasApproved: true };
  add(c, 'How does Summit compare with Redwood on approved rate changes?', f, {
    values: [value('approved', { ...f, carrier: ['SMMT'] }), value('approved', { ...f, carrier: ['RDWD'] })],
  });
  f = { dates: { field: 'effectiveDate', ...days('2026-03-01', '2026-03-31') } };
  // No filing of the book took effect in March 2026: the right answer says there are none.
  add(
    c,
    'How many filings became effective in March 2026?',
    f,
    value('filings', f) === 0 ? { absent: true } : { values: [value('filings', f)] },
  );
  f = { dates: { field: 'effectiveDate', ...days('2026-09-01', '2026-09-30') } };
  add(c, 'Count of filings that went into effect in September 2026', f, { values: [value('filings', f)] });
  f = { notCarrier: [OWN.code], state: ['TX'], line: ['Homeowners'], hasRequested: true };
  add(c, "Competitors' average requested rate change in Texas for homeowners", f, {
    values: [value('requested', f)],
  });
  f = { carrier: [OWN.code], state: ['OH'], status: ['approved'] };
  add(c, 'Our filings in Ohio: how many were approved?', f, { values: [value('filings', f)] });
  f = {
    status: ['approved'],
    hasApproved: true,
    dates: { field: 'dispositionDate', ...days('2025-01-01', '2025-12-31') },
  };
  add(
    c,
    'Which carrier got the highest average approved rate change in 2025?',
    f,
    ranking('approved', 'carrier', f, 'desc', 1),
  );
  f = { state: ['CA'], types: ['form', 'form-and-rate'] };
  add(c, 'Form filings in California: how many?', f, { values: [value('filings', f)] });
  f = { state: ['CA'], hasDays: true };
  add(c, 'Average days to disposition in California', f, { values: [value('days', f)] });
  f = { line: ['Personal Auto'], dates: { field: 'submittedDate', ...days('2026-09-01', '2026-09-30') } };
  add(c, 'How many personal auto filings did carriers submit in September 2026?', f, {
    values: [value('filings', f)],
  });
  f = {
    types: rateTypes,
    carrier: ['HRBR'],
    hasRequested: true,
    dates: { field: 'submittedDate', ...days('2026-01-01', '2026-11-15') },
  };
  add(c, 'Average requested change on Harbor rate filings submitted YTD', f, {
    values: [value('requested', f)],
  });

  // ---- lookups by tracking number, other phrasings ----
  const sorted = [...F].sort((a, b) => (a.trackingNumber < b.trackingNumber ? 1 : -1));
  const approved = sorted.find(
    (r) => r.status === 'approved' && r.requestedRateChange !== null && r.effectiveDate,
  );
  const withdrawn = sorted.find((r) => r.status === 'withdrawn');
  add(
    c,
    `Tell me about filing ${withdrawn.trackingNumber}`,
    { trackingNumber: withdrawn.trackingNumber },
    {
      keys: [withdrawn.trackingNumber, 'withdrawn'],
    },
  );
  add(
    c,
    `${approved.trackingNumber}: what was requested?`,
    { trackingNumber: approved.trackingNumber },
    {
      keys: [approved.trackingNumber],
      values: [approved.requestedRateChange],
    },
  );
  add(
    c,
    `Is ${approved.trackingNumber} in effect yet, and since when?`,
    { trackingNumber: approved.trackingNumber },
    {
      keys: [approved.trackingNumber, approved.effectiveDate],
    },
  );

  // ---- absent: the scope is empty ----
  const absent = (useCase, q, filters) => add(useCase, q, filters, { absent: true });
  absent(PA, 'Texas homeowners earned premium in 2025', { state: ['TX'], line: ['Homeowners'] });
  absent(PA, "What's the loss ratio for workers comp in California YTD?", {
    state: ['CA'],
    line: ['Workers Comp'],
  });
  absent(PA, 'Loss ratio for Georgia in the last 12 months', { state: ['GA'] });
  absent(PA, 'BOP earned premium over the last 12 months', { line: ['BOP'] });
  absent(PA, 'Earned premium in December 2023', { months: ['2023-12', '2023-12'] });
  absent(PA, 'Florida homeowners claims this year', { state: ['FL'], line: ['Homeowners'] });
  absent(c, 'How many Redwood filings in Ohio were approved?', { carrier: ['RDWD'], state: ['OH'] });
  absent(c, 'Summit workers comp filings count in Texas', { carrier: ['SMMT'], line: ['Workers Comp'] });
  absent(c, 'What is the status of SMMT-TX-2018-004?', { trackingNumber: 'SMMT-TX-2018-004' });
  absent(c, 'How many filings were submitted in 2027?', {
    dates: { field: 'submittedDate', from: '2027-01-01', to: '2027-12-31' },
  });
  absent(c, 'Average approved rate change in Alaska', { state: ['AK'] });
  absent(c, 'Commercial auto filings in Ohio', { line: ['Commercial Auto'], state: ['OH'] });

  // ---- unknown names: a clarifying answer ----
  add(PA, 'Loss ratio in ZZ for personal auto', {}, { clarify: true });
  add(c, 'How many filings did Bluefin Insurance Group make?', {}, { clarify: true });
  // ---- the intel metrics (data-eval-intel.mjs) ----
  addIntelMetricQuestions({ F, pick, add });
  // ---- model monitoring (when the tenant's model scores were loaded: bench/lib/data-eval-models.mjs) ----
  for (const m of modelQuestions(book)) add(m.useCase, m.q, m.filters, m);
  for (const q of out) q.id = `h${q.id}`;
  return out;
}
