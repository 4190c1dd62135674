import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { outboxSnapshot, waitForSignInMail, withMailboxLock } from './support/outbox.ts';
import { mainServer } from './support/servers.ts';

// The features page tells a tenant admin why a switch cannot be changed: the operator locked it
// (SECURITY.md "Operator-locked features"). The locks keep each feature in the state it already has, so
// tests running beside this one see no feature change.
const BIRCH = '00000000-0000-4000-8000-000000000003';

/** The system admin's id token, through the same sign-in as the web app (code from the outbox). */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const email = 'admin@ratelens.example';
  return withMailboxLock(mainServer.dataDir, email, async () => {
    const seen = await outboxSnapshot(mainServer.dataDir);
    const asked = await request.post(
      `${mainServer.baseURL}/sso/authorize?email=${encodeURIComponent(email)}`,
    );
    expect(asked.status()).toBe(200);
    const mail = await waitForSignInMail(mainServer.dataDir, email, { seen });
    const tokens = await request.post(`${mainServer.baseURL}/sso/token`, {
      data: { email, code: mail.code },
    });
    expect(tokens.status(), await tokens.text()).toBe(200);
    return ((await tokens.json()) as { id_token: string }).id_token;
  });
}

test('a tenant admin sees which features the operator locked, and why', async ({ page, request }) => {
  const token = await operatorToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const features = (await (
    await request.get(`${mainServer.baseURL}/api/user/feature`, { headers: auth })
  ).json()) as { id: string; code: string }[];
  const id = (code: string) => features.find((f) => f.code === code)!.id;
  const lock = (code: string, data: { enabled: boolean; reason?: string }) =>
    request.put(`${mainServer.baseURL}/api/tenant/${BIRCH}/feature/${id(code)}/lock`, {
      headers: auth,
      data,
    });
  const unlock = (code: string) =>
    request.delete(`${mainServer.baseURL}/api/tenant/${BIRCH}/feature/${id(code)}/lock`, { headers: auth });

  // Birch has no document analysis and has anomalies: lock each where it is.
  expect((await lock('DOC-ANL', { enabled: false, reason: 'Contract ends in June' })).status()).toBe(200);
  expect((await lock('ANM-DSH', { enabled: true })).status()).toBe(200);
  try {
    await page.goto('/settings/feature-configurations');
    await signIn(page, mainServer, 'bo@birch-insurance.example');
    await expect(page.getByRole('heading', { name: 'Feature configurations', level: 1 })).toBeVisible();

    const documents = page.getByRole('row').filter({ hasText: 'DOC-ANL' });
    const why = 'Locked off by the operator: Contract ends in June. Ask your Ratelens contact to change it.';
    await expect(documents.getByText(why)).toBeVisible();
    await expect(documents.getByRole('switch')).toBeDisabled();
    await expect(documents.getByRole('switch')).not.toBeChecked();
    // A screen reader hears the reason with the switch, not only whoever looks beside it.
    await expect(documents.getByRole('switch')).toHaveAccessibleDescription(why);

    const anomalies = page.getByRole('row').filter({ hasText: 'ANM-DSH' });
    await expect(
      anomalies.getByText('Locked on by the operator. Ask your Ratelens contact to change it.'),
    ).toBeVisible();
    await expect(anomalies.getByRole('switch')).toBeDisabled();
    await expect(anomalies.getByRole('switch')).toBeChecked();

    // A feature nobody locked keeps a working switch and no lock text.
    const intelligence = page.getByRole('row').filter({ hasText: 'COM-AST' });
    await expect(intelligence.getByRole('switch')).toBeEnabled();
    await expect(intelligence.getByText(/by the operator/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Unlocked, the switch works again and the text is gone.
    expect((await unlock('DOC-ANL')).status()).toBe(200);
    await page.reload();
    await expect(documents.getByRole('switch')).toBeEnabled();
    await expect(documents.getByText(/by the operator/)).toHaveCount(0);
    await expect(anomalies.getByRole('switch')).toBeDisabled();
  } finally {
    await unlock('DOC-ANL');
    await unlock('ANM-DSH');
  }
});
