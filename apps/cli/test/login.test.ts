import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../src/commands/auth/login.ts';
import { runCli } from '../src/program.ts';
import { API, fakeApi, fakeIo, tempDir } from './support.ts';

describe('ratelens login', () => {
  it('exchanges a --code and saves the session in a private credentials file', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io);

    await run({ email: 'ada@acme-mutual.example', code: '123456', apiUrl: API }, deps);

    expect(api.calls.map((c) => c.path)).toEqual(['/sso/token', '/api/profile/userinfo']);
    expect(api.calls[0]?.body).toEqual({ email: 'ada@acme-mutual.example', code: '123456' });
    expect(statSync(deps.config.credentialsPath).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(deps.config.credentialsPath, 'utf8'));
    expect(saved.profiles.default[API]).toMatchObject({
      id_token: 'id-2',
      refresh_token: 'refresh-2',
      isAuthenticated: 'true',
    });
    expect(out.stderr).toBe(
      `✓ Signed in to ${API} as Ada Lovelace <ada@acme-mutual.example> (Acme Mutual, tenant-admin)\n`,
    );
    expect(out.stdout).toBe('');
  });

  it('sends a code and asks for it on a terminal', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo({ tty: true, input: '123456\n' });
    const deps = api.deps(io, tempDir(), { NO_COLOR: '1' });

    await run({ email: 'ada@acme-mutual.example', apiUrl: API }, deps);

    expect(api.calls.map((c) => c.path)).toEqual([
      '/sso/authorize?email=ada%40acme-mutual.example',
      '/sso/token',
      '/api/profile/userinfo',
    ]);
    expect(out.stderr).toContain('A sign-in code was sent to ada@acme-mutual.example');
    expect(out.stderr).toContain('Sign-in code: ');
    expect(out.stderr).not.toContain('\u001b[');
    expect(deps.config.readSession(API)?.refresh_token).toBe('refresh-2');
  });

  it('without a terminal and without --code sends the code and exits 2 with one line', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const code = await runCli(
      ['login', '--email', 'ada@acme-mutual.example', '--api-url', API],
      api.deps(io),
    );
    expect(code).toBe(2);
    expect(api.calls.map((c) => c.path)).toEqual(['/sso/authorize?email=ada%40acme-mutual.example']);
    expect(out.stderr).toBe(
      'a sign-in code was sent to ada@acme-mutual.example, but there is no terminal to type it in: run `ratelens login --email ada@acme-mutual.example --code <code>`\n',
    );
  });

  it('treats an empty answer at the prompt as cancelled', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo({ tty: true, input: '' });
    const deps = api.deps(io, tempDir(), { NO_COLOR: '1' });
    const code = await runCli(['login', '--email', 'ada@acme-mutual.example', '--api-url', API], deps);
    expect(code).toBe(2);
    expect(out.stderr.trim().split('\n').at(-1)).toBe('sign-in cancelled: no code entered');
  });

  it('reports a wrong code with the server problem on one line and saves nothing', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    const code = await runCli(
      ['login', '--email', 'ada@acme-mutual.example', '--code', '000000', '--api-url', API],
      deps,
    );
    expect(code).toBe(1);
    expect(out.stderr).toBe('could not sign in: Unauthorized: The sign-in code is wrong or has expired\n');
    expect(deps.config.readSession(API)).toBeNull();
  });

  it('names the server address when it cannot be reached', async () => {
    const api = fakeApi({ down: true });
    const { io, out } = fakeIo();
    const code = await runCli(
      ['login', '--email', 'ada@acme-mutual.example', '--api-url', API],
      api.deps(io),
    );
    expect(code).toBe(1);
    expect(out.stderr).toBe(
      `could not start sign-in: could not reach the server: fetch failed (ECONNREFUSED) (${API})\n`,
    );
  });

  it('rejects a missing or malformed e-mail address as a usage error', async () => {
    const api = fakeApi();
    for (const args of [['login'], ['login', '--email', 'ada']]) {
      const { io, out } = fakeIo();
      expect(await runCli([...args, '--api-url', API], api.deps(io))).toBe(2);
      expect(out.stderr.split('\n')).toHaveLength(2);
    }
    expect(api.calls).toEqual([]);
  });

  it('remembers an --api-url it signed in to as the default', async () => {
    const api = fakeApi();
    const { io } = fakeIo();
    const deps = api.deps(io);
    await run({ email: 'ada@acme-mutual.example', code: '123456', apiUrl: 'http://api.test' }, deps);
    expect(deps.config.readConfig()).toEqual({ apiUrl: API });
  });
});
