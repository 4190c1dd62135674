import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { demoAnalysisId } from '../src/db/seed-documents.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { call, expectCitationResolves, waitForAnalysis } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// With a language model configured, the answer stream carries the model's own pieces as they arrive.
// The model here is a loopback OpenAI-compatible server that streams slowly, so the test can see the
// first piece reach the client while the model is still writing.

const ACME = DEMO_TENANT_IDS.acmeMutual;
const LLMS = USE_CASE_IDS.llms;
const HAIL = 'What 20-year hail loss ratio does the catastrophe provision use?';
const PAUSE_MS = 400;

let env: TestEnv;
let ratelens: RatelensApp;
let llm: Server;
let baseUrl: string;
let ada: string;
/** How the fake model answers the next question: citing the right sentence, or a number it was not given. */
let mode: 'valid' | 'invalid' = 'valid';
/** When the fake model wrote its last piece, per request. */
const finishedAt: number[] = [];

function pieces(user: string): string[] {
  const hit = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)].find((m) => /14\.8 percent/.test(m[2] ?? ''));
  if (!hit) return ['NOT_', 'FOUND'];
  const n = mode === 'valid' ? hit[1]! : '999';
  // The marker is split across two pieces, as a tokenizer may split it.
  return [
    'The company uses ',
    'a 20-year hail loss ratio ',
    'of 14.8 percent ',
    'of comprehensive premium [',
    `${n}].`,
  ];
}

async function startSlowModel(): Promise<string> {
  llm = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void (async () => {
        const body = JSON.parse(raw) as { stream?: boolean; messages: { role: string; content: string }[] };
        const parts = pieces(body.messages.find((m) => m.role === 'user')?.content ?? '');
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              choices: [{ index: 0, message: { role: 'assistant', content: parts.join('') } }],
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const content of parts) {
          const chunk = { object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
          await sleep(PAUSE_MS);
        }
        finishedAt.push(Date.now());
        res.end('data: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
}

interface Received {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** Asks over a real socket and notes when each event arrived. */
async function askStreaming(chatId: string): Promise<Received[]> {
  return readStream(`/api/usecase/${LLMS}/chats/${chatId}/questions`, {
    question: HAIL,
    approaches: ['documents'],
  });
}

async function readStream(url: string, body: Record<string, unknown>): Promise<Received[]> {
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { ...bearer(ada), accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Received[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      events.push({ event, data, at: Date.now() });
    }
  }
  return events;
}

async function newChat(): Promise<string> {
  const res = await call(ratelens, ada, 'POST', `/api/usecase/${LLMS}/chats`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.id);
}

interface DoneAnswer {
  answer: {
    answers: {
      text: string;
      engine: string;
      fallback: string | null;
      citations: { quote: string; documentId: string; page: number | null }[];
    }[];
  };
}

beforeAll(async () => {
  env = await createTestEnv();
  const model = await startSlowModel();
  ratelens = await bootApp(env, {
    LLM_BASE_URL: model,
    LLM_MODEL: 'slow-model',
    ANSWER_STREAM_CHUNK_MS: '0',
  });
  await ratelens.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ratelens.app.server.address() as AddressInfo).port}`;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  await waitForAnalysis(ratelens, ada, USE_CASE_IDS.docAnalysis, demoAnalysisId(ACME));
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
  await new Promise((r) => llm?.close(r));
});

describe("the model's own tokens through the answer stream", () => {
  it('sends the first piece before the model has finished, then checks the citations as without a stream', async () => {
    mode = 'valid';
    const events = await askStreaming(await newChat());
    const first = events.find((e) => e.event === 'delta');
    expect(first, 'a delta event').toBeDefined();
    // The model wrote five pieces PAUSE_MS apart: the first reached the client well before its last.
    expect(first!.at).toBeLessThan(finishedAt.at(-1)!);
    expect(finishedAt.at(-1)! - first!.at).toBeGreaterThanOrEqual(PAUSE_MS);
    // The drafts come before the stored question; markers are renumbered, and the split one held back.
    const names = events.map((e) => e.event);
    expect(names.indexOf('delta')).toBeLessThan(names.indexOf('question'));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text));
    expect(deltas.some((t) => t.includes('[') && !t.includes(']'))).toBe(false);
    expect(names).not.toContain('replace');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const docs = (done.data as unknown as DoneAnswer).answer.answers[0]!;
    expect(deltas.join('')).toBe(docs.text);
    expect(docs.text.split('\n\nSearched ')[0]).toBe(
      'The company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium [1].',
    );
    expect(docs).toMatchObject({ engine: 'generative', fallback: null });
    expect(docs.citations).toHaveLength(1);
    expect(docs.citations[0]!.quote).toContain('14.8 percent');
    await expectCitationResolves(ratelens, ACME, docs.citations[0]! as never);
  });

  it('replaces the draft with the extractive answer when the model cites a sentence it was not given', async () => {
    mode = 'invalid';
    const chatId = await newChat();
    const events = await askStreaming(chatId);
    const drafted = events
      .filter((e) => e.event === 'delta' && names(events).indexOf('question') > events.indexOf(e))
      .map((e) => String(e.data.text))
      .join('');
    expect(drafted).toContain('14.8 percent of comprehensive premium');
    expect(drafted).not.toContain('999');
    const replace = events.find((e) => e.event === 'replace');
    const docs = (events.at(-1)!.data as unknown as DoneAnswer).answer.answers[0]!;
    expect(docs).toMatchObject({ engine: 'extractive', fallback: 'invalid_citations' });
    expect(replace?.data).toEqual({ approach: 'documents', text: docs.text });
    // What the JSON history holds is what the stream ended with.
    const history = await call(ratelens, ada, 'GET', `/api/usecase/${LLMS}/chats/${chatId}/history`);
    const stored = (history.body.messages as { answers: { text: string }[] }[]).at(-1)!;
    expect(stored.answers[0]!.text).toBe(docs.text);
  });
});

describe("the model's own tokens in a document analysis's free-text answer", () => {
  it('streams the drafts through the same writer and ends with the checked answer', async () => {
    mode = 'valid';
    const events = await readStream(
      `/api/usecase/${USE_CASE_IDS.docAnalysis}/docs/analysis/${demoAnalysisId(ACME)}/ask`,
      { question: HAIL },
    );
    const first = events.find((e) => e.event === 'delta');
    expect(first!.at).toBeLessThan(finishedAt.at(-1)!);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const answer = done.data as { text: string; engineVersion: string; citations: { quote: string }[] };
    expect(answer.engineVersion).toBe('llm:slow-model');
    const deltas = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text));
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe(answer.text);
    expect(answer.citations[0]!.quote).toContain('14.8 percent');
  });
});

const names = (events: Received[]) => events.map((e) => e.event);
