import type { AppDeps } from '../context.ts';
import { defineOperations } from '../operation.ts';
import {
  ALL_KINDS,
  previewRemoval,
  runReset,
  usecaseSelections,
  type RemovalDeps,
} from '../../services/maintenance/data-removal.ts';
import { cancelPurge, createPurge, listPurges } from '../../services/maintenance/purges.ts';

export function removalDeps(deps: AppDeps): RemovalDeps {
  return {
    db: deps.db,
    store: { kind: deps.config.databaseUrl ? 'postgres' : 'pglite', dataDir: deps.config.dataDir },
  };
}

export const maintenanceHandlers = defineOperations({
  resetTenant: {
    tenant: 'none',
    run: async (ctx) => {
      const selections = ALL_KINDS.map((kind) => ({ kind }));
      const deps = removalDeps(ctx.deps);
      if (ctx.body.dryRun) return previewRemoval(deps, ctx.tenantId, 'tenant-reset', selections);
      ctx.reply.code(202);
      return runReset(deps, ctx.principal, ctx.tenantId, 'tenant-reset', selections, ctx.body.confirm);
    },
  },

  resetTenantUsecases: {
    tenant: 'none',
    run: async (ctx) => {
      const selections = usecaseSelections(ctx.body.usecaseIds.map((id) => id.toLowerCase()));
      const deps = removalDeps(ctx.deps);
      if (ctx.body.dryRun) return previewRemoval(deps, ctx.tenantId, 'usecase-reset', selections);
      ctx.reply.code(202);
      return runReset(deps, ctx.principal, ctx.tenantId, 'usecase-reset', selections, ctx.body.confirm);
    },
  },

  listPurgeRequests: {
    tenant: 'none',
    run: async (ctx) => listPurges(removalDeps(ctx.deps), ctx.tenantId, ctx.query),
  },

  createPurgeRequest: {
    tenant: 'none',
    run: async (ctx) => {
      const result = await createPurge(removalDeps(ctx.deps), ctx.principal, ctx.tenantId, ctx.body);
      if ('preview' in result) return result.preview;
      ctx.reply.code(201);
      return result.created;
    },
  },

  cancelPurgeRequest: {
    tenant: 'none',
    run: async (ctx) => {
      await cancelPurge(removalDeps(ctx.deps), ctx.principal, ctx.tenantId, ctx.path.requestId);
      return undefined;
    },
  },
});
