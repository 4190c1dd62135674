import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withSystemAdminRegistry, withTenant } from '../src/db/tenant.ts';
import { bootApp, createTestEnv, injectAs, signIn, type TestEnv } from './helpers.ts';

// SECURITY.md "Each tenant owns its e-mail domains".
let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;
let bo: string;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  bo = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

const call = (method: string, url: string, token: string, payload?: unknown) =>
  injectAs(ratelens, method, url, token, payload);

describe('each tenant owns its e-mail domains', () => {
  it('refuses a tenant-admin who adds a member of another tenant’s domain or the provider’s', async () => {
    for (const email of ['someone@birch-insurance.example', 'someone@ratelens.example', 'x@gmail.example']) {
      const res = await call('POST', '/api/user', ada, { email, name: 'Someone', roleName: 'user' });
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toMatchObject({ code: 'domain_not_owned', errors: [{ field: 'email' }] });
    }
    // Birch can still add its own person, who signs in into Birch.
    const own = await call('POST', '/api/user', bo, {
      email: 'someone@birch-insurance.example',
      name: 'Someone',
      roleName: 'user',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ tenantId: DEMO_TENANT_IDS.birchInsurance });
  });

  it('refuses invitations outside the tenant’s domains, on both the own and the named-tenant copies', async () => {
    const invite = await call('POST', '/api/user-request/invite-user', ada, {
      email: 'pat@birch-insurance.example',
      role: 'user',
    });
    expect(invite.json()).toMatchObject({ status: 409, code: 'domain_not_owned' });
    const named = await call(
      'POST',
      `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/user-request/invite-user`,
      admin,
      { email: 'pat@birch-insurance.example', role: 'user' },
    );
    expect(named.json()).toMatchObject({ status: 409, code: 'domain_not_owned' });
    const ok = await call('POST', '/api/user-request/invite-user', ada, {
      email: 'pat@acme-mutual.example',
      role: 'user',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('lets only a system-admin override, explicitly, and records the override in the audit log', async () => {
    const byTenantAdmin = await call('POST', '/api/user', ada, {
      email: 'guest@partner.example',
      name: 'Guest',
      roleName: 'user',
      allowOtherDomain: true,
    });
    expect(byTenantAdmin.json()).toMatchObject({ status: 403, code: 'override_not_allowed' });
    const bySystemAdmin = await call('POST', `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/user`, admin, {
      email: 'guest@partner.example',
      name: 'Guest',
      roleName: 'user',
      allowOtherDomain: true,
    });
    expect(bySystemAdmin.statusCode, bySystemAdmin.body).toBe(201);
    const audit = await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'user.created')
        .where(sql<boolean>`detail->>'email' = 'guest@partner.example'`)
        .executeTakeFirst(),
    );
    expect(audit?.detail).toMatchObject({ domainOverride: true });
  });

  it('keeps a domain unique across tenants, in the database itself', async () => {
    const clash = await call('POST', '/api/tenant', admin, {
      name: 'Copycat',
      slug: 'copycat',
      emailDomains: ['Birch-Insurance.example'],
    });
    expect(clash.json()).toMatchObject({ status: 409, code: 'domain_taken' });
    // Even a statement that skips the service's check cannot give a second tenant the domain.
    const raw = withSystemAdminRegistry(ratelens.db, async (tx) => {
      const { numAffectedRows } = await sql`update tenants
        set domains = array['acme-mutual.example', 'birch-insurance.example']
        where id = ${DEMO_TENANT_IDS.acmeMutual}::uuid`.execute(tx);
      return numAffectedRows;
    });
    await expect(raw).rejects.toMatchObject({ code: '23505' });
  });
});
