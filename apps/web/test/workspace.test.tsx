import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { waitFor } from 'xstate';
import { ServicesProvider, type Services } from '../src/app/services.tsx';
import { RequireAdmin, RequireFeature } from '../src/app/guards.tsx';
import { PageHeaderProvider } from '../src/app/page-header.tsx';
import { createSignIn } from '../src/features/auth/use-sign-in.ts';
import { app, claims, loadProfile, loaded, portfolio, profile, signIn, tokens } from './web-app-fixture.ts';

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
