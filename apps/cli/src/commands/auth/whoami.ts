import { Command } from 'commander';
import { httpError, type components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { resolveTarget, unauthorized } from '../../context.ts';
import { profileOption } from '../../options.ts';
import { callFailed, notSignedIn } from '../../errors.ts';
import { openSession } from '../../session.ts';
import { createStyle } from '../../style.ts';
import { apiUrlOption, withExitCodes } from '../../help.ts';

export interface WhoamiOptions {
  json?: boolean;
  apiUrl?: string;
  profile?: string;
}

type UserInfo = components['schemas']['UserInfo'];

/** Shows the signed-in user; an expired token is refreshed on the way and the new tokens saved. */
export async function run(options: WhoamiOptions, deps: CliDeps): Promise<void> {
  const { api, profile } = resolveTarget(options, deps);
  const session = openSession(deps, api.url, profile);
  if (!session.isSignedIn()) throw notSignedIn();

  let result;
  try {
    result = await session.client.GET('/api/profile/userinfo');
  } catch (error) {
    throw callFailed('could not read your profile', error, api.url);
  } finally {
    session.assertSaved();
  }
  // Still 401 after the client's refresh: the session is gone (and the machine has cleared it).
  if (result.response.status === 401) throw unauthorized(session, api.url);
  if (!result.data)
    throw callFailed('could not read your profile', httpError(result.response, result.error), api.url);

  if (options.json) {
    deps.io.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
    return;
  }
  deps.io.stdout.write(formatUser(result.data, api.url, deps));
}

function formatUser(user: UserInfo, apiUrl: string, deps: CliDeps): string {
  const rows: Array<[string, string]> = [
    ['Name', user.name],
    ['E-mail', user.email],
    ['Username', user.username],
    ['Tenant', user.tenantName],
    ['Role', `${user.roleName} (${user.roleDescription})`],
    ['Features', user.enabledFeatures.join(', ') || 'none'],
    ['Server', apiUrl],
  ];
  // Aligned and coloured for people; tab-separated for pipes, so `cut -f2` works.
  if (!deps.io.stdout.isTTY) return rows.map(([key, value]) => `${key}\t${value}\n`).join('');
  const style = createStyle(deps.io.stdout, deps.env);
  const width = Math.max(...rows.map(([key]) => key.length));
  return rows.map(([key, value]) => `${style.bold(key.padEnd(width))}  ${value}\n`).join('');
}

export function whoamiCommand(deps: CliDeps): Command {
  return withExitCodes(
    new Command('whoami')
      .description('Show the signed-in user')
      .option('--json', 'print only the user record as JSON on stdout')
      .addOption(apiUrlOption())
      .addOption(profileOption())
      .action((options: WhoamiOptions) => run(options, deps)),
  );
}
