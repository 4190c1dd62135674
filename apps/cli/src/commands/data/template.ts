import { Command } from 'commander';
import { DATASETS, datasetDefinition, datasetTemplate, type DatasetKey } from '@ratelens/domain';
import type { CliDeps } from '../../deps.ts';
import { usage } from '../../context.ts';
import { oneOf } from '../../options.ts';
import { withExitCodes } from '../../help.ts';

const DATASET_KEYS = DATASETS.map((d) => d.key) as DatasetKey[];

/** The CSV template of a dataset on stdout; its columns, documented, on stderr. */
export function run(dataset: string | undefined, deps: CliDeps): void {
  if (dataset === undefined) throw usage(`name a dataset: ${DATASET_KEYS.join(', ')}`);
  const key = oneOf('dataset', dataset, DATASET_KEYS);
  deps.io.stdout.write(datasetTemplate(key));
  for (const c of datasetDefinition(key)!.columns) {
    deps.io.stderr.write(`${c.name}${c.required ? ' (required)' : ''}: ${c.description}\n`);
  }
}

export function templateCommand(deps: CliDeps): Command {
  return withExitCodes(
    new Command('template')
      .description('Print the CSV template of a dataset (columns documented on stderr)')
      .argument('<dataset>', DATASET_KEYS.join(', '))
      .action((dataset: string) => run(dataset, deps)),
  );
}
