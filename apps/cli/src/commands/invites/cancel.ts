import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { serverCommand } from '../../options.ts';
import { changeRequest, type ChangeOptions } from './change.ts';

export const run = (id: string, options: ChangeOptions, deps: CliDeps): Promise<void> =>
  changeRequest(
    id,
    (requestId) => ({ type: 'USER_REQUESTS.CANCEL_INVITATION', id: requestId }),
    options,
    deps,
  );

export function cancelCommand(deps: CliDeps): Command {
  return serverCommand('cancel', 'Cancel a pending invitation (its link stops working at once)')
    .argument('<id>', 'invitation id (see `ratelens invites list`)')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((id: string, options: ChangeOptions) => run(id, options, deps));
}
