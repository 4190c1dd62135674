import type { Command } from 'commander';
import { FEATURE_CODES, isDomain, isEmail, type FeatureCode } from '@ratelens/domain';
import type { components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { oneOf, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { printTenant } from './shared.ts';

export interface CreateTenantOptions extends TargetOptions {
  name?: string;
  slug?: string;
  domain?: string[];
  feature?: string[];
  seatLimit?: string;
  adminEmail?: string;
  json?: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from the name when none is given: "Acme Mutual" -> "acme-mutual". */
export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export async function run(options: CreateTenantOptions, deps: CliDeps): Promise<void> {
  const name = options.name?.trim() ?? '';
  if (!name) throw usage('missing --name <name>');
  const slug = options.slug?.trim() || slugify(name);
  if (!SLUG.test(slug)) throw usage(`--slug '${slug}' must be lower-case letters, digits and single dashes`);
  const emailDomains = (options.domain ?? []).map((d) => d.trim().toLowerCase());
  if (emailDomains.length === 0) throw usage('missing --domain <domain> (repeat it for several)');
  const badDomain = emailDomains.find((d) => !isDomain(d));
  if (badDomain !== undefined) throw usage(`--domain '${badDomain}' is not an internet domain`);
  const body: components['schemas']['TenantCreate'] = { name, slug, emailDomains };
  if (options.feature) {
    body.enabledFeatures = options.feature.map((f) => oneOf<FeatureCode>('--feature', f, FEATURE_CODES));
  }
  if (options.seatLimit !== undefined) {
    const limit = /^\d+$/.test(options.seatLimit) ? Number(options.seatLimit) : NaN;
    if (!Number.isSafeInteger(limit) || limit < 1) {
      throw usage(`--seat-limit must be a whole number from 1, not '${options.seatLimit}'`);
    }
    body.seatLimit = limit;
  }
  if (options.adminEmail !== undefined) {
    if (!isEmail(options.adminEmail.trim())) {
      throw usage(`--admin-email '${options.adminEmail}' is not an e-mail address`);
    }
    body.adminEmail = options.adminEmail.trim();
  }
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const tenant = await ctx.call(`could not create tenant ${name}`, (c) => c.POST('/api/tenant', { body }));
  printTenant(out, tenant);
  out.success(`Created tenant ${tenant.name} (${tenant.id})`);
}

const collect = (value: string, previous: string[] = []) => [
  ...previous,
  ...value.split(',').filter(Boolean),
];

export function createCommand(deps: CliDeps): Command {
  return serverCommand('create', 'Create a tenant (system-admin)')
    .option('--name <name>', 'tenant name')
    .option('--slug <slug>', 'URL-safe short name (default: from the name)')
    .option('--domain <domain>', 'e-mail domain of the tenant; repeat or comma-separate for several', collect)
    .option('--feature <code>', `feature to switch on (${FEATURE_CODES.join(', ')}); repeatable`, collect)
    .option('--seat-limit <n>', 'maximum members (default: unlimited)')
    .option('--admin-email <address>', 'invite this person as the first tenant-admin')
    .action((options: CreateTenantOptions) => run(options, deps));
}
