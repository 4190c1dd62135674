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
} from '../../services/tenants/tenants.ts';
import { inviteFirstAdmin } from '../../services/user-requests/invitations.ts';
import { getFeatureConfig, putFeatureConfig } from '../../services/tenants/feature-configs.ts';
import { defineOperations, type SignedInContext } from '../operation.ts';
import { listMetadataFilters, narrowMetadataFilters } from '../../services/tenants/metadata-filters.ts';
import { getTenantMetric, listTenantMetrics } from '../../services/tenants/tenant-metrics.ts';

type ConfigAddressed =
  SignedInContext<'getTenantFeatureConfig'> | SignedInContext<'updateTenantFeatureConfig'>;

function configAddress({ path }: ConfigAddressed) {
  return { moduleId: path.moduleId.toLowerCase(), featureCode: path.featureCode, key: path.key };
}

export const tenantHandlers = defineOperations({
  listTenants: { tenant: 'none', run: async ({ deps, query }) => listTenants(deps.db, query) },

  createTenant: {
    tenant: 'none',
    status: 201,
    run: async (ctx) => {
      const body = ctx.body;
      const editable = checkTenantEditable({
        name: body.name,
        emailDomains: body.emailDomains,
        enabledFeatures: body.enabledFeatures ?? [...DEFAULT_TENANT_FEATURES],
        seatLimit: body.seatLimit ?? null,
        identityProvider: body.identityProvider ?? null,
      });
      const tenant = await createTenant(ctx.deps.db, ctx.deps.pepper, ctx.principal, {
        ...editable,
        slug: body.slug,
      });
      if (body.adminEmail) await inviteFirstAdmin(ctx.deps, ctx.principal, tenant.id, body.adminEmail);
      return tenant;
    },
  },

  getTenant: { tenant: 'none', run: async (ctx) => getTenant(ctx.deps.db, ctx.tenantId) },

  updateTenant: {
    tenant: 'none',
    run: async (ctx) => {
      const editable = checkTenantEditable({ seatLimit: null, identityProvider: null, ...ctx.body });
      return replaceTenant(ctx.deps.db, ctx.deps.pepper, ctx.principal, ctx.tenantId, editable);
    },
  },

  patchTenant: {
    tenant: 'none',
    run: async (ctx) => patchTenant(ctx.deps.db, ctx.deps.pepper, ctx.principal, ctx.tenantId, ctx.body),
  },

  deleteTenant: {
    tenant: 'none',
    run: async (ctx) => {
      await deleteTenant(ctx.deps.db, ctx.principal, ctx.tenantId);
      return undefined;
    },
  },

  activateTenant: {
    tenant: 'none',
    run: async (ctx) => setTenantStatus(ctx.deps.db, ctx.principal, ctx.tenantId, 'active', null),
  },

  deactivateTenant: {
    tenant: 'none',
    run: async (ctx) => setTenantStatus(ctx.deps.db, ctx.principal, ctx.tenantId, 'inactive', null),
  },

  updateTenantStatus: {
    tenant: 'none',
    run: async (ctx) =>
      setTenantStatus(ctx.deps.db, ctx.principal, ctx.tenantId, ctx.body.status, ctx.body.reason ?? null),
  },

  getTenantFeatureConfig: {
    tenant: 'none',
    run: async (ctx) => getFeatureConfig(ctx.deps.db, ctx.tenantId, configAddress(ctx)),
  },

  updateTenantFeatureConfig: {
    tenant: 'none',
    run: async (ctx) =>
      putFeatureConfig(ctx.deps.db, ctx.principal, ctx.tenantId, configAddress(ctx), ctx.body),
  },

  listTenantMetrics: {
    tenant: 'acting',
    run: (ctx) => listTenantMetrics(ctx.tx, ctx.query.days ?? 90),
  },

  getTenantMetric: {
    tenant: 'acting',
    run: (ctx) => getTenantMetric(ctx.tx, ctx.path.key, ctx.query.days ?? 90),
  },

  listMetadataFilters: {
    tenant: 'acting',
    run: (ctx) => listMetadataFilters(ctx.tx, ctx.query.type),
  },

  getMetadataFilterOptions: {
    tenant: 'acting',
    run: (ctx) => narrowMetadataFilters(ctx.tx, ctx.path.category, ctx.body.selected),
  },
});
