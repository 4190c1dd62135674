// Answer speed and quality as the corpus grows (issue 15): the answer-quality set's 14 documents, then
// generated filings (every one a rate memo of a fictional company for a state and line, with the same kind
// of figures and a coverage table, so they compete with the set's documents) uploaded 20 per analysis into
// the Document Analysis use case. At 100 documents and again at --docs (5,000) documents it asks the set's
// questions through a chat's documents approach (scoped to the use case: every document) one at a time and
// reports p50/p95 and the quality figures, plus the indexing cost per document of the first and last
// batches. Floor in the same run: GET /healthz over the same HTTP client (a round trip that does nothing).
//   npm run bench -- answers-scale [--docs 5000]
import { scoreAnswer, summarise } from './answers-quality/harness.mjs';
import { FIRST_QUESTIONS } from './answers-quality/questions.mjs';
import { renderQualityDocuments } from './answers-quality/render.mjs';
import { QUALITY_DOCUMENTS } from './answers-quality/documents.mjs';
import { startAnswersServer } from './lib/answers-server.mjs';
import { flag, quantile } from './lib/server.mjs';
import { documentLoader } from './lib/documents-load.mjs';

// The 93 questions of the dev and first held-out parts, so figures stay comparable across runs (the fresh
// and fresh2 parts are scored by answers-quality).
const SCALE_QUESTIONS = FIRST_QUESTIONS;

export async function benchAnswersScale({ docs = Number(flag('docs', 5000)) } = {}) {
  const server = await startAnswersServer({ name: 'scale' });
  try {
    const { api } = server;
    const { upload, grow, batchCosts, base } = await documentLoader({
      baseURL: server.url,
      api,
      token: server.token,
      log: (line) => console.log(`answers-scale ${line}`),
    });
    const set = await upload(await renderQualityDocuments());
    const stored = await server.host.documentsOf(set.id);
    const keyById = new Map(
      stored.map((d) => [d.id, QUALITY_DOCUMENTS.find((q) => q.name === d.filename)?.key]),
    );
    const keyOf = (id) => keyById.get(id) ?? `other:${id}`;
    const { storedPage } = server.host;

    const measure = async (label) => {
      const chat = await api('POST', `${base}/chats`, { title: `scale ${label}` });
      const rows = [];
      const floor = [];
      for (const [i, question] of SCALE_QUESTIONS.entries()) {
        const h = performance.now();
        await fetch(`${server.url}/healthz`);
        floor.push(performance.now() - h);
        const t = performance.now();
        const res = await api('POST', `${base}/chats/${chat.id}/questions`, {
          question: question.q,
          approaches: ['documents'],
        });
        const ms = performance.now() - t;
        const part = res.answer.answers.find((a) => a.approach === 'documents');
        const answer = { text: part?.text ?? '', citations: part?.citations ?? [] };
        if (i > 0)
          rows.push({ question, ms, answer, score: await scoreAnswer(question, answer, keyOf, storedPage) });
      }
      const s = summarise(rows);
      console.log(
        `answers-scale ${label}: chat p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  (floor /healthz p50 ${quantile(floor, 0.5).toFixed(1)} ms p95 ${quantile(floor, 0.95).toFixed(1)} ms)  doc+page ${s.topRight.toFixed(0)}%  fact ${s.fact.toFixed(0)}%  not found for absent ${s.notFound.toFixed(0)}%  (${rows.length} questions)`,
      );
      return s;
    };
    await grow(100);
    const small = await measure('100 documents');
    await grow(docs);
    const large = await measure(`${docs} documents`);
    // Per-document indexing cost: the median of each group of batches (one slow batch, from other work on
    // the machine, does not move it), the first tenth of the batches against the last tenth.
    const median = (xs) => quantile(xs, 0.5);
    const tenth = Math.max(3, Math.floor(batchCosts.length / 10));
    const first = median(batchCosts.slice(0, tenth));
    const last = median(batchCosts.slice(-tenth));
    const deciles = Array.from({ length: 10 }, (_, k) =>
      median(
        batchCosts.slice(
          Math.floor((k * batchCosts.length) / 10),
          Math.floor(((k + 1) * batchCosts.length) / 10),
        ),
      ),
    );
    console.log(
      `answers-scale indexing per document (median of ${tenth} batches of 20): first ${first.toFixed(1)} ms, last ${last.toFixed(1)} ms (x${(last / first).toFixed(2)}); by tenth of the load: ${deciles.map((d) => d.toFixed(1)).join(' / ')} ms; answer p95 ${docs} vs 100 documents: x${(large.p95 / small.p95).toFixed(2)}`,
    );
    return { small, large, first, last };
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnswersScale();
