import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCli,
  latestCode as mailedCode,
  runCli,
  startServer,
  tempConfigDir,
  type CliResult,
  type E2eServer,
} from './e2e-support.ts';

const TOKEN_TTL_SECONDS = 2;
const EMAIL = 'ada@acme-mutual.example';

let server: E2eServer | undefined;
let build: ReturnType<typeof buildCli> | undefined;
let apiUrl = '';
let configDir = '';

const cli = (...args: string[]): Promise<CliResult> =>
  runCli({ bundle: build?.bundle ?? '', apiUrl, configDir }, args);
const latestCode = (): string => mailedCode(server?.dataDir ?? '', EMAIL);

const credentialsPath = () => path.join(configDir, 'credentials.json');
const storedRefreshToken = (): string =>
  JSON.parse(readFileSync(credentialsPath(), 'utf8')).profiles.default[
    apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`
  ].refresh_token;

describe('ratelens against the real server', () => {
  beforeAll(async () => {
    configDir = tempConfigDir();
    build = buildCli();
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
    apiUrl = server.url;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    build?.remove();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('signs in with the mailed code, shows the user, refreshes, signs out', async () => {
    const started = await cli('login', '--email', EMAIL);
    expect(started.stderr).toContain(`a sign-in code was sent to ${EMAIL}`);
    expect(started.code).toBe(2);

    const login = await cli('login', '--email', EMAIL, '--code', latestCode());
    expect(login.stderr).toMatch(
      /^✓ Signed in to http:\/\/127\.0\.0\.1:\d+\/ as Ada Lovelace <ada@acme-mutual\.example> \(Acme Mutual, tenant-admin\)\n$/,
    );
    expect(login.code).toBe(0);
    expect(statSync(credentialsPath()).mode & 0o777).toBe(0o600);

    const whoami = await cli('whoami', '--json');
    expect(whoami.code).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({
      email: EMAIL,
      name: 'Ada Lovelace',
      tenantName: 'Acme Mutual',
    });

    const status = await cli('auth', 'status', '--json');
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      profile: 'default',
      signedIn: true,
      user: { email: EMAIL },
    });

    const health = await cli('api', 'GET', '/healthz');
    expect(health.code).toBe(0);
    expect(JSON.parse(health.stdout)).toEqual({ status: 'ok' });

    const users = await cli('users', 'list', '--json');
    expect(users.stderr).toBe('');
    expect(users.code).toBe(0);
    expect(JSON.parse(users.stdout).items.map((u: { email: string }) => u.email)).toContain(EMAIL);

    // Let the id token expire: whoami must refresh on its own and save the rotated refresh token.
    const before = storedRefreshToken();
    await new Promise((resolve) => setTimeout(resolve, (TOKEN_TTL_SECONDS + 1.5) * 1000));
    const again = await cli('whoami', '--json');
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).email).toBe(EMAIL);
    expect(storedRefreshToken()).not.toBe(before);

    const revoked = readFileSync(credentialsPath(), 'utf8');
    const logout = await cli('logout');
    expect(logout.stderr).toMatch(/^Signed out of http:\/\/127\.0\.0\.1:\d+\/\.\n$/);
    expect(logout.code).toBe(0);
    expect(existsSync(credentialsPath())).toBe(false);

    const after = await cli('whoami');
    expect(after.code).toBe(4);
    expect(after.stderr).toBe('not signed in: run `ratelens login`\n');
    expect(after.stdout).toBe('');

    // The server ended the session too: the old tokens neither work nor refresh, and are forgotten.
    writeFileSync(credentialsPath(), revoked, { mode: 0o600 });
    const stale = await cli('whoami');
    expect(stale.stderr).toBe('not signed in: run `ratelens login`\n');
    expect(stale.code).toBe(4);
    expect(existsSync(credentialsPath())).toBe(false);
  }, 60_000);

  it('reports a wrong code on one line with exit 1', async () => {
    const result = await cli('login', '--email', EMAIL, '--code', '000000');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^could not sign in: [^\n]+\n$/);
  });
});
