import { Command } from 'commander';
import { httpError, problemMessage } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { resolveTarget } from '../../context.ts';
import { profileOption } from '../../options.ts';
import { CliError } from '../../errors.ts';
import { openSession } from '../../session.ts';
import { apiUrlOption, withExitCodes } from '../../help.ts';

export interface LogoutOptions {
  apiUrl?: string;
  profile?: string;
}

/** Ends the session on the server and forgets it locally; the local copy goes even if the server fails. */
export async function run(options: LogoutOptions, deps: CliDeps): Promise<void> {
  const { api, profile } = resolveTarget(options, deps);
  const session = openSession(deps, api.url, profile);
  if (!session.isSignedIn()) {
    deps.io.stderr.write(`Not signed in to ${api.url}: nothing to do.\n`);
    return;
  }
  let serverProblem: string | null = null;
  try {
    const result = await session.client.POST('/sso/logout');
    // 401: the session had already ended on the server, which is what logout wants anyway.
    if (!result.response.ok && result.response.status !== 401) {
      serverProblem = problemMessage(httpError(result.response, result.error));
    }
  } catch (error) {
    serverProblem = `${problemMessage(error)} (${api.url})`;
  }
  session.send({ type: 'SESSION.CLEARED' });
  session.assertSaved();
  if (serverProblem) {
    throw new CliError(`signed out locally, but the server could not end the session: ${serverProblem}`);
  }
  deps.io.stderr.write(`Signed out of ${api.url}.\n`);
}

export function logoutCommand(deps: CliDeps): Command {
  return withExitCodes(
    new Command('logout')
      .description('Sign out: end the session on the server and remove the stored credentials')
      .addOption(apiUrlOption())
      .addOption(profileOption())
      .action((options: LogoutOptions) => run(options, deps)),
  );
}
