import type { Principal } from '../auth/principal.ts';
import type { TenantTx } from '../db/tenant.ts';

/**
 * Who did what, when, in the tenant the change happened in. The actor is the e-mail address because a
 * system-admin acting in another tenant has no user id there; their own ids go into the detail.
 */
export async function recordAudit(
  tx: TenantTx,
  tenantId: string,
  principal: Pick<Principal, 'email' | 'userId' | 'tenantId'> | { email: string },
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const who =
    'userId' in principal ? { actorUserId: principal.userId, actorTenantId: principal.tenantId } : {};
  await tx
    .insertInto('audit_log')
    .values({
      tenant_id: tenantId,
      actor: principal.email,
      action,
      detail: JSON.stringify({ ...who, ...detail }),
    })
    .execute();
}
