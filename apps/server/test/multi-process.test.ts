import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, DATABASE_URL, type TestEnv } from './helpers.ts';

// Three server processes on one PostgreSQL behind a small round-robin proxy (ARCHITECTURE.md "Scale-out").
// Each process has its own DATA_DIR, so nothing can pass between them through the local disk.
const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../src/main.ts');
const FAILED_CODES_PER_IP = 6;

interface Server {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

let env: TestEnv;
const servers: Server[] = [];
let proxy: http.Server;
let proxyUrl = '';

async function start(): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ratelens-multi-'));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: path.resolve(here, '..'),
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: env.databaseUrl ?? '',
      SSO_RATE_LIMIT_PER_IP: '100000',
      SSO_FAILED_CODES_PER_IP: String(FAILED_CODES_PER_IP),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Ratelens listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1].replace(/\/$/, ''));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, url, dataDir };
}

/** Round robin over the three processes, one request each in turn. */
function startProxy(): Promise<string> {
  let next = 0;
  proxy = http.createServer((req, res) => {
    const target = new URL(servers[next++ % servers.length]!.url);
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

async function post(base: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.text()) || null };
}

const get = async (base: string, url: string, token: string) =>
  (await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Sign-in mails to `recipient` across every process's outbox (whichever process sent them). */
async function mailsTo(recipient: string): Promise<string[]> {
  const found: string[] = [];
  for (const server of servers) {
    const dir = path.join(server.dataDir, 'outbox');
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(`-${recipient}.eml`)).sort())
      found.push(await readFile(path.join(dir, name), 'utf8'));
  }
  return found;
}

async function waitForMails(recipient: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await mailsTo(recipient);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const codeIn = (mail: string) => /sign-in code is: (\d{6})/.exec(mail)?.[1] ?? '';

describe.skipIf(DATABASE_URL === null)('three server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    env = await createTestEnv();
    // The first one migrates and seeds; the other two find the database ready.
    servers.push(await start());
    servers.push(...(await Promise.all([start(), start()])));
    proxyUrl = await startProxy();
  }, 180_000);

  afterAll(async () => {
    proxy?.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await rm(server.dataDir, { recursive: true, force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await env?.dispose();
  });

  it('signs in on one, refreshes on another, and a logout anywhere revokes everywhere at once', async () => {
    const [a, b, c] = servers as [Server, Server, Server];
    expect((await post(a.url, '/sso/authorize?email=ada%40acme-mutual.example')).status).toBe(200);
    const [mail] = await waitForMails('ada@acme-mutual.example', 1);
    const signedIn = await post(b.url, '/sso/token', {
      email: 'ada@acme-mutual.example',
      code: codeIn(mail!),
    });
    expect(signedIn.status, signedIn.body ?? '').toBe(200);
    const first = JSON.parse(signedIn.body!) as { id_token: string; refresh_token: string };
    const refreshed = await post(c.url, '/sso/refresh-token', { refreshToken: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = JSON.parse(refreshed.body!) as { id_token: string; refresh_token: string };
    for (const server of servers) expect(await get(server.url, '/api/user', second.id_token)).toBe(200);

    expect((await post(a.url, '/sso/logout', undefined, second.id_token)).status).toBe(204);
    for (const server of servers) expect(await get(server.url, '/api/user', second.id_token)).toBe(401);
    // The rotated-out refresh token is spent on every process alike.
    expect((await post(b.url, '/sso/refresh-token', { refreshToken: first.refresh_token })).status).toBe(401);
  });

  it('sends each queued sign-in mail exactly once, whichever process takes the job', async () => {
    const people = ['sam@acme-mutual.example', 'bo@birch-insurance.example', 'lee@birch-insurance.example'];
    for (const email of people)
      expect((await post(proxyUrl, `/sso/authorize?email=${encodeURIComponent(email)}`)).status).toBe(200);
    for (const email of people) expect(await waitForMails(email, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const email of people) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('shares the sign-in rate limit: N processes do not allow N times the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_CODES_PER_IP + 3; i += 1)
      statuses.push(
        (await post(proxyUrl, '/sso/token', { email: 'lee@birch-insurance.example', code: '999999' })).status,
      );
    // Spread over three processes, yet the limit holds for the whole deployment.
    expect(statuses.slice(0, FAILED_CODES_PER_IP)).toEqual(Array(FAILED_CODES_PER_IP).fill(401));
    expect(statuses.slice(FAILED_CODES_PER_IP)).toEqual([429, 429, 429]);
  });
});
