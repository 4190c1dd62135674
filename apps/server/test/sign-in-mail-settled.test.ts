import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { outboxFiles } from './helpers.ts';
import { heldSignInMailApp } from './sign-in-mail-fixture.ts';

// signInMailSettled() is what in-process tests wait on before reading a sign-in code from the outbox, so
// it must cover every path of the mail queue: a mail queued while a drain pass is already running (its
// last claim may have been taken before the mail was committed), and a mail another worker or process
// on the same database has claimed and is still sending. Runs on PGlite and, with DATABASE_URL, on
// PostgreSQL (the server-postgres project).

const held = heldSignInMailApp();

const USERS = [
  'ada@acme-mutual.example',
  'sam@acme-mutual.example',
  'lee@birch-insurance.example',
  'bo@birch-insurance.example',
];

describe('sign-in mail: settled means sent', () => {
  it('waits for a mail another worker has claimed until that worker has finished it', async () => {
    expect((await held.authorize(USERS[0]!)).statusCode).toBe(200);
    // Another worker (another process on the same database) claims the job before this one starts.
    const { rows } = await sql<{ id: string }>`
      select id::text as id from claim_sign_in_mail(30)`.execute(held.ratelens.db);
    expect(rows).toHaveLength(1);
    held.ratelens.signInMail.start();
    let settled = false;
    const waiting = held.ratelens.signInMailSettled().then(() => {
      settled = true;
    });
    // This worker finds nothing to claim, many passes over: the mail is still on its way elsewhere.
    for (let i = 0; i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
    }
    // The other worker is done with it.
    await sql`select finish_sign_in_mail(${rows[0]!.id}::bigint)`.execute(held.ratelens.db);
    await waiting;
    expect(settled).toBe(true);
  });

  it('has sent every mail queued before it was asked, also while a pass was running', async () => {
    const before = new Map(
      await Promise.all(
        USERS.map(async (u) => [u, (await outboxFiles(held.env.dataDir, u)).length] as const),
      ),
    );
    // Requests and waits interleave: each wait is asked while the worker drains the others' mail.
    const answered = new Map(USERS.map((u) => [u, 0]));
    await Promise.all(
      [...USERS, ...USERS, ...USERS].map(async (user) => {
        expect((await held.authorize(user)).statusCode).toBe(200);
        answered.set(user, answered.get(user)! + 1);
        const mine = answered.get(user)!;
        await held.ratelens.signInMailSettled();
        const files = await outboxFiles(held.env.dataDir, user);
        expect(files.length).toBeGreaterThanOrEqual(before.get(user)! + mine);
      }),
    );
    for (const u of USERS) expect(await outboxFiles(held.env.dataDir, u)).toHaveLength(before.get(u)! + 3);
  });
});
