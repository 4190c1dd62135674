import type { TenantTx } from '../db/tenant.ts';

/** A signed-in caller (with ids) or someone known only by address (a requester, a scheduled job's owner). */
export interface AuditActor {
  email: string;
  userId?: string;
  tenantId?: string;
}

/**
 * Who did what, when, in the tenant the change happened in. The actor is the e-mail address because a
 * system-admin acting in another tenant has no user id there; their own ids go into the detail.
 */
export async function recordAudit(
  tx: TenantTx,
  tenantId: string,
  principal: AuditActor,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudits(tx, tenantId, principal, action, [detail]);
}

/** One audit entry a detail, the same action and actor, in one statement (bulk imports). */
export async function recordAudits(
  tx: TenantTx,
  tenantId: string,
  principal: AuditActor,
  action: string,
  details: Record<string, unknown>[],
): Promise<void> {
  if (details.length === 0) return;
  const who = principal.userId ? { actorUserId: principal.userId, actorTenantId: principal.tenantId } : {};
  await tx
    .insertInto('audit_log')
    .values(
      details.map((detail) => ({
        tenant_id: tenantId,
        actor: principal.email,
        action,
        detail: JSON.stringify({ ...who, ...detail }),
      })),
    )
    .execute();
}
