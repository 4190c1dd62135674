// Answers and documents: the time to index a generated 100-page PDF (upload through the API, poll
// analyse_status), and the answer latency (p50/p95) of a documents-approach chat question over a corpus
// of generated documents, first with the local extractive engine, then, on the same data, with the
// generative provider switched on: LLM_BASE_URL pointing at a loopback fake OpenAI-compatible server
// started here that answers at once, so the difference is what the engine's generative path costs
// (prompt building, the HTTP round trip, citation checking), not a model's think time.
//   node bench/answers.mjs [--pages 100] [--docs 1000] [--questions 20]
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startServer, median, quantile, ms, flag } from './lib/server.mjs';
import { session, untilIndexed } from './lib/session.mjs';

const WORDS =
  'premium loss ratio deductible coverage liability collision comprehensive underwriting territory rate filing endorsement exposure severity frequency reinsurance catastrophe wind hail flood theft vandalism umbrella homeowners auto commercial workers compensation actuarial indication trend credibility reserve'.split(
    ' ',
  );
const STATES = 'Texas Ohio Florida Georgia Arizona Nevada Oregon Kansas Iowa Maine Utah Idaho'.split(' ');

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => (x = (Math.imul(x ^ (x >>> 15), 2246822519) + 0x9e3779b9) >>> 0) / 2 ** 32;
}

/** Plain prose about one carrier and state, with figures, so questions have something to retrieve. */
function documentText(i, sentences) {
  const r = rng(i + 1);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const state = STATES[i % STATES.length];
  const out = [`Carrier ${i} filing for ${state}.`];
  for (let s = 0; s < sentences; s++) {
    const words = Array.from({ length: 8 + Math.floor(r() * 10) }, () => pick(WORDS)).join(' ');
    out.push(
      `The ${pick(WORDS)} ${words} in ${state} changed by ${(r() * 20 - 5).toFixed(1)} percent for carrier ${i}.`,
    );
  }
  return out.join(' ');
}

async function pdfOf(pages) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    const text = documentText(10_000 + p, 30);
    const words = text.split(' ');
    let line = '';
    let y = 760;
    for (const w of words) {
      if ((line + w).length > 90) {
        page.drawText(line, { x: 40, y, size: 9, font });
        y -= 12;
        line = '';
      }
      line += `${w} `;
    }
    page.drawText(line, { x: 40, y, size: 9, font });
  }
  return doc.save();
}

function fakeOpenAi() {
  let calls = 0;
  const srv = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      calls++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `bench-${calls}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'bench-fake',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: 'The loss ratio changed in the cited filing [1].' },
            },
          ],
          usage: { prompt_tokens: Math.round(body.length / 4), completion_tokens: 12, total_tokens: 0 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    srv.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${srv.address().port}/v1`,
        calls: () => calls,
        stop: () => srv.close(),
      }),
    ),
  );
}

async function askMany(api, usecaseId, questions) {
  const chat = await api('POST', `/api/usecase/${usecaseId}/chats`, { title: 'bench answers' });
  const xs = [];
  let cited = 0;
  for (let i = 0; i <= questions; i++) {
    const q = `How did the ${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} change in ${STATES[i % STATES.length]}?`;
    const t0 = performance.now();
    const answer = await api('POST', `/api/usecase/${usecaseId}/chats/${chat.id}/questions`, {
      question: q,
      approaches: ['documents'],
    });
    if (i > 0) xs.push(performance.now() - t0); // the first warms caches
    if (JSON.stringify(answer).includes('"citations":[{')) cited++;
  }
  return { p50: median(xs), p95: quantile(xs, 0.95), n: xs.length, cited };
}

export async function benchAnswers({
  pages = Number(flag('pages', 100)),
  docs = Number(flag('docs', 1000)),
  questions = Number(flag('questions', 20)),
} = {}) {
  let server = await startServer({}, [], { keepData: true });
  const dataDir = server.dataDir;
  const fake = await fakeOpenAi();
  const result = {};
  try {
    const { api, upload } = await session(server);
    const usecases = (await api('GET', '/api/usecase?pageSize=100')).items;
    const docAnalysis = usecases.find((u) => u.key === 'docAnalysis');
    const chatUsecase = usecases.find((u) => u.key === 'compIntel');
    if (!docAnalysis || !chatUsecase)
      throw new Error('the demo tenant lacks the docAnalysis or compIntel use case');
    const base = `/api/usecase/${docAnalysis.id}`;
    const newAnalysis = (name) => api('POST', `${base}/docs/analysis`, { name, questionIds: [] });
    const documentsUrl = (analysisId) => `${base}/docs/analysis/${analysisId}/documents`;

    // 1. A 100-page PDF, from upload to every page indexed.
    const pdf = await pdfOf(pages);
    const a = await newAnalysis(`bench ${pages}-page pdf`);
    const t0 = performance.now();
    await upload(documentsUrl(a.id), [
      { name: `bench-${pages}-pages.pdf`, type: 'application/pdf', bytes: pdf },
    ]);
    await untilIndexed(api, base, a.id);
    result.pdfIndexMs = performance.now() - t0;
    console.log(
      `answers index a ${pages}-page PDF (${(pdf.length / 1024).toFixed(0)} KiB): ${ms(result.pdfIndexMs)} from upload to indexed`,
    );

    // 2. The corpus: `docs` text documents, 20 per analysis (the per-analysis limit).
    const t1 = performance.now();
    const analyses = [];
    for (let start = 0; start < docs; start += 20) {
      const an = await newAnalysis(`bench corpus ${start}`);
      const files = [];
      for (let i = start; i < Math.min(docs, start + 20); i++)
        files.push({ name: `carrier-${i}.txt`, type: 'text/plain', bytes: Buffer.from(documentText(i, 40)) });
      await upload(documentsUrl(an.id), files);
      analyses.push(an.id);
    }
    for (const id of analyses) await untilIndexed(api, base, id);
    result.corpusIndexMs = performance.now() - t1;
    console.log(`answers corpus of ${docs} documents uploaded and indexed in ${ms(result.corpusIndexMs)}`);

    // 3. Answer latency, local engine.
    result.local = await askMany(api, chatUsecase.id, questions);
    await server.stop();

    // 4. The same data, generative provider on.
    server = await startServer(
      { LLM_BASE_URL: fake.url, LLM_API_KEY: 'bench', LLM_MODEL: 'bench-fake' },
      [],
      {
        dataDir,
        keepData: true,
      },
    );
    const generative = await session(server);
    const before = fake.calls();
    result.generative = await askMany(generative.api, chatUsecase.id, questions);
    result.generative.providerCalls = fake.calls() - before;
    await server.stop();

    // 5. Local again on a restarted server, so a restart's own cost is not mistaken for the provider's.
    server = await startServer({}, [], { dataDir, keepData: true });
    result.localRestarted = await askMany((await session(server)).api, chatUsecase.id, questions);
    for (const [name, r] of [
      ['local extractive engine', result.local],
      ['generative (fake provider, 0 ms)', result.generative],
      ['local again (restarted server)', result.localRestarted],
    ])
      console.log(
        `answers ${docs}-document corpus, ${name.padEnd(33)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  (${r.n} questions, ${r.cited} with citations${r.providerCalls !== undefined ? `, ${r.providerCalls} provider calls` : ''})`,
      );
    if (result.generative.providerCalls === 0)
      console.log('answers: the server never called the provider: is LLM_BASE_URL honoured for chats?');
    return result;
  } finally {
    fake.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnswers();
