import type { components } from './generated/openapi.ts';

export type Problem = components['schemas']['Problem'];

/** The generic data-layer error kinds of SPEC §8. */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, for HTTP_ERROR (and PARSING_ERROR, whose response had a 2xx status). */
  readonly status?: number;
  /** The parsed error body (a problem+json document when the server follows the contract). */
  readonly data?: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.data !== undefined) this.data = details.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { title?: unknown }).title === 'string' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

/**
 * The HTTP_ERROR for a non-2xx answer, carrying the status and whatever body openapi-fetch parsed
 * (problem+json, other JSON, or text).
 */
export function httpError(response: Response, data: unknown): ApiError {
  const summary = isProblem(data) ? problemMessage(data) : statusLine(response.status, response.statusText);
  return new ApiError('HTTP_ERROR', summary, { status: response.status, data });
}

/**
 * Returns the data of a successful openapi-fetch result and throws an ApiError (HTTP_ERROR) for any
 * non-2xx answer, so callers that prefer exceptions need not branch on `{ data, error }`.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.error !== undefined) {
    throw httpError(result.response, result.error);
  }
  return result.data as T;
}

/**
 * One human line describing what went wrong, for toasts and CLI error lines:
 * "<title>: <detail> (<field>: <message>; ...)" from a problem+json, or a description of the
 * transport failure. Never includes a stack trace.
 */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'HTTP_ERROR') {
      if (isProblem(error.data)) return problemMessage(error.data);
      const text = typeof error.data === 'string' ? oneLine(error.data) : '';
      const status = error.status === undefined ? 'HTTP error' : statusLine(error.status, '');
      return text ? `${status}: ${truncate(text, 200)}` : status;
    }
    return error.message;
  }
  if (isProblem(error)) {
    const title = oneLine(error.title) || statusLine(error.status, '');
    const detail = error.detail ? oneLine(error.detail) : '';
    let line = detail && detail !== title ? `${title}: ${detail}` : title;
    const fields = (error.errors ?? [])
      .filter((e) => e && typeof e.field === 'string' && typeof e.message === 'string')
      .map((e) => `${e.field}: ${oneLine(e.message)}`);
    if (fields.length > 0) line += ` (${fields.join('; ')})`;
    return line;
  }
  if (error instanceof Error) return oneLine(error.message) || error.name;
  if (typeof error === 'string') return oneLine(error);
  return 'unknown error';
}

function statusLine(status: number, statusText: string): string {
  return statusText ? `HTTP ${status} ${statusText}` : `HTTP ${status}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
