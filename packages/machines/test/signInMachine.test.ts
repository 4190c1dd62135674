import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { createApiClient, isApiError, type SessionTokens } from '@ratelens/api';
import { signInActors, signInMachine, type SignInCredential } from '../src/signInMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const tokens: SessionTokens = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  id_token: 'id-1',
  tenantId: '7b0a3c52-2b0e-4d0c-9d7e-0c1f2f6f9a11',
  expires_in: 600,
  token_type: 'Bearer',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const problem = (status: number, title: string) =>
  json({ type: 'about:blank', title, status, code: 'x' }, status);

interface Sent {
  method: string;
  path: string;
  query: string;
  authorization: string | null;
  body: unknown;
}

/** The real typed client over a fetch that answers like the server's /sso calls and records them. */
function harness(options: { oidc?: boolean; failTokenTimes?: number; slow?: boolean } = {}) {
  const sent: Sent[] = [];
  const stored: SessionTokens[] = [];
  let tokenFailures = options.failTokenTimes ?? 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams.toString(),
        authorization: request.headers.get('Authorization'),
        body: text ? JSON.parse(text) : undefined,
      });
      if (options.slow) await held;
      switch (url.pathname) {
        case '/sso/authorize':
          return json(
            options.oidc
              ? { method: 'oidc', authorizationUrl: 'https://idp.example/authorize?x=1' }
              : { method: 'code', message: 'sent' },
          );
        case '/sso/token':
          if (tokenFailures > 0) {
            tokenFailures -= 1;
            return problem(401, 'The code is wrong or has expired');
          }
          return json(tokens);
        case '/sso/oidc/callback':
        case '/sso/activate-access':
          return json(tokens);
        default:
          return problem(404, 'Not found');
      }
    },
  });
  const machine = signInMachine.provide({
    actors: signInActors(api),
    actions: { storeTokens: (_, value) => void stored.push(value) },
  });
  return { machine, sent, stored, release };
}

const submit = (credential: SignInCredential) => ({ type: 'SIGN_IN.SUBMIT', credential }) as const;

describe('signInMachine', () => {
  it('requests a code, exchanges it and stores the token set once', async () => {
    const { machine, sent, stored } = harness();
    const actor = createActor(machine, { input: { redirectUri: 'http://app.test/sso' } }).start();
    actor.send({ type: 'SIGN_IN.REQUEST_CODE', email: ' ada@acme-mutual.example ' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    actor.send(submit({ kind: 'code', email: 'ada@acme-mutual.example', code: '123456' }));
    const output = await toPromise(actor);
    expect(output.tokens).toEqual(tokens);
    expect(stored).toEqual([tokens]);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /sso/authorize', 'POST /sso/token']);
    expect(new URLSearchParams(sent[0]?.query).get('email')).toBe('ada@acme-mutual.example');
    expect(new URLSearchParams(sent[0]?.query).get('redirectUri')).toBe('http://app.test/sso');
    expect(sent[1]?.body).toEqual({ email: 'ada@acme-mutual.example', code: '123456' });
  });

  it('sends no redirect address when the host has none (the CLI)', async () => {
    const { machine, sent } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'SIGN_IN.REQUEST_CODE', email: 'ada@acme-mutual.example' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(new URLSearchParams(sent[0]?.query).has('redirectUri')).toBe(false);
  });

  it('stops at redirecting with the identity provider address when one signs the user in', async () => {
    const { machine } = harness({ oidc: true });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'SIGN_IN.REQUEST_CODE', email: 'ada@acme-mutual.example' });
    const output = await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(output.authorization?.authorizationUrl).toBe('https://idp.example/authorize?x=1');
    expect(output.tokens).toBeNull();
  });

  it('ignores a second submit while the first is in flight, so a single-use code is sent once', async () => {
    const { machine, sent, stored, release } = harness({ slow: true });
    const actor = createActor(machine, { input: {} }).start();
    const credential = { kind: 'code', email: 'ada@acme-mutual.example', code: '123456' } as const;
    actor.send(submit(credential));
    actor.send(submit(credential));
    release();
    await toPromise(actor);
    actor.send(submit(credential));
    expect(sent.filter((s) => s.path === '/sso/token')).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it('keeps the typed API error of a refused code and signs in on a corrected one', async () => {
    const { machine, stored } = harness({ failTokenTimes: 1 });
    const actor = createActor(machine, { input: {} }).start();
    actor.send(submit({ kind: 'code', email: 'ada@acme-mutual.example', code: '000000' }));
    await waitFor(actor, (s) => s.hasTag('error'));
    const { error, failedStep } = actor.getSnapshot().context;
    expect(failedStep).toBe('exchange');
    expect(isApiError(error) && error.status).toBe(401);
    expect(stored).toEqual([]);
    actor.send(submit({ kind: 'code', email: 'ada@acme-mutual.example', code: '123456' }));
    await toPromise(actor);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(stored).toEqual([tokens]);
  });

  it('exchanges an identity provider answer on POST /sso/oidc/callback', async () => {
    const { machine, sent } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send(submit({ kind: 'oidc', code: 'c', state: 's' }));
    await toPromise(actor);
    expect(sent).toMatchObject([{ path: '/sso/oidc/callback', body: { code: 'c', state: 's' } }]);
  });

  it('activates with the activation token as bearer and the trimmed name', async () => {
    const { machine, sent } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send(submit({ kind: 'activation', activationToken: 'act-1', name: '  Ada  ' }));
    await toPromise(actor);
    expect(sent).toMatchObject([
      { path: '/sso/activate-access', authorization: 'Bearer act-1', body: { name: 'Ada' } },
    ]);
  });

  it('stores a session handed over whole without calling the server', async () => {
    const { machine, sent, stored } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send(submit({ kind: 'tokens', tokens }));
    await toPromise(actor);
    expect(sent).toEqual([]);
    expect(stored).toEqual([tokens]);
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(signInMachine, {
      input: {},
      events: [
        { type: 'SIGN_IN.REQUEST_CODE', email: 'ada@acme-mutual.example' },
        submit({ kind: 'tokens', tokens }),
        { type: 'xstate.done.actor.requestCode', output: { method: 'code' } },
        { type: 'xstate.done.actor.requestCode', output: { method: 'oidc', authorizationUrl: 'u' } },
        { type: 'xstate.error.actor.requestCode', error: 'x' },
        { type: 'xstate.done.actor.exchange', output: tokens },
        { type: 'xstate.error.actor.exchange', error: 'x' },
      ],
    });
  });
});
