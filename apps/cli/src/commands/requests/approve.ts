import type { Command } from 'commander';
import { ROLES } from '@ratelens/domain';
import type { CliDeps } from '../../deps.ts';
import { usage } from '../../context.ts';
import { oneOf, serverCommand } from '../../options.ts';
import { changeRequest, type ChangeOptions } from '../invites/change.ts';

export interface ApproveOptions extends ChangeOptions {
  role?: string;
}

export async function run(id: string, options: ApproveOptions, deps: CliDeps): Promise<void> {
  if (options.role === undefined) throw usage('missing --role <role>: the role the new member gets');
  const roleName = oneOf('--role', options.role, ROLES);
  await changeRequest(
    id,
    (requestId) => ({ type: 'USER_REQUESTS.APPROVE', id: requestId, roleName }),
    options,
    deps,
  );
}

export function approveCommand(deps: CliDeps): Command {
  return serverCommand('approve', 'Approve an access request: the person is mailed an activation link')
    .argument('<id>', 'request id (see `ratelens requests list`)')
    .option('--role <role>', 'role of the new member: system-admin, tenant-admin or user')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((id: string, options: ApproveOptions) => run(id, options, deps));
}
