import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const DOC_ANALYSIS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';

/** A minimal PDF: one page per text, Helvetica, uncompressed content streams. */
function pdf(pages: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
    const stream = `BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`;
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('an analyst uploads a PDF, waits for its analysis and opens a citation at the right page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const question = `What deductible change did Quillfeather Mutual file in run ${stamp}?`;
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  await page.getByLabel('New question').fill(question);
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('cell', { name: question, exact: true })).toBeVisible();

  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis`);
  await expect(page.getByRole('heading', { name: 'New analysis' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Name').fill(`Quillfeather ${stamp}`);
  const file = `quillfeather-${stamp}.pdf`;
  await page.locator('input[type="file"]').setInputFiles({
    name: file,
    mimeType: 'application/pdf',
    buffer: pdf([
      'Quillfeather Mutual homeowners rate filing. This page describes the territory factors only.',
      // One line that fits inside the page (text past the page's right edge is not on the page).
      `Quillfeather Mutual, run ${stamp}: the deductible rises from 500 to 1000 dollars.`,
    ]),
  });
  await expect(page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Create and analyse' }).click();

  await expect(page).toHaveURL(/\/document-analysis\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Questions and answers' })).toBeVisible({ timeout: 90_000 });
  const row = page.locator('li.qa').filter({ hasText: question });
  await row.getByRole('button', { name: 'Ask this question' }).click();
  const citation = row.getByRole('button', { name: /^Open citation/ }).first();
  await expect(citation).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(new RegExp(`${file}, page 2`))).toBeVisible();
  await citation.click();
  const panel = row.getByTestId('citation-panel');
  await expect(panel.getByRole('heading', { name: `${file}, page 2` })).toBeVisible();
  await expect(panel.getByTestId('cited-passage').first()).toContainText('deductible');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page);
});

test('an analysis opened again shows its answers at once, and its QA actions still work on them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const question = `Which minimum deductible did Larkspur Mutual file in run ${stamp}?`;
  const name = `Larkspur ${stamp}`;
  const file = `larkspur-${stamp}.pdf`;
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/question-base`);
  await page.getByLabel('New question').fill(question);
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('cell', { name: question, exact: true })).toBeVisible();

  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis`);
  await page.getByLabel('Name').fill(name);
  await page.locator('input[type="file"]').setInputFiles({
    name: file,
    mimeType: 'application/pdf',
    buffer: pdf([
      'Larkspur Mutual homeowners rate filing. This page lists the territory factors only.',
      `Larkspur Mutual filed in run ${stamp}: the minimum deductible rises from 250 to 750 dollars.`,
    ]),
  });
  await page.getByRole('button', { name: 'Create and analyse' }).click();
  await expect(page).toHaveURL(/\/document-analysis\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const analysisUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Questions and answers' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('No questions asked yet')).toBeVisible();
  await page
    .locator('li.qa')
    .filter({ hasText: question })
    .getByRole('button', { name: 'Ask this question' })
    .click();
  const asked = page
    .getByRole('list', { name: 'Asked questions' })
    .locator('li.qa')
    .filter({ hasText: question });
  await expect(asked.getByRole('button', { name: /^Open citation/ }).first()).toBeVisible({
    timeout: 30_000,
  });

  // Opened again from the history list while reading its answers fails: a placeholder, then the reason
  // and a retry, which shows them.
  let failures = 0;
  const answersUrl = (url: URL) => url.pathname.endsWith('/qa');
  await page.route(answersUrl, async (route) => {
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        code: 'unavailable',
        detail: 'The answers store is not reachable',
      }),
    });
  });
  await page.goto(`/use-cases/${DOC_ANALYSIS}/document-analysis/history`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(analysisUrl);
  await expect(page.getByRole('status', { name: 'Loading the questions and answers' })).toBeVisible();
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'The answers of this analysis could not be loaded' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText('The answers store is not reachable');
  expect(failures).toBeGreaterThan(0);
  await page.unroute(answersUrl);
  const read = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/qa') && r.status() === 200);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await read;
  const answer = asked.getByRole('paragraph').filter({ hasText: /from 250 to 750 dollars/ });
  await expect(answer).toBeVisible();
  await expect(asked.getByText(new RegExp(`${file}, page 2`))).toBeVisible();
  await expect(page.getByText('No questions asked yet')).toHaveCount(0);
  // Asked once, it is not offered again.
  await expect(
    page.getByRole('group', { name: 'More questions to ask' }).locator('li.qa').filter({ hasText: question }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Votes, a regenerated answer (written by the worker, then read again) and removal work on it.
  const up = asked.getByRole('button', { name: `Up vote the answer to: ${question}` });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toContainText('1');
  await asked.getByRole('button', { name: 'Regenerate' }).click();
  await expect(asked.getByText('The answer is being written…')).toBeVisible();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(asked.getByRole('button', { name: /^Open citation/ }).first()).toBeVisible();

  await page.reload();
  await expect(up).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await asked.getByRole('button', { name: 'Remove question' }).click();
  await expect(asked).toHaveCount(0);
  await expect(page.getByText('No questions asked yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No questions asked yet')).toBeVisible({ timeout: 30_000 });
  const toAsk = page
    .getByRole('group', { name: 'More questions to ask' })
    .locator('li.qa')
    .filter({ hasText: question });
  await toAsk.getByRole('button', { name: 'Ask this question' }).click();
  await expect(answer).toBeVisible({ timeout: 30_000 });

  // A completed analysis opened again shows its answers too, locked.
  await page.getByRole('button', { name: 'Complete analysis' }).click();
  await expect(page.getByText('This analysis is complete and locked.')).toBeVisible();
  await page.reload();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(asked.getByRole('button', { name: /^Open citation/ }).first()).toBeVisible();
  await expect(asked.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  await expect(page.getByRole('group', { name: 'More questions to ask' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
