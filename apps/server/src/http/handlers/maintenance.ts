import type { AppDeps, OperationHandlers } from '../context.ts';
import { requirePrincipal, requireTenantId } from '../context.ts';
import {
  ALL_KINDS,
  previewRemoval,
  runReset,
  usecaseSelections,
  type RemovalDeps,
} from '../../services/maintenance/data-removal.ts';
import { cancelPurge, createPurge, listPurges, type PurgeTarget } from '../../services/maintenance/purges.ts';

export function removalDeps(deps: AppDeps): RemovalDeps {
  return {
    db: deps.db,
    store: { kind: deps.config.databaseUrl ? 'postgres' : 'pglite', dataDir: deps.config.dataDir },
  };
}

export const maintenanceHandlers: OperationHandlers = {
  resetTenant: async (ctx) => {
    const body = ctx.body as { confirm?: string; dryRun?: boolean };
    const tenantId = requireTenantId(ctx);
    const selections = ALL_KINDS.map((kind) => ({ kind }));
    if (body.dryRun) return previewRemoval(removalDeps(ctx.deps), tenantId, 'tenant-reset', selections);
    ctx.reply.code(202);
    return runReset(
      removalDeps(ctx.deps),
      requirePrincipal(ctx),
      tenantId,
      'tenant-reset',
      selections,
      body.confirm,
    );
  },

  resetTenantUsecases: async (ctx) => {
    const body = ctx.body as { usecaseIds: string[]; confirm?: string; dryRun?: boolean };
    const tenantId = requireTenantId(ctx);
    const selections = usecaseSelections(body.usecaseIds.map((id) => id.toLowerCase()));
    if (body.dryRun) return previewRemoval(removalDeps(ctx.deps), tenantId, 'usecase-reset', selections);
    ctx.reply.code(202);
    return runReset(
      removalDeps(ctx.deps),
      requirePrincipal(ctx),
      tenantId,
      'usecase-reset',
      selections,
      body.confirm,
    );
  },

  listPurgeRequests: async (ctx) => listPurges(removalDeps(ctx.deps), requireTenantId(ctx), ctx.query),

  createPurgeRequest: async (ctx) => {
    const body = ctx.body as {
      targets: PurgeTarget[];
      reason: string;
      scheduledFor?: string;
      confirm?: string;
      dryRun?: boolean;
    };
    const result = await createPurge(
      removalDeps(ctx.deps),
      requirePrincipal(ctx),
      requireTenantId(ctx),
      body,
    );
    if ('preview' in result) return result.preview;
    ctx.reply.code(201);
    return result.created;
  },

  cancelPurgeRequest: async (ctx) => {
    await cancelPurge(
      removalDeps(ctx.deps),
      requirePrincipal(ctx),
      requireTenantId(ctx),
      String(ctx.params.requestId),
    );
    return undefined;
  },
};
