import type { AppDeps } from '../context.ts';
import { defineOperations, type SignedInContext } from '../operation.ts';
import {
  ALL_KINDS,
  previewRemoval,
  runReset,
  usecaseSelections,
  type RemovalDeps,
} from '../../services/maintenance/data-removal.ts';
import type { RootSelection } from '../../services/maintenance/removal-plan.ts';
import { cancelPurge, createPurge, listPurges } from '../../services/maintenance/purges.ts';

export function removalDeps(deps: AppDeps): RemovalDeps {
  return {
    db: deps.db,
    store: { kind: deps.config.databaseUrl ? 'postgres' : 'pglite', dataDir: deps.config.dataDir },
  };
}

/** A reset of the tenant or of use cases: previewed with `dryRun`, else started (202). */
async function reset(
  ctx: SignedInContext<'resetTenant'> | SignedInContext<'resetTenantUsecases'>,
  kind: 'tenant-reset' | 'usecase-reset',
  selections: RootSelection[],
) {
  const deps = removalDeps(ctx.deps);
  if (ctx.body.dryRun) return previewRemoval(deps, ctx.tenantId, kind, selections);
  ctx.reply.code(202);
  return runReset(deps, ctx.principal, ctx.tenantId, kind, selections, ctx.body.confirm);
}

export const maintenanceHandlers = defineOperations({
  resetTenant: {
    tenant: 'none',
    run: async (ctx) =>
      reset(
        ctx,
        'tenant-reset',
        ALL_KINDS.map((kind) => ({ kind })),
      ),
  },

  resetTenantUsecases: {
    tenant: 'none',
    run: async (ctx) =>
      reset(ctx, 'usecase-reset', usecaseSelections(ctx.body.usecaseIds.map((id) => id.toLowerCase()))),
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
