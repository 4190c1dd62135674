import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, type CreateAppOptions, type RatelensApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';

export const DATABASE_URL = process.env.DATABASE_URL ?? null;

/** One isolated environment per test file: a temp data dir, plus a fresh PostgreSQL database when DATABASE_URL is set. */
export interface TestEnv {
  dataDir: string;
  databaseUrl: string | null;
  config(env?: Record<string, string>): ServerConfig;
  /** Runs SQL as the owner (superuser) role, outside the app's row-level security; PostgreSQL only. */
  adminQuery(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  dispose(): Promise<void>;
}

export async function createTestEnv(): Promise<TestEnv> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ratelens-server-'));
  let databaseUrl: string | null = null;
  let dbName: string | null = null;
  if (DATABASE_URL) {
    dbName = `ratelens_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    config: (env = {}) =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      }),
    async adminQuery(text, values) {
      if (!databaseUrl) throw new Error('adminQuery needs DATABASE_URL');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async dispose() {
      if (DATABASE_URL && dbName) {
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function bootApp(
  env: TestEnv,
  vars: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<RatelensApp> {
  return createApp(env.config(vars), options);
}

export async function outboxFiles(dataDir: string, recipient: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(path.join(dataDir, 'outbox'));
  } catch {
    return [];
  }
  // Names are <ISO time>-<n>-<recipient>.eml; the counter orders messages written in the same millisecond.
  const order = (name: string) => {
    const match = /^(.+Z)-(\d+)-/.exec(name);
    return match ? `${match[1]}-${match[2]?.padStart(8, '0')}` : name;
  };
  return names
    .filter((n) => n.endsWith(`-${recipient}.eml`))
    .sort((a, b) => order(a).localeCompare(order(b)))
    .map((n) => path.join(dataDir, 'outbox', n));
}

export async function latestCode(dataDir: string, recipient: string): Promise<string> {
  // In-process callers have waited for signInMailSettled() (requestCode), which covers every mail of the
  // queue; a server in another process is waited for with waitForNewCode.
  const files = await outboxFiles(dataDir, recipient);
  const last = files.at(-1);
  if (!last) throw new Error(`No mail for ${recipient}`);
  const text = await readFile(last, 'utf8');
  const match = /Your Ratelens sign-in code is: (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error(`No code in ${last}`);
  return match[1];
}

/**
 * For a server in another process: waits until a sign-in mail to `recipient` that is not in `before`
 * (outboxFiles taken before asking) has been written, and returns its code.
 */
export async function waitForNewCode(
  dataDir: string,
  recipient: string,
  before: string[],
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await outboxFiles(dataDir, recipient)).filter((f) => !before.includes(f));
    if (fresh.length > 0) return latestCode(dataDir, recipient);
    if (Date.now() > deadline) throw new Error(`No new sign-in mail for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  tenantId: string;
  expires_in: number;
  token_type: string;
}

/** POST /sso/authorize, then waits until the queued sign-in mail has left (mail is sent by a worker). */
export async function requestCode(ratelens: RatelensApp, email: string) {
  const res = await ratelens.app.inject({
    method: 'POST',
    url: `/sso/authorize?email=${encodeURIComponent(email)}`,
  });
  await ratelens.signInMailSettled();
  return res;
}

export async function signIn(ratelens: RatelensApp, dataDir: string, email: string): Promise<Tokens> {
  const authorize = await requestCode(ratelens, email);
  if (authorize.statusCode !== 200) throw new Error(`authorize ${authorize.statusCode}: ${authorize.body}`);
  const code = await latestCode(dataDir, email);
  const res = await ratelens.app.inject({ method: 'POST', url: '/sso/token', payload: { email, code } });
  if (res.statusCode !== 200) throw new Error(`token ${res.statusCode}: ${res.body}`);
  return res.json() as Tokens;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** One authenticated in-process request: the shape most HTTP tests share. */
export function injectAs(
  ratelens: RatelensApp,
  method: string,
  url: string,
  token: string,
  payload?: unknown,
) {
  return ratelens.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
