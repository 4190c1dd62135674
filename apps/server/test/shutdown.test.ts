import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_URL, outboxFiles, waitForNewCode } from './helpers.ts';

// A real server process (src/main.ts under tsx) so SIGTERM goes through the same handler as in production.
const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../src/main.ts');

let child: ChildProcess;
let dataDir: string;
let url: URL;
let stderr = '';
let exitResolve: (code: number | null) => void = () => undefined;
const exited = new Promise<number | null>((resolve) => {
  exitResolve = resolve;
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ratelens-shutdown-'));
  child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: path.resolve(here, '..'),
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // PostgreSQL runs share a cluster; this process needs no database of its own beyond PGlite.
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', (code) => exitResolve(code));
  url = await new Promise<URL>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Ratelens listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(new URL(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends the request head and half the body now; the rest when `finish` is called. */
function slowRequest(body: string) {
  const socket = net.connect(Number(url.port), url.hostname);
  const half = Math.floor(body.length / 2);
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString()));
  const done = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(response));
    socket.on('close', () => resolve(response));
    socket.on('error', reject);
  });
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return {
    async start() {
      await connected;
      socket.write(
        `POST /sso/token HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
    },
    finish() {
      socket.write(body.slice(half));
    },
    done,
  };
}

function connects(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

describe.skipIf(DATABASE_URL !== null)('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, refuses new connections, then exits 0', async () => {
    const email = 'sam@acme-mutual.example';
    const before = await outboxFiles(dataDir, email);
    const authorize = await fetch(new URL(`/sso/authorize?email=${encodeURIComponent(email)}`, url), {
      method: 'POST',
    });
    expect(authorize.status).toBe(200);
    const code = await waitForNewCode(dataDir, email, before);

    const request = slowRequest(JSON.stringify({ email, code }));
    await request.start();
    // Let the server parse the head, so the request is in flight when the signal lands.
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(await connects()).toBe(false);
    expect(child.exitCode).toBeNull();

    request.finish();
    const response = await request.done;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('"id_token"');
    expect(await exited).toBe(0);
    expect(stderr).toContain('"signal":"SIGTERM"');
  }, 60_000);
});
