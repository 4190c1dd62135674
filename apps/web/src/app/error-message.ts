import { ApiError } from '@ratelens/api';

interface ProblemLike {
  title?: unknown;
  detail?: unknown;
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
        const problem = (error.data ?? {}) as ProblemLike;
        if (typeof problem.detail === 'string' && problem.detail) return problem.detail;
        if (typeof problem.title === 'string' && problem.title) return problem.title;
        return error.message || `The server answered with status ${error.status ?? 'unknown'}.`;
      }
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
