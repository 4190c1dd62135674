import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { createApiClient, type SessionTokens } from '@ratelens/api';
import {
  createSessionAuthHooks,
  fromStoredSession,
  sessionFromContext,
  sessionMachine,
  toStoredSession,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from '../src/sessionMachine.ts';
import { measureCoverage } from './support/graph-coverage.ts';

const tokens = (n: number): SessionTokens => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  id_token: `id-${n}`,
  tenantId: '7b0a3c52-2b0e-4d0c-9d7e-0c1f2f6f9a11',
  expires_in: 600 + n,
  token_type: 'Bearer',
});

function start(stored: Partial<SessionContext> = {}) {
  const persisted: SessionContext[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actions: { persist: ({ context }) => void persisted.push(structuredClone(context)) },
    }),
    { input: { stored } },
  ).start();
  return { actor, persisted, context: () => actor.getSnapshot().context };
}

describe('sessionMachine at start', () => {
  it('is unauthenticated when nothing is stored', () => {
    const { actor, context } = start();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(context().isAuthenticated).toBe(false);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(false);
  });

  it('is authenticated when an id token is stored', () => {
    const { actor, context, persisted } = start({ ...tokens(1), intendedPath: '/reports' });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(context()).toMatchObject({ ...tokens(1), isAuthenticated: true, intendedPath: '/reports' });
    expect(persisted).toEqual([]);
  });

  it('ignores a stored authenticated flag without an id token', () => {
    const { actor, context } = start({ isAuthenticated: true, refresh_token: 'refresh-1' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(context()).toMatchObject({ isAuthenticated: false, refresh_token: 'refresh-1' });
  });
});

describe('sessionMachine events', () => {
  it('setting tokens stores all six values and marks authenticated', () => {
    const { actor, context, persisted } = start();
    actor.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(1) });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(context()).toMatchObject({ ...tokens(1), isAuthenticated: true });
    expect(persisted.at(-1)).toEqual(context());
  });

  it('updating the token replaces five values and leaves refresh_token and the flag', () => {
    const { actor, context } = start();
    actor.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(1) });
    actor.send({ type: 'SESSION.TOKEN_UPDATED', tokens: tokens(2) });
    expect(context()).toMatchObject({
      ...tokens(2),
      refresh_token: 'refresh-1',
      isAuthenticated: true,
    });
  });

  it('updating the token while unauthenticated stays unauthenticated', () => {
    const { actor, context } = start();
    actor.send({ type: 'SESSION.TOKEN_UPDATED', tokens: tokens(2) });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(context()).toMatchObject({ id_token: 'id-2', refresh_token: '', isAuthenticated: false });
  });

  it('clearing empties every value, the refresh token and the intended path', () => {
    const { actor, context, persisted } = start({
      ...tokens(1),
      intendedPath: '/reports',
      previousPath: '/home',
    });
    actor.send({ type: 'SESSION.CLEARED' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(context()).toEqual({
      access_token: '',
      refresh_token: '',
      id_token: '',
      tenantId: '',
      expires_in: 0,
      token_type: '',
      isAuthenticated: false,
      isAuthLoading: false,
      intendedPath: null,
      previousPath: '/home',
      unauthorized: false,
    });
    expect(persisted.at(-1)).toEqual(context());
  });

  it('clearing because the server refused the session marks it unauthorized until tokens are set again', () => {
    const { actor, context } = start({ ...tokens(1), intendedPath: '/reports' });
    actor.send({ type: 'SESSION.CLEARED', keepIntendedPath: true, reason: 'unauthorized' });
    expect(context()).toMatchObject({ id_token: '', intendedPath: '/reports', unauthorized: true });
    actor.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(2) });
    expect(context().unauthorized).toBe(false);
    actor.send({ type: 'SESSION.CLEARED' });
    expect(context().unauthorized).toBe(false);
  });

  it('clearing keeps the refresh token and the intended path when asked', () => {
    const { actor, context } = start({ ...tokens(1), intendedPath: '/reports' });
    actor.send({ type: 'SESSION.CLEARED', keepRefreshToken: true });
    expect(context()).toMatchObject({ id_token: '', refresh_token: 'refresh-1', intendedPath: null });
    actor.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(2) });
    actor.send({ type: 'SESSION.NAVIGATED', path: '/users' });
    actor.send({ type: 'SESSION.CLEARED', keepIntendedPath: true });
    expect(context()).toMatchObject({ id_token: '', refresh_token: '', intendedPath: '/users' });
  });

  it('signing out on a protected page keeps the refresh token and the intended path', () => {
    const { actor, context } = start({ ...tokens(1), intendedPath: '/reports' });
    actor.send({ type: 'SESSION.SIGNED_OUT_ON_PROTECTED_PAGE' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(context()).toMatchObject({
      access_token: '',
      id_token: '',
      refresh_token: 'refresh-1',
      intendedPath: '/reports',
      isAuthenticated: false,
    });
  });

  it('tracks the auth loading flag separately', () => {
    const { actor, context } = start();
    actor.send({ type: 'SESSION.AUTH_LOADING', loading: true });
    expect(context().isAuthLoading).toBe(true);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    actor.send({ type: 'SESSION.AUTH_LOADING', loading: false });
    expect(context().isAuthLoading).toBe(false);
  });

  it('stores the intended path on navigation and the previous path on leaving', () => {
    const { actor, context, persisted } = start();
    actor.send({ type: 'SESSION.NAVIGATED', path: '/reports/7' });
    actor.send({ type: 'SESSION.LEFT', path: '/reports/7' });
    actor.send({ type: 'SESSION.NAVIGATED', path: '/users' });
    expect(context()).toMatchObject({ intendedPath: '/users', previousPath: '/reports/7' });
    expect(persisted.map((c) => c.intendedPath)).toEqual(['/reports/7', '/reports/7', '/users']);
  });
});

describe('stored session helpers', () => {
  it('round-trips a session through storage strings', () => {
    const { actor, context } = start();
    actor.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(3) });
    actor.send({ type: 'SESSION.NAVIGATED', path: '/reports' });
    const stored = toStoredSession(context());
    expect(stored).toEqual({
      ...tokens(3),
      expires_in: '603',
      isAuthenticated: 'true',
      intended_path: '/reports',
    });
    const again = start(fromStoredSession(stored).stored);
    expect(again.actor.getSnapshot().value).toBe('authenticated');
    expect(again.context()).toMatchObject({ ...tokens(3), intendedPath: '/reports' });
  });

  it('reads missing or foreign storage as signed out', () => {
    expect(fromStoredSession(null)).toEqual(fromStoredSession({}));
    const { actor } = start(fromStoredSession({ id_token: '', expires_in: 'soon' }).stored);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.expires_in).toBe(0);
  });

  it('offers the API client the tokens, including a kept refresh token', () => {
    const { actor, context } = start();
    expect(sessionFromContext(context())).toBeNull();
    actor.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(1) });
    expect(sessionFromContext(context())).toEqual(tokens(1));
    actor.send({ type: 'SESSION.SIGNED_OUT_ON_PROTECTED_PAGE' });
    expect(sessionFromContext(context())).toMatchObject({ refresh_token: 'refresh-1', id_token: '' });
  });
});

describe('createSessionAuthHooks with the API client', () => {
  // One valid id token at a time; the refresh endpoint rotates tokens, or refuses when told to.
  function server(refuse = false) {
    let generation = 1;
    const refreshBodies: unknown[] = [];
    const fetch = async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/sso/refresh-token') {
        refreshBodies.push(await request.json());
        if (refuse) {
          return Response.json(
            { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'invalid_token' },
            { status: 401 },
          );
        }
        generation += 1;
        return Response.json(tokens(generation));
      }
      return request.headers.get('Authorization') === `Bearer id-${generation}`
        ? Response.json({ ok: true })
        : Response.json(
            { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'expired' },
            { status: 401 },
          );
    };
    return { fetch: fetch as typeof globalThis.fetch, refreshBodies };
  }

  it('stores the rotated refresh token after a transparent refresh', async () => {
    const { actor, context, persisted } = start({ ...tokens(0), intendedPath: '/reports' });
    const { fetch, refreshBodies } = server();
    const client = createApiClient({
      baseUrl: 'http://api.test/',
      fetch,
      auth: createSessionAuthHooks(actor),
    });

    const result = await client.GET('/api/profile/userinfo');

    expect(result.response.status).toBe(200);
    expect(refreshBodies).toEqual([
      { refreshToken: 'refresh-0', idToken: 'id-0', tenantId: tokens(0).tenantId },
    ]);
    expect(context()).toMatchObject({ ...tokens(2), isAuthenticated: true, intendedPath: '/reports' });
    expect(persisted.at(-1)?.refresh_token).toBe('refresh-2');
  });

  it('failed refresh leaves session cleared and intended path kept', async () => {
    const { actor, context } = start({ ...tokens(0), intendedPath: '/reports' });
    const { fetch } = server(true);
    const client = createApiClient({
      baseUrl: 'http://api.test/',
      fetch,
      auth: createSessionAuthHooks(actor),
    });

    const result = await client.GET('/api/profile/userinfo');

    expect(result.response.status).toBe(401);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(context()).toMatchObject({
      id_token: '',
      refresh_token: '',
      intendedPath: '/reports',
      unauthorized: true,
    });
  });

  it('restores a session from a kept refresh token', async () => {
    const { actor, context } = start({ refresh_token: 'refresh-0', intendedPath: '/reports' });
    const { fetch } = server();
    const client = createApiClient({
      baseUrl: 'http://api.test/',
      fetch,
      auth: createSessionAuthHooks(actor),
    });

    const result = await client.GET('/api/profile/userinfo');

    expect(result.response.status).toBe(200);
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(context().refresh_token).toBe('refresh-2');
  });
});

// A small closed world of events: the traversal treats each distinct context as its own vertex.
const graphEvents: SessionEvent[] = [
  { type: 'SESSION.TOKENS_SET', tokens: tokens(1) },
  { type: 'SESSION.TOKEN_UPDATED', tokens: tokens(2) },
  { type: 'SESSION.CLEARED' },
  { type: 'SESSION.CLEARED', keepRefreshToken: true, keepIntendedPath: true },
  { type: 'SESSION.SIGNED_OUT_ON_PROTECTED_PAGE' },
  { type: 'SESSION.AUTH_LOADING', loading: true },
  { type: 'SESSION.AUTH_LOADING', loading: false },
  { type: 'SESSION.NAVIGATED', path: '/reports' },
  { type: 'SESSION.LEFT', path: '/home' },
];
const inputs: SessionInput[] = [{ stored: {} }, { stored: { ...tokens(0), intendedPath: '/users' } }];

describe('sessionMachine graph', () => {
  it('paths from both kinds of stored session reach every state and every transition', () => {
    const reachedStates = new Set<string>();
    const reachedTransitions = new Set<string>();
    let defined: { states: string[]; transitions: string[] } = { states: [], transitions: [] };
    for (const input of inputs) {
      const coverage = measureCoverage(sessionMachine, { events: graphEvents, input });
      coverage.reachedStates.forEach((s) => reachedStates.add(s));
      coverage.reachedTransitions.forEach((t) => reachedTransitions.add(t));
      defined = { states: coverage.definedStates, transitions: coverage.definedTransitions };
    }
    expect(defined.states).toEqual(['session', 'session.authenticated', 'session.unauthenticated']);
    expect(defined.transitions).toHaveLength(8);
    expect([...reachedStates].sort()).toEqual(defined.states);
    expect([...reachedTransitions].sort()).toEqual(defined.transitions);
  });

  it('every shortest path replayed on a real actor persists exactly the context it reaches', () => {
    let checked = 0;
    for (const input of inputs) {
      const paths = getShortestPaths(sessionMachine, { events: graphEvents, input });
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const { actor, persisted } = start(input.stored);
        for (const step of path.steps.slice(1)) actor.send(step.event);
        const snapshot: SnapshotFrom<typeof sessionMachine> = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        expect(snapshot.context).toEqual(path.state.context);
        // The flag and the state always agree, and storage always holds the latest context.
        expect(snapshot.context.isAuthenticated).toBe(snapshot.matches('authenticated'));
        expect(snapshot.hasTag('authenticated')).toBe(snapshot.matches('authenticated'));
        if (path.steps.length > 1) expect(persisted.at(-1)).toEqual(snapshot.context);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
