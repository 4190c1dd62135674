import { describe, expect, it } from 'vitest';
import { chatsOfUseCase, portfolioChats } from '../src/features/assistant/chat-backend.ts';
import { app, signIn } from './web-app-fixture.ts';

// The calls each assistant's backend makes, as the server receives them (path, query, body).

/** A signed-in tab's services (the client sends the calls with the session's token). */
async function world() {
  const tab = app({ groups: [], agents: [] });
  await signIn(tab.services);
  tab.posts.length = 0;
  tab.requests.length = 0;
  return tab;
}
const settle = (promise: Promise<unknown> | undefined) =>
  promise?.then(
    () => undefined,
    () => undefined,
  );

describe('the portfolio assistant backend', () => {
  it('creates its chats in the portfolio use case, with the agent when one is given', async () => {
    const { services, posts } = await world();
    const backend = portfolioChats(services.api, 'uc-portfolio');
    await backend.create!('a-1');
    await backend.create!();
    expect(posts).toEqual([
      { path: '/api/chats', body: { usecaseId: 'uc-portfolio', agentId: 'a-1' } },
      { path: '/api/chats', body: { usecaseId: 'uc-portfolio' } },
    ]);
  });

  it('asks and votes on the chat’s own paths', async () => {
    const { services, posts } = await world();
    const backend = portfolioChats(services.api, 'uc-portfolio');
    await settle(backend.ask!('c-1', 'Which states lose money?'));
    await settle(backend.vote!('c-1', 'm-1', 'data', 'down', 'Wrong year'));
    expect(posts).toEqual([
      { path: '/api/chats/c-1/questions', body: { question: 'Which states lose money?' } },
      { path: '/api/chats/c-1/messages/m-1/vote', body: { vote: 'down', comment: 'Wrong year' } },
    ]);
  });
});

describe('a use case’s assistant backend', () => {
  it('votes per approach when one is named, on the whole message otherwise, without an empty comment', async () => {
    const { services, posts } = await world();
    const backend = chatsOfUseCase(services.api, 'uc-1');
    await settle(backend.vote!('c-1', 'm-1', 'documents', 'up'));
    await settle(backend.vote!('c-1', 'm-1', undefined, 'up', ''));
    expect(posts).toEqual([
      { path: '/api/usecase/uc-1/chats/c-1/messages/m-1/approach/documents/vote', body: { vote: 'up' } },
      { path: '/api/usecase/uc-1/chats/c-1/messages/m-1/vote', body: { vote: 'up' } },
    ]);
  });

  it('suggests the active questions of the question base in their order, and none for a count of 0', async () => {
    const { services, requests } = await world();
    const backend = chatsOfUseCase(services.api, 'uc-1');
    expect(await backend.suggestions!(0)).toEqual([]);
    expect(requests).toHaveLength(0);
    await settle(backend.suggestions!(3));
    const asked = requests.find((url) => url.pathname === '/api/usecase/uc-1/questions');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      page: '1',
      pageSize: '3',
      orderBy: 'sortOrder',
      filter: 'isActive|eq|true',
    });
  });

  it('is read-only when it reviews a member’s chats', async () => {
    const { services } = await world();
    const review = chatsOfUseCase(services.api, 'uc-1', 'ada@acme-mutual.example');
    expect([review.create, review.ask, review.stream, review.vote]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(review.key).toEqual(['chats', 'usecase', 'uc-1', 'ada@acme-mutual.example']);
  });
});
