import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { parseUsername, printUser, tenantOf, type TenantScope } from './shared.ts';

export interface GetUserOptions extends TenantScope, TargetOptions {
  json?: boolean;
}

export async function run(username: string, options: GetUserOptions, deps: CliDeps): Promise<void> {
  const name = parseUsername(username);
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const user = await ctx.call(`could not get ${name}`, (c) =>
    tenantId
      ? c.GET('/api/tenant/{tenantId}/user/{username}', { params: { path: { tenantId, username: name } } })
      : c.GET('/api/user/{username}', { params: { path: { username: name } } }),
  );
  printUser(out, user);
}

export function getCommand(deps: CliDeps): Command {
  return serverCommand('get', 'Show one member')
    .argument('<username>', 'the member’s username (their e-mail address)')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((username: string, options: GetUserOptions) => run(username, options, deps));
}
