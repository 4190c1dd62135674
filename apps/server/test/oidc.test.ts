import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { bearer, bootApp, createTestEnv, outboxFiles, signIn, type TestEnv } from './helpers.ts';

const PUBLIC_URL = 'http://127.0.0.1:9';
let env: TestEnv;
let ratelens: RatelensApp;
let idpServer: Server;
let issuer: string;
/** Who the provider signs in: the login hint, unless a test makes the provider answer someone else. */
let accountOverride: string | null = null;

beforeAll(async () => {
  idpServer = createServer();
  await new Promise<void>((resolve) => idpServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idpServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'ratelens-acme',
        client_secret: 'acme-secret-1234567890',
        redirect_uris: [`${PUBLIC_URL}/sso`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true, name: id }),
    }),
    // Consent is implied: the test drives sign-in, not a consent screen.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  // The login "screen": finishes every interaction as the hinted account, like a user typing it in.
  idpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      provider
        .interactionDetails(req, res)
        .then((details) => {
          const hint = String(details.params.login_hint ?? '');
          return provider.interactionFinished(
            req,
            res,
            { login: { accountId: accountOverride ?? hint } },
            { mergeWithLastSubmission: false },
          );
        })
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
      return;
    }
    callback(req, res);
  });

  env = await createTestEnv();
  ratelens = await bootApp(env, { PUBLIC_URL });
  const admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  const res = await ratelens.app.inject({
    method: 'PATCH',
    url: `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}`,
    headers: { ...bearer(admin), 'content-type': 'application/json-patch+json' },
    payload: JSON.stringify([
      {
        op: 'add',
        path: '/identityProvider',
        value: { issuer, clientId: 'ratelens-acme', clientSecret: 'acme-secret-1234567890' },
      },
    ]),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
  await new Promise<void>((resolve) => idpServer?.close(() => resolve()));
});

/** Follows the provider's redirects like a browser (cookies kept) until it sends the browser back to us. */
async function browse(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(`${PUBLIC_URL}/sso`)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

async function authorize(email: string) {
  const res = await ratelens.app.inject({
    method: 'POST',
    url: `/sso/authorize?email=${encodeURIComponent(email)}&redirectUri=${encodeURIComponent(`${PUBLIC_URL}/sso`)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { method: string; authorizationUrl?: string };
}

function callback(back: URL) {
  return ratelens.app.inject({
    method: 'POST',
    url: '/sso/oidc/callback',
    payload: {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      ...(back.searchParams.get('iss') ? { iss: back.searchParams.get('iss') } : {}),
    },
  });
}

describe('OIDC single sign-on per tenant', () => {
  it('sends a member of a tenant with an identity provider there, with PKCE, and signs them in on return', async () => {
    const started = await authorize('ada@acme-mutual.example');
    expect(started.method).toBe('oidc');
    const url = new URL(started.authorizationUrl!);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe('ratelens-acme');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/sso`);
    expect(url.searchParams.get('state')).toMatch(new RegExp(`^${DEMO_TENANT_IDS.acmeMutual}\\.`));
    expect(await outboxFiles(env.dataDir, 'ada@acme-mutual.example')).toEqual([]);

    const back = await browse(started.authorizationUrl!);
    expect(back.searchParams.get('code')).toBeTruthy();
    const done = await callback(back);
    expect(done.statusCode, done.body).toBe(200);
    const tokens = done.json();
    expect(tokens).toMatchObject({ tenantId: DEMO_TENANT_IDS.acmeMutual, token_type: 'Bearer' });
    const me = await ratelens.app.inject({
      method: 'GET',
      url: '/api/profile/userinfo',
      headers: bearer(tokens.id_token),
    });
    expect(me.json()).toMatchObject({ email: 'ada@acme-mutual.example', roleName: 'tenant-admin' });

    // The state works once.
    const replay = await callback(back);
    expect(replay.json()).toMatchObject({ status: 401, code: 'invalid_oidc_state' });
    const audit = await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx.selectFrom('audit_log').select('detail').where('action', '=', 'sign_in').execute(),
    );
    expect(audit.map((a) => (a.detail as { method?: string }).method)).toContain('oidc');
  });

  it('never echoes the client secret', async () => {
    const admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
    const res = await ratelens.app.inject({
      method: 'GET',
      url: `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}`,
      headers: bearer(admin),
    });
    expect(res.json().identityProvider).toEqual({ issuer, clientId: 'ratelens-acme' });
    expect(res.body).not.toContain('acme-secret');
  });

  it('refuses a sign-in where the provider vouches for another address', async () => {
    const started = await authorize('sam@acme-mutual.example');
    accountOverride = 'ada@acme-mutual.example';
    try {
      const back = await browse(started.authorizationUrl!);
      const res = await callback(back);
      expect(res.json()).toMatchObject({ status: 401, code: 'oidc_failed' });
    } finally {
      accountOverride = null;
    }
  });

  it('answers by domain, so an unknown address in that domain looks the same and other tenants keep codes', async () => {
    const unknown = await authorize('nobody@acme-mutual.example');
    expect(unknown.method).toBe('oidc');
    const back = await browse(unknown.authorizationUrl!);
    expect((await callback(back)).json()).toMatchObject({ status: 401, code: 'invalid_oidc_state' });
    expect(await authorize('bo@birch-insurance.example')).toMatchObject({ method: 'code' });
  });

  it('refuses a forged or malformed state', async () => {
    const forged = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/oidc/callback',
      payload: { code: 'abc', state: `${DEMO_TENANT_IDS.acmeMutual}.${'A'.repeat(43)}` },
    });
    expect(forged.json()).toMatchObject({ status: 401, code: 'invalid_oidc_state' });
    const short = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/oidc/callback',
      payload: { code: 'abc', state: 'x' },
    });
    expect(short.statusCode).toBe(400);
  });
});
