import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCli,
  latestCode,
  runCli,
  startServer,
  tempConfigDir,
  type CliResult,
  type E2eServer,
} from './e2e-support.ts';

// Several ratelens processes at once after the tokens expired: one refresh between them (a file lock
// held while reading, refreshing and writing credentials.json), every command succeeds, the session lives.
const TOKEN_TTL_SECONDS = 10;
const EMAIL = 'sam@acme-mutual.example';

let server: E2eServer | undefined;
let build: ReturnType<typeof buildCli> | undefined;
let apiUrl = '';
let configDir = '';

const cli = (...args: string[]): Promise<CliResult> =>
  runCli({ bundle: build?.bundle ?? '', apiUrl, configDir }, args);

const storedRefreshToken = (): string =>
  JSON.parse(readFileSync(path.join(configDir, 'credentials.json'), 'utf8')).profiles.default[
    apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`
  ].refresh_token;

/** Refresh calls the server answered since `from` (its request log, one line per request). */
const refreshCalls = (from: number): number =>
  (
    server
      ?.log()
      .slice(from)
      .match(/"url":"\/sso\/refresh-token"/g) ?? []
  ).length;

describe('ratelens processes sharing one session', () => {
  beforeAll(async () => {
    configDir = tempConfigDir();
    build = buildCli();
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS), LOG_LEVEL: 'info' });
    apiUrl = server.url;
    await cli('login', '--email', EMAIL);
    const login = await cli('login', '--email', EMAIL, '--code', latestCode(server.dataDir, EMAIL));
    expect(login.code, login.stderr).toBe(0);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    build?.remove();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('ten commands started at once after expiry all succeed with one refresh', async () => {
    const before = storedRefreshToken();
    await new Promise((resolve) => setTimeout(resolve, (TOKEN_TTL_SECONDS + 1) * 1000));
    const logFrom = server?.log().length ?? 0;
    const results = await Promise.all(Array.from({ length: 10 }, () => cli('whoami', '--json')));
    const log = server?.log().slice(logFrom) ?? '';
    for (const result of results)
      expect(
        result.code,
        `${result.stderr}\n${log
          .split('\n')
          .filter((l) => l.includes('sso'))
          .join('\n')}`,
      ).toBe(0);
    expect(refreshCalls(logFrom)).toBe(1);
    expect(storedRefreshToken()).not.toBe(before);
    // The server saw no reuse of a spent refresh token: the session is alive.
    const after = await cli('whoami', '--json');
    expect(after.code, after.stderr).toBe(0);
  }, 120_000);
});
