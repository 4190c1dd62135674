import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  documentAnalysisMachine,
  type AnalysisRef,
  type AnalysisState,
  type AnalysisStatus,
} from '@ratelens/machines';
import { CliError, EXIT } from '../../errors.ts';
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

const STATES: Record<AnalysisProgress['status'], AnalysisState> = {
  draft: 'queued',
  queued: 'queued',
  analysing: 'running',
  ready: 'done',
  completed: 'done',
  failed: 'failed',
};

/**
 * The progress of an analysis (queued by `docs upload`); with --wait, polled through the shared
 * documentAnalysisMachine until it settles, with the progress on stderr. A failed analysis exits 1
 * with its reason.
 *
 * The machine starts from creating an analysis; here the analysis exists, so its "create" reads it and
 * its "upload" hands back the documents already attached. The contract has no separate start call
 * (attaching documents queues the analysis), so "start" only lets the polling begin.
 */
export async function run(id: string, options: AnalyseOptions, deps: CliDeps): Promise<void> {
  const analysisId = requireId('<analysisId>', id);
  const usecaseId = requireId('--use-case', options.useCase);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const readStatus = () =>
    ctx.call(`could not read the status of analysis ${analysisId}`, (c) =>
      c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/analyse_status', {
        params: { path: { usecaseId, analysisId } },
      }),
    );

  if (options.timeout !== undefined && !options.wait) throw usage('--timeout goes with --wait');
  const timeoutMs = options.timeout === undefined ? Infinity : positiveSeconds(options.timeout) * 1000;
  if (!options.wait) {
    const progress = await readStatus();
    if (out.json) out.printJson(progress);
    else out.note(describeProgress(progress));
    if (progress.status === 'failed') {
      throw new CliError(`analysis ${analysisId} failed: ${progress.error ?? 'no reason given'}`);
    }
    return;
  }

  let latest: AnalysisProgress | undefined;
  let authLost: CliError | null = null;
  const remember = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CliError && error.exitCode === EXIT.auth) authLost = error;
      throw error;
    }
  };
  const analysis = await ctx.call(`could not get analysis ${analysisId}`, (c) =>
    c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}', {
      params: { path: { usecaseId, analysisId } },
    }),
  );
  const attached = analysis.documents.map((d) => ({ id: d.id, name: d.filename }));
  if (attached.length === 0) {
    throw new CliError(`analysis ${analysisId} has no documents: attach some with \`ratelens docs upload\``);
  }

  const machine = documentAnalysisMachine.provide({
    actors: {
      createAnalysis: fromPromise(async () => ({ id: analysis.id })),
      uploadDocuments: fromCallback(({ sendBack }) => {
        sendBack({ type: 'DOC_ANALYSIS.UPLOAD_DONE', documents: attached });
      }),
      startAnalysis: fromPromise<unknown, AnalysisRef>(async () => undefined),
      getAnalysisStatus: fromPromise<AnalysisStatus, AnalysisRef>(() =>
        remember(async () => {
          latest = await readStatus();
          return {
            state: STATES[latest.status],
            progress: latest.progress,
            ...(latest.error ? { message: latest.error } : {}),
          };
        }),
      ),
    },
    ...(options.pollIntervalMs === undefined ? {} : { delays: { pollDelay: options.pollIntervalMs } }),
  });
  const actor = createActor(machine, { input: { useCaseId: usecaseId } });
  let shown = '';
  actor.subscribe(() => {
    if (!latest) return;
    const line = describeProgress(latest);
    if (line === shown) return;
    shown = line;
    if (deps.io.stderr.isTTY) deps.io.stderr.write(`\r\u001b[2K${line}`);
    else out.note(line);
  });
  actor.start();
  try {
    actor.send({ type: 'DOC_ANALYSIS.CREATE', name: analysis.name });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'DOC_ANALYSIS.ATTACH', files: attached.map((d) => ({ name: d.name, size: 0 })) });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
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
    if (authLost) throw authLost;
    if (out.json && latest) out.printJson(latest);
    if (settled.matches('failed')) {
      throw new CliError(`analysis ${analysisId} failed: ${settled.context.error ?? 'no reason given'}`);
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
