import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const DOC_ANALYSIS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';
const HAIL = 'What 20-year hail loss ratio does the catastrophe provision use?';

test('a free-text question of an analysis streams its answer, Stop stops, and a citation opens at its page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/history`);
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/history`);
  await page.getByRole('link', { name: 'Sample filings', exact: true }).first().click();
  await expect(page).toHaveURL(/\/document-analysis\/[0-9a-f-]{36}$/);
  const box = page.getByLabel('Your question about these documents');
  await expect(box).toBeVisible({ timeout: 90_000 });

  // Shift+Enter adds a line; Enter asks, and the answer grows while it is written.
  await box.fill('first line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second');
  await expect(box).toHaveValue('first line\nsecond');
  await box.fill(HAIL);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const answer = page.getByTestId('free-answer').first();
  await expect(answer.locator('.markdown')).not.toBeEmpty({ timeout: 30_000 });
  const early = (await answer.locator('.markdown').textContent())?.length ?? 0;
  await expect
    .poll(async () => (await answer.locator('.markdown').textContent())?.length ?? 0)
    .toBeGreaterThan(early);
  await expect(answer).toContainText('14.8 percent', { timeout: 30_000 });
  const open = answer.getByRole('button', { name: /^Open citation/ }).first();
  await expect(open).toBeVisible({ timeout: 30_000 });
  await open.click();
  const panel = answer.getByTestId('citation-panel');
  await expect(panel.getByRole('heading', { name: /, page \d+$/ })).toBeVisible();
  await expect(panel.getByTestId('cited-passage').first()).toContainText('14.8');
  await expectNoAxeViolations(page);

  // Stop: the second answer stops growing and says so.
  await box.fill(HAIL);
  await box.press('Enter');
  const second = page.getByTestId('free-answer').nth(1);
  await expect(second.locator('.markdown')).not.toBeEmpty({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(second.getByText('You stopped this answer.')).toBeVisible();
  const atStop = await second.locator('.markdown').textContent();
  await page.waitForTimeout(1500);
  expect(await second.locator('.markdown').textContent()).toBe(atStop);
  await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeVisible();
});
