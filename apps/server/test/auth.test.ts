import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { withSystemAdminRegistry, withTenant } from '../src/db/tenant.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import {
  bearer,
  bootApp,
  createTestEnv,
  latestCode,
  outboxFiles,
  requestCode,
  signIn,
  type TestEnv,
  type Tokens,
} from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
const logLines: string[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(
    env,
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

const userinfo = (token: string) =>
  ratelens.app.inject({ method: 'GET', url: '/api/profile/userinfo', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  ratelens.app.inject({ method: 'POST', url: '/sso/refresh-token', payload: { refreshToken } });
const exchange = (email: string, code: string) =>
  ratelens.app.inject({ method: 'POST', url: '/sso/token', payload: { email, code } });

describe('passwordless sign-in', () => {
  it('mails a code to the outbox and exchanges it for a working session', async () => {
    const res = await requestCode(ratelens, 'ada@acme-mutual.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ method: 'code' });
    const [file] = await outboxFiles(env.dataDir, 'ada@acme-mutual.example');
    const eml = await readFile(file!, 'utf8');
    expect(eml).toMatch(/^To: ada@acme-mutual\.example$/m);
    const code = await latestCode(env.dataDir, 'ada@acme-mutual.example');
    expect(eml).toContain(`/verify?email=ada%40acme-mutual.example&code=${code}`);

    const token = await exchange('ada@acme-mutual.example', code);
    expect(token.statusCode).toBe(200);
    const tokens = token.json() as Tokens;
    expect(tokens).toMatchObject({
      tenantId: DEMO_TENANT_IDS.acmeMutual,
      token_type: 'Bearer',
      expires_in: 600,
    });
    expect(tokens.refresh_token).not.toBe('');

    const me = await userinfo(tokens.id_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      tenantId: DEMO_TENANT_IDS.acmeMutual,
      tenantName: 'Acme Mutual',
      name: 'Ada Lovelace',
      email: 'ada@acme-mutual.example',
      roleName: 'tenant-admin',
      active: true,
      enabledFeatures: ['ANM-DSH', 'COM-AST', 'DOC-ANL', 'PRF-ANL', 'PRF-AST'],
    });
    expect((await userinfo(tokens.access_token)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    await requestCode(ratelens, 'sam@acme-mutual.example');
    const code = await latestCode(env.dataDir, 'sam@acme-mutual.example');
    expect((await exchange('sam@acme-mutual.example', code)).statusCode).toBe(200);
    const again = await exchange('sam@acme-mutual.example', code);
    expect(again.statusCode).toBe(401);
    expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(again.json()).toMatchObject({ status: 401, code: 'invalid_code' });
  });

  it('refuses an expired code', async () => {
    await requestCode(ratelens, 'lee@birch-insurance.example');
    const code = await latestCode(env.dataDir, 'lee@birch-insurance.example');
    await withTenant(ratelens.db, DEMO_TENANT_IDS.birchInsurance, (tx) =>
      tx
        .updateTable('login_codes')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('used_at', 'is', null)
        .execute(),
    );
    expect((await exchange('lee@birch-insurance.example', code)).statusCode).toBe(401);
  });

  it('burns the code after five wrong attempts, even for the right code afterwards', async () => {
    await requestCode(ratelens, 'bo@birch-insurance.example');
    const code = await latestCode(env.dataDir, 'bo@birch-insurance.example');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await exchange('bo@birch-insurance.example', wrong)).statusCode).toBe(401);
    }
    expect((await exchange('bo@birch-insurance.example', code)).statusCode).toBe(401);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await requestCode(ratelens, 'sam@acme-mutual.example');
    const unknown = await requestCode(ratelens, 'nobody@acme-mutual.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outboxFiles(env.dataDir, 'nobody@acme-mutual.example')).toEqual([]);
    expect((await exchange('nobody@acme-mutual.example', '123456')).json()).toMatchObject({
      code: 'invalid_code',
    });
  });

  it('rejects bad input with a 400 problem naming the field', async () => {
    const res = await ratelens.app.inject({ method: 'POST', url: '/sso/authorize?email=not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'email' }] });
    const extra = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/token',
      payload: { email: 'ada@acme-mutual.example', code: '123456', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ errors: [{ field: 'admin' }] });
    const broken = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'bad_request' });
  });
});

describe('tokens and sessions', () => {
  it('rotates the refresh token on every use', async () => {
    const first = await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json() as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.tenantId).toBe(first.tenantId);
    expect((await userinfo(second.id_token)).statusCode).toBe(200);
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example');
    const second = (await refresh(first.refresh_token)).json() as Tokens;
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'refresh_token_reused' });
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(second.id_token)).statusCode).toBe(401);
    expect((await userinfo(first.id_token)).statusCode).toBe(401);
  });

  it('ends the session at logout: the id token and refresh token stop working at once', async () => {
    const tokens = await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example');
    const out = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/logout',
      headers: bearer(tokens.id_token),
    });
    expect(out.statusCode).toBe(204);
    const after = await userinfo(tokens.id_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session_revoked' });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const tokens = await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example');
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      string
    >;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const stale = await ratelens.deps.tokens.issue(
      { sub: claims.sub!, tid: claims.tid!, sid: claims.sid!, role: claims.role! },
      { email: 'ada@acme-mutual.example', name: 'Ada Lovelace' },
      new Date(Date.now() + 3600_000),
      past,
    );
    const res = await userinfo(stale.id_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_expired' });
  });

  it('refuses a tampered token', async () => {
    const tokens = await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example');
    const [header, payload, signature] = tokens.id_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'system-admin' })).toString('base64url');
    for (const token of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'garbage',
    ]) {
      const res = await userinfo(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_token' });
    }
    expect((await ratelens.app.inject({ method: 'GET', url: '/api/profile/userinfo' })).statusCode).toBe(401);
  });

  it('refuses a deactivated user at once and sends them no code', async () => {
    const tokens = await signIn(ratelens, env.dataDir, 'lee@birch-insurance.example');
    await withTenant(ratelens.db, DEMO_TENANT_IDS.birchInsurance, (tx) =>
      tx
        .updateTable('users')
        .set({ is_active: false })
        .where('email', '=', 'lee@birch-insurance.example')
        .execute(),
    );
    try {
      expect((await userinfo(tokens.id_token)).json()).toMatchObject({ code: 'user_inactive' });
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
      const before = (await outboxFiles(env.dataDir, 'lee@birch-insurance.example')).length;
      expect((await requestCode(ratelens, 'lee@birch-insurance.example')).statusCode).toBe(200);
      expect((await outboxFiles(env.dataDir, 'lee@birch-insurance.example')).length).toBe(before);
    } finally {
      await withTenant(ratelens.db, DEMO_TENANT_IDS.birchInsurance, (tx) =>
        tx
          .updateTable('users')
          .set({ is_active: true })
          .where('email', '=', 'lee@birch-insurance.example')
          .execute(),
      );
    }
  });

  it('refuses every user of a deactivated tenant', async () => {
    const tokens = await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example');
    const setActive = (active: boolean) =>
      withSystemAdminRegistry(ratelens.db, (tx) =>
        tx
          .updateTable('tenants')
          .set({ is_active: active })
          .where('id', '=', DEMO_TENANT_IDS.birchInsurance)
          .execute(),
      );
    await setActive(false);
    try {
      expect((await userinfo(tokens.id_token)).json()).toMatchObject({ code: 'tenant_inactive' });
      const before = (await outboxFiles(env.dataDir, 'bo@birch-insurance.example')).length;
      await requestCode(ratelens, 'bo@birch-insurance.example');
      expect((await outboxFiles(env.dataDir, 'bo@birch-insurance.example')).length).toBe(before);
    } finally {
      await setActive(true);
    }
    expect((await userinfo(tokens.id_token)).statusCode).toBe(200);
  });
});

describe('operations', () => {
  it('serves many concurrent requests on the single database connection', async () => {
    const tokens = await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example');
    const results = await Promise.all([
      ...Array.from({ length: 25 }, () => userinfo(tokens.id_token)),
      ...Array.from({ length: 5 }, () => requestCode(ratelens, 'nobody-else@acme-mutual.example')),
      ...Array.from({ length: 5 }, () => ratelens.app.inject({ method: 'GET', url: '/readyz' })),
    ]);
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
  });

  it('logs requests with ids but never tokens, codes or sign-in addresses in URLs', async () => {
    const tokens = await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example');
    await userinfo(tokens.id_token);
    const code = await latestCode(env.dataDir, 'ada@acme-mutual.example');
    const text = logLines.join('');
    expect(text).toContain('sign-in code for ada@acme-mutual.example written to');
    expect(text).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(text).not.toContain(tokens.id_token.split('.')[2]!);
    expect(text).not.toContain(tokens.refresh_token);
    expect(text).not.toContain(`code is: ${code}`);
    expect(text).not.toContain(`code=${code}`);
    expect(text).not.toContain('/sso/authorize?email');
  });
});
