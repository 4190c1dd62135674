import { expect, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('a regular user is sent from admin and system-admin settings to the dashboard', async ({ page }) => {
  await page.goto('/settings/user-management');
  await signIn(page, mainServer, 'lee@birch-insurance.example');
  await expect(page).toHaveURL(`${mainServer.baseURL}/`);
  for (const path of [
    '/settings/feature-configurations',
    '/settings/reset/reset-data',
    '/settings/tenant-configurations',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(`${mainServer.baseURL}/`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  // Settings and profile are for everyone; the index lists only the profile for a member.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User management' })).toHaveCount(0);
});

test('a tenant admin reaches admin settings but not tenant configuration', async ({ page }) => {
  await page.goto('/settings');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  await expect(page.getByRole('link', { name: 'User management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tenant configurations' })).toHaveCount(0);
  await page.goto('/settings/tenant-configurations');
  await expect(page).toHaveURL(`${mainServer.baseURL}/`);
  await page.goto('/settings/user-management');
  await expect(page.getByRole('heading', { name: 'User management' })).toBeVisible();
});

test('a feature the tenant lacks refuses its routes', async ({ page }) => {
  // Birch has no Document Analysis (DOC-ANL) and no Portfolio Assistant (PRF-AST).
  await page.goto('/use-cases/9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02/document-analysis');
  await signIn(page, mainServer, 'lee@birch-insurance.example');
  await expect(
    page.getByText('Document Analysis (DOC-ANL) is not switched on for Birch Insurance.'),
  ).toBeVisible();
  await page.goto('/use-cases/9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a07/portfolio-assistant/abc');
  await expect(
    page.getByText('Portfolio Assistant (PRF-AST) is not switched on for Birch Insurance.'),
  ).toBeVisible();
  // A feature it has opens its page frame with breadcrumbs.
  await page.goto('/anomalies');
  await expect(page.getByRole('heading', { name: 'Anomalies', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText([
    'Home',
    'Anomalies',
  ]);
});

test('every SPEC route opens a page, an unknown one the not-found page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'admin@ratelens.example');
  const id = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
  const paths = [
    '/anomalies/5b0f0000-0000-4000-8000-000000000001',
    '/groups',
    `/use-cases/${id}/ai-assistance/c1/messages/m1/approach/rag/citations/x1`,
    `/use-cases/${id}/user-chat-session/${encodeURIComponent('sam@acme-mutual.example')}/c1`,
    `/use-cases/${id}/document-analysis/history`,
    `/use-cases/${id}/document-analysis/question-base`,
    '/portfolio-outliers/p1/a1',
    `/use-cases/${id}/portfolio-assistant`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the system tenant shows its own logo, other tenants the product logo', async ({ page, browser }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'admin@ratelens.example');
  await expect(page.locator('.sidebar [data-logo]')).toHaveAttribute('data-logo', 'system');

  const other = await (await browser.newContext()).newPage();
  await other.goto(`${mainServer.baseURL}/`);
  await signIn(other, mainServer, 'lee@birch-insurance.example');
  await expect(other.locator('.sidebar [data-logo]')).toHaveAttribute('data-logo', 'default');
  await other.close();
});

test('a failing call shows the error screen with Go back and Try Again', async ({ page }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  // Not a group id: the server answers 400 or 404, and the page shows the error screen instead of breaking.
  await page.goto('/groups/00000000-0000-4000-8000-00000000dead');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByText('Something went wrong! Please try again or refresh the page.')).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // The error belongs to that page: navigating on shows the next page normally.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(`${mainServer.baseURL}/`);
  await expect(page.getByText('Something went wrong! Please try again or refresh the page.')).toHaveCount(0);
});

test('the API reference lists the operations of the contract', async ({ page }) => {
  await page.goto('/scalar');
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await page.getByLabel('Search operations').fill('feedbacktype');
  const trigger = page.getByRole('button', { name: /GET\s*\/api\/user\/feedbacktype/ });
  await expect(trigger).toBeVisible();
  await trigger.click();
  await expect(page.getByText('listFeedbackTypes')).toBeVisible();
  await page.goto('/scalar-v0');
  await expect(page.getByRole('heading', { name: 'API reference (v0)', level: 1 })).toBeVisible();
});
