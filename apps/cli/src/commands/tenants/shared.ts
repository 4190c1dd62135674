import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '@ratelens/api';
import { tenantStatusMachine, type TenantStatusResult } from '@ratelens/machines';
import type { ApiContext } from '../../context.ts';
import { CliError } from '../../errors.ts';
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
 * Runs one change through the shared tenantStatusMachine with the API calls as its actors.
 * `confirm` answers the machine's confirmation step (deactivation); false cancels.
 */
export async function changeTenantStatus(
  ctx: ApiContext,
  tenant: Tenant,
  event: TenantEvent,
  options: { confirm?: () => Promise<boolean>; reason?: string } = {},
): Promise<TenantChange & { cancelled: boolean }> {
  let answered: Tenant | null = null;
  let failure: unknown = null;
  const result = (t: Tenant): TenantStatusResult => {
    answered = t;
    return { isActive: t.isActive, status: t.status };
  };
  // The machine keeps only the message of a failure; the CliError keeps its exit code (4 vs 1).
  const guarded = async (call: () => Promise<Tenant>) => {
    try {
      return result(await call());
    } catch (error) {
      failure = error;
      throw error;
    }
  };
  const actor = createActor(
    tenantStatusMachine.provide({
      actors: {
        activateTenant: fromPromise(({ input }) =>
          guarded(() =>
            ctx.send((c) => c.PATCH('/api/tenant/{tenantId}/activate', { params: { path: input } })),
          ),
        ),
        deactivateTenant: fromPromise(({ input }) =>
          guarded(() =>
            ctx.send((c) => c.PATCH('/api/tenant/{tenantId}/deactivate', { params: { path: input } })),
          ),
        ),
        updateTenantStatus: fromPromise(({ input }) =>
          guarded(() =>
            ctx.send((c) =>
              c.PUT('/api/tenant/{tenantId}/update-status', {
                params: { path: { tenantId: input.tenantId } },
                body: {
                  status: input.status as TenantStatus,
                  ...(options.reason === undefined ? {} : { reason: options.reason }),
                },
              }),
            ),
          ),
        ),
      },
    }),
    { input: { tenantId: tenant.id, isActive: tenant.isActive, status: tenant.status } },
  ).start();
  try {
    actor.send(event);
    if (actor.getSnapshot().hasTag('confirming')) {
      const confirmed = options.confirm ? await options.confirm() : false;
      actor.send({ type: confirmed ? 'TENANT.CONFIRM' : 'TENANT.CANCEL' });
      if (!confirmed) return { tenant: null, cancelled: true };
    }
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'));
    if (settled.context.error !== undefined) {
      if (failure instanceof CliError) throw failure;
      throw new CliError(settled.context.error);
    }
    return { tenant: answered, cancelled: false };
  } finally {
    actor.stop();
  }
}
