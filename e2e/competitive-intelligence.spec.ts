import { USE_CASE_IDS } from '@ratelens/domain';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

// A competitive-intelligence analyst explores competitors' filings on the map, the charts and the table.

test('the workspace shows metrics, map, distribution, carriers, own book, summary and feeds; clicks filter the explorer and the URL keeps the view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/use-cases/${USE_CASE_IDS.compIntel}`);
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await expect(page).toHaveURL(new RegExp(`/use-cases/${USE_CASE_IDS.compIntel}$`));
  for (const name of [
    'Intel metrics',
    'Filings explorer',
    'Filings by state',
    'Rate-change distribution by line',
    'Filings by carrier',
    'Own book versus competitors',
    'Filing summary',
    'Intel feeds',
  ]) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  const map = page.getByRole('img', { name: /Filings by state, a map of the United States/ });
  await expect(map).toBeVisible();
  // The map is drawn (the state outlines come from the app itself, not a CDN).
  await expect(map.locator('path.choroplethlocation').first()).toBeAttached({ timeout: 20_000 });
  const explorer = page.getByRole('region', { name: 'Filings explorer' });
  await expect(explorer.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A state in the map's data table filters the explorer (the same as a click on the map).
  const mapPanel = page.getByRole('region', { name: 'Filings by state' });
  const firstState = mapPanel.getByRole('rowheader').first().getByRole('button');
  const stateName = (await firstState.textContent())!.trim();
  await firstState.click();
  await expect(page).toHaveURL(/[?&]state=[A-Z]{2}/);
  const code = new URL(page.url()).searchParams.get('state')!;
  // The explorer refetches after the URL changes: wait for its rows to follow the filter.
  await expect
    .poll(async () => [...new Set(await explorer.locator('tbody tr td:nth-child(3)').allTextContents())], {
      timeout: 15_000,
    })
    .toEqual([code]);
  await expect(firstState).toHaveAttribute('aria-pressed', 'true');
  expect(stateName.length).toBeGreaterThan(0);

  // A carrier too; both filters stay in the URL, so a reload keeps the view.
  const carrierPanel = page.getByRole('region', { name: 'Filings by carrier' });
  const carrier = carrierPanel.getByRole('rowheader').first().getByRole('button');
  const carrierName = (await carrier.textContent())!.trim();
  await carrier.click();
  await expect(page).toHaveURL(/[?&]carrier=/);
  await explorer.getByRole('button', { name: /^Tracking number/ }).click();
  await expect(page).toHaveURL(/sort=trackingNumber%3Aasc|sort=trackingNumber:asc/);
  await page.reload();
  await expect(explorer.getByRole('columnheader', { name: /Tracking number/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect
    .poll(
      async () => {
        const carriers = await explorer.locator('tbody tr td:nth-child(2)').allTextContents();
        return [...new Set(carriers.length ? carriers : [carrierName])];
      },
      { timeout: 15_000 },
    )
    .toEqual([carrierName]);
  await expect(page.getByText(/2 filters applied to every figure/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/state=|carrier=/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the explorer filters by approved change, premium impact and effective date through the URL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/use-cases/${USE_CASE_IDS.compIntel}`);
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  const explorer = page.getByRole('region', { name: 'Filings explorer' });
  await expect(explorer.getByRole('row').nth(1)).toBeVisible();

  // A value the grammar cannot carry is named and not applied.
  await explorer.getByLabel('Approved change from (%)').fill('five');
  await expect(explorer.getByText('Enter a number such as 5 or -2.5')).toBeVisible();
  await expect(page.getByText(/filters? applied to every figure/)).toHaveCount(0);

  await explorer.getByLabel('Approved change from (%)').fill('5');
  await explorer.getByLabel('Premium impact from ($)').fill('100000');
  await explorer.getByLabel('Effective from').fill('2025-01-01');
  await expect(page).toHaveURL(/apprMin=5/);
  await expect(page).toHaveURL(/impactMin=100000/);
  await expect(page).toHaveURL(/effFrom=2025-01-01/);
  await expect(page.getByText('3 filters applied to every figure.')).toBeVisible();
  await page.reload();
  await expect(explorer.getByLabel('Approved change from (%)')).toHaveValue('5');
  await expect(explorer.getByRole('row').nth(1)).toBeVisible();
  const rows = explorer.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const cells = rows.nth(i).locator('td');
    expect(Number.parseFloat((await cells.nth(7).textContent())!)).toBeGreaterThanOrEqual(5);
    expect(Number((await cells.nth(8).textContent())!.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(100000);
    expect((await cells.nth(11).textContent())! >= '2025-01-01').toBe(true);
  }
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/apprMin|impactMin|effFrom/);
  await expectNoAxeViolations(page);
});
