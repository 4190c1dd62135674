import { describe, expect, it } from 'vitest';
import { run as deactivate } from '../src/commands/tenants/deactivate.ts';
import { API, fakeApi, fakeIo, page, runWith, storeSession, UUID } from './support.ts';

const ID = UUID(42);
const tenant = (over: Record<string, unknown> = {}) => ({
  id: ID,
  name: 'Birch Insurance',
  slug: 'birch-insurance',
  status: 'active',
  isActive: true,
  emailDomains: ['birch-insurance.example'],
  enabledFeatures: ['ANM-DSH'],
  seatLimit: null,
  identityProvider: null,
  createdDateTime: '2025-01-01T00:00:00.000Z',
  updateDateTime: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** A tenant store answering get, activate, deactivate and update-status like the contract. */
function tenantApi(initial = tenant()) {
  let current = initial;
  const set = (over: Record<string, unknown>) => {
    current = { ...current, ...over };
    return Response.json(current);
  };
  return fakeApi({
    routes: {
      'GET /api/tenant': () => page([current]),
      [`GET /api/tenant/${ID}`]: () => Response.json(current),
      [`PATCH /api/tenant/${ID}/activate`]: () => set({ status: 'active', isActive: true }),
      [`PATCH /api/tenant/${ID}/deactivate`]: () => set({ status: 'inactive', isActive: false }),
      [`PUT /api/tenant/${ID}/update-status`]: (request) => {
        const { status } = request.body as { status: string };
        return set({ status, isActive: status === 'active' });
      },
    },
  });
}

const changes = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

describe('ratelens tenants', () => {
  it('lists tenants as a table', async () => {
    const result = await runWith(tenantApi(), ['tenants', 'list']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${ID}\tBirch Insurance\tbirch-insurance\tactive\tbirch-insurance.example\n`);
  });

  it('refuses to deactivate without --yes when there is no terminal, before any call', async () => {
    const api = tenantApi();
    const result = await runWith(api, ['tenants', 'deactivate', ID]);
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'refusing to deactivate without --yes\n' });
    expect(api.calls).toEqual([]);
  });

  it('deactivates with --yes through the tenant status machine', async () => {
    const api = tenantApi();
    const result = await runWith(api, ['tenants', 'deactivate', ID, '--yes', '--json']);
    expect(result.code).toBe(0);
    expect(changes(api)).toEqual([`PATCH /api/tenant/${ID}/deactivate`]);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'inactive', isActive: false });
    expect(result.stderr).toBe('✓ Deactivated tenant Birch Insurance\n');
  });

  it('asks on a terminal and cancels with exit 2 unless the answer is yes', async () => {
    const api = tenantApi();
    const { io, out } = fakeIo({ tty: true, input: 'n\n' });
    const deps = api.deps(io, undefined, { NO_COLOR: '1' });
    storeSession(deps);
    await expect(deactivate(ID, { apiUrl: API }, deps)).rejects.toMatchObject({
      message: 'deactivation cancelled',
      exitCode: 2,
    });
    expect(out.stderr).toContain(
      'Deactivate tenant Birch Insurance (birch-insurance)? Every member is signed out. [y/N] ',
    );
    expect(changes(api)).toEqual([]);
  });

  it('deactivates after "y" at the prompt', async () => {
    const api = tenantApi();
    const { io } = fakeIo({ tty: true, input: 'y\n' });
    const deps = api.deps(io, undefined, { NO_COLOR: '1' });
    storeSession(deps);
    await deactivate(ID, { apiUrl: API }, deps);
    expect(changes(api)).toEqual([`PATCH /api/tenant/${ID}/deactivate`]);
  });

  it('activates an inactive tenant and leaves an active one alone', async () => {
    const inactive = tenantApi(tenant({ status: 'inactive', isActive: false }));
    const result = await runWith(inactive, ['tenants', 'activate', ID]);
    expect(result.code).toBe(0);
    expect(changes(inactive)).toEqual([`PATCH /api/tenant/${ID}/activate`]);
    const active = tenantApi();
    const again = await runWith(active, ['tenants', 'activate', ID]);
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('Tenant Birch Insurance is already active.\n');
    expect(changes(active)).toEqual([]);
  });

  it('sets a status with a reason and rejects an unknown status with exit 2', async () => {
    const api = tenantApi();
    const result = await runWith(api, [
      'tenants',
      'status',
      'set',
      ID,
      'suspended',
      '--reason',
      'unpaid',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'suspended',
      reason: 'unpaid',
    });
    expect(JSON.parse(result.stdout).status).toBe('suspended');
    const bad = await runWith(api, ['tenants', 'status', 'set', ID, 'paused']);
    expect(bad).toMatchObject({
      code: 2,
      stderr: "<status> must be one of onboarding, active, suspended, inactive, not 'paused'\n",
    });
  });

  it('reports the server refusing a deactivation on one line with exit 1', async () => {
    const api = fakeApi({
      routes: {
        [`GET /api/tenant/${ID}`]: () => Response.json(tenant({ name: 'Ratelens' })),
        [`PATCH /api/tenant/${ID}/deactivate`]: () =>
          Response.json(
            {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              code: 'system_tenant',
              detail: 'The system tenant cannot be deactivated',
            },
            { status: 409 },
          ),
      },
    });
    const result = await runWith(api, ['tenants', 'deactivate', ID, '--yes']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Conflict: The system tenant cannot be deactivated\n',
    });
  });

  it('exits 1 with one line while the server does not implement tenants (501)', async () => {
    const result = await runWith(fakeApi(), ['tenants', 'get', ID]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `could not get tenant ${ID}: Not Implemented: GET /api/tenant/${ID} is not implemented yet\n`,
    });
  });

  it('creates a tenant with a slug from its name and checks domains locally', async () => {
    let body: unknown;
    const api = fakeApi({
      routes: {
        'POST /api/tenant': (request) => {
          body = request.body;
          return Response.json(tenant({ name: 'Cedar Mutual', slug: 'cedar-mutual' }), { status: 201 });
        },
      },
    });
    const result = await runWith(api, [
      'tenants',
      'create',
      '--name',
      'Cedar Mutual',
      '--domain',
      'cedar.example,cedar-mutual.example',
      '--feature',
      'DOC-ANL',
    ]);
    expect(result.code).toBe(0);
    expect(body).toEqual({
      name: 'Cedar Mutual',
      slug: 'cedar-mutual',
      emailDomains: ['cedar.example', 'cedar-mutual.example'],
      enabledFeatures: ['DOC-ANL'],
    });
    const bad = await runWith(api, ['tenants', 'create', '--name', 'X', '--domain', '@cedar']);
    expect(bad).toMatchObject({ code: 2, stderr: "--domain '@cedar' is not an internet domain\n" });
  });
});
