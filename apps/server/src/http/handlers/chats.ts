import type { Principal } from '../../auth/principal.ts';
import type { TenantTx } from '../../db/tenant.ts';
import type { ConfigScope } from '../../services/chats/chat-config.ts';
import * as config from '../../services/chats/chat-config.ts';
import * as sources from '../../services/chats/chat-sources.ts';
import * as chats from '../../services/chats/chats.ts';
import { askQuestion, type AskDeps } from '../../services/chats/chat-ask.ts';
import { checkScope, type ChatRef, type ChatScope } from '../../services/chats/chat-model.ts';
import * as votes from '../../services/chats/chat-votes.ts';
import { fileByName, metadataOf } from '../../services/documents/documents.ts';
import { sendAnswerStream, wantsEventStream } from '../answer-stream.ts';
import { FileAnswer, REPLY_WRITTEN } from '../file-answer.ts';
import type { HandlerContext } from '../context.ts';
import type { Schema } from '../../contract.ts';
import { defineOperations, idOf, type OperationDefs, type SignedInContext } from '../operation.ts';

// The chats of the contract in three families: use-case chats (COM-AST), tenant chats (a system-admin
// acting in a tenant) and the portfolio assistant (PRF-AST). Each operation is typed by its own
// operationId; the families differ only in the scope they pass. Activity, evaluation, trends and the
// citation deep link are in chat-insights.ts.

/** What every chat operation passes on: the acting tenant's transaction and the caller. */
interface Caller {
  tx: TenantTx;
  tenantId: string;
  principal: Principal;
}

const USECASE = (path: { usecaseId: string }): ChatScope => ({
  kind: 'usecase',
  usecaseId: idOf(path.usecaseId),
});
const TENANT: ChatScope = { kind: 'tenant' };
const PORTFOLIO: ChatScope = { kind: 'portfolio' };
const USECASE_CONFIG = (path: { usecaseId: string }): ConfigScope => ({
  kind: 'usecase',
  usecaseId: idOf(path.usecaseId),
});

const ref = (ctx: Caller & { path: { chatId: string } }, scope: ChatScope): ChatRef => ({
  scope,
  chatId: idOf(ctx.path.chatId),
  principal: ctx.principal,
});

const answerRef = (
  ctx: Caller & { path: { chatId: string; messageId: string; approachType: config.Approach } },
  scope: ChatScope,
) => ({ ...ref(ctx, scope), messageId: idOf(ctx.path.messageId), approach: ctx.path.approachType });

const citationRef = (
  ctx: Caller & {
    path: { chatId: string; messageId: string; approachType: config.Approach; citationId: string };
  },
  scope: ChatScope,
) => ({ ...answerRef(ctx, scope), citationId: idOf(ctx.path.citationId) });

export function askDeps(ctx: Pick<HandlerContext, 'deps'>): AskDeps {
  return {
    db: ctx.deps.db,
    provider: ctx.deps.config.llm,
    embeddings: ctx.deps.config.embeddings ?? null,
    onProviderError: (error) =>
      ctx.deps.log.warn({ err: error }, 'LLM provider failed; answered extractively'),
  };
}

/** Asks outside any held transaction (the engine runs between two), streaming when the client asks. */
async function ask<K extends 'askChatQuestionInUsecase' | 'askChatQuestionInTenant' | 'askChatQuestion'>(
  ctx: SignedInContext<K> & { path: { chatId: string } },
  scope: ChatScope,
  body: Schema<'ChatQuestion'>,
) {
  const answer = () =>
    askQuestion(askDeps(ctx), {
      tenantId: ctx.tenantId,
      scope,
      chatId: idOf(ctx.path.chatId),
      principal: ctx.principal,
      body,
    });
  if (!wantsEventStream(ctx.request)) return answer();
  await sendAnswerStream(ctx.request, ctx.reply, answer, ctx.deps.config.answerStreamChunkMs ?? 0);
  return REPLY_WRITTEN;
}

/** A stored file by name (the chat's sources), shown inline. */
async function viewFile(tx: TenantTx, scope: ChatScope, name: string) {
  await checkScope(tx, scope);
  const file = await fileByName(tx, name);
  return new FileAnswer('inline', {
    filename: file.filename,
    contentType: file.contentType,
    body: Buffer.from(file.content),
  });
}

/** A stored file by name (the chat's sources): its metadata as JSON, or the file shown inline. */
async function view(
  tx: TenantTx,
  scope: ChatScope,
  query: { filename?: string; fileName?: string; isMetadata?: boolean },
) {
  const name = query.filename ?? query.fileName ?? '';
  if (query.isMetadata !== true) return viewFile(tx, scope, name);
  await checkScope(tx, scope);
  return metadataOf(await fileByName(tx, name));
}

const transcript = async (
  ctx: Caller & { path: { chatId: string }; query: { format?: 'markdown' | 'csv' } },
  scope: ChatScope,
) =>
  new FileAnswer(
    'attachment',
    await sources.transcript(ctx.tx, {
      ...ref(ctx, scope),
      format: ctx.query.format === 'csv' ? 'csv' : 'markdown',
    }),
  );

const citationFile = async (ctx: Parameters<typeof citationRef>[0], scope: ChatScope) =>
  new FileAnswer(
    'attachment',
    await sources.citationDownload(ctx.tx, await votes.citationOf(ctx.tx, citationRef(ctx, scope))),
  );

const citationDetail = async (ctx: Parameters<typeof citationRef>[0], scope: ChatScope) =>
  sources.citationDetail(ctx.tx, await votes.citationOf(ctx.tx, citationRef(ctx, scope)));

/** A vote on a whole answer (`approach: 'all'`). */
const voteOnAnswer = (
  ctx: Caller & { path: { chatId: string; messageId: string } },
  scope: ChatScope,
  body: Schema<'VoteRequest'>,
) =>
  votes.vote(ctx.tx, {
    ...ref(ctx, scope),
    tenantId: ctx.tenantId,
    messageId: idOf(ctx.path.messageId),
    approach: 'all',
    body,
  });

const writer = (ctx: Caller, scope: ConfigScope) => ({
  tenantId: ctx.tenantId,
  scope,
  updatedBy: ctx.principal.email,
});

export const chatHandlers = defineOperations({
  createChatInUsecase: {
    tenant: 'acting',
    status: 201,
    run: (ctx) => chats.createChat(ctx.tx, { ...ctx, scope: USECASE(ctx.path), body: ctx.body ?? {} }),
  },
  listChatSummariesInUsecase: {
    tenant: 'acting',
    run: (ctx) => chats.listSummaries(ctx.tx, { ...ctx, scope: USECASE(ctx.path), filter: { kind: 'mine' } }),
  },
  listAgentChatSummariesInUsecase: {
    tenant: 'acting',
    run: (ctx) =>
      chats.listSummaries(ctx.tx, {
        ...ctx,
        scope: USECASE(ctx.path),
        filter: { kind: 'agent', agentId: idOf(ctx.path.agentId) },
      }),
  },
  listUserChatSummariesInUsecase: {
    tenant: 'acting',
    run: (ctx) =>
      chats.listSummaries(ctx.tx, {
        ...ctx,
        scope: USECASE(ctx.path),
        filter: { kind: 'user', email: ctx.path.userEmail },
      }),
  },
  getChatConfigInUsecase: {
    tenant: 'acting',
    run: async (ctx) => {
      await checkScope(ctx.tx, USECASE(ctx.path));
      return config.getEntry(ctx.tx, USECASE_CONFIG(ctx.path), ctx.path.key);
    },
  },
  updateChatConfigInUsecase: {
    tenant: 'acting',
    run: async (ctx) => {
      await checkScope(ctx.tx, USECASE(ctx.path));
      return config.putEntry(ctx.tx, {
        ...writer(ctx, USECASE_CONFIG(ctx.path)),
        key: ctx.path.key,
        body: ctx.body,
      });
    },
  },
  getChatConfigurationInUsecase: {
    tenant: 'acting',
    run: async (ctx) => {
      await checkScope(ctx.tx, USECASE(ctx.path));
      return config.getConfiguration(ctx.tx, USECASE_CONFIG(ctx.path));
    },
  },
  updateChatConfigurationInUsecase: {
    tenant: 'acting',
    run: async (ctx) => {
      await checkScope(ctx.tx, USECASE(ctx.path));
      return config.putConfiguration(ctx.tx, { ...writer(ctx, USECASE_CONFIG(ctx.path)), body: ctx.body });
    },
  },
  viewChatFileInUsecase: { tenant: 'acting', run: (ctx) => view(ctx.tx, USECASE(ctx.path), ctx.query) },
  deleteChatInUsecase: {
    tenant: 'acting',
    run: (ctx) => chats.deleteChat(ctx.tx, ref(ctx, USECASE(ctx.path))),
  },
  getChatHistoryInUsecase: {
    tenant: 'acting',
    run: (ctx) => chats.getHistory(ctx.tx, ref(ctx, USECASE(ctx.path))),
  },
  downloadChatInUsecase: { tenant: 'acting', run: (ctx) => transcript(ctx, USECASE(ctx.path)) },
  askChatQuestionInUsecase: { tenant: 'none', run: (ctx) => ask(ctx, USECASE(ctx.path), ctx.body) },
  voteChatMessageInUsecase: {
    tenant: 'acting',
    run: (ctx) => voteOnAnswer(ctx, USECASE(ctx.path), ctx.body),
  },
  voteChatApproachInUsecase: {
    tenant: 'acting',
    run: (ctx) =>
      votes.vote(ctx.tx, { ...answerRef(ctx, USECASE(ctx.path)), tenantId: ctx.tenantId, body: ctx.body }),
  },
  listChatCitationsInUsecase: {
    tenant: 'acting',
    run: (ctx) => votes.citationsOf(ctx.tx, answerRef(ctx, USECASE(ctx.path))),
  },
  getChatCitationInUsecase: { tenant: 'acting', run: (ctx) => citationDetail(ctx, USECASE(ctx.path)) },
  downloadChatCitationInUsecase: { tenant: 'acting', run: (ctx) => citationFile(ctx, USECASE(ctx.path)) },

  createChatInTenant: {
    tenant: 'acting',
    status: 201,
    run: (ctx) => chats.createChat(ctx.tx, { ...ctx, scope: TENANT, body: ctx.body ?? {} }),
  },
  listChatSummariesInTenant: {
    tenant: 'acting',
    run: (ctx) => chats.listSummaries(ctx.tx, { ...ctx, scope: TENANT, filter: { kind: 'mine' } }),
  },
  listAgentChatSummariesInTenant: {
    tenant: 'acting',
    run: (ctx) =>
      chats.listSummaries(ctx.tx, {
        ...ctx,
        scope: TENANT,
        filter: { kind: 'agent', agentId: idOf(ctx.path.agentId) },
      }),
  },
  listUserChatSummariesInTenant: {
    tenant: 'acting',
    run: (ctx) =>
      chats.listSummaries(ctx.tx, {
        ...ctx,
        scope: TENANT,
        filter: { kind: 'user', email: ctx.path.userEmail },
      }),
  },
  getChatConfigInTenant: {
    tenant: 'acting',
    run: (ctx) => config.getEntry(ctx.tx, { kind: 'tenant' }, ctx.path.key),
  },
  updateChatConfigInTenant: {
    tenant: 'acting',
    run: (ctx) =>
      config.putEntry(ctx.tx, { ...writer(ctx, { kind: 'tenant' }), key: ctx.path.key, body: ctx.body }),
  },
  getChatConfigurationInTenant: {
    tenant: 'acting',
    run: (ctx) => config.getConfiguration(ctx.tx, { kind: 'tenant' }),
  },
  updateChatConfigurationInTenant: {
    tenant: 'acting',
    run: (ctx) => config.putConfiguration(ctx.tx, { ...writer(ctx, { kind: 'tenant' }), body: ctx.body }),
  },
  viewChatFileInTenant: { tenant: 'acting', run: (ctx) => view(ctx.tx, TENANT, ctx.query) },
  deleteChatInTenant: { tenant: 'acting', run: (ctx) => chats.deleteChat(ctx.tx, ref(ctx, TENANT)) },
  getChatHistoryInTenant: { tenant: 'acting', run: (ctx) => chats.getHistory(ctx.tx, ref(ctx, TENANT)) },
  downloadChatInTenant: { tenant: 'acting', run: (ctx) => transcript(ctx, TENANT) },
  askChatQuestionInTenant: { tenant: 'none', run: (ctx) => ask(ctx, TENANT, ctx.body) },
  voteChatMessageInTenant: {
    tenant: 'acting',
    run: (ctx) => voteOnAnswer(ctx, TENANT, ctx.body),
  },
  voteChatApproachInTenant: {
    tenant: 'acting',
    run: (ctx) => votes.vote(ctx.tx, { ...answerRef(ctx, TENANT), tenantId: ctx.tenantId, body: ctx.body }),
  },
  listChatCitationsInTenant: {
    tenant: 'acting',
    run: (ctx) => votes.citationsOf(ctx.tx, answerRef(ctx, TENANT)),
  },
  getChatCitationInTenant: { tenant: 'acting', run: (ctx) => citationDetail(ctx, TENANT) },
  downloadChatCitationInTenant: { tenant: 'acting', run: (ctx) => citationFile(ctx, TENANT) },

  createChat: {
    tenant: 'acting',
    status: 201,
    run: (ctx) => chats.createChat(ctx.tx, { ...ctx, scope: PORTFOLIO, body: ctx.body }),
  },
  listChatSummaries: {
    tenant: 'acting',
    run: (ctx) => chats.listSummaries(ctx.tx, { ...ctx, scope: PORTFOLIO, filter: { kind: 'mine' } }),
  },
  getChatHistory: { tenant: 'acting', run: (ctx) => chats.getHistory(ctx.tx, ref(ctx, PORTFOLIO)) },
  askChatQuestion: { tenant: 'none', run: (ctx) => ask(ctx, PORTFOLIO, ctx.body) },
  voteChatMessage: {
    tenant: 'acting',
    run: (ctx) => voteOnAnswer(ctx, PORTFOLIO, ctx.body),
  },
  viewChatSource: { tenant: 'acting', run: (ctx) => viewFile(ctx.tx, PORTFOLIO, ctx.query.fileName) },
} satisfies OperationDefs);
