import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { outboxSnapshot, waitForActivationLink } from './support/outbox.ts';
import { mainServer } from './support/servers.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Opens an activation link in a fresh browser (nobody signed in) and activates the account. */
async function activate(browser: Browser, link: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/account-access\?token=/);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page;
}

test('an admin invites a user, who activates the mailed link and is signed in', async ({ page, browser }) => {
  const email = `invitee-${unique()}@acme-mutual.example`;
  await page.goto('/settings/user-management');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
  await expectNoAxeViolations(page);

  const seen = await outboxSnapshot(mainServer.dataDir);
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(`Invitation sent to ${email}`),
  ).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('cell', { name: email, exact: true })).toBeVisible();

  const link = await waitForActivationLink(mainServer.dataDir, email, { seen });
  const invitee = await activate(browser, link, 'Ivy Invitee');
  await invitee.getByRole('button', { name: 'User menu for Ivy Invitee' }).click();
  await expect(invitee.getByText(email)).toBeVisible();
  await invitee.close();

  // The accepted invitation leaves the pending list and the new member appears in the users table.
  await page.reload();
  await expect(pending.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
  await page.getByLabel('Search users').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
});

test('an access request is approved with a role, and the requester activates and signs in', async ({
  page,
  browser,
}) => {
  const email = `asker-${unique()}@birch-insurance.example`;
  const requester = await (await browser.newContext()).newPage();
  await requester.goto(`${mainServer.baseURL}/account-access`);
  await expect(requester.getByRole('heading', { name: 'Request access' })).toBeVisible();
  await expectNoAxeViolations(requester);
  await requester.getByLabel('Work email').fill(email);
  await requester.getByLabel('Full name').fill('Ash Asker');
  await requester.getByLabel('Why do you need access?').fill('Rate filings review');
  await requester.getByRole('button', { name: 'Request access' }).click();
  await expect(requester.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await requester.close();

  await page.goto('/settings/user-management');
  await signIn(page, mainServer, 'bo@birch-insurance.example');
  const incoming = page.getByRole('region', { name: 'Incoming requests' });
  const row = incoming.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${email}` })).toBeDisabled();
  await row.getByRole('button', { name: new RegExp(`Role for ${email}`) }).click();
  await page.getByRole('option', { name: 'user', exact: true }).click();
  const seen = await outboxSnapshot(mainServer.dataDir);
  await row.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(`Request from ${email} approved as user`),
  ).toBeVisible();
  await expect(incoming.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  const link = await waitForActivationLink(mainServer.dataDir, email, { seen });
  const member = await activate(browser, link, 'Ash Asker');
  await expect(member.getByRole('button', { name: 'User menu for Ash Asker' })).toBeVisible();
  await member.close();
});

test('a system admin creates a tenant whose admin switches a feature off: it leaves the sidebar and its route refuses entry', async ({
  page,
  browser,
}) => {
  const id = unique();
  const domain = `t${id}.example`;
  const adminEmail = `boss@${domain}`;
  await page.goto('/settings/tenant-configurations');
  await signIn(page, mainServer, 'admin@ratelens.example');
  await expect(page.getByRole('heading', { name: 'Tenant configurations' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New tenant' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Tenant ${id}`);
  await page.getByLabel('E-mail domains').fill(domain);
  await page.getByLabel("First administrator's e-mail").fill(adminEmail);
  const seen = await outboxSnapshot(mainServer.dataDir);
  await page.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByRole('heading', { name: `Tenant ${id}`, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await waitForActivationLink(mainServer.dataDir, adminEmail, { seen });
  const admin = await activate(browser, link, 'Tia Boss');
  const nav = admin.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Anomalies' })).toBeVisible();

  await admin.goto(`${mainServer.baseURL}/settings/feature-configurations`);
  const anomalies = admin.getByRole('row').filter({ hasText: 'ANM-DSH' });
  await expect(anomalies.getByRole('switch')).toBeChecked();
  await expectNoAxeViolations(admin);
  await anomalies.getByRole('switch').click({ force: true });
  await expect(anomalies.getByRole('switch')).not.toBeChecked();
  // The profile refreshes with the switch: the sidebar loses the link without a reload.
  await expect(nav.getByRole('link', { name: 'Anomalies' })).toHaveCount(0);
  await admin.goto(`${mainServer.baseURL}/anomalies`);
  await expect(admin.getByText(`Anomalies (ANM-DSH) is not switched on for Tenant ${id}.`)).toBeVisible();

  // And back on.
  await admin.goto(`${mainServer.baseURL}/settings/feature-configurations`);
  await admin.getByRole('row').filter({ hasText: 'ANM-DSH' }).getByRole('switch').click({ force: true });
  await expect(nav.getByRole('link', { name: 'Anomalies' })).toBeVisible();
  await admin.close();

  // The system admin deactivates the tenant after a confirmation, then activates it again.
  await page.reload();
  await page.getByRole('button', { name: 'Deactivate tenant' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate Tenant ${id}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('button', { name: 'Activate tenant' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate tenant' }).click();
  await expect(page.getByRole('button', { name: 'Deactivate tenant' })).toBeVisible();
});
