import type { Command } from 'commander';
import type { components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { listStart, type ListCommandOptions } from '../../list-command.ts';
import { addListOptions, serverCommand } from '../../options.ts';
import { yesNo, type Column } from '../../output.ts';

type UseCase = components['schemas']['UseCase'];

export type ListUseCasesOptions = ListCommandOptions;

/** The use cases the caller can open, with the id that `ratelens docs` takes. */
export async function run(options: ListUseCasesOptions, deps: CliDeps): Promise<void> {
  const { query, out, ctx } = listStart(options, deps);
  const page = await ctx.call('could not list the use cases', (c) =>
    c.GET('/api/usecase', { params: { query: { orderBy: 'name', ...query } } }),
  );
  const groups = await ctx.call('could not list the groups', (c) =>
    c.GET('/api/group', { params: { query: { pageSize: 100 } } }),
  );
  const groupName = new Map(groups.items.map((g) => [g.id, g.name]));
  const columns: ReadonlyArray<Column<UseCase>> = [
    { header: 'ID', value: (u) => u.id },
    { header: 'NAME', value: (u) => u.name },
    { header: 'GROUP', value: (u) => groupName.get(u.groupId) ?? u.groupId },
    { header: 'ACTIVE', value: (u) => yesNo(u.isActive) },
  ];
  out.printList(page.items, columns, 'No use cases found', page);
}

export function listCommand(deps: CliDeps): Command {
  return addListOptions(serverCommand('list', 'List the use cases you can open, with their ids')).action(
    (options: ListUseCasesOptions) => run(options, deps),
  );
}
