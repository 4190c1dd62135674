import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  createMemoryLockManager,
  REFRESH_LOCK_NAME,
  type RefreshLockManager,
  type SessionChannel,
  type SessionTokens,
} from '../src/index.ts';
import { delay, memoryAuth, rotatingServer, tokens, userInfo } from './fake-api.ts';
import { channelHub, countingLocks } from './fake-tabs.ts';

const BASE = 'http://api.test/';

/** A browser tab: its own sessionStorage (host), sharing the lock manager and channel hub. */
function openTab(
  server: { fetch: typeof fetch },
  shared: { locks: RefreshLockManager | null; channel: () => SessionChannel | null },
  initial: SessionTokens | null = tokens(0),
  extra: { waitForOtherTabMs?: number; askOtherTabsMs?: number } = {},
) {
  const host = memoryAuth(initial);
  const channel = shared.channel();
  const client = createApiClient({
    baseUrl: BASE,
    fetch: server.fetch,
    auth: host.hooks,
    coordination: { locks: shared.locks, channel, ...extra },
  });
  // Closing the tab: it stops hearing and answering its siblings.
  return { host, client, close: () => channel?.close?.() };
}

const burst = (client: ReturnType<typeof createApiClient>, n: number) =>
  Array.from({ length: n }, () => client.GET('/api/profile/userinfo'));

describe('memory lock manager', () => {
  it('grants a name to one callback at a time, in request order, even after a failure', async () => {
    const locks = createMemoryLockManager();
    const events: string[] = [];
    const hold = (label: string, ms: number, fail = false) =>
      locks.request('x', async () => {
        events.push(`${label} in`);
        await delay(ms);
        events.push(`${label} out`);
        if (fail) throw new Error(label);
        return label;
      });
    const results = await Promise.allSettled([hold('a', 15), hold('b', 1, true), hold('c', 5)]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('grants asynchronously and keeps other names independent', async () => {
    const locks = createMemoryLockManager();
    let ran = false;
    const first = locks.request('x', async () => {
      ran = true;
      await delay(30);
    });
    expect(ran).toBe(false);
    const started = Date.now();
    await locks.request('y', async () => undefined);
    expect(Date.now() - started).toBeLessThan(25);
    await first;
  });
});

describe('refresh across tabs', () => {
  it('three tabs firing 50 requests each into 401s make exactly one refresh call in total', async () => {
    const server = rotatingServer();
    const { locks, requests } = countingLocks();
    const hub = channelHub();
    const tabs = [1, 2, 3].map(() => openTab(server, { locks, channel: hub.channel }));

    const results = await Promise.all(tabs.flatMap((tab) => burst(tab.client, 50)));

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(server.state().revoked).toBe(false);
    expect(results).toHaveLength(150);
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(results.map((r) => r.data)).toEqual(Array.from({ length: 150 }, () => userInfo));
    for (const tab of tabs) {
      expect(tab.host.held()).toEqual(tokens(1));
      expect(tab.host.calls.refreshed).toEqual([tokens(1)]);
      expect(tab.host.calls.failed).toBe(0);
    }
    // Each tab queued once for the lock; the 49 other requests of a tab joined its flight.
    expect(requests).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    // 150 first attempts plus 150 retries, none retried twice.
    expect(server.log.calls).toHaveLength(300);
    expect(server.log.calls.filter((c) => c.endsWith('Bearer id-1'))).toHaveLength(150);
  });

  it('a tab granted the lock before the news arrives waits for it instead of spending the token again', async () => {
    // The news takes 10 ms to cross, the lock passes on at once: the race a real browser can run.
    const server = rotatingServer({ refreshDelayMs: 20 });
    const hub = channelHub(10);
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const a = openTab(server, shared);
    const b = openTab(server, shared);

    const results = await Promise.all([...burst(a.client, 5), ...burst(b.client, 5)]);

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(b.host.held()).toEqual(tokens(1));
  });

  it('without the channel, tabs with separate storage spend the same token and get revoked', async () => {
    // The control for the test above: the lock alone cannot tell a tab what another tab stored.
    const server = rotatingServer();
    const shared = { locks: createMemoryLockManager(), channel: () => null };
    const a = openTab(server, shared);
    const b = openTab(server, shared);

    await Promise.all([...burst(a.client, 3), ...burst(b.client, 3)]);

    expect(server.log.refresh).toEqual(['refresh-0', 'refresh-0']);
    expect(server.state().revoked).toBe(true);
  });

  it('tabs sharing one storage need only the lock', async () => {
    const server = rotatingServer();
    const locks = createMemoryLockManager();
    const host = memoryAuth(tokens(0));
    const tabs = [1, 2, 3].map(() =>
      createApiClient({
        baseUrl: BASE,
        fetch: server.fetch,
        auth: host.hooks,
        coordination: { locks, channel: null },
      }),
    );

    const results = await Promise.all(tabs.flatMap((client) => burst(client, 20)));

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(results.every((r) => r.response.status === 200)).toBe(true);
  });

  it('a refused refresh signs out every tab of that session with one refresh call', async () => {
    const server = rotatingServer();
    server.revoke();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const tabs = [1, 2, 3].map(() => openTab(server, shared));

    const results = await Promise.all(tabs.flatMap((tab) => burst(tab.client, 10)));

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(results.every((r) => r.response.status === 401)).toBe(true);
    for (const tab of tabs) {
      expect(tab.host.calls.failed).toBe(1);
      expect(tab.host.held()).toBeNull();
    }
  });

  it('tabs holding another session, or none, ignore the news', async () => {
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const active = openTab(server, shared);
    const other: SessionTokens = { ...tokens(7), refresh_token: 'refresh-other-session' };
    const elsewhere = openTab(server, shared, other);
    const signedOut = openTab(server, shared, null);

    await Promise.all(burst(active.client, 3));
    await delay(5);

    expect(hub.posted.map((m) => (m as { type: string }).type)).toEqual([
      'tokens-wanted',
      'refresh-started',
      'refresh-finished',
    ]);
    expect(elsewhere.host.held()).toEqual(other);
    expect(elsewhere.host.calls).toEqual({ refreshed: [], failed: 0 });
    expect(signedOut.host.held()).toBeNull();
  });

  it('ignores malformed messages on the channel', async () => {
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const tab = openTab(server, shared);
    const stranger = hub.channel();
    stranger.postMessage('hello');
    stranger.postMessage({ type: 'refresh-finished', replaced: 'refresh-0', tokens: { id_token: 'forged' } });
    stranger.postMessage({ type: 'refresh-finished', replaced: 'refresh-0', tokens: null });
    await delay(5);
    expect(tab.host.held()).toEqual(tokens(0));
    expect(tab.host.calls).toEqual({ refreshed: [], failed: 0 });
  });

  it('does not wait longer than waitForOtherTabMs for a tab that announced a refresh and vanished', async () => {
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const tab = openTab(server, shared, tokens(0), { waitForOtherTabMs: 60 });
    hub.channel().postMessage({ type: 'refresh-started', refreshToken: 'refresh-0' });
    await delay(5);

    const started = Date.now();
    const result = await tab.client.GET('/api/profile/userinfo');

    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(result.data).toEqual(userInfo);
    expect(server.log.refresh).toEqual(['refresh-0']);
  });
});

describe('a tab that missed a refresh', () => {
  // The tab was loading, navigated away, frozen, or closed and restored with its sessionStorage while a
  // sibling spent the refresh token it still holds: it opens here with that stale copy.
  it('adopts the sibling tab’s newer tokens instead of spending its own, which would revoke the session', async () => {
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const a = openTab(server, shared);
    await Promise.all(burst(a.client, 3));
    expect(a.host.held()).toEqual(tokens(1));

    const b = openTab(server, shared, tokens(0));
    const results = await Promise.all(burst(b.client, 5));

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(server.state().revoked).toBe(false);
    expect(b.host.held()).toEqual(tokens(1));
    expect(b.host.calls).toEqual({ refreshed: [tokens(1)], failed: 0 });
    expect(a.host.calls.failed).toBe(0);
  });

  it('refreshes with the adopted refresh token when the sibling’s id token has run out as well', async () => {
    const server = rotatingServer({ expiresIn: 0 });
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const a = openTab(server, shared);
    await Promise.all(burst(a.client, 2));
    server.expireAccess();

    const b = openTab(server, shared, tokens(0));
    const results = await Promise.all(burst(b.client, 4));
    await delay(5);

    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(server.log.refresh).toEqual(['refresh-0', 'refresh-1']);
    expect(server.state().revoked).toBe(false);
    const latest = { ...tokens(2), expires_in: 0 };
    expect(b.host.held()).toEqual(latest);
    // The sibling hears of the refresh made with its token and keeps up.
    expect(a.host.held()).toEqual(latest);
  });

  it('is answered by a tab that only heard of the refresh, once the refreshing tab is gone', async () => {
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const a = openTab(server, shared);
    const listener = openTab(server, shared);
    await Promise.all(burst(a.client, 2));
    a.close();
    expect(listener.host.held()).toEqual(tokens(1));

    const b = openTab(server, shared, tokens(0));
    const result = await b.client.GET('/api/profile/userinfo');

    expect(result.response.status).toBe(200);
    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(b.host.held()).toEqual(tokens(1));
  });

  it('without a live sibling holding the successor, spends the old token and is signed out (the residual case)', async () => {
    // The control for the tests above, and the case SECURITY.md documents: nobody can vouch for the
    // successor, so the server sees reuse. Tabs of another session and tabs holding the same stale
    // token stay silent; the question costs at most askOtherTabsMs.
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const a = openTab(server, shared);
    await Promise.all(burst(a.client, 2));
    a.close();
    const elsewhere = openTab(server, shared, { ...tokens(7), refresh_token: 'refresh-other-session' });
    const alsoStale = openTab(server, shared, tokens(0), { askOtherTabsMs: 0 });

    const b = openTab(server, shared, tokens(0), { askOtherTabsMs: 80 });
    const started = Date.now();
    const result = await b.client.GET('/api/profile/userinfo');

    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(result.response.status).toBe(401);
    expect(server.log.refresh).toEqual(['refresh-0', 'refresh-0']);
    expect(server.state().revoked).toBe(true);
    expect(b.host.calls.failed).toBe(1);
    await delay(5);
    // The refusal's news signs out the other tab of that session, not the one of another session.
    expect(alsoStale.host.held()).toBeNull();
    expect(elsewhere.host.held()).toEqual({ ...tokens(7), refresh_token: 'refresh-other-session' });
  });

  it('ignores offers that are malformed, for another token, or hand back the stale token', async () => {
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const stranger = hub.channel();
    stranger.addEventListener('message', ({ data }) => {
      if ((data as { type?: string }).type !== 'tokens-wanted') return;
      stranger.postMessage({ type: 'tokens-offered', replaced: 'refresh-0', tokens: { id_token: 'forged' } });
      stranger.postMessage({
        type: 'tokens-offered',
        replaced: 'refresh-9',
        tokens: tokens(9),
        expiresAt: null,
      });
      stranger.postMessage({
        type: 'tokens-offered',
        replaced: 'refresh-0',
        tokens: tokens(0),
        expiresAt: null,
      });
    });
    const tab = openTab(server, shared, tokens(0), { askOtherTabsMs: 40 });

    const result = await tab.client.GET('/api/profile/userinfo');

    expect(result.response.status).toBe(200);
    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(tab.host.calls.refreshed).toEqual([tokens(1)]);
  });

  it('answers a sibling only with tokens that descend from the token asked about', async () => {
    const server = rotatingServer();
    const hub = channelHub();
    const shared = { locks: createMemoryLockManager(), channel: hub.channel };
    const a = openTab(server, shared);
    await Promise.all(burst(a.client, 2));
    const offers: unknown[] = [];
    const asker = hub.channel();
    asker.addEventListener('message', ({ data }) => offers.push(data));

    asker.postMessage({ type: 'tokens-wanted', refreshToken: 'refresh-5' });
    asker.postMessage({ type: 'tokens-wanted', refreshToken: 'refresh-1' });
    asker.postMessage({ type: 'tokens-wanted', refreshToken: 'refresh-0' });
    await delay(5);

    expect(offers).toEqual([
      { type: 'tokens-offered', replaced: 'refresh-0', tokens: tokens(1), expiresAt: expect.any(Number) },
    ]);
  });
});

describe('refresh within one process', () => {
  it('two clients over the same host share one refresh by default', async () => {
    const server = rotatingServer();
    const host = memoryAuth(tokens(0));
    const first = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: host.hooks });
    const second = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: host.hooks });

    const results = await Promise.all([...burst(first, 25), ...burst(second, 25)]);

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(results.every((r) => r.response.status === 200)).toBe(true);
  });

  it('falls back to a plain single flight when neither lock nor channel exists', async () => {
    const server = rotatingServer();
    const host = memoryAuth(tokens(0));
    const client = createApiClient({
      baseUrl: BASE,
      fetch: server.fetch,
      auth: host.hooks,
      coordination: { locks: null, channel: null },
    });

    const results = await Promise.all(burst(client, 50));

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(host.calls.refreshed).toEqual([tokens(1)]);
  });
});
