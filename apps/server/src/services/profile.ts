import type { Schema } from '../contract.ts';
import type { Principal } from '../auth/principal.ts';
import type { TenantTx } from '../db/tenant.ts';
import { NotFoundError } from '../errors.ts';
import { roleFields } from './users/users.ts';

export type UserInfo = Schema<'UserInfo'>;

export async function getUserInfo(tx: TenantTx, principal: Principal): Promise<UserInfo> {
  const row = await tx
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select([
      'u.tenant_id',
      't.name as tenant_name',
      't.slug as tenant_slug',
      'u.name',
      'u.username',
      'u.email',
      'u.role_name',
      'u.is_active',
      'u.group_id',
      'u.created_at',
      'u.updated_at',
    ])
    .where('u.id', '=', principal.userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('The signed-in user no longer exists');
  return {
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    tenantSlug: row.tenant_slug,
    name: row.name,
    username: row.username,
    email: row.email,
    ...roleFields(row.role_name),
    active: row.is_active,
    enabledFeatures: principal.enabledFeatures as UserInfo['enabledFeatures'],
    groupId: row.group_id,
    createdDateTime: row.created_at.toISOString(),
    updateDateTime: row.updated_at.toISOString(),
  };
}
