import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const UNDERWRITING = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a04';

test('an analyst opens a model report, switches sub-reports and series', async ({ page }) => {
  await page.goto(`/use-cases/${UNDERWRITING}`);
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await page.goto(`/use-cases/${UNDERWRITING}`);
  await page.getByRole('table', { name: 'Models of this use case' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Stability' })).toBeVisible();
  await page.getByRole('region', { name: 'Reports' }).getByRole('link').first().click();

  // SPEC §2: breadcrumbs, selector, Share, disabled Save, pill tabs.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Underwriting Use Cases' })).toHaveAttribute(
    'href',
    /\/groups\/[0-9a-f-]{36}\/use-cases$/,
  );
  await expect(crumbs.getByRole('listitem').last()).toHaveText('Overall Reports');
  await expect(page.getByRole('button', { name: 'Save this report' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  const tabs = page.getByRole('tablist', { name: 'Sub-reports' }).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.main-svg').first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  const firstTitle = await page.locator('section.rl-chart h2').first().textContent();
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  // The new sub-report's chart collection replaces the charts.
  await expect(page.locator('section.rl-chart h2').first()).not.toHaveText(firstTitle ?? '');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const chart = page.locator('section.rl-chart').first();
  await expect(chart.locator('.main-svg').first()).toBeVisible({ timeout: 20_000 });

  // Series: the legend toggles one off (multi-select keeps the rest) and back on.
  const legend = chart.getByRole('group', { name: /^Series of/ }).getByRole('button');
  const shown = legend.and(page.locator('[aria-pressed="true"]'));
  const before = await shown.count();
  expect(before).toBeGreaterThan(1);
  await shown.first().click();
  await expect(shown).toHaveCount(before - 1);
  await chart.getByRole('button', { name: 'Show data' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
});
