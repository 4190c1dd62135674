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
