import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

/** The list calls of the SPEC §7 sign-in loading, as the browser sent them. */
function recordListCalls(page: Page) {
  const calls: { path: string; query: Record<string, string> }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET') return;
    if (!['/api/group', '/api/agent', '/api/usecase', '/api/user/feature'].includes(url.pathname)) return;
    calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
  });
  return calls;
}

const useCasesQuery = (groupId: string) => ({
  page: '1',
  pageSize: '100',
  orderBy: 'name',
  filter: `groupId|eq|${groupId},and,isActive|eq|true`,
});

test('signing in loads groups, feature configs, active agents, active groups and each group’s use cases with the SPEC §7 queries', async ({
  page,
}) => {
  const calls = recordListCalls(page);
  const groupsAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/group' && !new URL(response.url()).search,
  );
  await page.goto('/settings/profile');
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const groups = ((await (await groupsAnswer).json()) as { items: { id: string }[] }).items;
  expect(groups.length).toBeGreaterThan(1);
  await expect.poll(() => calls.filter((c) => c.path === '/api/usecase').length).toBe(groups.length);

  expect(calls.filter((c) => c.path === '/api/agent').map((c) => c.query)).toEqual([
    { page: '1', pageSize: '5', orderBy: 'name', filter: 'isActive|eq|true' },
  ]);
  expect(calls.filter((c) => c.path === '/api/user/feature').map((c) => c.query)).toEqual([{}]);
  expect(calls.filter((c) => c.path === '/api/group').map((c) => c.query)).toEqual(
    expect.arrayContaining([{}, { page: '1', pageSize: '100', orderBy: 'name', filter: 'isActive|eq|true' }]),
  );
  expect(calls.filter((c) => c.path === '/api/group')).toHaveLength(2);
  // One group after the other, in the order the groups came.
  expect(calls.filter((c) => c.path === '/api/usecase').map((c) => c.query)).toEqual(
    groups.map((group) => useCasesQuery(group.id)),
  );
});

test('a group whose use cases fail to load is only logged, and the other groups still load', async ({
  page,
}) => {
  const calls = recordListCalls(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let failedGroup = '';
  await page.route('**/api/usecase?*', async (route) => {
    const filter = new URL(route.request().url()).searchParams.get('filter') ?? '';
    const groupId = /^groupId\|eq\|([^,]+),/.exec(filter)?.[1];
    if (groupId && !failedGroup) {
      failedGroup = groupId;
      await route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'unavailable' }),
      });
      return;
    }
    await route.continue();
  });

  await page.goto('/settings/profile');
  await signIn(page, mainServer, 'lee@birch-insurance.example');
  await expect
    .poll(() => warnings.some((text) => text.includes(failedGroup) && failedGroup !== ''))
    .toBe(true);
  await expect.poll(() => calls.filter((c) => c.path === '/api/usecase').length).toBeGreaterThan(1);
  const asked = calls.filter((c) => c.path === '/api/usecase').map((c) => c.query.filter);
  expect(asked[0]).toBe(useCasesQuery(failedGroup).filter);
  // The workspace stays usable: the failure is not shown as an error.
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
