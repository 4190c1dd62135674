import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServicesProvider, type Services } from '../src/app/services.tsx';
import { PageHeaderProvider } from '../src/app/page-header.tsx';
import { pickGroup, pickUseCase, selectedUseCaseId } from '../src/app/workspace-selection.ts';
import { GroupsPage } from '../src/features/catalog/GroupsPage.tsx';
import { GroupUseCasesPage } from '../src/features/catalog/GroupUseCasesPage.tsx';
import { app, claims, loaded, portfolio, signIn } from './web-app-fixture.ts';

/** Renders a page, fetches the lists it asked for, and renders it again with their answers. */
async function renderPage(services: Services, path: string, route: string, page: React.ReactNode) {
  const render = () =>
    renderToString(
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          <PageHeaderProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={page} />
              </Routes>
            </MemoryRouter>
          </PageHeaderProvider>
        </QueryClientProvider>
      </ServicesProvider>,
    );
  render();
  // Server rendering builds the queries without running them: run those still pending.
  const pending = services.queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending');
  await Promise.all(pending.map((query) => query.fetch()));
  return render();
}

const currentLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*aria-current="true"[^>]*>([^<]*)</g)].map((match) => match[1]);

describe('the groups page follows groupsMachine', () => {
  it('marks the single group of the user as selected', async () => {
    const { services } = app({ groups: [portfolio], agents: [] });
    await signIn(services);
    await loaded(services);
    const html = await renderPage(services, '/groups', '/groups', <GroupsPage />);
    expect(currentLinks(html)).toEqual(['Portfolio Assistant']);
  });

  it('marks none of several groups until one is opened', async () => {
    const { services } = app({ groups: [portfolio, claims], agents: [] });
    await signIn(services);
    await loaded(services);
    expect(currentLinks(await renderPage(services, '/groups', '/groups', <GroupsPage />))).toEqual([]);
    pickGroup(services.workspace, 'g-claims');
    expect(services.workspace.groups.getSnapshot().context.selectedGroups).toEqual([claims]);
    expect(currentLinks(await renderPage(services, '/groups', '/groups', <GroupsPage />))).toEqual([
      'Claims',
    ]);
  });

  it('does not select a group that is not one of the user’s', async () => {
    const { services } = app({ groups: [portfolio, claims], agents: [] });
    await signIn(services);
    await loaded(services);
    pickGroup(services.workspace, 'g-elsewhere');
    expect(services.workspace.groups.getSnapshot().context.selectedGroups).toEqual([]);
  });
});

describe('a group’s use cases follow selectionMachine', () => {
  const groupPage = (services: Services, groupId: string) =>
    renderPage(services, `/groups/${groupId}/use-cases`, '/groups/:groupId/use-cases', <GroupUseCasesPage />);

  it('marks a group’s single use case as selected', async () => {
    const { services } = app({ groups: [portfolio, claims], agents: [] });
    await signIn(services);
    await loaded(services);
    expect(currentLinks(await groupPage(services, 'g-portfolio'))).toEqual(['Only use case of g-portfolio']);
  });

  it('marks none of several use cases until one is opened, then that one', async () => {
    const { services } = app({ groups: [portfolio], agents: [], useCasesPerGroup: 2 });
    await signIn(services);
    await loaded(services);
    expect(currentLinks(await groupPage(services, 'g-portfolio'))).toEqual([]);
    pickUseCase(services.workspace, 'g-portfolio', 'uc-g-portfolio-2');
    expect(selectedUseCaseId(services.workspace, 'g-portfolio')).toBe('uc-g-portfolio-2');
    expect(currentLinks(await groupPage(services, 'g-portfolio'))).toEqual(['Use case 2 of g-portfolio']);
  });
});
