import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../src/commands/auth/whoami.ts';
import { runCli } from '../src/program.ts';
import { API, ada, fakeApi, fakeIo, storeSession, tempDir } from './support.ts';

describe('ratelens whoami', () => {
  it('prints only the user as JSON on stdout with --json', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo({ tty: true });
    const deps = api.deps(io);
    storeSession(deps);

    await run({ json: true, apiUrl: API }, deps);

    expect(JSON.parse(out.stdout)).toEqual(ada);
    expect(out.stderr).toBe('');
    expect(api.calls[0]?.auth).toBe('Bearer id-1');
  });

  it('prints an aligned, coloured table on a terminal', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo({ tty: true });
    const deps = api.deps(io);
    storeSession(deps);
    await run({ apiUrl: API }, deps);
    expect(out.stdout).toContain('\u001b[1mName    \u001b[22m  Ada Lovelace\n');
    expect(out.stdout).toContain('\u001b[1mFeatures\u001b[22m  ANM-DSH, DOC-ANL\n');
  });

  it('honours NO_COLOR on a terminal', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo({ tty: true });
    const deps = api.deps(io, tempDir(), { NO_COLOR: '1' });
    storeSession(deps);
    await run({ apiUrl: API }, deps);
    expect(out.stdout).not.toContain('\u001b[');
    expect(out.stdout).toContain('Name      Ada Lovelace\n');
  });

  it('prints tab-separated lines into a pipe', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    await run({ apiUrl: API }, deps);
    expect(out.stdout.split('\n')[0]).toBe('Name\tAda Lovelace');
    expect(out.stdout).toContain(`Server\t${API}\n`);
  });

  it('exits 4 when not signed in, without calling the server', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    expect(await runCli(['whoami', '--api-url', API], api.deps(io))).toBe(4);
    expect(out.stderr).toBe('not signed in: run `ratelens login`\n');
    expect(api.calls).toEqual([]);
  });

  it('refreshes an expired token transparently and saves the rotated refresh token', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    api.expireIdToken();

    expect(await runCli(['whoami', '--json', '--api-url', API], deps)).toBe(0);

    expect(JSON.parse(out.stdout)).toEqual(ada);
    expect(api.calls.map((c) => `${c.path} ${c.auth ?? ''}`.trim())).toEqual([
      '/api/profile/userinfo Bearer id-1',
      '/sso/refresh-token',
      '/api/profile/userinfo Bearer id-2',
    ]);
    expect(deps.config.readSession(API)).toMatchObject({ id_token: 'id-2', refresh_token: 'refresh-2' });
  });

  it('exits 4 and forgets the session when the refresh is refused', async () => {
    const api = fakeApi({ refuseRefresh: true });
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    api.expireIdToken();

    expect(await runCli(['whoami', '--api-url', API], deps)).toBe(4);

    expect(out.stderr).toBe('not signed in: run `ratelens login`\n');
    expect(existsSync(deps.config.credentialsPath)).toBe(false);
  });

  it('uses RATELENS_API_URL when no --api-url is given', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io, tempDir(), { RATELENS_API_URL: 'http://api.test' });
    storeSession(deps);
    expect(await runCli(['whoami', '--json'], deps)).toBe(0);
    expect(JSON.parse(out.stdout).email).toBe(ada.email);
  });
});
