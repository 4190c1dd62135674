import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/program.ts';
import { API, ada, fakeApi, fakeIo, page, runWith, tempDir } from './support.ts';

describe('scripting the CLI', () => {
  it('says the server failed, exits 1 and keeps the session when the refresh answers 503', async () => {
    const api = fakeApi({ refreshStatus: 503 });
    const { io, out } = fakeIo();
    const configDir = tempDir();
    const env = { NO_COLOR: '1', RATELENS_API_URL: API };
    const deps = api.deps(io, configDir, env);
    deps.config.writeSession(API, {
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      id_token: 'id-1',
      tenantId: ada.tenantId,
      expires_in: '600',
      token_type: 'Bearer',
      isAuthenticated: 'true',
      intended_path: '',
    });
    api.expireIdToken();
    const code = await runCli(['whoami'], deps);
    expect(code).toBe(1);
    expect(out.stderr).toMatch(/could not refresh the session: .*503.*the session is kept/);
    expect(out.stderr).not.toContain('not signed in');
    const stored = JSON.parse(readFileSync(path.join(configDir, 'credentials.json'), 'utf8'));
    expect(stored.profiles.default[API].refresh_token).toBe('refresh-1');
  });

  it('refuses the old "-field" sort form with exit 2 and a line that shows the right one', async () => {
    const api = fakeApi({ routes: { 'GET /api/user': () => page([]) } });
    const wrong = await runWith(api, ['users', 'list', '--order-by', '-name']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("invalid --order-by '-name': write field or field:asc / field:desc");
    const right = await runWith(api, ['users', 'list', '--order-by', 'name:desc,email']);
    expect(right.code, right.stderr).toBe(0);
  });

  it('documents the server’s sort form in --help', async () => {
    const help = await runWith(fakeApi(), ['users', 'list', '--help']);
    expect(help.stdout).toContain("'name:desc,email'");
    expect(help.stdout).not.toContain('prefix with -');
  });

  it('signs in with the code in RATELENS_CODE, with no terminal', async () => {
    const result = await runWith(fakeApi(), ['login', '--email', ada.email], {
      signedIn: false,
      env: { RATELENS_CODE: '123456' },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Signed in');
  });

  it('signs in with the code read from standard input by --code -', async () => {
    const result = await runWith(fakeApi(), ['login', '--email', ada.email, '--code', '-'], {
      signedIn: false,
      input: '123456\n',
    });
    expect(result.code, result.stderr).toBe(0);
  });

  it('sends a code and exits 0 with --send-code, naming the second step', async () => {
    const api = fakeApi();
    const result = await runWith(api, ['login', '--email', ada.email, '--send-code'], { signedIn: false });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`ratelens login --email ${ada.email} --code <code>`);
    expect(api.calls.map((c) => c.path)).toContain(`/sso/authorize?email=${encodeURIComponent(ada.email)}`);
  });
});

describe('invite CSV files', () => {
  it('reports a repeated address as a duplicate, naming both lines, and sends nothing', async () => {
    const { parseInviteCsv } = await import('../src/commands/invites/send.ts');
    expect(() =>
      parseInviteCsv(
        'email,name,role\nkai@acme-mutual.example,Kai,user\nlou@acme-mutual.example,Lou,user\nKAI@acme-mutual.example,Kai Two,tenant-admin\n',
        'invites.csv',
      ),
    ).toThrow('invites.csv: duplicate rows: line 4 repeats KAI@acme-mutual.example of line 2');
  });
});

describe('tables on a terminal', () => {
  it('fit the terminal width, cutting the widest cells with an ellipsis instead of wrapping', async () => {
    const { createOutput } = await import('../src/output.ts');
    const { io, out } = fakeIo({ stdoutTTY: true });
    (io.stdout as { columns?: number }).columns = 40;
    const output = createOutput({ io, env: { NO_COLOR: '1' } } as never, {});
    const rows = [
      { email: 'a-very-long-address-indeed@acme-mutual.example', name: 'Ada Lovelace', role: 'user' },
    ];
    output.printList(
      rows,
      [
        { header: 'EMAIL', value: (r) => r.email },
        { header: 'NAME', value: (r) => r.name },
        { header: 'ROLE', value: (r) => r.role },
      ],
      'none',
    );
    const lines = out.stdout.trimEnd().split('\n');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(40);
    expect(lines[1]).toContain('…');
    expect(lines[1]).toContain('user');
  });
});
