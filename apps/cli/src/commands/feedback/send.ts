import type { Command } from 'commander';
import { isIdentifier } from '@ratelens/domain';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';

export interface SendFeedbackOptions extends TargetOptions {
  type?: string;
  message?: string;
  json?: boolean;
}

/** Where the feedback came from, in the field the web app fills with the page address. */
export const CLI_PAGE_URL = 'cli:ratelens';

/** --type takes the id or the name of a type (case-insensitive), so people need not copy a UUID. */
export async function run(options: SendFeedbackOptions, deps: CliDeps): Promise<void> {
  const wanted = options.type?.trim() ?? '';
  const message = options.message?.trim() ?? '';
  if (!wanted) throw usage('missing --type <id or name> (see `ratelens feedback types`)');
  if (!message) throw usage('missing --message <text>: the message must not be blank');
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  let feedbackType = wanted;
  if (!isIdentifier(wanted)) {
    const types = await ctx.call('could not list feedback types', (c) => c.GET('/api/user/feedbacktype'));
    const match = types.find((t) => t.name.toLowerCase() === wanted.toLowerCase());
    if (!match) {
      throw usage(
        `unknown feedback type '${wanted}': one of ${types.map((t) => t.name).join(', ') || 'none'}`,
      );
    }
    feedbackType = match.id;
  }
  const feedback = await ctx.call('could not send feedback', (c) =>
    c.POST('/api/user/feedback', { body: { feedbackType, message, pageUrl: CLI_PAGE_URL } }),
  );
  if (out.json) out.printJson(feedback);
  out.success(`Feedback sent (${feedback.feedbackTypeName}). Thank you!`);
}

export function sendCommand(deps: CliDeps): Command {
  return serverCommand('send', 'Send feedback to the Ratelens team')
    .option('--type <id|name>', 'kind of feedback (see `ratelens feedback types`)')
    .option('--message <text>', 'your message')
    .action((options: SendFeedbackOptions) => run(options, deps));
}
