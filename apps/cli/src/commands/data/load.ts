import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { OPERATION_LIMITS, megabytes } from '@ratelens/api';
import { DATASETS, type DatasetKey } from '@ratelens/domain';
import type { CliDeps } from '../../deps.ts';
import { CliError, EXIT } from '../../errors.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { oneOf, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { outcome, printIngestion, rejectColumns, type DataIngestion } from './shared.ts';

export interface LoadOptions extends TargetOptions {
  dataset?: string;
  name?: string;
  wait?: boolean;
  json?: boolean;
}

// The contract's x-limits of createDataIngestion, generated from openapi.yaml.
const LIMITS = OPERATION_LIMITS.createDataIngestion;
export const MAX_FILE_BYTES = LIMITS.maxFileBytes;
const DATASET_KEYS = DATASETS.map((d) => d.key) as DatasetKey[];
const RUNNING = ['queued', 'running'];
const POLL_MS = 500;

/** "Loading: 12,000 of 50,000 rows (24%), 11,998 loaded, 2 rejected". */
function progressLine(load: DataIngestion): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const percent = load.rowsTotal === 0 ? 100 : Math.floor((load.rowsProcessed / load.rowsTotal) * 100);
  return `Loading: ${n(load.rowsProcessed)} of ${n(load.rowsTotal)} rows (${percent}%), ${n(load.rowsLoaded)} loaded, ${n(load.rowsRejected)} rejected`;
}

async function checkFile(file: string): Promise<number> {
  // The contract allows text/csv only; .csv is the extension of that type.
  if (path.extname(file).toLowerCase() !== '.csv' || !LIMITS.allowedTypes.includes('text/csv')) {
    throw usage(`${file}: only CSV files (.csv) can be loaded`);
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw usage(`${file} is not a file`);
    if (info.size > MAX_FILE_BYTES) throw usage(`${file} is larger than ${megabytes(MAX_FILE_BYTES)}`);
    return info.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw usage(`could not read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/**
 * Uploads one CSV file into a dataset of the caller's tenant. With --wait it follows the load until it
 * ends, printing its progress, and exits 1 when it failed (nothing loaded, an error, the server stopping)
 * or was cancelled; the rejected rows are listed (row, column, reason).
 */
export async function run(file: string, options: LoadOptions, deps: CliDeps): Promise<void> {
  if (options.dataset === undefined) throw usage(`missing --dataset (one of ${DATASET_KEYS.join(', ')})`);
  const dataset = oneOf('--dataset', options.dataset, DATASET_KEYS);
  await checkFile(file);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const name = options.name?.trim() || path.basename(file);
  const form = new FormData();
  form.append('name', name);
  form.append('dataset', dataset);
  form.append('file', new Blob([await readFile(file)], { type: 'text/csv' }), path.basename(file));
  let load: DataIngestion = await ctx.call('could not load the file', (c) =>
    c.POST('/api/data-ingestion', {
      body: { name, dataset, file: '' },
      bodySerializer: () => form,
    }),
  );
  // The answer is the load as recorded (running); its rows load in batches, each committed with the
  // counts, so --wait prints the rows processed as they move (on stderr: stdout stays data).
  let shown = -1;
  while (options.wait && RUNNING.includes(load.status)) {
    if (load.rowsProcessed !== shown) {
      shown = load.rowsProcessed;
      out.note(progressLine(load));
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const id = load.id;
    load = await ctx.call(`could not follow load ${id}`, (c) =>
      c.GET('/api/data-ingestion/{id}', { params: { path: { id } } }),
    );
  }
  printIngestion(out, load);
  if (!out.json && load.rejects.length > 0) {
    out.note(`Rejected rows${load.rowsRejected > load.rejects.length ? ` (first ${load.rejects.length})` : ''}:`);
    out.printList(load.rejects, rejectColumns, '');
  }
  if (load.status === 'failed') {
    if (load.error) out.note(`Reason: ${load.error}`);
    throw new CliError(`the load failed: ${outcome(load)}`, EXIT.error);
  }
  if (options.wait && load.status === 'cancelled') {
    throw new CliError(`the load was cancelled: ${outcome(load)} (the rows loaded stay)`, EXIT.error);
  }
  if (RUNNING.includes(load.status)) out.note(`Load ${load.id} is ${load.status}; follow it with ratelens data list`);
  else if (load.rowsRejected > 0) out.warn(outcome(load));
  else out.success(outcome(load));
}

export function loadCommand(deps: CliDeps): Command {
  return serverCommand('load', `Load a CSV file into a dataset of your tenant (${DATASET_KEYS.join(', ')}; ${megabytes(MAX_FILE_BYTES)} at most)`)
    .argument('<file>', 'the CSV file (first row: column names)')
    .option('--dataset <name>', `the dataset: ${DATASET_KEYS.join(', ')}`)
    .option('--name <name>', 'name of the load (default: the file name)')
    .option('--wait', 'follow the load until it ends, printing its progress; exit 1 when it failed or was cancelled')
    .action((file: string, options: LoadOptions) => run(file, options, deps));
}
