import { createHash } from 'node:crypto';
import {
  DEFAULT_INTERNAL_EMAIL_DOMAIN,
  ROLES,
  ROLE_DESCRIPTIONS,
  isInternalStaffEmail,
} from '@ratelens/domain';
import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { withTenant } from '../../db/tenant.ts';

export const ROLE_IDS = {
  'system-admin': '00000000-0000-4000-8000-00000000e001',
  'tenant-admin': '00000000-0000-4000-8000-00000000e002',
  user: '00000000-0000-4000-8000-00000000e003',
} as const;

/** The roles the caller can hand out: system-admin only by a system-admin. */
export function listRoles(principal: Principal) {
  return ROLES.filter((r) => r !== 'system-admin' || principal.roleName === 'system-admin').map((name) => ({
    id: ROLE_IDS[name],
    name,
    description: ROLE_DESCRIPTIONS[name],
  }));
}

/** Per tenant, so the ids differ between tenants yet stay stable: a name-based (v5-style) uuid. */
function typeId(tenantId: string, code: string): string {
  const h = createHash('sha256').update(`user-type:${tenantId}:${code}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function listUserTypes(db: Db, tenantId: string) {
  return withTenant(db, tenantId, async (tx) => {
    const tenant = await tx
      .selectFrom('tenants')
      .select('domains')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return [
      {
        id: typeId(tenantId, 'internal'),
        code: 'internal' as const,
        name: 'Internal',
        description: 'Staff of the provider’s own company domain.',
        emailDomains: [DEFAULT_INTERNAL_EMAIL_DOMAIN],
      },
      {
        id: typeId(tenantId, 'customer'),
        code: 'customer' as const,
        name: 'Customer',
        description: 'Members from the tenant’s own domains.',
        emailDomains: tenant.domains.filter((d) => !isInternalStaffEmail(`x@${d}`)),
      },
    ];
  });
}

export async function tenantUserSummary(db: Db, tenantId: string) {
  return withTenant(db, tenantId, async (tx) => {
    const users = await tx
      .selectFrom('users')
      .select(['role_name', 'is_active', sql<number>`count(*)::int`.as('n')])
      .groupBy(['role_name', 'is_active'])
      .execute();
    const requests = await tx
      .selectFrom('user_requests')
      .select(['kind', sql<number>`count(*)::int`.as('n')])
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([eb('kind', '=', 'access-request'), eb('token_expires_at', '>', sql<Date>`now()`)]),
      )
      .groupBy('kind')
      .execute();
    const tenant = await tx
      .selectFrom('tenants')
      .select('seat_limit')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const sum = (pred: (u: (typeof users)[number]) => boolean) =>
      users.filter(pred).reduce((acc, u) => acc + u.n, 0);
    return {
      tenantId,
      totalUsers: sum(() => true),
      activeUsers: sum((u) => u.is_active),
      inactiveUsers: sum((u) => !u.is_active),
      pendingInvitations: requests.find((r) => r.kind === 'invitation')?.n ?? 0,
      incomingRequests: requests.find((r) => r.kind === 'access-request')?.n ?? 0,
      byRole: ROLES.map((roleName) => ({ roleName, count: sum((u) => u.role_name === roleName) })).filter(
        (r) => r.count > 0,
      ),
      seatLimit: tenant.seat_limit,
    };
  });
}
