// Scale (issue 19): how a request's cost grows with the tenant's data, on PGlite and PostgreSQL, each
// point beside the same SQL run directly on the database in the same run (the floor).
//   node bench/scale.mjs [--db pglite|postgres|both] [--users 100,10000,50000] [--portfolio 7200,72000,720000]
//                        [--docs 100,1000,5000]
//                        [--samples 40] [--hol-seconds 10] [--quick]
// --quick: users 100,2000,10000 and portfolio 7200,21600 (a few minutes on a loaded 2-core machine).
// Curves:
// - members page: GET /api/user?orderBy=name&pageSize=100, one request at a time, members grown through
//   the bulk import (POST /api/user/import, its throughput is printed too);
// - dashboard trend: GET /api/dashboard/trend/premium?days=90, the book grown through data ingestion
//   (POST /api/data-ingestion, portfolio CSV files) with months before the window;
// - document answers: POST .../chats/{id}/questions (documents approach, the use case's documents) for the
//   answer-quality questions, the corpus grown by bench/lib/documents-load.mjs (the quality set, then
//   generated filings 20 per analysis); its SQL side is the search itself (gatherEvidence: the prepare and
//   candidates statements) run directly on the database;
// - PGlite head-of-line: the members page at 10 connections alone, then with 2 connections asking for
//   the 10-year state performance at the same time, with the connection queue (cheapest kind of work
//   first) and with RATELENS_PGLITE_QUEUE=fifo;
// - memory and start-up: idle RSS of the server after start-up settled, and start-up on the existing
//   data dir (spawn to /healthz).
// The direct SQL on PGlite runs in this process on the server's data dir while the server is stopped
// (PGlite is one process's embedded database); on PostgreSQL beside the running server.
import { readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { FIRST_QUESTIONS } from './answers-quality/questions.mjs';
import { renderQualityDocuments } from './answers-quality/render.mjs';
import { documentLoader } from './lib/documents-load.mjs';
import { root, startServer, signIn, client, flag, median, quantile, ms } from './lib/server.mjs';

// The document search runs directly through the server's own module (the same statements, no HTTP).
register();
const { openDatabase } = await import('../apps/server/src/db/database.ts');
const { withTenant } = await import('../apps/server/src/db/tenant.ts');
const { gatherEvidence } = await import('../apps/server/src/services/answers/evidence.ts');

const quick = process.argv.includes('--quick');
const sizes = (name, fallback) =>
  String(flag(name, fallback))
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((x) => Number.isFinite(x) && x > 0);
const USERS = sizes('users', quick ? '100,2000,10000' : '100,10000,50000');
// A load answers when its file is in; a 200,000-row file outlasted fetch's 300 s wait for the answer's
// headers on PGlite under load 20+ (the 720,000-row step), so files hold at most this many rows.
const INGEST_FILE_ROWS = Number(flag('ingest-file-rows', 50_000));
const PORTFOLIO = sizes('portfolio', quick ? '7200,21600' : '7200,72000,720000');
const DOCS = sizes('docs', quick ? '100,500' : '100,1000,5000');
const SAMPLES = Number(flag('samples', quick ? 25 : 40));
const HOL_SECONDS = Number(flag('hol-seconds', quick ? 6 : 10));
const DBS = flag('db', 'both') === 'both' ? ['pglite', 'postgres'] : [flag('db', 'both')];
const ADA = 'ada@acme-mutual.example';
const ACME = '00000000-0000-4000-8000-000000000002';
const APP_ROLE = 'ratelens_app';
const LIST_URL = '/api/user?orderBy=name&pageSize=100';
const TREND_URL = '/api/dashboard/trend/premium?days=90&pageSize=100';
const HEAVY_URL = '/api/dashboard/performance/state?days=3660&pageSize=100';

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const pct = (xs) => ({ p50: median(xs), p95: quantile(xs, 0.95) });

function rssMiB(pid) {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return null;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(file, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : null;
}

function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function settled(pid) {
  for (let i = 0; i < 60; i++) {
    const before = cpuMs(pid);
    if (before === null) return;
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuMs(pid) - before < 50) return;
  }
}

/**
 * Both sides of a point are warmed alike before they are timed: the direct SQL runs max(2n, 50) times
 * first (a freshly opened PGlite is cold), and so does the API (its first requests after a restart or a
 * load compile routes, validators and JIT code that later requests do not pay).
 */
const warm = (fn) => timed(Math.max(2 * SAMPLES, 50), fn);

async function timed(n, fn) {
  const xs = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    xs.push(performance.now() - t0);
  }
  return pct(xs);
}

// The SQL the members page runs (services/users/users.ts + list-query.ts), as the app role in the tenant.
const LIST_SQL = `select u.tenant_id, u.id, u.username, u.name, u.email, u.role_name, u.is_active, u.created_at,
  u.updated_at, (select max(s.created_at) from sessions s where s.tenant_id = u.tenant_id and s.user_id = u.id)
  as last_sign_in_at, (select count(*)::int from (select 1 as one from users as u limit 1001) as capped__)
  as list_total__, (u.name)::text as list_key0__, (u.id)::text as list_key1__
  from users as u order by u.name ASC, u.id ASC limit 100 offset 0`;
// The SQL of the 90-day premium trend (services/analytics/dashboard.ts portfolioByMonth), months from/to.
const trendSql = (
  from,
  to,
) => `select p.month, p.line, sum(p.exposure) as exposure, sum(p.earned_premium) as earned,
  sum(p.claim_count)::float8 as claims, sum(p.incurred_losses) as incurred,
  sum(p.incurred_losses) filter (where p.earned_premium > 0) as incurred_priced
  from portfolio_rows p where p.month >= '${from}' and p.month <= '${to}'
  group by p.month, p.line order by p.month, p.line`;

/** Runs `statements` directly: in-process PGlite on the (stopped) server's data dir, or pg on the cluster. */
async function direct(db, target, statements, n) {
  if (db === 'postgres') {
    const c = new pg.Client({ connectionString: target });
    await c.connect();
    try {
      await c.query(`set role ${APP_ROLE}`);
      const out = {};
      const run = async (text) => {
        await c.query('begin');
        await c.query(`select set_config('app.tenant_id', $1, true)`, [ACME]);
        await c.query(text);
        await c.query('commit');
      };
      for (const [name, text] of Object.entries(statements)) {
        await timed(Math.max(2 * n, 50), () => run(text));
        out[name] = await timed(n, () => run(text));
      }
      return out;
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import(path.join(root, 'node_modules/@electric-sql/pglite/dist/index.js'));
  const db2 = await PGlite.create(path.join(target, 'pglite'));
  try {
    await db2.query(`set role ${APP_ROLE}`);
    const out = {};
    const run = (text) =>
      db2.transaction(async (tx) => {
        await tx.query(`select set_config('app.tenant_id', $1, true)`, [ACME]);
        await tx.query(text);
      });
    for (const [name, text] of Object.entries(statements)) {
      // A freshly opened PGlite runs its WebAssembly cold: warm it as the API side is warmed (see warm).
      await timed(Math.max(2 * n, 50), () => run(text));
      out[name] = await timed(n, () => run(text));
    }
    return out;
  } finally {
    await db2.close();
  }
}

/** The document search of each question, directly on the database as the app role in the tenant. */
async function directSearch(db, target, usecaseId, questions) {
  const handles = await openDatabase(
    db === 'postgres' ? { dataDir: '', databaseUrl: target } : { dataDir: target, databaseUrl: null },
  );
  try {
    const app = await handles.openApp(APP_ROLE);
    const run = (q) => withTenant(app, ACME, (tx) => gatherEvidence(tx, q, { usecaseId }));
    for (const q of questions) await run(q);
    if (db === 'pglite') for (const q of questions) await run(q);
    const xs = [];
    for (const q of questions) {
      const t0 = performance.now();
      await run(q);
      xs.push(performance.now() - t0);
    }
    return pct(xs);
  } finally {
    await handles.close();
  }
}

async function importMembers(api, server, token, from, to) {
  const t0 = performance.now();
  for (let start = from; start < to; start += 5000) {
    const end = Math.min(to, start + 5000);
    const rows = ['email,name,role'];
    for (let i = start; i < end; i++)
      rows.push(`m${i}@acme-mutual.example,Member ${String((i * 7919) % 100000).padStart(5, '0')},user`);
    const res = await fetch(`${server.baseURL}/api/user/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: rows.join('\n'),
    });
    const body = await res.json();
    if (!res.ok || body.failed.length > 0)
      throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { rows: to - from, ms: performance.now() - t0 };
}

async function ingestPortfolio(api, server, token, rowsWanted, startYear) {
  const lines = (await api('GET', '/api/dashboard/performance/line-of-business?pageSize=100')).items.map(
    (i) => i.label,
  );
  const states = [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
  ];
  const t0 = performance.now();
  let made = 0;
  let month = 0;
  while (made < rowsWanted) {
    const rows = ['month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses'];
    while (made < rowsWanted && rows.length <= INGEST_FILE_ROWS) {
      const y = startYear + Math.floor(month / 12);
      const m = String((month % 12) + 1).padStart(2, '0');
      for (const s of states)
        for (const l of lines)
          for (let seg = 0; seg < 10 && made < rowsWanted; seg++, made++)
            rows.push(
              `${y}-${m},${s},${l},Bench ${seg},${100 + seg},${50000 + seg * 10},${seg},${30000 + seg * 7}`,
            );
      month += 1;
    }
    const form = new FormData();
    form.append('name', `bench ${made}`);
    form.append('dataset', 'portfolio');
    form.append('file', new Blob([rows.join('\n')], { type: 'text/csv' }), 'portfolio.csv');
    const res = await fetch(`${server.baseURL}/api/data-ingestion`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).catch((error) => {
      // fetch gives up on a response that has not started within 300 s (undici's headers timeout).
      throw new Error(`the upload of ${rows.length - 1} rows got no answer: ${error.cause?.code ?? error}`, {
        cause: error,
      });
    });
    const job = await res.json();
    if (!res.ok) throw new Error(`ingestion answered ${res.status}: ${JSON.stringify(job).slice(0, 300)}`);
    for (;;) {
      const state = await api('GET', `/api/data-ingestion/${job.id}`);
      if (state.status === 'succeeded') break;
      if (state.status === 'failed' || state.status === 'cancelled')
        throw new Error(`ingestion ${state.status}: ${JSON.stringify(state).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return { rows: made, ms: performance.now() - t0, monthsUsed: month };
}

function cannon(opts) {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

async function headOfLine(env) {
  const server = await startServer(env);
  try {
    const tokens = await signIn(server, ADA);
    const headers = { authorization: `Bearer ${tokens.id_token}` };
    await settled(server.pid);
    const url = `${server.baseURL}${LIST_URL}`;
    await cannon({ url, headers, connections: 10, duration: 2 });
    const alone = await cannon({ url, headers, connections: 10, duration: HOL_SECONDS });
    const heavy = cannon({
      url: `${server.baseURL}${HEAVY_URL}`,
      headers,
      connections: 2,
      duration: HOL_SECONDS + 1,
    });
    const mixed = await cannon({ url, headers, connections: 10, duration: HOL_SECONDS });
    const h = await heavy;
    return {
      alone: { p50: alone.latency.p50, p99: alone.latency.p99, rps: alone.requests.average },
      mixed: { p50: mixed.latency.p50, p99: mixed.latency.p99, rps: mixed.requests.average },
      heavy: { p50: h.latency.p50, p99: h.latency.p99, rps: h.requests.average },
    };
  } finally {
    await server.stop();
  }
}

async function runOn(db) {
  let cluster = null;
  if (db === 'postgres') {
    const { startCluster } = await import(path.join(root, 'scripts/pg-cluster.mjs'));
    cluster = await startCluster();
  }
  // Loads at the issue's sizes outlast the 10-minute token: the bench's server keeps tokens for a day.
  const env = { ACCESS_TOKEN_TTL_SECONDS: '86400', ...(cluster ? { DATABASE_URL: cluster.url } : {}) };
  const out = { db, users: [], trend: [], docs: [], misses: [] };
  const t0 = performance.now();
  let server = await startServer(env, [], { keepData: true });
  out.firstStartMs = performance.now() - t0;
  const dataDir = server.dataDir;
  const target = cluster ? cluster.url : dataDir;
  const restart = async () => {
    const t = performance.now();
    server = await startServer(env, [], { dataDir, keepData: true });
    return performance.now() - t;
  };
  try {
    let tokens = await signIn(server, ADA);
    let api = client(server, tokens);
    // A point's direct side: PGlite is one process's database, so the server stops for it and restarts after.
    const beside = async (measure) => {
      if (db === 'pglite') await server.stop();
      const result = await measure();
      let restartMs = null;
      if (db === 'pglite') {
        restartMs = await restart();
        tokens = await signIn(server, ADA);
        api = client(server, tokens);
        await settled(server.pid);
      }
      return { result, restartMs };
    };
    await settled(server.pid);
    out.idleRssMiB = rssMiB(server.pid);
    console.log(
      `scale ${db}: first start ${ms(out.firstStartMs)} (migrate + demo seed), idle RSS ${out.idleRssMiB?.toFixed(0)} MiB; load ${load()}`,
    );

    // Members curve.
    let members = (await api('GET', '/api/user?pageSize=1')).total;
    for (const size of USERS) {
      if (size > members) {
        const imp = await importMembers(api, server, tokens.id_token, members, size - 2 + 2);
        members = size;
        console.log(
          `scale ${db}: imported ${imp.rows} members in ${(imp.ms / 1000).toFixed(1)} s (${(imp.rows / (imp.ms / 1000)).toFixed(0)} rows/s, one call per 5,000)`,
        );
      }
      await warm(() => api('GET', LIST_URL));
      const apiT = await timed(SAMPLES, () => api('GET', LIST_URL));
      const { result: sqlT, restartMs } = await beside(
        async () => (await direct(db, target, { list: LIST_SQL }, SAMPLES)).list,
      );
      const row = { size, api: apiT, sql: sqlT, ratio: apiT.p50 / sqlT.p50, restartMs, load: load() };
      out.users.push(row);
      console.log(
        `scale ${db}: members ${String(size).padStart(6)}  API p50 ${ms(apiT.p50)} p95 ${ms(apiT.p95)}  |  same SQL p50 ${ms(sqlT.p50)} p95 ${ms(sqlT.p95)}  |  API/SQL ${row.ratio.toFixed(2)}x${restartMs ? `  (restart on the data dir ${ms(restartMs)})` : ''}; load ${row.load}`,
      );
    }
    const [u0, uN] = [out.users[0], out.users.at(-1)];
    if (uN && uN.api.p50 > 1.5 * u0.api.p50)
      out.misses.push(
        `members page p50 at ${uN.size} is ${(uN.api.p50 / u0.api.p50).toFixed(2)}x its p50 at ${u0.size} (target <= 1.5x)`,
      );

    // Documents curve.
    const questions = FIRST_QUESTIONS.slice(0, SAMPLES).map((q) => q.q);
    const call = async (...args) => {
      try {
        return await api(...args);
      } catch (error) {
        if (!/answered 401/.test(String(error))) throw error;
        tokens = await signIn(server, ADA);
        api = client(server, tokens);
        return api(...args);
      }
    };
    const docs = await documentLoader({
      baseURL: () => server.baseURL,
      api: (...args) => call(...args),
      token: () => tokens.id_token,
    });
    const docT0 = performance.now();
    if (DOCS.length > 0) await docs.upload(await renderQualityDocuments());
    for (const size of DOCS) {
      const before = docs.batchCosts.length;
      const t = performance.now();
      await docs.grow(size);
      const added = docs.batchCosts.length - before;
      if (added > 0)
        console.log(
          `scale ${db}: indexed ${added * 20} documents in ${((performance.now() - t) / 1000).toFixed(1)} s (median ${median(docs.batchCosts.slice(before)).toFixed(1)} ms a document)`,
        );
      const chat = await call('POST', `${docs.base}/chats`, { title: `scale ${size}` });
      const ask = (q) =>
        call('POST', `${docs.base}/chats/${chat.id}/questions`, { question: q, approaches: ['documents'] });
      await ask(questions[0]);
      const xs = [];
      for (const q of questions) {
        const t0 = performance.now();
        await ask(q);
        xs.push(performance.now() - t0);
      }
      const apiT = pct(xs);
      const { result: sqlT } = await beside(() => directSearch(db, target, docs.usecase.id, questions));
      const row = { size, api: apiT, sql: sqlT, ratio: apiT.p50 / sqlT.p50, load: load() };
      out.docs.push(row);
      console.log(
        `scale ${db}: documents ${String(size).padStart(5)}  answer API p50 ${ms(apiT.p50)} p95 ${ms(apiT.p95)}  |  same search direct p50 ${ms(sqlT.p50)} p95 ${ms(sqlT.p95)}  |  API/SQL ${row.ratio.toFixed(2)}x; load ${row.load}`,
      );
    }
    out.docsLoadMs = performance.now() - docT0;
    const dN = out.docs.at(-1);
    if (dN && dN.api.p95 > 100)
      out.misses.push(`document answer p95 ${ms(dN.api.p95)} at ${dN.size} documents (target <= 100 ms)`);

    // Dashboard trend curve.
    let book = 7200;
    let year = 1900;
    for (const size of PORTFOLIO) {
      if (size > book) {
        const ing = await ingestPortfolio(api, server, tokens.id_token, size - book, year);
        year += Math.ceil(ing.monthsUsed / 12) + 1;
        book = size;
        console.log(
          `scale ${db}: ingested ${ing.rows} portfolio rows in ${(ing.ms / 1000).toFixed(1)} s (${(ing.rows / (ing.ms / 1000)).toFixed(0)} rows/s)`,
        );
        if (db === 'pglite') await new Promise((r) => setTimeout(r, 31_000)); // the statistics keeper's round
      }
      // The window counts back from the dataset's as-of date: read its months off the answer.
      const points = (await api('GET', TREND_URL)).items[0]?.points ?? [];
      const [from, to] = [
        points[0]?.date.slice(0, 7) ?? '0000-00',
        points.at(-1)?.date.slice(0, 7) ?? '0000-00',
      ];
      await warm(() => api('GET', TREND_URL));
      const apiT = await timed(SAMPLES, () => api('GET', TREND_URL));
      const { result: sqlT } = await beside(
        async () => (await direct(db, target, { trend: trendSql(from, to) }, SAMPLES)).trend,
      );
      const row = { size, api: apiT, sql: sqlT, ratio: apiT.p50 / sqlT.p50, load: load() };
      out.trend.push(row);
      console.log(
        `scale ${db}: portfolio ${String(size).padStart(7)}  trend 90 d API p50 ${ms(apiT.p50)} p95 ${ms(apiT.p95)}  |  same SQL p50 ${ms(sqlT.p50)} p95 ${ms(sqlT.p95)}  |  API/SQL ${row.ratio.toFixed(2)}x; load ${row.load}`,
      );
    }
    const [t0r, tNr] = [out.trend[0], out.trend.at(-1)];
    if (tNr && tNr.api.p95 > 100)
      out.misses.push(`trend p95 ${ms(tNr.api.p95)} at ${tNr.size} rows (target <= 100 ms)`);
    if (tNr && tNr.api.p95 > 1.5 * t0r.api.p95)
      out.misses.push(
        `trend p95 at ${tNr.size} rows is ${(tNr.api.p95 / t0r.api.p95).toFixed(2)}x the ${t0r.size}-row figure (target <= 1.5x)`,
      );
    for (const r of [...out.users, ...out.docs, ...out.trend])
      if (r.ratio > 1.5) out.misses.push(`API ${r.ratio.toFixed(2)}x its SQL at ${r.size} (target <= 1.5x)`);

    // Restart on the existing data dir: start-up and idle memory.
    await server.stop();
    out.restartMs = await restart();
    await settled(server.pid);
    out.restartRssMiB = rssMiB(server.pid);
    console.log(
      `scale ${db}: start-up on the existing data dir ${ms(out.restartMs)}, idle RSS then ${out.restartRssMiB?.toFixed(0)} MiB`,
    );
  } catch (error) {
    console.error(`scale ${db}: failed; the server's full log: ${server.logFile}`);
    throw error;
  } finally {
    await server.stop();
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  }
  if (db === 'pglite') {
    out.hol = { queue: await headOfLine({}), fifo: await headOfLine({ RATELENS_PGLITE_QUEUE: 'fifo' }) };
    for (const [mode, r] of Object.entries(out.hol))
      console.log(
        `scale pglite head-of-line (${mode}): members page c=10 alone p50 ${r.alone.p50} ms p99 ${r.alone.p99} ms; with 2 connections on the 10-year state performance p50 ${r.mixed.p50} ms p99 ${r.mixed.p99} ms (heavy call p50 ${r.heavy.p50} ms)`,
      );
  }
  console.log(`scale ${db}: ${out.misses.length ? `MISSES ${out.misses.join('; ')}` : 'within its targets'}`);
  return out;
}

console.log(
  `scale: members ${USERS.join(' / ')}, portfolio rows ${PORTFOLIO.join(' / ')}, documents ${DOCS.join(' / ')}, ${SAMPLES} samples a point; ${new Date().toISOString()}; load ${load()}`,
);
const results = [];
for (const db of DBS) results.push(await runOn(db));
console.log(`\nscale results (JSON): ${JSON.stringify(results)}`);
