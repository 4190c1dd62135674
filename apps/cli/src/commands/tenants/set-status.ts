import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { commandGroup, oneOf, requireId, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { changeTenantStatus, getTenant, printTenant, TENANT_STATUSES } from './shared.ts';

export interface SetStatusOptions extends TargetOptions {
  reason?: string;
  json?: boolean;
}

export async function run(
  id: string,
  status: string,
  options: SetStatusOptions,
  deps: CliDeps,
): Promise<void> {
  const tenantId = requireId('<id>', id);
  const next = oneOf('<status>', status, TENANT_STATUSES);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const tenant = await getTenant(ctx, tenantId);
  const change = await changeTenantStatus(
    ctx,
    tenant,
    { type: 'TENANT.UPDATE_STATUS', status: next },
    options.reason === undefined ? {} : { reason: options.reason },
  );
  printTenant(out, change.tenant ?? tenant);
  out.success(`Tenant ${tenant.name} is now ${change.tenant?.status ?? next}`);
}

export function statusCommand(deps: CliDeps): Command {
  return commandGroup('status', 'Tenant status', [
    serverCommand('set', `Set a tenant's status (${TENANT_STATUSES.join(', ')}) with a reason (system-admin)`)
      .argument('<id>', 'tenant id')
      .argument('<status>', TENANT_STATUSES.join(' | '))
      .option('--reason <text>', 'why (kept in the audit log)')
      .action((id: string, status: string, options: SetStatusOptions) => run(id, status, options, deps)),
  ]);
}
