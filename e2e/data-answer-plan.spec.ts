import { askForDataAnswer, expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';

test('a data answer shows how it was computed', async ({ page }) => {
  test.setTimeout(90_000);
  const answer = await askForDataAnswer(
    page,
    mainServer,
    COMP_INTEL,
    'How many filings were approved in Texas in 2025?',
  );
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

test("a data answer's link opens the filings explorer with the plan's filters, listing the answer's filings", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const answer = await askForDataAnswer(
    page,
    mainServer,
    COMP_INTEL,
    'How many filings were submitted in Texas in 2026 Q2?',
  );
  await expect(answer).toContainText('Filings in Texas, submitted 2026 Q2:');
  const count = Number((await answer.textContent())!.match(/submitted 2026 Q2: (\d+) filings?/)![1]);
  expect(count).toBeGreaterThan(0);
  await answer.getByText('How I computed this').click();
  await answer.getByRole('link', { name: 'Open these rows in the app' }).click();
  await expect(page).toHaveURL(
    /\/use-cases\/[0-9a-f-]{36}\?state=TX&from=2026-04-01&to=2026-06-30&days=\d+$/,
  );
  const explorer = page.getByRole('region', { name: 'Filings explorer' });
  await expect(explorer.getByText('3 filters applied to every figure.')).toBeVisible({ timeout: 30_000 });
  await expect(explorer.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // Every listed filing is in Texas and submitted in the quarter, and as many as the answer counted.
  await expect(explorer.locator('tbody tr')).toHaveCount(count);
  const states = await explorer.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(states.length).toBeGreaterThan(0);
  for (const s of states) expect(s).toMatch(/^(TX|Texas)$/);
  await expectNoAxeViolations(page);
});
