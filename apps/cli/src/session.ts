import { createActor } from 'xstate';
import { ApiError, unwrap, type ApiClient, type SessionTokens } from '@ratelens/api';
import {
  createSessionAuthHooks,
  fromStoredSession,
  isEmptySession,
  sessionFromContext,
  sessionMachine,
  toStoredSession,
  type SessionEvent,
} from '@ratelens/machines';
import type { CliDeps } from './deps.ts';
import { CliError } from './errors.ts';

export interface CliSession {
  client: ApiClient;
  send(event: SessionEvent): void;
  isSignedIn(): boolean;
  /** The tokens held now (after any refresh), or null. */
  tokens(): SessionTokens | null;
  /** Throws when a session change could not be written, naming the file and the reason. */
  assertSaved(): void;
  /**
   * Why the last refresh could not be made when the server was down or answered 5xx (the session was
   * kept); null when it was refused or none failed. Read once: it clears.
   */
  takeRefreshTrouble(): unknown;
}

/**
 * The session of one API address, kept by the shared session machine with the credentials file as
 * its storage; its client refreshes expired tokens on its own and the machine saves the rotated ones.
 */
export function openSession(deps: CliDeps, apiUrl: string, profile?: string): CliSession {
  let saveError: unknown = null;
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        persist: ({ context }) => {
          try {
            deps.config.writeSession(
              apiUrl,
              isEmptySession(context) ? null : toStoredSession(context),
              profile,
            );
          } catch (error) {
            // A throwing action would stop the actor mid-request; report it once the call is done.
            saveError ??= error;
          }
        },
      },
    }),
    { input: fromStoredSession(deps.config.readSession(apiUrl, profile)) },
  ).start();
  let refreshTrouble: unknown = null;
  const plain = deps.createClient({ baseUrl: apiUrl });
  const stored = (): SessionTokens | null => {
    const context = createActor(sessionMachine, {
      input: fromStoredSession(deps.config.readSession(apiUrl, profile)),
    }).getSnapshot().context;
    return sessionFromContext(context);
  };
  /**
   * One refresh across every ratelens process of this profile and server: under the credentials lock,
   * adopt tokens another process already rotated, else spend the refresh token and write the result
   * before letting go, so no two processes ever spend the same refresh token (the server would take
   * that for theft and revoke the session).
   */
  async function refreshShared(held: SessionTokens): Promise<SessionTokens> {
    const run = async (): Promise<SessionTokens> => {
      const onDisk = stored();
      // The refresh token on disk is the live one: another process may have rotated it since we read it.
      const current = onDisk?.refresh_token ? onDisk : held;
      if (current.refresh_token !== held.refresh_token && !expiresSoon(current.id_token)) return current;
      const body: { refreshToken: string; idToken?: string; tenantId?: string } = {
        refreshToken: current.refresh_token,
      };
      if (current.id_token) body.idToken = current.id_token;
      if (current.tenantId) body.tenantId = current.tenantId;
      try {
        const fresh = unwrap(await plain.POST('/sso/refresh-token', { body }));
        const next = createActor(sessionMachine, { input: fromStoredSession(null) }).start();
        next.send({ type: 'SESSION.TOKENS_SET', tokens: fresh });
        deps.config.writeSession(apiUrl, toStoredSession(next.getSnapshot().context), profile);
        next.stop();
        return fresh;
      } catch (error) {
        if (isTransientFailure(error)) refreshTrouble = error;
        throw error;
      }
    };
    return deps.config.withLock ? deps.config.withLock(run) : run();
  }
  const client = deps.createClient({
    baseUrl: apiUrl,
    auth: createSessionAuthHooks(actor, { refresh: refreshShared }),
  });
  return {
    client,
    send: (event) => actor.send(event),
    isSignedIn: () => sessionFromContext(actor.getSnapshot().context) !== null,
    tokens: () => sessionFromContext(actor.getSnapshot().context),
    takeRefreshTrouble() {
      const trouble = refreshTrouble;
      refreshTrouble = null;
      return trouble;
    },
    assertSaved() {
      if (saveError === null) return;
      const error = saveError;
      saveError = null;
      throw error instanceof CliError
        ? error
        : new CliError(
            `could not save the session to ${deps.config.credentialsPath}: ${error instanceof Error ? error.message : String(error)}`,
          );
    },
  };
}

/** The server was unreachable, timed out or answered 5xx / 429: the refresh token was not refused. */
function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR') return true;
  return (
    error.kind === 'HTTP_ERROR' && (error.status === undefined || error.status >= 500 || error.status === 429)
  );
}

/** Whether a JWT's exp (read, not verified: the server verifies) is past or under two seconds away. */
function expiresSoon(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now() + 2000;
  } catch {
    return true;
  }
}
