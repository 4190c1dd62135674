import { ROLE_DESCRIPTIONS, isInternalStaffEmail, type RoleName } from '@ratelens/domain';
import type { Schema } from '../../contract.ts';
import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { isUniqueViolation } from '../catalog/common.ts';
import { recordAudit } from '../audit.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { assertTenantOwnsDomain } from './email-domains.ts';
import { assertRoleGrantable } from './role-rules.ts';
import { fieldTable } from '../field-table.ts';

/** Names are stored trimmed; one that is only spaces would be stored empty, so it is refused instead. */
function personName(value: string): string {
  const name = value.trim();
  if (name === '')
    throw new ValidationError('Invalid body field "name": must not be blank', [
      { field: 'name', message: 'must not be blank' },
    ]);
  return name;
}

export type UserDto = Schema<'User'>;

const LAST_SIGN_IN = sql<Date | null>`(select max(s.created_at) from sessions s
  where s.tenant_id = u.tenant_id and s.user_id = u.id)`;

export const USER_FIELDS = fieldTable('u', {
  username: 'text',
  name: 'text',
  email: 'text',
  roleName: 'text',
  active: { column: 'u.is_active', type: 'boolean' },
  isActive: 'boolean',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

interface UserRow {
  tenant_id: string;
  id: string;
  username: string;
  name: string;
  email: string;
  role_name: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
}

/** A member's role as the API shows it; a role unknown to this version shows its name as description. */
export function roleFields(roleName: string): { roleName: RoleName; roleDescription: string } {
  return {
    roleName: roleName as RoleName,
    roleDescription: ROLE_DESCRIPTIONS[roleName as RoleName] ?? roleName,
  };
}

export function toUserDto(row: UserRow): UserDto {
  return {
    username: row.username,
    name: row.name,
    email: row.email,
    ...roleFields(row.role_name),
    active: row.is_active,
    tenantId: row.tenant_id,
    userType: isInternalStaffEmail(row.email) ? 'internal' : 'customer',
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    createdDateTime: row.created_at.toISOString(),
    updateDateTime: row.updated_at.toISOString(),
  };
}

function selectUsers(tx: TenantTx) {
  return tx
    .selectFrom('users as u')
    .select([
      'u.tenant_id',
      'u.id',
      'u.username',
      'u.name',
      'u.email',
      'u.role_name',
      'u.is_active',
      'u.created_at',
      'u.updated_at',
      LAST_SIGN_IN.as('last_sign_in_at'),
    ]);
}

/** The principal may grant `roleName` in this tenant (the system tenant has roles of its own). */
async function assertGrantableIn(tx: TenantTx, principal: Principal, tenantId: string, roleName: string) {
  const tenant = await tx
    .selectFrom('tenants')
    .select('is_system')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  assertRoleGrantable(principal, roleName, { isSystem: tenant.is_system });
}

export async function listUsers(
  db: Db,
  tenantId: string,
  query: Record<string, unknown>,
): Promise<ListPage<UserDto>> {
  const list = parseListQuery(query, USER_FIELDS, 'name', 'u.id', { keyset: true });
  return withTenant(db, tenantId, async (tx) => {
    let base = selectUsers(tx);
    if (list.where) base = base.where(list.where);
    const { rows, ...total } = await selectPage(list, base);
    return { items: rows.map(toUserDto), page: list.page, pageSize: list.pageSize, ...total };
  });
}

/** {username} is the member's username or e-mail address (the contract makes them the same for new users). */
async function findUser(tx: TenantTx, username: string): Promise<UserRow> {
  const key = username.trim().toLowerCase();
  const row = await selectUsers(tx)
    .where((eb) => eb.or([eb('u.username', '=', key), eb('u.email', '=', key)]))
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`No member ${username} in this tenant`);
  return row;
}

export async function getUser(db: Db, tenantId: string, username: string): Promise<UserDto> {
  return withTenant(db, tenantId, async (tx) => toUserDto(await findUser(tx, username)));
}

/**
 * Adds a member inside the caller's transaction, enforcing the tenant's seat limit. E-mail is unique
 * across tenants (the directory trigger); that violation is reported as already_member without naming
 * the other tenant.
 */
export async function insertMember(
  tx: TenantTx,
  tenantId: string,
  member: { email: string; name: string; role: string },
  /**
   * Who adds the member, for the tenant-domain rule; null when the address already passed it (an
   * invitation or access request being activated).
   */
  domainCheck: { caller: { roleName: string }; allowOtherDomain?: boolean | undefined } | null = null,
): Promise<{ id: string; otherDomain: boolean }> {
  const otherDomain = domainCheck
    ? await assertTenantOwnsDomain(
        tx,
        tenantId,
        member.email,
        domainCheck.caller,
        domainCheck.allowOtherDomain,
      )
    : false;
  const tenant = await tx
    .selectFrom('tenants')
    .select(['seat_limit', 'enabled_features'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (tenant.seat_limit !== null) {
    const { n } = await tx
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    if (n >= tenant.seat_limit)
      throw new ConflictError(
        `The tenant has no free seat (limit ${tenant.seat_limit})`,
        'seat_limit_reached',
      );
  }
  const email = member.email.trim().toLowerCase();
  // A savepoint, so a duplicate address leaves the surrounding transaction usable for the error path.
  await sql`savepoint insert_member`.execute(tx);
  try {
    const row = await tx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        username: email,
        email,
        name: personName(member.name),
        role_name: member.role,
        group_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`release savepoint insert_member`.execute(tx);
    return { id: row.id, otherDomain };
  } catch (error) {
    await sql`rollback to savepoint insert_member`.execute(tx);
    if (isUniqueViolation(error))
      throw new ConflictError(`${email} already has an account`, 'already_member');
    throw error;
  }
}

export async function createUser(
  db: Db,
  principal: Principal,
  tenantId: string,
  input: { email: string; name: string; roleName: string; allowOtherDomain?: boolean | undefined },
): Promise<UserDto> {
  return withTenant(db, tenantId, async (tx) => {
    await assertGrantableIn(tx, principal, tenantId, input.roleName);
    const { otherDomain } = await insertMember(
      tx,
      tenantId,
      { email: input.email, name: input.name, role: input.roleName },
      { caller: principal, allowOtherDomain: input.allowOtherDomain },
    );
    await recordAudit(tx, tenantId, principal, 'user.created', {
      email: input.email.toLowerCase(),
      role: input.roleName,
      ...(otherDomain ? { domainOverride: true } : {}),
    });
    return toUserDto(await findUser(tx, input.email));
  });
}

export async function updateUser(
  db: Db,
  principal: Principal,
  tenantId: string,
  username: string,
  input: { name?: string; roleName?: string; active?: boolean },
): Promise<UserDto> {
  return withTenant(db, tenantId, async (tx) => {
    const user = await findUser(tx, username);
    const isSelf = user.id === principal.userId && tenantId === principal.tenantId;
    if (isSelf && input.active === false)
      throw new ConflictError('You cannot deactivate yourself', 'self_change');
    if (isSelf && input.roleName !== undefined && input.roleName !== user.role_name)
      throw new ConflictError('You cannot change your own role', 'self_change');
    if (user.role_name === 'system-admin' && principal.roleName !== 'system-admin')
      throw new NotFoundError(`No member ${username} in this tenant`);
    if (input.roleName !== undefined && input.roleName !== user.role_name) {
      await assertGrantableIn(tx, principal, tenantId, input.roleName);
    }
    await tx
      .updateTable('users')
      .set({
        ...(input.name !== undefined ? { name: personName(input.name) } : {}),
        ...(input.roleName !== undefined ? { role_name: input.roleName } : {}),
        ...(input.active !== undefined ? { is_active: input.active } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', user.id)
      .execute();
    // A deactivated member's sessions end at once (authenticate also re-reads is_active on every call).
    if (input.active === false) {
      await tx
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'user_deactivated' })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    await recordAudit(tx, tenantId, principal, 'user.updated', { email: user.email, changes: input });
    return toUserDto(await findUser(tx, user.email));
  });
}
