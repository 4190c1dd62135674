import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { serverCommand } from '../../options.ts';
import { changeRequest, type ChangeOptions } from '../invites/change.ts';

export interface DeclineOptions extends ChangeOptions {
  reason?: string;
}

export const run = (id: string, options: DeclineOptions, deps: CliDeps): Promise<void> =>
  changeRequest(
    id,
    (requestId) => ({ type: 'USER_REQUESTS.DECLINE', id: requestId }),
    options,
    deps,
    options.reason?.trim() ? { reason: options.reason.trim() } : {},
  );

export function declineCommand(deps: CliDeps): Command {
  return serverCommand('decline', 'Decline an access request')
    .argument('<id>', 'request id (see `ratelens requests list`)')
    .option('--reason <text>', 'why (kept with the request, not mailed)')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((id: string, options: DeclineOptions) => run(id, options, deps));
}
