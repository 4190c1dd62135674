import type { CliDeps } from './deps.ts';
import { signedIn, type TargetOptions } from './context.ts';
import { listQuery, type ListOptions } from './options.ts';
import { createOutput } from './output.ts';

/** The options of a command that lists a page of a server list. */
export interface ListCommandOptions extends ListOptions, TargetOptions {
  json?: boolean;
}

/**
 * What a list command starts from, in this order: the page's query (the list options checked first), the
 * output and the signed-in context.
 */
export function listStart(options: ListCommandOptions, deps: CliDeps) {
  const query = listQuery(options);
  return { query, out: createOutput(deps, options), ctx: signedIn(options, deps) };
}
