import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';
import { activationTokenIn, latestMailText } from './mail-helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;
let sam: string;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function call(method: string, url: string, token: string | null, payload?: unknown) {
  return ratelens.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function validate(token: string) {
  return call('POST', '/sso/validate-access', null, { token });
}

describe('access requests', () => {
  it('routes a request to the tenant owning the domain, tells its admins, and approval activates a signed-in member', async () => {
    const receipt = await call('POST', '/sso/request-access', null, {
      email: 'Nia@Acme-Mutual.example',
      name: 'Nia Okafor',
      message: 'I run pricing',
    });
    expect(receipt.statusCode).toBe(202);
    expect(receipt.json()).toMatchObject({ status: 'received' });
    expect((await latestMailText(env.dataDir, 'ada@acme-mutual.example')).text).toContain(
      'nia@acme-mutual.example',
    );

    const incoming = await call('GET', '/api/user-request/incoming-requests', ada);
    expect(incoming.statusCode).toBe(200);
    const request = incoming
      .json()
      .items.find((r: { email: string }) => r.email === 'nia@acme-mutual.example');
    expect(request).toMatchObject({
      kind: 'access-request',
      status: 'pending',
      name: 'Nia Okafor',
      tenantId: DEMO_TENANT_IDS.acmeMutual,
    });
    // Another tenant's admin neither sees nor decides it.
    const bo = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
    expect((await call('GET', '/api/user-request/incoming-requests', bo)).json().items).toEqual([]);
    expect(
      (await call('PUT', `/api/user-request/approve/${request.id}`, bo, { role: 'user' })).statusCode,
    ).toBe(404);
    // A tenant-admin cannot grant system-admin.
    const tooHigh = await call('PUT', `/api/user-request/approve/${request.id}`, ada, {
      role: 'system-admin',
    });
    expect(tooHigh.json()).toMatchObject({ status: 403, code: 'role_not_grantable' });

    const approved = await call('PUT', `/api/user-request/approve/${request.id}`, ada, {
      role: 'tenant-admin',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', role: 'tenant-admin', sendCount: 1 });
    const again = await call('PUT', `/api/user-request/approve/${request.id}`, ada, { role: 'user' });
    expect(again.json()).toMatchObject({ status: 409, code: 'not_pending' });

    const link = activationTokenIn((await latestMailText(env.dataDir, 'nia@acme-mutual.example')).text);
    const validation = await validate(link);
    expect(validation.statusCode, validation.body).toBe(200);
    const v = validation.json();
    expect(v).toMatchObject({
      email: 'nia@acme-mutual.example',
      name: 'Nia Okafor',
      tenantName: 'Acme Mutual',
      role: 'tenant-admin',
    });
    expect(v.expires_in).toBeGreaterThan(0);

    // Only the activation token opens activate-access; an id token does not.
    const withIdToken = await call('POST', '/sso/activate-access', sam, {});
    expect(withIdToken.json()).toMatchObject({ status: 401, code: 'invalid_activation' });
    // And the activation token is no id token.
    expect((await call('GET', '/api/profile/userinfo', v.activationToken)).statusCode).toBe(401);

    const activated = await call('POST', '/sso/activate-access', v.activationToken, { name: 'Nia O.' });
    expect(activated.statusCode, activated.body).toBe(200);
    const tokens = activated.json();
    expect(tokens).toMatchObject({ tenantId: DEMO_TENANT_IDS.acmeMutual, token_type: 'Bearer' });
    const me = await call('GET', '/api/profile/userinfo', tokens.id_token);
    expect(me.json()).toMatchObject({
      email: 'nia@acme-mutual.example',
      name: 'Nia O.',
      roleName: 'tenant-admin',
    });

    // The link and its activation token work once.
    expect((await validate(link)).json()).toMatchObject({ status: 401, code: 'activation_used' });
    expect((await call('POST', '/sso/activate-access', v.activationToken, {})).json()).toMatchObject({
      status: 401,
      code: 'activation_used',
    });
  });

  it('answers the same for an unknown domain, an existing account and a repeated request, storing nothing new', async () => {
    const count = () =>
      withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
        tx
          .selectFrom('user_requests')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      );
    const before = (await count()).n;
    const answers = [];
    for (const email of [
      'x@nowhere.example',
      'sam@acme-mutual.example',
      'ria@acme-mutual.example',
      'ria@acme-mutual.example',
    ]) {
      const res = await call('POST', '/sso/request-access', null, { email, name: 'Someone' });
      answers.push([res.statusCode, res.json()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect((await count()).n).toBe(before + 1);
  });

  it('declines a request, which then cannot be approved', async () => {
    await call('POST', '/sso/request-access', null, { email: 'dee@acme-mutual.example', name: 'Dee' });
    const list = (
      await call('GET', '/api/user-request/incoming-requests?filter=email|eq|dee@acme-mutual.example', ada)
    ).json();
    expect(list.total).toBe(1);
    const id = list.items[0].id;
    const declined = await call('PUT', `/api/user-request/decline/${id}`, ada, { reason: 'Not staff' });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(
      (await call('PUT', `/api/user-request/approve/${id}`, ada, { role: 'user' })).json(),
    ).toMatchObject({ code: 'not_pending' });
    const after = (
      await call('GET', '/api/user-request/incoming-requests?filter=email|eq|dee@acme-mutual.example', ada)
    ).json();
    expect(after.total).toBe(0);
  });

  it('keeps user requests to admins', async () => {
    expect((await call('GET', '/api/user-request/incoming-requests', sam)).json()).toMatchObject({
      status: 403,
      code: 'role_not_allowed',
    });
  });
});

describe('invitations', () => {
  it('mails an invitation whose link activates the account; cancel and resend work on pending ones', async () => {
    const invited = await call('POST', '/api/user-request/invite-user', ada, {
      email: 'Kai@Acme-Mutual.example',
      name: 'Kai',
      role: 'user',
      message: 'Welcome aboard',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      kind: 'invitation',
      status: 'pending',
      email: 'kai@acme-mutual.example',
      requestedBy: 'ada@acme-mutual.example',
      sendCount: 1,
    });
    const mail = await latestMailText(env.dataDir, 'kai@acme-mutual.example');
    expect(mail.subject).toContain('Acme Mutual');
    expect(mail.text).toContain('Welcome aboard');
    const firstLink = activationTokenIn(mail.text);

    const dup = await call('POST', '/api/user-request/invite-user', ada, {
      email: 'kai@acme-mutual.example',
      role: 'user',
    });
    expect(dup.json()).toMatchObject({ status: 409, code: 'already_invited' });
    const member = await call('POST', '/api/user-request/invite-user', ada, {
      email: 'sam@acme-mutual.example',
      role: 'user',
    });
    expect(member.json()).toMatchObject({ status: 409, code: 'already_member' });

    const pending = (await call('GET', '/api/user-request/pending-invitations', ada)).json();
    expect(pending.items.map((r: { email: string }) => r.email)).toContain('kai@acme-mutual.example');

    // A resend within a minute is refused; after that it issues a fresh link and the old one dies.
    const id = invited.json().id;
    const early = await call('PUT', `/api/user-request/resend-invitation/${id}`, ada);
    expect(early.statusCode).toBe(429);
    await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx
        .updateTable('user_requests')
        .set({ last_sent_at: new Date(Date.now() - 120_000) })
        .where('id', '=', id)
        .execute(),
    );
    const resent = await call('PUT', `/api/user-request/resend-invitation/${id}`, ada);
    expect(resent.json()).toMatchObject({ status: 'pending', sendCount: 2 });
    const secondLink = activationTokenIn((await latestMailText(env.dataDir, 'kai@acme-mutual.example')).text);
    expect(secondLink).not.toBe(firstLink);
    expect((await validate(firstLink)).json()).toMatchObject({ status: 401, code: 'invalid_activation' });

    const v = (await validate(secondLink)).json();
    const activated = await call('POST', '/sso/activate-access', v.activationToken);
    expect(activated.statusCode, activated.body).toBe(200);
    const me = (await call('GET', '/api/profile/userinfo', activated.json().id_token)).json();
    expect(me).toMatchObject({
      email: 'kai@acme-mutual.example',
      name: 'Kai',
      roleName: 'user',
      tenantId: DEMO_TENANT_IDS.acmeMutual,
    });
  });

  it('cancels an invitation so its link stops working at once', async () => {
    const invited = (
      await call('POST', '/api/user-request/invite-user', ada, {
        email: 'lou@acme-mutual.example',
        role: 'user',
      })
    ).json();
    const link = activationTokenIn((await latestMailText(env.dataDir, 'lou@acme-mutual.example')).text);
    const v = (await validate(link)).json();
    const cancelled = await call('PUT', `/api/user-request/cancel-invitation/${invited.id}`, ada);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await validate(link)).json()).toMatchObject({ status: 401, code: 'invalid_activation' });
    expect((await call('POST', '/sso/activate-access', v.activationToken)).json()).toMatchObject({
      status: 401,
    });
    expect(
      (await call('PUT', `/api/user-request/cancel-invitation/${invited.id}`, ada)).json(),
    ).toMatchObject({ code: 'not_pending' });
  });

  it('refuses an expired link with activation_expired', async () => {
    const invited = (
      await call('POST', '/api/user-request/invite-user', ada, {
        email: 'max@acme-mutual.example',
        role: 'user',
      })
    ).json();
    const link = activationTokenIn((await latestMailText(env.dataDir, 'max@acme-mutual.example')).text);
    await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx
        .updateTable('user_requests')
        .set({ token_expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', invited.id)
        .execute(),
    );
    expect((await validate(link)).json()).toMatchObject({ status: 401, code: 'activation_expired' });
    // An expired invitation leaves the pending list and can be revived by a resend.
    const pending = (await call('GET', '/api/user-request/pending-invitations', ada)).json();
    expect(pending.items.map((r: { email: string }) => r.email)).not.toContain('max@acme-mutual.example');
    await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx
        .updateTable('user_requests')
        .set({ last_sent_at: new Date(Date.now() - 120_000) })
        .where('id', '=', invited.id)
        .execute(),
    );
    expect(
      (await call('PUT', `/api/user-request/resend-invitation/${invited.id}`, ada)).json(),
    ).toMatchObject({ status: 'pending' });
  });

  it('refuses malformed and unknown link tokens with 400 and 401', async () => {
    expect((await validate('short')).statusCode).toBe(400);
    const unknown = await validate(`${DEMO_TENANT_IDS.acmeMutual}.${'A'.repeat(43)}`);
    expect(unknown.json()).toMatchObject({ status: 401, code: 'invalid_activation' });
    expect((await validate('x'.repeat(60))).json()).toMatchObject({
      status: 401,
      code: 'invalid_activation',
    });
  });
});

describe('tenant-scoped copies for system-admins', () => {
  it('invite into and list requests of a named tenant', async () => {
    const birch = DEMO_TENANT_IDS.birchInsurance;
    const invited = await call('POST', `/api/tenant/${birch}/user-request/invite-user`, admin, {
      email: 'ola@birch-insurance.example',
      role: 'tenant-admin',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ tenantId: birch, requestedBy: 'admin@ratelens.example' });
    const list = (await call('GET', `/api/tenant/${birch}/user-request/pending-invitations`, admin)).json();
    expect(list.items.map((r: { email: string }) => r.email)).toEqual(['ola@birch-insurance.example']);
    // Nothing of it shows in the admin's own tenant.
    const own = (await call('GET', '/api/user-request/pending-invitations', admin)).json();
    expect(own.items.map((r: { email: string }) => r.email)).not.toContain('ola@birch-insurance.example');
    const cancelled = await call(
      'PUT',
      `/api/tenant/${birch}/user-request/cancel-invitation/${invited.json().id}`,
      admin,
    );
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    // The id of a request of one tenant is unknown in another.
    expect(
      (
        await call(
          'PUT',
          `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/user-request/resend-invitation/${invited.json().id}`,
          admin,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuse the copies to tenant-admins', async () => {
    const res = await call(
      'GET',
      `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/user-request/pending-invitations`,
      ada,
    );
    expect(res.json()).toMatchObject({ status: 403, code: 'role_not_allowed' });
  });
});
