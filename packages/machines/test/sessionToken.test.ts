import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import type { SessionTokens } from '@ratelens/api';
import { sessionMachine } from '../src/sessionMachine.ts';
import { ID_TOKEN_MARGIN_MS, idTokenGood, whenIdTokenGood } from '../src/sessionToken.ts';

const NOW = Date.UTC(2026, 10, 25, 5, 0, 0);
const at = (secondsFromNow: number) => Math.floor(NOW / 1000) + secondsFromNow;

/** A signed HS256 JWT expiring `secondsFromNow` after NOW (the helper reads it without verifying). */
const jwt = (secondsFromNow: number) =>
  new SignJWT({ token_use: 'id' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(at(secondsFromNow))
    .sign(new TextEncoder().encode('a test secret of thirty-two bytes!'));

const tokens = (id_token: string, n: number): SessionTokens => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  id_token,
  tenantId: '7b0a3c52-2b0e-4d0c-9d7e-0c1f2f6f9a11',
  expires_in: 600,
  token_type: 'Bearer',
});

const startSession = (id_token: string) =>
  createActor(sessionMachine, { input: { stored: tokens(id_token, 0) } }).start();

describe('idTokenGood', () => {
  it('holds for a token whose exp is beyond the margin, and not within or past it', async () => {
    expect(idTokenGood(await jwt(600), NOW)).toBe(true);
    expect(idTokenGood(await jwt(ID_TOKEN_MARGIN_MS / 1000 + 1), NOW)).toBe(true);
    expect(idTokenGood(await jwt(ID_TOKEN_MARGIN_MS / 1000), NOW)).toBe(false);
    expect(idTokenGood(await jwt(5), NOW)).toBe(false);
    expect(idTokenGood(await jwt(-60), NOW)).toBe(false);
    expect(idTokenGood(await jwt(30), NOW, 0)).toBe(true);
  });

  it('refuses what is not a JWT with a numeric exp', () => {
    expect(idTokenGood('', NOW)).toBe(false);
    expect(idTokenGood('id-1', NOW)).toBe(false);
    expect(idTokenGood('a.b.c', NOW)).toBe(false);
    expect(idTokenGood(new UnsecuredJWT({ sub: 'x' }).encode(), NOW)).toBe(false);
    expect(idTokenGood(new UnsecuredJWT({ exp: 'later' } as unknown as JWTPayload).encode(), NOW)).toBe(
      false,
    );
  });
});

/** Waits on `session` with the clock at NOW; `runs()` tells how often the callback ran, `stop` stops it. */
function wait(session: Parameters<typeof whenIdTokenGood>[0]) {
  let count = 0;
  const stop = whenIdTokenGood(
    session,
    () => count++,
    () => NOW,
  );
  return { runs: () => count, stop };
}

describe('whenIdTokenGood', () => {
  it('runs at once with a good token', async () => {
    const session = startSession(await jwt(600));
    const { runs } = wait(session);
    expect(runs()).toBe(1);
  });

  it('with a stale token waits for the refreshed tokens the host stores, and runs once', async () => {
    const session = startSession(await jwt(-30));
    const { runs } = wait(session);
    expect(runs()).toBe(0);
    session.send({ type: 'SESSION.NAVIGATED', path: '/' });
    expect(runs()).toBe(0);
    session.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(await jwt(600), 1) });
    expect(runs()).toBe(1);
    session.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(await jwt(600), 2) });
    await Promise.resolve();
    expect(runs()).toBe(1);
  });

  it('gives up when the session ends, and never runs without a session', async () => {
    const session = startSession(await jwt(-30));
    const { runs } = wait(session);
    session.send({ type: 'SESSION.CLEARED', reason: 'unauthorized', keepIntendedPath: true });
    session.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(await jwt(600), 1) });
    expect(runs()).toBe(0);
    const signedOut = createActor(sessionMachine, { input: { stored: {} } }).start();
    const other = wait(signedOut);
    signedOut.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(await jwt(600), 1) });
    expect(other.runs()).toBe(0);
  });

  it('stops waiting when told to', async () => {
    const session = startSession(await jwt(-30));
    const { runs, stop } = wait(session);
    stop();
    session.send({ type: 'SESSION.TOKENS_SET', tokens: tokens(await jwt(600), 1) });
    expect(runs()).toBe(0);
  });
});
