import * as admin from '../../services/catalog/admin.ts';
import * as agents from '../../services/catalog/agents.ts';
import * as feedback from '../../services/catalog/feedback.ts';
import * as lookups from '../../services/catalog/gen-lookups.ts';
import * as groups from '../../services/catalog/groups.ts';
import * as metadata from '../../services/catalog/metadata.ts';
import * as naic from '../../services/catalog/naic-states.ts';
import * as notifications from '../../services/catalog/notifications.ts';
import * as subscriptions from '../../services/catalog/subscriptions.ts';
import * as config from '../../services/catalog/usecase-config.ts';
import * as questions from '../../services/catalog/usecase-questions.ts';
import * as usecases from '../../services/catalog/usecases.ts';
import type { TenantTx } from '../../db/tenant.ts';
import type { Principal } from '../../auth/principal.ts';
import {
  requirePrincipal,
  tenantScoped,
  withRequestTenant,
  type HandlerContext,
  type OperationHandler,
  type OperationHandlers,
} from '../context.ts';

type Scoped = (
  tx: TenantTx,
  ctx: HandlerContext & { principal: Principal; tenantId: string },
) => Promise<unknown>;

/** Runs the service in one transaction of the caller's tenant; `status` sets the success code. */
function inTenant(fn: Scoped, status?: number): OperationHandler {
  return tenantScoped(async (ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = principal.tenantId;
    const result = await withRequestTenant(ctx, tenantId, (tx) => fn(tx, { ...ctx, principal, tenantId }));
    if (status !== undefined) ctx.reply.code(status);
    return result;
  });
}

const created = 201;
/** The features whose use cases a caller sees in lists: all for a system administrator. */
const listedFeatures = (principal: Principal): readonly string[] | null =>
  principal.roleName === 'system-admin' ? null : principal.enabledFeatures;
const p = (ctx: HandlerContext, name: string): string => {
  const value = ctx.params[name];
  if (value === undefined)
    throw new Error(`Operation ${ctx.operation.operationId} has no path parameter ${name}`);
  return value.toLowerCase();
};

/** Groups, use cases (with questions, configuration, template, reset, users), agents, reference data,
 * notifications, subscriptions, feedback and admin: the families of issue 5 owned by server engineer B. */
export const catalogHandlers: OperationHandlers = {
  listGroups: inTenant((tx, ctx) => groups.listGroups(tx, ctx.query, listedFeatures(ctx.principal))),
  createGroup: inTenant(
    (tx, ctx) => groups.createGroup(tx, ctx.tenantId, ctx.body as groups.GroupWrite),
    created,
  ),
  getGroup: inTenant((tx, ctx) => groups.getGroup(tx, p(ctx, 'id'))),
  updateGroup: inTenant((tx, ctx) => groups.updateGroup(tx, p(ctx, 'id'), ctx.body as groups.GroupWrite)),
  deleteGroup: inTenant(async (tx, ctx) => {
    await groups.deleteGroup(tx, p(ctx, 'id'));
  }),

  listUsecases: inTenant((tx, ctx) => usecases.listUsecases(tx, ctx.query, listedFeatures(ctx.principal))),
  createUsecase: inTenant(
    (tx, ctx) => usecases.createUsecase(tx, ctx.tenantId, ctx.body as usecases.UseCaseWrite),
    created,
  ),
  getUsecase: inTenant((tx, ctx) => usecases.getUsecase(tx, p(ctx, 'usecaseId'))),
  updateUsecase: inTenant((tx, ctx) =>
    usecases.updateUsecase(tx, p(ctx, 'usecaseId'), ctx.body as usecases.UseCaseWrite),
  ),
  deleteUsecase: inTenant(async (tx, ctx) => {
    await usecases.deleteUsecase(tx, p(ctx, 'usecaseId'));
  }),
  listUsecaseQuestions: inTenant((tx, ctx) => questions.listQuestions(tx, p(ctx, 'usecaseId'), ctx.query)),
  createUsecaseQuestion: inTenant(
    (tx, ctx) =>
      questions.createQuestion(
        tx,
        ctx.tenantId,
        p(ctx, 'usecaseId'),
        ctx.body as questions.UseCaseQuestionWrite,
      ),
    created,
  ),
  getUsecaseQuestion: inTenant((tx, ctx) =>
    questions.getQuestion(tx, p(ctx, 'usecaseId'), p(ctx, 'questionId')),
  ),
  updateUsecaseQuestion: inTenant((tx, ctx) =>
    questions.updateQuestion(
      tx,
      p(ctx, 'usecaseId'),
      p(ctx, 'questionId'),
      ctx.body as questions.UseCaseQuestionWrite,
    ),
  ),
  deleteUsecaseQuestion: inTenant(async (tx, ctx) => {
    await questions.deleteQuestion(tx, p(ctx, 'usecaseId'), p(ctx, 'questionId'));
  }),
  resetUsecase: inTenant(
    (tx, ctx) => config.resetUsecase(tx, ctx.tenantId, p(ctx, 'usecaseId'), ctx.principal.email),
    202,
  ),
  listUsecaseUsers: inTenant((tx, ctx) => config.listUsecaseUsers(tx, p(ctx, 'usecaseId'), ctx.query)),
  getUsecaseTemplate: inTenant((tx, ctx) => config.getTemplate(tx, p(ctx, 'usecaseId'), p(ctx, 'groupId'))),
  getUsecaseConfig: inTenant((tx, ctx) => config.getConfig(tx, p(ctx, 'usecaseId'), ctx.params.key ?? '')),
  updateUsecaseConfig: inTenant((tx, ctx) => {
    const body = ctx.body as { value: unknown; description?: string };
    return config.putConfig(
      tx,
      ctx.tenantId,
      p(ctx, 'usecaseId'),
      { key: ctx.params.key ?? '', value: body.value, description: body.description },
      ctx.principal.email,
    );
  }),

  listAgents: inTenant((tx, ctx) => agents.listAgents(tx, ctx.query)),
  createAgent: inTenant(
    (tx, ctx) => agents.createAgent(tx, ctx.tenantId, ctx.body as agents.AgentWrite),
    created,
  ),
  getAgent: inTenant((tx, ctx) => agents.getAgent(tx, p(ctx, 'id'))),
  updateAgent: inTenant((tx, ctx) => agents.updateAgent(tx, p(ctx, 'id'), ctx.body as agents.AgentWrite)),
  deleteAgent: inTenant(async (tx, ctx) => {
    await agents.deleteAgent(tx, p(ctx, 'id'));
  }),

  listNotifications: inTenant((tx, ctx) => notifications.listNotifications(tx, ctx.principal, ctx.query)),
  createNotification: inTenant(
    (tx, ctx) =>
      notifications.createNotification(
        tx,
        ctx.tenantId,
        ctx.principal,
        ctx.body as notifications.NotificationCreate,
      ),
    created,
  ),
  getNotification: inTenant((tx, ctx) => notifications.getNotification(tx, ctx.principal, p(ctx, 'id'))),
  countUnreadNotifications: inTenant((tx, ctx) => notifications.countUnread(tx, ctx.principal)),
  markAllNotificationsRead: inTenant((tx, ctx) => notifications.markAllRead(tx, ctx.principal)),

  listSubscriptions: inTenant((tx, ctx) => subscriptions.listSubscriptions(tx, ctx.principal, ctx.query)),
  createSubscription: inTenant(
    (tx, ctx) =>
      subscriptions.createSubscription(
        tx,
        ctx.tenantId,
        ctx.principal,
        ctx.body as subscriptions.SubscriptionWrite,
      ),
    created,
  ),
  getSubscription: inTenant((tx, ctx) => subscriptions.getSubscription(tx, ctx.principal, p(ctx, 'id'))),
  updateSubscription: inTenant((tx, ctx) =>
    subscriptions.updateSubscription(
      tx,
      ctx.principal,
      p(ctx, 'id'),
      ctx.body as subscriptions.SubscriptionWrite,
    ),
  ),
  deleteSubscription: inTenant(async (tx, ctx) => {
    await subscriptions.deleteSubscription(tx, ctx.principal, p(ctx, 'id'));
  }),

  listGenLookups: inTenant((tx, ctx) => lookups.listGenLookups(tx, ctx.query)),
  createGenLookup: inTenant(
    (tx, ctx) => lookups.createGenLookup(tx, ctx.tenantId, ctx.body as lookups.GenLookupWrite),
    created,
  ),
  getGenLookup: inTenant((tx, ctx) => lookups.getGenLookup(tx, p(ctx, 'id'))),
  updateGenLookup: inTenant((tx, ctx) =>
    lookups.updateGenLookup(tx, p(ctx, 'id'), ctx.body as lookups.GenLookupWrite),
  ),
  deleteGenLookup: inTenant(async (tx, ctx) => {
    await lookups.deleteGenLookup(tx, p(ctx, 'id'));
  }),

  listMetadata: inTenant((tx, ctx) => metadata.listMetadata(tx, ctx.query)),
  createMetadata: inTenant(
    (tx, ctx) => metadata.createMetadata(tx, ctx.tenantId, ctx.body as metadata.MetadataWrite),
    created,
  ),
  getMetadata: inTenant((tx, ctx) => metadata.getMetadata(tx, p(ctx, 'id'))),
  updateMetadata: inTenant((tx, ctx) =>
    metadata.updateMetadata(tx, p(ctx, 'id'), ctx.body as metadata.MetadataWrite),
  ),
  deleteMetadata: inTenant(async (tx, ctx) => {
    await metadata.deleteMetadata(tx, p(ctx, 'id'));
  }),

  listNaicStates: inTenant((tx, ctx) => naic.listNaicStates(tx, ctx.query)),
  createNaicState: inTenant((tx, ctx) => naic.createNaicState(tx, ctx.body as naic.NaicStateWrite), created),
  getNaicState: inTenant((tx, ctx) => naic.getNaicState(tx, p(ctx, 'id'))),
  updateNaicState: inTenant((tx, ctx) =>
    naic.updateNaicState(tx, p(ctx, 'id'), ctx.body as naic.NaicStateWrite),
  ),
  deleteNaicState: inTenant(async (tx, ctx) => {
    await naic.deleteNaicState(tx, p(ctx, 'id'));
  }),

  listFeedbackTypes: inTenant((tx) => feedback.listFeedbackTypes(tx)),
  submitFeedback: inTenant(
    (tx, ctx) =>
      feedback.submitFeedback(
        tx,
        ctx.tenantId,
        ctx.principal,
        ctx.body as { feedbackType: string; message: string; pageUrl: string },
      ),
    created,
  ),

  createAdminUser: inTenant(
    (tx, ctx) => admin.createAdminUser(tx, ctx.tenantId, ctx.body as { email: string; name: string }),
    created,
  ),
  updateAdminUser: inTenant((tx, ctx) =>
    admin.updateAdminUser(tx, ctx.principal, p(ctx, 'id'), ctx.body as { name?: string; active?: boolean }),
  ),
  clearCache: inTenant((tx, ctx) =>
    admin.clearCache(tx, ctx.tenantId, ctx.principal, (ctx.body as { tags?: string[] } | undefined)?.tags),
  ),
  listModuleConfigs: inTenant((tx) => config.listModuleConfigs(tx)),
  getModuleConfig: inTenant((tx, ctx) => config.getModuleConfig(tx, p(ctx, 'moduleId'))),
  updateModuleConfig: inTenant((tx, ctx) =>
    config.putModuleConfig(
      tx,
      ctx.tenantId,
      p(ctx, 'moduleId'),
      (ctx.body as { entries: { key: string; value: unknown }[] }).entries,
      ctx.principal.email,
    ),
  ),
};
