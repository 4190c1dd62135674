import { ApiError, problemMessage } from '@ratelens/api';

/** Exit codes, as documented in `ratelens --help`. */
export const EXIT = { ok: 0, error: 1, usage: 2, auth: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An expected failure: its message is the one line printed on stderr. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.error,
  ) {
    super(message);
  }
}

export const NOT_SIGNED_IN = 'not signed in: run `ratelens login`';

export function notSignedIn(): CliError {
  return new CliError(NOT_SIGNED_IN, EXIT.auth);
}

/**
 * "<what>: <why>" for a failed call. Transport failures name the server address so a wrong
 * --api-url or a stopped server is obvious.
 */
export function callFailed(what: string, error: unknown, apiUrl: string): CliError {
  const why = problemMessage(error);
  if (error instanceof ApiError && (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR')) {
    return new CliError(`${what}: ${why} (${apiUrl})`);
  }
  return new CliError(`${what}: ${why}`);
}
