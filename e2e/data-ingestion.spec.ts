import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

// A tenant admin loads every dataset from the browser and sees each outcome and where it shows.

const stamp = Date.now().toString(36).toUpperCase();

function modelScores(model: string): string {
  let x = 11;
  const next = () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
  const lines = ['model,useCase,period,score,actual,state,feature.age'];
  for (const [period, shift] of [
    ['reference', 0],
    ['2026-08', 0],
    ['2026-09', 0.6],
  ] as const) {
    for (let i = 0; i < 300; i += 1) {
      const score = Math.min(0.999, next() + shift * next());
      lines.push(
        `${model},Underwriting,${period},${score.toFixed(4)},${next() < score ? 1 : 0},OH,${Math.round(18 + 60 * Math.min(1, next() + shift))}`,
      );
    }
  }
  lines.push(`${model},Underwriting,2026-13,0.5,0,OH,40`);
  return lines.join('\n');
}

const FILES: { dataset: string; label: string; csv: string; loaded: number; rejected: number }[] = [
  {
    dataset: 'Filings',
    label: 'Filings',
    csv: [
      'trackingNumber,carrier,state,lineOfBusiness,filingType,status,submittedDate,dispositionDate,requestedRateChange,approvedRateChange',
      `ZE${stamp}-1,Zephyr Test Mutual,OH,Homeowners,rate,approved,2026-08-01,2026-08-21,6.5,5.9`,
      `ZE${stamp}-2,Zephyr Test Mutual,OH,Homeowners,rate,approved,2026-08-01,2026-07-01,4.5,4`,
    ].join('\n'),
    loaded: 1,
    rejected: 1,
  },
  {
    dataset: 'Portfolio',
    label: 'Portfolio',
    csv: [
      'month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses',
      `2026-09,OH,Pet Insurance,Parrots ${stamp},100,5000,3,3000`,
    ].join('\n'),
    loaded: 1,
    rejected: 0,
  },
  {
    dataset: 'Claims',
    label: 'Claims',
    csv: [
      'claimNumber,lossDate,state,lineOfBusiness,segment,status,paid,reserve',
      `C${stamp}-1,2026-09-04,OH,Pet Insurance,Parrots ${stamp},closed,900,0`,
      `C${stamp}-2,2026-09-05,OH,Pet Insurance,Nobody ${stamp},open,100,50`,
    ].join('\n'),
    loaded: 1,
    rejected: 1,
  },
  {
    dataset: 'Intel feeds',
    label: 'Intel feeds',
    csv: [
      'sourceType,sourceName,title,publishedDate,url',
      `news,Trade Weekly,Zephyr files in Ohio ${stamp},2026-09-20,https://example.com/${stamp}`,
    ].join('\n'),
    loaded: 1,
    rejected: 0,
  },
  {
    dataset: 'Model scores',
    label: 'Model scores',
    csv: modelScores(`Zephyr Model ${stamp}`),
    loaded: 900,
    rejected: 1,
  },
];

test('a tenant admin loads every dataset, sees rows loaded and rejected, and the model it fed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/settings');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  await page.getByRole('link', { name: 'Data ingestion' }).click();
  await expect(page.getByRole('heading', { name: 'Data ingestion', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText([
    'Home',
    'Settings',
    'Data ingestion',
  ]);
  await expectNoAxeViolations(page);

  // The template of the chosen dataset downloads with every column documented on the page.
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Filings template' }).click();
  expect((await template).suggestedFilename()).toBe('filings-template.csv');
  await expect(page.getByRole('cell', { name: 'trackingNumber', exact: true })).toBeVisible();

  for (const file of FILES) {
    await page.getByRole('button', { name: / Dataset$/ }).click();
    await page.getByRole('option', { name: file.dataset, exact: true }).click();
    await expect(page.getByRole('heading', { name: file.label, level: 2 })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: `${file.dataset.toLowerCase().replace(' ', '-')}-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(file.csv),
    });
    await page.getByRole('button', { name: `Load ${file.label}`, exact: true }).click();
    const result = page.getByRole('region', { name: new RegExp(`\\(${file.label}\\)`) });
    await expect(result.getByRole('status')).toHaveText(
      `${file.loaded === 0 ? 'Failed' : 'Succeeded'}: ${file.loaded} ${file.loaded === 1 ? 'row' : 'rows'} loaded, ${file.rejected} rejected`,
      { timeout: 30_000 },
    );
    if (file.rejected > 0) {
      await expect(result.getByRole('table', { name: /Rejected rows/ }).getByRole('row')).toHaveCount(
        file.rejected + 1,
      );
    }
  }
  // The model-scores result still shows: its rejected row names the period column and downloads.
  const last = page.getByRole('region', { name: /\(Model scores\)/ });
  await expect(last.getByRole('cell', { name: 'period', exact: true })).toBeVisible();
  const rejected = page.waitForEvent('download');
  await last.getByRole('button', { name: 'Download rejected rows' }).click();
  expect((await rejected).suggestedFilename()).toMatch(/rejected-rows\.csv$/);

  // Earlier loads list all five, newest first.
  const earlier = page.getByRole('region', { name: 'Earlier loads' });
  await expect(earlier.getByRole('row').filter({ hasText: stamp })).toHaveCount(5);
  // SPEC §9 date-times (yyyy-MM-dd HH:mm) and no paging controls for a list of one page.
  const created = earlier.getByRole('row').filter({ hasText: stamp }).first().getByRole('cell').nth(6);
  await expect(created).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(earlier.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await expect(earlier.getByText(/^\d+ loads?$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The loaded model is monitored: its page shows the shift of September, and it can be reset.
  const token = await page.evaluate(() => sessionStorage.getItem('id_token'));
  const models = await page.request.get(
    `/api/model?filter=${encodeURIComponent(`name|eq|Zephyr Model ${stamp}`)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const [model] = ((await models.json()) as { items: { id: string; usecaseId: string }[] }).items;
  await page.goto(`/use-cases/${model!.usecaseId}/models/${model!.id}`);
  await expect(page.getByRole('heading', { name: `Zephyr Model ${stamp}`, level: 1 })).toBeVisible();
  const stability = page.getByRole('region', { name: 'Stability' });
  await expect(stability.getByText('Shift (> 0.25)').first()).toBeVisible();
  await expect(stability.getByRole('rowheader', { name: 'age' })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).first()).toBeVisible();
  // A destructive action looks destructive.
  await expect(page.getByRole('button', { name: 'Reset model' })).toHaveClass(/rl-button--destructive/);
  await page.getByRole('button', { name: 'Reset model' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Reset Zephyr Model ${stamp}?` });
  await expect(confirm).toContainText('removes every stability anomaly raised about this model');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Reset model' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Monitoring of Zephyr Model ${stamp} reset`)).toBeVisible();
});

test('a large load shows its progress while it runs, then its final counts', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/settings/data-ingestion');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  await expect(page.getByRole('heading', { name: 'Data ingestion', level: 1 })).toBeVisible();
  // 20,000 feed items (20 batches of 1,000) of long ago, so they sit at the end of every feed list.
  const rows = 20_000;
  const lines = ['sourceType,sourceName,title,publishedDate'];
  for (let i = 0; i < rows; i += 1) lines.push(`archive,Old Wire ${stamp},Archived item ${i},1990-01-02`);
  lines.push('archive,Old Wire,,1990-01-02');
  await page.getByRole('button', { name: / Dataset$/ }).click();
  await page.getByRole('option', { name: 'Intel feeds', exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: `archive-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await page.getByLabel('Name of the load').fill(`Archive ${stamp}`);
  await page.getByRole('button', { name: 'Load Intel feeds', exact: true }).click();
  const result = page.getByRole('region', { name: `Archive ${stamp} (Intel feeds)` });
  // The load answers as soon as it is recorded: the bar counts the rows processed of the rows read.
  const bar = result.getByRole('progressbar', { name: `Loading Archive ${stamp}` });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /of 20,001 rows\)$/);
  await expect(result).toContainText('the rows loaded until then stay');
  await expect(result.getByRole('button', { name: 'Cancel load' })).toHaveClass(/rl-button--destructive/);
  await expectNoAxeViolations(page);
  await expect(result.getByRole('status')).toHaveText('Succeeded: 20,000 rows loaded, 1 rejected', {
    timeout: 150_000,
  });
  await expect(bar).toHaveCount(0);
  await expect(result.getByRole('table', { name: /Rejected rows/ }).getByRole('row')).toHaveCount(2);
  await expect(result.getByRole('cell', { name: 'title', exact: true })).toBeVisible();
  const earlier = page.getByRole('region', { name: 'Earlier loads' });
  await expect(
    earlier
      .getByRole('row')
      .filter({ hasText: `Archive ${stamp}` })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('20,001 of 20,001');
  await expectNoAxeViolations(page);
});
