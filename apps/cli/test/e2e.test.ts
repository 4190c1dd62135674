import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real server (PGlite in a temp DATA_DIR, mail to the outbox) and the built single-file CLI.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(root, 'apps/server/src/main.ts');
const cliBundle = path.join(root, 'apps/cli/dist/ratelens.mjs');
const TOKEN_TTL_SECONDS = 2;
const EMAIL = 'ada@acme-mutual.example';

let server: ChildProcess | undefined;
let serverLog = '';
let apiUrl = '';
let dataDir = '';
let configDir = '';

function serverEnv(): NodeJS.ProcessEnv {
  // PGlite and the outbox, whatever the developer's shell points at.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, PUBLIC_URL: _public, ...env } = process.env;
  return {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
    LOG_LEVEL: 'warn',
  };
}

function startServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: root,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${serverLog}`)), 110_000);
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (serverLog += chunk));
    child.stdout?.on('data', (chunk: string) => {
      serverLog += chunk;
      const match = /^Ratelens listening on (http:\/\/\S+)$/m.exec(serverLog);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${serverLog}`));
    });
  });
}

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(...args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBundle, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: configDir,
        RATELENS_CONFIG_DIR: configDir,
        RATELENS_API_URL: apiUrl,
        NO_COLOR: '1',
      },
      // No terminal on stdin: the CLI must not wait for a prompt answer.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

function latestCode(): string {
  const outbox = path.join(dataDir, 'outbox');
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(EMAIL))
    .sort();
  const text = readFileSync(path.join(outbox, mails.at(-1) ?? 'missing.eml'), 'utf8');
  const match = /Your Ratelens sign-in code is: (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error(`no sign-in code in ${mails.at(-1)}`);
  return match[1];
}

const credentialsPath = () => path.join(configDir, 'credentials.json');
const storedRefreshToken = (): string =>
  JSON.parse(readFileSync(credentialsPath(), 'utf8')).profiles.default[
    apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`
  ].refresh_token;

describe('ratelens against the real server', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ratelens-e2e-data-'));
    configDir = mkdtempSync(path.join(tmpdir(), 'ratelens-e2e-config-'));
    execFileSync(process.execPath, [path.join(root, 'apps/cli/build.mjs')], { cwd: root, stdio: 'pipe' });
    apiUrl = await startServer();
  }, 120_000);

  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
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

    // Until the server implements listUsers it answers 501: then the CLI must say so on one line.
    const users = await cli('users', 'list', '--json');
    if (users.code === 0) {
      expect(users.stderr).toBe('');
      expect(JSON.parse(users.stdout).map((u: { email: string }) => u.email)).toContain(EMAIL);
    } else {
      expect(users.code).toBe(1);
      expect(users.stdout).toBe('');
      expect(users.stderr).toMatch(/^could not list users: [^\n]+\n$/);
    }

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
