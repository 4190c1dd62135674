import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const HAIL = 'What 20-year hail loss ratio does the catastrophe provision use?';
const REASON = 'Cites the wrong page';

async function open(page: Page, path: string, email: string) {
  await page.goto(path);
  await signIn(page, mainServer, email);
  await page.goto(path);
}

test('a down-voted answer with its reason is listed, exported as CSV and JSON, and re-run', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await open(page, `/use-cases/${COMP_INTEL}/ai-assistance`, 'ada@acme-mutual.example');
  const box = page.getByLabel('Your question');
  await box.fill(HAIL);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const stored = page.locator('.chat__message--assistant').first();
  await expect(stored.locator('a.cite-chip').first()).toBeVisible({ timeout: 30_000 });
  await stored
    .getByRole('button', { name: /^Down vote/ })
    .first()
    .click();
  await page.getByLabel('What was wrong? (optional)').fill(REASON);
  await page.getByRole('button', { name: 'Send reason' }).click();
  await expect(page.getByLabel('What was wrong? (optional)')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Assistant administration' })
    .getByRole('link', { name: 'Down-voted answers' })
    .click();
  await expect(page.getByRole('heading', { name: 'Down-voted answers', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Down-voted answers' });
  const row = table.getByRole('row').filter({ hasText: REASON }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('20-year hail loss ratio');
  await expect(row).toContainText(/extractive-\d{4}\.\d+|llm:/);
  await expectNoAxeViolations(page);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^down-voted-answers-.*\.csv$/);
  const csvText = await readFile((await csv.path())!, 'utf8');
  expect(csvText.split('\r\n')[0]).toContain('question,approach,answer,citations,engine,engine_version');
  expect(csvText).toContain(REASON);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const json = JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8')) as {
    items: { question: string; reason: string | null; engineVersion: string; citations: unknown[] }[];
  };
  const item = json.items.find((i) => i.reason === REASON)!;
  expect(item.question).toBe(HAIL);
  expect(item.citations.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Re-run against current engine' }).click();
  await expect(page.getByRole('heading', { name: 'Re-run against the current engine' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('status').filter({ hasText: /\d+ of \d+ answers? changed/ })).toBeVisible();
  await expect(page.locator('.ai-rerun__item').filter({ hasText: HAIL }).first()).toContainText('Unchanged');
  await expectNoAxeViolations(page);
});

test('AI activity draws its charts, each with its data table', async ({ page }) => {
  test.setTimeout(150_000);
  await open(page, `/use-cases/${COMP_INTEL}/ai-assistance`, 'ada@acme-mutual.example');
  const box = page.getByLabel('Your question');
  await box.fill(HAIL);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  // An agent of this run and a chat of Ada's with it, for the per-agent summary.
  const token = await page.evaluate(() => sessionStorage.getItem('id_token'));
  const auth = { Authorization: `Bearer ${token}` };
  const agentName = `Activity agent ${Date.now()}`;
  const agent = await page.request.post('/api/agent', {
    headers: auth,
    data: { name: agentName, approach: 'documents', isActive: true },
  });
  expect(agent.status()).toBe(201);
  const agentId = ((await agent.json()) as { id: string }).id;
  const agentChat = await page.request.post(`/api/usecase/${COMP_INTEL}/chats`, {
    headers: auth,
    data: { title: 'Chat with the activity agent', agentId },
  });
  expect(agentChat.status()).toBe(201);
  await page
    .getByRole('navigation', { name: 'Assistant administration' })
    .getByRole('link', { name: 'AI activity' })
    .click();
  await expect(page.getByRole('heading', { name: 'AI activity', level: 1 })).toBeVisible();
  for (const id of [
    'questions',
    'found',
    'votes',
    'approaches',
    'documents',
    'drift',
    'group',
    'members',
    'agents',
  ]) {
    const chart = page.getByTestId(`ai-chart-${id}`);
    await chart.scrollIntoViewIfNeeded();
    // Plotly drew its SVG with at least one data point or bar.
    await expect(chart.locator('.main-svg').first()).toBeVisible({ timeout: 30_000 });
    if (id !== 'drift') await expect(chart.locator('.point, .bars path').first()).toBeAttached();
    await chart.getByRole('button', { name: 'Show data' }).click();
    await expect(chart.getByRole('table')).toBeVisible();
  }
  const questions = page.getByTestId('ai-chart-questions').getByRole('table');
  const today = new Date().toISOString().slice(0, 10);
  await expect(questions.getByRole('row', { name: new RegExp(today) })).not.toContainText(/^\S+\s+0$/);
  await expect(page.getByTestId('ai-chart-documents').getByRole('table')).toContainText(
    /\.(pdf|docx|html|md|txt)/i,
  );
  // SPEC §7 summaries: the group's chats per use case, the members of this one, and per agent every
  // member's chats beside the caller's (the per-agent summary).
  await expect(page.getByTestId('ai-chart-group').getByRole('table')).toContainText(
    'Competitive Intelligence',
  );
  await expect(page.getByTestId('ai-chart-members').getByRole('table')).toContainText(
    'ada@acme-mutual.example',
  );
  // All members' chats with the agent, then the caller's: while it is the tenant's only active agent,
  // a member signing in for another spec of this run gets it selected by itself and may chat with it too.
  await expect(
    page.getByTestId('ai-chart-agents').getByRole('table').getByRole('row', { name: agentName }),
  ).toHaveText(new RegExp(`^${agentName}\\s*[1-9]\\d*\\s*1$`));
  await expectNoAxeViolations(page);

  // The members' recent chats (the group's chat summary, filtered to this use case) open their review.
  const recent = page.getByRole('table', { name: 'Recent chats of this use case' });
  await expect(recent).toContainText('ada@acme-mutual.example');
  await recent.getByRole('link', { name: HAIL }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`/use-cases/${COMP_INTEL}/user-chat-session/ada%40acme-mutual\\.example/[0-9a-f-]{36}$`),
  );
  await expect(page.locator('.chat__asker').first()).toHaveText(/ asked$/);
  // The agent goes, so that members signing in for later specs are not given it by itself.
  expect((await page.request.delete(`/api/agent/${agentId}`, { headers: auth })).ok()).toBe(true);
});

test('a plain user is sent away from the AI activity and down-voted answers screens', async ({ page }) => {
  await open(page, `/use-cases/${COMP_INTEL}/ai-activity`, 'sam@acme-mutual.example');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/use-cases/${COMP_INTEL}/down-voted-answers`);
  await expect(page).toHaveURL(/\/$/);
});
