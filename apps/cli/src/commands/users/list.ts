import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { addListOptions, listQuery, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { tenantOf, userColumns, type UsersListOptions } from './shared.ts';

export interface ListUsersOptions extends UsersListOptions, TargetOptions {
  json?: boolean;
}

/** Members of the caller's tenant, or with --tenant (system-admin) of a named tenant, one page at a time. */
export async function run(options: ListUsersOptions, deps: CliDeps): Promise<void> {
  const query = listQuery(options);
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const page = await ctx.call('could not list users', (c) =>
    tenantId
      ? c.GET('/api/tenant/{tenantId}/user', { params: { path: { tenantId }, query } })
      : c.GET('/api/user', { params: { query } }),
  );
  out.printList(page.items, userColumns, 'No users found', page);
}

export function listCommand(deps: CliDeps): Command {
  return addListOptions(serverCommand('list', 'List the members of your tenant (or of --tenant)'))
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((options: ListUsersOptions) => run(options, deps));
}
