import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { parseCode, switchOwnFeature, switchTenantFeature, tenantOf, type FeatureScope } from './shared.ts';

export interface SwitchFeatureOptions extends FeatureScope, TargetOptions {
  json?: boolean;
}

/** Shared by enable and disable: they differ only in the direction. */
export async function switchFeature(
  on: boolean,
  rawCode: string,
  options: SwitchFeatureOptions,
  deps: CliDeps,
): Promise<void> {
  const code = parseCode(rawCode);
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const state = on ? 'on' : 'off';
  if (tenantId) {
    const { tenant, changed } = await switchTenantFeature(ctx, tenantId, code, on);
    if (out.json) out.printJson(tenant);
    if (changed) out.success(`${code} is now ${state} for ${tenant.name}`);
    else out.note(`${code} was already ${state} for ${tenant.name}.`);
    return;
  }
  const feature = await switchOwnFeature(ctx, code, on);
  if (out.json) out.printJson(feature);
  out.success(`${code} (${feature.name}) is ${state} for your tenant`);
}

export const run = (code: string, options: SwitchFeatureOptions, deps: CliDeps): Promise<void> =>
  switchFeature(true, code, options, deps);

export function enableCommand(deps: CliDeps): Command {
  return serverCommand('enable', 'Switch a feature on for your tenant (or for --tenant)')
    .argument('<code>', 'feature code: ANM-DSH, COM-AST, DOC-ANL, PRF-ANL or PRF-AST')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((code: string, options: SwitchFeatureOptions) => run(code, options, deps));
}
