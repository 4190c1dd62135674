import type { Principal } from '../../auth/principal.ts';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { iso, nonBlank, uniquely } from './common.ts';

export type AdminUser = Schema<'AdminUser'>;

const COLUMNS = ['id', 'email', 'name', 'is_active', 'tenant_id', 'created_at', 'updated_at'] as const;

function toAdmin(row: {
  id: string;
  email: string;
  name: string;
  is_active: boolean;
  tenant_id: string;
  created_at: Date;
  updated_at: Date;
}): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.is_active,
    tenantId: row.tenant_id,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

/** A new system administrator in the caller's (system) tenant; e-mail addresses are unique across tenants. */
export async function createAdminUser(
  tx: TenantTx,
  tenantId: string,
  input: { email: string; name: string },
): Promise<AdminUser> {
  const email = input.email.trim().toLowerCase();
  const row = await uniquely(
    () =>
      tx
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          username: email,
          email,
          name: nonBlank(input.name, 'name'),
          role_name: 'system-admin',
          group_id: null,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(),
    `${email} already has an account`,
    'email_taken',
  );
  return toAdmin(row);
}

export async function updateAdminUser(
  tx: TenantTx,
  principal: Principal,
  id: string,
  input: { name?: string; active?: boolean },
): Promise<AdminUser> {
  const current = await tx
    .selectFrom('users')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('role_name', '=', 'system-admin')
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw new NotFoundError('No such system administrator');
  if (input.active === false && current.is_active) {
    if (id === principal.userId)
      throw new ConflictError('You cannot deactivate yourself', 'self_deactivation');
    // Lock the administrators so two concurrent deactivations cannot both pass the count.
    const others = await tx
      .selectFrom('users')
      .select('id')
      .where('role_name', '=', 'system-admin')
      .where('is_active', '=', true)
      .where('id', '!=', id)
      .forUpdate()
      .execute();
    if (others.length === 0) {
      throw new ConflictError('The last active system administrator stays active', 'last_admin');
    }
  }
  const row = await tx
    .updateTable('users')
    .set({
      ...(input.name !== undefined ? { name: nonBlank(input.name, 'name') } : {}),
      ...(input.active !== undefined ? { is_active: input.active } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toAdmin(row);
}

export const CACHE_TAGS = [
  'usecases',
  'questions',
  'users',
  'requests',
  'chats',
  'configs',
  'features',
  'document-analyses',
  'agents',
  'anomalies',
  'tenants',
] as const satisfies readonly Schema<'CacheTag'>[];

/**
 * The server answers every call from the database and keeps no response cache, so there is nothing to
 * drop; the request is recorded so clients (whose caches these tags name) can be told to refetch.
 */
export async function clearCache(
  tx: TenantTx,
  { tenantId, principal, tags }: { tenantId: string; principal: Principal; tags?: Schema<'CacheTag'>[] },
): Promise<Schema<'ClearCacheResult'>> {
  const cleared = tags && tags.length > 0 ? [...new Set(tags)] : [...CACHE_TAGS];
  const row = await tx
    .insertInto('audit_log')
    .values({
      tenant_id: tenantId,
      actor: principal.email,
      action: 'cache.clear',
      detail: JSON.stringify({ tags: cleared, actorUserId: principal.userId }),
    })
    .returning('at')
    .executeTakeFirstOrThrow();
  return { clearedAt: iso(row.at), tags: cleared };
}
