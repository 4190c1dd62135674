import { FEATURE_CODES } from '@ratelens/domain';
import type { Schema } from '../../contract.ts';
import { sql, type Selectable } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { seedAnomalyStatuses } from '../../db/seed-analytics.ts';
import { seedTenantCatalog } from '../../db/seed-catalog.ts';
import type { TenantsTable } from '../../db/schema.ts';
import { withSystemAdminInTenant, withSystemAdminRegistry, type TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { isUniqueViolation } from '../catalog/common.ts';
import { recordAudit } from '../audit.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { OIDC_CLIENT_SECRET, storeSecret } from './tenant-secrets.ts';
import type { TenantEditable } from './tenant-fields.ts';
import { fieldTable } from '../field-table.ts';

export type TenantStatus = 'onboarding' | 'active' | 'suspended' | 'inactive';

export type TenantDto = Schema<'Tenant'>;

type TenantRow = Selectable<TenantsTable>;

export function storedProvider(value: unknown): { issuer: string; clientId: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { issuer, clientId } = value as Record<string, unknown>;
  return typeof issuer === 'string' && typeof clientId === 'string' ? { issuer, clientId } : null;
}

export function toTenantDto(row: TenantRow): TenantDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status as TenantStatus,
    isActive: row.is_active,
    emailDomains: row.domains,
    enabledFeatures: row.enabled_features as TenantDto['enabledFeatures'],
    seatLimit: row.seat_limit,
    identityProvider: storedProvider(row.identity_provider),
    createdDateTime: row.created_at.toISOString(),
    updateDateTime: row.updated_at.toISOString(),
  };
}

export function toEditable(row: TenantRow): TenantEditable {
  return {
    name: row.name,
    emailDomains: row.domains,
    enabledFeatures: row.enabled_features,
    seatLimit: row.seat_limit,
    identityProvider: storedProvider(row.identity_provider),
  };
}

export const TENANT_FIELDS = fieldTable('', {
  id: 'uuid',
  name: 'text',
  slug: 'text',
  status: 'text',
  isActive: 'boolean',
  seatLimit: 'number?',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

export async function listTenants(db: Db, query: Record<string, unknown>): Promise<ListPage<TenantDto>> {
  const list = parseListQuery(query, TENANT_FIELDS, 'name', 'id');
  return withSystemAdminRegistry(db, async (tx) => {
    let base = tx.selectFrom('tenants').where('deleted_at', 'is', null);
    if (list.where) base = base.where(list.where);
    const { rows, ...total } = await selectPage(list, base.selectAll());
    return { items: rows.map(toTenantDto), page: list.page, pageSize: list.pageSize, ...total };
  });
}

export async function loadTenant(tx: TenantTx, tenantId: string): Promise<TenantRow> {
  const row = await tx
    .selectFrom('tenants')
    .selectAll()
    .where('id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such tenant');
  return row;
}

export async function getTenant(db: Db, tenantId: string): Promise<TenantDto> {
  return withSystemAdminRegistry(db, async (tx) => toTenantDto(await loadTenant(tx, tenantId)));
}

/** Access requests are routed by domain, so a domain may belong to one tenant only. */
async function assertDomainsFree(
  tx: TenantTx,
  domains: string[],
  exceptTenantId: string | null,
): Promise<void> {
  let query = tx
    .selectFrom('tenants')
    .select(['name', 'domains'])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`domains && ${sql.val(domains)}::text[]`);
  if (exceptTenantId) query = query.where('id', '<>', exceptTenantId);
  const clash = await query.executeTakeFirst();
  if (clash) {
    const taken = clash.domains.filter((d) => domains.includes(d));
    throw new ConflictError(
      `The domain ${taken.join(', ')} already belongs to the tenant ${clash.name}`,
      'domain_taken',
    );
  }
}

export interface CreateTenantInput extends TenantEditable {
  slug: string;
}

export async function createTenant(
  db: Db,
  pepper: string,
  principal: Principal,
  input: CreateTenantInput,
): Promise<TenantDto> {
  if (input.slug.includes('--')) {
    throw new ValidationError('Invalid field "slug": must not contain two hyphens in a row', [
      { field: 'slug', message: 'must not contain two hyphens in a row' },
    ]);
  }
  try {
    const created = await withSystemAdminRegistry(db, async (tx) => {
      await assertDomainsFree(tx, input.emailDomains, null);
      return tx
        .insertInto('tenants')
        .values({
          name: input.name,
          slug: input.slug,
          domains: input.emailDomains,
          enabled_features: input.enabledFeatures,
          seat_limit: input.seatLimit,
          identity_provider: input.identityProvider
            ? JSON.stringify({
                issuer: input.identityProvider.issuer,
                clientId: input.identityProvider.clientId,
              })
            : null,
          logo_url: null,
          primary_color: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    // The tenant's own rows (catalogue, anomaly workflow, secret, audit) need the new id as app.tenant_id.
    await withSystemAdminInTenant(db, created.id, async (tx) => {
      await seedTenantCatalog(tx, created.id);
      await seedAnomalyStatuses(tx, created.id);
      if (input.identityProvider?.clientSecret)
        await storeSecret(tx, pepper, created.id, OIDC_CLIENT_SECRET, input.identityProvider.clientSecret);
      await recordAudit(tx, created.id, principal, 'tenant.created', { slug: created.slug });
    });
    return toTenantDto(created);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`The slug ${input.slug} is taken`, 'slug_taken');
    throw error;
  }
}

/** Writes the editable fields (after PUT or PATCH) with their audit record, in one transaction. */
export async function writeTenantEditable(
  db: Db,
  pepper: string,
  principal: Principal,
  tenantId: string,
  next: TenantEditable,
  action: string,
  expectUpdatedAt?: Date,
): Promise<TenantDto> {
  return withSystemAdminInTenant(db, tenantId, async (tx) => {
    const current = await loadTenant(tx, tenantId);
    if (expectUpdatedAt && current.updated_at.getTime() !== expectUpdatedAt.getTime()) {
      throw new ConflictError('The tenant changed while the patch was applied; try again', 'patch_failed');
    }
    await assertDomainsFree(tx, next.emailDomains, tenantId);
    const updated = await tx
      .updateTable('tenants')
      .set({
        name: next.name,
        domains: next.emailDomains,
        enabled_features: next.enabledFeatures,
        seat_limit: next.seatLimit,
        identity_provider: next.identityProvider
          ? JSON.stringify({ issuer: next.identityProvider.issuer, clientId: next.identityProvider.clientId })
          : null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', tenantId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (next.identityProvider === null) await storeSecret(tx, pepper, tenantId, OIDC_CLIENT_SECRET, null);
    else if (next.identityProvider.clientSecret !== undefined)
      await storeSecret(tx, pepper, tenantId, OIDC_CLIENT_SECRET, next.identityProvider.clientSecret);
    const changed = (
      ['name', 'emailDomains', 'enabledFeatures', 'seatLimit', 'identityProvider'] as const
    ).filter((k) => JSON.stringify(toEditable(current)[k]) !== JSON.stringify(toEditable(updated)[k]));
    await recordAudit(tx, tenantId, principal, action, { changed });
    return toTenantDto(updated);
  });
}

export async function replaceTenant(
  db: Db,
  pepper: string,
  principal: Principal,
  tenantId: string,
  input: TenantEditable,
): Promise<TenantDto> {
  return writeTenantEditable(db, pepper, principal, tenantId, input, 'tenant.updated');
}

/**
 * Any status but active locks members out: is_active follows status (a CHECK ties them) and every open
 * session of the tenant is revoked in the same transaction, so tokens already held stop working at once.
 */
export async function setTenantStatus(
  db: Db,
  principal: Principal,
  tenantId: string,
  status: TenantStatus,
  reason: string | null,
): Promise<TenantDto> {
  return withSystemAdminInTenant(db, tenantId, async (tx) => {
    const current = await loadTenant(tx, tenantId);
    if (current.is_system && status !== 'active') {
      throw new ConflictError('The system tenant cannot be deactivated', 'system_tenant');
    }
    const updated = await tx
      .updateTable('tenants')
      .set({ status, is_active: status === 'active', updated_at: sql<Date>`now()` })
      .where('id', '=', tenantId)
      .returningAll()
      .executeTakeFirstOrThrow();
    let revoked = 0;
    if (status !== 'active') {
      const result = await tx
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()`, revoked_reason: `tenant_${status}` })
        .where('tenant_id', '=', tenantId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      revoked = Number(result.numUpdatedRows);
    }
    await recordAudit(tx, tenantId, principal, 'tenant.status_changed', {
      from: current.status,
      to: status,
      reason,
      revokedSessions: revoked,
    });
    return toTenantDto(updated);
  });
}

/** Soft delete: the rows stay for a purge; the tenant disappears from the API and cannot sign in. */
export async function deleteTenant(db: Db, principal: Principal, tenantId: string): Promise<void> {
  await withSystemAdminInTenant(db, tenantId, async (tx) => {
    const current = await loadTenant(tx, tenantId);
    if (current.is_system) throw new ConflictError('The system tenant cannot be deleted', 'system_tenant');
    if (current.is_active) {
      throw new ConflictError('Deactivate the tenant before deleting it', 'tenant_active');
    }
    await tx
      .updateTable('tenants')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', tenantId)
      .execute();
    await recordAudit(tx, tenantId, principal, 'tenant.deleted', { slug: current.slug });
  });
}

export const DEFAULT_TENANT_FEATURES: readonly string[] = FEATURE_CODES;
