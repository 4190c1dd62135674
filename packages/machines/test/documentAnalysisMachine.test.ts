import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import {
  ANSWER_REFRESH_MS,
  MAX_POLL_FAILURES,
  documentAnalysisMachine,
  pollBackoffMs,
  refreshedAnswers,
  uploadPercent,
  type AnalysisRef,
  type AnalysisStatus,
  type ExistingAnalysis,
  type QaAction,
  type QaQuestion,
  type UploadFile,
} from '../src/index.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const useCaseId = 'uc-doc';
const files: UploadFile[] = [{ name: 'filing.pdf', size: 2048 }];
/** A question of the analysis as the contract gives it. */
const qa = (id: string, over: Partial<QaQuestion> = {}): QaQuestion => ({
  id,
  analysisId: 'da-1',
  text: `Question ${id}`,
  status: 'answered',
  answer: null,
  citations: [],
  upVotes: 0,
  downVotes: 0,
  myVote: 'none',
  answeredAt: null,
  ...over,
});
const q1 = qa('q1', { text: 'What rate change is requested?', answer: '+4.5% [1]' });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : error);

/** An analysis on the server, as the web app's page and `ratelens docs analyse` read it. */
const existing = (status: ExistingAnalysis['status']): ExistingAnalysis => ({
  id: 'da-9',
  name: 'Reopened',
  status,
  documents: [
    {
      id: 'doc-9',
      filename: 'filing.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      pageCount: 3,
      status: 'indexed',
      error: null,
      uploadedAt: '2026-01-01T00:00:00Z',
    },
  ],
  reportConfig: null,
});

/** Each poll takes the next answer; `'error'` makes that poll fail. */
type PollScript = Array<AnalysisStatus | 'error'>;

function harness(
  options: {
    polls?: PollScript;
    failStart?: boolean;
    failQa?: boolean;
    uploadFails?: boolean;
    analysis?: ExistingAnalysis;
    answers?: Array<QaQuestion[] | 'error'>;
  } = {},
) {
  const answerReads = [...(options.answers ?? [])];
  const script = [...(options.polls ?? [{ state: 'done' }])];
  const calls: Array<{ op: string; input: unknown }> = [];
  let uploadStopped = false;
  const machine = documentAnalysisMachine.provide({
    delays: { pollDelay: 1, answerRefreshDelay: 1 },
    actors: {
      createAnalysis: fromPromise(async ({ input }: { input: { useCaseId: string; name: string } }) => {
        calls.push({ op: 'create', input });
        return { id: 'da-1' };
      }),
      uploadDocuments: fromCallback<EventObject, AnalysisRef & { files: UploadFile[] }>(
        ({ sendBack, input }) => {
          calls.push({ op: 'upload', input });
          sendBack({ type: 'DOC_ANALYSIS.UPLOAD_PROGRESS', loaded: 512, total: 2048 });
          const timer = setTimeout(() => {
            if (options.uploadFails)
              sendBack({ type: 'DOC_ANALYSIS.UPLOAD_FAILED', error: new Error('413 too large') });
            else
              sendBack({
                type: 'DOC_ANALYSIS.UPLOAD_DONE',
                documents: input.files.map((f, i) => ({ id: `doc-${i}`, name: f.name })),
              });
          }, 5);
          return () => {
            uploadStopped = true;
            clearTimeout(timer);
          };
        },
      ),
      removeDocument: fromPromise<unknown, AnalysisRef & { documentId: string }>(async ({ input }) => {
        calls.push({ op: 'remove', input });
        return {};
      }),
      startAnalysis: fromPromise<unknown, AnalysisRef>(async ({ input }) => {
        calls.push({ op: 'analyse', input });
        if (options.failStart) throw new Error('analysis queue full');
        return {};
      }),
      getAnalysisStatus: fromPromise(async ({ input }: { input: AnalysisRef }) => {
        calls.push({ op: 'status', input });
        const next = script.shift() ?? { state: 'running' };
        if (next === 'error') throw new Error('network down');
        return next;
      }),
      completeAnalysis: fromPromise<unknown, AnalysisRef>(async ({ input }) => {
        calls.push({ op: 'complete', input });
        return {};
      }),
      configureReport: fromPromise<unknown, AnalysisRef & { config: Record<string, unknown> }>(
        async ({ input }) => {
          calls.push({ op: 'configure', input });
          return {};
        },
      ),
      getAnswers: fromPromise(async ({ input }: { input: AnalysisRef }) => {
        calls.push({ op: 'answers', input });
        const next = answerReads.shift() ?? [q1];
        if (next === 'error') throw new Error('answers unavailable');
        return next;
      }),
      runQaAction: fromPromise(
        async ({ input }: { input: AnalysisRef & { action: QaAction; questions: QaQuestion[] } }) => {
          calls.push({ op: 'qa', input });
          if (options.failQa) throw new Error('qa refused');
          const action = input.action;
          if (action.kind === 'add')
            return [...input.questions, qa(action.questionId, { status: 'pending' })];
          if (action.kind === 'remove') return [];
          if (action.kind === 'upVote') return [{ ...q1, upVotes: 1 }];
          if (action.kind === 'downVote') return [{ ...q1, downVotes: 1 }];
          return [{ ...q1, answer: '+4.4% [2]' }];
        },
      ),
    },
  });
  const actor = createActor(machine, {
    input: options.analysis ? { useCaseId, analysis: options.analysis } : { useCaseId },
  }).start();
  return { actor, calls, uploadStopped: () => uploadStopped };
}

type Actor = ReturnType<typeof harness>['actor'];

async function toDraftWithDocument(actor: Actor) {
  actor.send({ type: 'DOC_ANALYSIS.CREATE', name: ' Q3 filings ' });
  await waitFor(actor, (s) => s.matches('draft'));
  actor.send({ type: 'DOC_ANALYSIS.ATTACH', files });
  await waitFor(actor, (s) => s.matches('draft'));
}

async function toReview(actor: Actor) {
  await toDraftWithDocument(actor);
  actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
  await waitFor(actor, (s) => s.matches('review'));
}

describe('helpers', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [3, 8000],
    [5, 30000],
    [20, 30000],
  ])('backs off poll %i by %i ms', (attempt, delay) => {
    expect(pollBackoffMs(attempt)).toBe(delay);
  });

  it.each([
    [0, 100, 0],
    [50, 200, 25],
    [2048, 2048, 100],
    [5, 0, 0],
    [300, 200, 100],
  ])('shows %i of %i bytes as %i percent', (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });
});

describe('documentAnalysisMachine', () => {
  it('creates the analysis with the trimmed name for the use case', async () => {
    const { actor, calls } = harness();
    actor.send({ type: 'DOC_ANALYSIS.CREATE', name: ' Q3 filings ' });
    await waitFor(actor, (s) => s.matches('draft'));
    expect(calls[0]).toEqual({ op: 'create', input: { useCaseId, name: 'Q3 filings' } });
    expect(actor.getSnapshot().context.analysisId).toBe('da-1');
  });

  it('refuses to create an analysis without a name', () => {
    const { actor } = harness();
    actor.send({ type: 'DOC_ANALYSIS.CREATE', name: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('attaches documents and reports upload progress', async () => {
    const { actor, calls } = harness();
    actor.send({ type: 'DOC_ANALYSIS.CREATE', name: 'Q3' });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'DOC_ANALYSIS.ATTACH', files });
    expect(actor.getSnapshot().context.uploadPercent).toBe(25);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('draft'));
    expect(actor.getSnapshot().context.documents).toEqual([{ id: 'doc-0', name: 'filing.pdf' }]);
    expect(calls[1]).toEqual({ op: 'upload', input: { useCaseId, analysisId: 'da-1', files } });
  });

  it('keeps the documents it had when an upload fails', async () => {
    const { actor } = harness({ uploadFails: true });
    actor.send({ type: 'DOC_ANALYSIS.CREATE', name: 'Q3' });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'DOC_ANALYSIS.ATTACH', files });
    await waitFor(actor, (s) => s.matches('draft'));
    expect(actor.getSnapshot().context.documents).toEqual([]);
    expect(messageOf(actor.getSnapshot().context.error)).toBe('413 too large');
  });

  it('stops the uploader when the upload is cancelled', async () => {
    const { actor, uploadStopped } = harness();
    actor.send({ type: 'DOC_ANALYSIS.CREATE', name: 'Q3' });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'DOC_ANALYSIS.ATTACH', files });
    actor.send({ type: 'DOC_ANALYSIS.CANCEL' });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(uploadStopped()).toBe(true);
    expect(actor.getSnapshot().context.documents).toEqual([]);
  });

  it('removes an attached document', async () => {
    const { actor, calls } = harness();
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.DETACH', documentId: 'doc-0' });
    await waitFor(actor, (s) => s.matches('draft'));
    expect(actor.getSnapshot().context.documents).toEqual([]);
    expect(calls.at(-1)).toEqual({
      op: 'remove',
      input: { useCaseId, analysisId: 'da-1', documentId: 'doc-0' },
    });
  });

  it('does not analyse without documents', async () => {
    const { actor } = harness();
    actor.send({ type: 'DOC_ANALYSIS.CREATE', name: 'Q3' });
    await waitFor(actor, (s) => s.matches('draft'));
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    expect(actor.getSnapshot().value).toBe('draft');
  });

  it('polls the status until the analysis is done and keeps its questions', async () => {
    const { actor, calls } = harness({
      polls: [{ state: 'queued' }, { state: 'running', progress: 40 }, { state: 'done' }],
    });
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    expect(actor.getSnapshot().hasTag('analysing')).toBe(true);
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.filter((c) => c.op === 'status')).toHaveLength(3);
    expect(actor.getSnapshot().context.questions).toEqual([q1]);
  });

  it('retries a single failed poll without losing anything', async () => {
    const { actor } = harness({
      polls: [{ state: 'running', progress: 10 }, 'error', { state: 'done' }],
    });
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context).toMatchObject({
      analysisId: 'da-1',
      documents: [{ id: 'doc-0', name: 'filing.pdf' }],
      error: undefined,
      pollFailures: 0,
    });
  });

  it('fails only after repeated poll failures in a row', async () => {
    const errors: PollScript = Array.from({ length: MAX_POLL_FAILURES }, () => 'error' as const);
    const { actor, calls } = harness({ polls: ['error', { state: 'running' }, ...errors] });
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(calls.filter((c) => c.op === 'status')).toHaveLength(2 + MAX_POLL_FAILURES);
    expect(messageOf(actor.getSnapshot().context.error)).toBe('network down');
    expect(actor.getSnapshot().context.documents).toHaveLength(1);
  });

  it('fails when the server reports a failed analysis', async () => {
    const { actor } = harness({ polls: [{ state: 'failed', message: 'Unreadable PDF' }] });
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messageOf(actor.getSnapshot().context.error)).toBe('Unreadable PDF');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('analyses again on retry after a failure', async () => {
    const { actor } = harness({ polls: [{ state: 'failed' }, { state: 'done' }] });
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messageOf(actor.getSnapshot().context.error)).toBe('The analysis failed');
    actor.send({ type: 'DOC_ANALYSIS.RETRY' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('fails when the analysis cannot start', async () => {
    const { actor } = harness({ failStart: true });
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messageOf(actor.getSnapshot().context.error)).toBe('analysis queue full');
  });

  it('stops polling when cancelled', async () => {
    const { actor, calls } = harness({ polls: [] });
    await toDraftWithDocument(actor);
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    await waitFor(actor, (s) => s.matches({ polling: 'waiting' }));
    actor.send({ type: 'DOC_ANALYSIS.CANCEL' });
    const polls = calls.filter((c) => c.op === 'status').length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().value).toBe('draft');
    expect(calls.filter((c) => c.op === 'status')).toHaveLength(polls);
  });

  it('waits longer between polls as the analysis runs (backoff)', async () => {
    const clock = new SimulatedClock();
    const statuses: PollScript = [{ state: 'running' }, { state: 'running' }, { state: 'done' }];
    let polls = 0;
    const machine = documentAnalysisMachine.provide({
      actors: {
        startAnalysis: fromPromise<unknown, AnalysisRef>(async () => ({})),
        getAnalysisStatus: fromPromise(async () => {
          polls += 1;
          return statuses.shift() as AnalysisStatus;
        }),
      },
    });
    const snapshot = documentAnalysisMachine.resolveState({
      value: 'draft',
      context: {
        ...createActor(documentAnalysisMachine, { input: { useCaseId } }).getSnapshot().context,
        analysisId: 'da-1',
        documents: [{ id: 'd', name: 'd' }],
      },
    });
    const actor = createActor(machine, { clock, snapshot, input: { useCaseId } }).start();
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'DOC_ANALYSIS.ANALYSE' });
    await flush();
    clock.increment(999);
    await flush();
    expect(polls).toBe(0);
    clock.increment(1);
    await flush();
    expect(polls).toBe(1);
    clock.increment(1999);
    await flush();
    expect(polls).toBe(1);
    clock.increment(1);
    await flush();
    expect(polls).toBe(2);
  });

  it('completes the analysis once', async () => {
    const { actor, calls } = harness();
    await toReview(actor);
    actor.send({ type: 'DOC_ANALYSIS.COMPLETE' });
    await waitFor(actor, (s) => s.context.completed);
    actor.send({ type: 'DOC_ANALYSIS.COMPLETE' });
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true);
    expect(calls.filter((c) => c.op === 'complete')).toHaveLength(1);
  });

  it('configures the report', async () => {
    const { actor, calls } = harness();
    await toReview(actor);
    actor.send({ type: 'DOC_ANALYSIS.CONFIGURE_REPORT', config: { sections: ['rates'] } });
    await waitFor(actor, (s) => s.context.reportConfig !== undefined);
    expect(actor.getSnapshot().context.reportConfig).toEqual({ sections: ['rates'] });
    expect(calls.at(-1)).toEqual({
      op: 'configure',
      input: { useCaseId, analysisId: 'da-1', config: { sections: ['rates'] } },
    });
  });

  it.each([
    [{ type: 'DOC_ANALYSIS.QA_ADD', questionId: ' q2 ' } as const, { kind: 'add', questionId: 'q2' }, 2],
    [{ type: 'DOC_ANALYSIS.QA_REMOVE', questionId: 'q1' } as const, { kind: 'remove', questionId: 'q1' }, 0],
    [
      { type: 'DOC_ANALYSIS.QA_REGENERATE', questionId: 'q1' } as const,
      { kind: 'regenerate', questionId: 'q1' },
      1,
    ],
    [{ type: 'DOC_ANALYSIS.QA_UP_VOTE', questionId: 'q1' } as const, { kind: 'upVote', questionId: 'q1' }, 1],
    [
      { type: 'DOC_ANALYSIS.QA_DOWN_VOTE', questionId: 'q1' } as const,
      { kind: 'downVote', questionId: 'q1' },
      1,
    ],
  ])('runs the QA action %j and takes the returned questions', async (event, action, count) => {
    const { actor, calls } = harness();
    await toReview(actor);
    actor.send(event);
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    const last = calls.filter((c) => c.op === 'qa').at(-1);
    expect(last).toEqual({ op: 'qa', input: { useCaseId, analysisId: 'da-1', action, questions: [q1] } });
    expect(actor.getSnapshot().context.questions).toHaveLength(count);
  });

  it('ignores a QA action on an unknown question or an empty new question', async () => {
    const { actor } = harness();
    await toReview(actor);
    actor.send({ type: 'DOC_ANALYSIS.QA_UP_VOTE', questionId: 'nope' });
    actor.send({ type: 'DOC_ANALYSIS.QA_ADD', questionId: '   ' });
    actor.send({ type: 'DOC_ANALYSIS.QA_ADD', questionId: 'q1' });
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true);
  });

  it('keeps the questions and reports why when a QA action fails', async () => {
    const { actor } = harness({ failQa: true });
    await toReview(actor);
    actor.send({ type: 'DOC_ANALYSIS.QA_REMOVE', questionId: 'q1' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }) && s.context.error !== undefined);
    expect(actor.getSnapshot().context.questions).toEqual([q1]);
    expect(messageOf(actor.getSnapshot().context.error)).toBe('qa refused');
  });

  it.each([
    ['draft', 'draft', 0],
    ['queued', { polling: 'waiting' }, 1],
    ['analysing', { polling: 'waiting' }, 1],
  ] as const)(
    'resumes a %s analysis where it is, without creating or uploading',
    async (status, where, polls) => {
      const { actor, calls } = harness({ analysis: existing(status), polls: [{ state: 'running' }] });
      await waitFor(actor, (s) => s.matches(where));
      expect(actor.getSnapshot().context).toMatchObject({
        analysisId: 'da-9',
        name: 'Reopened',
        documents: [{ id: 'doc-9', name: 'filing.pdf' }],
      });
      expect(calls.filter((c) => c.op === 'status')).toHaveLength(polls);
      expect(calls.some((c) => c.op === 'create' || c.op === 'upload' || c.op === 'analyse')).toBe(false);
    },
  );

  it.each(['ready', 'completed'] as const)('resumes a %s analysis by reading its answers', async (status) => {
    const { actor, calls } = harness({
      analysis: existing(status),
      polls: [{ state: 'done' }],
    });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.questions).toEqual([q1]);
    expect(actor.getSnapshot().context.completed).toBe(status === 'completed');
    expect(calls.map((c) => c.op)).toEqual(['status', 'answers']);
  });

  it('resumes a failed analysis in failed, with the reason the status gives', async () => {
    const { actor } = harness({
      analysis: existing('failed'),
      polls: [{ state: 'failed', message: 'Unreadable PDF' }],
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messageOf(actor.getSnapshot().context.error)).toBe('Unreadable PDF');
  });

  it('reads an answer being written again until it is answered, then stops', async () => {
    const writing = qa('q2', { status: 'answering' });
    const { actor, calls } = harness({
      answers: [[q1], [q1, writing], 'error', [qa('q2', { answer: 'Ohio [1]' }), q1]],
    });
    await toReview(actor);
    actor.send({ type: 'DOC_ANALYSIS.QA_ADD', questionId: 'q2' });
    await waitFor(actor, (s) => s.context.questions.at(-1)?.answer === 'Ohio [1]');
    // The first read, then three (one failed and was retried), the order shown kept, then no more.
    expect(actor.getSnapshot().context.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c.op === 'answers')).toHaveLength(4);
  });

  it('fails with the typed error when the answers of a finished run cannot be read, and retries', async () => {
    const { actor } = harness({
      analysis: existing('ready'),
      polls: [{ state: 'done' }, { state: 'done' }],
      answers: ['error', [q1]],
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messageOf(actor.getSnapshot().context.error)).toBe('answers unavailable');
    expect(actor.getSnapshot().context.status?.state).toBe('done');
    actor.send({ type: 'DOC_ANALYSIS.RETRY' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.questions).toEqual([q1]);
  });

  it('does not read answers again when none is being written', async () => {
    const { actor, calls } = harness();
    await toReview(actor);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c.op === 'answers')).toHaveLength(1);
  });

  it('keeps the order shown and does not bring back a removed answer', () => {
    const fresh = [qa('q3'), qa('q1', { answer: 'new' })];
    expect(refreshedAnswers([qa('q1'), qa('q2')], fresh)).toEqual([qa('q1', { answer: 'new' }), qa('q2')]);
    expect(ANSWER_REFRESH_MS).toBeGreaterThan(0);
  });

  it('reaches every state and transition through generated paths', () => {
    const err = { error: new Error('x') };
    expectFullCoverage(documentAnalysisMachine, {
      // A new analysis, and existing ones: a draft, and one whose run is over.
      inputs: [
        { useCaseId },
        { useCaseId, analysis: existing('draft') },
        { useCaseId, analysis: existing('ready') },
      ],
      events: [
        { type: 'DOC_ANALYSIS.CREATE', name: 'Q3' },
        { type: 'xstate.done.actor.createAnalysis', output: { id: 'da-1' } },
        { type: 'xstate.error.actor.createAnalysis', ...err },
        { type: 'DOC_ANALYSIS.ATTACH', files },
        { type: 'DOC_ANALYSIS.UPLOAD_PROGRESS', loaded: 1, total: 2 },
        { type: 'DOC_ANALYSIS.UPLOAD_DONE', documents: [{ id: 'doc-0', name: 'filing.pdf' }] },
        { type: 'DOC_ANALYSIS.UPLOAD_FAILED', ...err },
        { type: 'DOC_ANALYSIS.DETACH', documentId: 'doc-0' },
        { type: 'xstate.done.actor.removeDocument', output: {} },
        { type: 'xstate.error.actor.removeDocument', ...err },
        { type: 'xstate.done.actor.startAnalysis', output: {} },
        { type: 'xstate.error.actor.startAnalysis', ...err },
        { type: 'xstate.done.actor.getAnalysisStatus', output: { state: 'running' } },
        { type: 'xstate.done.actor.getAnalysisStatus', output: { state: 'failed' } },
        { type: 'xstate.done.actor.getAnalysisStatus', output: { state: 'done' } },
        { type: 'xstate.error.actor.getAnalysisStatus', ...err },
        { type: 'xstate.done.actor.completeAnalysis', output: {} },
        { type: 'xstate.error.actor.completeAnalysis', ...err },
        { type: 'DOC_ANALYSIS.CONFIGURE_REPORT', config: { a: 1 } },
        { type: 'xstate.done.actor.configureReport', output: {} },
        { type: 'xstate.error.actor.configureReport', ...err },
        { type: 'DOC_ANALYSIS.QA_ADD', questionId: 'q2' },
        { type: 'DOC_ANALYSIS.QA_ADD', questionId: 'q3' },
        { type: 'DOC_ANALYSIS.QA_REMOVE', questionId: 'q1' },
        { type: 'DOC_ANALYSIS.QA_REGENERATE', questionId: 'q1' },
        { type: 'DOC_ANALYSIS.QA_UP_VOTE', questionId: 'q1' },
        { type: 'DOC_ANALYSIS.QA_DOWN_VOTE', questionId: 'q1' },
        { type: 'xstate.done.actor.runQaAction', output: [q1] },
        { type: 'xstate.done.actor.runQaAction', output: [q1, qa('q2', { status: 'pending' })] },
        { type: 'xstate.error.actor.runQaAction', ...err },
        { type: 'xstate.done.actor.getAnswers', output: [q1] },
        { type: 'xstate.error.actor.getAnswers', ...err },
        { type: 'xstate.done.actor.readAnswers', output: [q1] },
        { type: 'xstate.error.actor.readAnswers', ...err },
      ],
      // The poll counter grows without bound; what decides the enabled transitions is kept.
      serializeState: (snapshot) => {
        const c = snapshot.context as {
          analysisId?: string;
          documents: unknown[];
          pollFailures: number;
          questions: QaQuestion[];
          completed: boolean;
          resumedStatus?: string;
        };
        return JSON.stringify([
          snapshot.value,
          c.analysisId,
          c.documents.length,
          c.pollFailures,
          c.questions.map((q) => q.status),
          c.completed,
          c.resumedStatus,
        ]);
      },
    });
  });
});
