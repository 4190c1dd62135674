import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { requireId, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { changeTenantStatus, getTenant, printTenant } from './shared.ts';

export interface ActivateTenantOptions extends TargetOptions {
  json?: boolean;
}

export async function run(id: string, options: ActivateTenantOptions, deps: CliDeps): Promise<void> {
  const tenantId = requireId('<id>', id);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const tenant = await getTenant(ctx, tenantId);
  if (tenant.isActive) {
    printTenant(out, tenant);
    out.note(`Tenant ${tenant.name} is already active.`);
    return;
  }
  const change = await changeTenantStatus(ctx, tenant, { type: 'TENANT.ACTIVATE' });
  printTenant(out, change.tenant ?? tenant);
  out.success(`Activated tenant ${tenant.name}`);
}

export function activateCommand(deps: CliDeps): Command {
  return serverCommand('activate', 'Activate a tenant: its members can sign in (system-admin)')
    .argument('<id>', 'tenant id')
    .action((id: string, options: ActivateTenantOptions) => run(id, options, deps));
}
