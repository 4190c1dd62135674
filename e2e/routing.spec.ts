import { expect, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('a signed-in user who opens /signin is taken back to / after about two seconds', async ({ page }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'lee@birch-insurance.example');
  await expect(page).toHaveURL(`${mainServer.baseURL}/`);

  await page.goto('/signin');
  const opened = Date.now();
  await expect(page.getByText('You are already signed in.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await page.waitForURL(`${mainServer.baseURL}/`, { timeout: 6_000 });
  const waited = Date.now() - opened;
  // The timer starts when the page mounts, a little after goto() returns; 2 s minus that margin.
  expect(waited).toBeGreaterThanOrEqual(1_600);
  expect(waited).toBeLessThan(4_500);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a signed-in user opening a public page returns to the page they were last on', async ({ page }) => {
  await page.goto('/settings/profile');
  await signIn(page, mainServer, 'lee@birch-insurance.example');
  await expect(page).toHaveURL(/\/settings\/profile$/);

  await page.goto('/verify');
  await page.waitForURL(/\/settings\/profile$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Page not found' })).toHaveCount(0);
  await expect(crumbs).toContainText('Page not found');

  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${mainServer.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a signed-out visitor to an unknown path is sent to sign in first', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Ratelens' })).toBeVisible();
});
