import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { call } from './documents-helpers.ts';
import { bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// With LLM_BASE_URL set, a model proposes the typed plan of a data question (a real OpenAI-compatible
// endpoint on loopback here). A valid proposal is run; an invalid one (SQL, an unknown measure or value,
// data of the other use case) is refused by the same validator as every plan, the deterministic
// planner's plan is used instead, and the answer records both.

type Json = Record<string, unknown>;
interface Plan {
  outcome: string;
  plannedBy?: string;
  proposalRejected?: string | null;
  filter: string | null;
  measure: string | null;
}
interface Answer {
  text: string;
  citations: { figures: { name: string; value: number }[]; rowIds: string[] }[];
  plan: Plan;
}

let env: TestEnv;
let ratelens: RatelensApp;
let llm: Server;
const asked: string[] = [];
let ada: string;

/** What the fake model answers, by a word of the question. */
const PROPOSALS: [RegExp, string][] = [
  [
    /^Texas results/,
    JSON.stringify({
      measure: 'loss_ratio',
      aggregation: 'value',
      groupBy: null,
      filters: [{ dimension: 'state', values: ['TX'], exclude: false, label: 'ignored; drop table filings' }],
      timeField: 'month',
      period: { from: '2026-01-01', to: '2026-06-30' },
    }),
  ],
  [/^Raw query/, "SELECT * FROM portfolio_rows WHERE state = 'TX'"],
  [/^Unknown measure/, JSON.stringify({ measure: 'delete_everything', aggregation: 'value', filters: [] })],
  [
    /^Unknown state/,
    JSON.stringify({
      measure: 'loss_ratio',
      aggregation: 'value',
      filters: [{ dimension: 'state', values: ['ZZ'] }],
    }),
  ],
  [
    /^Competitor filings/,
    JSON.stringify({
      measure: 'filing_count',
      aggregation: 'value',
      filters: [{ dimension: 'carrier', values: ['HBLI'] }],
    }),
  ],
];

async function startFakeModel(): Promise<string> {
  llm = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      const question = body.messages.find((m) => m.role === 'user')?.content ?? '';
      asked.push(body.messages.find((m) => m.role === 'system')?.content ?? '');
      const content = PROPOSALS.find(([re]) => re.test(question))?.[1] ?? 'NONE';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
}

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env, { LLM_BASE_URL: await startFakeModel(), LLM_MODEL: 'fake-model' });
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
  await new Promise((r) => llm?.close(r));
});

async function ask(question: string): Promise<Answer> {
  const chat = await call(ratelens, ada, 'POST', '/api/chats', {
    usecaseId: USE_CASE_IDS.portfolioAssistant,
  });
  expect(chat.status, JSON.stringify(chat.body)).toBe(201);
  const res = await call(ratelens, ada, 'POST', `/api/chats/${String((chat.body as Json).id)}/questions`, {
    question,
    approaches: ['data'],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ((res.body as Json).answer as { answers: Answer[] }).answers[0]!;
}

describe('data answers with a model proposing the plan', () => {
  it('runs a valid proposal, with the same figures as the planner gives for the same plan', async () => {
    const byModel = await ask('Texas results for the first half of 2026 please');
    expect(byModel.plan).toMatchObject({ outcome: 'answered', plannedBy: 'model', proposalRejected: null });
    expect(byModel.plan.filter).toBe('state|eq|TX,and,month|ge|2026-01,and,month|le|2026-06');
    // Labels come from the tenant's names, never from the proposal.
    expect(byModel.text).not.toMatch(/drop table/);
    expect(byModel.text).toMatch(/in Texas/);
    const byPlanner = await ask('Loss ratio in Texas from January 2026 to June 2026');
    expect(byPlanner.plan).toMatchObject({
      plannedBy: 'planner',
      proposalRejected: 'the model proposed no plan',
    });
    expect(byPlanner.plan.filter).toBe(byModel.plan.filter);
    expect(byModel.citations[0]!.figures).toEqual(byPlanner.citations[0]!.figures);
    expect(byModel.citations[0]!.rowIds).toEqual(byPlanner.citations[0]!.rowIds);
    // The model is sent the semantic layer's keys and the question, no tenant data.
    expect(asked.at(-1)).toMatch(/loss_ratio/);
    expect(asked.at(-1)).not.toMatch(/Acme/);
  });

  it('refuses invalid proposals and falls back to the planner, recording why', async () => {
    const sqlText = await ask('Raw query: loss ratio in Texas in 2025');
    expect(sqlText.plan).toMatchObject({
      plannedBy: 'planner',
      proposalRejected: 'the model did not answer with a JSON plan',
      outcome: 'answered',
    });
    expect(sqlText.plan.filter).toBe('state|eq|TX,and,month|ge|2025-01,and,month|le|2025-12');
    const measure = await ask('Unknown measure: earned premium in Texas in 2025');
    expect(measure.plan).toMatchObject({
      plannedBy: 'planner',
      proposalRejected: "unknown measure 'delete_everything'",
    });
    expect(measure.plan.measure).toBe('earned premium');
    const state = await ask('Unknown state: loss ratio in Texas last year');
    expect(state.plan.proposalRejected).toBe("'ZZ' is not a known state");
    // The Portfolio Assistant answers from the tenant's own filings: a competitor's are refused.
    const competitor = await ask('Competitor filings: how many filings have we made in Texas?');
    expect(competitor.plan.proposalRejected).toMatch(/own filings only/);
    expect(competitor.plan).toMatchObject({ plannedBy: 'planner' });
  });
});
