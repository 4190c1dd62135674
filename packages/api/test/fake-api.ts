import type { AuthHooks, SessionTokens } from '../src/index.ts';

export const tokens = (n: number): SessionTokens => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  id_token: `id-${n}`,
  tenantId: '7b0a3c52-2b0e-4d0c-9d7e-0c1f2f6f9a11',
  expires_in: 600,
  token_type: 'Bearer',
});

export const userInfo = {
  tenantId: '7b0a3c52-2b0e-4d0c-9d7e-0c1f2f6f9a11',
  tenantName: 'Acme Mutual',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@acme-mutual.example',
  roleName: 'tenant-admin',
  roleDescription: 'Manages the tenant',
  active: true,
  enabledFeatures: ['ANM-DSH'],
  createdDateTime: '2025-01-01T00:00:00.000Z',
  updateDateTime: '2025-01-01T00:00:00.000Z',
};

export const problem = (status: number, title: string, detail?: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title, status, code: 'x', detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A host that keeps its session in a variable, like the session machine would. */
export function memoryAuth(initial: SessionTokens | null) {
  const calls = { refreshed: [] as SessionTokens[], failed: 0 };
  let held = initial;
  const hooks: AuthHooks = {
    getTokens: () => held,
    onTokensRefreshed: (next) => {
      calls.refreshed.push(next);
      held = next;
    },
    onRefreshFailed: () => {
      calls.failed += 1;
      held = null;
    },
  };
  return { hooks, calls, held: () => held };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server with one valid id token at a time: userinfo answers 401 to any other token, and the
 * refresh endpoint rotates to the next generation of tokens.
 */
export function tokenServer(
  options: { refreshAnswer?: (body: unknown) => Response | Promise<Response> } = {},
) {
  let generation = 1;
  const log = { userinfo: [] as string[], refresh: [] as unknown[], requests: [] as Request[] };
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    log.requests.push(request);
    const { pathname } = new URL(request.url);
    if (pathname === '/sso/refresh-token') {
      const body: unknown = await request.json();
      log.refresh.push(body);
      await delay(20);
      if (options.refreshAnswer) return options.refreshAnswer(body);
      generation += 1;
      return json(tokens(generation));
    }
    if (pathname === '/api/profile/userinfo') {
      const auth = request.headers.get('Authorization') ?? '';
      log.userinfo.push(auth);
      await delay(1);
      return auth === `Bearer id-${generation}`
        ? json(userInfo)
        : problem(401, 'Unauthorized', 'token expired');
    }
    return problem(404, 'Not Found');
  };
  return { fetch: fetch as typeof globalThis.fetch, log, expire: () => (generation += 100) };
}

/**
 * A server with rotating refresh tokens and reuse detection, as the real one: the session starts with
 * an expired access (every first call answers 401), each refresh spends the current refresh token for
 * the next generation, and spending an already spent one revokes the session for good.
 */
export function rotatingServer(
  options: {
    refreshDelayMs?: number;
    /** The expires_in of refreshed tokens (seconds); tokens(n) says 600. */
    expiresIn?: number;
    graphql?: (body: { query: string; variables?: unknown; operationName?: string }) => Response;
  } = {},
) {
  let generation = 0;
  let accessValid = false;
  let revoked = false;
  const log = { refresh: [] as string[], calls: [] as string[] };
  const authorised = (request: Request) =>
    !revoked && accessValid && request.headers.get('Authorization') === `Bearer id-${generation}`;
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/sso/refresh-token')) {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      log.refresh.push(refreshToken);
      await delay(options.refreshDelayMs ?? 20);
      if (revoked) return problem(401, 'Unauthorized', 'session revoked');
      if (refreshToken === `refresh-${generation}`) {
        generation += 1;
        accessValid = true;
        const fresh = tokens(generation);
        return json(options.expiresIn === undefined ? fresh : { ...fresh, expires_in: options.expiresIn });
      }
      revoked = true;
      return problem(401, 'Unauthorized', 'refresh token reused: session revoked');
    }
    log.calls.push(`${pathname} ${request.headers.get('Authorization') ?? ''}`);
    await delay(1);
    if (!authorised(request)) return problem(401, 'Unauthorized', 'token expired');
    if (pathname.endsWith('/api/profile/userinfo')) return json(userInfo);
    if (pathname.endsWith('/graphql') && options.graphql) {
      return options.graphql((await request.json()) as { query: string });
    }
    return problem(404, 'Not Found');
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    log,
    revoke: () => (revoked = true),
    /** The current id token runs out: the next call answers 401 until a refresh. */
    expireAccess: () => (accessValid = false),
    state: () => ({ generation, revoked }),
  };
}
