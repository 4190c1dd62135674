#!/usr/bin/env node
// Load and soak: N concurrent clients for T seconds against a Ratelens server on loopback, reads and
// writes across two tenants (Acme and Birch). Afterwards every write is looked up through the API (no
// lost writes), each tenant's list is checked for the other's rows (no cross-tenant rows), and the
// server's RSS, sampled every second, must stay flat. Exits 1 on any failure; prints a JSON summary.
//
//   node bench/soak.mjs [--clients 50] [--seconds 60] [--url http://127.0.0.1:8080 --data-dir data]
//
// Without --url it starts its own server (node --import tsx apps/server/src/main.ts) on a fresh data
// dir (or DATABASE_URL if set), so sign-in codes can be read from <data-dir>/outbox.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'write-share': { type: 'string', default: '0.3' },
    'max-rss-growth': { type: 'string', default: '0.5' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const WRITE_SHARE = Number(args['write-share']);
const MAX_RSS_GROWTH = Number(args['max-rss-growth']);
if (!(CLIENTS > 0 && SECONDS > 0)) {
  console.error('soak: --clients and --seconds must be positive numbers');
  process.exit(2);
}

const TENANTS = [
  { key: 'acme', email: 'ada@acme-mutual.example' },
  { key: 'birch', email: 'bo@birch-insurance.example' },
];
const RUN = Date.now().toString(36);

async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ratelens-soak-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s\n${stderr}`)), 180_000);
    child.stdout.on('data', (d) => {
      out += d;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}\n${stderr}`));
    });
  });
  return {
    url,
    dataDir,
    pid: child.pid,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Sign-in mail is sent from a queue after /sso/authorize answers: wait for it (up to 10 s).
async function latestCode(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  let last;
  for (let i = 0; i < 100 && !last; i++) {
    const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith(`-${email}.eml`)).sort();
    last = names.at(-1);
    if (!last) await new Promise((r) => setTimeout(r, 100));
  }
  if (!last) throw new Error(`no sign-in mail for ${email} in ${dir}`);
  const match = /sign-in code is: (\d{6})/.exec(await readFile(path.join(dir, last), 'utf8'));
  if (!match) throw new Error(`no code in ${last}`);
  return match[1];
}

async function signIn(base, dataDir, email) {
  const authorize = await fetch(`${base}/sso/authorize?email=${encodeURIComponent(email)}`, {
    method: 'POST',
  });
  if (authorize.status !== 200)
    throw new Error(`authorize ${email}: ${authorize.status} ${await authorize.text()}`);
  const code = await latestCode(dataDir, email);
  const res = await fetch(`${base}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  if (res.status !== 200) throw new Error(`token ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).id_token;
}

function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function listAll(base, token, pathName) {
  const items = [];
  for (let page = 1; page < 1000; page++) {
    const res = await fetch(`${base}${pathName}?page=${page}&pageSize=500`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`list ${pathName}: ${res.status} ${await res.text()}`);
    const body = await res.json();
    items.push(...body.items);
    if (body.items.length < 500) break;
  }
  return items;
}

async function main() {
  const own = args.url ? null : await startServer();
  const base = args.url ?? own.url;
  const dataDir = args['data-dir'] ?? own?.dataDir;
  if (!dataDir) throw new Error('--url needs --data-dir (where the server writes its outbox)');
  const pid = own?.pid ?? null;
  try {
    const sessions = [];
    for (const t of TENANTS) sessions.push({ ...t, token: await signIn(base, dataDir, t.email) });

    const stats = { requests: 0, reads: 0, writes: 0, rateLimited: 0, errors: 0, latencies: [] };
    const errorSamples = [];
    const created = new Map(TENANTS.map((t) => [t.key, new Map()]));
    const rss = [];
    const sampler = pid
      ? setInterval(() => {
          const v = rssOf(pid);
          if (v) rss.push(v);
        }, 1000)
      : null;
    const deadline = Date.now() + SECONDS * 1000;
    const reads = [
      '/api/group?pageSize=20',
      '/api/profile/userinfo',
      '/api/usecase',
      '/api/agent',
      '/healthz',
    ];

    const record = (label, status, started, error) => {
      stats.requests += 1;
      stats.latencies.push(performance.now() - started);
      if (status === 429) stats.rateLimited += 1;
      else if (error || status >= 400) {
        stats.errors += 1;
        if (errorSamples.length < 10) errorSamples.push(`${label}: ${error ?? status}`);
      }
    };

    const client = async (i) => {
      const session = sessions[i % sessions.length];
      const headers = { authorization: `Bearer ${session.token}` };
      let n = 0;
      while (Date.now() < deadline) {
        const started = performance.now();
        if (Math.random() < WRITE_SHARE) {
          const name = `soak-${RUN}-${session.key}-${i}-${n++}`;
          stats.writes += 1;
          try {
            const res = await fetch(`${base}/api/group`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ name, description: `written by soak client ${i}` }),
            });
            const body = await res.text();
            if (res.status === 201) created.get(session.key).set(JSON.parse(body).id, name);
            record(
              `POST /api/group`,
              res.status === 201 ? 201 : res.status,
              started,
              res.status === 201 || res.status === 429 ? null : `${res.status} ${body.slice(0, 200)}`,
            );
          } catch (error) {
            record('POST /api/group', 0, started, error.message);
          }
        } else {
          const target = reads[Math.floor(Math.random() * reads.length)];
          stats.reads += 1;
          try {
            const res = await fetch(`${base}${target}`, { headers });
            await res.arrayBuffer();
            record(`GET ${target}`, res.status, started, null);
          } catch (error) {
            record(`GET ${target}`, 0, started, error.message);
          }
        }
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    const elapsed = (performance.now() - t0) / 1000;
    if (sampler) clearInterval(sampler);

    // Every acknowledged write must be readable, in its own tenant and nowhere else.
    let lost = 0;
    let crossTenant = 0;
    const prefix = `soak-${RUN}-`;
    for (const session of sessions) {
      const items = await listAll(base, session.token, '/api/group');
      const ids = new Set(items.map((g) => g.id));
      for (const id of created.get(session.key).keys()) if (!ids.has(id)) lost += 1;
      crossTenant += items.filter(
        (g) => g.name.startsWith(prefix) && !g.name.startsWith(`${prefix}${session.key}-`),
      ).length;
    }

    const sorted = stats.latencies.sort((a, b) => a - b);
    const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
    // Flat memory: the last quarter's mean RSS against the second quarter's (after warm-up).
    const quarter = Math.max(1, Math.floor(rss.length / 4));
    const mean = (a) => a.reduce((s, v) => s + v, 0) / Math.max(1, a.length);
    const warm = mean(rss.slice(quarter, 2 * quarter));
    const late = mean(rss.slice(-quarter));
    const growth = rss.length >= 4 && warm > 0 ? (late - warm) / warm : 0;
    const summary = {
      clients: CLIENTS,
      seconds: Math.round(elapsed * 10) / 10,
      requests: stats.requests,
      perSecond: Math.round(stats.requests / elapsed),
      reads: stats.reads,
      writes: stats.writes,
      acknowledgedWrites: [...created.values()].reduce((s, m) => s + m.size, 0),
      rateLimited: stats.rateLimited,
      errors: stats.errors,
      errorSamples,
      lostWrites: lost,
      crossTenantRows: crossTenant,
      latencyMs: { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: Math.round(sorted.at(-1) ?? 0) },
      rssMB: pid
        ? {
            samples: rss.length,
            first: Math.round((rss[0] ?? 0) / 1e6),
            warm: Math.round(warm / 1e6),
            late: Math.round(late / 1e6),
            peak: Math.round(Math.max(0, ...rss) / 1e6),
            growth: Math.round(growth * 1000) / 1000,
          }
        : 'not sampled (external server)',
    };
    const failures = [];
    if (stats.errors > 0) failures.push(`${stats.errors} errors`);
    if (lost > 0) failures.push(`${lost} lost writes`);
    if (crossTenant > 0) failures.push(`${crossTenant} cross-tenant rows`);
    if (summary.acknowledgedWrites === 0) failures.push('no write was acknowledged');
    if (growth > MAX_RSS_GROWTH) failures.push(`server RSS grew ${Math.round(growth * 100)}%`);
    summary.ok = failures.length === 0;
    summary.failures = failures;
    console.log(JSON.stringify(summary, null, 2));
    process.exitCode = summary.ok ? 0 : 1;
  } finally {
    await own?.stop();
  }
}

main().catch((error) => {
  console.error(`soak: ${error.stack ?? error}`);
  process.exit(1);
});
