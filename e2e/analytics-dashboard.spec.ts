import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('an analyst opens the dashboard, changes the date range and the figures follow it', async ({ page }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const label = page.getByTestId('range-label');
  const before = await label.textContent();
  await expect(page.getByText('(90 days)')).toBeVisible();
  // The charts are drawn by the lazily loaded Plotly bundle.
  await expect(page.locator('[data-chart-type="comboBarChart"] .main-svg').first()).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('button', { name: 'Open the calendar' }).click();
  const calendar = page.getByRole('dialog');
  // SPEC §9: weeks start on Sunday, so the 1st of the month has as many blank cells before it as its weekday.
  const grid = calendar.getByRole('grid');
  const [month, year] = ((await grid.getAttribute('aria-label')) ?? '').split(' ');
  const first = new Date(`${month} 1, ${year}`);
  // Days of the neighbouring months are in the grid but not shown.
  const texts = await grid
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => (c as HTMLElement).innerText.trim()));
  const firstIndex = texts.indexOf('1');
  expect(firstIndex).toBe(first.getDay());
  const days = calendar.locator('[role="gridcell"]:not([aria-disabled="true"]) [role="button"]');
  const trend = page.waitForRequest(
    (r) => r.url().includes('/api/dashboard/trend/') && /[?&]days=9(&|$)/.test(r.url()),
  );
  await days.filter({ hasText: /^1$/ }).first().click();
  await days.filter({ hasText: /^10$/ }).first().click();
  await trend;
  await expect(page.getByText('(9 days)')).toBeVisible();
  await expect(label).not.toHaveText(before ?? '');
  await expect(label).toHaveText(/^[A-Z][a-z]{2} 01 - [A-Z][a-z]{2} 10$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page);
});
