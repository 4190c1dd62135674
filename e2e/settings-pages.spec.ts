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

// FIXME server: apps/server/src/http/web.ts counts GET /sso as an API path (prefix '/sso/' with its slash
// stripped), so loading the SPA's /sso page (the OIDC return address) answers a 404 problem+json.
test.fixme('the single sign-on return page loads and has no axe violations', async ({ page }) => {
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
