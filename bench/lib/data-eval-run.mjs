// Runs the data-answers evaluation against a server through its API, whatever carries the requests (the
// built server over HTTP in bench/data-answers.mjs, app.inject in the server test): a fresh tenant is
// created, its book loaded through data ingestion, each question asked in the chat of its use case, and
// every cited row fetched back and checked against the question's filters and the generated CSV rows.
import {
  OWN,
  TENANT,
  buildQuestions,
  generateBook,
  isCorrect,
  rowExists,
  rowMatches,
  rowOf,
  saysNoData,
} from './data-eval.mjs';
import { loadEvalModels, uploadAndWait } from './data-eval-models.mjs';

export const USE_CASES = {
  compIntel: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01',
  portfolio: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a07',
};
export const ANALYST = `ana@${TENANT.domain}`;

/**
 * t.request(method, url, token, json?) -> { status, body }; t.upload(token, dataset, csv) -> { status, body };
 * t.signIn(email) -> bearer token; t.adminToken: a system administrator's token.
 */
export async function setUpEvalTenant(t, book = generateBook(), options = {}) {
  const expect = (res, status, what) => {
    if (res.status !== status)
      throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };
  const tenant = expect(
    await t.request('POST', '/api/tenant', t.adminToken, {
      name: TENANT.name,
      slug: TENANT.slug,
      emailDomains: [TENANT.domain],
      enabledFeatures: ['COM-AST', 'PRF-AST', 'PRF-ANL', 'ANM-DSH', 'DOC-ANL'],
    }),
    201,
    'creating the tenant',
  );
  expect(
    await t.request('POST', `/api/tenant/${tenant.id}/user`, t.adminToken, {
      email: ANALYST,
      name: 'Ana Lyst',
      roleName: 'tenant-admin',
    }),
    201,
    'adding the analyst',
  );
  const token = await t.signIn(ANALYST);
  for (const [dataset, csv, rows] of [
    ['filings', book.filingsCsv, book.filings.length],
    ['portfolio', book.portfolioCsv, book.portfolio.length],
    ['intel-feeds', book.feedsCsv, book.feeds.length],
  ]) {
    const res = await uploadAndWait(t, token, dataset, csv);
    if (![200, 201, 202].includes(res.status))
      throw new Error(`loading ${dataset} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    if (res.body.rowsLoaded !== rows)
      throw new Error(
        `loading ${dataset}: ${res.body.rowsLoaded} of ${rows} rows loaded: ${JSON.stringify(res.body.rejects ?? []).slice(0, 500)}`,
      );
  }
  // Model scores (bench only, options.models): planted stability of three models in the Portfolio Assistant.
  if (options.models) await loadEvalModels(t, token, book, USE_CASES.portfolio);
  const portfolioChat = expect(
    await t.request('POST', '/api/chats', token, { usecaseId: USE_CASES.portfolio, title: 'Evaluation' }),
    201,
    'starting a portfolio chat',
  ).id;
  const compIntelChat = expect(
    await t.request('POST', `/api/usecase/${USE_CASES.compIntel}/chats`, token, { title: 'Evaluation' }),
    201,
    'starting a competitive intelligence chat',
  ).id;
  return { token, book, tenantId: tenant.id, chats: { portfolio: portfolioChat, compIntel: compIntelChat } };
}

/** Asks one question; returns the data answer, its latency, and the checks of every cited row. */
export async function askAndCheck(t, ctx, question) {
  const usecase = USE_CASES[question.useCase];
  const chat = ctx.chats[question.useCase];
  const url =
    question.useCase === 'portfolio'
      ? `/api/chats/${chat}/questions`
      : `/api/usecase/${usecase}/chats/${chat}/questions`;
  const started = performance.now();
  const res = await t.request('POST', url, ctx.token, { question: question.q, approaches: ['data'] });
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(
      `asking "${question.q}" answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`,
    );
  const message = res.body.answer;
  const answer = message.answers.find((a) => a.approach === 'data');
  let rowsCited = 0;
  let rowsMissing = 0;
  let rowsOutside = 0;
  const outside = [];
  for (const citation of answer.citations) {
    const detail = await t.request(
      'GET',
      `/api/usecase/${usecase}/chats/${chat}/messages/${message.id}/approach/data/citations/${citation.id}`,
      ctx.token,
    );
    if (detail.status !== 200) throw new Error(`citation ${citation.id} answered ${detail.status}`);
    const { columns, rows } = detail.body;
    if (rows.length !== citation.rowIds.length) rowsMissing += citation.rowIds.length - rows.length;
    for (const cells of rows) {
      const row = rowOf(columns, cells);
      rowsCited += 1;
      if (!rowExists(ctx.book, row)) rowsMissing += 1;
      if (!rowMatches(row, question.filters)) {
        rowsOutside += 1;
        if (outside.length < 3) outside.push(row);
      }
    }
  }
  return {
    question,
    answer,
    ms,
    correct: isCorrect(question, answer),
    noData: saysNoData(answer),
    rowsCited,
    rowsMissing,
    rowsOutside,
    outside,
  };
}

export function summarise(results) {
  const pct = (a, b) => (b === 0 ? 100 : (100 * a) / b);
  const absent = results.filter((r) => r.question.absent);
  const citing = results.filter((r) => r.rowsCited > 0);
  return {
    questions: results.length,
    absent: absent.length,
    correct: pct(results.filter((r) => r.correct).length, results.length),
    filtersRespected: pct(citing.filter((r) => r.rowsOutside === 0).length, citing.length),
    citedRowsExist: pct(citing.filter((r) => r.rowsMissing === 0).length, citing.length),
    noData: pct(absent.filter((r) => r.noData).length, absent.length),
    rowsCited: results.reduce((s, r) => s + r.rowsCited, 0),
  };
}

export { OWN, TENANT, buildQuestions, generateBook };
