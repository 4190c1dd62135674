import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { listStart, type ListCommandOptions } from '../../list-command.ts';
import { addListOptions, serverCommand } from '../../options.ts';
import { ingestionColumns } from './shared.ts';

export type ListDataOptions = ListCommandOptions;

/** Earlier loads of the caller's tenant, newest first, over the last year. */
export async function run(options: ListDataOptions, deps: CliDeps): Promise<void> {
  const { query, out, ctx } = listStart(options, deps);
  const page = await ctx.call('could not list the data loads', (c) =>
    c.GET('/api/data-ingestion', { params: { query: { days: 365, ...query } } }),
  );
  out.printList(page.items, ingestionColumns, 'No data loads found', page);
}

export function listCommand(deps: CliDeps): Command {
  return addListOptions(serverCommand('list', 'List the data loads of your tenant (last 365 days)')).action(
    (options: ListDataOptions) => run(options, deps),
  );
}
