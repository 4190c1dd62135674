import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { requireId, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { describeProgress, type AnalysisProgress } from './shared.ts';

export interface AnalyseOptions extends TargetOptions {
  useCase?: string;
  wait?: boolean;
  json?: boolean;
  /** Between two polls; the contract asks clients to poll every 2 seconds (tests pass 0). */
  pollIntervalMs?: number;
}

const RUNNING: ReadonlySet<AnalysisProgress['status']> = new Set(['queued', 'analysing']);

/**
 * The progress of an analysis (queued by `docs upload`); with --wait, polled until it settles, with
 * the progress on stderr. A failed analysis exits 1 with its reason.
 *
 * TODO: poll through documentAnalysisMachine once packages/machines provides it; until then this loop
 * is the whole of the polling (status, interval, stop on a settled status).
 */
export async function run(id: string, options: AnalyseOptions, deps: CliDeps): Promise<void> {
  const analysisId = requireId('<analysisId>', id);
  const usecaseId = requireId('--use-case', options.useCase);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const interval = options.pollIntervalMs ?? 2000;
  const poll = () =>
    ctx.call(`could not read the status of analysis ${analysisId}`, (c) =>
      c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/analyse_status', {
        params: { path: { usecaseId, analysisId } },
      }),
    );
  let progress = await poll();
  let shown = '';
  const show = () => {
    const line = describeProgress(progress);
    if (line === shown) return;
    shown = line;
    if (deps.io.stderr.isTTY) deps.io.stderr.write(`\r\u001b[2K${line}`);
    else out.note(line);
  };
  if (options.wait) {
    while (RUNNING.has(progress.status)) {
      show();
      await new Promise((resolve) => setTimeout(resolve, interval));
      progress = await poll();
    }
    if (deps.io.stderr.isTTY && shown) deps.io.stderr.write('\n');
  }
  if (out.json) out.printJson(progress);
  else if (!options.wait || shown === '') out.note(describeProgress(progress));
  if (progress.status === 'failed') {
    throw new CliError(`analysis ${analysisId} failed: ${progress.error ?? 'no reason given'}`);
  }
  if (options.wait) out.success(`Analysis ${analysisId} is ${progress.status}`);
}

export function analyseCommand(deps: CliDeps): Command {
  return serverCommand('analyse', 'Show the progress of a document analysis; --wait polls until it is done')
    .alias('analyze')
    .argument('<analysisId>', 'the analysis (see `ratelens docs upload`)')
    .option('--use-case <id>', 'the use case the analysis belongs to')
    .option('--wait', 'poll every 2 seconds until the analysis is ready or failed')
    .action((id: string, options: AnalyseOptions) => run(id, options, deps));
}
