import { US_STATES, filter } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
// @ts-expect-error plain JavaScript shared with bench/data-answers.mjs
import { TODAY, buildQuestions, generateBook } from '../../../bench/lib/data-eval.mjs';
// @ts-expect-error plain JavaScript shared with bench/data-answers.mjs
import { buildHeldOutQuestions } from '../../../bench/lib/data-eval-heldout.mjs';
// @ts-expect-error plain JavaScript shared with bench/data-answers.mjs
import { askAndCheck, setUpEvalTenant, summarise } from '../../../bench/lib/data-eval-run.mjs';
// @ts-expect-error plain JavaScript shared with bench/data-answers.mjs
import { uploadAndWait } from '../../../bench/lib/data-eval-models.mjs';
import { generateTenantDataset } from '../src/demo/index.ts';
import { DEMO_ANALYTICS, DEMO_AS_OF } from '../src/db/seed-analytics.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// The data approach over a fresh tenant loaded through data ingestion (bench/lib/data-eval.mjs): a subset
// of the evaluation questions, one of each kind, with answers computed in plain JavaScript over the CSV
// rows; every cited row is fetched back and must satisfy every filter the question names.

interface Result {
  question: { id: number; q: string; absent?: boolean; clarify?: boolean };
  answer: { text: string; citations: unknown[]; plan?: Record<string, unknown> };
  correct: boolean;
  noData: boolean;
  rowsCited: number;
  rowsMissing: number;
  rowsOutside: number;
  outside: unknown[];
}

type Json = Record<string, unknown>;
let env: TestEnv;
let ratelens: RatelensApp;
let ctx: unknown;
let t: unknown;
const previousToday = process.env.RATELENS_TODAY;

function multipart(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = '----ratelens-data-eval';
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        `${p.filename ? 'Content-Type: text/csv\r\n' : ''}\r\n${p.value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

beforeAll(async () => {
  process.env.RATELENS_TODAY = TODAY;
  env = await createTestEnv();
  ratelens = await bootApp(env);
  const adminToken = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  t = {
    adminToken,
    async request(method: string, url: string, token: string, json?: unknown) {
      const res = await ratelens.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(token),
        ...(json === undefined ? {} : { payload: json as Record<string, unknown> }),
      });
      return { status: res.statusCode, body: res.body ? res.json() : {} };
    },
    async upload(token: string, dataset: string, csv: string) {
      const { payload, type } = multipart([
        { name: 'name', value: `Evaluation ${dataset}` },
        { name: 'dataset', value: dataset },
        { name: 'file', value: csv, filename: `${dataset}.csv` },
      ]);
      const res = await ratelens.app.inject({
        method: 'POST',
        url: '/api/data-ingestion',
        headers: { ...bearer(token), 'content-type': type },
        payload,
      });
      return { status: res.statusCode, body: res.json() };
    },
    signIn: async (email: string) => (await signIn(ratelens, env.dataDir, email)).id_token,
  };
  ctx = await setUpEvalTenant(t, generateBook());
}, 120_000);

afterAll(async () => {
  if (previousToday === undefined) delete process.env.RATELENS_TODAY;
  else process.env.RATELENS_TODAY = previousToday;
  await ratelens?.close();
  await env?.dispose();
});

const ALL = buildQuestions(generateBook()) as Result['question'][];
const HELD_OUT = buildHeldOutQuestions(generateBook()) as Result['question'][];
/** Every third question plus every absent and clarifying one: each kind is covered. */
const every3 = (qs: Result['question'][]) => qs.filter((q, i) => i % 3 === 0 || q.absent || q.clarify);
const SUBSET = process.env.DATA_EVAL_ALL ? [...ALL, ...HELD_OUT] : [...every3(ALL), ...every3(HELD_OUT)];

describe('data answers over a tenant loaded through data ingestion', () => {
  it('answers the questions right, cites only rows inside every filter, and says when there is no data', async () => {
    const results: Result[] = [];
    for (const q of SUBSET) results.push((await askAndCheck(t, ctx, q)) as Result);
    const wrong = results
      .filter((r) => !r.correct || r.rowsOutside > 0 || r.rowsMissing > 0)
      .map(
        (r) =>
          `#${r.question.id} ${r.question.q}\n  -> ${r.answer.text}\n  outside: ${JSON.stringify(r.outside)}`,
      );
    const s = summarise(results);
    if (process.env.DATA_EVAL_VERBOSE)
      console.log(
        JSON.stringify(s),
        '\n' + wrong.join('\n'),
        process.env.DATA_EVAL_VERBOSE === '2'
          ? results.map((r) => `#${r.question.id} ${r.question.q}\n  -> ${r.answer.text}`).join('\n')
          : '',
      );
    expect(s.filtersRespected, wrong.join('\n')).toBe(100);
    expect(s.citedRowsExist, wrong.join('\n')).toBe(100);
    expect(s.noData, wrong.join('\n')).toBeGreaterThanOrEqual(90);
    expect(s.correct, wrong.join('\n')).toBeGreaterThanOrEqual(90);
  }, 120_000);

  it('shows the plan with the answer and keeps it in the history', async () => {
    const q = ALL.find((x) => /personal auto in Ohio over the last 12 months/.test(x.q))!;
    const r = (await askAndCheck(t, ctx, q)) as Result;
    expect(r.answer.text).toMatch(
      /^Personal Auto in Ohio, Nov 2025 - Oct 2026: loss ratio \d+\.\d% on \$[\d,]+ earned premium/,
    );
    expect(r.answer.plan).toMatchObject({
      outcome: 'answered',
      dataset: 'portfolio',
      measure: 'loss ratio',
      period: { from: '2025-11-01', to: '2026-10-31' },
      filter: 'line|eq|Personal Auto,and,state|eq|OH,and,month|ge|2025-11,and,month|le|2026-10',
      filters: [
        { field: 'line', values: ['Personal Auto'], exclude: false },
        { field: 'state', values: ['OH'], exclude: false },
      ],
    });
    const c = ctx as { token: string; chats: { portfolio: string } };
    const history = await (
      t as {
        request: (
          m: string,
          u: string,
          k: string,
        ) => Promise<{ body: { messages: { answers: { plan?: unknown }[] }[] } }>;
      }
    ).request('GET', `/api/chats/${c.chats.portfolio}/history`, c.token);
    const last = history.body.messages.at(-1)!;
    expect(last.answers[0]!.plan).toEqual(r.answer.plan);
  });

  it('asks back for a name it does not know and answers a use case from the data that fits it', async () => {
    const ask = (useCase: string, q: string) =>
      askAndCheck(t, ctx, { id: 0, useCase, q, filters: {} }) as Promise<Result>;
    const unknown = await ask('compIntel', 'How many filings did Bluewater Assurance make in Ohio?');
    expect(unknown.answer.citations).toEqual([]);
    expect(unknown.answer.plan).toMatchObject({ outcome: 'clarify' });
    expect(unknown.answer.text).toMatch(/Bluewater Assurance/);
    // Competitive Intelligence answers from filings, not from the tenant's own portfolio.
    const portfolioInCi = await ask('compIntel', 'What is the loss ratio in Ohio?');
    expect(portfolioInCi.answer.citations).toEqual([]);
    expect(portfolioInCi.answer.text).toMatch(/Portfolio Assistant/);
    // The Portfolio Assistant answers filing questions from the tenant's own filings only.
    const own = await ask('portfolio', 'How many filings in Texas?');
    expect(own.answer.plan).toMatchObject({
      filters: expect.arrayContaining([expect.objectContaining({ field: 'carrier', values: ['JUNI'] })]),
    });
    const ci = await ask('compIntel', 'How many filings in Texas?');
    expect(ci.answer.text).not.toEqual(own.answer.text);
    // Question text is never SQL: quotes and statements in it are only words.
    const hostile = await ask('compIntel', "How many filings in Ohio'; drop table filings; -- or '1'='1?");
    expect(hostile.answer.text).toMatch(/^Filings in Ohio, all filings on file: \d+ filings/);
    expect(
      (await ask('compIntel', 'How many filings did Harbor Casualty make?')).answer.citations.length,
    ).toBe(1);
    // Own versus competitors: the own carrier is the one the loaded filings flag (ownCarrier), not
    // named like the tenant; each side cites its own rows.
    const ownVs = await ask('compIntel', 'How do our approved changes compare with competitors in Ohio?');
    expect(ownVs.answer.citations).toHaveLength(2);
    expect(ownVs.answer.plan).toMatchObject({
      outcome: 'answered',
      notes: [expect.stringContaining('Juniper Mutual Insurance Company (JUNI)')],
    });
    expect(ownVs.answer.text).toMatch(/your filings.*competitors/i);
    // Intelligence feed items answer in Competitive Intelligence, each cited item naming the carrier.
    const feedsCi = await ask('compIntel', 'How many news items mention Harbor Casualty?');
    expect(feedsCi.answer.plan).toMatchObject({ outcome: 'answered', dataset: 'feeds', link: null });
    expect(feedsCi.rowsCited).toBeGreaterThan(0);
    const feedsPa = await ask('portfolio', 'How many news items mention Harbor Casualty?');
    expect(feedsPa.answer.citations).toEqual([]);
    expect(feedsPa.answer.text).toMatch(/Competitive Intelligence/);
    // The own-carrier flag of the filings CSV takes true or false only, and names the column otherwise.
    // The upload answers 202 with the load running; its outcome is read once it has finished.
    const bad = (await uploadAndWait(
      t,
      (ctx as { token: string }).token,
      'filings',
      'trackingNumber,carrier,state,lineOfBusiness,filingType,status,submittedDate,ownCarrier\n' +
        'HRBR-OH-2026-999,Harbor Casualty,OH,Personal Auto,rate,pending,2026-10-01,maybe\n',
    )) as { body: Json };
    expect(bad.body).toMatchObject({ rowsLoaded: 0, rowsRejected: 1 });
    expect((bad.body.rejects as { column: string }[])[0]).toMatchObject({ column: 'ownCarrier' });
    const competitors = await ask('portfolio', 'How many filings did Harbor Casualty make?');
    expect(competitors.answer.text).toMatch(/Competitive Intelligence/);
  });

  it('links a filings answer to the explorer with its filters, and the explorer lists the cited filings', async () => {
    const c = ctx as { token: string; tenantId: string };
    const req = (
      t as { request: (m: string, u: string, k: string) => Promise<{ status: number; body: Json }> }
    ).request;
    const ask = (useCase: string, q: string) =>
      askAndCheck(t, ctx, { id: 0, useCase, q, filters: {} }) as Promise<Result>;
    const r = await ask('compIntel', 'How many filings did Harbor Casualty submit in Texas in 2026 Q2?');
    const link = String((r.answer.plan as { link: string | null }).link);
    expect(link).toMatch(/^\/use-cases\/9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01\?/);
    const params = new URL(link, 'http://x').searchParams;
    expect(Object.fromEntries([...params].filter(([k]) => k !== 'days'))).toEqual({
      carrier: 'Harbor Casualty',
      state: 'TX',
      from: '2026-04-01',
      to: '2026-06-30',
    });
    // The explorer's own query from those parameters (fields in its order: filters, then the window).
    const b = filter();
    let first = true;
    for (const [field, op, value] of [
      ['state', 'eq', params.get('state')],
      ['carrier', 'eq', params.get('carrier')],
      ['submittedDate', 'ge', params.get('from')],
      ['submittedDate', 'le', params.get('to')],
    ] as const) {
      if (!first) b.and();
      b.where(field, op, value!);
      first = false;
    }
    const list = await req(
      'GET',
      `/api/tenant/${c.tenantId}/filing-summary?pageSize=100&days=${params.get('days')}&filter=${encodeURIComponent(b.build())}`,
      c.token,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const listed = (list.body.items as { id: string }[]).map((i) => i.id).sort();
    const cited = (r.answer.citations as { rowIds: string[] }[]).flatMap((x) => x.rowIds).sort();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(cited);
    // Filters the explorer cannot take (competitors, several types, a decision date) give no link.
    for (const q of [
      'Average requested rate change of competitors in Ohio',
      'How many rate filings in Ohio?',
      'How many filings were approved in 2025?',
    ])
      expect((await ask('compIntel', q)).answer.plan, q).toMatchObject({ outcome: 'answered', link: null });
    // Portfolio screens take no filters from their URL.
    expect(
      (await ask('portfolio', 'What is the loss ratio for personal auto in Ohio over the last 12 months?'))
        .answer.plan,
    ).toMatchObject({ link: null });
  });

  it("answers the demo's suggested data questions with the figures of the demo book", async () => {
    // Acme Mutual's book as the seed generated it; its dataset ends 2026-09, so "the last 12 months" are
    // Oct 2025 - Sep 2026 and "this quarter" 2026 Q3.
    const acme = DEMO_ANALYTICS.find((d) => d.slug === 'acme-mutual')!;
    const book = generateTenantDataset({ tenantSlug: acme.slug, seed: acme.seed, asOf: DEMO_AS_OF });
    const token = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
    type Api = (m: string, u: string, k: string, j?: unknown) => Promise<{ status: number; body: Json }>;
    const req = (t as { request: Api }).request;
    const ask = async (usecase: string, q: string, portfolio: boolean) => {
      const chat = portfolio
        ? await req('POST', '/api/chats', token, { usecaseId: usecase })
        : await req('POST', `/api/usecase/${usecase}/chats`, token, {});
      const chatId = String(chat.body.id);
      const url = portfolio
        ? `/api/chats/${chatId}/questions`
        : `/api/usecase/${usecase}/chats/${chatId}/questions`;
      const res = await req('POST', url, token, { question: q, approaches: ['data'] });
      expect(res.status).toBe(200);
      return (res.body.answer as { answers: unknown[] }).answers[0] as {
        text: string;
        citations: { figures: { name: string; value: number }[] }[];
      };
    };
    const PA = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a07';
    const CI = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
    const last12 = book.portfolio.filter((r) => r.month >= '2025-10' && r.month <= '2026-09');
    const byState = new Map<string, { l: number; p: number }>();
    for (const r of last12) {
      const s = byState.get(r.state) ?? { l: 0, p: 0 };
      s.l += r.incurredLosses;
      s.p += r.earnedPremium;
      byState.set(r.state, s);
    }
    const lr = await ask(PA, 'What is the loss ratio by state for the last 12 months?', true);
    const figures = lr.citations.flatMap((c) => c.figures).filter((f) => f.name.startsWith('loss ratio'));
    expect(figures).toHaveLength(byState.size);
    for (const [state, s] of byState) {
      const name = US_STATES[state as 'OH'];
      expect(figures.find((f) => f.name === `loss ratio ${name}`)?.value).toBeCloseTo((100 * s.l) / s.p, 2);
    }
    const top = book.filings
      .filter(
        (f) =>
          f.submittedDate >= '2026-07-01' && f.submittedDate <= '2026-09-30' && f.requestedChangePct !== null,
      )
      .sort(
        (a, b) =>
          b.requestedChangePct! - a.requestedChangePct! || (a.trackingNumber < b.trackingNumber ? -1 : 1),
      )
      .slice(0, 3);
    const increases = await ask(CI, 'Which carriers filed the largest rate increases this quarter?', false);
    let at = 0;
    for (const f of top) {
      const i = increases.text.indexOf(f.trackingNumber, at);
      expect(i, increases.text).toBeGreaterThan(at - 1);
      at = i;
    }
  });
});
