import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { listStart, type ListCommandOptions } from '../../list-command.ts';
import { addListOptions, serverCommand } from '../../options.ts';
import { tenantColumns } from './shared.ts';

export type ListTenantsOptions = ListCommandOptions;

export async function run(options: ListTenantsOptions, deps: CliDeps): Promise<void> {
  const { query, out, ctx } = listStart(options, deps);
  const page = await ctx.call('could not list tenants', (c) => c.GET('/api/tenant', { params: { query } }));
  out.printList(page.items, tenantColumns, 'No tenants found', page);
}

export function listCommand(deps: CliDeps): Command {
  return addListOptions(serverCommand('list', 'List tenants (system-admin)')).action(
    (options: ListTenantsOptions) => run(options, deps),
  );
}
