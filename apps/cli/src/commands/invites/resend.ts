import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { serverCommand } from '../../options.ts';
import { changeRequest, type ChangeOptions } from './change.ts';

export const run = (id: string, options: ChangeOptions, deps: CliDeps): Promise<void> =>
  changeRequest(
    id,
    (requestId) => ({ type: 'USER_REQUESTS.RESEND_INVITATION', id: requestId }),
    options,
    deps,
  );

export function resendCommand(deps: CliDeps): Command {
  return serverCommand('resend', 'Mail a pending invitation again with a fresh link (at most once a minute)')
    .argument('<id>', 'invitation id (see `ratelens invites list`)')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((id: string, options: ChangeOptions) => run(id, options, deps));
}
