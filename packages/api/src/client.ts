import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi.ts';
import { ApiError, problemMessage, unwrap } from './errors.ts';
import {
  createAuthCoordinator,
  isAuthCoordinator,
  type AuthCoordinator,
  type AuthHooks,
  type RefreshCoordination,
  type SessionTokens,
} from './auth-coordinator.ts';

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /**
   * The host's session hooks, or a coordinator from createAuthCoordinator shared with other clients
   * (the GraphQL client) so that one refresh serves them all.
   */
  auth?: AuthHooks | AuthCoordinator;
  /** Cross-tab coordination of the refresh when `auth` is plain hooks; see RefreshCoordination. */
  coordination?: RefreshCoordination;
  /** Abort (TIMEOUT_ERROR) when a call, including any refresh and retry, takes longer than this. */
  timeoutMs?: number;
}

export type ApiClient = Client<paths>;

type SchemaPath = keyof paths;

// A 401 from these calls means the presented credentials (code, refresh token) are wrong, not that the
// session expired, so refreshing and retrying would be pointless or (for the refresh call) recursive.
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set<SchemaPath>([
  '/sso/authorize',
  '/sso/token',
  '/sso/refresh-token',
]);
// The refresh call runs precisely because the id token is stale; its body carries the token instead.
const NO_BEARER_PATHS: ReadonlySet<string> = new Set<SchemaPath>(['/sso/refresh-token']);

/** Base URLs always end with a slash (SPEC §7), whatever the host configured. */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim();
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

// A streamed body is read once by fetch and cannot be sent again, so such a request is never retried.
const streamedRequests = new WeakSet<Request>();
class TrackingRequest extends Request {
  constructor(input: Request | string | URL, init?: RequestInit) {
    super(input, init);
    if (typeof ReadableStream !== 'undefined' && init?.body instanceof ReadableStream) {
      streamedRequests.add(this);
    }
  }
}

interface SentRequest {
  /** The id token the request carried, or null when it went without one. */
  sentIdToken: string | null;
  /** An unsent copy to replay after a refresh; null when the request must not be retried. */
  replay: Request | null;
}

/**
 * The typed client for the Ratelens API: openapi-fetch with one middleware that adds credentials and
 * the Bearer id token, applies the timeout, answers a 401 with a single shared refresh plus one retry,
 * and turns transport failures into ApiError kinds. The refresh goes through an AuthCoordinator: one
 * per client from plain hooks, or the one given, so that clients and browser tabs share it.
 *
 * Calls resolve to `{ data, error, response }` for any HTTP answer (error = the parsed problem+json for
 * non-2xx; `unwrap` turns it into an HTTP_ERROR) and reject with an ApiError of kind FETCH_ERROR,
 * TIMEOUT_ERROR or PARSING_ERROR. A call the caller aborted rejects with the signal's AbortError so
 * cancellation stays recognisable.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? globalThis.fetch;
  // Unbound, the platform fetch throws "Illegal invocation" in browsers.
  const fetchImpl = (request: Request) => baseFetch(request);
  const { timeoutMs } = options;
  const coordinator =
    options.auth === undefined
      ? undefined
      : isAuthCoordinator(options.auth)
        ? options.auth
        : createAuthCoordinator({ auth: options.auth, coordination: options.coordination });
  const auth = coordinator?.auth;
  const client = createClient<paths>({
    baseUrl: normalizeBaseUrl(options.baseUrl),
    fetch: fetchImpl,
    Request: TrackingRequest,
    credentials: 'include',
  });

  const sent = new WeakMap<Request, SentRequest>();
  async function defaultRefresh(tokens: SessionTokens): Promise<SessionTokens> {
    const body: { refreshToken: string; idToken?: string; tenantId?: string } = {
      refreshToken: tokens.refresh_token,
    };
    if (tokens.id_token) body.idToken = tokens.id_token;
    if (tokens.tenantId) body.tenantId = tokens.tenantId;
    return unwrap(await client.POST('/sso/refresh-token', { body }));
  }

  const refresh = (tokens: SessionTokens): Promise<SessionTokens> =>
    auth?.refresh ? auth.refresh(tokens) : defaultRefresh(tokens);

  async function answerUnauthorized(request: Request, response: Response): Promise<Response> {
    const state = sent.get(request);
    if (!auth || !coordinator || !state?.replay) return response;
    throwIfTimedOut(request.signal);
    if (request.signal.aborted) return response;

    const held = auth.getTokens();
    // A refresh that finished while this request was in flight already produced a new token.
    const next =
      held?.id_token && held.id_token !== state.sentIdToken
        ? held
        : await coordinator.refreshAfter(held, refresh);
    if (!next?.id_token || next.id_token === state.sentIdToken) return response;
    throwIfTimedOut(request.signal);
    if (request.signal.aborted) return response;

    const headers = new Headers(state.replay.headers);
    headers.set('Authorization', `Bearer ${next.id_token}`);
    const retry = new Request(state.replay, { headers });
    await response.body?.cancel().catch(() => undefined);
    try {
      return await fetchImpl(retry);
    } catch (error) {
      throw classifyFailure(error, retry.signal);
    }
  }

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const streamed = streamedRequests.has(request);
      let sentIdToken: string | null = null;
      const idToken = auth?.getTokens()?.id_token;
      if (idToken && !NO_BEARER_PATHS.has(schemaPath) && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${idToken}`);
        sentIdToken = idToken;
      }
      let final = request;
      if (timeoutMs !== undefined) {
        const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
        // openapi-fetch only accepts a replacement built with the Request class it was given.
        final = new TrackingRequest(request, { signal });
      }
      const retryable =
        auth !== undefined &&
        !streamed &&
        !NO_REFRESH_PATHS.has(schemaPath) &&
        // A caller-supplied Authorization header is the caller's business, not the session's.
        (sentIdToken !== null || !final.headers.has('Authorization'));
      sent.set(final, { sentIdToken, replay: retryable ? final.clone() : null });
      return final;
    },
    async onResponse({ request, response, options: merged }) {
      const answer = response.status === 401 ? await answerUnauthorized(request, response) : response;
      return ensureParsable(request, answer, merged.parseAs);
    },
    onError({ request, error }) {
      const mapped = classifyFailure(error, request.signal);
      return mapped instanceof Error ? mapped : undefined;
    },
  };
  client.use(middleware);
  return client;
}

/** openapi-fetch would throw a bare SyntaxError on a 2xx body that is not JSON; name it PARSING_ERROR. */
async function ensureParsable(request: Request, response: Response, parseAs: string): Promise<Response> {
  if (!response.ok || parseAs !== 'json' || response.status === 204 || request.method === 'HEAD') {
    return response;
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw classifyFailure(error, request.signal);
  }
  if (text) {
    try {
      JSON.parse(text);
    } catch (error) {
      const where = `${request.method} ${new URL(request.url).pathname}`;
      throw new ApiError('PARSING_ERROR', `the answer to ${where} is not valid JSON`, {
        status: response.status,
        data: text.slice(0, 500),
        cause: error,
      });
    }
  }
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function throwIfTimedOut(signal: AbortSignal): void {
  if (signal.aborted && isTimeoutError(signal.reason)) {
    throw new ApiError('TIMEOUT_ERROR', 'the server did not answer in time', { cause: signal.reason });
  }
}

function classifyFailure(error: unknown, signal: AbortSignal): unknown {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error) || (signal.aborted && isTimeoutError(signal.reason))) {
    return new ApiError('TIMEOUT_ERROR', 'the server did not answer in time', { cause: error });
  }
  if (isAbortError(error) || signal.aborted) return error;
  return new ApiError('FETCH_ERROR', `could not reach the server: ${describeNetworkFailure(error)}`, {
    cause: error,
  });
}

/** undici reports "fetch failed" with the useful part (ECONNREFUSED, ENOTFOUND...) in its cause. */
function describeNetworkFailure(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const causeText =
    typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  const message = problemMessage(error);
  return causeText && !message.includes(causeText) ? `${message} (${causeText})` : message;
}
