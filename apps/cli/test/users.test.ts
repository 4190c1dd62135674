import { describe, expect, it } from 'vitest';
import { run as listUsers } from '../src/commands/users/list.ts';
import { API, fakeApi, fakeIo, page, runWith, storeSession, UUID } from './support.ts';

const user = (username: string, over: Record<string, unknown> = {}) => ({
  username,
  name: username.split('@')[0],
  email: username,
  roleName: 'user',
  roleDescription: 'Uses the product',
  active: true,
  tenantId: UUID(1),
  userType: 'customer',
  lastSignInAt: null,
  createdDateTime: '2025-01-01T00:00:00.000Z',
  updateDateTime: '2025-01-01T00:00:00.000Z',
  ...over,
});

const sam = user('sam@acme-mutual.example', { name: 'Sam Carter', lastSignInAt: '2025-03-04T05:06:07.000Z' });

describe('ratelens users list', () => {
  it('prints an aligned table with a header on a terminal', async () => {
    const api = fakeApi({ routes: { 'GET /api/user': () => page([sam, user('lee@acme-mutual.example')]) } });
    const { io, out } = fakeIo({ tty: true });
    const deps = api.deps(io, undefined, { NO_COLOR: '1' });
    storeSession(deps);
    await listUsers({ apiUrl: API }, deps);
    expect(out.stdout.split('\n')).toEqual([
      'USERNAME                 NAME        ROLE  ACTIVE  LAST SIGN-IN',
      'sam@acme-mutual.example  Sam Carter  user  yes     2025-03-04 05:06Z',
      'lee@acme-mutual.example  lee         user  yes     -',
      '',
    ]);
    expect(out.stderr).toBe('');
  });

  it('prints tab-separated rows without a header into a pipe', async () => {
    const api = fakeApi({ routes: { 'GET /api/user': () => page([sam]) } });
    const result = await runWith(api, ['users', 'list']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('sam@acme-mutual.example\tSam Carter\tuser\tyes\t2025-03-04 05:06Z\n');
  });

  it('prints only JSON on stdout with --json: the items with page, pageSize and total', async () => {
    const api = fakeApi({ routes: { 'GET /api/user': () => page([sam], { total: 45 }) } });
    const result = await runWith(api, ['users', 'list', '--json'], { tty: true });
    expect(JSON.parse(result.stdout)).toEqual({ items: [sam], page: 1, pageSize: 20, total: 45 });
    const picked = await runWith(api, ['users', 'list', '--json', 'email,name']);
    expect(JSON.parse(picked.stdout).items).toEqual([{ email: sam.email, name: sam.name }]);
    // Paging hints go to stderr, so stdout stays parseable.
    expect(result.stderr).toContain('Showing 1-1 of 45');
  });

  it('sends paging, order and filter as query parameters', async () => {
    let query = new URLSearchParams();
    const api = fakeApi({
      routes: {
        'GET /api/user': (request) => {
          query = request.query;
          return page([]);
        },
      },
    });
    const filter = 'name|contains:i|ada,and,active|eq|true';
    const result = await runWith(api, [
      'users',
      'list',
      '--page',
      '2',
      '--page-size',
      '50',
      '--order-by',
      'name:desc',
      '--filter',
      filter,
    ]);
    expect(result.code).toBe(0);
    expect(Object.fromEntries(query)).toEqual({ page: '2', pageSize: '50', orderBy: 'name:desc', filter });
  });

  it('says "No users found" on stderr and exits 0 when the list is empty, [] with --json', async () => {
    const api = fakeApi({ routes: { 'GET /api/user': () => page([]) } });
    const plain = await runWith(api, ['users', 'list']);
    expect(plain).toEqual({ code: 0, stdout: '', stderr: 'No users found\n' });
    const json = await runWith(api, ['users', 'list', '--json']);
    expect(json.code).toBe(0);
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
  });

  it('rejects a bad filter locally with the grammar message and exit 2', async () => {
    const api = fakeApi();
    const result = await runWith(api, ['users', 'list', '--filter', 'and,name|eq|ada']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "invalid --filter: A filter cannot start with a logical operator: 'and' at character 0\n",
    );
    expect(api.calls).toEqual([]);
  });

  it('rejects a page size outside 1-500 with exit 2', async () => {
    for (const size of ['0', '501', 'ten']) {
      const result = await runWith(fakeApi(), ['users', 'list', '--page-size', size]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`--page-size must be a whole number from 1 to 500, not '${size}'\n`);
    }
  });

  it('reports a server problem (501 today) on one line with exit 1', async () => {
    const result = await runWith(fakeApi(), ['users', 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'could not list users: Not Implemented: GET /api/user is not implemented yet\n',
    );
    expect(result.stdout).toBe('');
  });

  it('exits 4 without calling the server when not signed in', async () => {
    const api = fakeApi();
    const result = await runWith(api, ['users', 'list'], { signedIn: false });
    expect(result).toEqual({ code: 4, stdout: '', stderr: 'not signed in: run `ratelens login`\n' });
    expect(api.calls).toEqual([]);
  });

  it('exits 4 when the session cannot be refreshed', async () => {
    const api = fakeApi({ refuseRefresh: true, routes: { 'GET /api/user': () => page([sam]) } });
    api.expireIdToken();
    const result = await runWith(api, ['users', 'list', '--json']);
    expect(result).toEqual({ code: 4, stdout: '', stderr: 'not signed in: run `ratelens login`\n' });
  });

  it('lists the members of a named tenant with --tenant', async () => {
    const api = fakeApi({ routes: { [`GET /api/tenant/${UUID(7)}/user`]: () => page([sam]) } });
    const result = await runWith(api, ['users', 'list', '--tenant', UUID(7), '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).items).toEqual([sam]);
    const bad = await runWith(api, ['users', 'list', '--tenant', 'acme']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("--tenant 'acme' is not an id (expected a UUID)\n");
  });
});

describe('ratelens users get, create, update', () => {
  it('gets one member by username as key/value lines or JSON', async () => {
    const api = fakeApi({ routes: { 'GET /api/user/sam@acme-mutual.example': () => Response.json(sam) } });
    const plain = await runWith(api, ['users', 'get', 'Sam@Acme-Mutual.example']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('Name\tSam Carter\n');
    const json = await runWith(api, ['users', 'get', 'sam@acme-mutual.example', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(sam);
  });

  it('reports an unknown member with the problem detail', async () => {
    const api = fakeApi({
      routes: {
        'GET /api/user/nobody@acme-mutual.example': () =>
          Response.json(
            {
              type: 'about:blank',
              title: 'Not Found',
              status: 404,
              code: 'not_found',
              detail: 'No such user',
            },
            { status: 404 },
          ),
      },
    });
    const result = await runWith(api, ['users', 'get', 'nobody@acme-mutual.example']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'could not get nobody@acme-mutual.example: Not Found: No such user\n',
    });
  });

  it('creates a member with the contract body', async () => {
    let body: unknown;
    const api = fakeApi({
      routes: {
        'POST /api/user': (request) => {
          body = request.body;
          return Response.json(user('new@acme-mutual.example', { name: 'New Person' }), { status: 201 });
        },
      },
    });
    const result = await runWith(api, [
      'users',
      'create',
      '--email',
      'new@acme-mutual.example',
      '--name',
      'New Person',
      '--role',
      'user',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(body).toEqual({ email: 'new@acme-mutual.example', name: 'New Person', roleName: 'user' });
    expect(JSON.parse(result.stdout).username).toBe('new@acme-mutual.example');
    expect(result.stderr).toBe('✓ Added new@acme-mutual.example as user\n');
  });

  it('rejects a bad role or a missing field with exit 2 before any call', async () => {
    const api = fakeApi();
    const badRole = await runWith(api, [
      'users',
      'create',
      '--email',
      'a@b.example',
      '--name',
      'A',
      '--role',
      'boss',
    ]);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toBe("--role must be one of system-admin, tenant-admin, user, not 'boss'\n");
    const noName = await runWith(api, ['users', 'create', '--email', 'a@b.example', '--role', 'user']);
    expect(noName.stderr).toBe('missing --name <full name>\n');
    expect(api.calls).toEqual([]);
  });

  it('updates only what is given', async () => {
    let body: unknown;
    const api = fakeApi({
      routes: {
        'PUT /api/user/sam@acme-mutual.example': (request) => {
          body = request.body;
          return Response.json({ ...sam, active: false });
        },
      },
    });
    const result = await runWith(api, ['users', 'update', 'sam@acme-mutual.example', '--inactive']);
    expect(result.code).toBe(0);
    expect(body).toEqual({ active: false });
    const both = await runWith(api, ['users', 'update', 'sam@acme-mutual.example', '--active', '--inactive']);
    expect(both).toMatchObject({ code: 2, stderr: 'choose one of --active and --inactive\n' });
    const nothing = await runWith(api, ['users', 'update', 'sam@acme-mutual.example']);
    expect(nothing).toMatchObject({
      code: 2,
      stderr: 'nothing to change: pass --name, --role, --active or --inactive\n',
    });
  });

  it('passes the self-change conflict through as one line', async () => {
    const api = fakeApi({
      routes: {
        'PUT /api/user/ada@acme-mutual.example': () =>
          Response.json(
            {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              code: 'self_change',
              detail: 'You cannot demote yourself',
            },
            { status: 409 },
          ),
      },
    });
    const result = await runWith(api, ['users', 'update', 'ada@acme-mutual.example', '--role', 'user']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'could not update ada@acme-mutual.example: Conflict: You cannot demote yourself\n',
    });
  });
});
