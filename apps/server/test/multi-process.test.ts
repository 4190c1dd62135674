import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS, renderSampleDocx, renderSamplePdf } from '../src/analytics/index.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { multipart, type UploadFile } from './documents-helpers.ts';
import { createTestEnv, DATABASE_URL, type TestEnv } from './helpers.ts';

// Three server processes on one PostgreSQL behind a small round-robin proxy (ARCHITECTURE.md "Scale-out").
// Each process has its own DATA_DIR, so nothing can pass between them through the local disk.
const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../src/main.ts');
const FAILED_CODES_PER_IP = 6;
// Short, so a job left by a killed process is taken over within the test; a live worker renews it every
// third of it (and after every document), so it runs out only for a process that is gone.
const LEASE_SECONDS = 9;
const CRASH_DOCS = 10;
const ACME = DEMO_TENANT_IDS.acmeMutual;
const DOCS = `/api/usecase/${USE_CASE_IDS.docAnalysis}/docs/analysis`;

interface Server {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Taken out of the proxy's rotation once killed. */
  alive: boolean;
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
      DOCUMENT_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
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
  return { child, url, dataDir, alive: true };
}

/** Round robin over the live processes, one request each in turn. */
function startProxy(): Promise<string> {
  let next = 0;
  proxy = http.createServer((req, res) => {
    const live = servers.filter((s) => s.alive);
    const target = new URL(live[next++ % live.length]!.url);
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

/**
 * Sign-in mails to `recipient` across every process's outbox (whichever process's mail worker claimed
 * them), oldest first: a file is named after the time it was written, so the order is by name across
 * all outboxes, not outbox after outbox (the newest mail can sit in the first process's outbox).
 */
async function mailsTo(recipient: string): Promise<string[]> {
  const found: { name: string; file: string }[] = [];
  for (const server of servers) {
    const dir = path.join(server.dataDir, 'outbox');
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(`-${recipient}.eml`)))
      found.push({ name, file: path.join(dir, name) });
  }
  found.sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(found.map(({ file }) => readFile(file, 'utf8')));
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

/** Signs in through the given process and answers the id token (API calls take the id token). */
async function signIn(base: string, email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await post(base, `/sso/authorize?email=${encodeURIComponent(email)}`)).status).toBe(200);
  const mails = await waitForMails(email, before + 1);
  expect(mails.length).toBe(before + 1);
  const res = await post(base, '/sso/token', { email, code: codeIn(mails.at(-1)!) });
  expect(res.status, res.body ?? '').toBe(200);
  return (JSON.parse(res.body!) as { id_token: string }).id_token;
}

async function api(base: string, method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  return { status: res.status, json, text };
}

async function upload(base: string, token: string, analysisId: string, files: UploadFile[]) {
  const { payload, headers } = multipart(files);
  const res = await fetch(`${base}${DOCS}/${analysisId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: payload,
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

const sq = (ids: string[]) => ids.map((id) => `'${id}'`).join(', ');

/** Waits until every job of these analyses is finished and the analyses are ready (owner SQL). */
async function waitForJobs(analysisIds: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await env.adminQuery(
      `select
         (select count(*)::int from document_jobs where analysis_id in (${sq(analysisIds)})
            and status in ('queued', 'running')) as open,
         (select count(*)::int from document_analyses where id in (${sq(analysisIds)})
            and status <> 'ready') as unready,
         (select string_agg(name || ': ' || coalesce(error, ''), '; ') from document_analyses
            where id in (${sq(analysisIds)}) and status = 'failed') as failed`,
    );
    const { open, unready, failed } = rows[0] as { open: number; unready: number; failed: string | null };
    if (failed) throw new Error(`analysis failed: ${failed}`);
    if (open === 0 && unready === 0) return;
    if (Date.now() > deadline)
      throw new Error(`jobs still open: ${open}, analyses not ready: ${unready} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Each document of these analyses: its status, how many extractions were stored, duplicated chunks. */
async function indexing(analysisIds: string[]) {
  const { rows } = await env.adminQuery(
    `select d.filename, d.status, d.extractions,
       (select count(*)::int from (
          select 1 from document_chunks c where c.tenant_id = d.tenant_id and c.document_id = d.id
          group by c.page_no, c.start_offset having count(*) > 1) dup) as duplicated_chunks
     from documents d where d.analysis_id in (${sq(analysisIds)}) order by d.filename`,
  );
  return rows as { filename: string; status: string; extractions: number; duplicated_chunks: number }[];
}

const pidOf = (claimedBy: string | null) => Number(/:(\d+):[^:]+$/.exec(claimedBy ?? '')?.[1] ?? NaN);

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

  it('indexes each uploaded document exactly once, whichever process takes the job', async () => {
    const token = await signIn(servers[0]!.url, 'ada@acme-mutual.example');
    const analyses: string[] = [];
    for (const name of ['Spread one', 'Spread two']) {
      const created = await api(proxyUrl, 'POST', DOCS, token, { name });
      expect(created.status, created.text).toBe(201);
      analyses.push(String(created.json.id));
    }
    // Twelve uploads at once through the round-robin proxy: each process receives some, each kicks its
    // own worker, and later uploads queue a second job while the first one of the analysis runs.
    const uploads = Array.from({ length: 12 }, (_, i) => {
      const body = Array.from(
        { length: 30 },
        (_, j) => `Filing ${i} paragraph ${j}: the proposed rate change for line ${i % 5} is ${i + j / 10}%.`,
      ).join('\n\n');
      return upload(proxyUrl, token, analyses[i % 2]!, [
        { name: `spread-${String(i).padStart(2, '0')}.txt`, bytes: body },
      ]);
    });
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(202));
    await waitForJobs(analyses, 90_000);

    const docs = await indexing(analyses);
    expect(docs).toHaveLength(12);
    for (const doc of docs)
      expect(doc, doc.filename).toMatchObject({ status: 'indexed', extractions: 1, duplicated_chunks: 0 });
    const { rows: jobs } = await env.adminQuery(
      `select status, attempts, claimed_by from document_jobs where analysis_id in (${sq(analyses)})`,
    );
    const pids = servers.map((server) => server.child.pid);
    for (const job of jobs as { status: string; attempts: number; claimed_by: string }[]) {
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
      expect(pids).toContain(pidOf(job.claimed_by));
    }
  }, 150_000);

  it('stores uploads in the database: a file uploaded to one process is served by the others', async () => {
    const token = await signIn(servers[0]!.url, 'ada@acme-mutual.example');
    const created = await api(servers[0]!.url, 'POST', DOCS, token, { name: 'Shared file' });
    const bytes = Buffer.from('Shared storage check: the filing proposes a 4.2% rate change.\n');
    const up = await upload(servers[0]!.url, token, String(created.json.id), [{ name: 'shared.txt', bytes }]);
    expect(up.status).toBe(202);
    const stored = (up.json.documents as { filename: string }[])[0]!.filename;
    for (const server of servers.slice(1)) {
      const res = await fetch(`${server.url}/api/chats/view?fileName=${encodeURIComponent(stored)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    await waitForJobs([String(created.json.id)], 60_000);
  }, 90_000);

  it('loses nothing when a process is killed mid-job and mid-upload: another takes the job over', async () => {
    const token = await signIn(servers[0]!.url, 'ada@acme-mutual.example');
    const crash = String((await api(proxyUrl, 'POST', DOCS, token, { name: 'Crash' })).json.id);
    const inflight = String((await api(proxyUrl, 'POST', DOCS, token, { name: 'In flight' })).json.id);
    const files: UploadFile[] = [];
    for (const doc of SAMPLE_DOCUMENTS.slice(0, CRASH_DOCS / 2)) {
      files.push({ name: `${doc.fileName}.pdf`, bytes: await renderSamplePdf(doc) });
      files.push({ name: `${doc.fileName}.docx`, bytes: await renderSampleDocx(doc) });
    }
    expect(files).toHaveLength(CRASH_DOCS);
    expect((await upload(proxyUrl, token, crash, files)).status).toBe(202);

    // Wait until a worker holds the job and has indexed some documents but not all, then kill that
    // process outright while another upload to it is on the wire.
    let claimedBy = '';
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await env.adminQuery(
        `select j.claimed_by, (select count(*)::int from documents d where d.analysis_id = j.analysis_id
           and d.status = 'indexed') as indexed
         from document_jobs j where j.analysis_id = $1 and j.status = 'running'`,
        [crash],
      );
      const row = rows[0] as { claimed_by: string; indexed: number } | undefined;
      if (row && row.indexed >= 1) {
        expect(row.indexed, 'the job finished before the process could be killed').toBeLessThan(CRASH_DOCS);
        claimedBy = row.claimed_by;
        break;
      }
      if (Date.now() > deadline) throw new Error('no worker took the job');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const victim = servers.find((server) => server.child.pid === pidOf(claimedBy))!;
    expect(victim).toBeDefined();
    const onTheWire = upload(victim.url, token, inflight, [
      { name: 'wire-1.txt', bytes: 'First in-flight note about a 3% rate change.' },
      { name: 'wire-2.txt', bytes: 'Second in-flight note about a 5% rate change.' },
      { name: 'wire-3.txt', bytes: 'Third in-flight note about a 7% rate change.' },
    ]).catch(() => ({ status: 0, json: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    victim.alive = false;
    victim.child.kill('SIGKILL');
    const wire = await onTheWire;

    // The dead process's lease runs out and a survivor finishes the job.
    await waitForJobs([crash], 120_000);
    const docs = await indexing([crash]);
    expect(docs).toHaveLength(CRASH_DOCS);
    for (const doc of docs)
      expect(doc, doc.filename).toMatchObject({ status: 'indexed', extractions: 1, duplicated_chunks: 0 });
    const { rows: jobs } = await env.adminQuery(
      `select status, attempts, claimed_by from document_jobs where analysis_id = $1 order by created_at`,
      [crash],
    );
    const takenOver = (jobs as { status: string; attempts: number; claimed_by: string }[]).find(
      (job) => job.attempts === 2,
    );
    expect(takenOver, JSON.stringify(jobs)).toMatchObject({ status: 'done' });
    expect(pidOf(takenOver!.claimed_by)).not.toBe(victim.child.pid);
    expect(servers.filter((s) => s.alive).map((s) => s.child.pid)).toContain(pidOf(takenOver!.claimed_by));

    // The upload cut by the kill is all there or not there at all, never in part.
    const { rows: wireDocs } = await env.adminQuery(
      `select count(*)::int as n from documents where analysis_id = $1`,
      [inflight],
    );
    const stored = (wireDocs[0] as { n: number }).n;
    if (wire.status === 202) expect(stored).toBe(3);
    else expect([0, 3]).toContain(stored);
    if (stored === 3) await waitForJobs([inflight], 60_000);
  }, 240_000);

  it('writes reset archives to the database, not to the disk of the process that ran the reset', async () => {
    const live = servers.filter((s) => s.alive);
    const token = await signIn(live[0]!.url, 'ada@acme-mutual.example');
    const reset = await api(live[0]!.url, 'POST', `/api/tenant/${ACME}/reset/usecase`, token, {
      usecaseIds: [USE_CASE_IDS.docAnalysis],
      confirm: 'acme-mutual',
    });
    expect(reset.status, reset.text).toBe(202);
    const { rows } = await env.adminQuery(
      `select kind, created_by, row_count, payload->'tables' ? 'documents' as has_documents
       from data_archives where tenant_id = $1 and kind = 'usecase-reset'`,
      [ACME],
    );
    expect(rows).toEqual([
      {
        kind: 'usecase-reset',
        created_by: 'ada@acme-mutual.example',
        row_count: expect.any(Number),
        has_documents: true,
      },
    ]);
    expect((rows[0] as { row_count: number }).row_count).toBeGreaterThanOrEqual(CRASH_DOCS);
    // Every process reads it (it is a row of the shared database); none keeps a local copy.
    for (const server of servers)
      expect(await readdir(path.join(server.dataDir, 'archives')).catch(() => [])).toEqual([]);
    // The documents it archived are gone for every process.
    for (const server of live) {
      const list = await api(server.url, 'GET', DOCS, token);
      expect(list.status).toBe(200);
      expect((list.json.items as { name: string }[]).map((a) => a.name)).not.toContain('Crash');
    }
  }, 90_000);

  // Last: it leaves the test client's address rate-limited for sign-in.
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
