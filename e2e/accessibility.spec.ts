import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('the sign-in page has no axe violations', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to Ratelens' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the dashboard has no axe violations', async ({ page }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the verify page has no axe violations', async ({ page }) => {
  await page.goto('/verify?email=sam%40acme-mutual.example');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);
});
