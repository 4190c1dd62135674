import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/program.ts';
import { createFileConfigStore, resolveApiUrl, resolveConfigDir } from '../src/config-store.ts';
import { API, fakeApi, fakeIo, storeSession, tempDir } from './support.ts';

describe('ratelens program', () => {
  it('documents the exit codes in --help and exits 0', async () => {
    const { io, out } = fakeIo();
    expect(await runCli(['--help'], fakeApi().deps(io))).toBe(0);
    expect(out.stdout).toContain('Exit codes:');
    expect(out.stdout).toMatch(/4 {2}authentication needed/);
    for (const command of ['login', 'whoami', 'logout']) expect(out.stdout).toContain(command);
  });

  it('documents the exit codes in the help of each command', async () => {
    const { io, out } = fakeIo();
    expect(await runCli(['whoami', '--help'], fakeApi().deps(io))).toBe(0);
    expect(out.stdout).toContain('--json');
    expect(out.stdout).toContain('Exit codes:');
  });

  it('shows the help and exits 2 when no command is given', async () => {
    const { io, out } = fakeIo();
    expect(await runCli([], fakeApi().deps(io))).toBe(2);
    expect(out.stderr).toContain('Exit codes:');
  });

  it('exits 0 for `ratelens help <command>` and `--version`', async () => {
    const { io, out } = fakeIo();
    expect(await runCli(['help', 'login'], fakeApi().deps(io))).toBe(0);
    expect(out.stdout).toContain('--code <code>');
    expect(await runCli(['--version'], fakeApi().deps(io))).toBe(0);
    expect(out.stdout).toMatch(/\d+\.\d+\.\d+\n$/);
  });

  it('exits 2 with one line for an unknown option or command', async () => {
    for (const args of [['whoami', '--bogus'], ['whoareyou']]) {
      const { io, out } = fakeIo();
      expect(await runCli(args, fakeApi().deps(io))).toBe(2);
      expect(out.stderr.trim().split('\n')[0]).toMatch(/^error: /);
      expect(out.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('reports an unreadable credentials file on one line', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const dir = tempDir();
    writeFileSync(path.join(dir, 'credentials.json'), '{ not json');
    expect(await runCli(['whoami', '--api-url', API], api.deps(io, dir))).toBe(1);
    expect(out.stderr).toBe(
      `could not read ${path.join(dir, 'credentials.json')}: it is not valid JSON (fix or delete it)\n`,
    );
  });

  it('names the file when the refreshed session cannot be saved', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    api.expireIdToken();
    const failingDisk = {
      ...deps.config,
      writeSession: () => {
        throw new Error('EROFS: read-only file system');
      },
    };
    expect(await runCli(['whoami', '--api-url', API], { ...deps, config: failingDisk })).toBe(1);
    expect(out.stderr).toBe(
      `could not save the session to ${deps.config.credentialsPath}: EROFS: read-only file system\n`,
    );
  });
});

describe('configuration', () => {
  it('finds the config directory from RATELENS_CONFIG_DIR, XDG_CONFIG_HOME, then HOME', () => {
    expect(resolveConfigDir({ RATELENS_CONFIG_DIR: '/tmp/a', XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe(
      '/tmp/a',
    );
    expect(resolveConfigDir({ XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe('/x/ratelens');
    expect(resolveConfigDir({ XDG_CONFIG_HOME: 'relative', HOME: '/h' })).toBe('/h/.config/ratelens');
    expect(resolveConfigDir({ HOME: '/h' })).toBe('/h/.config/ratelens');
  });

  it('takes the API address from the flag, the environment, the config, then the default', () => {
    const store = createFileConfigStore(tempDir());
    expect(resolveApiUrl(undefined, {}, store)).toEqual({ url: 'http://127.0.0.1:8080/', source: 'default' });
    store.writeConfig({ apiUrl: 'http://config.test' });
    expect(resolveApiUrl(undefined, {}, store)).toEqual({ url: 'http://config.test/', source: 'config' });
    expect(resolveApiUrl(undefined, { RATELENS_API_URL: 'https://env.test/base' }, store)).toEqual({
      url: 'https://env.test/base/',
      source: 'env',
    });
    expect(resolveApiUrl('http://flag.test:9000', { RATELENS_API_URL: 'https://env.test' }, store).url).toBe(
      'http://flag.test:9000/',
    );
    expect(() => resolveApiUrl('localhost:8080', {}, store)).toThrow(/invalid API address 'localhost:8080'/);
  });

  it('writes credentials atomically with mode 0600 and leaves no temp files', () => {
    const dir = path.join(tempDir(), 'nested');
    const store = createFileConfigStore(dir);
    const session = {
      access_token: 'a',
      refresh_token: 'r',
      id_token: 'i',
      tenantId: 't',
      expires_in: '600',
      token_type: 'Bearer',
      isAuthenticated: 'true',
      intended_path: '',
    };
    store.writeSession(API, session);
    store.writeSession(API, { ...session, refresh_token: 'r2' });
    expect(readdirSync(dir)).toEqual(['credentials.json']);
    expect(statSync(store.credentialsPath).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(store.readSession(API)?.refresh_token).toBe('r2');
  });
});
