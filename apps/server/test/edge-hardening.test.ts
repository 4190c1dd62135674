import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { call, multipart } from './documents-helpers.ts';
import {
  bearer,
  bootApp,
  createTestEnv,
  requestCode,
  latestCode,
  type TestEnv,
  type Tokens,
} from './helpers.ts';

// SECURITY.md "One input rule at the edge", "Caching of tokens and API answers", "Token types",
// "Security headers and HSTS".
let env: TestEnv;
let ratelens: RatelensApp;
let tokens: Tokens;

const ADA = 'ada@acme-mutual.example';
const base = `/api/usecase/${USE_CASE_IDS.docAnalysis}/docs/analysis`;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env, { TRUST_PROXY: 'true' });
  await requestCode(ratelens, ADA);
  const res = await ratelens.app.inject({
    method: 'POST',
    url: '/sso/token',
    payload: { email: ADA, code: await latestCode(env.dataDir, ADA) },
  });
  tokens = res.json() as Tokens;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

describe('one input rule at the edge', () => {
  it('answers 400 naming the file name for a NUL byte in an upload’s file name', async () => {
    const created = await call(ratelens, tokens.id_token, 'POST', base, { name: 'Edge' });
    expect(created.status).toBe(201);
    const { payload, headers } = multipart([
      { name: 'rates\u0000.txt', bytes: 'base rate 5%', type: 'text/plain' },
    ]);
    const res = await ratelens.app.inject({
      method: 'POST',
      url: `${base}/${String(created.body.id)}/documents`,
      headers: { ...bearer(tokens.id_token), ...headers },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'files[0].filename' }] });
  });

  it('answers 400 naming the field for control characters in names, and keeps line breaks in free text', async () => {
    for (const name of ['Zed\u0007', 'Zed\nNewline', 'Zed\u001b[31m', 'Zed\u0085']) {
      const res = await ratelens.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: bearer(tokens.id_token),
        payload: { email: 'zed@acme-mutual.example', name, roleName: 'user' },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'name' }] });
    }
    const query = await ratelens.app.inject({
      method: 'GET',
      url: `/api/user?filter=${encodeURIComponent('name|eq|a\u0001b')}`,
      headers: bearer(tokens.id_token),
    });
    expect(query.json()).toMatchObject({ status: 400, errors: [{ field: 'filter' }] });
    const types = await ratelens.app.inject({
      method: 'GET',
      url: '/api/user/feedbacktype',
      headers: bearer(tokens.id_token),
    });
    const typeId = types.json() as { id: string }[] | { items: { id: string }[] };
    const first = Array.isArray(typeId) ? typeId[0] : typeId.items[0];
    const feedback = await ratelens.app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: bearer(tokens.id_token),
      payload: { feedbackType: first?.id, message: 'Line one\nLine two\twith a tab', pageUrl: '/' },
    });
    expect(feedback.statusCode, feedback.body).toBe(201);
    const bell = await ratelens.app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: bearer(tokens.id_token),
      payload: { feedbackType: first?.id, message: 'Ring \u0007 the bell', pageUrl: '/' },
    });
    expect(bell.json()).toMatchObject({ status: 400, errors: [{ field: 'message' }] });
  });
});

describe('caching', () => {
  it('marks tokens and API JSON Cache-Control: no-store', async () => {
    const refresh = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/refresh-token',
      payload: { refreshToken: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    expect(refresh.headers.pragma).toBe('no-cache');
    tokens = { ...tokens, ...(refresh.json() as Tokens) };
    const api = await ratelens.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(tokens.id_token),
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('no-store');
    const problem = await ratelens.app.inject({ method: 'GET', url: '/api/user' });
    expect(problem.statusCode).toBe(401);
    expect(problem.headers['cache-control']).toBe('no-store');
  });
});

describe('token types', () => {
  it('accepts the id token on API calls and refuses the access token there', async () => {
    expect(
      (await ratelens.app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.id_token) }))
        .statusCode,
    ).toBe(200);
    const wrong = await ratelens.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(tokens.access_token),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'wrong_token_type' });
  });

  it('accepts the access token at userinfo, where it belongs', async () => {
    const res = await ratelens.app.inject({
      method: 'GET',
      url: '/api/profile/userinfo',
      headers: bearer(tokens.access_token),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends X-Frame-Options DENY, agreeing with frame-ancestors none', async () => {
    const res = await ratelens.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only over https: never over plain http, and behind a trusted proxy that says https', async () => {
    const plain = await ratelens.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await ratelens.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(proxied.headers['strict-transport-security'])).toMatch(/max-age=31536000/);
  });
});
