import type { Command } from 'commander';
import type { FeatureCode } from '@ratelens/domain';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { featureColumns, listOwnFeatures, tenantFeatureRows, tenantOf, type FeatureScope } from './shared.ts';

export interface ListFeaturesOptions extends FeatureScope, TargetOptions {
  json?: boolean;
}

export async function run(options: ListFeaturesOptions, deps: CliDeps): Promise<void> {
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  if (tenantId) {
    const tenant = await ctx.call(`could not get tenant ${tenantId}`, (c) =>
      c.GET('/api/tenant/{tenantId}', { params: { path: { tenantId } } }),
    );
    out.printList(tenantFeatureRows(tenant), featureColumns, 'No features found');
    return;
  }
  const features = await listOwnFeatures(ctx);
  if (out.json) {
    out.printJson(features);
    return;
  }
  out.printList(
    features.map((f) => ({ ...f, code: f.code as FeatureCode })),
    featureColumns,
    'No features found',
  );
}

export function listCommand(deps: CliDeps): Command {
  return serverCommand('list', 'List the features of your tenant (or of --tenant) and whether each is on')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((options: ListFeaturesOptions) => run(options, deps));
}
