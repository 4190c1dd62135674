import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { latestCode, outboxFiles, requestCode } from './helpers.ts';
import { heldSignInMailApp } from './sign-in-mail-fixture.ts';

// SECURITY.md "Sign-in that strangers cannot block or probe". The mail worker is held back at first, so
// the first test can look at what /sso/authorize itself did.
const held = heldSignInMailApp();

const ADA = 'ada@acme-mutual.example';

function exchange(email: string, code: string, remoteAddress = '127.0.0.1') {
  return held.ratelens.app.inject({
    method: 'POST',
    url: '/sso/token',
    payload: { email, code },
    remoteAddress,
  });
}

async function liveCodes(email: string): Promise<number> {
  return withTenant(held.ratelens.db, DEMO_TENANT_IDS.acmeMutual, async (tx) => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from login_codes c
      join users u on u.tenant_id = c.tenant_id and u.id = c.user_id where u.email = ${email}`.execute(tx);
    return rows[0]?.n ?? 0;
  });
}

/** The queue is closed to the app role; the test reads it as the owner (PGlite: one shared session). */
async function queued(): Promise<string[]> {
  if (held.env.databaseUrl) {
    const { rows } = await held.env.adminQuery('select email from sign_in_mail_jobs order by id');
    return rows.map((r: { email: string }) => r.email);
  }
  return held.ratelens.db.transaction().execute(async (tx) => {
    await sql`set local role postgres`.execute(tx);
    const { rows } = await sql<{ email: string }>`select email from sign_in_mail_jobs order by id`.execute(
      tx,
    );
    return rows.map((r) => r.email);
  });
}

describe('sign-in that strangers cannot probe', () => {
  it('answers /sso/authorize alike for known and unknown addresses, doing only a queue insert', async () => {
    const codesBefore = await liveCodes(ADA);
    const known = await held.authorize(ADA);
    const unknown = await held.authorize('nobody@acme-mutual.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // Nothing account-specific happened inside the request: no code stored, no mail written.
    expect(await liveCodes(ADA)).toBe(codesBefore);
    expect(await outboxFiles(held.env.dataDir, ADA)).toEqual([]);
    expect(await queued()).toEqual([ADA, 'nobody@acme-mutual.example']);

    held.ratelens.signInMail.start();
    await held.ratelens.signInMailSettled();
    expect(await queued()).toEqual([]);
    expect(await outboxFiles(held.env.dataDir, ADA)).toHaveLength(1);
    expect(await outboxFiles(held.env.dataDir, 'nobody@acme-mutual.example')).toEqual([]);
    const code = await latestCode(held.env.dataDir, ADA);
    expect((await exchange(ADA, code)).statusCode).toBe(200);
  });
});

describe('sign-in that strangers cannot block', () => {
  it('kills a code after five wrong attempts, even when the right one follows', async () => {
    await requestCode(held.ratelens, ADA);
    const code = await latestCode(held.env.dataDir, ADA);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await exchange(ADA, wrong, '10.0.0.5')).statusCode).toBe(401);
    const late = await exchange(ADA, code);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'invalid_code' });
  });

  it('lets the user sign in with a fresh code after a stranger sent 40 wrong codes for the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await exchange(ADA, '123456', '10.0.0.66')).statusCode);
    // The stranger's address is limited (30 failures per window), not the account.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const again = await requestCode(held.ratelens, ADA);
    expect(again.statusCode).toBe(200);
    const code = await latestCode(held.env.dataDir, ADA);
    const mine = await exchange(ADA, code, '192.0.2.10');
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('counts wrong codes against the client address: past the limit even a right code waits there', async () => {
    for (let i = 0; i < 30; i += 1) await exchange('sam@acme-mutual.example', '654321', '10.0.0.77');
    await requestCode(held.ratelens, 'sam@acme-mutual.example');
    const code = await latestCode(held.env.dataDir, 'sam@acme-mutual.example');
    const blocked = await exchange('sam@acme-mutual.example', code, '10.0.0.77');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same code from the user's own address still works: the code was not spent by the refusal.
    expect((await exchange('sam@acme-mutual.example', code, '192.0.2.20')).statusCode).toBe(200);
  });
});
