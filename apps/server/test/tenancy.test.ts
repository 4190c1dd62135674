import { hasFeature } from '@ratelens/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS, DEMO_USERS } from '../src/db/seed.ts';
import { withSystemAdminRegistry, withTenant } from '../src/db/tenant.ts';
import Fastify from 'fastify';
import { loadSpec, type SpecOperation } from '../src/http/openapi.ts';
import { installErrorHandler } from '../src/http/problem.ts';
import { registerSpecRoutes } from '../src/http/routes.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let operations: SpecOperation[];
const sessions = new Map<string, { token: string; roleName: string; enabledFeatures: string[] }>();

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  operations = (await loadSpec(ratelens.deps.config.openapiPath)).operations;
  for (const user of DEMO_USERS) {
    const tokens = await signIn(ratelens, env.dataDir, user.email);
    const me = await ratelens.app.inject({
      method: 'GET',
      url: '/api/profile/userinfo',
      headers: bearer(tokens.id_token),
    });
    const info = me.json() as { roleName: string; enabledFeatures: string[] };
    sessions.set(user.email, { token: tokens.id_token, ...info });
  }
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

const TENANT_TABLES = ['tenants', 'users', 'login_codes', 'sessions', 'refresh_tokens', 'audit_log'];

describe('row-level security', () => {
  it('shows no row of any tenant table when no tenant is set', async () => {
    for (const table of TENANT_TABLES) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        ratelens.db,
      );
      expect({ table, n: rows[0]?.n }).toEqual({ table, n: 0 });
    }
    // The same tables do hold data for a tenant, so the empty answers above are RLS at work.
    const acme = await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      sql<{ n: number }>`select count(*)::int as n from sessions`.execute(tx),
    );
    expect(acme.rows[0]?.n).toBeGreaterThan(0);
  });

  it('shows a tenant only its own rows', async () => {
    const users = await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx.selectFrom('users').select(['tenant_id', 'email']).execute(),
    );
    expect(users.map((u) => u.email).sort()).toEqual(['ada@acme-mutual.example', 'sam@acme-mutual.example']);
    const tenants = await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx.selectFrom('tenants').select('name').execute(),
    );
    expect(tenants).toEqual([{ name: 'Acme Mutual' }]);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
        tx
          .insertInto('users')
          .values({
            tenant_id: DEMO_TENANT_IDS.birchInsurance,
            username: 'mole',
            email: 'mole@birch-insurance.example',
            name: 'Mole',
            role_name: 'tenant-admin',
            group_id: null,
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
        tx
          .insertInto('audit_log')
          .values({ tenant_id: DEMO_TENANT_IDS.birchInsurance, actor: 'x', action: 'x' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    const moved = await withTenant(ratelens.db, DEMO_TENANT_IDS.birchInsurance, (tx) =>
      tx
        .updateTable('users')
        .set({ name: 'Hijacked' })
        .where('email', '=', 'ada@acme-mutual.example')
        .executeTakeFirst(),
    );
    expect(moved.numUpdatedRows).toBe(0n);
  });

  it('keeps the global e-mail directory out of the app role’s reach', async () => {
    await expect(sql`select * from user_directory`.execute(ratelens.db)).rejects.toThrow(/permission denied/);
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from find_sign_in_account('ADA@acme-mutual.example')`.execute(ratelens.db);
    expect(rows).toEqual([
      {
        tenant_id: DEMO_TENANT_IDS.acmeMutual,
        user_id: expect.any(String),
        user_active: true,
        tenant_active: true,
      },
    ]);
  });

  it('opens the whole tenants registry only on the system-admin path', async () => {
    const all = await withSystemAdminRegistry(ratelens.db, (tx) =>
      tx.selectFrom('tenants').select('slug').execute(),
    );
    expect(all.map((t) => t.slug).sort()).toEqual(['acme-mutual', 'birch-insurance', 'ratelens']);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(ratelens.db);
    expect(rows[0]?.n).toBe(0);
  });
});

function urlFor(operation: SpecOperation): string {
  return operation.url.replace(/:([A-Za-z0-9_]+)/g, () => '3f0c2a6e-8d1b-4c5e-9f7a-1b2c3d4e5f60');
}

describe('x-public, x-roles and x-feature from the spec', () => {
  it('covers every operation of the spec', () => {
    expect(operations.length).toBeGreaterThan(5);
    expect(operations.filter((o) => !o.isPublic).every((o) => Array.isArray(o.roles))).toBe(true);
  });

  it('answers 401 without a token and with a tampered one on every protected operation', async () => {
    const forged = `${sessions.get('sam@acme-mutual.example')!.token.slice(0, -6)}AAAAAA`;
    for (const op of operations.filter((o) => !o.isPublic)) {
      for (const headers of [{}, bearer(forged)]) {
        const res = await ratelens.app.inject({
          method: op.method.toUpperCase() as 'GET',
          url: urlFor(op),
          headers,
        });
        expect({ op: op.operationId, status: res.statusCode }).toEqual({ op: op.operationId, status: 401 });
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    }
  });

  it('lets each demo role through exactly where x-roles and x-feature allow', async () => {
    // x-token operations take another kind of token, not an id token: test/user-requests.test.ts covers them.
    for (const op of operations.filter((o) => !o.isPublic && !o.tokenKind)) {
      for (const [email, session] of sessions) {
        const allowed =
          (op.roles ?? []).includes(session.roleName) && (!op.feature || hasFeature(session, op.feature));
        // Allowed calls are only made where they cannot change data (a session must survive the matrix).
        if (allowed && op.method !== 'get' && !isUnhandled(op)) continue;
        const res = await ratelens.app.inject({
          method: op.method.toUpperCase() as 'GET',
          url: urlFor(op),
          headers: bearer(session.token),
        });
        const seen = { op: op.operationId, email, status: res.statusCode };
        if (allowed) {
          expect(res.statusCode, JSON.stringify(seen)).not.toBe(401);
          expect(res.statusCode, JSON.stringify(seen)).not.toBe(403);
          expect(res.statusCode === 501 || res.statusCode < 500, JSON.stringify(seen)).toBe(true);
        } else {
          expect(seen).toEqual({ ...seen, status: 403 });
          expect(res.json()).toMatchObject({
            code:
              op.feature && (op.roles ?? []).includes(session.roleName)
                ? 'feature_disabled'
                : 'role_not_allowed',
          });
        }
      }
    }
  });

  it('refuses a feature that is off for the tenant even to its admin', async () => {
    const gated = operations.find((o) => o.feature === 'DOC-ANL' && o.roles?.includes('tenant-admin'));
    if (!gated) return;
    const bo = sessions.get('bo@birch-insurance.example')!;
    const res = await ratelens.app.inject({
      method: gated.method.toUpperCase() as 'GET',
      url: urlFor(gated),
      headers: bearer(bo.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
  });

  it('answers 501 not_implemented for an operation without a handler', async () => {
    const ada = sessions.get('ada@acme-mutual.example')!;
    const candidate = operations.find(
      (o) =>
        o.method === 'get' &&
        !o.isPublic &&
        o.roles?.includes('tenant-admin') &&
        !o.schema.params &&
        !hasRequiredQuery(o) &&
        (!o.feature || ada.enabledFeatures.includes(o.feature)),
    )!;
    // The server now handles every such operation, so the same spec is routed on a bare app with no
    // handlers: the guard still authenticates against the real database before the 501.
    const bare = Fastify({
      ajv: {
        customOptions: { strict: false, removeAdditional: false, coerceTypes: 'array', useDefaults: true },
      },
    });
    bare.decorateRequest('principal', null);
    bare.decorateRequest('actingTenantId', null);
    bare.decorateRequest('activation', null);
    installErrorHandler(bare);
    registerSpecRoutes(bare, await loadSpec(ratelens.deps.config.openapiPath), ratelens.deps, {});
    try {
      const anonymous = await bare.inject({ method: 'GET', url: urlFor(candidate) });
      expect(anonymous.statusCode).toBe(401);
      const res = await bare.inject({ method: 'GET', url: urlFor(candidate), headers: bearer(ada.token) });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toMatchObject({ status: 501, code: 'not_implemented' });
    } finally {
      await bare.close();
    }
    // Compiling the validators of all 229 routes on the bare app takes 10-20 s alone and over 40 s on a
    // loaded 2-core machine.
  }, 120_000);
});

function isUnhandled(op: SpecOperation): boolean {
  return !Object.hasOwn(ratelens.handlers, op.operationId);
}

function hasRequiredQuery(op: SpecOperation): boolean {
  const required = (op.schema.querystring as { required?: string[] } | undefined)?.required;
  return Array.isArray(required) && required.length > 0;
}

describe('HTTP hygiene', () => {
  it('sends the security headers on API answers and errors alike', async () => {
    for (const url of ['/healthz', '/api/profile/userinfo', '/api/no-such-thing']) {
      const res = await ratelens.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      // Plain http: no HSTS (sent only over https, see edge-hardening.test.ts).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers an unknown API path with a problem+json 404', async () => {
    const res = await ratelens.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', status: 404 });
  });
});
