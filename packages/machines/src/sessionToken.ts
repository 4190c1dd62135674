import { decodeJwt } from 'jose/jwt/decode';
import type { SessionContext } from './sessionMachine.ts';

/** How long before its `exp` an id token stops counting as good: a call sent now still arrives in time. */
export const ID_TOKEN_MARGIN_MS = 10_000;

/**
 * Whether an id token's `exp` claim is more than `marginMs` after `now`. The claim is read, not
 * verified (the server verifies); a token that is not a JWT, or has no numeric `exp`, is not good.
 */
export function idTokenGood(token: string, now: number = Date.now(), marginMs = ID_TOKEN_MARGIN_MS): boolean {
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 > now + marginMs;
  } catch {
    return false;
  }
}

/** The least of a running session actor that `whenIdTokenGood` needs (any variant of sessionMachine fits). */
export interface SessionSubscribable {
  getSnapshot(): { context: Pick<SessionContext, 'id_token'>; hasTag(tag: 'authenticated'): boolean };
  subscribe(
    observer: (snapshot: {
      context: Pick<SessionContext, 'id_token'>;
      hasTag(tag: 'authenticated'): boolean;
    }) => void,
  ): {
    unsubscribe(): void;
  };
}

/**
 * Runs `run` once the session holds a good id token: at once when it does now, else when the host's own
 * refresh (or tokens adopted from another tab) stores one. It never refreshes by itself, so a caller
 * never spends a refresh token. Gives up when the session ends. Returns a function that stops waiting.
 */
export function whenIdTokenGood(
  session: SessionSubscribable,
  run: () => void,
  now: () => number = Date.now,
): () => void {
  const start = session.getSnapshot();
  if (!start.hasTag('authenticated')) return () => {};
  if (idTokenGood(start.context.id_token, now())) {
    run();
    return () => {};
  }
  let done = false;
  const subscription = session.subscribe((snapshot) => {
    if (done) return;
    const good = snapshot.hasTag('authenticated') && idTokenGood(snapshot.context.id_token, now());
    if (!good && snapshot.hasTag('authenticated')) return;
    done = true;
    // Unsubscribing inside the callback is safe in XState; deferred anyway so `subscription` is assigned.
    queueMicrotask(() => subscription.unsubscribe());
    if (good) run();
  });
  return () => {
    done = true;
    subscription.unsubscribe();
  };
}
