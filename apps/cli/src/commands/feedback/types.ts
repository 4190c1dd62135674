import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';

export interface FeedbackTypesOptions extends TargetOptions {
  json?: boolean;
}

export async function run(options: FeedbackTypesOptions, deps: CliDeps): Promise<void> {
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const types = await ctx.call('could not list feedback types', (c) => c.GET('/api/user/feedbacktype'));
  out.printList(
    types,
    [
      { header: 'ID', value: (t) => t.id },
      { header: 'NAME', value: (t) => t.name },
    ],
    'No feedback types found',
  );
}

export function typesCommand(deps: CliDeps): Command {
  return serverCommand('types', 'List the kinds of feedback (the ids `feedback send --type` takes)').action(
    (options: FeedbackTypesOptions) => run(options, deps),
  );
}
