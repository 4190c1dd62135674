import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { answerPieces } from '../src/http/answer-stream.ts';
import { demoAnalysisId } from '../src/db/seed-documents.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { call, waitForAnalysis } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

const COMP = USE_CASE_IDS.compIntel;
const PORTFOLIO = USE_CASE_IDS.portfolioAssistant;

let env: TestEnv;
let ratelens: RatelensApp;
let sam: string;
let ada: string;

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

function parseEvents(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

async function askStreamed(token: string, url: string, question: string) {
  return ratelens.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), accept: 'text/event-stream' },
    payload: { question },
  });
}

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env, { ANSWER_STREAM_CHUNK_MS: '0' });
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  // The demo documents are indexed in the background; answers cite them once they are.
  await waitForAnalysis(ratelens, ada, USE_CASE_IDS.docAnalysis, demoAnalysisId(DEMO_TENANT_IDS.acmeMutual));
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

describe('answer pieces', () => {
  it('keeps every character of the text when split into pieces', () => {
    const text = 'The ratio is 14.8 percent [1].\n\n- first\n- second  with  spaces';
    expect(answerPieces(text).join('')).toBe(text);
    expect(answerPieces(text).length).toBeGreaterThan(3);
    expect(answerPieces('')).toEqual([]);
  });
});

describe('streamed answers', () => {
  it('streams the question, the text in pieces, the citations and the stored answer', async () => {
    const created = await call(ratelens, sam, 'POST', `/api/usecase/${COMP}/chats`, {});
    expect(created.status).toBe(201);
    const chatId = String(created.body.id);
    const res = await askStreamed(
      sam,
      `/api/usecase/${COMP}/chats/${chatId}/questions`,
      'What 20-year hail loss ratio does the catastrophe provision use?',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const events = parseEvents(res.body);
    expect(events[0]!.event).toBe('question');
    expect(events[1]!.event).toBe('answer');
    expect(events.at(-1)!.event).toBe('done');
    const done = events.at(-1)!.data as {
      answer: { id: string; answers: { approach: string; text: string; citations: unknown[] }[] };
    };
    expect(events[1]!.data.messageId).toBe(done.answer.id);
    for (const part of done.answer.answers) {
      const deltas = events.filter((e) => e.event === 'delta' && e.data.approach === part.approach);
      expect(deltas.length).toBeGreaterThan(1);
      expect(deltas.map((e) => e.data.text).join('')).toBe(part.text);
      const cites = events.find((e) => e.event === 'citations' && e.data.approach === part.approach);
      expect(cites?.data.citations).toEqual(part.citations);
    }
    // What was streamed is what is stored.
    const history = await call(ratelens, sam, 'GET', `/api/usecase/${COMP}/chats/${chatId}/history`);
    const stored = (history.body.messages as { id: string }[]).find((m) => m.id === done.answer.id);
    expect(stored).toBeDefined();
  });

  it('answers problem+json with its status when the chat does not exist', async () => {
    const res = await askStreamed(
      sam,
      `/api/usecase/${COMP}/chats/00000000-0000-4000-8000-000000000000/questions`,
      'Anything?',
    );
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('streams the portfolio assistant too, and names the configured default approach in the history', async () => {
    const created = await call(ratelens, sam, 'POST', '/api/chats', { usecaseId: PORTFOLIO });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const chatId = String(created.body.id);
    const res = await askStreamed(
      sam,
      `/api/chats/${chatId}/questions`,
      'Which states had the highest loss ratio last year?',
    );
    expect(res.statusCode).toBe(200);
    expect(parseEvents(res.body).at(-1)!.event).toBe('done');
    const history = await call(ratelens, sam, 'GET', `/api/chats/${chatId}/history`);
    expect(history.status).toBe(200);
    expect(['documents', 'data']).toContain(history.body.defaultApproach);
    const answers = (history.body.messages as { answers: { approach: string }[] }[]).find(
      (m) => m.answers.length > 0,
    )!.answers;
    expect(answers[0]!.approach).toBe(history.body.defaultApproach);
  });

  it('orders answers with the use case default approach first and names the asker', async () => {
    const configured = await call(ratelens, ada, 'PUT', `/api/usecase/${COMP}/chats/configure`, {
      approaches: ['documents', 'data'],
      defaultApproach: 'data',
      maxCitations: 5,
      suggestedQuestionCount: 3,
      retentionDays: null,
      generativeAnswers: false,
    });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    const created = await call(ratelens, sam, 'POST', `/api/usecase/${COMP}/chats`, {});
    const chatId = String(created.body.id);
    const asked = await call(ratelens, sam, 'POST', `/api/usecase/${COMP}/chats/${chatId}/questions`, {
      question: 'How many filings were approved?',
    });
    expect(asked.status).toBe(200);
    const history = await call(ratelens, ada, 'GET', `/api/usecase/${COMP}/chats/${chatId}/history`);
    expect(history.body.defaultApproach).toBe('data');
    const answer = (history.body.messages as { answers: { approach: string }[] }[])[1]!;
    expect(answer.answers.map((a) => a.approach)).toEqual(['data', 'documents']);
    expect((history.body.chat as { ownerName: string }).ownerName).toBe('Sam Carter');
  });

  it('locates a citation for its owner and an admin, and is 404 for another member', async () => {
    const created = await call(ratelens, sam, 'POST', `/api/usecase/${COMP}/chats`, {});
    const chatId = String(created.body.id);
    const asked = await call(ratelens, sam, 'POST', `/api/usecase/${COMP}/chats/${chatId}/questions`, {
      question: 'What 20-year hail loss ratio does the catastrophe provision use?',
      approaches: ['documents'],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const answer = asked.body.answer as { id: string; answers: { citations: { id: string }[] }[] };
    const citationId = answer.answers[0]!.citations[0]!.id;
    const mine = await call(ratelens, sam, 'GET', `/api/citations/${citationId}`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({
      citationId,
      assistant: 'ai-assistance',
      usecaseId: COMP,
      chatId,
      messageId: answer.id,
      approach: 'documents',
      ownerEmail: 'sam@acme-mutual.example',
    });
    expect((await call(ratelens, ada, 'GET', `/api/citations/${citationId}`)).status).toBe(200);
    const lee = (await signIn(ratelens, env.dataDir, 'lee@birch-insurance.example')).id_token;
    expect((await call(ratelens, lee, 'GET', `/api/citations/${citationId}`)).status).toBe(404);
    const unknown = await call(ratelens, sam, 'GET', '/api/citations/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });
});
