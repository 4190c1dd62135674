import type { Page } from '@playwright/test';
import { expect, idToken, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

// Markup in names and messages must come back as text: no element is created from it, no handler runs.
const PAYLOAD = `<img src=x onerror="document.title='pwned'">Eve <b>Bold</b><script>document.title='pwned'</script>`;

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  expect(await page.title()).not.toBe('pwned');
  await expect(page.locator('main img[src="x"], main b, main script')).toHaveCount(0);
}

test('user and tenant names and feedback holding HTML or script render as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const stamp = Date.now();

  // A tenant admin stores a user whose name is markup, and feedback whose message is markup.
  await page.goto('/settings/user-management');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  const ada = { Authorization: `Bearer ${await idToken(page)}` };
  const user = await page.request.post('/api/user', {
    headers: ada,
    data: { email: `eve-${stamp}@acme-mutual.example`, name: PAYLOAD, roleName: 'user' },
  });
  expect(user.status(), await user.text()).toBe(201);
  const types = await page.request.get('/api/user/feedbacktype', { headers: ada });
  const [type] = (await types.json()) as { id: string }[];
  const feedback = await page.request.post('/api/user/feedback', {
    headers: ada,
    data: { feedbackType: type!.id, message: PAYLOAD, pageUrl: `${mainServer.baseURL}/` },
  });
  expect(feedback.status(), await feedback.text()).toBe(201);
  expect(await feedback.json()).toMatchObject({ message: PAYLOAD });

  await page.reload();
  await page.getByLabel('Search users').fill(`eve-${stamp}`);
  await expect(page.getByText('Eve <b>Bold</b>', { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, dialogs);

  // A system admin names a tenant with markup; the tenant list shows it literally.
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/settings/tenant-configurations');
  await signIn(page, mainServer, 'admin@ratelens.example');
  const admin = { Authorization: `Bearer ${await idToken(page)}` };
  const tenant = await page.request.post('/api/tenant', {
    headers: admin,
    data: { name: PAYLOAD, slug: `xss-${stamp}`, emailDomains: [`xss-${stamp}.example`] },
  });
  expect(tenant.status(), await tenant.text()).toBe(201);
  await page.reload();
  await expect(page.getByText('Eve <b>Bold</b>', { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, dialogs);
});

test('with the server unreachable the page says so, and recovers when it is back', async ({ page }) => {
  await page.goto('/settings/profile');
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  await expect(page).toHaveURL(/\/settings\/profile$/);

  // Every API call fails at the network level, as when the server is down.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We could not load your account' })).toBeVisible();
  await expect(page.getByText('Could not reach the Ratelens server.', { exact: false })).toBeVisible();
  // A network failure is not a refused session: the user stays signed in.
  expect(await page.evaluate(() => sessionStorage.getItem('id_token'))).toBeTruthy();

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/profile$/);
});

test('reusing a rotated refresh token revokes the session; the next call signs out keeping the intended path', async ({
  page,
}) => {
  await page.goto('/settings/profile');
  await signIn(page, mainServer, 'lee@birch-insurance.example');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const stolen = await page.evaluate(() => sessionStorage.getItem('refresh_token'));
  expect(stolen).toBeTruthy();

  // Someone who copied the refresh token uses it (it rotates), then the copy is presented again.
  const first = await page.request.post('/sso/refresh-token', { data: { refreshToken: stolen } });
  expect(first.status()).toBe(200);
  const reuse = await page.request.post('/sso/refresh-token', { data: { refreshToken: stolen } });
  expect(reuse.status()).toBe(401);
  expect(await reuse.json()).toMatchObject({ code: 'refresh_token_reused' });

  // The whole family is revoked: the browser's own tokens stop working at its next call.
  await page.reload();
  await expect(page.getByText('Status Code: 401')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('id_token'))).toBeFalsy();
  expect(await page.evaluate(() => sessionStorage.getItem('intended_path'))).toBe('/settings/profile');
});
