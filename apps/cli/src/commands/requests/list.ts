import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { startUserRequests } from '../../user-requests.ts';
import { requestColumns, tenantOf, type TenantScope } from '../invites/shared.ts';

export interface ListRequestsOptions extends TenantScope, TargetOptions {
  json?: boolean;
}

export async function run(options: ListRequestsOptions, deps: CliDeps): Promise<void> {
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const host = await startUserRequests(signedIn(options, deps), { tenantId });
  try {
    out.printList(host.incoming(), requestColumns, 'No access requests found');
  } finally {
    host.stop();
  }
}

export function listCommand(deps: CliDeps): Command {
  return serverCommand('list', 'List access requests waiting for a decision')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((options: ListRequestsOptions) => run(options, deps));
}
