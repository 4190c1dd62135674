import { ApiError, httpError, problemMessage, type ApiClient } from '@ratelens/api';
import { resolveApiUrl, resolveProfile, type ResolvedApiUrl } from './config-store.ts';
import type { CliDeps } from './deps.ts';
import { CliError, EXIT, notSignedIn } from './errors.ts';
import { openSession, type CliSession } from './session.ts';

/** Options every command that talks to a server takes. */
export interface TargetOptions {
  apiUrl?: string;
  profile?: string;
}

export interface Target {
  api: ResolvedApiUrl;
  profile: string;
}

export function resolveTarget(options: TargetOptions, deps: CliDeps): Target {
  const profile = resolveProfile(options.profile, deps.env);
  return { profile, api: resolveApiUrl(options.apiUrl, deps.env, deps.config, profile) };
}

/** What openapi-fetch answers for any HTTP status. */
export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface ApiContext extends Target {
  apiUrl: string;
  client: ApiClient;
  session: CliSession;
  /**
   * Makes one call and answers its data. Throws a CliError whose message is one line: exit 4 when
   * the session is gone (401 after the client's refresh), else exit 1 with the server's problem.
   */
  send<T>(call: (client: ApiClient) => Promise<CallResult<T>>): Promise<T>;
  /** send, with "<what>: " before the reason of a failure. */
  call<T>(what: string, call: (client: ApiClient) => Promise<CallResult<T>>): Promise<T>;
}

/** The signed-in session of the chosen profile and server; exit 4 before any call when there is none. */
export function signedIn(options: TargetOptions, deps: CliDeps): ApiContext {
  const ctx = connect(options, deps);
  if (!ctx.session.isSignedIn()) throw notSignedIn();
  return ctx;
}

/** The chosen profile and server, signed in or not (for the calls anyone may make). */
export function connect(options: TargetOptions, deps: CliDeps): ApiContext {
  const target = resolveTarget(options, deps);
  const apiUrl = target.api.url;
  const session = openSession(deps, apiUrl, target.profile);
  const { client } = session;

  async function send<T>(call: (client: ApiClient) => Promise<CallResult<T>>): Promise<T> {
    let result: CallResult<T>;
    try {
      result = await call(client);
    } catch (error) {
      session.takeRefreshTrouble();
      const why = problemMessage(error);
      const transport =
        error instanceof ApiError && (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR');
      throw new CliError(transport ? `${why} (${apiUrl})` : why);
    } finally {
      session.assertSaved();
    }
    // Still 401 after the client's one refresh: the session is gone (the machine has cleared it), unless
    // the refresh itself could not be made (server down or 5xx): then the session is kept and we say so.
    if (result.response.status === 401) throw unauthorized(session, apiUrl);
    if (!result.response.ok) throw new CliError(problemMessage(httpError(result.response, result.error)));
    return result.data as T;
  }

  return {
    ...target,
    apiUrl,
    client,
    session,
    send,
    async call(what, call) {
      try {
        return await send(call);
      } catch (error) {
        if (error instanceof CliError && error.exitCode !== EXIT.auth) {
          throw new CliError(`${what}: ${error.message}`, error.exitCode);
        }
        throw error;
      }
    },
  };
}

/**
 * What an error a machine kept in its context means on the command line, as `call` would have said it:
 * a 401 left after the client's refresh is the session gone (exit 4), any other "<what>: <reason>"
 * (the reason alone when `what` is empty, as `send` says it).
 */
export function machineError(ctx: ApiContext, what: string, error: unknown): CliError {
  ctx.session.assertSaved();
  const prefix = what ? `${what}: ` : '';
  if (error instanceof ApiError && error.kind === 'HTTP_ERROR' && error.status === 401) {
    return unauthorized(ctx.session, ctx.apiUrl);
  }
  if (error instanceof ApiError) {
    ctx.session.takeRefreshTrouble();
    const transport = error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR';
    return new CliError(`${prefix}${problemMessage(error)}${transport ? ` (${ctx.apiUrl})` : ''}`);
  }
  return new CliError(`${prefix}${error instanceof Error ? error.message : String(error)}`);
}

/** A usage error (exit 2) with one line. */
export function usage(message: string): CliError {
  return new CliError(message, EXIT.usage);
}

/**
 * What a 401 left after the client's refresh means: the session is gone (exit 4), unless the refresh
 * itself could not be made because the server was down or answered 5xx; then the session is kept and
 * the error says so (exit 1).
 */
export function unauthorized(session: CliSession, apiUrl: string): CliError {
  const trouble = session.takeRefreshTrouble();
  if (trouble === null) return notSignedIn();
  const status = trouble instanceof ApiError && trouble.status ? `HTTP ${trouble.status} ` : '';
  return new CliError(
    `could not refresh the session: ${status}${problemMessage(trouble)} (${apiUrl}); the session is kept, try again`,
  );
}
