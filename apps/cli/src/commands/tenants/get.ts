import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { requireId, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { getTenant, printTenant } from './shared.ts';

export interface GetTenantOptions extends TargetOptions {
  json?: boolean;
}

export async function run(id: string, options: GetTenantOptions, deps: CliDeps): Promise<void> {
  const tenantId = requireId('<id>', id);
  const out = createOutput(deps, options);
  printTenant(out, await getTenant(signedIn(options, deps), tenantId));
}

export function getCommand(deps: CliDeps): Command {
  return serverCommand('get', 'Show one tenant (system-admin)')
    .argument('<id>', 'tenant id')
    .action((id: string, options: GetTenantOptions) => run(id, options, deps));
}
