import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { bootApp, createTestEnv, signIn, type TestEnv, injectAs } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;
let sam: string;
let bo: string;
const ACME = DEMO_TENANT_IDS.acmeMutual;
const BIRCH = DEMO_TENANT_IDS.birchInsurance;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
  bo = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function call(method: string, url: string, token: string, payload?: unknown) {
  return injectAs(ratelens, method, url, token, payload);
}

describe('agents of a named tenant', () => {
  it('lets a system-admin manage agents and their use cases inside the named tenant only', async () => {
    const created = await call('POST', `/api/tenant/${BIRCH}/agent`, admin, {
      name: 'Filing scout',
      approach: 'documents',
      description: 'Finds filings',
    });
    expect(created.statusCode, created.body).toBe(201);
    const agent = created.json();
    expect(agent).toMatchObject({ name: 'Filing scout', approach: 'documents', usecaseIds: [] });

    // It lives in Birch: Birch's own /api/agent sees it, Acme's does not.
    const birchOwn = (await call('GET', '/api/agent?pageSize=100', bo)).json();
    expect(birchOwn.items.map((a: { id: string }) => a.id)).toContain(agent.id);
    const acmeOwn = (await call('GET', '/api/agent?pageSize=100', ada)).json();
    expect(acmeOwn.items.map((a: { id: string }) => a.id)).not.toContain(agent.id);
    expect((await call('GET', `/api/tenant/${ACME}/agent/${agent.id}`, admin)).statusCode).toBe(404);

    const usecases = (await call('GET', '/api/usecase?pageSize=100&orderBy=name', bo)).json().items as {
      id: string;
      name: string;
    }[];
    expect(usecases.length).toBeGreaterThanOrEqual(2);
    const chosen = usecases.slice(0, 2).map((u) => u.id);
    const set = await call('PUT', `/api/tenant/${BIRCH}/agent/${agent.id}/usecase`, admin, {
      usecaseIds: chosen,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect([...set.json().usecaseIds].sort()).toEqual([...chosen].sort());
    const offered = (
      await call('GET', `/api/tenant/${BIRCH}/agent/${agent.id}/usecase?orderBy=name:desc&pageSize=1`, admin)
    ).json();
    expect(offered).toMatchObject({ total: 2, pageSize: 1, items: [{ id: usecases[1]!.id }] });
    const unknown = '3f0c2a6e-8d1b-4c5e-9f7a-1b2c3d4e5f60';
    expect(
      (await call('PUT', `/api/tenant/${BIRCH}/agent/${agent.id}/usecase`, admin, { usecaseIds: [unknown] }))
        .statusCode,
    ).toBe(404);

    const updated = await call('PUT', `/api/tenant/${BIRCH}/agent/${agent.id}`, admin, {
      name: 'Scout',
      approach: 'data',
      isActive: false,
    });
    expect(updated.json()).toMatchObject({ name: 'Scout', approach: 'data', isActive: false });
    expect((await call('DELETE', `/api/tenant/${BIRCH}/agent/${agent.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/tenant/${BIRCH}/agent/${agent.id}`, admin)).statusCode).toBe(404);
  });

  it('lets members use their own tenant’s path: users read, admins write, another tenant is 404', async () => {
    const list = await call('GET', `/api/tenant/${ACME}/agent`, sam);
    expect(list.statusCode).toBe(200);
    expect(
      (await call('POST', `/api/tenant/${ACME}/agent`, sam, { name: 'X', approach: 'data' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/tenant/${ACME}/agent`, ada, { name: 'Ada bot', approach: 'data' }))
        .statusCode,
    ).toBe(201);
    expect((await call('GET', `/api/tenant/${BIRCH}/agent`, ada)).statusCode).toBe(404);
  });
});
