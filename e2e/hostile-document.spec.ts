import { expect, idToken, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const DOC_ANALYSIS = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';

// Each payload would run (or navigate) if it reached the page as markup; as text they are harmless.
const SCRIPT = `<script>alert('script')</script>`;
const IMG = `<img src=x onerror=alert('img')>`;
// Quoted attributes make this one HTML to a Markdown parser too, not just text that looks like it.
const TAG = `<b onclick="alert('b')">bold</b>`;
const LINK = `[windstorm memo](javascript:alert('link'))`;

test('a document carrying script, handler and javascript: link payloads is cited and shown as text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const stamp = Date.now().toString(36);
  const filename = `zanzibar-${stamp}.md`;
  // Sentences short enough that a citation line (cut at 160 characters) still holds the whole payload.
  const sentences = [
    `Zanzibar Mutual set the windstorm deductible for run ${stamp} at 2 percent ${SCRIPT} today.`,
    `The windstorm surcharge of Zanzibar Mutual for run ${stamp} is 7 percent ${IMG} ${TAG}.`,
    `Zanzibar Mutual explains the windstorm rules for run ${stamp} in the ${LINK} here.`,
  ];
  const document = `# Zanzibar Mutual ${stamp}\n\n${sentences.join('\n\n')}\n`;

  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  const auth = { Authorization: `Bearer ${await idToken(page)}` };

  // The document goes in through the API the upload screen uses; once analysed it is searchable.
  const created = await page.request.post(`/api/usecase/${DOC_ANALYSIS}/docs/analysis`, {
    headers: auth,
    data: { name: `Zanzibar ${stamp}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: analysisId } = (await created.json()) as { id: string };
  const upload = await page.request.post(
    `/api/usecase/${DOC_ANALYSIS}/docs/analysis/${analysisId}/documents`,
    {
      headers: auth,
      multipart: { files: { name: filename, mimeType: 'text/markdown', buffer: Buffer.from(document) } },
    },
  );
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/usecase/${DOC_ANALYSIS}/docs/analysis/${analysisId}/analyse_status`,
          { headers: auth },
        );
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toMatch(/^(ready|completed)$/);

  await page.goto(`/use-cases/${COMP_INTEL}/ai-assistance`);
  await page
    .getByLabel('Your question')
    .fill(`What windstorm surcharge does Zanzibar Mutual charge for run ${stamp}?`);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const message = page.locator('.chat__message--assistant').first();
  const answer = message.locator('.markdown');
  await expect(answer).toContainText(`Zanzibar Mutual`, { timeout: 30_000 });

  // The answer quotes the whole sentence that holds the asked figure, from the document's extracted
  // text: the payload in it reads literally and none became an element. Extraction renders Markdown to
  // text, so an inline tag such as TAG keeps only its text there ("bold"); the file itself still shows
  // every payload (below).
  await expect(answer).toContainText(IMG);
  await expect(answer).toContainText('is 7 percent');
  await expect(
    answer.locator('script, img, b, iframe, a[href^="javascript" i], [onerror], [onclick]'),
  ).toHaveCount(0);
  const citations = message.getByTestId('sources');
  await expect(citations).toContainText(IMG);
  await expect(citations.locator('script, img, b, a[href^="javascript" i]')).toHaveCount(0);

  // The cited passage and the document's own text view.
  await citations.getByRole('link').filter({ hasText: 'alert(' }).first().click();
  const panel = page.getByTestId('citation-panel');
  await expect(panel.getByRole('heading', { name: filename })).toBeVisible();
  await expect(panel.locator('blockquote')).toContainText('alert(');
  const fileText = panel.getByLabel(filename);
  await expect(fileText).toBeVisible();
  for (const payload of [SCRIPT, IMG, TAG, LINK]) await expect(fileText).toContainText(payload);
  await expect(
    panel.locator('script, img, b, iframe, a[href^="javascript" i], [onerror], [onclick]'),
  ).toHaveCount(0);

  await expect(page.locator('body script:not([src])')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  // pageProblems (support/fixtures.ts) fails the test on any CSP violation or uncaught error.
});
