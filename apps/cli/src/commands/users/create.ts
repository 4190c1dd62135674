import type { Command } from 'commander';
import { isEmail } from '@ratelens/domain';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { parseRole, printUser, tenantOf, type TenantScope } from './shared.ts';

export interface CreateUserOptions extends TenantScope, TargetOptions {
  email?: string;
  name?: string;
  role?: string;
  json?: boolean;
}

/** Adds a member directly (no invitation round trip); they sign in with the e-mailed code. */
export async function run(options: CreateUserOptions, deps: CliDeps): Promise<void> {
  const email = options.email?.trim() ?? '';
  const name = options.name?.trim() ?? '';
  if (!email) throw usage('missing --email <address>');
  if (!isEmail(email)) throw usage(`--email '${options.email}' is not an e-mail address`);
  if (!name) throw usage('missing --name <full name>');
  if (options.role === undefined) throw usage('missing --role <role>');
  const body = { email, name, roleName: parseRole(options.role) };
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const user = await ctx.call(`could not add ${email}`, (c) =>
    tenantId
      ? c.POST('/api/tenant/{tenantId}/user', { params: { path: { tenantId } }, body })
      : c.POST('/api/user', { body }),
  );
  printUser(out, user);
  out.success(`Added ${user.username} as ${user.roleName}`);
}

export function createCommand(deps: CliDeps): Command {
  return serverCommand('create', 'Add a member to your tenant (or to --tenant)')
    .option('--email <address>', 'their e-mail address (becomes the username)')
    .option('--name <name>', 'their full name')
    .option('--role <role>', 'system-admin, tenant-admin or user')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((options: CreateUserOptions) => run(options, deps));
}
