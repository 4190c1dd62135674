import type { Command } from 'commander';
import type { components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { resolveTarget, signedIn, type TargetOptions } from '../../context.ts';
import { CliError, EXIT, NOT_SIGNED_IN } from '../../errors.ts';
import { serverCommand } from '../../options.ts';
import { createOutput, when } from '../../output.ts';

export interface StatusOptions extends TargetOptions {
  json?: boolean;
}

type UserInfo = components['schemas']['UserInfo'];

export interface AuthStatus {
  apiUrl: string;
  apiUrlSource: string;
  profile: string;
  signedIn: boolean;
  user: Pick<UserInfo, 'name' | 'email' | 'username' | 'tenantName' | 'roleName'> | null;
  /** When the id token held now stops working (the CLI refreshes it on its own), if it says. */
  tokenExpiresAt: string | null;
}

/** The `exp` claim of a JWT, read without verifying it: only to tell people when it runs out. */
export function tokenExpiry(token: string | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}

/**
 * Which server and profile the CLI uses and who is signed in there; checks the session with the
 * server (refreshing it if needed). Exit 4 when not signed in.
 */
export async function run(options: StatusOptions, deps: CliDeps): Promise<void> {
  const out = createOutput(deps, options);
  const { api, profile } = resolveTarget(options, deps);
  const status: AuthStatus = {
    apiUrl: api.url,
    apiUrlSource: api.source,
    profile,
    signedIn: false,
    user: null,
    tokenExpiresAt: null,
  };
  let failure: CliError | null = null;
  try {
    const ctx = signedIn(options, deps);
    const user = await ctx.call('could not check the session', (c) => c.GET('/api/profile/userinfo'));
    const { name, email, username, tenantName, roleName } = user;
    status.signedIn = true;
    status.user = { name, email, username, tenantName, roleName };
    status.tokenExpiresAt = tokenExpiry(ctx.session.tokens()?.id_token);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    failure = error;
  }

  out.printRecord(status, [
    ['Server', `${status.apiUrl} (from ${describeSource(status.apiUrlSource)})`],
    ['Profile', status.profile],
    [
      'Signed in',
      status.user
        ? `${status.user.name} <${status.user.email}> (${status.user.tenantName}, ${status.user.roleName})`
        : 'no',
    ],
    ['Token expires', status.signedIn ? when(status.tokenExpiresAt) : '-'],
  ]);
  if (failure?.exitCode === EXIT.auth) throw new CliError(NOT_SIGNED_IN, EXIT.auth);
  if (failure) throw failure;
}

function describeSource(source: string): string {
  return source === 'flag'
    ? '--api-url'
    : source === 'env'
      ? 'RATELENS_API_URL'
      : source === 'config'
        ? 'config.json'
        : 'built-in default';
}

export function statusCommand(deps: CliDeps): Command {
  return serverCommand(
    'status',
    'Show the server address, the profile, who is signed in and when the token expires',
  ).action((options: StatusOptions) => run(options, deps));
}
