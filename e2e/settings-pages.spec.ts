import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('the admin settings pages render with breadcrumbs and no axe violations', async ({ page }) => {
  await page.goto('/settings');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  const pages: [string, string][] = [
    ['/settings', 'Settings'],
    ['/settings/profile', 'Profile'],
    ['/settings/feature-configurations', 'Feature configurations'],
    ['/settings/use-cases-configurations', 'Use cases configurations'],
    ['/settings/reset', 'Reset'],
    ['/settings/reset/reset-data', 'Reset data'],
    ['/settings/archive', 'Archive'],
    ['/anomalies', 'Anomalies'],
    ['/groups', 'Groups'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem').first(),
    ).toHaveText('Home');
    // Let lists settle (their spinners or error screens) before the audit.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('the users table pages, sorts and filters on the server', async ({ page }) => {
  await page.goto('/settings/user-management');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByRole('row').filter({ hasText: 'sam@acme-mutual.example' })).toBeVisible();

  const request = page.waitForRequest(
    (r) => r.url().includes('/api/user?') && r.url().includes('orderBy=name%3Adesc'),
  );
  await users.getByRole('button', { name: /^Name/ }).click();
  await request;
  await expect(users.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');

  const filtered = page.waitForRequest(
    (r) => r.url().includes('/api/user?') && decodeURIComponent(r.url()).includes('email|contains:i|sam'),
  );
  await users.getByLabel('Search users').fill('sam');
  await filtered;
  await expect(users.getByRole('row').filter({ hasText: 'sam@acme-mutual.example' })).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'ada@acme-mutual.example' })).toHaveCount(0);
});

test('the single sign-on return page loads and has no axe violations', async ({ page }) => {
  await page.goto('/sso');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('public pages have no axe violations', async ({ page }) => {
  await page.goto('/account-access');
  await expect(page.getByRole('heading', { name: 'Request access', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/account-access?token=not-a-real-token-but-long-enough');
  await expect(page.getByRole('heading', { name: 'This activation link does not work' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the admin screens fit a 1024 px wide window without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/settings/tenant-configurations');
  await signIn(page, mainServer, 'admin@ratelens.example');
  for (const path of [
    '/settings/tenant-configurations',
    '/settings/tenant-configurations/00000000-0000-4000-8000-000000000002',
    '/settings/user-management',
    '/settings/feature-configurations',
    '/scalar',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  }
});

test('a reset shows the dry-run counts and starts only after the typed confirmation', async ({ page }) => {
  await page.goto('/settings/reset/reset-data');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  const counts = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(counts).toBeVisible();
  const start = page.getByRole('button', { name: 'Reset all data' });
  await expect(start).toBeDisabled();
  await page.getByLabel('Type birch-insurance to confirm').fill('birch');
  await expect(start).toBeDisabled();
  await page.getByLabel('Type birch-insurance to confirm').fill('birch-insurance');
  await expect(start).toBeEnabled();
  await start.click();
  await expect(
    page.getByRole('status').filter({ hasText: /Reset (queued|running|succeeded)/ }),
  ).toBeVisible();
});

test('a purge is previewed, scheduled with the typed confirmation and cancelled', async ({ page }) => {
  await page.goto('/settings/archive');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  await page.getByRole('checkbox', { name: 'Notifications' }).check({ force: true });
  await page.getByLabel('Reason').fill('Retention policy');
  await page.getByRole('button', { name: 'Preview purge' }).click();
  await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await page.getByLabel('Type birch-insurance to confirm').fill('birch-insurance');
  await page.getByRole('button', { name: 'Schedule purge' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Retention policy' });
  await expect(row.getByText('scheduled')).toBeVisible();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('cancelled')).toBeVisible();
});
