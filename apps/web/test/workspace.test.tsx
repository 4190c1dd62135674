import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { waitFor } from 'xstate';
import type { SessionTokens } from '@ratelens/api';
import { createServices, ServicesProvider, type Services } from '../src/app/services.tsx';
import { RequireAdmin, RequireFeature } from '../src/app/guards.tsx';
import { PageHeaderProvider } from '../src/app/page-header.tsx';
import { createSignIn } from '../src/features/auth/use-sign-in.ts';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const tokens: SessionTokens = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  id_token: 'id-1',
  tenantId: '00000000-0000-4000-8000-000000000001',
  expires_in: 600,
  token_type: 'Bearer',
};
const portfolio = { id: 'g-portfolio', name: 'Portfolio Assistant', isActive: true };
const claims = { id: 'g-claims', name: 'Claims', isActive: true };
const profile = {
  tenantId: tokens.tenantId,
  tenantName: 'Acme Mutual',
  tenantSlug: 'acme-mutual',
  name: 'Sam Carter',
  username: 'sam',
  email: 'sam@acme-mutual.example',
  roleName: 'user',
  roleDescription: 'Uses the workspace',
  active: true,
  enabledFeatures: ['ANM-DSH'],
  groupId: null,
  createdDateTime: '2026-01-01T00:00:00.000Z',
  updateDateTime: '2026-01-01T00:00:00.000Z',
};

interface World {
  groups: (typeof portfolio)[];
  agents: { id: string; name: string; isActive: boolean }[];
  failUseCasesOf?: string;
}

/** The web app's services over a fetch that answers like the server and records every request. */
function app(world: World, storage = new MemoryStorage()) {
  const requests: URL[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  const page = (items: unknown[]) => json({ items, page: 1, pageSize: 20, total: items.length });
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    switch (url.pathname) {
      case '/api/group':
        return page(world.groups);
      case '/api/user/feature':
        return json([]);
      case '/api/agent':
        return page(world.agents);
      case '/api/usecase': {
        const groupId = /groupId\|eq\|([^,]+)/.exec(url.searchParams.get('filter') ?? '')?.[1] ?? '';
        if (groupId === world.failUseCasesOf) {
          return json({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'x' }, 503);
        }
        return page([{ id: `uc-${groupId}`, name: `Only use case of ${groupId}`, groupId, isActive: true }]);
      }
      case '/api/profile/userinfo':
        return json(profile);
      case '/sso/token':
        return json(tokens);
      default:
        return json({ type: 'about:blank', title: 'Not found', status: 404, code: 'x' }, 404);
    }
  };
  const services = createServices({ storage, origin: 'http://app.test', fetch });
  return { services, requests, storage };
}

const loaded = (services: Services) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (services.workspace.loading().status === 'done') resolve();
    };
    services.workspace.subscribe(check);
    check();
  });

const loadProfile = (services: Services) =>
  services.queryClient.fetchQuery(services.$api.queryOptions('get', '/api/profile/userinfo'));

/** What sign-in and the authenticated layout do: set the session, then load the profile. */
async function signIn(services: Services) {
  services.session.send({ type: 'SESSION.TOKENS_SET', tokens });
  await loadProfile(services);
}

afterEach(() => vi.restoreAllMocks());

describe('the sign-in loading of the web app', () => {
  it('runs the SPEC §7 calls once the signed-in user is known', async () => {
    const { services, requests } = app({ groups: [portfolio, claims], agents: [] });
    services.session.send({ type: 'SESSION.TOKENS_SET', tokens });
    expect(requests).toEqual([]);
    await loadProfile(services);
    await loaded(services);
    const sent = requests
      .filter((url) => url.pathname !== '/api/profile/userinfo')
      .map((url) => `${url.pathname}?${decodeURIComponent(url.searchParams.toString())}`);
    expect(sent.sort()).toEqual(
      [
        '/api/agent?page=1&pageSize=5&orderBy=name&filter=isActive|eq|true',
        '/api/group?',
        '/api/group?page=1&pageSize=100&orderBy=name&filter=isActive|eq|true',
        '/api/user/feature?',
        '/api/usecase?page=1&pageSize=100&orderBy=name&filter=groupId|eq|g-portfolio,and,isActive|eq|true',
        '/api/usecase?page=1&pageSize=100&orderBy=name&filter=groupId|eq|g-claims,and,isActive|eq|true',
      ].sort(),
    );
  });

  it('keeps the groups in groupsMachine, which selects a single group by itself', async () => {
    const { services } = app({ groups: [portfolio], agents: [] });
    await signIn(services);
    await loaded(services);
    expect(services.workspace.groups.getSnapshot().context).toMatchObject({
      groups: [portfolio],
      selectedGroups: [portfolio],
    });
  });

  it('leaves the group selection empty when there are several groups', async () => {
    const { services } = app({ groups: [portfolio, claims], agents: [] });
    await signIn(services);
    await loaded(services);
    expect(services.workspace.groups.getSnapshot().context.selectedGroups).toEqual([]);
  });

  it('selects a single agent and a group’s single use case through selectionMachine', async () => {
    const agent = { id: 'a-1', name: 'Filing agent', isActive: true };
    const { services } = app({ groups: [portfolio, claims], agents: [agent] });
    await signIn(services);
    await loaded(services);
    expect(services.workspace.agents.getSnapshot().context.selected).toMatchObject(agent);
    const useCases = services.workspace.useCases.get('g-portfolio')?.getSnapshot();
    expect(useCases?.hasTag('selected')).toBe(true);
    expect(useCases?.context.selected?.id).toBe('uc-g-portfolio');
  });

  it('only logs a group whose use cases fail, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services } = app({ groups: [portfolio, claims], agents: [], failUseCasesOf: 'g-portfolio' });
    await signIn(services);
    await loaded(services);
    expect([...services.workspace.useCases.keys()]).toEqual(['g-claims']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('g-portfolio');
  });

  it('loads at start for a tab opened on a stored session', async () => {
    const first = app({ groups: [portfolio], agents: [] });
    await signIn(first.services);
    await loaded(first.services);
    const second = app({ groups: [portfolio], agents: [] }, first.storage);
    await loadProfile(second.services);
    await loaded(second.services);
    expect(second.services.workspace.groups.getSnapshot().context.selectedGroups).toEqual([portfolio]);
  });

  it('empties the user record, groups and selections when the session ends', async () => {
    const { services } = app({ groups: [portfolio], agents: [{ id: 'a', name: 'A', isActive: true }] });
    await signIn(services);
    await loaded(services);
    services.session.send({ type: 'SESSION.CLEARED' });
    const { workspace } = services;
    expect(workspace.userData.getSnapshot().value).toBe('empty');
    expect(workspace.groups.getSnapshot().context).toEqual({ groups: [], selectedGroups: [] });
    expect(workspace.agents.getSnapshot().context.selected).toBeUndefined();
    expect(workspace.useCases.size).toBe(0);
    expect(workspace.loading().status).toBe('idle');
  });
});

describe('the signed-in user record', () => {
  it('is userDataMachine, filled from each load of the profile', async () => {
    const { services } = app({ groups: [], agents: [] });
    await signIn(services);
    const record = services.workspace.userData.getSnapshot();
    expect(record.hasTag('signedIn')).toBe(true);
    expect(record.context).toMatchObject({ name: 'Sam Carter', enabledFeatures: ['ANM-DSH'] });
    // The machine keeps the SPEC §3 fields only.
    expect(record.context).not.toHaveProperty('tenantSlug');
  });

  function renderGuarded(services: Services, guard: React.ReactNode) {
    return renderToString(
      <ServicesProvider services={services}>
        <PageHeaderProvider>
          <MemoryRouter initialEntries={['/guarded']}>
            <Routes>
              <Route element={guard}>
                <Route path="/guarded" element={<p>guarded content</p>} />
              </Route>
              <Route path="/" element={<p>dashboard</p>} />
            </Routes>
          </MemoryRouter>
        </PageHeaderProvider>
      </ServicesProvider>,
    );
  }

  it('is what the route guards read', () => {
    const { services } = app({ groups: [], agents: [] });
    services.session.send({ type: 'SESSION.TOKENS_SET', tokens });
    services.workspace.userData.send({ type: 'USER_DATA.SET', user: profile });
    expect(renderGuarded(services, <RequireFeature feature="ANM-DSH" />)).toContain('guarded content');
    expect(renderGuarded(services, <RequireFeature feature="DOC-ANL" />)).toContain('not switched on');
    expect(renderGuarded(services, <RequireAdmin />)).not.toContain('guarded content');
    services.workspace.userData.send({
      type: 'USER_DATA.SET',
      user: { ...profile, roleName: 'tenant-admin' },
    });
    expect(renderGuarded(services, <RequireAdmin />)).toContain('guarded content');
  });
});

describe('sign-in through signInMachine', () => {
  it('exchanges the code once, empties the previous cache and sets the session', async () => {
    const { services, requests } = app({ groups: [], agents: [] });
    services.queryClient.setQueryData(['previous', 'user'], 'cached');
    const actor = createSignIn(services, 'http://app.test');
    const credential = { kind: 'code', email: 'sam@acme-mutual.example', code: '123456' } as const;
    actor.send({ type: 'SIGN_IN.SUBMIT', credential });
    actor.send({ type: 'SIGN_IN.SUBMIT', credential });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(requests.filter((url) => url.pathname === '/sso/token')).toHaveLength(1);
    expect(services.queryClient.getQueryData(['previous', 'user'])).toBeUndefined();
    expect(services.session.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(services.session.getSnapshot().context.id_token).toBe('id-1');
  });
});
