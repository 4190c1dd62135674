import type { Page } from '@playwright/test';
import { askForDataAnswer, expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

// SPEC details checked on rendered pages: one breadcrumb per place, and no programme key (snake_case or
// camelCase) as a table header or cell label.

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const DOC_ANALYSIS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';
const RAW_KEY = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;

async function expectSingleCrumbs(page: Page, last: string) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
  await expect(crumbs.last()).toHaveText(last);
  const labels = (await crumbs.allInnerTexts()).map((t) => t.trim().toLowerCase());
  expect(labels.length).toBeGreaterThan(1);
  expect(new Set(labels).size, `breadcrumbs ${labels.join(' > ')}`).toBe(labels.length);
}

/** Every header of every table on the page, and the row headers, read as words. */
async function expectHeadersInWords(page: Page) {
  const headers = await page.locator('main table th').allInnerTexts();
  expect(headers.length).toBeGreaterThan(0);
  for (const header of headers) expect(header.trim(), 'a table header').not.toMatch(RAW_KEY);
}

test("a data answer's citation page: one crumb per place and its rows' columns in words", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const answer = await askForDataAnswer(
    page,
    mainServer,
    COMP_INTEL,
    'How many filings were approved in Texas in 2025?',
  );
  const source = answer.getByTestId('sources').getByRole('link').first();
  await expect(source).not.toContainText(/filings,|intel-feeds/);
  await source.click();
  await expect(page).toHaveURL(/\/approach\/data\/citations\/[0-9a-f-]{36}$/);
  const panel = page.getByTestId('citation-panel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Rows of Filings');
  await expect(panel.getByRole('columnheader', { name: 'Tracking number' })).toBeVisible();
  await expectHeadersInWords(page);
  await expect(panel).not.toContainText(/\((percent|count|usd|days|ratio)\)/);
  await expectSingleCrumbs(page, 'Citation');
  await expectNoAxeViolations(page);

  // The deep link shows the same view under one crumb of its own.
  const id = page.url().split('/').at(-1)!;
  await page.goto(`/citations/${id}`);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Rows of Filings');
  await expectHeadersInWords(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Citation')).toHaveCount(1);
});

test('the document analysis pages have one crumb per place', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis`);
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await expectSingleCrumbs(page, 'Document Analysis');
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/history`);
  await expectSingleCrumbs(page, 'History');
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  await expectSingleCrumbs(page, 'Question base');
  await expectHeadersInWords(page);
  // The demo analysis every tenant has: its page's last crumb is its name, once.
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis`);
  const link = page.locator('main table tbody a').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/document-analysis\/[0-9a-f-]{36}$/);
  await expectSingleCrumbs(page, name);
  await expectNoAxeViolations(page);
});

test("the competitive-intelligence workspace's tables read in words", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/use-cases/${COMP_INTEL}`);
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  const explorer = page.getByRole('region', { name: 'Filings explorer' });
  await expect(explorer.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main table').nth(2)).toBeVisible({ timeout: 30_000 });
  await expectHeadersInWords(page);
  await expectSingleCrumbs(page, await page.getByRole('heading', { level: 1 }).innerText());
});
