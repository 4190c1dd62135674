import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';

test('a data answer shows how it was computed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await page.getByLabel('Your question').fill('How many filings were approved in Texas in 2025?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const answer = page.locator('.chat__message--assistant').first();
  await expect(answer.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
  await answer.getByRole('tab', { name: 'From data' }).click();
  await expect(answer).toContainText('Approved filings in Texas, decided 2025:');
  await answer.getByText('How I computed this').click();
  const details = answer.locator('details.data-plan');
  await expect(details).toHaveAttribute('open', '');
  await expect(details).toContainText('status is approved');
  await expect(details).toContainText('state is TX');
  await expect(details).toContainText('2025 (2025-01-01 to 2025-12-31)');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page);
});
