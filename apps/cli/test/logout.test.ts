import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../src/commands/auth/logout.ts';
import { runCli } from '../src/program.ts';
import { API, fakeApi, fakeIo, storeSession } from './support.ts';

describe('ratelens logout', () => {
  it('ends the session on the server and removes the credentials file', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);

    await run({ apiUrl: API }, deps);

    expect(api.calls).toEqual([
      { method: 'POST', path: '/sso/logout', auth: 'Bearer id-1', body: undefined },
    ]);
    expect(existsSync(deps.config.credentialsPath)).toBe(false);
    expect(out.stderr).toBe(`Signed out of ${API}.\n`);
  });

  it('keeps the sessions of other servers', async () => {
    const api = fakeApi();
    const { io } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    const other = deps.config.readSession(API)!;
    deps.config.writeSession('http://other.test/', other);
    await run({ apiUrl: API }, deps);
    expect(deps.config.readSession(API)).toBeNull();
    expect(deps.config.readSession('http://other.test/')).toEqual(other);
  });

  it('succeeds with a note when not signed in', async () => {
    const api = fakeApi();
    const { io, out } = fakeIo();
    expect(await runCli(['logout', '--api-url', API], api.deps(io))).toBe(0);
    expect(out.stderr).toBe(`Not signed in to ${API}: nothing to do.\n`);
    expect(api.calls).toEqual([]);
  });

  it('removes the local session and exits 1 when the server cannot be reached', async () => {
    const api = fakeApi({ down: true });
    const { io, out } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    expect(await runCli(['logout', '--api-url', API], deps)).toBe(1);
    expect(out.stderr).toBe(
      `signed out locally, but the server could not end the session: could not reach the server: fetch failed (ECONNREFUSED) (${API})\n`,
    );
    expect(deps.config.readSession(API)).toBeNull();
  });
});
