import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseInviteCsv } from '../src/commands/invites/send.ts';
import { fakeApi, page, problem, runWith, tempDir, UUID } from './support.ts';

const request = (
  n: number,
  email: string,
  kind: 'access-request' | 'invitation',
  over: Record<string, unknown> = {},
) => ({
  id: UUID(n),
  kind,
  email,
  name: null,
  status: 'pending',
  role: kind === 'invitation' ? 'user' : null,
  message: null,
  requestedBy: kind === 'invitation' ? 'ada@acme-mutual.example' : null,
  tenantId: UUID(1),
  expiresAt: '2025-01-08T00:00:00.000Z',
  lastSentAt: '2025-01-01T00:00:00.000Z',
  sendCount: 1,
  createdDateTime: '2025-01-01T00:00:00.000Z',
  updateDateTime: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** Incoming requests and pending invitations as the contract serves them, with the change calls. */
function requestsApi(options: { refuse?: Record<string, Response> } = {}) {
  const incoming = [
    request(10, 'kim@acme-mutual.example', 'access-request', { message: 'Please let me in' }),
  ];
  const pending = [request(20, 'lee@acme-mutual.example', 'invitation')];
  const bodies: { invites: unknown[]; approve?: unknown; decline?: unknown } = { invites: [] };
  let next = 30;
  const refuse = options.refuse ?? {};
  const api = fakeApi({
    routes: {
      'GET /api/user-request/incoming-requests': () => page(incoming),
      'GET /api/user-request/pending-invitations': () => page(pending),
      'POST /api/user-request/invite-user': (r) => {
        const body = r.body as { email: string; role: string; name?: string };
        bodies.invites.push(body);
        const refused = refuse[body.email];
        if (refused) return refused;
        return Response.json(
          request(next++, body.email, 'invitation', { role: body.role, name: body.name ?? null }),
          {
            status: 201,
          },
        );
      },
      [`PUT /api/user-request/approve/${UUID(10)}`]: (r) => {
        bodies.approve = r.body;
        return Response.json({ ...incoming[0], status: 'approved', role: (r.body as { role: string }).role });
      },
      [`PUT /api/user-request/decline/${UUID(10)}`]: (r) => {
        bodies.decline = r.body;
        return refuse.decline ?? Response.json({ ...incoming[0], status: 'declined' });
      },
      [`PUT /api/user-request/cancel-invitation/${UUID(20)}`]: () =>
        Response.json({ ...pending[0], status: 'cancelled' }),
      [`PUT /api/user-request/resend-invitation/${UUID(20)}`]: () =>
        refuse.resend ?? Response.json({ ...pending[0], sendCount: 2 }),
    },
  });
  return { api, bodies };
}

const puts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.method !== 'GET').map((c) => c.path);

describe('ratelens invites', () => {
  it('sends one invitation per address through the machine and reports each', async () => {
    const { api, bodies } = requestsApi();
    const result = await runWith(api, [
      'invites',
      'send',
      'max@acme-mutual.example',
      'zoe@acme-mutual.example',
      '--role',
      'tenant-admin',
    ]);
    expect(result.code).toBe(0);
    expect(bodies.invites).toEqual([
      { email: 'max@acme-mutual.example', role: 'tenant-admin' },
      { email: 'zoe@acme-mutual.example', role: 'tenant-admin' },
    ]);
    expect(result.stderr).toBe(
      '✓ Invitation sent to max@acme-mutual.example\n✓ Invitation sent to zoe@acme-mutual.example\n2 sent, 0 failed\n',
    );
  });

  it('reads invites.csv, skips bad rows, reports every row and exits 1 when any failed', async () => {
    const { api, bodies } = requestsApi({
      refuse: {
        'taken@acme-mutual.example': problem(
          409,
          'Conflict',
          'taken@acme-mutual.example is already a member',
          'already_member',
        ),
      },
    });
    const file = path.join(tempDir(), 'invites.csv');
    writeFileSync(
      file,
      [
        'email,name,role',
        'max@acme-mutual.example,Max Moll,user',
        'not-an-address,Nobody,user',
        'taken@acme-mutual.example,,',
        'lee@acme-mutual.example,Lee Park,user',
        '"kay@acme-mutual.example","Kay, Jr.",boss',
        'zoe@acme-mutual.example,"Zoe ""Z"" Ng",tenant-admin',
      ].join('\n'),
    );
    const result = await runWith(api, ['invites', 'send', '--file', file, '--json']);
    expect(result.code).toBe(1);
    expect(bodies.invites).toEqual([
      { email: 'max@acme-mutual.example', role: 'user', name: 'Max Moll' },
      { email: 'taken@acme-mutual.example', role: 'user' },
      { email: 'zoe@acme-mutual.example', role: 'tenant-admin', name: 'Zoe "Z" Ng' },
    ]);
    expect(result.stderr.split('\n')).toEqual([
      '✓ line 2: Invitation sent to max@acme-mutual.example',
      "! line 3: Could not invite not-an-address: 'not-an-address' is not an e-mail address",
      '! line 4: Could not invite taken@acme-mutual.example: Conflict: taken@acme-mutual.example is already a member',
      '! line 5: An invitation to lee@acme-mutual.example is already pending',
      "! line 6: Could not invite kay@acme-mutual.example: role 'boss' is not one of system-admin, tenant-admin, user",
      '✓ line 7: Invitation sent to zoe@acme-mutual.example',
      '2 sent, 4 failed',
      '4 of 6 invitations failed',
      '',
    ]);
    const rows = JSON.parse(result.stdout) as Array<{ line: number; ok: boolean }>;
    expect(rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
      [7, true],
    ]);
  });

  it('rejects a CSV without the email column as a usage error before any call', async () => {
    const { api } = requestsApi();
    const file = path.join(tempDir(), 'invites.csv');
    writeFileSync(file, 'mail,name\na@b.example,A\n');
    const result = await runWith(api, ['invites', 'send', '--file', file]);
    expect(result).toMatchObject({ code: 2 });
    expect(result.stderr).toBe(
      `${file}: the header must be email,name,role (name and role optional), not 'mail,name'\n`,
    );
    expect(api.calls).toEqual([]);
    expect(() => parseInviteCsv('email\n"unclosed\n', 'x.csv')).toThrow(/^x\.csv: /);
  });

  it('lists pending invitations, and says so on stderr when there are none', async () => {
    const { api } = requestsApi();
    const result = await runWith(api, ['invites', 'list']);
    expect(result.stdout).toBe(
      `${UUID(20)}\tlee@acme-mutual.example\t\tuser\t2025-01-01 00:00Z\t2025-01-08 00:00Z\n`,
    );
    const empty = fakeApi({
      routes: {
        'GET /api/user-request/incoming-requests': () => page([]),
        'GET /api/user-request/pending-invitations': () => page([]),
      },
    });
    const emptyJson = await runWith(empty, ['invites', 'list', '--json']);
    expect(emptyJson).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(emptyJson.stdout)).toMatchObject({ items: [], total: 0 });
    expect(await runWith(empty, ['invites', 'list'])).toEqual({
      code: 0,
      stdout: '',
      stderr: 'No pending invitations found\n',
    });
  });

  it('cancels and resends a pending invitation by id', async () => {
    const { api } = requestsApi();
    const cancel = await runWith(api, ['invites', 'cancel', UUID(20)]);
    expect(cancel).toEqual({
      code: 0,
      stdout: '',
      stderr: '✓ Invitation to lee@acme-mutual.example cancelled\n',
    });
    const resend = await runWith(api, ['invites', 'resend', UUID(20), '--json']);
    expect(JSON.parse(resend.stdout).sendCount).toBe(2);
    expect(puts(api)).toEqual([
      `/api/user-request/cancel-invitation/${UUID(20)}`,
      `/api/user-request/resend-invitation/${UUID(20)}`,
    ]);
  });

  it('refuses an id that is not pending without calling the change, exit 1', async () => {
    const { api } = requestsApi();
    const result = await runWith(api, ['invites', 'cancel', UUID(99)]);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'That invitation is no longer pending\n' });
    expect(puts(api)).toEqual([]);
  });

  it('reports the resend rate limit on one line', async () => {
    const { api } = requestsApi({
      refuse: { resend: problem(429, 'Too Many Requests', 'Wait a minute before resending') },
    });
    const result = await runWith(api, ['invites', 'resend', UUID(20)]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Could not resend the invitation to lee@acme-mutual.example: Too Many Requests: Wait a minute before resending\n',
    });
  });

  it('exits 1 with one line while the server answers 501, and 4 when not signed in', async () => {
    const result = await runWith(fakeApi(), ['invites', 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'could not load user requests: Not Implemented: GET /api/user-request/incoming-requests is not implemented yet\n',
    );
    const anonymous = await runWith(fakeApi(), ['invites', 'send', 'a@b.example'], { signedIn: false });
    expect(anonymous).toEqual({ code: 4, stdout: '', stderr: 'not signed in: run `ratelens login`\n' });
  });

  it('uses the tenant-scoped calls with --tenant', async () => {
    const tenant = UUID(5);
    const api = fakeApi({
      routes: {
        [`GET /api/tenant/${tenant}/user-request/incoming-requests`]: () => page([]),
        [`GET /api/tenant/${tenant}/user-request/pending-invitations`]: () =>
          page([request(20, 'x@y.example', 'invitation')]),
      },
    });
    const result = await runWith(api, ['invites', 'list', '--tenant', tenant, '--json']);
    expect(JSON.parse(result.stdout).items).toHaveLength(1);
  });
});

describe('ratelens requests', () => {
  it('lists incoming access requests', async () => {
    const { api } = requestsApi();
    const result = await runWith(api, ['requests', 'list', '--json']);
    expect(JSON.parse(result.stdout).items.map((r: { email: string }) => r.email)).toEqual([
      'kim@acme-mutual.example',
    ]);
  });

  it('approves with a role', async () => {
    const { api, bodies } = requestsApi();
    const result = await runWith(api, ['requests', 'approve', UUID(10), '--role', 'user']);
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: '✓ Request from kim@acme-mutual.example approved as user\n',
    });
    expect(bodies.approve).toEqual({ role: 'user' });
  });

  it('needs a valid role and a valid id to approve (exit 2)', async () => {
    const { api } = requestsApi();
    expect(await runWith(api, ['requests', 'approve', UUID(10)])).toMatchObject({
      code: 2,
      stderr: 'missing --role <role>: the role the new member gets\n',
    });
    expect(await runWith(api, ['requests', 'approve', '42', '--role', 'user'])).toMatchObject({
      code: 2,
      stderr: "<id> '42' is not an id (expected a UUID)\n",
    });
    expect(api.calls).toEqual([]);
  });

  it('declines with a reason, and a failure rolls back with one line', async () => {
    const { api, bodies } = requestsApi();
    const ok = await runWith(api, ['requests', 'decline', UUID(10), '--reason', 'not staff']);
    expect(ok.stderr).toBe('✓ Request from kim@acme-mutual.example declined\n');
    expect(bodies.decline).toEqual({ reason: 'not staff' });
    const { api: refusing } = requestsApi({
      refuse: { decline: problem(409, 'Conflict', 'Already decided', 'not_pending') },
    });
    const failed = await runWith(refusing, ['requests', 'decline', UUID(10)]);
    expect(failed).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Could not decline the request from kim@acme-mutual.example: Conflict: Already decided\n',
    });
  });
});

describe('ratelens invites send (one address)', () => {
  it('takes --name only with a single address', async () => {
    const api = fakeApi();
    const result = await runWith(api, ['invites', 'send', 'a@b.example', 'c@d.example', '--name', 'A']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: '--name goes with one address; give names in the CSV file for several\n',
    });
    expect(api.calls).toEqual([]);
  });

  it('refuses addresses that are not e-mail addresses as a usage error before any call', async () => {
    const api = fakeApi();
    const result = await runWith(api, ['invites', 'send', 'a@b.example', 'not-an-address', 'x@']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: "'not-an-address', 'x@' are not e-mail addresses\n",
    });
    expect(api.calls).toEqual([]);
  });

  it('prints a single failure once, as the error line', async () => {
    const api = fakeApi({
      routes: {
        'GET /api/user-request/incoming-requests': () => page([]),
        'GET /api/user-request/pending-invitations': () => page([]),
        'POST /api/user-request/invite-user': () =>
          problem(409, 'Conflict', 'Already a member', 'already_member'),
      },
    });
    const result = await runWith(api, ['invites', 'send', 'sam@acme-mutual.example']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Could not invite sam@acme-mutual.example: Conflict: Already a member\n',
    });
  });
});
