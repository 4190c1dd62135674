import type { FastifyReply } from 'fastify';
import type { Principal } from '../../auth/principal.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import type { Approach, ChatConfiguration, ConfigScope } from '../../services/chats/chat-config.ts';
import * as config from '../../services/chats/chat-config.ts';
import * as sources from '../../services/chats/chat-sources.ts';
import * as chats from '../../services/chats/chats.ts';
import * as evaluation from '../../services/chats/evaluation.ts';
import { chatActivity } from '../../services/chats/activity.ts';
import { sendAnswerStream, wantsEventStream } from '../answer-stream.ts';
import { fileByName, metadataOf, type StoredFile } from '../../services/documents/documents.ts';
import {
  requirePrincipal,
  tenantScoped,
  withRequestTenant,
  requireTenantId,
  type HandlerContext,
  type OperationHandler,
  type OperationHandlers,
} from '../context.ts';

type Ctx = HandlerContext & { principal: Principal; tenantId: string };
type Scoped = (tx: TenantTx, ctx: Ctx) => Promise<unknown>;

function inTenant(fn: Scoped, status?: number): OperationHandler {
  return tenantScoped(async (ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = requireTenantId(ctx);
    const result = await withRequestTenant(ctx, tenantId, (tx) => fn(tx, { ...ctx, principal, tenantId }));
    if (status !== undefined) ctx.reply.code(status);
    return result;
  });
}

const p = (ctx: HandlerContext, name: string): string => {
  const value = ctx.params[name];
  if (value === undefined)
    throw new Error(`Operation ${ctx.operation.operationId} has no path parameter ${name}`);
  return value.toLowerCase();
};

type Family = 'usecase' | 'tenant' | 'portfolio';

const scopeOf = (family: Family, ctx: HandlerContext): chats.ChatScope =>
  family === 'usecase' ? { kind: 'usecase', usecaseId: p(ctx, 'usecaseId') } : { kind: family };

const configScopeOf = (family: 'usecase' | 'tenant', ctx: HandlerContext): ConfigScope =>
  family === 'usecase' ? { kind: 'usecase', usecaseId: p(ctx, 'usecaseId') } : { kind: 'tenant' };

function disposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function sendFile(reply: FastifyReply, kind: 'inline' | 'attachment', file: sources.Download): undefined {
  reply.header(
    'content-type',
    /^text\//.test(file.contentType) ? `${file.contentType}; charset=utf-8` : file.contentType,
  );
  reply.header('content-disposition', disposition(kind, file.filename));
  reply.header('x-content-type-options', 'nosniff');
  // An uploaded HTML page is shown, never run: no scripts, no same-origin access, nothing loaded.
  reply.header(
    'content-security-policy',
    "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  );
  reply.header('cache-control', 'private, no-store');
  void reply.send(file.body);
  return undefined;
}

function storedFileDownload(file: StoredFile): sources.Download {
  return { filename: file.filename, contentType: file.contentType, body: Buffer.from(file.content) };
}

function askDeps(ctx: HandlerContext): chats.AskDeps {
  return {
    db: ctx.deps.db,
    provider: ctx.deps.config.llm,
    embeddings: ctx.deps.config.embeddings ?? null,
    onProviderError: (error) =>
      ctx.deps.log.warn({ err: error }, 'LLM provider failed; answered extractively'),
  };
}

const approachOf = (ctx: HandlerContext) => p(ctx, 'approachType') as Approach;

/** The operations shared by the use-case, tenant and portfolio families, under each family's ids. */
function family(f: Family): Record<string, OperationHandler> {
  const scope = (ctx: HandlerContext) => scopeOf(f, ctx);
  return {
    create: inTenant(
      (tx, ctx) =>
        chats.createChat(tx, ctx.tenantId, scope(ctx), ctx.principal, (ctx.body ?? {}) as chats.ChatCreate),
      201,
    ),
    summaries: inTenant((tx, ctx) =>
      chats.listSummaries(tx, scope(ctx), ctx.principal, { kind: 'mine' }, ctx.query),
    ),
    agentSummaries: inTenant((tx, ctx) =>
      chats.listSummaries(
        tx,
        scope(ctx),
        ctx.principal,
        { kind: 'agent', agentId: p(ctx, 'agentId') },
        ctx.query,
      ),
    ),
    userSummaries: inTenant((tx, ctx) =>
      chats.listSummaries(
        tx,
        scope(ctx),
        ctx.principal,
        { kind: 'user', email: ctx.params.userEmail ?? '' },
        ctx.query,
      ),
    ),
    delete: inTenant(async (tx, ctx) => {
      await chats.deleteChat(tx, scope(ctx), p(ctx, 'chatId'), ctx.principal);
    }),
    history: inTenant((tx, ctx) => chats.getHistory(tx, scope(ctx), p(ctx, 'chatId'), ctx.principal)),
    download: inTenant(async (tx, ctx) => {
      const format = ctx.query.format === 'csv' ? 'csv' : 'markdown';
      return sendFile(
        ctx.reply,
        'attachment',
        await sources.transcript(tx, scope(ctx), p(ctx, 'chatId'), ctx.principal, format),
      );
    }),
    ask: async (ctx) => {
      const principal = requirePrincipal(ctx);
      const answer = () =>
        chats.askQuestion(
          askDeps(ctx),
          requireTenantId(ctx),
          scope(ctx),
          p(ctx, 'chatId'),
          principal,
          ctx.body as chats.ChatQuestion,
        );
      if (!wantsEventStream(ctx.request)) return answer();
      return sendAnswerStream(ctx.request, ctx.reply, answer, ctx.deps.config.answerStreamChunkMs ?? 0);
    },
    vote: inTenant((tx, ctx) =>
      chats.vote(
        tx,
        ctx.tenantId,
        scope(ctx),
        p(ctx, 'chatId'),
        p(ctx, 'messageId'),
        ctx.principal,
        'all',
        ctx.body as { vote: 'up' | 'down' | 'none' },
      ),
    ),
    voteApproach: inTenant((tx, ctx) =>
      chats.vote(
        tx,
        ctx.tenantId,
        scope(ctx),
        p(ctx, 'chatId'),
        p(ctx, 'messageId'),
        ctx.principal,
        approachOf(ctx),
        ctx.body as { vote: 'up' | 'down' | 'none' },
      ),
    ),
    citations: inTenant((tx, ctx) =>
      chats.citationsOf(
        tx,
        scope(ctx),
        p(ctx, 'chatId'),
        p(ctx, 'messageId'),
        ctx.principal,
        approachOf(ctx),
      ),
    ),
    citation: inTenant(async (tx, ctx) =>
      sources.citationDetail(
        tx,
        await chats.citationOf(
          tx,
          scope(ctx),
          p(ctx, 'chatId'),
          p(ctx, 'messageId'),
          ctx.principal,
          approachOf(ctx),
          p(ctx, 'citationId'),
        ),
      ),
    ),
    citationDownload: inTenant(async (tx, ctx) => {
      const citation = await chats.citationOf(
        tx,
        scope(ctx),
        p(ctx, 'chatId'),
        p(ctx, 'messageId'),
        ctx.principal,
        approachOf(ctx),
        p(ctx, 'citationId'),
      );
      return sendFile(ctx.reply, 'attachment', await sources.citationDownload(tx, citation));
    }),
    view: inTenant(async (tx, ctx) => {
      if (f === 'usecase') await chats.checkScope(tx, scope(ctx));
      const name = String(ctx.query.filename ?? ctx.query.fileName ?? '');
      const file = await fileByName(tx, name);
      if (ctx.query.isMetadata === true) return metadataOf(file);
      return sendFile(ctx.reply, 'inline', storedFileDownload(file));
    }),
  };
}

function configFamily(f: 'usecase' | 'tenant'): Record<string, OperationHandler> {
  const scope = (ctx: HandlerContext) => configScopeOf(f, ctx);
  const check = async (tx: TenantTx, ctx: HandlerContext) => {
    if (f === 'usecase') await chats.checkScope(tx, scopeOf('usecase', ctx));
  };
  return {
    getConfig: inTenant(async (tx, ctx) => {
      await check(tx, ctx);
      return config.getEntry(tx, scope(ctx), ctx.params.key ?? '');
    }),
    putConfig: inTenant(async (tx, ctx) => {
      await check(tx, ctx);
      return config.putEntry(
        tx,
        ctx.tenantId,
        scope(ctx),
        ctx.params.key ?? '',
        ctx.body as { value: unknown; description?: string },
        ctx.principal.email,
      );
    }),
    getConfiguration: inTenant(async (tx, ctx) => {
      await check(tx, ctx);
      return config.getConfiguration(tx, scope(ctx));
    }),
    putConfiguration: inTenant(async (tx, ctx) => {
      await check(tx, ctx);
      return config.putConfiguration(
        tx,
        ctx.tenantId,
        scope(ctx),
        ctx.body as ChatConfiguration,
        ctx.principal.email,
      );
    }),
  };
}

const inUsecase = { ...family('usecase'), ...configFamily('usecase') };
const inTenantFamily = { ...family('tenant'), ...configFamily('tenant') };
const portfolio = family('portfolio');

/** The chats family of the contract: use-case chats (COM-AST), tenant chats (system-admin) and the portfolio assistant (PRF-AST). */
export const chatHandlers: OperationHandlers = {
  createChatInUsecase: inUsecase.create!,
  listChatSummariesInUsecase: inUsecase.summaries!,
  listAgentChatSummariesInUsecase: inUsecase.agentSummaries!,
  listUserChatSummariesInUsecase: inUsecase.userSummaries!,
  getChatConfigInUsecase: inUsecase.getConfig!,
  updateChatConfigInUsecase: inUsecase.putConfig!,
  getChatConfigurationInUsecase: inUsecase.getConfiguration!,
  updateChatConfigurationInUsecase: inUsecase.putConfiguration!,
  viewChatFileInUsecase: inUsecase.view!,
  deleteChatInUsecase: inUsecase.delete!,
  getChatHistoryInUsecase: inUsecase.history!,
  downloadChatInUsecase: inUsecase.download!,
  askChatQuestionInUsecase: inUsecase.ask!,
  voteChatMessageInUsecase: inUsecase.vote!,
  voteChatApproachInUsecase: inUsecase.voteApproach!,
  listChatCitationsInUsecase: inUsecase.citations!,
  getChatCitationInUsecase: inUsecase.citation!,
  downloadChatCitationInUsecase: inUsecase.citationDownload!,

  createChatInTenant: inTenantFamily.create!,
  listChatSummariesInTenant: inTenantFamily.summaries!,
  listAgentChatSummariesInTenant: inTenantFamily.agentSummaries!,
  listUserChatSummariesInTenant: inTenantFamily.userSummaries!,
  getChatConfigInTenant: inTenantFamily.getConfig!,
  updateChatConfigInTenant: inTenantFamily.putConfig!,
  getChatConfigurationInTenant: inTenantFamily.getConfiguration!,
  updateChatConfigurationInTenant: inTenantFamily.putConfiguration!,
  viewChatFileInTenant: inTenantFamily.view!,
  deleteChatInTenant: inTenantFamily.delete!,
  getChatHistoryInTenant: inTenantFamily.history!,
  downloadChatInTenant: inTenantFamily.download!,
  askChatQuestionInTenant: inTenantFamily.ask!,
  voteChatMessageInTenant: inTenantFamily.vote!,
  voteChatApproachInTenant: inTenantFamily.voteApproach!,
  listChatCitationsInTenant: inTenantFamily.citations!,
  getChatCitationInTenant: inTenantFamily.citation!,
  downloadChatCitationInTenant: inTenantFamily.citationDownload!,

  createChat: portfolio.create!,
  listChatSummaries: portfolio.summaries!,
  getChatHistory: portfolio.history!,
  askChatQuestion: portfolio.ask!,
  voteChatMessage: portfolio.vote!,
  viewChatSource: portfolio.view!,
  getChatActivity: inTenant((tx, ctx) =>
    chatActivity(
      tx,
      ctx.tenantId,
      p(ctx, 'usecaseId'),
      typeof ctx.query.days === 'number' ? ctx.query.days : 90,
      typeof ctx.query.referenceWeeks === 'number' ? ctx.query.referenceWeeks : 4,
    ),
  ),
  listDownVotedAnswers: inTenant((tx, ctx) =>
    evaluation.listDownVoted(tx, ctx.tenantId, p(ctx, 'usecaseId'), ctx.query),
  ),
  exportDownVotedAnswers: inTenant(async (tx, ctx) =>
    sendFile(
      ctx.reply,
      'attachment',
      await evaluation.exportDownVoted(
        tx,
        ctx.tenantId,
        p(ctx, 'usecaseId'),
        ctx.query.format === 'json' ? 'json' : 'csv',
      ),
    ),
  ),
  // Like asking: the engine runs between two tenant transactions, not inside one the guard holds.
  rerunDownVotedAnswers: async (ctx) => {
    requirePrincipal(ctx);
    return evaluation.rerunDownVoted(
      askDeps(ctx),
      requireTenantId(ctx),
      p(ctx, 'usecaseId'),
      (ctx.body ?? {}) as { items?: { messageId: string; approach: Approach }[] },
    );
  },
  locateCitation: inTenant((tx, ctx) => chats.locateCitation(tx, ctx.principal, p(ctx, 'citationId'))),
  getChatTrend: inTenant((tx, ctx) =>
    sources.trend(
      tx,
      p(ctx, 'type') as sources.TrendType,
      typeof ctx.query.days === 'number' ? ctx.query.days : 90,
      ctx.query,
    ),
  ),
  listGroupChatSummaries: async (ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = requireTenantId(ctx);
    return withTenant(ctx.deps.db, tenantId, async (tx) => {
      const tenant = await tx
        .selectFrom('tenants')
        .select('enabled_features')
        .where('id', '=', tenantId)
        .executeTakeFirst();
      return chats.listSummaries(
        tx,
        { kind: 'tenant' },
        principal,
        { kind: 'group', groupId: p(ctx, 'groupId'), features: tenant?.enabled_features ?? [] },
        ctx.query,
      );
    });
  },
};
