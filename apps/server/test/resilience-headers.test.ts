import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: Record<string, string>;

beforeAll(async () => {
  env = await createTestEnv();
  const web = path.join(env.dataDir, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><title>Ratelens</title><div id="root"></div>',
  );
  await writeFile(path.join(web, 'assets', 'app-1234.js'), 'console.log("app")');
  ratelens = await bootApp(
    env,
    { WEB_DIST: web },
    {
      // A handler that fails unexpectedly: the 500 it turns into must carry the headers too.
      handlers: {
        listFeedbackTypes: async () => {
          throw new Error('boom: internal detail that must not leak');
        },
      },
    },
  );
  admin = bearer((await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token);
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, `${label}: CSP`).toContain("default-src 'self'");
  expect(csp, `${label}: CSP`).toContain("script-src 'self'");
  expect(csp, `${label}: CSP`).toContain("object-src 'none'");
  expect(csp, `${label}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${label}: CSP`).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  // Plain http here: HSTS is sent only over https (edge-hardening.test.ts covers both sides).
  expect(headers['strict-transport-security'], `${label}: no HSTS over http`).toBeUndefined();
  expect(headers['referrer-policy'], `${label}: referrer`).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], `${label}: frame options`).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin');
  expect(headers['x-powered-by'], `${label}: no x-powered-by`).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  const cases: [
    string,
    () => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
    number,
  ][] = [
    ['API 200', () => ratelens.app.inject({ method: 'GET', url: '/healthz' }), 200],
    [
      'API 200 signed in',
      () => ratelens.app.inject({ method: 'GET', url: '/api/profile/userinfo', headers: admin }),
      200,
    ],
    ['API 401', () => ratelens.app.inject({ method: 'GET', url: '/api/profile/userinfo' }), 401],
    ['API 404 unknown route', () => ratelens.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404],
    [
      'API 400 validation',
      () => ratelens.app.inject({ method: 'GET', url: '/api/group/not-a-uuid', headers: admin }),
      400,
    ],
    [
      'API 400 invalid JSON',
      () =>
        ratelens.app.inject({
          method: 'POST',
          url: '/api/group',
          headers: { ...admin, 'content-type': 'application/json' },
          payload: '{"name":',
        }),
      400,
    ],
    [
      'API 415',
      () =>
        ratelens.app.inject({
          method: 'POST',
          url: '/api/group',
          headers: { ...admin, 'content-type': 'text/plain' },
          payload: 'name=x',
        }),
      415,
    ],
    [
      'API 413',
      () =>
        ratelens.app.inject({
          method: 'POST',
          url: '/api/group',
          headers: { ...admin, 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
        }),
      413,
    ],
    [
      'API 500',
      () => ratelens.app.inject({ method: 'GET', url: '/api/user/feedbacktype', headers: admin }),
      500,
    ],
    [
      'API 404 path segment beyond the router limit',
      () => ratelens.app.inject({ method: 'GET', url: `/api/user/${'x'.repeat(3000)}`, headers: admin }),
      404,
    ],
    [
      'API 400 malformed percent-encoding (refused by the router, before any hook)',
      () => ratelens.app.inject({ method: 'GET', url: '/api/user/%E0%A4%A', headers: admin }),
      400,
    ],
    [
      'API 400 over-long username (the contract names the field)',
      () => ratelens.app.inject({ method: 'GET', url: `/api/user/${'x'.repeat(600)}`, headers: admin }),
      400,
    ],
    ['static index', () => ratelens.app.inject({ method: 'GET', url: '/' }), 200],
    ['static asset', () => ratelens.app.inject({ method: 'GET', url: '/assets/app-1234.js' }), 200],
    ['SPA fallback', () => ratelens.app.inject({ method: 'GET', url: '/settings/users' }), 200],
    ['HEAD', () => ratelens.app.inject({ method: 'HEAD', url: '/healthz' }), 200],
  ];

  for (const [label, send, status] of cases) {
    it(`${label} (${status})`, async () => {
      const res = await send();
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      expectSecurityHeaders(res.headers, label);
      if (status >= 400) {
        expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
        expect(res.body).not.toContain('boom');
        expect(res.body).not.toMatch(/\bat .+\.ts:\d+/);
      }
    });
  }
});
