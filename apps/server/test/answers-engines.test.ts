import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { USE_CASE_IDS } from '@ratelens/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { questionVector } from '../src/services/answers/embeddings.ts';
import { gatherEvidence } from '../src/services/answers/evidence.ts';
import { call, expectCitationResolves, multipart } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, DATABASE_URL, signIn, type TestEnv } from './helpers.ts';

// Issue 15, points 6 and 7, against real loopback servers: an OpenAI-compatible /embeddings server whose
// vectors are a hashed bag of words over a small synonym table (so a paraphrase is near and a lexical
// query misses it), and an OpenAI-compatible /chat/completions server whose behaviour each test picks
// (cite the right sentence, cite a sentence it was not given, cite nothing, hang, drop the connection).

const ACME = DEMO_TENANT_IDS.acmeMutual;
const BIRCH = DEMO_TENANT_IDS.birchInsurance;
const DOCS = USE_CASE_IDS.docAnalysis;

// pgvector on PostgreSQL needs the postgresql-15-pgvector package; without it the server runs lexically
// (logged at start-up) and the semantic tests are skipped there. PGlite always has it.
async function postgresHasVector(): Promise<boolean> {
  if (!DATABASE_URL) return true;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`select 1 from pg_available_extensions where name = 'vector'`);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}
const VECTOR = await postgresHasVector();

// --- the fake embeddings server: hashed bag of words, synonyms folded first, L2-normalised ---
const DIMS = 64;
const SYNONYMS: Record<string, string> = {
  prices: 'price',
  tariff: 'price',
  tariffs: 'price',
  ascend: 'rise',
  ascends: 'rise',
  up: 'rise',
  rises: 'rise',
};
const STOP = new Set(['by', 'how', 'will', 'the', 'of', 'a', 'go', 'from', 'to', 'in', 'each', 'does', 'is']);
function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(DIMS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z0-9.]+/g) ?? []) {
    const w = SYNONYMS[raw] ?? raw;
    if (STOP.has(w)) continue;
    let h = 2166136261;
    for (const ch of w) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    v[h % DIMS]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

let embeddingsMode: 'ok' | 'fail' = 'ok';
const embeddingRequests: { auth: string | undefined; model: unknown; inputs: number }[] = [];
let llmMode: 'good' | 'invalid' | 'none' | 'slow' | 'down' = 'good';
const llmPrompts: string[] = [];

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => resolve(JSON.parse(raw || '{}') as Record<string, unknown>));
  });
}

function send(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

let servers: Server[] = [];
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const startEmbeddings = () =>
  listen(async (req, res) => {
    const body = await readJson(req);
    if (req.url !== '/v1/embeddings' || req.method !== 'POST') return void res.writeHead(404).end();
    const input = body.input as string[];
    embeddingRequests.push({ auth: req.headers.authorization, model: body.model, inputs: input.length });
    if (embeddingsMode === 'fail') return void res.writeHead(503).end('overloaded');
    send(res, {
      object: 'list',
      model: body.model,
      data: input.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t) })),
    });
  });

const startLlm = () =>
  listen(async (req, res) => {
    const body = (await readJson(req)) as { messages: { role: string; content: string }[] };
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    llmPrompts.push(user);
    if (llmMode === 'down') return void req.socket.destroy();
    if (llmMode === 'slow') await new Promise((r) => setTimeout(r, 2500));
    // The numbered sentence holding a figure with "percent", as a careful model would cite it.
    const hit = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)].find((m) => /\d percent/.test(m[2] ?? ''));
    const content =
      llmMode === 'invalid'
        ? 'Prices rise by 6.2 percent [999].'
        : llmMode === 'none'
          ? 'Prices rise by 6.2 percent.'
          : hit
            ? `They rise by ${/(\d+(?:\.\d+)?) percent/.exec(hit[2]!)![1]} percent [${hit[1]}].`
            : 'NOT_FOUND';
    if (res.writable) send(res, { choices: [{ index: 0, message: { role: 'assistant', content } }] });
  });

let env: TestEnv;
let ratelens: RatelensApp;
let ada: string;
let lee: string;
let analysisId: string;

const TARIFF = 'Tariffs ascend 6.2 percent from March onwards.';
const DOCUMENTS = [
  { name: 'motor-tariff-memo.md', bytes: `# Memo\n\n${TARIFF} The committee approved it.\n` },
  {
    name: 'price-committee-notes.md',
    bytes: '# Notes\n\nPrices of the schedule go through a committee each quarter. Nothing was decided.\n',
  },
];
const QUESTION = 'By how much will prices go up?';

async function newAnalysis(token: string, name: string, files: { name: string; bytes: string }[]) {
  const base = `/api/usecase/${DOCS}/docs/analysis`;
  const created = await call(ratelens, token, 'POST', base, { name, questionIds: [] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  const { payload, headers } = multipart(files.map((f) => ({ ...f, type: 'text/markdown' })));
  const up = await ratelens.app.inject({
    method: 'POST',
    url: `${base}/${id}/documents`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
  expect(up.statusCode, up.body).toBe(202);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const s = (await call(ratelens, token, 'GET', `${base}/${id}/analyse_status`)).body;
    if (
      Number(s.documentsTotal) > 0 &&
      Number(s.documentsDone) >= Number(s.documentsTotal) &&
      s.status !== 'running' &&
      s.status !== 'queued'
    )
      break;
    if (Date.now() > deadline) throw new Error(`not indexed: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  // Vectors follow each document's indexing (answers are lexical until then): wait for every chunk to
  // have one, or its document to record why not.
  for (;;) {
    const { rows } = await withTenant(ratelens.db, ACME, (tx) =>
      sql<{ waiting: number }>`
        select count(*)::int as waiting from documents d
        join document_chunks c on c.tenant_id = d.tenant_id and c.document_id = d.id
        where d.analysis_id = ${id} and d.embedding_error is null
          and not exists (select 1 from document_chunk_vectors v where v.tenant_id = c.tenant_id and v.chunk_id = c.id)`.execute(
        tx,
      ),
    );
    if (rows[0]!.waiting === 0 || !VECTOR) break;
    if (Date.now() > deadline) throw new Error('chunks still without vectors');
    await new Promise((r) => setTimeout(r, 100));
  }
  return id;
}

/** Question-base ids by text: the use case refuses the same question twice. */
const questionIds = new Map<string, string>();

async function askQa(token: string, analysis: string, text: string) {
  if (!questionIds.has(text)) {
    const q = await call(ratelens, token, 'POST', `/api/usecase/${DOCS}/questions`, { text });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    questionIds.set(text, String(q.body.id));
  }
  const q = { body: { id: questionIds.get(text)! } };
  const res = await call(
    ratelens,
    token,
    'POST',
    `/api/usecase/${DOCS}/docs/analysis/${analysis}/qa/${q.body.id}/add`,
  );
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body as {
    answer: string | null;
    citations: { kind: string; documentId: string; filename: string; quote: string; page: number | null }[];
    fallback: string | null;
  };
}

beforeAll(async () => {
  env = await createTestEnv();
  const embeddings = await startEmbeddings();
  const llm = await startLlm();
  ratelens = await bootApp(env, {
    EMBEDDINGS_BASE_URL: embeddings,
    EMBEDDINGS_API_KEY: 'embed-key',
    EMBEDDINGS_MODEL: 'fake-embed',
    EMBEDDINGS_BATCH: '3',
    LLM_BASE_URL: llm,
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_SECONDS: '1',
  });
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  lee = (await signIn(ratelens, env.dataDir, 'lee@birch-insurance.example')).id_token;
  analysisId = await newAnalysis(ada, 'engines', DOCUMENTS);
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

describe.skipIf(!VECTOR)('semantic retrieval (EMBEDDINGS_BASE_URL, pgvector)', () => {
  it('embeds every chunk at indexing, in batches, with the configured model and key', async () => {
    const { rows } = await withTenant(ratelens.db, ACME, (tx) =>
      sql<{ chunks: number; vectors: number; errors: number }>`
        select count(c.id)::int as chunks, count(v.chunk_id)::int as vectors,
               count(d.embedding_error)::int as errors
        from documents d join document_chunks c on c.tenant_id = d.tenant_id and c.document_id = d.id
        left join document_chunk_vectors v on v.tenant_id = c.tenant_id and v.chunk_id = c.id
        where d.analysis_id = ${analysisId}`.execute(tx),
    );
    expect(rows[0]!.chunks).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ chunks: rows[0]!.chunks, vectors: rows[0]!.chunks, errors: 0 });
    expect(embeddingRequests.length).toBeGreaterThan(0);
    expect(embeddingRequests.every((r) => r.auth === 'Bearer embed-key' && r.model === 'fake-embed')).toBe(
      true,
    );
    expect(Math.max(...embeddingRequests.map((r) => r.inputs))).toBeLessThanOrEqual(3);
  });

  it('finds a paraphrase the lexical ranking misses, by reciprocal rank fusion', async () => {
    const provider = ratelens.deps.config.embeddings ?? null;
    expect(provider).not.toBeNull();
    const semantic = await questionVector(provider, QUESTION);
    expect(semantic?.vector).toHaveLength(DIMS);
    const [lexical, fused] = await withTenant(ratelens.db, ACME, async (tx) => [
      await gatherEvidence(tx, QUESTION, { analysisId }),
      await gatherEvidence(tx, QUESTION, { analysisId, semantic }),
    ]);
    const names = (e: typeof lexical) => e.passages.map((p) => p.filename);
    // Lexically only the notes share the question's words ("prices", "go"); the memo says "tariffs ascend".
    expect(names(lexical)).toContain('price-committee-notes.md');
    expect(names(lexical)).not.toContain('motor-tariff-memo.md');
    expect(names(fused)).toContain('motor-tariff-memo.md');
    expect(fused.passages.find((p) => p.filename === 'motor-tariff-memo.md')!.text).toContain(TARIFF);
  });

  it('answers the paraphrase through the language model, citing the stored sentence', async () => {
    llmMode = 'good';
    const answer = await askQa(ada, analysisId, QUESTION);
    expect(answer.fallback).toBeNull();
    expect(answer.answer).toBe('They rise by 6.2 percent [1].');
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]).toMatchObject({ filename: 'motor-tariff-memo.md', quote: TARIFF });
    await expectCitationResolves(ratelens, ACME, answer.citations[0]!);
  });

  it("keeps vectors per tenant: another tenant neither sees nor writes them, nor finds the first one's chunks", async () => {
    const acmeChunk = await withTenant(ratelens.db, ACME, (tx) =>
      sql<{ chunk_id: string; document_id: string }>`
        select v.chunk_id, v.document_id from document_chunk_vectors v
        join documents d on d.tenant_id = v.tenant_id and d.id = v.document_id
        where d.analysis_id = ${analysisId} limit 1`.execute(tx),
    );
    const { chunk_id, document_id } = acmeChunk.rows[0]!;
    const seen = await withTenant(ratelens.db, BIRCH, (tx) =>
      sql<{
        n: number;
      }>`select count(*)::int as n from document_chunk_vectors where tenant_id <> ${BIRCH}`.execute(tx),
    );
    expect(seen.rows[0]!.n).toBe(0);
    const write = withTenant(ratelens.db, BIRCH, (tx) =>
      sql`insert into document_chunk_vectors (tenant_id, chunk_id, document_id, model, embedding)
          values (${ACME}, ${chunk_id}, ${document_id}, 'fake-embed', '{1,0}')`.execute(tx),
    );
    await expect(write).rejects.toThrow(/row-level security/);
    const semantic = await questionVector(ratelens.deps.config.embeddings ?? null, QUESTION);
    const birch = await withTenant(ratelens.db, BIRCH, (tx) =>
      gatherEvidence(tx, QUESTION, { analysisId, semantic }),
    );
    expect(birch.passages).toEqual([]);
    // Through the API, Birch's user cannot reach Acme's analysis at all.
    const res = await call(
      ratelens,
      lee,
      'GET',
      `/api/usecase/${DOCS}/docs/analysis/${analysisId}/analyse_status`,
    );
    expect([403, 404]).toContain(res.status);
  });

  it('records a failing embeddings server on the document and still indexes it lexically', async () => {
    embeddingsMode = 'fail';
    try {
      const id = await newAnalysis(ada, 'embeddings down', [
        {
          name: 'hail-provision.md',
          bytes: '# Hail\n\nThe hail provision uses a loss ratio of 14.2 percent.\n',
        },
      ]);
      const doc = await withTenant(ratelens.db, ACME, (tx) =>
        tx
          .selectFrom('documents')
          .select(['status', 'embedding_error'])
          .where('analysis_id', '=', id)
          .executeTakeFirstOrThrow(),
      );
      expect(doc.status).toBe('indexed');
      expect(doc.embedding_error).toMatch(/503/);
      llmMode = 'good';
      const answer = await askQa(ada, id, 'What loss ratio does the hail provision use?');
      expect(answer.answer).toContain('14.2 percent');
      expect(answer.fallback).toBeNull();
    } finally {
      embeddingsMode = 'ok';
    }
  });
});

describe('generative answers cite sentences, and fall back to the extractive engine on failure', () => {
  const HAIL = 'What 20-year hail loss ratio does the catastrophe provision use?';

  it('gives the model numbered sentences and maps its marker to one stored sentence, not a chunk', async () => {
    llmMode = 'good';
    const id = await newAnalysis(ada, 'generative', [
      {
        name: 'cat-provision.md',
        bytes:
          '# Catastrophe provision\n\nThe provision was reviewed last year. The company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium. Wind is modelled separately.\n',
      },
    ]);
    const answer = await askQa(ada, id, HAIL);
    expect(answer.fallback).toBeNull();
    expect(answer.answer).toBe('They rise by 14.8 percent [1].');
    expect(answer.citations[0]!.quote).toBe(
      'The company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium.',
    );
    await expectCitationResolves(ratelens, ACME, answer.citations[0]!);
    expect(llmPrompts.at(-1)).toMatch(/^\[\d+\] The provision was reviewed last year\.$/m);
  });

  it.each([
    ['invalid', 'invalid_citations'],
    ['none', 'no_citations'],
    ['down', 'provider_failed'],
    ['slow', 'timeout'],
  ] as const)('model %s: the extractive answer, with fallback %s recorded', async (mode, reason) => {
    llmMode = mode;
    try {
      const id = await newAnalysis(ada, `fallback ${mode}`, [
        {
          name: `cat-${mode}.md`,
          bytes:
            '# Catastrophe provision\n\nThe company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium.\n',
        },
      ]);
      const answer = await askQa(ada, id, HAIL);
      expect(answer.fallback).toBe(reason);
      expect(answer.answer).toContain('14.8 percent');
      expect(answer.answer).not.toContain('[999]');
      for (const c of answer.citations) await expectCitationResolves(ratelens, ACME, c);
      // The chat's documents approach records it the same way.
      const chat = await call(ratelens, ada, 'POST', `/api/usecase/${DOCS}/chats`, { title: mode });
      expect(chat.status).toBe(201);
      const asked = await call(
        ratelens,
        ada,
        'POST',
        `/api/usecase/${DOCS}/chats/${chat.body.id}/questions`,
        {
          question: HAIL,
          approaches: ['documents'],
        },
      );
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const docs = (asked.body.answer as { answers: { engine: string; fallback: string | null }[] })
        .answers[0]!;
      expect(docs).toMatchObject({ engine: 'extractive', fallback: reason });
      const history = await call(ratelens, ada, 'GET', `/api/usecase/${DOCS}/chats/${chat.body.id}/history`);
      const stored = (history.body.messages as { answers: { fallback: string | null }[] }[]).at(-1)!;
      expect(stored.answers[0]!.fallback).toBe(reason);
    } finally {
      llmMode = 'good';
    }
  });
});
