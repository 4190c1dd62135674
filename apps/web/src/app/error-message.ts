import { ApiError, isProblem, type Problem } from '@ratelens/api';

function problemText(problem: Partial<Problem>, status: number | undefined): string {
  if (status === 501 || problem.code === 'not_implemented') {
    const detail = typeof problem.detail === 'string' && problem.detail ? ` (${problem.detail})` : '';
    return `This part of Ratelens is not available on the server yet${detail}.`;
  }
  const fields = (problem.errors ?? []).map((e) => `${e.field}: ${e.message}`).join('; ');
  const base =
    (typeof problem.detail === 'string' && problem.detail) ||
    (typeof problem.title === 'string' && problem.title) ||
    `The server answered with status ${status ?? 'unknown'}.`;
  return fields && !base.includes(fields) ? `${base} (${fields})` : base;
}

/** Turns anything thrown by a call into one sentence a user can act on; never an empty string. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'FETCH_ERROR':
        return 'Could not reach the Ratelens server. Check your connection and try again.';
      case 'TIMEOUT_ERROR':
        return 'The server took too long to answer. Please try again.';
      case 'PARSING_ERROR':
        return 'The server sent an answer that could not be read. Please try again.';
      default: {
        const data = error.data;
        if (data && typeof data === 'object') return problemText(data as Partial<Problem>, error.status);
        return error.message || `The server answered with status ${error.status ?? 'unknown'}.`;
      }
    }
  }
  // openapi-react-query rethrows the parsed problem+json body itself.
  if (isProblem(error)) return problemText(error, error.status);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error.trim()) return error.trim();
  return 'Something went wrong. Please try again.';
}

/** An Error carrying the readable message, for machine actors whose failure text becomes a toast. */
export function asError(error: unknown): Error {
  return new Error(errorMessage(error));
}
