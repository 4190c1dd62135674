import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { startUserRequests } from '../../user-requests.ts';
import { invitationColumns, tenantOf, type TenantScope } from './shared.ts';

export interface ListInvitesOptions extends TenantScope, TargetOptions {
  json?: boolean;
}

export async function run(options: ListInvitesOptions, deps: CliDeps): Promise<void> {
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const host = await startUserRequests(signedIn(options, deps), { tenantId });
  try {
    out.printList(host.pending(), invitationColumns, 'No pending invitations found');
  } finally {
    host.stop();
  }
}

export function listCommand(deps: CliDeps): Command {
  return serverCommand('list', 'List invitations not yet accepted')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((options: ListInvitesOptions) => run(options, deps));
}
