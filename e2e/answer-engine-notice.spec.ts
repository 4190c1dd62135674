import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { shortTokenServer } from './support/servers.ts';

// This server has a language model configured that cannot be reached: the answer comes from the
// extractive engine, quotes the document, and says it was written without the language model.
test.use({ baseURL: shortTokenServer.baseURL });

const DOC_ANALYSIS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';

test('an analysis answer written without the unreachable language model says so', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const question = `What minimum deductible did Wrenfield Mutual file in run ${stamp}?`;
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  await signIn(page, shortTokenServer, 'ada@acme-mutual.example');
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  await page.getByLabel('New question').fill(question);
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('cell', { name: question, exact: true })).toBeVisible();

  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis`);
  await page.getByLabel('Name').fill(`Wrenfield ${stamp}`);
  await page.locator('input[type="file"]').setInputFiles({
    name: `wrenfield-${stamp}.md`,
    mimeType: 'text/markdown',
    buffer: Buffer.from(
      `# Wrenfield Mutual homeowners filing\n\nWrenfield Mutual, run ${stamp}: the minimum deductible rises from 500 to 1000 dollars.\n`,
    ),
  });
  await page.getByRole('button', { name: 'Create and analyse' }).click();
  await expect(page).toHaveURL(/\/document-analysis\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Questions and answers' })).toBeVisible({ timeout: 90_000 });
  const row = page.locator('li.qa').filter({ hasText: question });
  await row.getByRole('button', { name: 'Ask this question' }).click();
  const asked = page
    .getByRole('list', { name: 'Asked questions' })
    .locator('li.qa')
    .filter({ hasText: question });
  await expect(asked.getByRole('note')).toContainText('answered without the language model', {
    timeout: 30_000,
  });
  await expect(asked).toContainText('1000 dollars');
  await expectNoAxeViolations(page);
});
