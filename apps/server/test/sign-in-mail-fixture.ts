import { afterAll, beforeAll } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { bootApp, createTestEnv, type TestEnv } from './helpers.ts';

/**
 * An app whose sign-in mail worker is held back until a test starts it (`ratelens.signInMail.start()`),
 * so a test can look at what a request did before the queue is drained. Booted before the file's tests
 * and closed after them; runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
export function heldSignInMailApp() {
  const held = {
    env: undefined as unknown as TestEnv,
    ratelens: undefined as unknown as RatelensApp,
    /** POST /sso/authorize for an address: queues a sign-in mail (sent once the worker runs). */
    authorize: (email: string) =>
      held.ratelens.app.inject({ method: 'POST', url: `/sso/authorize?email=${encodeURIComponent(email)}` }),
  };
  beforeAll(async () => {
    held.env = await createTestEnv();
    held.ratelens = await bootApp(held.env, {}, { startSignInMail: false });
  }, 120_000);
  afterAll(async () => {
    await held.ratelens?.close();
    await held.env?.dispose();
  });
  return held;
}
