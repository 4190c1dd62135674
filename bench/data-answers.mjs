// Data answers: the evaluation set of bench/lib/data-eval.mjs against the built server on PGlite (demo
// data seeded, plus a fresh tenant loaded through data ingestion with the generated CSVs). Prints how
// many answers are correct, the share of row-citing answers whose every cited row satisfies every filter
// of the question and exists in the CSVs, "no data" said for the absent ones, and the answer latency
// (p50/p95 of POST .../questions with the data approach), against a floor measured in the same run:
// GET /api/profile/userinfo of the same user (the cost of any authenticated API call).
// Then the demo tenant's suggested data questions, asked in their use cases, with their answers.
//   node bench/data-answers.mjs [--rounds 1] [--verbose]
import { rmSync } from 'node:fs';
import { startServer, signIn, median, quantile, ms, flag } from './lib/server.mjs';
import { TODAY, buildQuestions, generateBook } from './lib/data-eval.mjs';
import { buildHeldOutQuestions } from './lib/data-eval-heldout.mjs';
import { askAndCheck, setUpEvalTenant, summarise } from './lib/data-eval-run.mjs';

const rounds = Number(flag('rounds', '1'));
const verbose = process.argv.includes('--verbose');

const server = await startServer({ RATELENS_TODAY: TODAY });
try {
  const request = async (method, url, token, json) => {
    const res = await fetch(`${server.baseURL}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  };
  const t = {
    adminToken: (await signIn(server, 'admin@ratelens.example')).id_token,
    request,
    signIn: async (email) => (await signIn(server, email)).id_token,
    async upload(token, dataset, csv) {
      const form = new FormData();
      form.append('name', `Evaluation ${dataset}`);
      form.append('dataset', dataset);
      form.append('file', new Blob([csv], { type: 'text/csv' }), `${dataset}.csv`);
      const res = await fetch(`${server.baseURL}/api/data-ingestion`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    },
  };
  const book = generateBook();
  const ctx = await setUpEvalTenant(t, book, { models: true });
  const main = buildQuestions(book);
  const heldOut = buildHeldOutQuestions(book);
  const questions = [...main, ...heldOut];
  console.log(
    `tenant loaded through data ingestion: ${book.filings.length} filings, ${book.portfolio.length} portfolio rows; ` +
      `${questions.length} questions (${questions.filter((q) => q.absent).length} with no data, ` +
      `${questions.filter((q) => q.clarify).length} naming something unknown), today = ${TODAY}`,
  );

  // Warm-up: one question of each use case, not counted.
  await askAndCheck(t, ctx, questions[0]);
  await askAndCheck(
    t,
    ctx,
    questions.find((q) => q.useCase === 'compIntel'),
  );

  const floor = [];
  const results = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of questions) {
      const started = performance.now();
      await request('GET', '/api/profile/userinfo', ctx.token);
      floor.push(performance.now() - started);
      results.push(await askAndCheck(t, ctx, q));
    }
  }
  const firstRound = results.slice(0, questions.length);
  const latencies = results.map((r) => r.ms);
  const pct = (x) => `${x.toFixed(1)}%`;
  for (const [label, part] of [
    [`main set (${main.length} questions)`, firstRound.slice(0, main.length)],
    [
      `held-out set (${heldOut.length} questions, bench/lib/data-eval-heldout.mjs)`,
      firstRound.slice(main.length),
    ],
    [
      `of which intel metrics (${questions.filter((q) => q.part === 'intel-metrics').length} questions, bench/lib/data-eval-intel.mjs)`,
      firstRound.filter((r) => r.question.part === 'intel-metrics'),
    ],
    [`all (${questions.length} questions)`, firstRound],
  ]) {
    const s = summarise(part);
    console.log(`${label}:`);
    console.log(`  correct:                       ${pct(s.correct)} (target >= 90%)`);
    console.log(
      `  filters respected (cited rows): ${pct(s.filtersRespected)} (target 100%), ${s.rowsCited} rows checked`,
    );
    console.log(`  cited rows exist:              ${pct(s.citedRowsExist)} (target 100%)`);
    console.log(`  "no data" for absent:          ${pct(s.noData)} (target >= 90%, ${s.absent} absent)`);
  }
  console.log(
    `answer latency:                p50 ${ms(median(latencies))}, p95 ${ms(quantile(latencies, 0.95))} (target p95 <= 150 ms); ` +
      `floor (GET userinfo) p50 ${ms(median(floor))}, p95 ${ms(quantile(floor, 0.95))}; ` +
      `ratio p50 ${(median(latencies) / median(floor)).toFixed(1)}x`,
  );
  const intelMs = results.filter((r) => r.question.part === 'intel-metrics').map((r) => r.ms);
  console.log(
    `  intel-metrics questions:     p50 ${ms(median(intelMs))}, p95 ${ms(quantile(intelMs, 0.95))} (${intelMs.length} answers)`,
  );
  const wrong = results
    .slice(0, questions.length)
    .filter((r) => !r.correct || r.rowsOutside > 0 || r.rowsMissing > 0);
  for (const r of wrong)
    console.log(
      `  miss #${r.question.id} ${r.question.q}\n    -> ${r.answer.text.slice(0, 400)}${r.rowsOutside ? `\n    ${r.rowsOutside} cited rows outside the filters` : ''}`,
    );
  if (verbose)
    for (const r of results.slice(0, questions.length))
      console.log(`#${r.question.id} ${r.question.q}\n  -> ${r.answer.text}`);

  // The demo's suggested data questions (the seeded question base), asked as Acme Mutual's analyst.
  const ada = (await signIn(server, 'ada@acme-mutual.example')).id_token;
  const usecases = await request('GET', '/api/usecase?pageSize=100', ada);
  console.log('\ndemo question base (Acme Mutual), data approach:');
  for (const u of usecases.body.items ?? []) {
    const qs = await request('GET', `/api/usecase/${u.id}/questions?pageSize=100`, ada);
    const dataQuestions = (qs.body.items ?? qs.body ?? []).filter?.((q) => q.approach === 'data') ?? [];
    if (dataQuestions.length === 0) continue;
    const chat =
      u.feature === 'PRF-AST'
        ? await request('POST', '/api/chats', ada, { usecaseId: u.id })
        : await request('POST', `/api/usecase/${u.id}/chats`, ada, {});
    if (chat.status !== 201) {
      console.log(`  ${u.name}: cannot start a chat (${chat.status})`);
      continue;
    }
    for (const q of dataQuestions) {
      const url =
        u.feature === 'PRF-AST'
          ? `/api/chats/${chat.body.id}/questions`
          : `/api/usecase/${u.id}/chats/${chat.body.id}/questions`;
      const res = await request('POST', url, ada, { question: q.text ?? q.question, approaches: ['data'] });
      const a = res.body.answer?.answers?.find((x) => x.approach === 'data');
      console.log(
        `  [${u.name}] ${q.text ?? q.question}\n    -> (${a?.plan?.outcome ?? res.status}) ${(a?.text ?? JSON.stringify(res.body)).slice(0, 300)}`,
      );
    }
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
