// Starts the production server (apps/server/dist/main.js) on a free port with a throwaway DATA_DIR and
// signs demo users in through the same outbox round trip the e2e suite uses.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  existsSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Ctrl-C or a kill must still run the 'exit' handlers that stop the servers a bench started.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the built server; `env` adds e.g. DATABASE_URL or LLM_BASE_URL. Returns { baseURL, dataDir, stop }. */
export async function startServer(env = {}, nodeArgs = [], { dataDir: reuse = null, keepData = false } = {}) {
  // BENCH_SERVER_MAIN runs another build (e.g. a copy of dist/ set aside) through the same bench.
  const main = process.env.BENCH_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const dataDir = reuse ?? mkdtempSync(path.join(os.tmpdir(), 'ratelens-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A bench that dies (error, Ctrl-C, timeout) must not leave its server running.
  const orphanGuard = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  // The whole of the server's stderr goes to a file under .tmp (a failure deep into a long run needs
  // more than the tail); its path is printed with any failure, and `server.logFile` names it.
  const logDir = path.join(root, '.tmp', 'bench-server-logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `server-${new Date().toISOString().replace(/[:.]/g, '-')}-${port}.log`);
  const log = createWriteStream(logFile);
  let stderr = '';
  child.stderr.on('data', (d) => {
    log.write(d);
    stderr = (stderr + d).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && code !== null && !stopping)
      console.error(`the bench's server exited (${code}); its full log: ${logFile}`);
    else if (signal && !stopping)
      console.error(`the bench's server was killed (${signal}); its full log: ${logFile}`);
    log.end();
  });
  let stopping = false;
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}); full log ${logFile}:\n${stderr}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the server did not answer /healthz in 300 s; full log ${logFile}:\n${stderr}`);
    await sleep(200);
  }
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    process.off('exit', orphanGuard);
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, dataDir, port, stop, pid: child.pid, logFile };
}

function codeFor(dataDir, email, seen) {
  const outbox = path.join(dataDir, 'outbox');
  const names = existsSync(outbox) ? readdirSync(outbox) : [];
  for (const name of names
    .filter((n) => n.endsWith('.eml') && n.includes(email) && !seen.has(n))
    .sort()
    .reverse()) {
    const raw = readFileSync(path.join(outbox, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    const code = /sign-in code is:\s*(\d{6})\b/i.exec(raw)?.[1];
    if (code) return code;
  }
  return null;
}

/** Signs `email` in through /sso/authorize, the outbox and /sso/token; returns the TokenSet. */
export async function signIn(server, email) {
  const outbox = path.join(server.dataDir, 'outbox');
  const seen = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
  const started = await fetch(`${server.baseURL}/sso/authorize?email=${encodeURIComponent(email)}`, {
    method: 'POST',
  });
  if (!started.ok) throw new Error(`/sso/authorize answered ${started.status}: ${await started.text()}`);
  let code = null;
  for (let i = 0; i < 100 && !code; i++) {
    code = codeFor(server.dataDir, email, seen);
    if (!code) await sleep(100);
  }
  if (!code) throw new Error(`no sign-in mail for ${email} in ${outbox}`);
  const res = await fetch(`${server.baseURL}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  if (!res.ok) throw new Error(`/sso/token answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A JSON API client bound to a token. */
export function client(server, tokens) {
  return async (method, url, body) => {
    const res = await fetch(`${server.baseURL}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens.id_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

export const median = (xs) => quantile(xs, 0.5);
export function quantile(xs, q) {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? s[0];
}
export const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');
export const flag = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
