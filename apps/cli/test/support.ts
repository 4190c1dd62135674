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

const problem = (status: number, title: string, detail?: string) =>
  Response.json({ type: 'about:blank', title, status, code: 'x', detail }, { status });

/**
 * An in-memory Ratelens API: one code (123456) for ada, one valid id token generation at a time,
 * rotating refresh tokens. `refuseRefresh` makes the refresh endpoint answer 401.
 */
export function fakeApi(options: { generation?: number; refuseRefresh?: boolean; down?: boolean } = {}) {
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
    const body = request.body ? await request.json() : undefined;
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
      default:
        return problem(404, 'Not Found');
    }
  };
  return {
    calls,
    /** The server forgets the current id token, as if it expired; the refresh token stays valid. */
    expireIdToken: () => {
      validId = 'expired';
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
