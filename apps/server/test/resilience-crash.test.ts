import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USE_CASE_IDS } from '@ratelens/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS, renderSamplePdf } from '../src/analytics/index.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { multipart } from './documents-helpers.ts';
import { bootApp, createTestEnv, outboxFiles, waitForNewCode, type TestEnv } from './helpers.ts';

// kill -9 of a real server process (src/main.ts under tsx) in the middle of writes, then a restart on
// the same data: committed work is there, nothing half-written shows, no job stays running.
const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../src/main.ts');
const ACME = DEMO_TENANT_IDS.acmeMutual;
const DOCS = USE_CASE_IDS.docAnalysis;
const analysisBase = `/api/usecase/${DOCS}/docs/analysis`;

let env: TestEnv;

interface Server {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

async function start(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: path.resolve(here, '..'),
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: env.dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(env.dataDir, 'no-web'),
      DATABASE_URL: env.databaseUrl ?? '',
      SSO_RATE_LIMIT_PER_IP: '100000',
      SSO_FAILED_CODES_PER_IP: '100000',
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
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr };
}

async function kill9(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGKILL');
  await gone;
}

async function signIn(server: Server, email: string): Promise<string> {
  const before = await outboxFiles(env.dataDir, email);
  const a = await fetch(`${server.url}/sso/authorize?email=${encodeURIComponent(email)}`, { method: 'POST' });
  expect(a.status).toBe(200);
  const code = await waitForNewCode(env.dataDir, email, before);
  const res = await fetch(`${server.url}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id_token: string }).id_token;
}

async function api(server: Server, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Server;
const acknowledgedInvites: string[] = [];
let uploadAnalysis = '';
let jobAnalysis = '';

beforeAll(async () => {
  env = await createTestEnv();
  server = await start();
}, 240_000);

afterAll(async () => {
  if (server) await kill9(server);
  await env?.dispose();
});

describe('kill -9 mid-write, restart on the same data', () => {
  it('(a) invites: every acknowledged invite survives, none is half-written', async () => {
    const ada = await signIn(server, 'ada@acme-mutual.example');
    const sends = Array.from({ length: 30 }, (_, i) =>
      api(server, ada, 'POST', '/api/user-request/invite-user', {
        email: `crash-${i}@acme-mutual.example`,
        role: 'user',
        name: `Crash ${i}`,
      })
        .then((r) => {
          if (r.status === 201) acknowledgedInvites.push(`crash-${i}@acme-mutual.example`);
          return r.status;
        })
        .catch(() => 0),
    );
    // Let a few commit, then pull the plug while the rest are in flight.
    while (acknowledgedInvites.length < 3) await sleep(5);
    await kill9(server);
    const statuses = await Promise.all(sends);
    expect(statuses.filter((s) => s === 0).length, 'some invites were cut off by the kill').toBeGreaterThan(
      0,
    );

    server = await start();
    const token = await signIn(server, 'ada@acme-mutual.example');
    const list = await api(server, token, 'GET', '/api/user-request/pending-invitations?pageSize=500');
    expect(list.status).toBe(200);
    const items = (list.body.items ?? list.body) as { email: string; status?: string; role?: string }[];
    const emails = items.map((i) => i.email);
    for (const email of acknowledgedInvites) expect(emails).toContain(email);
    for (const item of items.filter((i) => i.email.startsWith('crash-'))) {
      expect(item.email).toMatch(/^crash-\d+@acme-mutual\.example$/);
      expect(item.role ?? 'user').toBe('user');
    }
  }, 300_000);

  it('(b) an upload cut off mid-body leaves no document behind', async () => {
    const ada = await signIn(server, 'ada@acme-mutual.example');
    const created = await api(server, ada, 'POST', analysisBase, { name: 'Crash upload' });
    expect(created.status).toBe(201);
    uploadAnalysis = String(created.body.id);
    const big = Buffer.alloc(4 * 1024 * 1024, 'rate filing text line\n');
    const { payload, headers } = multipart([{ name: 'half.txt', bytes: big, type: 'text/plain' }]);
    const { port, hostname } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST ${analysisBase}/${uploadAnalysis}/documents HTTP/1.1\r\nHost: ${hostname}\r\n` +
        `Authorization: Bearer ${ada}\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, Math.floor(payload.length / 2)));
    await sleep(300);
    await kill9(server);
    socket.destroy();

    server = await start();
    const token = await signIn(server, 'ada@acme-mutual.example');
    const analysis = await api(server, token, 'GET', `${analysisBase}/${uploadAnalysis}`);
    expect(analysis.status).toBe(200);
    expect(analysis.body.documents).toEqual([]);
  }, 300_000);

  it('(c) an analysis job interrupted by the kill completes or fails after restart, never stuck', async () => {
    const ada = await signIn(server, 'ada@acme-mutual.example');
    const created = await api(server, ada, 'POST', analysisBase, { name: 'Crash job' });
    jobAnalysis = String(created.body.id);
    const docs = await Promise.all(
      SAMPLE_DOCUMENTS.slice(0, 3).map(async (d) => ({
        name: `${d.fileName}.pdf`,
        bytes: await renderSamplePdf(d),
        type: 'application/pdf',
      })),
    );
    const { payload, headers } = multipart(docs);
    const res = await fetch(`${server.url}${analysisBase}/${jobAnalysis}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}`, ...headers },
      body: payload,
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const accepted = ((await res.json()) as { documents: { id: string }[] }).documents.map((d) => d.id);
    await kill9(server);

    server = await start();
    const token = await signIn(server, 'ada@acme-mutual.example');
    const deadline = Date.now() + 180_000;
    let status: Record<string, unknown> = {};
    for (;;) {
      status = (await api(server, token, 'GET', `${analysisBase}/${jobAnalysis}/analyse_status`)).body;
      if (status.status === 'ready' || status.status === 'failed') break;
      if (Date.now() > deadline) throw new Error(`analysis stuck after restart: ${JSON.stringify(status)}`);
      await sleep(500);
    }
    const analysis = await api(server, token, 'GET', `${analysisBase}/${jobAnalysis}`);
    const ids = (analysis.body.documents as { id: string }[]).map((d) => d.id).sort();
    expect(ids).toEqual([...accepted].sort());
  }, 400_000);

  it('(d) a tenant reset killed mid-way is all or nothing, and the data dir opens cleanly', async () => {
    const ada = await signIn(server, 'ada@acme-mutual.example');
    const types = (await api(server, ada, 'GET', '/api/user/feedbacktype')).body as unknown as {
      id: string;
    }[];
    for (let i = 0; i < 20; i++) {
      const r = await api(server, ada, 'POST', '/api/user/feedback', {
        feedbackType: types[0]!.id,
        message: `before reset ${i}`,
        pageUrl: '/dashboard',
      });
      expect(r.status).toBeLessThan(300);
    }
    const reset = api(server, ada, 'POST', `/api/tenant/${ACME}/reset`, { confirm: 'acme-mutual' }).catch(
      () => null,
    );
    await sleep(40);
    await kill9(server);
    const answered = await reset;

    // The data directory (PGlite after kill -9: WAL recovery) or the database opens in-process.
    const ratelens = await bootApp(env);
    try {
      const state = await withTenant(ratelens.db, ACME, async (tx) => {
        const feedback = await tx
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(sql<boolean>`message like 'before reset %'`)
          .executeTakeFirstOrThrow();
        const audit = await tx
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('action', '=', 'data.tenant-reset')
          .executeTakeFirstOrThrow();
        return { feedback: Number(feedback.n), audits: Number(audit.n) };
      });
      // All or nothing: either the reset committed (no feedback left, audited) or it never happened.
      if (state.audits > 0) expect(state.feedback).toBe(0);
      else expect(state.feedback).toBe(20);
      if (answered && answered.status === 202) expect(state.audits).toBeGreaterThan(0);
    } finally {
      await ratelens.close();
    }
    server = await start();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  }, 400_000);
});
