import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { serverCommand } from '../../options.ts';
import { switchFeature, type SwitchFeatureOptions } from './enable.ts';

export const run = (code: string, options: SwitchFeatureOptions, deps: CliDeps): Promise<void> =>
  switchFeature(false, code, options, deps);

export function disableCommand(deps: CliDeps): Command {
  return serverCommand('disable', 'Switch a feature off for your tenant (or for --tenant)')
    .argument('<code>', 'feature code: ANM-DSH, COM-AST, DOC-ANL, PRF-ANL or PRF-AST')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((code: string, options: SwitchFeatureOptions) => run(code, options, deps));
}
