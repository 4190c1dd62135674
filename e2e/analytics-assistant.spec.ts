import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';

test('an analyst asks the assistant a question and opens the cited passage', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await expect(page.getByRole('heading', { name: 'AI Assistance', level: 1 })).toBeVisible();
  await page
    .getByLabel('Your question')
    .fill('What rate change did Northwind file for private passenger auto in Colorado?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  const answer = page.locator('.chat__message--assistant').first();
  await expect(answer.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
  // Answers are sanitized Markdown: no script element can come from the text.
  await expect(answer.locator('script')).toHaveCount(0);
  const link = answer.getByTestId('sources').getByRole('link').first();
  const page2 = (await link.textContent())?.match(/page (\d+)/)?.[1];
  await link.click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}\/approach\/documents\/citations\/[0-9a-f-]{36}$/);
  const panel = page.getByTestId('citation-panel');
  await expect(panel).toBeVisible();
  if (page2) await expect(panel.getByRole('heading', { level: 2 })).toContainText(`page ${page2}`);
  await expect(panel.getByTestId('cited-passage').first()).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem').last()).toHaveText(
    'Citation',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page);
});
