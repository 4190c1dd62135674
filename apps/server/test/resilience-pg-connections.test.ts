import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { bootApp, createTestEnv, DATABASE_URL, injectAs, signIn, type TestEnv } from './helpers.ts';

// PostgreSQL only: a database restart, failover or an administrator's pg_terminate_backend kills the
// server's pooled connections while they sit idle. The server must log it and carry on, not crash.
describe.skipIf(DATABASE_URL === null)('pooled PostgreSQL connections that die while idle', () => {
  let env: TestEnv;
  let ratelens: RatelensApp;
  let token: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    env = await createTestEnv();
    ratelens = await bootApp(
      env,
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    token = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  }, 120_000);

  afterAll(async () => {
    await ratelens?.close();
    await env?.dispose();
  });

  it('keeps answering after every backend of its database is terminated', async () => {
    // Several requests at once so the pool holds more than one idle connection.
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => injectAs(ratelens, 'GET', '/api/profile/userinfo', token)),
    );
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    const killed = await env.adminQuery(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    // Let the termination notices reach the idle clients.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const after = await Promise.all(
      Array.from({ length: 4 }, () => injectAs(ratelens, 'GET', '/api/profile/userinfo', token)),
    );
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(logLines.join('')).toContain('idle database connection lost');
  });
});
