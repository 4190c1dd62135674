import { expect, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('a pending invitation is resent and cancelled from its row, each button named with the invitee', async ({
  page,
}) => {
  const email = `pending-${Date.now().toString(36)}@acme-mutual.example`;
  await page.goto('/settings/user-management');
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  const row = pending.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  // A resend within a minute of the invitation is refused by the server's mail limit, and said so.
  const resent = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/user-request/resend-invitation/'),
  );
  await row.getByRole('button', { name: `Resend the invitation to ${email}`, exact: true }).click();
  expect((await resent).status()).toBe(429);
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(`Could not resend the invitation to ${email}`, {
        exact: false,
      }),
  ).toBeVisible();

  await row.getByRole('button', { name: `Cancel the invitation to ${email}`, exact: true }).click();
  await expect(pending.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
