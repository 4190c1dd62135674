import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { fakeApi, runWith } from './support.ts';

describe('ratelens users import (against a fake API)', () => {
  it('sends the file as text/csv in one call and exits 1 naming each row the server refused', async () => {
    let seen: { type: string | null; body: string } | null = null;
    const api = fakeApi({
      routes: {
        'POST /api/user/import': (request) => {
          seen = { type: request.headers.get('content-type'), body: String(request.body) };
          return Response.json({
            rows: 2,
            created: 1,
            failed: [{ line: 3, email: 'bad', code: 'validation_failed', detail: 'Not an e-mail address' }],
          });
        },
      },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'ratelens-import-'));
    const file = path.join(dir, 'people.csv');
    writeFileSync(file, 'email,name\nivy@acme-mutual.example,Ivy\nbad,Bad\n');
    try {
      const result = await runWith(api, ['users', 'import', file]);
      expect(result.code).toBe(1);
      expect(seen).toEqual({ type: 'text/csv', body: 'email,name\nivy@acme-mutual.example,Ivy\nbad,Bad\n' });
      expect(result.stderr).toContain('line 3: bad: Not an e-mail address');
      expect(result.stderr).toContain('1 added, 1 failed, of 2 rows');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is a usage error (exit 2) without a file or with one it cannot read', async () => {
    const api = fakeApi();
    expect((await runWith(api, ['users', 'import'])).code).toBe(2);
    const missing = await runWith(api, ['users', 'import', '/nonexistent/people.csv']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('could not read /nonexistent/people.csv');
  });
});

// The bundled CLI against the real server (PGlite), signed in as the demo tenant admin.
describe('ratelens users import (against the real server)', () => {
  let server: E2eServer | undefined;
  let build: ReturnType<typeof buildCli> | undefined;
  let configDir = '';
  let workDir = '';
  const cli = (...args: string[]): Promise<CliResult> =>
    runCli({ bundle: build?.bundle ?? '', apiUrl: server?.url ?? '', configDir }, args);

  beforeAll(async () => {
    [server, build] = await Promise.all([startServer(), Promise.resolve(buildCli())]);
    configDir = tempConfigDir();
    workDir = mkdtempSync(path.join(tmpdir(), 'ratelens-import-e2e-'));
    const email = 'ada@acme-mutual.example';
    expect((await cli('login', '--email', email)).code).toBe(2);
    const done = await cli('login', '--email', email, '--code', latestCode(server.dataDir, email));
    expect(done.code, done.stderr).toBe(0);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    build?.remove();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('adds the good rows, prints each bad one with its line and exits 1', async () => {
    const file = path.join(workDir, 'people.csv');
    writeFileSync(
      file,
      [
        'email,name,role',
        'ivy@acme-mutual.example,Ivy Import,user',
        'sam@acme-mutual.example,Sam Again,user',
        'kim@acme-mutual.example,Kim,owner',
        'jon@acme-mutual.example,Jon Import,tenant-admin',
      ].join('\n'),
    );
    const result = await cli('users', 'import', file);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(
      'line 3: sam@acme-mutual.example: sam@acme-mutual.example already has an account',
    );
    expect(result.stderr).toMatch(/line 4: kim@acme-mutual\.example: Unknown role 'owner'/);
    expect(result.stderr).toContain('2 added, 2 failed, of 4 rows');
    const listed = await cli('users', 'get', 'jon@acme-mutual.example', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({ name: 'Jon Import', roleName: 'tenant-admin' });

    const clean = path.join(workDir, 'clean.csv');
    writeFileSync(clean, 'email\nlou@acme-mutual.example\nmay@acme-mutual.example\n');
    const ok = await cli('users', 'import', clean, '--json');
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ rows: 2, created: 2, failed: [] });

    const refused = path.join(workDir, 'refused.csv');
    writeFileSync(refused, 'mail,name\nzed@acme-mutual.example,Zed\n');
    const whole = await cli('users', 'import', refused);
    expect(whole.code).toBe(1);
    expect(whole.stderr).toContain('header must name the columns email');
  }, 120_000);
});
