import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach } from 'vitest';
import { createApiClient, type SessionTokens } from '@ratelens/api';
import { createFileConfigStore } from '../src/config-store.ts';
import type { CliDeps } from '../src/deps.ts';

export const API = 'http://api.test/';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ratelens-cli-'));
  dirs.push(dir);
  return dir;
}

export function fakeIo(options: { tty?: boolean; stdoutTTY?: boolean; input?: string } = {}) {
  const out = { stdout: '', stderr: '' };
  const stdin = Readable.from(options.input === undefined ? [] : [options.input]);
  const io = {
    stdout: { write: (s: string) => (out.stdout += s), isTTY: options.stdoutTTY ?? options.tty ?? false },
    stderr: { write: (s: string) => (out.stderr += s), isTTY: options.tty ?? false },
    stdin,
    isTTY: options.tty ?? false,
  };
  return { io, out };
}

export const tokens = (n: number): SessionTokens => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  id_token: `id-${n}`,
  tenantId: '7b0a3c52-2b0e-4d0c-9d7e-0c1f2f6f9a11',
  expires_in: 600,
  token_type: 'Bearer',
});

export const ada = {
  tenantId: '7b0a3c52-2b0e-4d0c-9d7e-0c1f2f6f9a11',
  tenantName: 'Acme Mutual',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@acme-mutual.example',
  roleName: 'tenant-admin',
  roleDescription: 'Manages users and settings of the tenant',
  active: true,
  enabledFeatures: ['ANM-DSH', 'DOC-ANL'],
  createdDateTime: '2025-01-01T00:00:00.000Z',
  updateDateTime: '2025-01-01T00:00:00.000Z',
};

export const problem = (status: number, title: string, detail?: string, code = 'x') =>
  Response.json({ type: 'about:blank', title, status, code, detail }, { status });

/** One page of a list answer, as every list call of the contract answers. */
export const page = <T>(items: T[], meta: { page?: number; pageSize?: number; total?: number } = {}) =>
  Response.json({
    items,
    page: meta.page ?? 1,
    pageSize: meta.pageSize ?? 20,
    total: meta.total ?? items.length,
  });

export interface RouteRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** Answers one operation, keyed by "METHOD /concrete/path" (path parameters decoded). */
export type Route = (request: RouteRequest) => Response | Promise<Response>;

async function readBody(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An in-memory Ratelens API: one code (123456) for ada, one valid id token generation at a time,
 * rotating refresh tokens. `refuseRefresh` makes the refresh endpoint answer 401.
 */
export function fakeApi(
  options: {
    generation?: number;
    refuseRefresh?: boolean;
    /** The refresh endpoint answers this status (a 5xx: the server is in trouble, the token is fine). */
    refreshStatus?: number;
    down?: boolean;
    routes?: Record<string, Route>;
    /** Routes anyone may call (security: [] in the contract). */
    publicRoutes?: string[];
  } = {},
) {
  let generation = options.generation ?? 1;
  let validId = `id-${generation}`;
  let validRefresh = `refresh-${generation}`;
  const issue = () => {
    generation += 1;
    validId = `id-${generation}`;
    validRefresh = `refresh-${generation}`;
    return Response.json(tokens(generation));
  };
  const calls: Array<{ method: string; path: string; auth: string | null; body: unknown }> = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await readBody(request);
    calls.push({
      method: request.method,
      path: url.pathname + url.search,
      auth: request.headers.get('Authorization'),
      body,
    });
    if (options.down) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    const authed = request.headers.get('Authorization') === `Bearer ${validId}`;
    switch (url.pathname) {
      case '/sso/authorize':
        return Response.json({ method: 'code' });
      case '/sso/token': {
        const { email, code } = body as { email: string; code: string };
        if (email !== ada.email || code !== '123456') {
          return problem(401, 'Unauthorized', 'The sign-in code is wrong or has expired');
        }
        return issue();
      }
      case '/sso/refresh-token':
        if (options.refreshStatus)
          return problem(options.refreshStatus, 'Service Unavailable', 'The database is not reachable');
        if (options.refuseRefresh || (body as { refreshToken: string }).refreshToken !== validRefresh) {
          return problem(401, 'Unauthorized', 'The refresh token is not valid');
        }
        return issue();
      case '/sso/logout':
        if (!authed) return problem(401, 'Unauthorized', 'token expired');
        validId = 'revoked';
        validRefresh = 'revoked';
        return new Response(null, { status: 204 });
      case '/api/profile/userinfo':
        return authed ? Response.json(ada) : problem(401, 'Unauthorized', 'token expired');
      default: {
        const path = decodeURIComponent(url.pathname);
        const route = options.routes?.[`${request.method} ${path}`];
        const isPublic = options.publicRoutes?.includes(`${request.method} ${path}`) ?? false;
        if (!authed && !isPublic) return problem(401, 'Unauthorized', 'token expired');
        if (route) {
          return route({
            method: request.method,
            path,
            query: url.searchParams,
            headers: request.headers,
            body,
          });
        }
        // What the server answers today for every operation it does not implement yet.
        return problem(
          501,
          'Not Implemented',
          `${request.method} ${path} is not implemented yet`,
          'not_implemented',
        );
      }
    }
  };
  return {
    calls,
    /** The server forgets the current id token, as if it expired; the refresh token stays valid. */
    expireIdToken: () => {
      validId = 'expired';
    },
    /** Signed-in deps (generation 1 session stored) with the given terminal setup. */
    signedIn(io: CliDeps['io'], env: CliDeps['env'] = {}): CliDeps {
      const deps = this.deps(io, tempDir(), env);
      storeSession(deps);
      return deps;
    },
    deps(io: CliDeps['io'], configDir = tempDir(), env: CliDeps['env'] = {}): CliDeps {
      return {
        io,
        env,
        config: createFileConfigStore(configDir),
        createClient: (o) => createApiClient({ ...o, fetch: fetch as typeof globalThis.fetch }),
      };
    },
  };
}

/** Writes a signed-in session of generation n for API into the config store of deps. */
export function storeSession(deps: CliDeps, n = 1): void {
  const t = tokens(n);
  deps.config.writeSession(API, {
    ...t,
    expires_in: String(t.expires_in),
    isAuthenticated: 'true',
    intended_path: '',
  });
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the whole CLI (argument parsing, actions, exit-code mapping) against the fake API. */
export async function runWith(
  api: ReturnType<typeof fakeApi>,
  args: string[],
  options: {
    tty?: boolean;
    stdoutTTY?: boolean;
    input?: string;
    signedIn?: boolean;
    env?: CliDeps['env'];
  } = {},
): Promise<CliRun> {
  const { runCli } = await import('../src/program.ts');
  const { io, out } = fakeIo(options);
  const env = { NO_COLOR: '1', RATELENS_API_URL: API, ...options.env };
  const deps = options.signedIn === false ? api.deps(io, tempDir(), env) : api.signedIn(io, env);
  const code = await runCli(args, deps);
  return { code, ...out };
}

export const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
