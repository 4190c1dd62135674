import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { bootApp, createTestEnv, signIn, type TestEnv, injectAs } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;
let sam: string;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function call(method: string, url: string, token: string, payload?: unknown) {
  return injectAs(ratelens, method, url, token, payload);
}

describe('members of the caller’s tenant', () => {
  it('lists members with paging, filter and order, never another tenant’s', async () => {
    const res = await call('GET', '/api/user?orderBy=email:desc', ada);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.items.map((u: { email: string }) => u.email)).toEqual([
      'sam@acme-mutual.example',
      'ada@acme-mutual.example',
    ]);
    expect(page.items[1]).toMatchObject({
      name: 'Ada Lovelace',
      roleName: 'tenant-admin',
      active: true,
      userType: 'customer',
      tenantId: DEMO_TENANT_IDS.acmeMutual,
    });
    expect(page.items[1].lastSignInAt).toEqual(expect.any(String));
    const filtered = (
      await call(
        'GET',
        `/api/user?filter=${encodeURIComponent('(,roleName|eq|user,or,name|startswith:i|ADA,),and,active|eq|true')}`,
        ada,
      )
    ).json();
    expect(filtered.total).toBe(2);
    const one = (await call('GET', '/api/user?filter=roleName|eq|user&pageSize=1', ada)).json();
    expect(one).toMatchObject({ total: 1, pageSize: 1, items: [{ email: 'sam@acme-mutual.example' }] });
    const bad = await call('GET', '/api/user?filter=active|eq|maybe', ada);
    expect(bad.json()).toMatchObject({ status: 400, code: 'invalid_filter' });
  });

  it('creates a member who can then sign in, and refuses duplicates, bad roles and plain users', async () => {
    const created = await call('POST', '/api/user', ada, {
      email: 'Zoe@Acme-Mutual.example',
      name: 'Zoe Quinn',
      roleName: 'user',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'zoe@acme-mutual.example',
      email: 'zoe@acme-mutual.example',
      lastSignInAt: null,
    });
    await signIn(ratelens, env.dataDir, 'zoe@acme-mutual.example');
    const dup = await call('POST', '/api/user', ada, {
      email: 'zoe@acme-mutual.example',
      name: 'Zoe',
      roleName: 'user',
    });
    expect(dup.json()).toMatchObject({ status: 409, code: 'already_member' });
    const sys = await call('POST', '/api/user', ada, {
      email: 'x@acme-mutual.example',
      name: 'X',
      roleName: 'system-admin',
    });
    expect(sys.json()).toMatchObject({ status: 403, code: 'role_not_grantable' });
    expect(
      (await call('POST', '/api/user', sam, { email: 'y@acme-mutual.example', name: 'Y', roleName: 'user' }))
        .statusCode,
    ).toBe(403);
    const invalid = await call('POST', '/api/user', ada, {
      email: 'not-an-email',
      name: 'X',
      roleName: 'user',
    });
    expect(invalid.json()).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('gets and changes a member; deactivation ends their sessions; nobody demotes or deactivates themselves', async () => {
    expect((await call('GET', '/api/user/sam', ada)).json()).toMatchObject({
      email: 'sam@acme-mutual.example',
    });
    expect((await call('GET', '/api/user/sam%40acme-mutual.example', ada)).json()).toMatchObject({
      name: 'Sam Carter',
    });
    expect((await call('GET', '/api/user/bo%40birch-insurance.example', ada)).statusCode).toBe(404);

    // Zoe was added by the previous test.
    const victim = await signIn(ratelens, env.dataDir, 'zoe@acme-mutual.example');
    const changed = await call('PUT', '/api/user/zoe@acme-mutual.example', ada, {
      name: 'Zoe Q.',
      roleName: 'tenant-admin',
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Zoe Q.', roleName: 'tenant-admin', active: false });
    expect((await call('GET', '/api/profile/userinfo', victim.id_token)).statusCode).toBe(401);

    expect((await call('PUT', '/api/user/ada', ada, { active: false })).json()).toMatchObject({
      status: 409,
      code: 'self_change',
    });
    expect((await call('PUT', '/api/user/ada', ada, { roleName: 'user' })).json()).toMatchObject({
      status: 409,
      code: 'self_change',
    });
    expect((await call('PUT', '/api/user/ada', ada, { name: 'Ada L.' })).json()).toMatchObject({
      name: 'Ada L.',
    });
    expect((await call('PUT', '/api/user/ada', ada, {})).json()).toMatchObject({ status: 400 });
  });
});

describe('features, roles and user types', () => {
  it('switches a tenant feature off and on, and the feature gate follows at once', async () => {
    const features = (await call('GET', '/api/user/feature', sam)).json() as {
      id: string;
      code: string;
      enabled: boolean;
    }[];
    expect(features.map((f) => [f.code, f.enabled])).toEqual([
      ['ANM-DSH', true],
      ['COM-AST', true],
      ['DOC-ANL', true],
      ['PRF-ANL', true],
      ['PRF-AST', true],
    ]);
    const prfAst = features.find((f) => f.code === 'PRF-AST')!;
    expect((await call('PATCH', `/api/user/feature/${prfAst.id}/disable`, sam)).statusCode).toBe(403);
    const off = await call('PATCH', `/api/user/feature/${prfAst.id}/disable`, ada);
    expect(off.json()).toMatchObject({ code: 'PRF-AST', enabled: false });
    const me = (await call('GET', '/api/profile/userinfo', sam)).json();
    expect(me.enabledFeatures).not.toContain('PRF-AST');
    const gated = await call('GET', '/api/chats/summary', sam);
    expect(gated.json()).toMatchObject({ status: 403, code: 'feature_disabled' });
    // Only the caller's tenant changed.
    const birch = (await call('GET', `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}`, admin)).json();
    expect(birch.enabledFeatures).not.toContain('PRF-AST');
    const ratelensTenant = (await call('GET', `/api/tenant/${DEMO_TENANT_IDS.ratelens}`, admin)).json();
    expect(ratelensTenant.enabledFeatures).toContain('PRF-AST');

    expect((await call('PATCH', `/api/user/feature/${prfAst.id}/enable`, ada)).json()).toMatchObject({
      enabled: true,
    });
    expect((await call('GET', '/api/chats/summary', sam)).statusCode).not.toBe(403);
    expect(
      (await call('PATCH', '/api/user/feature/3f0c2a6e-8d1b-4c5e-9f7a-1b2c3d4e5f60/enable', ada)).statusCode,
    ).toBe(404);
  });

  it('lists the roles the caller can grant', async () => {
    expect((await call('GET', '/api/role', ada)).json().map((r: { name: string }) => r.name)).toEqual([
      'tenant-admin',
      'user',
    ]);
    expect((await call('GET', '/api/role', admin)).json().map((r: { name: string }) => r.name)).toEqual([
      'system-admin',
      'tenant-admin',
      'user',
    ]);
  });

  it('answers user types and head counts of a tenant', async () => {
    const types = (
      await call('GET', `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/user-type`, admin)
    ).json();
    expect(types).toMatchObject([
      { code: 'internal', emailDomains: ['ratelens.example'] },
      { code: 'customer', emailDomains: ['birch-insurance.example'] },
    ]);
    const summary = (await call('GET', `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/users`, admin)).json();
    expect(summary).toMatchObject({
      tenantId: DEMO_TENANT_IDS.birchInsurance,
      totalUsers: 2,
      activeUsers: 2,
      inactiveUsers: 0,
      byRole: [
        { roleName: 'tenant-admin', count: 1 },
        { roleName: 'user', count: 1 },
      ],
      seatLimit: null,
    });
  });
});

describe('members of a named tenant (system-admin)', () => {
  it('lists, creates, reads and changes members there', async () => {
    const birch = DEMO_TENANT_IDS.birchInsurance;
    const created = await call('POST', `/api/tenant/${birch}/user`, admin, {
      email: 'pat@birch-insurance.example',
      name: 'Pat',
      roleName: 'tenant-admin',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ tenantId: birch });
    const list = (await call('GET', `/api/tenant/${birch}/user?orderBy=email`, admin)).json();
    expect(list.items.map((u: { email: string }) => u.email)).toEqual([
      'bo@birch-insurance.example',
      'lee@birch-insurance.example',
      'pat@birch-insurance.example',
    ]);
    const put = await call('PUT', `/api/tenant/${birch}/user/pat@birch-insurance.example`, admin, {
      roleName: 'user',
    });
    expect(put.json()).toMatchObject({ roleName: 'user' });
    expect(
      (await call('GET', `/api/tenant/${birch}/user/pat@birch-insurance.example`, admin)).json(),
    ).toMatchObject({ roleName: 'user' });
    // system-admin exists only in the system tenant.
    const sys = await call('PUT', `/api/tenant/${birch}/user/pat@birch-insurance.example`, admin, {
      roleName: 'system-admin',
    });
    expect(sys.json()).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('enforces a seat limit', async () => {
    const t = await call('POST', '/api/tenant', admin, {
      name: 'Oak',
      slug: 'oak',
      emailDomains: ['oak.example'],
      seatLimit: 1,
    });
    const id = t.json().id;
    expect(
      (
        await call('POST', `/api/tenant/${id}/user`, admin, {
          email: 'a@oak.example',
          name: 'A',
          roleName: 'tenant-admin',
        })
      ).statusCode,
    ).toBe(201);
    const full = await call('POST', `/api/tenant/${id}/user`, admin, {
      email: 'b@oak.example',
      name: 'B',
      roleName: 'user',
    });
    expect(full.json()).toMatchObject({ status: 409, code: 'seat_limit_reached' });
  });
});
