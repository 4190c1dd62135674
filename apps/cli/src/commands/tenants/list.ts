import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { addListOptions, listQuery, serverCommand, type ListOptions } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { tenantColumns } from './shared.ts';

export interface ListTenantsOptions extends ListOptions, TargetOptions {
  json?: boolean;
}

export async function run(options: ListTenantsOptions, deps: CliDeps): Promise<void> {
  const query = listQuery(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const page = await ctx.call('could not list tenants', (c) => c.GET('/api/tenant', { params: { query } }));
  out.printList(page.items, tenantColumns, 'No tenants found', page);
}

export function listCommand(deps: CliDeps): Command {
  return addListOptions(serverCommand('list', 'List tenants (system-admin)')).action(
    (options: ListTenantsOptions) => run(options, deps),
  );
}
