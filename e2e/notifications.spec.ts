import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

// Notifications arrive in the header without a reload; mark read, mark all read; subscriptions decide.

test('a load result and an access request reach the admin without a reload, and can be marked read', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await page.goto('/');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // Start from nothing unread.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');

  // Two events happen elsewhere: a data load by this admin and an access request from outside.
  const token = await page.evaluate(() => sessionStorage.getItem('id_token'));
  const load = await page.request.post('/api/data-ingestion', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `Feeds ${stamp}`,
      dataset: 'intel-feeds',
      file: {
        name: 'feeds.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `sourceType,sourceName,title,publishedDate\nnews,Wire,Item ${stamp},2026-09-02\n`,
        ),
      },
    },
  });
  expect(load.status()).toBe(202);
  const request = await page.request.post('/sso/request-access', {
    data: { email: `newcomer-${stamp}@birch-insurance.example`, name: `Newcomer ${stamp}` },
  });
  expect(request.ok()).toBe(true);

  // The badge counts them without a reload. Other specs sign in as the same admin and load data at the
  // same time (their loads notify too), so the count is at least this spec's two, and each of this
  // spec's notices is checked by name.
  await expect(bell).toHaveAccessibleName(/^Notifications, ([2-9]|\d{2,}) unread$/, { timeout: 30_000 });
  await bell.click();
  const loaded = `Feeds ${stamp}: 1 row loaded, 0 rejected`;
  const access = `Access request from Newcomer ${stamp}`;
  await expect(panel.getByRole('link', { name: loaded })).toBeVisible();
  await expect(panel.getByRole('link', { name: access })).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: `Mark read: ${access}` }).click();
  await expect(panel.getByRole('button', { name: `Mark read: ${access}` })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: `Mark read: ${loaded}` })).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.getByRole('button', { name: `Mark read: ${loaded}` })).toHaveCount(0);

  // Subscriptions: only access requests from now on, so the next load stays silent.
  await panel.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill(`Requests ${stamp}`);
  await page.getByText('An access request arrives').click();
  await expect(page.getByRole('checkbox', { name: 'An access request arrives' })).toBeChecked();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('rowheader', { name: `Requests ${stamp}` })).toBeVisible();
  await expectNoAxeViolations(page);
  const quiet = await page.request.post('/api/data-ingestion', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `Quiet ${stamp}`,
      dataset: 'intel-feeds',
      file: {
        name: 'feeds.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `sourceType,sourceName,title,publishedDate\nnews,Wire,Quiet ${stamp},2026-09-03\n`,
        ),
      },
    },
  });
  expect(quiet.status()).toBe(202);
  // The load runs after its 202; its notice (if any) is written when it ends, so wait for that.
  const quietId = ((await quiet.json()) as { id: string }).id;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/data-ingestion/${quietId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { status: string }).status;
    })
    .toBe('succeeded');
  const list = await page.request.get('/api/notification?pageSize=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const titles = ((await list.json()) as { items: { title: string }[] }).items.map((n) => n.title);
  expect(titles.some((t) => t.startsWith(`Quiet ${stamp}`))).toBe(false);
  await page.getByRole('button', { name: `Delete Requests ${stamp}` }).click();
  await expect(page.getByRole('rowheader', { name: `Requests ${stamp}` })).toHaveCount(0);
});
