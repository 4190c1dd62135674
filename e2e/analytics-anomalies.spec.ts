import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('an analyst filters the anomalies, opens one and votes on a recommended action', async ({ page }) => {
  await page.goto('/anomalies');
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  const table = page.getByRole('table', { name: 'Anomalies' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const sorted = page.waitForRequest(
    (r) => r.url().includes('/api/anomaly?') && r.url().includes('orderBy=severity%3Aasc'),
  );
  await table.getByRole('button', { name: /^Severity/ }).click();
  await sorted;
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page);

  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/anomalies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Recommended actions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Observed versus expected' })).toBeVisible();

  const action = page.locator('[data-action-id]').first();
  const up = action.getByRole('button', { name: /^Up vote/ });
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  const count = Number((await up.textContent())?.replace(/\D/g, '') ?? '0');
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveText(new RegExp(`${count + 1}$`));
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page);
});
