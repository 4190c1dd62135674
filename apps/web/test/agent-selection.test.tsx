import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServicesProvider, type Services } from '../src/app/services.tsx';
import { PageHeaderProvider } from '../src/app/page-header.tsx';
import { pickAgent, selectedAgentId } from '../src/app/workspace-selection.ts';
import { AiAssistancePage } from '../src/features/assistant/pages.tsx';
import { chatsOfUseCase } from '../src/features/assistant/chat-backend.ts';
import { app, loaded, portfolio, signIn } from './web-app-fixture.ts';

const underwriter = { id: 'a-underwriter', name: 'Underwriting agent', isActive: true };
const claimsAgent = { id: 'a-claims', name: 'Claims agent', isActive: true };

/** The assistant's new-chat screen of a use case, as the signed-in tab renders it. */
const chatScreen = (services: Services) =>
  renderToString(
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <PageHeaderProvider>
          <MemoryRouter initialEntries={['/use-cases/uc-g-portfolio/ai-assistance']}>
            <Routes>
              <Route path="/use-cases/:useCaseId/ai-assistance" element={<AiAssistancePage />} />
            </Routes>
          </MemoryRouter>
        </PageHeaderProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );

async function signedIn(agents: (typeof underwriter)[]) {
  const world = app({ groups: [portfolio], agents });
  await signIn(world.services);
  await loaded(world.services);
  return world;
}

/** The text of the agent line or the label of the agent field's chosen value. */
const agentShown = (html: string) =>
  /data-testid="chat-agent"[^>]*>Agent: <strong>([^<]*)</.exec(html)?.[1] ??
  /class="rl-select__value"[^>]*>([^<]*)</.exec(html)?.[1];

describe('the assistant names the agent selectionMachine selected', () => {
  it('shows the single loaded agent as the one the chat runs with', async () => {
    const { services } = await signedIn([underwriter]);
    expect(services.workspace.agents.getSnapshot().hasTag('selected')).toBe(true);
    expect(agentShown(chatScreen(services))).toBe('Underwriting agent');
  });

  it('asks for a pick among several agents, then shows the picked one', async () => {
    const { services } = await signedIn([claimsAgent, underwriter]);
    const before = chatScreen(services);
    expect(before).toContain('Select an agent');
    expect(before).not.toContain('data-testid="chat-agent"');
    pickAgent(services.workspace, underwriter.id);
    expect(services.workspace.agents.getSnapshot().context.selected?.id).toBe(underwriter.id);
    expect(agentShown(chatScreen(services))).toBe('Underwriting agent');
  });

  it('shows no agent when none is active', async () => {
    const { services } = await signedIn([]);
    const html = chatScreen(services);
    expect(html).not.toContain('chat__agent');
    expect(html).toContain('New chat');
  });

  it('ignores a pick of an agent that was not loaded', async () => {
    const { services } = await signedIn([claimsAgent, underwriter]);
    pickAgent(services.workspace, 'a-elsewhere');
    expect(selectedAgentId(services.workspace)).toBeUndefined();
  });
});

describe('a new chat is created with the selected agent', () => {
  it('sends the single agent in the create call', async () => {
    const { services, posts } = await signedIn([underwriter]);
    const backend = chatsOfUseCase(services.api, 'uc-g-portfolio');
    await backend.create!(selectedAgentId(services.workspace));
    expect(posts).toContainEqual({
      path: '/api/usecase/uc-g-portfolio/chats',
      body: { agentId: underwriter.id },
    });
  });

  it('leaves the agent to the server while none of several is picked', async () => {
    const { services, posts } = await signedIn([claimsAgent, underwriter]);
    await chatsOfUseCase(services.api, 'uc-g-portfolio').create!(selectedAgentId(services.workspace));
    expect(posts).toContainEqual({ path: '/api/usecase/uc-g-portfolio/chats', body: {} });
  });
});
