import { chatActivity } from '../../services/chats/activity.ts';
import * as sources from '../../services/chats/chat-sources.ts';
import * as chats from '../../services/chats/chats.ts';
import * as evaluation from '../../services/chats/evaluation.ts';
import { locateCitation } from '../../services/chats/chat-votes.ts';
import { FileAnswer } from '../file-answer.ts';
import { defineOperations, idOf, type OperationDefs } from '../operation.ts';
import { askDeps } from './chats.ts';

/** What the chats tell an administrator: activity and drift, down-voted answers, trends, summaries by group. */
export const chatInsightHandlers = defineOperations({
  getChatActivity: {
    tenant: 'acting',
    run: (ctx) =>
      chatActivity(ctx.tx, {
        tenantId: ctx.tenantId,
        usecaseId: idOf(ctx.path.usecaseId),
        days: ctx.query.days ?? 90,
        referenceWeeks: ctx.query.referenceWeeks ?? 4,
      }),
  },
  listDownVotedAnswers: {
    tenant: 'acting',
    run: (ctx) => evaluation.listDownVoted(ctx.tx, ctx.tenantId, idOf(ctx.path.usecaseId), ctx.query),
  },
  exportDownVotedAnswers: {
    tenant: 'acting',
    run: async (ctx) =>
      new FileAnswer(
        'attachment',
        await evaluation.exportDownVoted(
          ctx.tx,
          ctx.tenantId,
          idOf(ctx.path.usecaseId),
          ctx.query.format === 'json' ? 'json' : 'csv',
        ),
      ),
  },
  // Like asking: the engine runs between two tenant transactions, not inside one the guard holds.
  rerunDownVotedAnswers: {
    tenant: 'none',
    run: (ctx) =>
      evaluation.rerunDownVoted(askDeps(ctx), ctx.tenantId, idOf(ctx.path.usecaseId), ctx.body ?? {}),
  },
  locateCitation: {
    tenant: 'acting',
    run: (ctx) => locateCitation(ctx.tx, { principal: ctx.principal, citationId: idOf(ctx.path.citationId) }),
  },
  getChatTrend: {
    tenant: 'acting',
    run: (ctx) => sources.trend(ctx.tx, ctx.path.type, ctx.query.days ?? 90, ctx.query),
  },
  listGroupChatSummaries: {
    tenant: 'acting',
    run: async (ctx) => {
      const tenant = await ctx.tx
        .selectFrom('tenants')
        .select('enabled_features')
        .where('id', '=', ctx.tenantId)
        .executeTakeFirst();
      return chats.listSummaries(ctx.tx, {
        scope: { kind: 'tenant' },
        principal: ctx.principal,
        filter: {
          kind: 'group',
          groupId: idOf(ctx.path.groupId),
          features: tenant?.enabled_features ?? [],
        },
        query: ctx.query,
      });
    },
  },
} satisfies OperationDefs);
