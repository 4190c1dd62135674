import { expect, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('a Birch tenant admin does not see Portfolio Assistant but does see Portfolio Analysis', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByText('Portfolio Intelligence')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Portfolio Analysis' })).toHaveAttribute(
    'href',
    '/portfolio-outliers',
  );
  await expect(nav.getByRole('link', { name: 'Portfolio Assistant' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Anomalies' })).toHaveAttribute('href', '/anomalies');
  await expect(nav.getByRole('link', { name: 'Competitive Intelligence Use Cases' })).toBeVisible();
});

test('the sidebar starts collapsed on settings pages, and its toggle expands and collapses it', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  const toggle = page.getByRole('button', { name: /sidebar$/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'User menu for Bo Birch' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  // Move the pointer away so hover does not widen the collapsed sidebar.
  await page.mouse.move(1000, 600);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const sidebarWidth = async () => (await page.locator('.sidebar__inner').boundingBox())?.width ?? 0;
  await expect.poll(sidebarWidth).toBeLessThan(100);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(1000, 600);
  await expect.poll(sidebarWidth).toBeGreaterThan(200);
});

test('the header shows breadcrumbs from Home and a feedback button', async ({ page }) => {
  await page.goto('/settings/profile');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Settings', 'Profile']);
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Settings']);

  await page.getByRole('button', { name: 'Share your Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your Feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
