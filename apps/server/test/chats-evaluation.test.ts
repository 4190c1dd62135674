import { USE_CASE_IDS } from '@ratelens/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { demoAnalysisId } from '../src/db/seed-documents.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { EXTRACTIVE_ENGINE_VERSION, DATA_ENGINE_VERSION } from '../src/services/answers/engine-version.ts';
import { call, expectCitationResolves, waitForAnalysis, type StoredCitation } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// Votes become an evaluation set: engine versions on stored answers, the down-voted list with reasons,
// its CSV / JSON export and the re-run against the current engine.

const ACME = DEMO_TENANT_IDS.acmeMutual;
const COMP = USE_CASE_IDS.compIntel;
const PORTFOLIO = USE_CASE_IDS.portfolioAssistant;
const EVAL = `/api/usecase/${COMP}/chats/evaluation`;

type Json = Record<string, unknown>;
interface Answer {
  approach: string;
  text: string;
  engineVersion: string;
  citations: { id: string }[];
}

let env: TestEnv;
let ratelens: RatelensApp;
let ada: string;
let sam: string;
let bo: string;
/** Sam's two answers: one voted down as a whole (with a reason), one voted down on its documents part. */
let whole: { chatId: string; messageId: string; answers: Answer[] };
let part: { chatId: string; messageId: string; answers: Answer[] };
let upVoted: string;

async function askIn(token: string, usecaseId: string, question: string, approaches: string[]) {
  const chat = await call(ratelens, token, 'POST', `/api/usecase/${usecaseId}/chats`, {});
  expect(chat.status, JSON.stringify(chat.body)).toBe(201);
  const chatId = String(chat.body.id);
  const res = await call(ratelens, token, 'POST', `/api/usecase/${usecaseId}/chats/${chatId}/questions`, {
    question,
    approaches,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = res.body.answer as { id: string; answers: Answer[] };
  return { chatId, messageId: answer.id, answers: answer.answers };
}

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
  bo = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
  await waitForAnalysis(ratelens, ada, USE_CASE_IDS.docAnalysis, demoAnalysisId(ACME));
  whole = await askIn(sam, COMP, 'What hail loss ratio does the company use?', ['documents', 'data']);
  part = await askIn(sam, COMP, 'Which rating territories are defined?', ['documents']);
  const other = await askIn(sam, COMP, 'What is the base rate?', ['documents']);
  upVoted = other.messageId;
  const base = (c: { chatId: string; messageId: string }) =>
    `/api/usecase/${COMP}/chats/${c.chatId}/messages/${c.messageId}`;
  for (const [url, body] of [
    [`${base(whole)}/vote`, { vote: 'down', comment: 'Quotes the wrong filing' }],
    [`${base(part)}/approach/documents/vote`, { vote: 'down' }],
    [`${base(other)}/vote`, { vote: 'up' }],
  ] as const) {
    const res = await call(ratelens, sam, 'POST', url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

describe('engine versions', () => {
  it('records on every stored answer the engine version that wrote it', async () => {
    const byApproach = Object.fromEntries(whole.answers.map((a) => [a.approach, a.engineVersion]));
    expect(byApproach).toEqual({ documents: EXTRACTIVE_ENGINE_VERSION, data: DATA_ENGINE_VERSION });
    const history = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/${whole.chatId}/history`);
    const messages = history.body.messages as { answers: Answer[] }[];
    expect(messages.flatMap((m) => m.answers.map((a) => a.engineVersion)).sort()).toEqual(
      [DATA_ENGINE_VERSION, EXTRACTIVE_ENGINE_VERSION].sort(),
    );
    const stored = await withTenant(ratelens.db, ACME, (tx) =>
      tx
        .selectFrom('chat_answers')
        .select(['engine_version'])
        .where('message_id', '=', whole.messageId)
        .execute(),
    );
    expect(stored.map((r) => r.engine_version).sort()).toEqual([
      DATA_ENGINE_VERSION,
      EXTRACTIVE_ENGINE_VERSION,
    ]);
  });

  it('records the engine version on answered document-analysis questions', async () => {
    const res = await call(
      ratelens,
      ada,
      'GET',
      `/api/usecase/${USE_CASE_IDS.docAnalysis}/docs/analysis/${demoAnalysisId(ACME)}/qa`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const questions = JSON.parse(res.raw.body) as { status: string; engineVersion: string | null }[];
    const answered = questions.filter((q) => q.status === 'answered');
    expect(answered.length).toBeGreaterThan(0);
    for (const q of answered) expect(q.engineVersion).toBe(EXTRACTIVE_ENGINE_VERSION);
  });
});

describe('down-voted answers', () => {
  it('lists each down-voted answer part with question, reason, voter and engine version, newest first', async () => {
    const res = await call(ratelens, ada, 'GET', `${EVAL}/down-votes?pageSize=50`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body.items as Json[];
    // The whole-answer vote lists both approaches; the part vote only documents; the up vote nothing.
    expect(res.body.total).toBe(3);
    expect(items.map((i) => `${i.messageId}:${i.approach}:${i.votedOn}`).sort()).toEqual(
      [
        `${whole.messageId}:data:all`,
        `${whole.messageId}:documents:all`,
        `${part.messageId}:documents:documents`,
      ].sort(),
    );
    expect(items.some((i) => i.messageId === upVoted)).toBe(false);
    const wholeDocs = items.find((i) => i.messageId === whole.messageId && i.approach === 'documents')!;
    expect(wholeDocs).toMatchObject({
      question: 'What hail loss ratio does the company use?',
      reason: 'Quotes the wrong filing',
      voterName: expect.any(String),
      askerEmail: 'sam@acme-mutual.example',
      engineVersion: EXTRACTIVE_ENGINE_VERSION,
      chatId: whole.chatId,
    });
    expect(wholeDocs.answer).toBe(whole.answers.find((a) => a.approach === 'documents')!.text);
    expect(items[0]!.messageId).toBe(part.messageId);
  });

  it('filters the list by approach through the filter grammar', async () => {
    const res = await call(ratelens, ada, 'GET', `${EVAL}/down-votes?filter=approach|eq|data`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.items as Json[]).map((i) => i.messageId)).toEqual([whole.messageId]);
    const bad = await call(ratelens, ada, 'GET', `${EVAL}/down-votes?filter=secret|eq|x`);
    expect(bad.status).toBe(400);
  });

  it('exports the set as CSV with question, answer, citations, engine version and time', async () => {
    const res = await ratelens.app.inject({
      method: 'GET',
      url: `${EVAL}/down-votes/export`,
      headers: bearer(ada),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="down-voted-answers-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'voted_at,answered_at,question,approach,answer,citations,engine,engine_version,reason,voter,asker,chat_id,message_id',
    );
    expect(lines).toHaveLength(4);
    const hail = lines.find((l) => l.includes('What hail loss ratio') && l.includes(',documents,'))!;
    expect(hail).toContain(EXTRACTIVE_ENGINE_VERSION);
    expect(hail).toContain('Quotes the wrong filing');
    expect(hail).toMatch(/\[1\] [^,]+, page \d+/);
  });

  it('exports the set as JSON holding the same items as the list', async () => {
    const res = await ratelens.app.inject({
      method: 'GET',
      url: `${EVAL}/down-votes/export?format=json`,
      headers: bearer(ada),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as { usecaseId: string; exportedAt: string; items: Json[] };
    expect(body.usecaseId).toBe(COMP);
    const list = await call(ratelens, ada, 'GET', `${EVAL}/down-votes?pageSize=50`);
    const byId = (items: Json[]) => [...items].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(byId(body.items)).toEqual(byId(list.body.items as Json[]));
  });

  it('refuses plain users, other tenants and use cases whose assistant feature is off', async () => {
    expect((await call(ratelens, sam, 'GET', `${EVAL}/down-votes`)).status).toBe(403);
    expect((await call(ratelens, sam, 'POST', `${EVAL}/rerun`, {})).status).toBe(403);
    // Birch's admin sees none of Acme's votes: the same use case id in Birch holds no down-votes.
    const birch = await call(ratelens, bo, 'GET', `${EVAL}/down-votes`);
    expect(birch.status, JSON.stringify(birch.body)).toBe(200);
    expect(birch.body.total).toBe(0);
    // PRF-AST is off for Birch, so its portfolio assistant's evaluation set is refused.
    const off = await call(ratelens, bo, 'GET', `/api/usecase/${PORTFOLIO}/chats/evaluation/down-votes`);
    expect(off.status, JSON.stringify(off.body)).toBe(403);
    const unknown = await call(
      ratelens,
      ada,
      'GET',
      `/api/usecase/00000000-0000-4000-8000-000000000001/chats/evaluation/down-votes`,
    );
    expect(unknown.status).toBe(404);
  });
});

describe('re-running the evaluation set', () => {
  it('reports an answer the current engine writes differently as changed, and an unchanged one as not', async () => {
    // An answer written by an earlier engine: the stored text and citation differ from what the current
    // engine writes for the same question.
    await withTenant(ratelens.db, ACME, (tx) =>
      tx
        .updateTable('chat_answers')
        .set({ text: 'An older engine said something else [1].', engine_version: 'extractive-2026.01' })
        .where('message_id', '=', part.messageId)
        .where('approach', '=', 'documents')
        .execute(),
    );
    const res = await call(ratelens, ada, 'POST', `${EVAL}/rerun`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body.items as {
      messageId: string;
      approach: string;
      changed: boolean;
      textChanged: boolean;
      citationsChanged: boolean;
      before: { text: string; engineVersion: string };
      after: { text: string; engineVersion: string };
    }[];
    expect(res.body.total).toBe(3);
    expect(res.body.changed).toBe(1);
    const changed = items.find((i) => i.messageId === part.messageId)!;
    expect(changed).toMatchObject({ changed: true, textChanged: true, citationsChanged: false });
    expect(changed.before).toMatchObject({ engineVersion: 'extractive-2026.01' });
    expect(changed.after.engineVersion).toBe(EXTRACTIVE_ENGINE_VERSION);
    expect(changed.after.text).toBe(part.answers[0]!.text);
    for (const same of items.filter((i) => i.messageId === whole.messageId)) {
      expect(same.changed, same.approach).toBe(false);
      expect(same.after.text).toBe(same.before.text);
    }
  });

  it('re-runs only the selected answers and stores nothing', async () => {
    const before = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/${part.chatId}/history`);
    const res = await call(ratelens, ada, 'POST', `${EVAL}/rerun`, {
      items: [{ messageId: whole.messageId, approach: 'data' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 1, changed: 0 });
    const after = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/${part.chatId}/history`);
    expect(after.body).toEqual(before.body);
  });

  it('answers 404 for an answer outside the use case and 400 for a malformed selection', async () => {
    const missing = await call(ratelens, ada, 'POST', `${EVAL}/rerun`, {
      items: [{ messageId: '00000000-0000-4000-8000-000000000002', approach: 'documents' }],
    });
    expect(missing.status).toBe(404);
    const bad = await call(ratelens, ada, 'POST', `${EVAL}/rerun`, { items: [{ messageId: 'x' }] });
    expect(bad.status).toBe(400);
  });
});

describe('AI activity', () => {
  it('counts questions, answers found and not found, votes, approaches and cited documents per use case', async () => {
    const res = await call(ratelens, ada, 'GET', `/api/usecase/${COMP}/chats/activity?days=30`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as {
      totals: Record<string, number>;
      daily: { date: string; questions: number; upVotes: number; downVotes: number }[];
      approaches: { approach: string; answers: number }[];
      documents: { filename: string; answers: number }[];
    };
    expect(body.daily).toHaveLength(30);
    expect(body.totals).toMatchObject({ questions: 3, upVotes: 1, downVotes: 2 });
    expect(body.totals.answered! + body.totals.notFound!).toBe(3);
    expect(body.daily.at(-1)).toMatchObject({ questions: 3, upVotes: 1, downVotes: 2 });
    expect(Object.fromEntries(body.approaches.map((a) => [a.approach, a.answers]))).toEqual({
      documents: 3,
      data: 1,
    });
    const cited = new Set(
      [whole, part].flatMap((c) =>
        c.answers.flatMap((a) => (a.citations as { filename?: string }[]).map((x) => x.filename)),
      ),
    );
    expect(body.documents.length).toBeGreaterThan(0);
    for (const d of body.documents) expect(cited.has(d.filename) || d.answers > 0).toBe(true);
    // Another use case's assistant saw none of it.
    const other = await call(
      ratelens,
      ada,
      'GET',
      `/api/usecase/${USE_CASE_IDS.llms}/chats/activity?days=30`,
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((other.body.totals as Record<string, number>).questions).toBe(0);
    expect((await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/activity`)).status).toBe(403);
  });

  it('compares this week with a reference period of earlier weeks by PSI', async () => {
    // One answered question moved six weeks back forms the reference period.
    await withTenant(ratelens.db, ACME, (tx) =>
      sql`update chat_messages set created_at = now() - interval '42 days' where chat_id = ${whole.chatId}`.execute(
        tx,
      ),
    );
    const res = await call(
      ratelens,
      ada,
      'GET',
      `/api/usecase/${COMP}/chats/activity?days=56&referenceWeeks=3`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const drift = res.body.drift as {
      reference: { weeks: string[]; answers: number; scoredAnswers: number };
      weeks: { week: string; answers: number; scorePsi: number | null; scoreBand: string | null }[];
    };
    expect(drift.reference.weeks).toHaveLength(3);
    expect(drift.reference).toMatchObject({ answers: 1, scoredAnswers: 1 });
    const last = drift.weeks.at(-1)!;
    expect(last.answers).toBe(2);
    expect(last.scorePsi).not.toBeNull();
    expect(['stable', 'monitor', 'shift']).toContain(last.scoreBand);
  });
});

describe('free-text question of a document analysis', () => {
  const ASK = `/api/usecase/${USE_CASE_IDS.docAnalysis}/docs/analysis/${demoAnalysisId(ACME)}/ask`;
  const HAIL = 'What 20-year hail loss ratio does the catastrophe provision use?';

  it('answers from the analysis documents with citations that are stored slices, and names its engine', async () => {
    const res = await call(ratelens, sam, 'POST', ASK, { question: `  ${HAIL}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ question: HAIL, engineVersion: EXTRACTIVE_ENGINE_VERSION });
    expect(String(res.body.text)).toMatch(/14\.8 percent.*\[1\]/);
    const citations = res.body.citations as StoredCitation[];
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) await expectCitationResolves(ratelens, ACME, c);
  });

  it('streams the same answer in pieces when asked for server-sent events', async () => {
    const json = await call(ratelens, sam, 'POST', ASK, { question: HAIL });
    const res = await ratelens.app.inject({
      method: 'POST',
      url: ASK,
      headers: { ...bearer(sam), accept: 'text/event-stream' },
      payload: { question: HAIL },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = [...res.body.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
      name: m[1]!,
      data: JSON.parse(m[2]!) as Json,
    }));
    const deltas = events.filter((e) => e.name === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.data.text).join('')).toBe(json.body.text);
    const done = events.at(-1)!;
    expect(done.name).toBe('done');
    expect(done.data.text).toBe(json.body.text);
    expect((done.data.citations as unknown[]).length).toBe((json.body.citations as unknown[]).length);
  });

  it('refuses an empty question, an unknown analysis and a tenant without document analysis', async () => {
    expect((await call(ratelens, sam, 'POST', ASK, { question: '   ' })).status).toBe(400);
    const unknown = ASK.replace(demoAnalysisId(ACME), '00000000-0000-4000-8000-000000000003');
    expect((await call(ratelens, sam, 'POST', unknown, { question: HAIL })).status).toBe(404);
    expect((await call(ratelens, bo, 'POST', ASK, { question: HAIL })).status).toBe(403);
  });
});

describe('what the citation view knows about a source', () => {
  it("names the document and, when it carries a filing's tracking number, that filing", async () => {
    const docs = whole.answers.find((a) => a.approach === 'documents')!;
    const cited = docs.citations[0] as StoredCitation & { id: string; documentId: string };
    const url = `/api/usecase/${COMP}/chats/${whole.chatId}/messages/${whole.messageId}/approach/documents/citations/${cited.id}`;
    const before = await call(ratelens, sam, 'GET', url);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.source).toMatchObject({
      documentId: cited.documentId,
      filename: cited.filename,
      contentType: expect.stringMatching(/pdf|word|html|text/),
    });
    // Give the cited document the tracking number of one of the tenant's filings: the view shows that filing.
    const filing = await withTenant(ratelens.db, ACME, async (tx) => {
      const f = await tx
        .selectFrom('filings')
        .select(['tracking_number', 'carrier_code', 'state', 'line', 'status'])
        .orderBy('tracking_number')
        .limit(1)
        .executeTakeFirstOrThrow();
      await sql`update documents set meta = jsonb_set(meta, '{identifiers}', ${JSON.stringify([f.tracking_number.toLowerCase()])}::jsonb)
        where id = ${cited.documentId}`.execute(tx);
      const carrier = await tx
        .selectFrom('carriers')
        .select('name')
        .where('code', '=', f.carrier_code)
        .executeTakeFirst();
      return { ...f, carrier: carrier?.name ?? f.carrier_code };
    });
    const after = await call(ratelens, sam, 'GET', url);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect((after.body.source as Json).filing).toMatchObject({
      trackingNumber: filing.tracking_number,
      carrier: filing.carrier,
      state: filing.state,
      line: filing.line,
      disposition: filing.status,
    });
  });
});
