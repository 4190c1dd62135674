import {
  EVENT_STREAM_ACCEPT,
  readAnswerStream,
  unwrap,
  type AnswerStreamEvent,
  type ApiClient,
  type components,
} from '@ratelens/api';
import { listQuery, type ListQuery } from '@ratelens/api';
import { filter } from '@ratelens/domain';
import type { FetchedFile } from './FileView.tsx';
import { fileFrom } from './FileView.tsx';

export type ChatSummaryPage = components['schemas']['ChatSummaryPage'];
export type ChatHistory = components['schemas']['ChatHistory'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type Approach = components['schemas']['Approach'];
export type CitationDetail = components['schemas']['CitationDetail'];
export type Vote = components['schemas']['Vote'];

/** The calls one chat screen makes; the use-case assistant, the portfolio assistant and the review differ. */
export interface ChatBackend {
  key: readonly unknown[];
  list(query: ListQuery): Promise<ChatSummaryPage>;
  history(chatId: string): Promise<ChatHistory>;
  /** Creates the chat, answered by the given agent (the server's default without one). */
  create?(agentId?: string): Promise<{ id: string }>;
  ask?(chatId: string, question: string): Promise<unknown>;
  /** Asks with the answer streamed as server-sent events; resolves when the stream ends. */
  stream?(
    chatId: string,
    question: string,
    signal: AbortSignal,
    onEvent: (event: AnswerStreamEvent) => void,
  ): Promise<void>;
  vote?(
    chatId: string,
    messageId: string,
    approach: Approach | undefined,
    vote: Vote,
    comment?: string,
  ): Promise<unknown>;
  /** Suggested questions for an empty chat: the use case's question base. */
  suggestions?(count: number): Promise<string[]>;
  /** Citations open on their own route (SPEC §2 chains); the portfolio assistant has none. */
  approachRoutes: boolean;
  citation?(
    chatId: string,
    messageId: string,
    approach: Approach,
    citationId: string,
  ): Promise<CitationDetail>;
  file?(filename: string, signal: AbortSignal): Promise<FetchedFile>;
}

/** The body of a streamed answer, or the problem the server answered instead. */
async function streamed(
  result: { data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response },
  onEvent: (event: AnswerStreamEvent) => void,
): Promise<void> {
  const body = unwrap(result);
  if (!body) throw new Error('The answer stream is empty');
  await readAnswerStream(body, onEvent);
}

/** The body and options of a question whose answer comes back as server-sent events. */
const streamingAsk = (question: string, signal: AbortSignal) => ({
  body: { question },
  headers: { accept: EVENT_STREAM_ACCEPT },
  parseAs: 'stream' as const,
  signal,
});

async function questionBase(api: ApiClient, usecaseId: string, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const page = unwrap(
    await api.GET('/api/usecase/{usecaseId}/questions', {
      params: {
        path: { usecaseId },
        query: listQuery({
          page: 1,
          pageSize: count,
          orderBy: 'sortOrder',
          filter: filter().where('isActive', 'eq', true),
        }),
      },
    }),
  );
  return page.items.map((q) => q.text);
}

/** COM-AST: chats of a use case; with `userEmail`, one member's chats, read-only (admin review). */
export function chatsOfUseCase(api: ApiClient, usecaseId: string, userEmail?: string): ChatBackend {
  const path = { usecaseId };
  const base: ChatBackend = {
    key: ['chats', 'usecase', usecaseId, userEmail ?? null],
    approachRoutes: true,
    list: async (query) =>
      userEmail
        ? unwrap(
            await api.GET('/api/usecase/{usecaseId}/chats/user/{userEmail}/summary', {
              params: { path: { usecaseId, userEmail }, query },
            }),
          )
        : unwrap(await api.GET('/api/usecase/{usecaseId}/chats/summary', { params: { path, query } })),
    history: async (chatId) =>
      unwrap(
        await api.GET('/api/usecase/{usecaseId}/chats/{chatId}/history', {
          params: { path: { usecaseId, chatId } },
        }),
      ),
    citation: async (chatId, messageId, approachType, citationId) =>
      unwrap(
        await api.GET(
          '/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/citations/{citationId}',
          { params: { path: { usecaseId, chatId, messageId, approachType, citationId } } },
        ),
      ),
    file: async (filename, signal) =>
      fileFrom(
        await api.GET('/api/usecase/{usecaseId}/chats/view', {
          params: { path, query: { filename } },
          parseAs: 'blob',
          signal,
        }),
      ),
  };
  if (userEmail) return base;
  return {
    ...base,
    create: async (agentId) =>
      unwrap(
        await api.POST('/api/usecase/{usecaseId}/chats', {
          params: { path },
          body: agentId ? { agentId } : {},
        }),
      ),
    ask: async (chatId, question) =>
      unwrap(
        await api.POST('/api/usecase/{usecaseId}/chats/{chatId}/questions', {
          params: { path: { usecaseId, chatId } },
          body: { question },
        }),
      ),
    stream: async (chatId, question, signal, onEvent) =>
      streamed(
        await api.POST('/api/usecase/{usecaseId}/chats/{chatId}/questions', {
          params: { path: { usecaseId, chatId } },
          ...streamingAsk(question, signal),
        }),
        onEvent,
      ),
    suggestions: (count) => questionBase(api, usecaseId, count),
    vote: async (chatId, messageId, approachType, vote, comment) =>
      approachType
        ? unwrap(
            await api.POST(
              '/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/vote',
              {
                params: { path: { usecaseId, chatId, messageId, approachType } },
                body: { vote, ...(comment ? { comment } : {}) },
              },
            ),
          )
        : unwrap(
            await api.POST('/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/vote', {
              params: { path: { usecaseId, chatId, messageId } },
              body: { vote, ...(comment ? { comment } : {}) },
            }),
          ),
  };
}

/** PRF-AST: the portfolio assistant, answering from the portfolio and filing data. */
export function portfolioChats(api: ApiClient, usecaseId: string): ChatBackend {
  return {
    key: ['chats', 'portfolio', usecaseId],
    approachRoutes: false,
    list: async (query) => unwrap(await api.GET('/api/chats/summary', { params: { query } })),
    history: async (chatId) =>
      unwrap(await api.GET('/api/chats/{chatId}/history', { params: { path: { chatId } } })),
    create: async (agentId) =>
      unwrap(await api.POST('/api/chats', { body: agentId ? { usecaseId, agentId } : { usecaseId } })),
    ask: async (chatId, question) =>
      unwrap(
        await api.POST('/api/chats/{chatId}/questions', { params: { path: { chatId } }, body: { question } }),
      ),
    stream: async (chatId, question, signal, onEvent) =>
      streamed(
        await api.POST('/api/chats/{chatId}/questions', {
          params: { path: { chatId } },
          ...streamingAsk(question, signal),
        }),
        onEvent,
      ),
    suggestions: (count) => questionBase(api, usecaseId, count),
    vote: async (chatId, messageId, _approach, vote, comment) =>
      unwrap(
        await api.POST('/api/chats/{chatId}/messages/{messageId}/vote', {
          params: { path: { chatId, messageId } },
          body: { vote, ...(comment ? { comment } : {}) },
        }),
      ),
  };
}
