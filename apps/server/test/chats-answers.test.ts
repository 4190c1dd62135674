import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { USE_CASE_IDS } from '@ratelens/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { demoAnalysisId } from '../src/db/seed-documents.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { call, expectCitationResolves, waitForAnalysis } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

const ACME = DEMO_TENANT_IDS.acmeMutual;
const BIRCH = DEMO_TENANT_IDS.birchInsurance;
const COMP = USE_CASE_IDS.compIntel;
const LLMS = USE_CASE_IDS.llms;
const PORTFOLIO = USE_CASE_IDS.portfolioAssistant;

type Json = Record<string, unknown>;
interface Citation {
  kind: string;
  id: string;
  index: number;
  documentId?: string;
  filename?: string;
  page?: number | null;
  startOffset?: number;
  endOffset?: number;
  quote?: string;
  table?: string;
  rowIds?: string[];
  figures?: { name: string; value: number; unit: string }[];
}
interface Answer {
  approach: string;
  text: string;
  engine: string;
  fallback?: string | null;
  citations: Citation[];
  upVotes: number;
  downVotes: number;
  myVote: string;
}

let env: TestEnv;
let ratelens: RatelensApp;
let llm: Server;
const llmRequests: { auth: string | undefined; body: Json }[] = [];
let ada: string;
let sam: string;
let lee: string;
let admin: string;

/** A real OpenAI-compatible chat-completions endpoint on loopback, answering from the passages it was sent. */
async function startFakeProvider(): Promise<string> {
  llm = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      llmRequests.push({ auth: req.headers.authorization, body });
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      // The model gets numbered sentences; it cites the one that holds the figure.
      const numbered = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)];
      const hit = numbered.find((m) => /14\.8 percent/.test(m[2] ?? ''));
      const content = hit
        ? `The company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium [${hit[1]}].`
        : 'NOT_FOUND';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
}

async function newChat(token: string, url: string, body: Json = {}) {
  const res = await call(ratelens, token, 'POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.id);
}

async function ask(token: string, url: string, question: string, approaches?: string[]) {
  const res = await call(ratelens, token, 'POST', url, { question, ...(approaches ? { approaches } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { question: Json; answer: { id: string; answers: Answer[] } };
}

beforeAll(async () => {
  env = await createTestEnv();
  const base = await startFakeProvider();
  ratelens = await bootApp(env, { LLM_BASE_URL: base, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' });
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
  lee = (await signIn(ratelens, env.dataDir, 'lee@birch-insurance.example')).id_token;
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  await waitForAnalysis(ratelens, ada, USE_CASE_IDS.docAnalysis, demoAnalysisId(ACME));
  // Extractive in Competitive Intelligence; the LLMs use case keeps generative answers on.
  const off = await call(ratelens, ada, 'PUT', `/api/usecase/${COMP}/chats/configure`, {
    approaches: ['documents', 'data'],
    defaultApproach: 'documents',
    maxCitations: 5,
    suggestedQuestionCount: 3,
    retentionDays: null,
    generativeAnswers: false,
  });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
  await new Promise((r) => llm?.close(r));
});

describe('documents approach', () => {
  let chatId: string;
  let answer: { id: string; answers: Answer[] };

  it('cites the document and page that hold the answer, each citation a stored slice', async () => {
    chatId = await newChat(sam, `/api/usecase/${COMP}/chats`);
    answer = (
      await ask(
        sam,
        `/api/usecase/${COMP}/chats/${chatId}/questions`,
        'What 20-year hail loss ratio does the catastrophe provision use?',
        ['documents'],
      )
    ).answer;
    const docs = answer.answers.find((a) => a.approach === 'documents')!;
    expect(docs.engine).toBe('extractive');
    expect(docs.text).toContain('14.8 percent');
    expect(docs.citations.length).toBeGreaterThan(0);
    for (const c of docs.citations) {
      await expectCitationResolves(ratelens, ACME, c);
      expect(docs.text).toContain(`[${c.index}]`);
    }
    const first = docs.citations[0]!;
    expect(first.filename).toMatch(/^northwind-co-auto-actuarial-memorandum\.(pdf|docx)$/);
    expect(first.quote).toContain('14.8 percent');
    if (first.filename!.endsWith('.pdf')) expect(first.page).toBe(2);
    else expect(first.page).toBeNull();
  });

  it('says it could not find an answer, with no citations, when nothing supports one', async () => {
    const res = await ask(
      sam,
      `/api/usecase/${COMP}/chats/${chatId}/questions`,
      'What is the airspeed velocity of an unladen swallow?',
      ['documents'],
    );
    expect(res.answer.answers).toEqual([
      expect.objectContaining({
        approach: 'documents',
        // The answer ends by naming what it searched (the use case has no analyses: the tenant's documents).
        text: expect.stringMatching(/^I could not find this in the documents\.\n\nSearched \d+ documents: /),
        citations: [],
      }),
    ]);
  });

  it('lists citations, shows one in its context and downloads its source', async () => {
    const url = `/api/usecase/${COMP}/chats/${chatId}/messages/${answer.id}/approach/documents/citations`;
    const list = await call(ratelens, sam, 'GET', url);
    expect(list.status).toBe(200);
    const citations = list.raw.json() as Citation[];
    expect(citations.map((c) => c.id)).toEqual(answer.answers[0]!.citations.map((c) => c.id));
    const c = citations[0]!;
    const detail = await call(ratelens, sam, 'GET', `${url}/${c.id}`);
    expect(detail.status).toBe(200);
    const context = String(detail.body.context);
    const at = Number(detail.body.contextOffset);
    expect(context.slice(at, at + c.quote!.length)).toBe(c.quote);
    const file = await ratelens.app.inject({
      method: 'GET',
      url: `${url}/${c.id}/download`,
      headers: bearer(sam),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="northwind-co-auto-actuarial-memorandum\./,
    );
    if (c.filename!.endsWith('.pdf')) expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    else expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call(ratelens, sam, 'GET', `${url}/00000000-0000-4000-8000-00000000abcd`)).status).toBe(
      404,
    );
  });

  it('keeps history, summaries, votes and transcripts', async () => {
    const history = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/${chatId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.chat).toMatchObject({
      id: chatId,
      messageCount: 4,
      title: 'What 20-year hail loss ratio does the catastrophe provision use?',
    });
    expect((history.body.messages as Json[]).map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);

    const vote = await call(
      ratelens,
      sam,
      'POST',
      `/api/usecase/${COMP}/chats/${chatId}/messages/${answer.id}/vote`,
      { vote: 'up' },
    );
    expect(vote.body).toMatchObject({ myVote: 'up' });
    const part = await call(
      ratelens,
      sam,
      'POST',
      `/api/usecase/${COMP}/chats/${chatId}/messages/${answer.id}/approach/documents/vote`,
      {
        vote: 'down',
        comment: 'Too short',
      },
    );
    expect((part.body.answers as Answer[])[0]).toMatchObject({ downVotes: 1, myVote: 'down' });
    const none = await call(
      ratelens,
      sam,
      'POST',
      `/api/usecase/${COMP}/chats/${chatId}/messages/${answer.id}/approach/documents/vote`,
      { vote: 'none' },
    );
    expect((none.body.answers as Answer[])[0]).toMatchObject({ downVotes: 0, myVote: 'none' });
    const noData = await call(
      ratelens,
      sam,
      'POST',
      `/api/usecase/${COMP}/chats/${chatId}/messages/${answer.id}/approach/data/vote`,
      { vote: 'up' },
    );
    expect(noData.status).toBe(404);

    const mine = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/summary`);
    expect(mine.body).toMatchObject({ total: 1 });
    expect((mine.body.items as Json[])[0]).toMatchObject({
      id: chatId,
      messageCount: 4,
      lastQuestion: 'What is the airspeed velocity of an unladen swallow?',
    });
    expect((await call(ratelens, ada, 'GET', `/api/usecase/${COMP}/chats/summary`)).body).toMatchObject({
      total: 0,
    });
    const review = await call(
      ratelens,
      ada,
      'GET',
      `/api/usecase/${COMP}/chats/user/${encodeURIComponent('sam@acme-mutual.example')}/summary`,
    );
    expect(review.body).toMatchObject({ total: 1 });
    expect(
      (await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/user/ada@acme-mutual.example/summary`))
        .status,
    ).toBe(403);
    const group = await call(
      ratelens,
      ada,
      'GET',
      `/api/chats/group/${(await call(ratelens, ada, 'GET', `/api/usecase/${COMP}`)).body.groupId}/summary`,
    );
    expect(group.body).toMatchObject({ total: 1 });

    // Administrators review any chat but may not write in it; members do not see each other's chats.
    expect((await call(ratelens, ada, 'GET', `/api/usecase/${COMP}/chats/${chatId}/history`)).status).toBe(
      200,
    );
    expect(
      (await call(ratelens, ada, 'POST', `/api/usecase/${COMP}/chats/${chatId}/questions`, { question: 'x' }))
        .status,
    ).toBe(403);
    const adasChat = await newChat(ada, `/api/usecase/${COMP}/chats`, { title: 'Private' });
    expect((await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/${adasChat}/history`)).status).toBe(
      404,
    );

    const md = await ratelens.app.inject({
      method: 'GET',
      url: `/api/usecase/${COMP}/chats/${chatId}/download`,
      headers: bearer(sam),
    });
    expect(md.headers['content-type']).toMatch(/^text\/markdown/);
    expect(md.body).toContain('14.8 percent');
    expect(md.body).toMatch(/\[1\] northwind-co-auto-actuarial-memorandum/);
    const csv = await ratelens.app.inject({
      method: 'GET',
      url: `/api/usecase/${COMP}/chats/${chatId}/download?format=csv`,
      headers: bearer(sam),
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('time,role,approach,text,engine,citations');
  });

  it('reads and writes configuration by key and as a whole', async () => {
    const key = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/config/maxCitations`);
    expect(key.body).toMatchObject({ key: 'maxCitations', value: 5 });
    expect(
      (await call(ratelens, sam, 'PUT', `/api/usecase/${COMP}/chats/config/maxCitations`, { value: 3 }))
        .status,
    ).toBe(403);
    const put = await call(ratelens, ada, 'PUT', `/api/usecase/${COMP}/chats/config/maxCitations`, {
      value: 2,
    });
    expect(put.body).toMatchObject({ key: 'maxCitations', value: 2, updatedBy: 'ada@acme-mutual.example' });
    const whole = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/configure`);
    expect(whole.body).toMatchObject({
      maxCitations: 2,
      generativeAnswers: false,
      approaches: ['documents', 'data'],
    });
    const bad = await call(ratelens, ada, 'PUT', `/api/usecase/${COMP}/chats/configure`, {
      ...whole.body,
      approaches: ['data'],
      defaultApproach: 'documents',
    });
    expect(bad.status).toBe(400);
    expect((await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/config/noSuchKey`)).status).toBe(
      404,
    );
  });

  it('deletes a chat (owner) and answers 404 afterwards', async () => {
    const id = await newChat(sam, `/api/usecase/${COMP}/chats`);
    expect((await call(ratelens, sam, 'DELETE', `/api/usecase/${COMP}/chats/${id}`)).status).toBe(204);
    expect((await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/${id}/history`)).status).toBe(404);
  });
});

describe('generative answers through an OpenAI-compatible provider', () => {
  it('sends the retrieved sentences numbered and cites the stored sentence the model marked', async () => {
    const chatId = await newChat(ada, `/api/usecase/${LLMS}/chats`);
    const before = llmRequests.length;
    const res = await ask(
      ada,
      `/api/usecase/${LLMS}/chats/${chatId}/questions`,
      'What 20-year hail loss ratio does the catastrophe provision use?',
      ['documents'],
    );
    expect(llmRequests.length).toBe(before + 1);
    const sent = llmRequests.at(-1)!;
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
    const docs = res.answer.answers[0]!;
    expect(docs.engine).toBe('generative');
    expect(docs.fallback).toBeNull();
    expect(docs.text.split('\n\nSearched ')[0]).toBe(
      'The company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium [1].',
    );
    expect(docs.citations).toHaveLength(1);
    await expectCitationResolves(ratelens, ACME, docs.citations[0]!);
    expect(docs.citations[0]!.quote).toContain('14.8 percent');
    const nothing = await ask(
      ada,
      `/api/usecase/${LLMS}/chats/${chatId}/questions`,
      'Which reinsurance treaty covers earthquakes?',
      ['documents'],
    );
    expect(nothing.answer.answers[0]).toMatchObject({
      text: expect.stringMatching(/^I could not find this in the documents\./),
      citations: [],
    });
  });
});

describe('data approach (portfolio assistant)', () => {
  it('answers from portfolio rows and cites rows whose figures recompute', async () => {
    const chatId = await newChat(sam, '/api/chats', { usecaseId: PORTFOLIO });
    const res = await ask(
      sam,
      `/api/chats/${chatId}/questions`,
      'What is the loss ratio by state for the last 12 months?',
      ['data'],
    );
    const data = res.answer.answers[0]!;
    expect(data.approach).toBe('data');
    expect(data.citations.length).toBeGreaterThan(0);
    for (const c of data.citations) {
      expect(c).toMatchObject({ kind: 'data', table: 'portfolio' });
      expect(data.text).toContain(`[${c.index}]`);
      const { rows } = await withTenant(ratelens.db, ACME, (tx) =>
        sql<{ n: number; premium: number; losses: number }>`
          select count(*)::int as n, sum(earned_premium)::float8 as premium, sum(incurred_losses)::float8 as losses
          from portfolio_rows p where (p.month || '|' || p.state || '|' || p.line || '|' || p.segment) = any(${c.rowIds}::text[])`.execute(
          tx,
        ),
      );
      expect(rows[0]!.n).toBe(c.rowIds!.length);
      const ratio = c.figures!.find((f) => f.name.startsWith('loss ratio'))!;
      expect(ratio.value).toBeCloseTo((rows[0]!.losses / rows[0]!.premium) * 100, 1);
    }
    const unsupported = await ask(sam, `/api/chats/${chatId}/questions`, 'Who won the 1998 World Cup?', [
      'data',
    ]);
    expect(unsupported.answer.answers[0]).toMatchObject({
      text: 'I could not answer this from the portfolio and filing data.',
      citations: [],
    });
    const trend = await call(ratelens, sam, 'GET', '/api/chats/trend/questions?days=7');
    expect(trend.status).toBe(200);
    const series = (trend.body.items as { points: { value: number }[] }[])[0]!;
    expect(series.points).toHaveLength(7);
    expect(series.points.at(-1)!.value).toBe(2);
    const summaries = await call(ratelens, sam, 'GET', '/api/chats/summary');
    expect(summaries.body).toMatchObject({ total: 1 });
    const view = await call(
      ratelens,
      sam,
      'GET',
      `/api/chats/view?fileName=northwind-co-auto-actuarial-memorandum.docx`,
    );
    expect(view.status).toBe(200);
    expect(view.raw.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const notPortfolio = await call(ratelens, sam, 'POST', '/api/chats', { usecaseId: COMP });
    expect(notPortfolio.status).toBe(400);
  });
});

describe('tenant chats and isolation', () => {
  it('lets the system-admin chat in a named tenant over that tenant’s documents', async () => {
    const chatId = await newChat(admin, `/api/tenant/${ACME}/chats`);
    const res = await ask(
      admin,
      `/api/tenant/${ACME}/chats/${chatId}/questions`,
      'What civil forfeiture did the department assess?',
      ['documents'],
    );
    const docs = res.answer.answers[0]!;
    for (const c of docs.citations) await expectCitationResolves(ratelens, ACME, c);
    expect((await call(ratelens, admin, 'GET', `/api/tenant/${ACME}/chats/summary`)).body).toMatchObject({
      total: 1,
    });
    const set = await call(ratelens, admin, 'PUT', `/api/tenant/${ACME}/chats/config/maxCitations`, {
      value: 4,
    });
    expect(set.body).toMatchObject({ value: 4 });
    expect((await call(ratelens, admin, 'GET', `/api/tenant/${ACME}/chats/configure`)).body).toMatchObject({
      maxCitations: 4,
    });
    expect((await call(ratelens, admin, 'GET', `/api/tenant/${BIRCH}/chats/${chatId}/history`)).status).toBe(
      404,
    );
  });

  it("gives another tenant 404 on every id of Acme's chats, messages and citations", async () => {
    const chatId = await newChat(sam, `/api/usecase/${COMP}/chats`);
    const res = await ask(
      sam,
      `/api/usecase/${COMP}/chats/${chatId}/questions`,
      'What overall rate change did Northwind select?',
      ['documents'],
    );
    const messageId = res.answer.id;
    const citationId = res.answer.answers[0]!.citations[0]!.id;
    const b = `/api/usecase/${COMP}/chats/${chatId}`;
    const urls: [string, string, unknown?][] = [
      ['GET', `${b}/history`],
      ['GET', `${b}/download`],
      ['POST', `${b}/questions`, { question: 'x' }],
      ['POST', `${b}/messages/${messageId}/vote`, { vote: 'up' }],
      ['POST', `${b}/messages/${messageId}/approach/documents/vote`, { vote: 'up' }],
      ['GET', `${b}/messages/${messageId}/approach/documents/citations`],
      ['GET', `${b}/messages/${messageId}/approach/documents/citations/${citationId}`],
      ['GET', `${b}/messages/${messageId}/approach/documents/citations/${citationId}/download`],
      ['DELETE', b],
      ['GET', `/api/usecase/${COMP}/chats/view?filename=passwd.txt`],
    ];
    for (const [method, url, body] of urls) {
      const r = await call(ratelens, lee, method, url, body);
      expect({ url, status: r.status }).toEqual({ url, status: 404 });
    }
    // Birch has no documents at all (DOC-ANL off), so its questions never see Acme's passages.
    const birchChat = await newChat(lee, `/api/usecase/${COMP}/chats`);
    const birch = await ask(
      lee,
      `/api/usecase/${COMP}/chats/${birchChat}/questions`,
      'What overall rate change did Northwind select?',
      ['documents'],
    );
    expect(birch.answer.answers[0]).toMatchObject({
      text: expect.stringMatching(/^I could not find this in the documents\./),
      citations: [],
    });
    expect((await call(ratelens, sam, 'GET', `${b}/history`)).status).toBe(200);
  });
});
