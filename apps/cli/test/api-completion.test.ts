import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../src/program.ts';
import { bashScript } from '../src/commands/completion/completion.ts';
import { CONTRACT_OPERATIONS } from '../src/generated/contract-paths.ts';
import { generate, outPath } from '../scripts/gen-contract-paths.mjs';
import { ada, fakeApi, fakeIo, page, runWith, tempDir } from './support.ts';

describe('ratelens api', () => {
  it('calls a contract path with its parameters filled in and prints the JSON answer', async () => {
    const api = fakeApi({
      routes: {
        'GET /api/user/sam@acme-mutual.example': () => Response.json({ username: 'sam@acme-mutual.example' }),
      },
    });
    const result = await runWith(api, ['api', 'get', '/api/user/sam@acme-mutual.example']);
    expect(result).toEqual({
      code: 0,
      stdout: '{\n  "username": "sam@acme-mutual.example"\n}\n',
      stderr: '',
    });
  });

  it('sends --query parameters and --field values as a typed JSON body', async () => {
    const api = fakeApi({
      routes: {
        'POST /api/user': (request) => Response.json({ echo: request.body, q: request.query.get('x') }),
      },
    });
    const result = await runWith(api, [
      'api',
      'POST',
      '/api/user',
      '--field',
      'email=a@b.example',
      '--field',
      'active=true',
      '--field',
      'n=3',
      '--query',
      'x=1',
    ]);
    expect(JSON.parse(result.stdout)).toEqual({ echo: { email: 'a@b.example', active: true, n: 3 }, q: '1' });
  });

  it('suggests the nearest contract paths for an unknown one and exits 2', async () => {
    const api = fakeApi();
    const result = await runWith(api, ['api', 'GET', '/api/users']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^\/api\/users is not a path of the contract; nearest: \/api\/user, /);
    expect(api.calls).toEqual([]);
  });

  it('names the methods a path offers when the method is wrong', async () => {
    const result = await runWith(fakeApi(), ['api', 'DELETE', '/api/profile/userinfo']);
    expect(result).toMatchObject({
      code: 2,
      stderr: 'DELETE /api/profile/userinfo is not in the contract; it offers GET\n',
    });
  });

  it('makes public calls without a session, others need one (exit 4)', async () => {
    const api = fakeApi({
      routes: { 'GET /healthz': () => Response.json({ status: 'ok' }) },
      publicRoutes: ['GET /healthz'],
    });
    const health = await runWith(api, ['api', 'GET', '/healthz'], { signedIn: false });
    expect(health).toEqual({ code: 0, stdout: '{\n  "status": "ok"\n}\n', stderr: '' });
    expect(api.calls[0]?.auth).toBeNull();
    const profile = await runWith(api, ['api', 'GET', '/api/profile/userinfo'], { signedIn: false });
    expect(profile.code).toBe(4);
    const signedIn = await runWith(api, ['api', 'GET', '/api/profile/userinfo']);
    expect(JSON.parse(signedIn.stdout)).toEqual(ada);
  });

  it('reports a 501 on one line with exit 1, the server’s problem body on stdout', async () => {
    const result = await runWith(fakeApi(), ['api', 'GET', '/api/role']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'GET /api/role failed: Not Implemented: GET /api/role is not implemented yet\n',
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 501, code: 'not_implemented' });
  });

  it('sends -H headers, prints the status and headers with -i', async () => {
    const seen: string[] = [];
    const api = fakeApi({
      routes: {
        'GET /api/user': (request) => {
          seen.push(request.headers.get('x-trace') ?? '');
          return page([{ email: 'ada@acme-mutual.example' }]);
        },
      },
    });
    const result = await runWith(api, ['api', 'GET', '/api/user', '-H', 'X-Trace: abc', '-i']);
    expect(result.code, result.stderr).toBe(0);
    expect(seen).toEqual(['abc']);
    expect(result.stdout).toMatch(/^HTTP 200/);
    expect(result.stdout).toContain('content-type: application/json');
    expect(result.stdout).toContain('"total": 1');
  });

  it('fetches every page with --paginate and prints all items with the total', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ email: `u${i}@acme-mutual.example` }));
    const api = fakeApi({
      routes: {
        'GET /api/user': (request) => {
          const n = Number(request.query.get('page') ?? '1');
          return page(all.slice((n - 1) * 2, n * 2), { page: n, pageSize: 2, total: all.length });
        },
      },
    });
    const result = await runWith(api, ['api', 'GET', '/api/user', '--paginate']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ items: all, page: 1, pageSize: 5, total: 5 });
  });

  it('knows every operation of the contract (the list is generated and not stale)', async () => {
    expect(CONTRACT_OPERATIONS.length).toBeGreaterThanOrEqual(227);
    expect(readFileSync(outPath, 'utf8')).toBe(await generate());
  });
});

describe('ratelens completion', () => {
  it('prints a bash script generated from the command tree that bash accepts', async () => {
    const result = await runWith(fakeApi(), ['completion', 'bash'], { signedIn: false });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("':users') path='users' ;;");
    expect(result.stdout).toContain("'tenants status') words='set --help' ;;");
    expect(result.stdout).toContain('complete -o default -F _ratelens_complete ratelens');
    execFileSync('bash', ['-n'], { input: result.stdout });
  });

  it('completes sub-commands and options when sourced in bash', () => {
    const script = path.join(tempDir(), 'ratelens.bash');
    writeFileSync(script, bashScript(createProgram(fakeApi().deps(fakeIo().io))));
    const complete = (line: string) =>
      execFileSync('bash', [
        '-c',
        `source "$0"; COMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _ratelens_complete; echo "\${COMPREPLY[*]}"`,
        script,
      ])
        .toString()
        .trim();
    expect(complete('ratelens user')).toBe('users');
    expect(complete('ratelens usec')).toBe('usecases');
    expect(complete('ratelens users l')).toBe('list');
    expect(complete('ratelens tenants deactivate --y')).toBe('--yes');
    expect(complete('ratelens tenants status s')).toBe('set');
  });

  it('prints a zsh script and rejects other shells with exit 2', async () => {
    const zsh = await runWith(fakeApi(), ['completion', 'zsh'], { signedIn: false });
    expect(zsh.stdout).toMatch(/^#compdef ratelens\n/);
    expect(zsh.stdout).toContain('bashcompinit');
    const fish = await runWith(fakeApi(), ['completion', 'fish'], { signedIn: false });
    expect(fish).toMatchObject({ code: 2, stderr: "unsupported shell 'fish': use bash or zsh\n" });
  });
});
