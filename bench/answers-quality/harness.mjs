// Runs the answer-quality set against a running server: uploads the documents to a new analysis of the
// Document Analysis use case, asks every question through document-analysis Q&A (question base + add to
// the analysis, answered at once) and through a chat's documents approach in the same use case, and scores
// the answers against the hand-written expectations. The floor is MiniSearch (BM25) over the sentences of
// the same documents, its top sentence taken as the answer. The host passes the transport and two
// database look-ups (stored page text, the analysis's documents), so the bench and the vitest gate share
// this code.
import MiniSearch from 'minisearch';
import { QUALITY_DOCUMENTS } from './documents.mjs';
import { QUALITY_QUESTIONS } from './questions.mjs';
import { plainPages, renderQualityDocuments } from './render.mjs';

export const NOT_FOUND = 'I could not find this in the documents.';

const norm = (s) =>
  s
    .toLowerCase()
    .replace(/\s+percent\b/g, '%')
    .replace(/\s+/g, ' ');

/** The answer holds the fact as a whole token (so "5%" is not found inside "25%"). */
export function containsFact(answer, facts) {
  const text = norm(answer);
  return facts.some((f) => {
    const esc = norm(f).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\w.,])${esc}(?![\\w]|[.,]\\d)`).test(text);
  });
}

/** The answer holds the question's facts: every one of them for a compound question (`allFacts`), else one. */
export function hasFacts(answer, question) {
  return question.allFacts
    ? question.facts.every((f) => containsFact(answer, [f]))
    : containsFact(answer, question.facts);
}

function quantile(xs, q) {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
}

function expectedPage(question, key) {
  return typeof question.page === 'object' && question.page !== null ? question.page[key] : question.page;
}

/** Scores one answer { text, citations } of one question; keyOf maps a document id to its set key. */
export async function scoreAnswer(question, answer, keyOf, storedPage) {
  const refused = answer.citations.length === 0 || answer.text.startsWith(NOT_FOUND);
  let quotesOk = 0;
  for (const c of answer.citations) {
    const page = await storedPage(c.documentId, c.page ?? 1);
    if (page !== null && page.slice(c.startOffset, c.endOffset) === c.quote) quotesOk++;
  }
  const top = answer.citations[0];
  const topKey = top ? keyOf(top.documentId) : null;
  return {
    refused,
    citations: answer.citations.length,
    quotesOk,
    topRight:
      !question.absent &&
      top !== undefined &&
      question.docs.includes(topKey) &&
      expectedPage(question, topKey) === (top.page ?? null),
    fact: !question.absent && !refused && hasFacts(answer.text, question),
  };
}

export function summarise(rows) {
  const answerable = rows.filter((r) => !r.question.absent);
  const absent = rows.filter((r) => r.question.absent);
  const cites = rows.reduce((s, r) => s + r.score.citations, 0);
  const pct = (n, d) => (d === 0 ? 100 : (100 * n) / d);
  const ms = rows.map((r) => r.ms).filter((x) => x !== undefined);
  return {
    n: rows.length,
    quotes: pct(
      rows.reduce((s, r) => s + r.score.quotesOk, 0),
      cites,
    ),
    topRight: pct(answerable.filter((r) => r.score.topRight).length, answerable.length),
    fact: pct(answerable.filter((r) => r.score.fact).length, answerable.length),
    notFound: pct(absent.filter((r) => r.score.refused).length, absent.length),
    falseRefusals: answerable.filter((r) => r.score.refused).length,
    p50: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
  };
}

/** Splits text into sentences the plain way an off-the-shelf ranker's user would: lines, then ". ". */
function floorSentences(text) {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9$+-])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The floor: MiniSearch BM25 over the sentences of the set's documents; top sentence = the answer. */
export function floorAnswers(questions = QUALITY_QUESTIONS) {
  const docs = [];
  for (const doc of QUALITY_DOCUMENTS)
    plainPages(doc).forEach((page, i) =>
      floorSentences(page).forEach((text) =>
        docs.push({ id: docs.length, key: doc.key, page: doc.format === 'pdf' ? i + 1 : null, text }),
      ),
    );
  const index = new MiniSearch({ fields: ['text'], storeFields: ['key', 'page', 'text'] });
  index.addAll(docs);
  return questions.map((question) => {
    const t0 = performance.now();
    const hit = index.search(question.q)[0];
    const ms = performance.now() - t0;
    const refused = hit === undefined;
    return {
      question,
      ms,
      score: {
        refused,
        citations: refused ? 0 : 1,
        quotesOk: refused ? 0 : 1,
        topRight:
          !question.absent &&
          !refused &&
          question.docs.includes(hit.key) &&
          expectedPage(question, hit.key) === hit.page,
        fact: !question.absent && !refused && hasFacts(hit.text, question),
      },
    };
  });
}

/**
 * The host's database look-ups over the server's Kysely database, in the tenant's transaction (withTenant
 * is passed in, so the bench's tsx import and the vitest gate's import both work): a stored page's text and
 * an analysis's documents.
 */
export function databaseLookups(db, tenant, withTenant) {
  return {
    storedPage: (documentId, pageNo) =>
      withTenant(db, tenant, async (tx) => {
        const row = await tx
          .selectFrom('document_pages')
          .select('text')
          .where('document_id', '=', documentId)
          .where('page_no', '=', pageNo)
          .executeTakeFirst();
        return row?.text ?? null;
      }),
    documentsOf: (analysisId) =>
      withTenant(db, tenant, (tx) =>
        tx.selectFrom('documents').select(['id', 'filename']).where('analysis_id', '=', analysisId).execute(),
      ),
  };
}

/**
 * host: { api(method, url, body) -> json, upload(url, files) -> void, storedPage(documentId, pageNo) ->
 * string | null, documentsOf(analysisId) -> [{ id, filename }] }.
 */
export async function runQualitySet(
  host,
  {
    questions = QUALITY_QUESTIONS,
    documents = QUALITY_DOCUMENTS,
    log = () => {},
    chat: withChat = true,
  } = {},
) {
  const usecases = (await host.api('GET', '/api/usecase?pageSize=100')).items;
  const docAnalysis = usecases.find((u) => u.key === 'docAnalysis');
  if (!docAnalysis) throw new Error('the tenant has no Document Analysis use case');
  const base = `/api/usecase/${docAnalysis.id}`;
  const analysis = await host.api('POST', `${base}/docs/analysis`, {
    name: 'answer quality set',
    questionIds: [],
  });
  const files = await renderQualityDocuments(documents);
  await host.upload(`${base}/docs/analysis/${analysis.id}/documents`, files);
  const t0 = performance.now();
  for (;;) {
    const s = await host.api('GET', `${base}/docs/analysis/${analysis.id}/analyse_status`);
    if (
      s.documentsTotal > 0 &&
      s.documentsDone >= s.documentsTotal &&
      // 'analysing' until the worker is done: with EMBEDDINGS_BASE_URL a document counts as indexed before
      // its vectors are stored, and a question added while the worker runs is left to the worker.
      s.status !== 'analysing' &&
      s.status !== 'queued'
    )
      break;
    if (s.status === 'failed') throw new Error(`indexing failed: ${s.error}`);
    if (performance.now() - t0 > 300_000) throw new Error(`not indexed in 300 s: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`indexed ${files.length} documents in ${(performance.now() - t0).toFixed(0)} ms`);
  const stored = await host.documentsOf(analysis.id);
  const keyById = new Map(
    stored.map((d) => [d.id, documents.find((doc) => doc.name === d.filename)?.key ?? null]),
  );
  const keyOf = (id) => keyById.get(id) ?? `other:${id}`;

  const qa = [];
  for (const question of questions) {
    const created = await host.api('POST', `${base}/questions`, { text: question.q });
    const t = performance.now();
    const answered = await host.api('POST', `${base}/docs/analysis/${analysis.id}/qa/${created.id}/add`);
    const ms = performance.now() - t;
    const answer = { text: answered.answer ?? '', citations: answered.citations ?? [] };
    qa.push({ question, ms, answer, score: await scoreAnswer(question, answer, keyOf, host.storedPage) });
  }

  const chatRows = [];
  const chat = withChat ? await host.api('POST', `${base}/chats`, { title: 'answer quality set' }) : null;
  for (const question of withChat ? questions : []) {
    const t = performance.now();
    const res = await host.api('POST', `${base}/chats/${chat.id}/questions`, {
      question: question.q,
      approaches: ['documents'],
    });
    const ms = performance.now() - t;
    const part = res.answer.answers.find((a) => a.approach === 'documents');
    const answer = { text: part?.text ?? '', citations: part?.citations ?? [] };
    chatRows.push({
      question,
      ms,
      answer,
      score: await scoreAnswer(question, answer, keyOf, host.storedPage),
    });
  }
  return { qa, chat: chatRows, floor: floorAnswers(questions) };
}

export function report(result, print = console.log) {
  const line = (name, s) =>
    `${name.padEnd(26)} ${String(s.n).padStart(3)}  ${s.quotes.toFixed(0).padStart(5)}%  ${s.topRight.toFixed(0).padStart(5)}%  ${s.fact.toFixed(0).padStart(5)}%  ${s.notFound.toFixed(0).padStart(5)}%  ${String(s.falseRefusals).padStart(4)}  ${s.p50.toFixed(1).padStart(7)} ms ${s.p95.toFixed(1).padStart(7)} ms`;
  print(`${'answers-quality'.padEnd(26)}   n  quotes  doc+pg   fact  n.f.abs  refA      p50        p95`);
  const out = {};
  for (const split of [
    'dev',
    'held',
    'fresh',
    'fresh2',
    'fresh3',
    'fresh4',
    'fresh5',
    'fresh6',
    'fresh7',
    'fresh8',
    'fresh9',
    'fresh10',
    'fresh11',
    'fresh12',
    'fresh13',
    'fresh14',
    'fresh15',
    'fresh16',
    'fresh17',
    'fresh18',
    'fresh19',
    'fresh20',
    'fresh21',
    'all',
  ]) {
    for (const [name, rows] of [
      ['document-analysis Q&A', result.qa],
      ['chat (documents)', result.chat],
      ['floor: MiniSearch BM25', result.floor],
    ]) {
      const subset = split === 'all' ? rows : rows.filter((r) => r.question.split === split);
      const s = summarise(subset);
      out[`${split}/${name}`] = s;
      print(line(`${split}: ${name}`, s));
    }
  }
  return out;
}
