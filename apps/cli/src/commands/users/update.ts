import type { Command } from 'commander';
import type { components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { parseRole, parseUsername, printUser, tenantOf, type TenantScope } from './shared.ts';

export interface UpdateUserOptions extends TenantScope, TargetOptions {
  name?: string;
  role?: string;
  active?: boolean;
  inactive?: boolean;
  json?: boolean;
}

/** Sends only what changes, as the contract asks. */
export async function run(username: string, options: UpdateUserOptions, deps: CliDeps): Promise<void> {
  const name = parseUsername(username);
  if (options.active && options.inactive) throw usage('choose one of --active and --inactive');
  const body: components['schemas']['UserUpdate'] = {};
  if (options.name !== undefined) {
    if (!options.name.trim()) throw usage('--name must not be empty');
    body.name = options.name.trim();
  }
  if (options.role !== undefined) body.roleName = parseRole(options.role);
  if (options.active) body.active = true;
  if (options.inactive) body.active = false;
  if (Object.keys(body).length === 0)
    throw usage('nothing to change: pass --name, --role, --active or --inactive');
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const user = await ctx.call(`could not update ${name}`, (c) =>
    tenantId
      ? c.PUT('/api/tenant/{tenantId}/user/{username}', {
          params: { path: { tenantId, username: name } },
          body,
        })
      : c.PUT('/api/user/{username}', { params: { path: { username: name } }, body }),
  );
  printUser(out, user);
  out.success(`Updated ${user.username}`);
}

export function updateCommand(deps: CliDeps): Command {
  return serverCommand('update', 'Change a member’s name, role or active flag')
    .argument('<username>', 'the member’s username (their e-mail address)')
    .option('--name <name>', 'new full name')
    .option('--role <role>', 'new role: system-admin, tenant-admin or user')
    .option('--active', 'let them sign in again')
    .option('--inactive', 'stop them signing in')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((username: string, options: UpdateUserOptions) => run(username, options, deps));
}
