import { renderSampleDocx } from '../apps/server/src/analytics/sample-files.ts';
import { expect, expectNoAxeViolations, idToken, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

// The citation view of a Word document that is a filing: the document rendered with the quoted passage
// marked, and beside it what is known about the source, the filing's facts included.

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const DOC_ANALYSIS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';

test('a DOCX filing citation opens the rendered document with the passage marked and the filing beside it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now()).slice(-7);
  const tracking = `QVMX-2026-${stamp}`;
  const passage = `Quartz Valley Mutual requests an overall dwelling fire rate change of 4.${stamp.slice(-1)} percent for program ${stamp}.`;
  const docx = await renderSampleDocx({
    id: `quartz-${stamp}`,
    fileName: `quartz-valley-dwelling-fire-${stamp}`,
    title: `Quartz Valley Mutual dwelling fire filing ${stamp}`,
    kind: 'actuarial-memorandum',
    carrier: 'Quartz Valley Mutual',
    state: 'OH',
    line: 'Homeowners',
    date: '2026-08-01',
    pages: [
      `QUARTZ VALLEY MUTUAL SERFF Tracking Number ${tracking}\nDwelling Fire Program ${stamp} - Ohio\n\n1. Summary\n\n${passage} The change applies to new and renewal business alike.`,
    ],
  });

  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  const auth = { Authorization: `Bearer ${await idToken(page)}` };

  // The filing the memorandum supports, loaded as the data ingestion screen loads filings.
  const load = await page.request.post('/api/data-ingestion', {
    headers: auth,
    multipart: {
      name: `Quartz filing ${stamp}`,
      dataset: 'filings',
      file: {
        name: 'filings.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'trackingNumber,carrier,state,lineOfBusiness,filingType,status,submittedDate,dispositionDate,requestedRateChange,approvedRateChange\n' +
            `${tracking},Quartz Valley Mutual,OH,Homeowners,rate,approved,2026-08-01,2026-08-21,4.5,4.0\n`,
        ),
      },
    },
  });
  expect(load.status(), await load.text()).toBe(202);
  const { id: loadId } = (await load.json()) as { id: string };

  // The memorandum as a Word document in an analysis; once analysed it is searchable by the chat.
  const created = await page.request.post(`/api/usecase/${DOC_ANALYSIS}/docs/analysis`, {
    headers: auth,
    data: { name: `Quartz ${stamp}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: analysisId } = (await created.json()) as { id: string };
  const upload = await page.request.post(
    `/api/usecase/${DOC_ANALYSIS}/docs/analysis/${analysisId}/documents`,
    {
      headers: auth,
      multipart: {
        files: {
          name: `quartz-valley-dwelling-fire-${stamp}.docx`,
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: docx,
        },
      },
    },
  );
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const poll = { timeout: 120_000, intervals: [1000] };
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/api/usecase/${DOC_ANALYSIS}/docs/analysis/${analysisId}/analyse_status`,
        { headers: auth },
      );
      return ((await res.json()) as { status: string }).status;
    }, poll)
    .toMatch(/^(ready|completed)$/);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/data-ingestion/${loadId}`, { headers: auth });
      return ((await res.json()) as { status: string }).status;
    }, poll)
    .toBe('succeeded');

  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  const box = page.getByLabel('Your question');
  await box.fill(`What dwelling fire rate change does Quartz Valley Mutual request for program ${stamp}?`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const answer = page.locator('.chat__message--assistant').first();
  await answer.getByRole('tab', { name: 'From documents' }).click();
  const source = answer
    .getByTestId('sources')
    .getByRole('link')
    .filter({ hasText: `quartz-valley-dwelling-fire-${stamp}.docx` })
    .first();
  await expect(source).toBeVisible({ timeout: 30_000 });
  await source.click();
  await expect(page).toHaveURL(/\/citations\/[0-9a-f-]{36}$/);

  // The Word document is rendered (its own heading and paragraphs), the cited passage marked in it.
  const rendered = page.locator('.file-view--html');
  await expect(rendered).toContainText(`Dwelling Fire Program ${stamp}`, { timeout: 30_000 });
  const marked = rendered.getByTestId('cited-passage');
  await expect(marked.first()).toBeVisible();
  await expect(marked.first()).toContainText(`program ${stamp}`);
  await expect(marked.first()).toBeInViewport();

  // Beside it, the source's facts: the document and the filing whose tracking number it carries.
  const facts = page.getByRole('complementary', { name: 'About the source' });
  const fact = (term: string) => facts.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(fact('Document')).toHaveText(`quartz-valley-dwelling-fire-${stamp}.docx`);
  await expect(fact('Tracking number')).toHaveText(tracking);
  await expect(fact('Carrier')).toHaveText('Quartz Valley Mutual');
  await expect(fact('State')).toHaveText('OH');
  await expect(fact('Line')).toHaveText('Homeowners');
  await expect(fact('Disposition')).toHaveText('approved (2026-08-21)');
  await expectNoAxeViolations(page);

  // The deep link reproduces the view.
  const url = page.url();
  await page.goto(url);
  await expect(page.locator('.file-view--html').getByTestId('cited-passage').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(fact('Tracking number')).toHaveText(tracking);
});
