import type { Operation } from 'fast-json-patch';
import type { OperationHandlers } from '../context.ts';
import { requirePrincipal, requireTenantId } from '../context.ts';
import { patchTenant } from '../../services/tenants/patch-tenant.ts';
import { checkTenantEditable } from '../../services/tenants/tenant-fields.ts';
import {
  DEFAULT_TENANT_FEATURES,
  createTenant,
  deleteTenant,
  getTenant,
  listTenants,
  replaceTenant,
  setTenantStatus,
  type TenantStatus,
} from '../../services/tenants/tenants.ts';
import { inviteFirstAdmin } from '../../services/user-requests/invitations.ts';
import { getFeatureConfig, putFeatureConfig } from '../../services/tenants/feature-configs.ts';
import type { HandlerContext } from '../context.ts';
import { withTenant } from '../../db/tenant.ts';
import { listMetadataFilters, narrowMetadataFilters } from '../../services/tenants/metadata-filters.ts';
import { getTenantMetric, listTenantMetrics } from '../../services/tenants/tenant-metrics.ts';

const daysOf = (ctx: HandlerContext) => (typeof ctx.query.days === 'number' ? ctx.query.days : 90);

function configAddress(ctx: HandlerContext) {
  return {
    moduleId: String(ctx.params.moduleId).toLowerCase(),
    featureCode: String(ctx.params.featureCode),
    key: String(ctx.params.key),
  };
}

interface TenantCreateBody {
  name: string;
  slug: string;
  emailDomains: string[];
  enabledFeatures?: string[];
  seatLimit?: number | null;
  identityProvider?: unknown;
  adminEmail?: string;
}

export const tenantHandlers: OperationHandlers = {
  listTenants: async ({ deps, query }) => listTenants(deps.db, query),

  createTenant: async (ctx) => {
    const principal = requirePrincipal(ctx);
    const body = ctx.body as TenantCreateBody;
    const editable = checkTenantEditable({
      name: body.name,
      emailDomains: body.emailDomains,
      enabledFeatures: body.enabledFeatures ?? [...DEFAULT_TENANT_FEATURES],
      seatLimit: body.seatLimit ?? null,
      identityProvider: body.identityProvider ?? null,
    });
    const tenant = await createTenant(ctx.deps.db, ctx.deps.pepper, principal, {
      ...editable,
      slug: body.slug,
    });
    if (body.adminEmail) await inviteFirstAdmin(ctx.deps, principal, tenant.id, body.adminEmail);
    ctx.reply.code(201);
    return tenant;
  },

  getTenant: async (ctx) => getTenant(ctx.deps.db, requireTenantId(ctx)),

  updateTenant: async (ctx) => {
    const body = ctx.body as Record<string, unknown>;
    const editable = checkTenantEditable({
      seatLimit: null,
      identityProvider: null,
      ...body,
    });
    return replaceTenant(ctx.deps.db, ctx.deps.pepper, requirePrincipal(ctx), requireTenantId(ctx), editable);
  },

  patchTenant: async (ctx) =>
    patchTenant(
      ctx.deps.db,
      ctx.deps.pepper,
      requirePrincipal(ctx),
      requireTenantId(ctx),
      ctx.body as Operation[],
    ),

  deleteTenant: async (ctx) => {
    await deleteTenant(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx));
    return undefined;
  },

  activateTenant: async (ctx) =>
    setTenantStatus(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx), 'active', null),

  deactivateTenant: async (ctx) =>
    setTenantStatus(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx), 'inactive', null),

  updateTenantStatus: async (ctx) => {
    const body = ctx.body as { status: TenantStatus; reason?: string };
    return setTenantStatus(
      ctx.deps.db,
      requirePrincipal(ctx),
      requireTenantId(ctx),
      body.status,
      body.reason ?? null,
    );
  },

  getTenantFeatureConfig: async (ctx) =>
    getFeatureConfig(ctx.deps.db, requireTenantId(ctx), configAddress(ctx)),

  updateTenantFeatureConfig: async (ctx) =>
    putFeatureConfig(
      ctx.deps.db,
      requirePrincipal(ctx),
      requireTenantId(ctx),
      configAddress(ctx),
      ctx.body as { value: unknown; description?: string },
    ),

  listTenantMetrics: async (ctx) =>
    withTenant(ctx.deps.db, requireTenantId(ctx), (tx) => listTenantMetrics(tx, daysOf(ctx))),

  getTenantMetric: async (ctx) =>
    withTenant(ctx.deps.db, requireTenantId(ctx), (tx) =>
      getTenantMetric(tx, String(ctx.params.key), daysOf(ctx)),
    ),

  listMetadataFilters: async (ctx) =>
    withTenant(ctx.deps.db, requireTenantId(ctx), (tx) => listMetadataFilters(tx, String(ctx.query.type))),

  getMetadataFilterOptions: async (ctx) =>
    withTenant(ctx.deps.db, requireTenantId(ctx), (tx) =>
      narrowMetadataFilters(
        tx,
        String(ctx.params.category),
        (ctx.body as { selected: Record<string, string[]> }).selected,
      ),
    ),
};
