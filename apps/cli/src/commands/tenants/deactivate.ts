import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { CliError, EXIT } from '../../errors.ts';
import { requireId, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { promptLine } from '../../prompt.ts';
import { changeTenantStatus, getTenant, printTenant } from './shared.ts';

export interface DeactivateTenantOptions extends TargetOptions {
  yes?: boolean;
  json?: boolean;
}

/** Deactivation signs every member out, so it is confirmed on a terminal, or by --yes in scripts. */
export async function run(id: string, options: DeactivateTenantOptions, deps: CliDeps): Promise<void> {
  const tenantId = requireId('<id>', id);
  if (!options.yes && !deps.io.isTTY) throw usage('refusing to deactivate without --yes');
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const tenant = await getTenant(ctx, tenantId);
  if (!tenant.isActive) {
    printTenant(out, tenant);
    out.note(`Tenant ${tenant.name} is already inactive (${tenant.status}).`);
    return;
  }
  const change = await changeTenantStatus(
    ctx,
    tenant,
    { type: 'TENANT.DEACTIVATE' },
    {
      confirm: async () => {
        if (options.yes) return true;
        const answer = await promptLine(
          deps.io,
          `Deactivate tenant ${tenant.name} (${tenant.slug})? Every member is signed out. [y/N] `,
        );
        return /^y(es)?$/i.test(answer?.trim() ?? '');
      },
    },
  );
  if (change.cancelled) throw new CliError('deactivation cancelled', EXIT.usage);
  printTenant(out, change.tenant ?? tenant);
  out.success(`Deactivated tenant ${tenant.name}`);
}

export function deactivateCommand(deps: CliDeps): Command {
  return serverCommand(
    'deactivate',
    'Deactivate a tenant: every member is signed out and cannot sign in (system-admin)',
  )
    .argument('<id>', 'tenant id')
    .option('-y, --yes', 'do not ask for confirmation (required without a terminal)')
    .action((id: string, options: DeactivateTenantOptions) => run(id, options, deps));
}
