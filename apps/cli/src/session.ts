import { createActor } from 'xstate';
import type { ApiClient, SessionTokens } from '@ratelens/api';
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
  const client = deps.createClient({ baseUrl: apiUrl, auth: createSessionAuthHooks(actor) });
  return {
    client,
    send: (event) => actor.send(event),
    isSignedIn: () => sessionFromContext(actor.getSnapshot().context) !== null,
    tokens: () => sessionFromContext(actor.getSnapshot().context),
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
