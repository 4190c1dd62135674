import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withSystemAdminRegistry, withTenant } from '../src/db/tenant.ts';
import { startServer } from '../src/server.ts';
import { createTestEnv, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
}, 60_000);

afterAll(async () => {
  await env?.dispose();
});

/** Owner-level SQL outside the app, the way an operator (or an attacker with DDL) would change the schema. */
async function ownerSql(statement: string): Promise<void> {
  if (env.databaseUrl) {
    await env.adminQuery(statement);
    return;
  }
  const pglite = await PGlite.create(path.join(env.dataDir, 'pglite'));
  try {
    await pglite.exec(statement);
  } finally {
    await pglite.close();
  }
}

async function ownerRole(): Promise<string> {
  if (!env.databaseUrl) return 'postgres';
  const { rows } = await env.adminQuery('select current_user as role');
  return (rows[0] as { role: string }).role;
}

async function countTenantsAndUsers(db: Awaited<ReturnType<typeof createApp>>['db']) {
  const tenants = await withSystemAdminRegistry(db, (tx) => tx.selectFrom('tenants').select('id').execute());
  const acmeUsers = await withTenant(db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
    tx.selectFrom('users').select('id').execute(),
  );
  return { tenants: tenants.length, acmeUsers: acmeUsers.length };
}

describe('start-up', () => {
  it('seeds on the first start and tells how to build the web app when there is none', async () => {
    const first = await createApp(env.config());
    try {
      expect(first.seeded).toBe(true);
      expect(await countTenantsAndUsers(first.db)).toEqual({ tenants: 3, acmeUsers: 2 });
      await signIn(first, env.dataDir, 'ada@acme-mutual.example');
      const root = await first.app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('npm run build');
    } finally {
      await first.close();
    }
  }, 120_000);

  it('reuses the data on a second start, serves over loopback and falls back to the SPA', async () => {
    const webDist = path.join(env.dataDir, 'web');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Ratelens SPA</title>');
    await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');

    const server = await startServer(env.config({ WEB_DIST: webDist }));
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.ratelens.seeded).toBe(false);
      expect(await countTenantsAndUsers(server.ratelens.db)).toEqual({ tenants: 3, acmeUsers: 2 });

      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      const page = await fetch(`${server.url}/use-cases/abc/models/def`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Ratelens SPA');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

      // The SPA's own /sso page (the OIDC return address) is a page; what lies under /sso/ is API.
      const sso = await fetch(`${server.url}/sso?code=abc&state=def`);
      expect(sso.status).toBe(200);
      expect(await sso.text()).toContain('Ratelens SPA');
      const ssoApi = await fetch(`${server.url}/sso/unknown`);
      expect(ssoApi.headers.get('content-type')).toMatch(/^application\/problem\+json/);

      const asset = await fetch(`${server.url}/assets/app-1234.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');

      const api = await fetch(`${server.url}/api/does-not-exist`);
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses to serve when the app role is a superuser', async () => {
    const config = { ...env.config(), dbAppRole: await ownerRole() };
    await expect(createApp(config)).rejects.toThrow(/superuser/);
  }, 120_000);

  it('refuses to serve when a tenant table does not force row-level security', async () => {
    await ownerSql('ALTER TABLE sessions NO FORCE ROW LEVEL SECURITY');
    try {
      await expect(createApp(env.config())).rejects.toThrow(/not enabled and forced on: sessions/);
    } finally {
      await ownerSql('ALTER TABLE sessions FORCE ROW LEVEL SECURITY');
    }
  }, 120_000);

  it('refuses to serve when rows are visible without a tenant, and starts again once fixed', async () => {
    await ownerSql('CREATE POLICY leak ON users USING (true)');
    try {
      await expect(createApp(env.config())).rejects.toThrow(/rows are still visible in: users/);
    } finally {
      await ownerSql('DROP POLICY leak ON users');
    }
    const again = await createApp(env.config());
    try {
      expect(again.seeded).toBe(false);
      expect((await again.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  }, 120_000);
});
