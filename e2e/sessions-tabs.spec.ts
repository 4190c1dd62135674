import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures.ts';
import { shortTokenServer } from './support/servers.ts';

test.use({ baseURL: shortTokenServer.baseURL });

const SESSION_KEYS = ['access_token', 'id_token', 'refresh_token'] as const;

async function storedTokens(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, sessionStorage.getItem(k)])),
    [...SESSION_KEYS],
  );
}

/**
 * Opens a second tab the way a user does from a signed-in tab (a link opened in a new tab, window.open):
 * the browser copies the opener's sessionStorage, so the new tab starts in the same session.
 */
async function openFrom(context: BrowserContext, opener: Page): Promise<Page> {
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    opener.evaluate(() => {
      window.open('/', '_blank');
    }),
  ]);
  await tab.waitForLoadState();
  return tab;
}

/** Waits on the server's own verdict that the id token the tab holds has expired. */
async function waitUntilExpired(page: Page): Promise<void> {
  const held = (await storedTokens(page)).id_token;
  expect(held).toBeTruthy();
  await expect
    .poll(
      async () =>
        (
          await page.request.get('/api/profile/userinfo', { headers: { Authorization: `Bearer ${held}` } })
        ).status(),
      { timeout: 40_000, intervals: [250] },
    )
    .toBe(401);
}

/**
 * Fires `count` GET /api/profile/userinfo calls at `startAt` (epoch ms) through the tab's own API client,
 * the one the app's services context holds: React keeps its fiber tree on the root element, and the
 * ServicesProvider's value is found there. Nothing test-only is exposed by the app for this.
 */
async function burstThroughAppClient(page: Page, count: number, startAt: number): Promise<number[]> {
  return page.evaluate(
    async ({ count, startAt }) => {
      interface Fiber {
        child: Fiber | null;
        sibling: Fiber | null;
        memoizedProps: { value?: unknown } | null;
      }
      interface AppClient {
        GET(path: string): Promise<{ response: { status: number } }>;
      }
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
      if (!root || !key) throw new Error('no React root on #root');
      const stack = [root[key] as Fiber];
      let api: AppClient | null = null;
      while (stack.length > 0 && !api) {
        const fiber = stack.pop()!;
        const value = fiber.memoizedProps?.value as Record<string, unknown> | undefined;
        if (
          value &&
          typeof value === 'object' &&
          'api' in value &&
          'session' in value &&
          'queryClient' in value
        ) {
          api = value.api as AppClient;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      if (!api) throw new Error('the services context was not found');
      const client = api;
      while (Date.now() < startAt) await new Promise((resolve) => setTimeout(resolve, 1));
      const results = await Promise.all(
        Array.from({ length: count }, () => client.GET('/api/profile/userinfo')),
      );
      return results.map((r) => r.response.status);
    },
    { count, startAt },
  );
}

/** Every refresh call of every tab of the context, with its status and (when 200) the tokens it returned. */
function watchRefreshes(context: BrowserContext) {
  const refreshes: { status: number; body: Promise<unknown>; at: number }[] = [];
  context.on('response', (response: Response) => {
    if (new URL(response.url()).pathname !== '/sso/refresh-token') return;
    refreshes.push({ status: response.status(), body: response.json().catch(() => null), at: Date.now() });
  });
  return refreshes;
}

test('three tabs firing 50 calls each at an expired token make one refresh and share its tokens', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signIn(page, shortTokenServer, 'sam@acme-mutual.example');
  const welcome = (tab: Page) => tab.getByRole('heading', { name: 'Welcome, Sam Carter' });
  await expect(welcome(page)).toBeVisible();
  const tabs = [page, await openFrom(context, page), await openFrom(context, page)];
  for (const tab of tabs) await expect(welcome(tab)).toBeVisible();

  // Loading the tabs (and a tab's own late calls) may refresh; the burst must start from one expired
  // token that every tab holds.
  let before: Record<string, string | null> = {};
  await expect
    .poll(
      async () => {
        const held = await Promise.all(tabs.map((tab) => storedTokens(tab)));
        if (new Set(held.map((h) => JSON.stringify(h))).size !== 1) return 'the tabs hold different tokens';
        before = held[0]!;
        const headers = { Authorization: `Bearer ${before.id_token}` };
        return (await page.request.get('/api/profile/userinfo', { headers })).status();
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(401);

  const refreshes = watchRefreshes(context);
  const refreshRequests: string[] = [];
  // Every tab's userinfo answers, by whether they carried the expired id token or the refreshed one.
  const answers: { stale: boolean; status: number; at: number }[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sso/refresh-token') refreshRequests.push(request.method());
  });
  context.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/profile/userinfo') return;
    const bearer = response.request().headers()['authorization'];
    answers.push({
      stale: bearer === `Bearer ${before.id_token}`,
      status: response.status(),
      at: Date.now(),
    });
  });
  // Far enough ahead that every tab is waiting for the moment before it comes.
  const startAt = Date.now() + 1000;
  const statuses = await Promise.all(tabs.map((tab) => burstThroughAppClient(tab, 50, startAt)));

  // Playwright reports network events a moment after the page saw them. Every call refused with the
  // expired token is retried once with the new one (a tab that got the news before firing sends the new
  // one straight away).
  const stale = () => answers.filter((a) => a.stale).length;
  await expect.poll(() => answers.length - stale()).toBeGreaterThanOrEqual(150);
  await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
  const retries = answers.filter((a) => !a.stale);
  expect(
    {
      calls: statuses.flat().length,
      failedPerTab: statuses.map((s) => s.filter((status) => status !== 200).length),
      refreshRequests,
      refreshStatuses: refreshes.map((r) => r.status),
      answersWithNewToken: answers.length - stale(),
      // A call refused with the new token means the burst outlived the short-lived token: the server
      // answered too slowly for this test to tell anything (see the time below), not a coordination fault.
      retriesRefused: retries.filter((a) => a.status !== 200).length,
    },
    retries.length && refreshes.length
      ? `the retries were answered ${retries[0]!.at - refreshes[0]!.at} to ${retries.at(-1)!.at - refreshes[0]!.at} ms after the refresh`
      : 'no retries',
  ).toEqual({
    calls: 150,
    failedPerTab: [0, 0, 0],
    refreshRequests: ['POST'],
    refreshStatuses: [200],
    answersWithNewToken: 150,
    retriesRefused: 0,
  });
  const issued = (await refreshes[0]!.body) as Record<string, string>;
  const after = await storedTokens(page);
  expect(after.refresh_token).not.toBe(before.refresh_token);
  expect(after).toEqual(Object.fromEntries(SESSION_KEYS.map((k) => [k, issued[k]])));
  for (const tab of tabs) expect(await storedTokens(tab)).toEqual(after);
});

test('a tab that was away while another refreshed adopts the newer tokens instead of spending its old ones', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signIn(page, shortTokenServer, 'lee@birch-insurance.example');
  const welcome = (tab: Page) => tab.getByRole('heading', { name: 'Welcome, Lee' });
  await expect(welcome(page)).toBeVisible();
  const away = await openFrom(context, page);
  await expect(welcome(away)).toBeVisible();
  const old = await storedTokens(away);
  expect(await storedTokens(page)).toEqual(old);

  // The second tab leaves the app (its session stays in the tab's sessionStorage, nobody listens for
  // news there), as a tab that is navigated away, reloading, or closed and restored.
  await away.goto('about:blank');
  await waitUntilExpired(page);
  const refreshes = watchRefreshes(context);
  expect(await burstThroughAppClient(page, 3, Date.now())).toEqual([200, 200, 200]);
  // Playwright reports network events a moment after the page saw them.
  await expect.poll(() => refreshes.map((r) => r.status)).toEqual([200]);
  const rotated = await storedTokens(page);
  expect(rotated.refresh_token).not.toBe(old.refresh_token);

  // Back in the app the tab still holds the spent refresh token and an expired id token.
  await away.goBack();
  await expect(away).toHaveURL(`${shortTokenServer.baseURL}/`);
  await expect(welcome(away)).toBeVisible();
  expect((await storedTokens(away)).refresh_token).not.toBe(old.refresh_token);
  // Whether or not the adopted token had expired by then, no refresh was refused: nothing was revoked.
  expect(refreshes.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  expect(await burstThroughAppClient(away, 3, Date.now())).toEqual([200, 200, 200]);
  expect(await burstThroughAppClient(page, 3, Date.now())).toEqual([200, 200, 200]);
  expect(await storedTokens(away)).toEqual(await storedTokens(page));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a tab frozen in the background while another refreshes takes the news into its storage when it wakes', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signIn(page, shortTokenServer, 'sam@acme-mutual.example');
  const welcome = (tab: Page) => tab.getByRole('heading', { name: 'Welcome, Sam Carter' });
  await expect(welcome(page)).toBeVisible();
  const background = await openFrom(context, page);
  await expect(welcome(background)).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await storedTokens(background)))
    .toBe(JSON.stringify(await storedTokens(page)));
  const old = await storedTokens(background);

  // What the browser does to a background tab to save power: its page stops running tasks.
  const cdp = await context.newCDPSession(background);
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await waitUntilExpired(page);
  const refreshes = watchRefreshes(context);
  expect(await burstThroughAppClient(page, 3, Date.now())).toEqual([200, 200, 200]);
  // Playwright reports network events a moment after the page saw them.
  await expect.poll(() => refreshes.map((r) => r.status)).toEqual([200]);
  const rotated = await storedTokens(page);
  expect(rotated.refresh_token).not.toBe(old.refresh_token);

  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  // The news is stored without the tab making a call of its own.
  await expect.poll(async () => (await storedTokens(background)).refresh_token).toBe(rotated.refresh_token);
  expect(await storedTokens(background)).toEqual(rotated);
  expect(refreshes).toHaveLength(1);
});
