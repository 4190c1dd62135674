// Optional engines of the document answers (issue 15, points 6 and 7), on the project's evaluation set
// (bench/answers-quality/), asked through document-analysis Q&A on a real server (PGlite, from source
// through tsx), in one run, four ways:
//   lexical     the default engine, nothing configured (the floor of this bench: same set, same run);
//   semantic    EMBEDDINGS_BASE_URL -> a loopback OpenAI-compatible /embeddings server (hashed bag of
//               words, 256 dimensions): chunk vectors in pgvector, fused by reciprocal rank fusion. The
//               figures show what fusion costs in latency and whether a weak embedder hurts the
//               lexical quality; they say nothing about a real embedding model's quality;
//   generative  LLM_BASE_URL -> a loopback /chat/completions server that cites the numbered sentence
//               sharing most words with the question: every quote must still be stored text;
//   fallback    LLM_BASE_URL -> a server that drops every connection: every answer must be the
//               extractive one, with the fallback recorded.
//   npm run bench -- answers-engines [--json FILE]
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { runQualitySet, summarise } from './answers-quality/harness.mjs';
import { startAnswersServer } from './lib/answers-server.mjs';
import { flag } from './lib/server.mjs';

const DIMS = 256;
const words = (t) => t.toLowerCase().match(/[a-z0-9][a-z0-9.%$-]*/g) ?? [];

function hashedBagOfWords(text) {
  const v = new Array(DIMS).fill(0);
  for (const w of words(text)) {
    let h = 2166136261;
    for (const ch of w) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    v[h % DIMS] += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

function listen(handler) {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => handler(req, res, raw ? JSON.parse(raw) : {}));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/v1` }),
    ),
  );
}

const json = (res, body) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const embeddingsServer = () =>
  listen((_req, res, body) =>
    json(res, { data: body.input.map((t, index) => ({ index, embedding: hashedBagOfWords(t) })) }),
  );

const STOP = new Set([
  'the',
  'a',
  'of',
  'in',
  'for',
  'what',
  'which',
  'is',
  'does',
  'do',
  'to',
  'and',
  'how',
]);
const modelServer = () =>
  listen((_req, res, body) => {
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const question = new Set(words(user.split('\nQuestion: ').at(-1) ?? '').filter((w) => !STOP.has(w)));
    let best = null;
    for (const m of user.matchAll(/^\[(\d+)\] (.*)$/gm)) {
      const shared = new Set(words(m[2]).filter((w) => question.has(w))).size;
      if (shared > 0 && (!best || shared > best.shared)) best = { n: m[1], text: m[2], shared };
    }
    const content = best ? `${best.text.slice(0, 300)} [${best.n}]` : 'NOT_FOUND';
    json(res, { choices: [{ index: 0, message: { role: 'assistant', content } }] });
  });

const downServer = () => listen((req) => req.socket.destroy());

async function runMode(name, env) {
  const server = await startAnswersServer({ name: `engines-${name}`, env, logLevel: 'error' });
  try {
    const result = await runQualitySet(server.host, { chat: false });
    const counts = await server.inTenant(async (tx) => {
      const answers = await tx
        .selectFrom('analysis_questions as q')
        .innerJoin('document_analyses as a', (j) =>
          j.onRef('a.tenant_id', '=', 'q.tenant_id').onRef('a.id', '=', 'q.analysis_id'),
        )
        .select(['q.engine', 'q.engine_fallback'])
        .where('a.name', '=', 'answer quality set')
        .where('q.answered_at', 'is not', null)
        .execute();
      const count = async (table) =>
        Number(
          (
            await tx
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirst()
          ).n,
        );
      return {
        generative: answers.filter((r) => r.engine === 'generative').length,
        fallbacks: answers.filter((r) => r.engine_fallback !== null).length,
        vectors: await count('document_chunk_vectors'),
        chunks: await count('document_chunks'),
      };
    });
    return { name, ...summarise(result.qa), ...counts };
  } finally {
    await server.close();
  }
}

export async function benchAnswersEngines({ jsonFile = flag('json', null) } = {}) {
  const embeddings = await embeddingsServer();
  const model = await modelServer();
  const down = await downServer();
  const started = new Date().toISOString();
  const loadBefore = os.loadavg()[0];
  try {
    const rows = [];
    rows.push(await runMode('lexical', {}));
    rows.push(
      await runMode('semantic', { EMBEDDINGS_BASE_URL: embeddings.url, EMBEDDINGS_MODEL: 'bow-256' }),
    );
    rows.push(await runMode('generative', { LLM_BASE_URL: model.url }));
    rows.push(await runMode('fallback', { LLM_BASE_URL: down.url }));
    console.log(
      `answers-engines ${started}, load average ${loadBefore.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(
      'mode          n  quotes  doc+pg   fact  n.f.abs  refA      p50        p95   generative fallbacks vectors/chunks',
    );
    for (const r of rows)
      console.log(
        `${r.name.padEnd(11)} ${String(r.n).padStart(3)}  ${r.quotes.toFixed(0).padStart(5)}%  ${r.topRight.toFixed(0).padStart(5)}%  ${r.fact.toFixed(0).padStart(5)}%  ${r.notFound.toFixed(0).padStart(5)}%  ${String(r.falseRefusals).padStart(4)}  ${r.p50.toFixed(1).padStart(7)} ms ${r.p95.toFixed(1).padStart(7)} ms  ${String(r.generative).padStart(9)} ${String(r.fallbacks).padStart(9)} ${r.vectors}/${r.chunks}`,
      );
    if (jsonFile) writeFileSync(jsonFile, JSON.stringify(rows, null, 2));
    return rows;
  } finally {
    for (const s of [embeddings, model, down]) s.server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnswersEngines();
