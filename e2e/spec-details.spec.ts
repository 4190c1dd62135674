import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const CLAIMS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a03';
const DOC_ANALYSIS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

test('a tenant without document analysis and the portfolio assistant is not offered their use cases', async ({
  page,
}) => {
  await page.goto('/use-cases');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  const table = page.getByRole('table', { name: 'Use cases' });
  await expect(table.getByRole('row', { name: /Claims/ })).toBeVisible();
  await expect(table.getByText('Document Analysis')).toHaveCount(0);
  await expect(table.getByText('Portfolio Assistant')).toHaveCount(0);
  // Five use cases fit one page: a count, no pager.
  await expect(page.getByText('5 use cases')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await page.goto('/groups');
  await expect(page.getByRole('table').getByText('Portfolio Assistant')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('labels, dates, counts, breadcrumbs, severity, charts and error screens read as the spec says', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`/use-cases/${CLAIMS}`);
  await signIn(page, mainServer, 'ada@acme-mutual.example');

  // Severity follows the size of the departure: a segment at 2.8 times its line's median is High.
  await page.goto('/anomalies');
  const outlier = page.getByRole('row', { name: /HO-6 Condo in GA is an outlier segment/ });
  await expect(outlier.getByText('High')).toBeVisible();
  const detected = await page.locator('table tbody tr td:last-child').allTextContents();
  expect(detected.length).toBeGreaterThan(0);
  for (const text of detected) expect(text.trim()).toMatch(DATE_TIME);
  await outlier.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('outlier segment');
  await expect(page.getByText('Loss ratio', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^16\d\.\d% \/ 60\.1%$/)).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/lossRatio|\d (AM|PM)\b/);

  // Configuration values in words, not JSON.
  await page.goto('/settings/use-cases-configurations');
  await expect(page.getByText('Answer style').first()).toBeVisible();
  const settings = await page.locator('main').innerText();
  expect(settings).not.toMatch(/"concise"|\["summary"|maxCitations|answerStyle/);
  await expect(page.getByText('1 question', { exact: true }).first()).toBeVisible();

  // One crumb per place on the document analysis pages.
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem').last()).toHaveText('Question base');
  await expect(crumbs.getByText('Document Analysis', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Delete/ }).first()).toHaveClass(/rl-button--destructive/);
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis`);
  // Other tests add analyses to this use case in parallel: whatever the count, its noun agrees with it.
  const countLine = page.getByText(/^\d+ analys[ie]s$/).first();
  await expect(countLine).toBeVisible();
  const [count, noun] = (await countLine.innerText()).trim().split(' ');
  expect(noun).toBe(Number(count) === 1 ? 'analysis' : 'analyses');
  for (const text of await page.locator('table tbody tr td:last-child').allTextContents())
    expect(text.trim()).toMatch(DATE_TIME);

  // The bubble chart: one colour per segment, the figure as wide as its card.
  await page.goto(`/use-cases/${CLAIMS}`);
  await page.getByRole('table', { name: 'Models of this use case' }).getByRole('link').first().click();
  await page.getByRole('region', { name: 'Reports' }).getByRole('link').last().click();
  const chart = page.locator('section.rl-chart[data-chart-type="bubbleChart"]').first();
  await expect(chart.locator('.main-svg').first()).toBeVisible({ timeout: 30_000 });
  const swatches = await chart
    .locator('.rl-chart__swatch')
    .evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).backgroundColor));
  expect(swatches.length).toBeGreaterThan(3);
  expect(new Set(swatches).size).toBe(swatches.length);
  const card = (await chart.boundingBox())!;
  const figure = (await chart.locator('.rl-chart__figure').boundingBox())!;
  expect(figure.width).toBeGreaterThan(card.width - 60);
  await expectNoAxeViolations(page);

  // The report's error screen offers Go back and Try Again, and Try Again recovers.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('ChartCollection'))
      await route.fulfill({ status: 500, body: '' });
    else await route.continue();
  });
  await page.reload();
  await expect(
    page.getByText('An error occurred while fetching chart collection for the selected report'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(chart.locator('.main-svg').first()).toBeVisible({ timeout: 30_000 });
});
