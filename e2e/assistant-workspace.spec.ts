import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const PORTFOLIO = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a07';
const HAIL = 'What 20-year hail loss ratio does the catastrophe provision use?';

async function open(page: Page, path: string, email: string) {
  await page.goto(path);
  await signIn(page, mainServer, email);
  await page.goto(path);
}

async function expectNotNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test('Enter sends, the answer streams in, Shift+Enter adds a line and Stop stops', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, `/use-cases/${COMP_INTEL}/ai-assistance`, 'sam@acme-mutual.example');
  await expect(page.getByRole('heading', { name: 'AI Assistance', level: 1 })).toBeVisible();
  // An empty chat offers the use case's question base.
  await expect(page.getByRole('heading', { name: 'Suggested questions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggested questions' }).getByRole('button')).not.toHaveCount(
    0,
  );

  const box = page.getByLabel('Your question');
  await box.fill('first line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('first line\nsecond line');
  await expect(page.getByTestId('live-answer')).toHaveCount(0);

  await box.fill(HAIL);
  await box.press('Enter');
  const live = page.getByTestId('live-answer');
  await expect(live).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  // The text grows while it is written.
  const text = live.locator('.markdown');
  await expect(text).not.toBeEmpty({ timeout: 30_000 });
  const early = (await text.textContent())?.length ?? 0;
  await expect.poll(async () => (await text.textContent())?.length ?? 0).toBeGreaterThan(early);
  // Once complete the chat has its own page and the stored answer shows with chips and sources.
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const stored = page.locator('.chat__message--assistant').first();
  await expect(stored.locator('a.cite-chip').first()).toBeVisible({ timeout: 30_000 });
  await expect(stored.getByTestId('sources')).toBeVisible();
  await expect(stored.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Chats' }).getByRole('link')).not.toHaveCount(0);
  // A chip previews its passage on keyboard focus.
  await stored.locator('a.cite-chip').first().focus();
  await expect(page.getByTestId('citation-preview')).toContainText(/\S/);
  await expectNoAxeViolations(page);

  // Stop: the text stops growing and the screen says so.
  await box.fill(HAIL);
  await box.press('Enter');
  const second = page.getByTestId('live-answer');
  await expect(second.locator('.markdown')).not.toBeEmpty({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('You stopped this answer.')).toBeVisible();
  const atStop = await second.locator('.markdown').textContent();
  await page.waitForTimeout(1500);
  expect(await second.locator('.markdown').textContent()).toBe(atStop);
  await expect(page.getByRole('button', { name: 'Ask' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('no approach tab of any assistant leads to the not-found page', async ({ page }) => {
  test.setTimeout(150_000);
  await open(page, `/use-cases/${PORTFOLIO}/portfolio-assistant`, 'ada@acme-mutual.example');
  await expect(page.getByRole('heading', { name: 'Portfolio Assistant', level: 1 })).toBeVisible();
  const box = page.getByLabel('Your question');
  await box.fill('Which states had the highest loss ratio last year?');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/portfolio-assistant\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const answer = page.locator('.chat__message--assistant').first();
  const tabs = answer.getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
  for (const name of await tabs.allTextContents()) {
    await answer.getByRole('tab', { name }).click();
    await expectNotNotFound(page);
    await expect(answer.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await expectNoAxeViolations(page);

  // The use-case assistant: tabs are SPEC routes.
  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await page.getByLabel('Your question').fill(HAIL);
  await page.getByLabel('Your question').press('Enter');
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const chatUrl = page.url();
  const routed = page.locator('.chat__message--assistant').first();
  await expect(routed.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
  for (const name of await routed.getByRole('tab').allTextContents()) {
    await routed.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}\/approach\/(documents|data)$/);
    await expectNotNotFound(page);
  }

  // The admin's review of the same chat, reached from user management: the same tabs, read-only.
  await page.goto('/settings/user-management');
  // The menu lists the use cases Ada has chats in (the Portfolio Assistant and Competitive Intelligence).
  await page
    .getByRole('button', { name: /^Chats of Ada/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: /^Portfolio Assistant \(\d+ chats?\)$/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /^Competitive Intelligence \(\d+ chats?\)$/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/use-cases/${COMP_INTEL}/user-chat-session/ada%40acme-mutual\\.example$`),
  );
  await expectNotNotFound(page);
  const chatId = chatUrl.split('/').at(-1)!;
  await page.getByRole('navigation', { name: 'Chats' }).locator(`a[href$="${chatId}"]`).click();
  const reviewed = page.locator('.chat__message--assistant').first();
  await expect(reviewed.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.chat__asker').first()).toHaveText(/ asked$/);
  await expect(page.getByLabel('Your question')).toHaveCount(0);
  for (const name of await reviewed.getByRole('tab').allTextContents()) {
    await reviewed.getByRole('tab', { name }).click();
    await expectNotNotFound(page);
  }
  await expectNoAxeViolations(page);
});

test('a PDF citation draws its page with the quoted passage highlighted inside the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, `/use-cases/${COMP_INTEL}/ai-assistance`, 'sam@acme-mutual.example');
  await page.getByLabel('Your question').fill(HAIL);
  await page.getByLabel('Your question').press('Enter');
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const answer = page.locator('.chat__message--assistant').first();
  await answer.getByRole('tab', { name: 'From documents' }).click();
  const sources = answer.getByTestId('sources');
  const pdfLink = sources
    .getByRole('link')
    .filter({ hasText: /\.pdf, page \d+/ })
    .first();
  await expect(pdfLink).toBeVisible({ timeout: 30_000 });
  const pageNo = Number((await pdfLink.textContent())!.match(/\.pdf, page (\d+)/)![1]);
  await pdfLink.click();
  await expect(page).toHaveURL(/\/citations\/[0-9a-f-]{36}$/);
  const drawn = page.locator(`[data-testid="pdf-page"][data-page-number="${pageNo}"][data-drawn="true"]`);
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pdf-page-label')).toHaveText(new RegExp(`^Page ${pageNo} of \\d+$`));
  const hits = drawn.getByTestId('pdf-highlight');
  await expect(hits.first()).toBeVisible();
  const pageBox = (await drawn.boundingBox())!;
  for (const hit of await hits.all()) {
    const box = (await hit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(pageBox.x - 1);
    expect(box.y).toBeGreaterThanOrEqual(pageBox.y - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(pageBox.x + pageBox.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(pageBox.y + pageBox.height + 1);
  }
  // The deep link /citations/{citationId} reproduces the view.
  const citationUrl = page.url();
  await page.goto(`/citations/${citationUrl.split('/').at(-1)}`);
  await expect(page).toHaveURL(citationUrl);
  await expect(drawn.getByTestId('pdf-highlight').first()).toBeVisible({ timeout: 30_000 });
  // Page navigation and zoom redraw the page.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('125%')).toBeVisible();
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});
