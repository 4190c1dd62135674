// Answer speed and quality as the corpus grows (issue 15): the answer-quality set's 12 documents, then
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
import { untilIndexed } from './lib/session.mjs';

// The 93 questions of the dev and first held-out parts, so figures stay comparable across runs (the fresh
// and fresh2 parts are scored by answers-quality).
const SCALE_QUESTIONS = FIRST_QUESTIONS;

const COMPANIES = [
  'Ashford',
  'Bellwether',
  'Copperline',
  'Driftwood',
  'Eastgate',
  'Foxhollow',
  'Glenrock',
  'Hearthstone',
  'Ironbridge',
  'Juniper',
  'Kestrel',
  'Larkspur',
  'Meadowbrook',
  'Northgate',
  'Oakhaven',
  'Pinecrest',
  'Quarry Hill',
  'Redfern',
  'Stonegate',
  'Tidewater',
  'Upland',
  'Valewood',
  'Westbrook',
  'Yellowpine',
];
const STATES = [
  'Alabama',
  'Arizona',
  'Arkansas',
  'California',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Idaho',
  'Illinois',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'South Carolina',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'Wisconsin',
  'Wyoming',
  'Ohio',
  'Indiana',
  'Michigan',
  'Colorado',
];
const LINES = [
  ['Homeowners', ['HO-3 Special Form', 'HO-4 Contents Broad Form', 'HO-6 Unit-Owners Form']],
  [
    'Private Passenger Auto',
    ['Bodily Injury Liability', 'Property Damage Liability', 'Collision', 'Comprehensive'],
  ],
  ['Commercial Auto', ['Liability', 'Physical Damage']],
  ['Workers Compensation', ['Manual premium', 'Schedule rating']],
];

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => (x = (Math.imul(x ^ (x >>> 15), 2246822519) + 0x9e3779b9) >>> 0) / 2 ** 32;
}
const pct = (r, lo, hi) => `${r() < 0.15 ? '-' : '+'}${(lo + r() * (hi - lo)).toFixed(1)}%`;

/** One generated filing as Markdown: a memo with figures, a coverage table and dates. */
function filing(i) {
  const r = rng(i + 17);
  const company = COMPANIES[i % COMPANIES.length];
  const state = STATES[Math.floor(i / COMPANIES.length) % STATES.length];
  const [line, rows] = LINES[Math.floor(i / (COMPANIES.length * STATES.length)) % LINES.length];
  const month = ['January', 'March', 'May', 'July', 'September', 'November'][Math.floor(r() * 6)];
  const table = rows.map((row) => `| ${row} | ${pct(r, 1, 14)} | ${pct(r, 1, 10)} |`).join('\n');
  return `# ${company} Insurance Company - ${state} ${line} Rate Filing

Filing ${company.slice(0, 4).toUpperCase()}-${i}. ${company} Insurance Company proposes an overall ${line.toLowerCase()} rate change of ${pct(r, 1, 12)} in ${state}, effective ${month} ${1 + Math.floor(r() * 27)}, 2025. The indicated change is ${pct(r, 2, 16)}. The filing affects ${Math.floor(5000 + r() * 90000).toLocaleString('en-US')} policies and $${(5 + r() * 150).toFixed(1)} million of written premium.

## Changes by coverage

| Coverage | Indicated | Selected |
| --- | --- | --- |
${table}

## Trend and expenses

The selected loss trend is ${pct(r, 1, 9)} per year. The catastrophe provision is ${pct(r, 2, 20)} of premium. Commission is ${(8 + r() * 8).toFixed(1)}% of premium and the profit provision is ${(2 + r() * 4).toFixed(1)}%. The experience is ${Math.floor(50 + r() * 50)}% credible under the square-root rule with a full standard of 1,082 claims.
`;
}

export async function benchAnswersScale({ docs = Number(flag('docs', 5000)) } = {}) {
  const server = await startAnswersServer({ name: 'scale' });
  try {
    const { api } = server;
    const usecase = (await api('GET', '/api/usecase?pageSize=100')).items.find(
      (u) => u.key === 'docAnalysis',
    );
    const base = `/api/usecase/${usecase.id}`;
    const upload = async (files) => {
      const an = await api('POST', `${base}/docs/analysis`, {
        name: `scale ${files[0].name}`,
        questionIds: [],
      });
      const t0 = performance.now();
      await server.upload(`${base}/docs/analysis/${an.id}/documents`, files);
      await untilIndexed(api, base, an.id, { pollMs: 50 });
      return { id: an.id, msPerDoc: (performance.now() - t0) / files.length };
    };
    const set = await upload(await renderQualityDocuments());
    const stored = await server.host.documentsOf(set.id);
    const keyById = new Map(
      stored.map((d) => [d.id, QUALITY_DOCUMENTS.find((q) => q.name === d.filename)?.key]),
    );
    const keyOf = (id) => keyById.get(id) ?? `other:${id}`;
    const { storedPage } = server.host;

    let made = 0;
    const batchCosts = [];
    const grow = async (to) => {
      while (made + QUALITY_DOCUMENTS.length < to) {
        const n = Math.min(20, to - QUALITY_DOCUMENTS.length - made);
        const files = Array.from({ length: n }, (_, j) => ({
          name: `generated-filing-${made + j}.md`,
          type: 'text/markdown',
          bytes: Buffer.from(filing(made + j)),
        }));
        const { msPerDoc } = await upload(files);
        batchCosts.push(msPerDoc);
        made += n;
        if (made % 500 < 20)
          console.log(`answers-scale ${made + QUALITY_DOCUMENTS.length} documents indexed`);
      }
    };
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
