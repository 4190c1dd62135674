import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { machineError, signedIn, usage, type TargetOptions } from '../../context.ts';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '@ratelens/api';
import { documentAnalysisActors, documentAnalysisMachine } from '@ratelens/machines';
import { CliError } from '../../errors.ts';
import { requireId, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { describeProgress, type AnalysisProgress } from './shared.ts';

export interface AnalyseOptions extends TargetOptions {
  useCase?: string;
  wait?: boolean;
  /** With --wait: give up after this many seconds (exit 1); default no limit. */
  timeout?: string;
  json?: boolean;
  /** Between two polls; by default the machine's backoff (1 s doubling to 30 s). Tests pass 0. */
  pollIntervalMs?: number;
}

/**
 * The progress of an analysis (queued by `docs upload`); with --wait, polled through the shared
 * documentAnalysisMachine with its default actors until it settles, with the progress on stderr. The
 * machine resumes the analysis from its status, so nothing is created or uploaded here. A failed
 * analysis exits 1 with its reason; a session gone on the way exits 4.
 */
export async function run(id: string, options: AnalyseOptions, deps: CliDeps): Promise<void> {
  const analysisId = requireId('<analysisId>', id);
  const usecaseId = requireId('--use-case', options.useCase);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);

  if (options.timeout !== undefined && !options.wait) throw usage('--timeout goes with --wait');
  const timeoutMs = options.timeout === undefined ? Infinity : positiveSeconds(options.timeout) * 1000;
  if (!options.wait) {
    const progress = await ctx.call(`could not read the status of analysis ${analysisId}`, (c) =>
      c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/analyse_status', {
        params: { path: { usecaseId, analysisId } },
      }),
    );
    if (out.json) out.printJson(progress);
    else out.note(describeProgress(progress));
    if (progress.status === 'failed') {
      throw new CliError(`analysis ${analysisId} failed: ${progress.error ?? 'no reason given'}`);
    }
    return;
  }

  const analysis = await ctx.call(`could not get analysis ${analysisId}`, (c) =>
    c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}', {
      params: { path: { usecaseId, analysisId } },
    }),
  );
  if (analysis.documents.length === 0) {
    throw new CliError(`analysis ${analysisId} has no documents: attach some with \`ratelens docs upload\``);
  }
  const machine = documentAnalysisMachine.provide({
    actors: documentAnalysisActors(ctx.client),
    ...(options.pollIntervalMs === undefined ? {} : { delays: { pollDelay: options.pollIntervalMs } }),
  });
  // Attaching documents queues the analysis, so a draft with documents is followed as queued.
  const resumed = analysis.status === 'draft' ? { ...analysis, status: 'queued' as const } : analysis;
  const actor = createActor(machine, { input: { useCaseId: usecaseId, analysis: resumed } });
  let latest: AnalysisProgress | undefined;
  let shown = '';
  actor.subscribe((snapshot) => {
    latest = snapshot.context.status?.detail ?? latest;
    if (!latest) return;
    const line = describeProgress(latest);
    if (line === shown) return;
    shown = line;
    if (deps.io.stderr.isTTY) deps.io.stderr.write(`\r\u001b[2K${line}`);
    else out.note(line);
  });
  actor.start();
  try {
    let settled;
    try {
      settled = await waitFor(actor, (s) => s.matches('review') || s.matches('failed'), {
        timeout: timeoutMs,
      });
    } catch (error) {
      if (timeoutMs === Infinity) throw error;
      if (deps.io.stderr.isTTY && shown) deps.io.stderr.write('\n');
      throw new CliError(
        `analysis ${analysisId} is still ${latest?.status ?? 'running'} after ${options.timeout} s (--timeout); it goes on on the server: run \`ratelens docs analyse ${analysisId} --wait\` again`,
      );
    }
    if (deps.io.stderr.isTTY && shown) deps.io.stderr.write('\n');
    const { error } = settled.context;
    // A failed call is the client's ApiError as the machine kept it (a 401: the session is gone).
    if (settled.matches('failed') && error instanceof ApiError) {
      throw machineError(ctx, `could not read the status of analysis ${analysisId}`, error);
    }
    if (out.json && latest) out.printJson(latest);
    if (settled.matches('failed')) {
      const reason = error instanceof Error ? error.message : 'no reason given';
      throw new CliError(`analysis ${analysisId} failed: ${reason}`);
    }
    out.success(`Analysis ${analysisId} is ${latest?.status ?? 'done'}`);
  } finally {
    actor.stop();
  }
}

export function analyseCommand(deps: CliDeps): Command {
  return serverCommand('analyse', 'Show the progress of a document analysis; --wait polls until it is done')
    .alias('analyze')
    .argument('<analysisId>', 'the analysis (see `ratelens docs upload`)')
    .option('--use-case <id>', 'the use case the analysis belongs to')
    .option('--wait', 'poll until the analysis is ready or failed, showing its progress')
    .option('--timeout <seconds>', 'with --wait: stop waiting after this many seconds (exit 1)')
    .action((id: string, options: AnalyseOptions) => run(id, options, deps));
}

function positiveSeconds(raw: string): number {
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value < 1)
    throw usage(`--timeout must be a whole number of seconds from 1, not '${raw}'`);
  return value;
}
