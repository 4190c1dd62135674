import { createActor, waitFor } from 'xstate';
import type { components } from '@ratelens/api';
import { tenantStatusActors, tenantStatusMachine } from '@ratelens/machines';
import { machineError, type ApiContext } from '../../context.ts';
import { when, yesNo, type Column, type Output } from '../../output.ts';

export type Tenant = components['schemas']['Tenant'];
export type TenantStatus = components['schemas']['TenantStatus'];
export const TENANT_STATUSES: readonly TenantStatus[] = ['onboarding', 'active', 'suspended', 'inactive'];

export const tenantColumns: ReadonlyArray<Column<Tenant>> = [
  { header: 'ID', value: (t) => t.id },
  { header: 'NAME', value: (t) => t.name },
  { header: 'SLUG', value: (t) => t.slug },
  { header: 'STATUS', value: (t) => t.status },
  { header: 'DOMAINS', value: (t) => t.emailDomains.join(', ') },
];

export function printTenant(out: Output, tenant: Tenant): void {
  out.printRecord(tenant, [
    ['Id', tenant.id],
    ['Name', tenant.name],
    ['Slug', tenant.slug],
    ['Status', tenant.status],
    ['Active', yesNo(tenant.isActive)],
    ['Domains', tenant.emailDomains.join(', ') || '-'],
    ['Features', tenant.enabledFeatures.join(', ') || 'none'],
    ['Seat limit', tenant.seatLimit === null ? 'unlimited' : String(tenant.seatLimit)],
    ['Identity provider', tenant.identityProvider?.issuer ?? '-'],
    ['Created', when(tenant.createdDateTime)],
    ['Updated', when(tenant.updateDateTime)],
  ]);
}

export function getTenant(ctx: ApiContext, tenantId: string): Promise<Tenant> {
  return ctx.call(`could not get tenant ${tenantId}`, (c) =>
    c.GET('/api/tenant/{tenantId}', { params: { path: { tenantId } } }),
  );
}

export type TenantEvent =
  | { type: 'TENANT.ACTIVATE' }
  | { type: 'TENANT.DEACTIVATE' }
  | { type: 'TENANT.UPDATE_STATUS'; status: string };

export interface TenantChange {
  /** The tenant as the server answered the change; null when the machine made no call. */
  tenant: Tenant | null;
}

/**
 * Runs one change through the shared tenantStatusMachine with its default actors; the CLI keeps the
 * tenant the server answered. `confirm` answers the machine's confirmation step (deactivation); false
 * cancels. A failure is the client's ApiError as the machine kept it (a 401: the session is gone).
 */
export async function changeTenantStatus(
  ctx: ApiContext,
  tenant: Tenant,
  event: TenantEvent,
  options: { confirm?: () => Promise<boolean>; reason?: string } = {},
): Promise<TenantChange & { cancelled: boolean }> {
  let answered: Tenant | null = null;
  const actor = createActor(
    tenantStatusMachine.provide({
      actors: tenantStatusActors(ctx.client, (saved) => {
        answered = saved;
      }),
    }),
    { input: { tenantId: tenant.id, isActive: tenant.isActive, status: tenant.status } },
  ).start();
  try {
    actor.send(
      event.type === 'TENANT.UPDATE_STATUS' && options.reason !== undefined
        ? { ...event, reason: options.reason }
        : event,
    );
    if (actor.getSnapshot().hasTag('confirming')) {
      const confirmed = options.confirm ? await options.confirm() : false;
      actor.send({ type: confirmed ? 'TENANT.CONFIRM' : 'TENANT.CANCEL' });
      if (!confirmed) return { tenant: null, cancelled: true };
    }
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'));
    if (settled.context.error !== undefined) {
      throw machineError(ctx, '', settled.context.error);
    }
    return { tenant: answered, cancelled: false };
  } finally {
    actor.stop();
  }
}
