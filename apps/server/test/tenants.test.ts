import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { bearer, bootApp, createTestEnv, outboxFiles, requestCode, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function call(method: string, url: string, token: string, payload?: unknown, contentType?: string) {
  return ratelens.app.inject({
    method: method as 'GET',
    url,
    headers: { ...bearer(token), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

const json = 'application/json';
const jsonPatch = 'application/json-patch+json';

async function createTenant(slug: string, extra: Record<string, unknown> = {}) {
  const res = await call(
    'POST',
    '/api/tenant',
    admin,
    { name: `Tenant ${slug}`, slug, emailDomains: [`${slug}.example`], ...extra },
    json,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string; name: string; updateDateTime: string };
}

describe('tenant registry', () => {
  it('lists tenants with paging, a whitelisted filter and an order', async () => {
    const res = await call('GET', '/api/tenant?filter=name|contains:i|MUTUAL&orderBy=name:desc', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      page: 1,
      pageSize: 20,
      total: 1,
      items: [{ slug: 'acme-mutual', isActive: true, status: 'active' }],
    });
    const all = (await call('GET', '/api/tenant?orderBy=slug&pageSize=2&page=2', admin)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.length).toBeLessThanOrEqual(2);
  });

  it('refuses a filter on an unknown field or with bad syntax, and an unknown sort key', async () => {
    const unknown = await call('GET', '/api/tenant?filter=secret|eq|1', admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_filter' });
    const syntax = await call('GET', `/api/tenant?filter=${encodeURIComponent('and,name|eq|x')}`, admin);
    expect(syntax.json()).toMatchObject({ status: 400, code: 'invalid_filter' });
    const order = await call('GET', '/api/tenant?orderBy=secret', admin);
    expect(order.json()).toMatchObject({ status: 400, code: 'invalid_order' });
    // Values are bound, never spliced: a quote in a value is just a character to match.
    const quoted = await call(
      'GET',
      `/api/tenant?filter=${encodeURIComponent("name|eq|x' or '1'='1")}`,
      admin,
    );
    expect(quoted.json()).toMatchObject({ total: 0 });
  });

  it('creates, reads and replaces a tenant; slugs and domains are unique', async () => {
    const created = await createTenant('dune', { enabledFeatures: ['PRF-ANL'], seatLimit: 5 });
    expect(created).toMatchObject({
      slug: 'dune',
      status: 'active',
      enabledFeatures: ['PRF-ANL'],
      seatLimit: 5,
      identityProvider: null,
    });
    const again = await call(
      'POST',
      '/api/tenant',
      admin,
      { name: 'X', slug: 'dune', emailDomains: ['other.example'] },
      json,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'slug_taken' });
    const domain = await call(
      'POST',
      '/api/tenant',
      admin,
      { name: 'X', slug: 'xx', emailDomains: ['ACME-MUTUAL.example'] },
      json,
    );
    expect(domain.json()).toMatchObject({ status: 409, code: 'domain_taken' });

    const put = await call(
      'PUT',
      `/api/tenant/${created.id}`,
      admin,
      {
        name: 'Dune Re',
        emailDomains: ['dune.example', 'dune-re.example'],
        enabledFeatures: ['ANM-DSH', 'PRF-ANL'],
      },
      json,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Dune Re',
      emailDomains: ['dune.example', 'dune-re.example'],
      seatLimit: null,
    });
    const get = await call('GET', `/api/tenant/${created.id}`, admin);
    expect(get.json()).toMatchObject({ name: 'Dune Re', enabledFeatures: ['ANM-DSH', 'PRF-ANL'] });
  });

  it('gives a new tenant the catalogue of groups and use cases and the anomaly workflow', async () => {
    const created = await createTenant('fresh', {});
    const rows = await withTenant(ratelens.db, created.id, async (tx) => ({
      groups: (await tx.selectFrom('groups').select('id').execute()).length,
      usecases: (await tx.selectFrom('usecases').select('id').execute()).length,
      statuses: (await tx.selectFrom('anomaly_statuses').select('id').execute()).length,
    }));
    expect(rows.groups).toBe(5);
    expect(rows.usecases).toBe(7);
    expect(rows.statuses).toBeGreaterThan(1);
  });

  it('keeps tenant administration to system-admins', async () => {
    const res = await call('GET', '/api/tenant', ada);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'role_not_allowed' });
  });

  it('answers 404 for an unknown tenant id and 400 for a malformed one', async () => {
    expect((await call('GET', '/api/tenant/3f0c2a6e-8d1b-4c5e-9f7a-1b2c3d4e5f60', admin)).statusCode).toBe(
      404,
    );
    const bad = await call('GET', '/api/tenant/not-a-uuid', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('PATCH /api/tenant/{tenantId} (JSON Patch)', () => {
  it('applies a patch atomically and answers the patched tenant', async () => {
    const t = await createTenant('elm');
    const res = await call(
      'PATCH',
      `/api/tenant/${t.id}`,
      admin,
      [
        { op: 'test', path: '/name', value: 'Tenant elm' },
        { op: 'replace', path: '/name', value: 'Elm Mutual' },
        { op: 'add', path: '/emailDomains/-', value: 'elm-mutual.example' },
        { op: 'remove', path: '/enabledFeatures/0' },
        { op: 'replace', path: '/seatLimit', value: 10 },
      ],
      jsonPatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Elm Mutual',
      emailDomains: ['elm.example', 'elm-mutual.example'],
      enabledFeatures: ['COM-AST', 'DOC-ANL', 'PRF-ANL', 'PRF-AST'],
      seatLimit: 10,
    });
  });

  it('refuses a failing test, a pointer outside the patchable fields and an invalid result, changing nothing', async () => {
    const t = await createTenant('fir');
    const failing = await call(
      'PATCH',
      `/api/tenant/${t.id}`,
      admin,
      [
        { op: 'replace', path: '/name', value: 'Changed' },
        { op: 'test', path: '/name', value: 'Something else' },
      ],
      jsonPatch,
    );
    expect(failing.statusCode).toBe(409);
    expect(failing.json()).toMatchObject({ code: 'patch_failed' });
    const outside = await call(
      'PATCH',
      `/api/tenant/${t.id}`,
      admin,
      [{ op: 'replace', path: '/slug', value: 'x' }],
      jsonPatch,
    );
    expect(outside.json()).toMatchObject({ status: 409, code: 'patch_failed' });
    const invalid = await call(
      'PATCH',
      `/api/tenant/${t.id}`,
      admin,
      [{ op: 'add', path: '/enabledFeatures/-', value: 'NOPE' }],
      jsonPatch,
    );
    expect(invalid.json()).toMatchObject({ status: 400, code: 'validation_failed' });
    const missing = await call(
      'PATCH',
      `/api/tenant/${t.id}`,
      admin,
      [{ op: 'remove', path: '/emailDomains/5' }],
      jsonPatch,
    );
    expect(missing.json()).toMatchObject({ status: 409, code: 'patch_failed' });
    expect((await call('GET', `/api/tenant/${t.id}`, admin)).json()).toMatchObject({
      name: 'Tenant fir',
      updateDateTime: t.updateDateTime,
    });
  });

  it('refuses a malformed patch document with 400 and a plain JSON body with 415', async () => {
    const t = await createTenant('gum');
    const malformed = await call(
      'PATCH',
      `/api/tenant/${t.id}`,
      admin,
      [{ op: 'jump', path: '/name' }],
      jsonPatch,
    );
    expect(malformed.json()).toMatchObject({ status: 400, code: 'validation_failed' });
    const notJson = await call('PATCH', `/api/tenant/${t.id}`, admin, '[{', jsonPatch);
    expect(notJson.statusCode).toBe(400);
    const plain = await call(
      'PATCH',
      `/api/tenant/${t.id}`,
      admin,
      [{ op: 'replace', path: '/name', value: 'x' }],
      json,
    );
    expect(plain.statusCode).toBe(415);
  });
});

describe('tenant status', () => {
  it('locks a deactivated tenant out: held tokens stop working and sign-in sends no code; activation lets it back', async () => {
    const bo = await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example');
    expect((await call('GET', '/api/profile/userinfo', bo.id_token)).statusCode).toBe(200);
    const off = await call('PATCH', `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/deactivate`, admin);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: 'inactive', isActive: false });

    const held = await call('GET', '/api/profile/userinfo', bo.id_token);
    expect(held.statusCode).toBe(401);
    const refresh = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/refresh-token',
      payload: { refreshToken: bo.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const before = (await outboxFiles(env.dataDir, 'lee@birch-insurance.example')).length;
    expect((await requestCode(ratelens, 'lee@birch-insurance.example')).statusCode).toBe(200);
    expect((await outboxFiles(env.dataDir, 'lee@birch-insurance.example')).length).toBe(before);

    const on = await call('PATCH', `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/activate`, admin);
    expect(on.json()).toMatchObject({ status: 'active', isActive: true });
    const back = await signIn(ratelens, env.dataDir, 'lee@birch-insurance.example');
    expect((await call('GET', '/api/profile/userinfo', back.id_token)).statusCode).toBe(200);

    const audit = await withTenant(ratelens.db, DEMO_TENANT_IDS.birchInsurance, (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['actor', 'action', 'detail', 'at'])
        .where('action', '=', 'tenant.status_changed')
        .orderBy('at')
        .execute(),
    );
    expect(audit.map((a) => [a.actor, (a.detail as { to: string }).to])).toEqual([
      ['admin@ratelens.example', 'inactive'],
      ['admin@ratelens.example', 'active'],
    ]);
  });

  it('sets a status with a reason and refuses to deactivate the system tenant', async () => {
    const t = await createTenant('hazel');
    const res = await call(
      'PUT',
      `/api/tenant/${t.id}/update-status`,
      admin,
      { status: 'suspended', reason: 'Unpaid' },
      json,
    );
    expect(res.json()).toMatchObject({ status: 'suspended', isActive: false });
    const system = await call('PATCH', `/api/tenant/${DEMO_TENANT_IDS.ratelens}/deactivate`, admin);
    expect(system.json()).toMatchObject({ status: 409, code: 'system_tenant' });
  });

  it('deletes only an inactive tenant', async () => {
    const t = await createTenant('ivy');
    const active = await call('DELETE', `/api/tenant/${t.id}`, admin);
    expect(active.json()).toMatchObject({ status: 409, code: 'tenant_active' });
    await call('PATCH', `/api/tenant/${t.id}/deactivate`, admin);
    expect((await call('DELETE', `/api/tenant/${t.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/tenant/${t.id}`, admin)).statusCode).toBe(404);
  });
});

describe('system-admin calls into a tenant', () => {
  it('run inside the named tenant', async () => {
    const res = await call('GET', `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/user`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .items.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['ada@acme-mutual.example', 'sam@acme-mutual.example']);
  });

  it('refuse a feature-gated call into a tenant that has the feature off, even for a system-admin', async () => {
    const t = await createTenant('juniper', { enabledFeatures: ['PRF-ANL'] });
    const off = await call('GET', `/api/tenant/${t.id}/chats/summary`, admin);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'feature_disabled' });
    const on = await call('GET', `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/chats/summary`, admin);
    expect(on.statusCode).not.toBe(403);
  });

  it('let other roles name only their own tenant (another id is 404)', async () => {
    expect((await call('GET', `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/users`, ada)).statusCode).toBe(200);
    const other = await call('GET', `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/users`, ada);
    expect(other.statusCode).toBe(404);
  });
});

describe('module feature configuration', () => {
  it('stores a value per tenant, module, feature and key, and reads it back', async () => {
    const usecase = (await call('GET', '/api/usecase?pageSize=1', ada)).json().items[0].id as string;
    const url = `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/module/${usecase}/feature/COM-AST/config/maxCitations`;
    expect((await call('GET', url, ada)).statusCode).toBe(404);
    const put = await call('PUT', url, ada, { value: { max: 5 }, description: 'Citations per answer' }, json);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      key: 'maxCitations',
      value: { max: 5 },
      updatedBy: 'ada@acme-mutual.example',
    });
    const again = await call('PUT', url, ada, { value: 7 }, json);
    expect(again.json()).toMatchObject({ value: 7, description: 'Citations per answer' });
    expect((await call('GET', url, ada)).json()).toMatchObject({ value: 7 });
    // The same address in another tenant is another entry.
    const birchUrl = url.replace(DEMO_TENANT_IDS.acmeMutual, DEMO_TENANT_IDS.birchInsurance);
    expect((await call('GET', birchUrl, admin)).statusCode).toBe(404);
    expect((await call('GET', birchUrl, ada)).statusCode).toBe(404);
    const big = await call('PUT', url, ada, { value: 'x'.repeat(70 * 1024) }, json);
    expect(big.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
    const unknownModule = url.replace(usecase, '3f0c2a6e-8d1b-4c5e-9f7a-1b2c3d4e5f60');
    expect((await call('PUT', unknownModule, ada, { value: 1 }, json)).statusCode).toBe(404);
    expect((await call('GET', url.replace('COM-AST', 'NOPE'), ada)).statusCode).toBe(400);
  });
});
