import { describe, expect, it } from 'vitest';
import { run as status, tokenExpiry } from '../src/commands/auth/status.ts';
import { runCli } from '../src/program.ts';
import { API, fakeApi, fakeIo, runWith, storeSession, tempDir } from './support.ts';

const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');

describe('ratelens auth status', () => {
  it('shows the server, the profile and the signed-in user', async () => {
    const result = await runWith(fakeApi(), ['auth', 'status']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        `Server\t${API} (from RATELENS_API_URL)`,
        'Profile\tdefault',
        'Signed in\tAda Lovelace <ada@acme-mutual.example> (Acme Mutual, tenant-admin)',
        'Token expires\t-',
        '',
      ].join('\n'),
    );
  });

  it('prints only JSON with --json', async () => {
    const result = await runWith(fakeApi(), ['auth', 'status', '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({
      apiUrl: API,
      profile: 'default',
      signedIn: true,
      user: { email: 'ada@acme-mutual.example' },
    });
    expect(result.stderr).toBe('');
  });

  it('exits 4 and still shows where it looked when not signed in', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    await expect(status({ apiUrl: API, json: true }, deps)).rejects.toMatchObject({ exitCode: 4 });
    expect(JSON.parse(out.stdout)).toMatchObject({
      apiUrl: API,
      apiUrlSource: 'flag',
      signedIn: false,
      user: null,
    });
    expect(api.calls).toEqual([]);
  });

  it('reads the token expiry from the JWT exp claim', () => {
    expect(tokenExpiry(jwt({ exp: 1_900_000_000 }))).toBe('2030-03-17T17:46:40.000Z');
    expect(tokenExpiry('id-1')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
  });
});

describe('profiles', () => {
  it('keeps a separate session and server address per profile', async () => {
    const api = fakeApi();
    const dir = tempDir();
    const { io, out } = fakeIo();
    const deps = api.deps(io, dir, { NO_COLOR: '1' });
    // Signed in under the default profile only.
    storeSession(deps);
    expect(await runCli(['whoami', '--profile', 'staging', '--api-url', API], deps)).toBe(4);
    expect(
      await runCli(
        [
          'login',
          '--profile',
          'staging',
          '--email',
          'ada@acme-mutual.example',
          '--code',
          '123456',
          '--api-url',
          'http://api.test',
        ],
        deps,
      ),
    ).toBe(0);
    expect(deps.config.readConfig()).toEqual({ profiles: { staging: { apiUrl: API } } });
    expect(deps.config.readSession(API, 'staging')?.id_token).toBe('id-2');
    expect(deps.config.readSession(API)?.id_token).toBe('id-1');
    // The profile's remembered address is used without --api-url.
    expect(await runCli(['auth', 'status', '--profile', 'staging', '--json'], deps)).toBe(0);
    expect(JSON.parse(out.stdout.slice(out.stdout.indexOf('{')))).toMatchObject({
      profile: 'staging',
      apiUrlSource: 'config',
    });
    expect(await runCli(['whoami', '--profile', 'bad name'], deps)).toBe(2);
  });

  it('reads a version 1 credentials file as the default profile', async () => {
    const api = fakeApi();
    const { io } = fakeIo();
    const deps = api.deps(io);
    const { writeFileSync } = await import('node:fs');
    const session = { id_token: 'id-1', refresh_token: 'refresh-1', isAuthenticated: 'true' };
    writeFileSync(deps.config.credentialsPath, JSON.stringify({ version: 1, sessions: { [API]: session } }));
    expect(deps.config.readSession(API)).toEqual(session);
  });
});
