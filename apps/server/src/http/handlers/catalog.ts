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
import type { Principal } from '../../auth/principal.ts';
import { defineOperations, idOf } from '../operation.ts';

/** The features whose use cases a caller sees in lists: all for a system administrator. */
const listedFeatures = (principal: Principal): readonly string[] | null =>
  principal.roleName === 'system-admin' ? null : principal.enabledFeatures;

/** Groups, use cases (with questions, configuration, template, reset, users), agents, reference data,
 * notifications, subscriptions, feedback and admin: the families of issue 5 owned by server engineer B. */
export const catalogHandlers = defineOperations({
  listGroups: {
    tenant: 'caller',
    run: (ctx) => groups.listGroups(ctx.tx, ctx.query, listedFeatures(ctx.principal)),
  },
  createGroup: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => groups.createGroup(ctx.tx, ctx.tenantId, ctx.body),
  },
  getGroup: { tenant: 'caller', run: (ctx) => groups.getGroup(ctx.tx, idOf(ctx.path.id)) },
  updateGroup: {
    tenant: 'caller',
    run: (ctx) => groups.updateGroup(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteGroup: {
    tenant: 'caller',
    run: async (ctx) => {
      await groups.deleteGroup(ctx.tx, idOf(ctx.path.id));
    },
  },

  listUsecases: {
    tenant: 'caller',
    run: (ctx) => usecases.listUsecases(ctx.tx, ctx.query, listedFeatures(ctx.principal)),
  },
  createUsecase: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => usecases.createUsecase(ctx.tx, ctx.tenantId, ctx.body),
  },
  getUsecase: { tenant: 'caller', run: (ctx) => usecases.getUsecase(ctx.tx, idOf(ctx.path.usecaseId)) },
  updateUsecase: {
    tenant: 'caller',
    run: (ctx) => usecases.updateUsecase(ctx.tx, idOf(ctx.path.usecaseId), ctx.body),
  },
  deleteUsecase: {
    tenant: 'caller',
    run: async (ctx) => {
      await usecases.deleteUsecase(ctx.tx, idOf(ctx.path.usecaseId));
    },
  },
  listUsecaseQuestions: {
    tenant: 'caller',
    run: (ctx) => questions.listQuestions(ctx.tx, idOf(ctx.path.usecaseId), ctx.query),
  },
  createUsecaseQuestion: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => questions.createQuestion(ctx.tx, ctx.tenantId, idOf(ctx.path.usecaseId), ctx.body),
  },
  getUsecaseQuestion: {
    tenant: 'caller',
    run: (ctx) => questions.getQuestion(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.questionId)),
  },
  updateUsecaseQuestion: {
    tenant: 'caller',
    run: (ctx) =>
      questions.updateQuestion(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.questionId), ctx.body),
  },
  deleteUsecaseQuestion: {
    tenant: 'caller',
    run: async (ctx) => {
      await questions.deleteQuestion(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.questionId));
    },
  },
  resetUsecase: {
    tenant: 'caller',
    status: 202,
    run: (ctx) => config.resetUsecase(ctx.tx, ctx.tenantId, idOf(ctx.path.usecaseId), ctx.principal.email),
  },
  listUsecaseUsers: {
    tenant: 'caller',
    run: (ctx) => config.listUsecaseUsers(ctx.tx, idOf(ctx.path.usecaseId), ctx.query),
  },
  getUsecaseTemplate: {
    tenant: 'caller',
    run: (ctx) => config.getTemplate(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.groupId)),
  },
  getUsecaseConfig: {
    tenant: 'caller',
    run: (ctx) => config.getConfig(ctx.tx, idOf(ctx.path.usecaseId), ctx.path.key),
  },
  updateUsecaseConfig: {
    tenant: 'caller',
    run: (ctx) => {
      const body = ctx.body;
      return config.putConfig(
        ctx.tx,
        ctx.tenantId,
        idOf(ctx.path.usecaseId),
        { key: ctx.path.key, value: body.value, description: body.description },
        ctx.principal.email,
      );
    },
  },

  listAgents: { tenant: 'caller', run: (ctx) => agents.listAgents(ctx.tx, ctx.query) },
  createAgent: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => agents.createAgent(ctx.tx, ctx.tenantId, ctx.body),
  },
  getAgent: { tenant: 'caller', run: (ctx) => agents.getAgent(ctx.tx, idOf(ctx.path.id)) },
  updateAgent: {
    tenant: 'caller',
    run: (ctx) => agents.updateAgent(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteAgent: {
    tenant: 'caller',
    run: async (ctx) => {
      await agents.deleteAgent(ctx.tx, idOf(ctx.path.id));
    },
  },

  listNotifications: {
    tenant: 'caller',
    run: (ctx) => notifications.listNotifications(ctx.tx, ctx.principal, ctx.query),
  },
  createNotification: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => notifications.createNotification(ctx.tx, ctx.tenantId, ctx.principal, ctx.body),
  },
  getNotification: {
    tenant: 'caller',
    run: (ctx) => notifications.getNotification(ctx.tx, ctx.principal, idOf(ctx.path.id)),
  },
  countUnreadNotifications: {
    tenant: 'caller',
    run: (ctx) => notifications.countUnread(ctx.tx, ctx.principal),
  },
  markAllNotificationsRead: {
    tenant: 'caller',
    run: (ctx) => notifications.markAllRead(ctx.tx, ctx.principal),
  },

  listSubscriptions: {
    tenant: 'caller',
    run: (ctx) => subscriptions.listSubscriptions(ctx.tx, ctx.principal, ctx.query),
  },
  createSubscription: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => subscriptions.createSubscription(ctx.tx, ctx.tenantId, ctx.principal, ctx.body),
  },
  getSubscription: {
    tenant: 'caller',
    run: (ctx) => subscriptions.getSubscription(ctx.tx, ctx.principal, idOf(ctx.path.id)),
  },
  updateSubscription: {
    tenant: 'caller',
    run: (ctx) => subscriptions.updateSubscription(ctx.tx, ctx.principal, idOf(ctx.path.id), ctx.body),
  },
  deleteSubscription: {
    tenant: 'caller',
    run: async (ctx) => {
      await subscriptions.deleteSubscription(ctx.tx, ctx.principal, idOf(ctx.path.id));
    },
  },

  listGenLookups: { tenant: 'caller', run: (ctx) => lookups.listGenLookups(ctx.tx, ctx.query) },
  createGenLookup: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => lookups.createGenLookup(ctx.tx, ctx.tenantId, ctx.body),
  },
  getGenLookup: { tenant: 'caller', run: (ctx) => lookups.getGenLookup(ctx.tx, idOf(ctx.path.id)) },
  updateGenLookup: {
    tenant: 'caller',
    run: (ctx) => lookups.updateGenLookup(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteGenLookup: {
    tenant: 'caller',
    run: async (ctx) => {
      await lookups.deleteGenLookup(ctx.tx, idOf(ctx.path.id));
    },
  },

  listMetadata: { tenant: 'caller', run: (ctx) => metadata.listMetadata(ctx.tx, ctx.query) },
  createMetadata: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => metadata.createMetadata(ctx.tx, ctx.tenantId, ctx.body),
  },
  getMetadata: { tenant: 'caller', run: (ctx) => metadata.getMetadata(ctx.tx, idOf(ctx.path.id)) },
  updateMetadata: {
    tenant: 'caller',
    run: (ctx) => metadata.updateMetadata(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteMetadata: {
    tenant: 'caller',
    run: async (ctx) => {
      await metadata.deleteMetadata(ctx.tx, idOf(ctx.path.id));
    },
  },

  listNaicStates: { tenant: 'caller', run: (ctx) => naic.listNaicStates(ctx.tx, ctx.query) },
  createNaicState: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => naic.createNaicState(ctx.tx, ctx.body),
  },
  getNaicState: { tenant: 'caller', run: (ctx) => naic.getNaicState(ctx.tx, idOf(ctx.path.id)) },
  updateNaicState: {
    tenant: 'caller',
    run: (ctx) => naic.updateNaicState(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteNaicState: {
    tenant: 'caller',
    run: async (ctx) => {
      await naic.deleteNaicState(ctx.tx, idOf(ctx.path.id));
    },
  },

  listFeedbackTypes: { tenant: 'caller', run: (ctx) => feedback.listFeedbackTypes(ctx.tx) },
  submitFeedback: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => feedback.submitFeedback(ctx.tx, ctx.tenantId, ctx.principal, ctx.body),
  },

  createAdminUser: {
    tenant: 'caller',
    status: 201,
    run: (ctx) => admin.createAdminUser(ctx.tx, ctx.tenantId, ctx.body),
  },
  updateAdminUser: {
    tenant: 'caller',
    run: (ctx) => admin.updateAdminUser(ctx.tx, ctx.principal, idOf(ctx.path.id), ctx.body),
  },
  clearCache: {
    tenant: 'caller',
    run: (ctx) =>
      admin.clearCache(ctx.tx, { tenantId: ctx.tenantId, principal: ctx.principal, tags: ctx.body?.tags }),
  },
  listModuleConfigs: { tenant: 'caller', run: (ctx) => config.listModuleConfigs(ctx.tx) },
  getModuleConfig: {
    tenant: 'caller',
    run: (ctx) => config.getModuleConfig(ctx.tx, idOf(ctx.path.moduleId)),
  },
  updateModuleConfig: {
    tenant: 'caller',
    run: (ctx) =>
      config.putModuleConfig(
        ctx.tx,
        ctx.tenantId,
        idOf(ctx.path.moduleId),
        ctx.body.entries,
        ctx.principal.email,
      ),
  },
});
