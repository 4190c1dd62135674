import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { FEATURE_IDS } from '../src/services/users/features.ts';
import { bootApp, createTestEnv, injectAs, signIn, type TestEnv } from './helpers.ts';

// SECURITY.md "Operator-locked features".
let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let bo: string;

const BIRCH = DEMO_TENANT_IDS.birchInsurance;
const DOC = FEATURE_IDS['DOC-ANL'];

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  bo = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

const call = (method: string, url: string, token: string, payload?: unknown) =>
  injectAs(ratelens, method, url, token, payload);

describe('operator-locked features', () => {
  it('keeps a feature the operator locked off switched off, whatever the tenant admin does', async () => {
    const locked = await call('PUT', `/api/tenant/${BIRCH}/feature/${DOC}/lock`, admin, {
      enabled: false,
      reason: 'Contract ends in June',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ code: 'DOC-ANL', enabled: false, locked: true });

    const attempt = await call('PATCH', `/api/user/feature/${DOC}/enable`, bo);
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json()).toMatchObject({ code: 'feature_locked' });
    expect(attempt.json().detail).toContain('Contract ends in June');

    const list = (await call('GET', '/api/user/feature', bo)).json() as {
      code: string;
      enabled: boolean;
      locked: boolean;
      lockReason: string | null;
    }[];
    expect(list.find((f) => f.code === 'DOC-ANL')).toMatchObject({
      enabled: false,
      locked: true,
      lockReason: 'Contract ends in June',
    });
    // Still off where it counts: the feature gate.
    const info = (await call('GET', '/api/profile/userinfo', bo)).json() as { enabledFeatures: string[] };
    expect(info.enabledFeatures).not.toContain('DOC-ANL');
  });

  it('keeps a feature locked on switched on', async () => {
    const prf = FEATURE_IDS['PRF-ANL'];
    expect(
      (await call('PUT', `/api/tenant/${BIRCH}/feature/${prf}/lock`, admin, { enabled: true })).statusCode,
    ).toBe(200);
    const attempt = await call('PATCH', `/api/user/feature/${prf}/disable`, bo);
    expect(attempt.json()).toMatchObject({ status: 409, code: 'feature_locked' });
  });

  it('lets only a system-admin lock and unlock; after unlocking the tenant admin switches again', async () => {
    expect(
      (await call('PUT', `/api/tenant/${BIRCH}/feature/${DOC}/lock`, bo, { enabled: true })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/tenant/${BIRCH}/feature/${DOC}/lock`, bo)).statusCode).toBe(403);
    const unlocked = await call('DELETE', `/api/tenant/${BIRCH}/feature/${DOC}/lock`, admin);
    expect(unlocked.json()).toMatchObject({ locked: false, enabled: false });
    const on = await call('PATCH', `/api/user/feature/${DOC}/enable`, bo);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, locked: false });
  });
});
