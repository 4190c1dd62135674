// API load: autocannon against an authenticated list call (GET /api/usecase with a filter) and a chat
// answer (POST /api/chats/{chatId}/questions, the portfolio assistant's local engine), beside a bare
// Fastify route started in the same run (the floor). 10 connections on PGlite, 50 on PostgreSQL.
// On PostgreSQL the list call is measured again at 1, 2 and 3 server processes on the one database
// (autocannon spreads its connections over the processes' URLs, round robin; no proxy in between).
//   node bench/api.mjs [--duration 20] [--db pglite|postgres|both] [--processes 3]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer, signIn, client, flag, median, ms } from './lib/server.mjs';

const LIST_URL = `/api/usecase?filter=${encodeURIComponent('isActive|eq|true')}&orderBy=name&pageSize=100`;
const PORTFOLIO_ASSISTANT = 'portfolioAssistant';
const TARGETS = {
  pglite: { connections: 10, listP99: 25, listRps: 800 },
  postgres: { connections: 50, listP99: 50, listRps: null },
};

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is no /proc. */
function cpuMs(pid) {
  if (Array.isArray(pid)) {
    const each = pid.map(cpuMs);
    return each.includes(null) ? null : each.reduce((a, b) => a + b, 0);
  }
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 per second).
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Start-up leaves work running in the server (the demo documents are parsed and indexed in the
 * background); measuring before it ends charges that work to the first calls. Waits until the server
 * uses under 5% of a core for a second (at most 60 s).
 */
async function settled(pid) {
  for (let i = 0; i < 60; i++) {
    const before = cpuMs(pid);
    if (before === null) return;
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuMs(pid) - before < 50) return;
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function measure(name, opts, floor = null, pid = null) {
  // Discarded warm-up: JIT and connection pools.
  await load({ ...opts, db: undefined, duration: Math.max(2, Math.round(opts.duration / 5)) });
  const cpuBefore = cpuMs(pid);
  const res = await load({ ...opts, db: undefined });
  const cpu = cpuBefore === null ? null : (cpuMs(pid) - cpuBefore) / Math.max(res.requests.total, 1);
  const failed = res.non2xx + res.errors + res.timeouts;
  const row = {
    name,
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    requests: res.requests.total,
    failed,
    serverCpuMsPerRequest: cpu,
    loadAverage: loadAverage(),
  };
  const vsFloor = floor
    ? ` (${(row.rps / floor.rps).toFixed(3)}x floor req/s, ${(row.p99 / Math.max(floor.p99, 1)).toFixed(1)}x floor p99)`
    : '';
  console.log(
    `api  ${opts.db.padEnd(8)} c=${String(opts.connections).padEnd(3)} ${name.padEnd(32)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${vsFloor}  ${row.requests} answered, ${failed} failed or timed out${cpu === null ? '' : `; server CPU ${cpu.toFixed(2)} ms/request`}; load average ${row.loadAverage}`,
  );
  return row;
}

async function startFloor() {
  const child = spawn(process.execPath, [path.join(root, 'bench/floor/fastify-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`the floor server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/floor`, stop: () => child.kill('SIGTERM') };
}

async function runOn(db, duration) {
  const { connections, listP99, listRps } = TARGETS[db];
  let cluster = null;
  if (db === 'postgres') {
    const { startCluster } = await import(path.join(root, 'scripts/pg-cluster.mjs'));
    cluster = await startCluster();
  }
  const server = await startServer(cluster ? { DATABASE_URL: cluster.url } : {});
  const floor = await startFloor();
  try {
    const tokens = await signIn(server, 'ada@acme-mutual.example');
    const api = client(server, tokens);
    const usecases = await api('GET', '/api/usecase?pageSize=100');
    const assistant = usecases.items.find((u) => u.key === PORTFOLIO_ASSISTANT);
    if (!assistant) throw new Error(`no ${PORTFOLIO_ASSISTANT} use case in the demo tenant`);
    const chat = await api('POST', '/api/chats', { usecaseId: assistant.id, title: 'bench' });
    await settled(server.pid);
    const auth = { authorization: `Bearer ${tokens.id_token}` };
    const common = { connections, duration, db };
    const rows = [];
    rows.push(await measure('bare Fastify route (floor)', { ...common, url: floor.url }));
    rows.push(
      await measure(
        'GET /api/usecase?filter=…',
        {
          ...common,
          url: `${server.baseURL}${LIST_URL}`,
          headers: auth,
        },
        rows[0],
        server.pid,
      ),
    );
    rows.push(
      await measure(
        'POST /api/chats/{id}/questions',
        {
          ...common,
          url: `${server.baseURL}/api/chats/${chat.id}/questions`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ question: 'Which states have the highest loss ratio this quarter?' }),
        },
        rows[0],
        server.pid,
      ),
    );
    // Where a list call's time goes, one request at a time: Fastify alone, + authentication (a session
    // lookup; GET /api/user/feature is not tenant-scoped, so it still pays a transaction of its own), + the
    // list (authentication, page and total in one transaction).
    const seq = async (url) => {
      const xs = [];
      for (let i = 0; i < 30; i++) {
        const t0 = performance.now();
        await (await fetch(url, { headers: auth })).arrayBuffer();
        xs.push(performance.now() - t0);
      }
      return median(xs);
    };
    const breakdown = {
      healthz: await seq(`${server.baseURL}/healthz`),
      authOnly: await seq(`${server.baseURL}/api/user/feature`),
      list: await seq(`${server.baseURL}${LIST_URL}`),
    };
    console.log(
      `api  ${db.padEnd(8)} one at a time: /healthz ${ms(breakdown.healthz)}, GET /api/user/feature (auth + 1 small query) ${ms(breakdown.authOnly)}, the list call ${ms(breakdown.list)}`,
    );
    const scale = db === 'postgres' ? await scaleOut(server, cluster, auth, common, rows[0]) : [];
    const list = rows[1];
    const misses = rows
      .filter((r) => r.requests === 0 || r.failed > r.requests * 0.01)
      .map((r) => `${r.name}: ${r.failed} of ${r.requests + r.failed} failed`);
    if (list.p99 > listP99) misses.push(`list p99 ${list.p99} ms > ${listP99} ms`);
    if (listRps && list.rps < listRps) misses.push(`list ${list.rps.toFixed(0)} req/s < ${listRps}`);
    console.log(
      `api  ${db}: ${misses.length ? `MISSES ${misses.join('; ')}` : 'list call within its targets'}`,
    );
    return { db, connections, rows, misses, breakdown, scale };
  } finally {
    floor.stop();
    await server.stop();
    cluster?.stop();
  }
}

/**
 * The list call at 1, 2 and 3 processes on one PostgreSQL. The extra processes find the database
 * migrated and seeded; each verifies the same id token (the signing key is kept in the database).
 */
async function scaleOut(first, cluster, auth, common, floor) {
  const max = Number(flag('processes', 3));
  const servers = [first];
  const rows = [];
  try {
    for (let n = 1; n <= max; n++) {
      if (servers.length < n) {
        const extra = await startServer({ DATABASE_URL: cluster.url });
        servers.push(extra);
        await settled(extra.pid);
      }
      const row = await measure(
        `GET /api/usecase?filter=… ${n} process${n === 1 ? '' : 'es'}`,
        { ...common, url: servers.map((s) => `${s.baseURL}${LIST_URL}`), headers: auth },
        floor,
        servers.map((s) => s.pid),
      );
      rows.push({ processes: n, ...row });
    }
    const base = rows[0].rps;
    console.log(
      `api  postgres list call by processes: ${rows.map((r) => `${r.processes}: ${r.rps.toFixed(0)} req/s (${(r.rps / base).toFixed(2)}x one process, ${(r.rps / floor.rps).toFixed(3)}x floor), p99 ${r.p99} ms`).join('; ')}; ${os.cpus().length} cores`,
    );
    return rows;
  } finally {
    for (const extra of servers.slice(1)) await extra.stop();
  }
}

export async function benchApi({ duration = Number(flag('duration', 20)), db = flag('db', 'both') } = {}) {
  const out = [];
  for (const which of db === 'both' ? ['pglite', 'postgres'] : [db]) out.push(await runOn(which, duration));
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi();
