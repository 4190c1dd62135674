import { expect, signIn, test } from './support/fixtures.ts';
import { outboxSnapshot, waitForSignInMail, withMailboxLock } from './support/outbox.ts';
import { mainServer } from './support/servers.ts';

test('a signed-out tenant admin who opens a deep link signs in, lands there, sees who they are and logs out', async ({
  page,
}) => {
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('version 1.0.0', { exact: true })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Portfolio Assistant' })).toHaveAttribute(
    'href',
    /^\/groups\/[0-9a-f-]{36}\/use-cases$/,
  );

  await page.getByRole('button', { name: 'User menu for Ada Lovelace' }).click();
  const card = page.locator('.user-menu__card');
  await expect(card).toContainText('Ada Lovelace');
  await expect(card).toContainText('ada@acme-mutual.example');
  await expect(card).toContainText('Acme Mutual');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();

  const idToken = await page.evaluate(() => sessionStorage.getItem('id_token'));
  expect(idToken).toBeTruthy();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('id_token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('intended_path'))).toBeNull();

  const afterLogout = await page.request.get('/api/profile/userinfo', {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  expect(afterLogout.status()).toBe(401);
});

test('a malformed e-mail address gets a clear message, sends nothing, and the corrected one goes through', async ({
  page,
}) => {
  let authorizeCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sso/authorize') authorizeCalls += 1;
  });
  await page.goto('/signin');
  await page.getByLabel('Email').fill('ada@acme');
  await page.getByRole('button', { name: 'Send sign-in code' }).click();
  await expect(page.getByText('Enter a valid email address, for example name@company.com.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(authorizeCalls).toBe(0);

  // One press after fixing the address is enough: the message vanishing must not move the button away.
  // An address with no account gets the same answer (no probing for accounts) and no mail to race on.
  await page.getByLabel('Email').fill('nobody@acme-mutual.example');
  await page.getByRole('button', { name: 'Send sign-in code' }).click();
  await expect(page).toHaveURL(/\/verify\?email=nobody%40acme-mutual.example$/);
  expect(authorizeCalls).toBe(1);
});

test('a wrong code shows the server error as an alert', async ({ page }) => {
  const email = 'sam@acme-mutual.example';
  await page.goto('/signin');
  await withMailboxLock(mainServer.dataDir, email, async () => {
    const seen = await outboxSnapshot(mainServer.dataDir);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send sign-in code' }).click();
    await expect(page).toHaveURL(/\/verify\?email=sam%40acme-mutual.example$/);
    const mail = await waitForSignInMail(mainServer.dataDir, email, { seen });
    const wrong = mail.code === '000000' ? '111111' : '000000';
    await page.getByLabel('Sign-in code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText(/^Sign-in failed$/);
  await expect(page).toHaveURL(/\/verify/);
});

test('the link in the sign-in mail signs the user in without typing the code', async ({ page }) => {
  const email = 'admin@ratelens.example';
  const mail = await withMailboxLock(mainServer.dataDir, email, async () => {
    const seen = await outboxSnapshot(mainServer.dataDir);
    const started = await page.request.post(`/sso/authorize?email=${encodeURIComponent(email)}`);
    expect(started.status()).toBe(200);
    return waitForSignInMail(mainServer.dataDir, email, { seen });
  });
  expect(mail.link).toBeTruthy();
  const link = new URL(mail.link ?? '');
  expect(link.pathname).toBe('/verify');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ratelens Admin' })).toBeVisible();
});
