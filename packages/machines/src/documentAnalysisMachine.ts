import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { hostMustProvide } from './host-actors.ts';
import { isBeingWritten, qaActionOf, refreshedAnswers } from './documentAnalysisModel.ts';
import type {
  UploadFile,
  AnalysisStatus,
  QaQuestion,
  QaAction,
  AnalysisRef,
  DocumentAnalysisInput,
  DocumentAnalysisContext,
  DocumentAnalysisEvent,
} from './documentAnalysisModel.ts';

export const MAX_POLL_FAILURES = 3;
/** How long an answer being written waits before the analysis's answers are read again. */
export const ANSWER_REFRESH_MS = 2000;
export const POLL_BASE_DELAY_MS = 1000;
export const POLL_MAX_DELAY_MS = 30_000;

/** Doubles from 1 s per poll up to 30 s, so long analyses cost few requests. */
export const pollBackoffMs = (attempt: number, base = POLL_BASE_DELAY_MS, max = POLL_MAX_DELAY_MS): number =>
  Math.min(max, base * 2 ** Math.max(0, attempt));

export const uploadPercent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0;

const refOf = (context: DocumentAnalysisContext): AnalysisRef => {
  if (!context.analysisId) throw new Error('The analysis has not been created yet');
  return { useCaseId: context.useCaseId, analysisId: context.analysisId };
};

const qaTransition = {
  guard: 'isValidQaAction',
  target: '#documentAnalysis.review.qa',
  actions: 'storeQaAction',
} as const;

/** What the review takes while it waits (ready) or reads the answers again (refreshing). */
const reviewEvents = {
  'DOC_ANALYSIS.COMPLETE': {
    guard: 'isNotCompleted',
    target: '#documentAnalysis.review.completing',
    actions: 'clearError',
  },
  'DOC_ANALYSIS.CONFIGURE_REPORT': {
    target: '#documentAnalysis.review.configuring',
    actions: ['storePendingReportConfig', 'clearError'],
  },
  'DOC_ANALYSIS.QA_ADD': qaTransition,
  'DOC_ANALYSIS.QA_REMOVE': qaTransition,
  'DOC_ANALYSIS.QA_REGENERATE': qaTransition,
  'DOC_ANALYSIS.QA_UP_VOTE': qaTransition,
  'DOC_ANALYSIS.QA_DOWN_VOTE': qaTransition,
} as const;

/**
 * SPEC §4 document analysis: create, attach documents, analyse with a status poll, complete,
 * configure the report, and work on the QA questions. Given an existing analysis it resumes where the
 * analysis's status says: a draft takes documents, anything else is checked at once (a run still going
 * is polled, one over reads its answers, a failed one shows why); a run over reads its answers before the review. While an answer is being written the
 * review reads the answers again every ANSWER_REFRESH_MS. The default actors over the typed client are
 * `documentAnalysisActors(api)`; hosts provide the upload.
 */
export const documentAnalysisMachine = setup({
  types: {
    context: {} as DocumentAnalysisContext,
    events: {} as DocumentAnalysisEvent,
    input: {} as DocumentAnalysisInput,
  },
  actors: {
    createAnalysis: fromPromise<{ id: string }, { useCaseId: string; name: string }>(async () => {
      throw hostMustProvide('createAnalysis');
    }),
    uploadDocuments: fromCallback<EventObject, AnalysisRef & { files: UploadFile[] }>(({ sendBack }) => {
      sendBack({ type: 'DOC_ANALYSIS.UPLOAD_FAILED', error: hostMustProvide('uploadDocuments') });
    }),
    removeDocument: fromPromise<unknown, AnalysisRef & { documentId: string }>(async () => {
      throw hostMustProvide('removeDocument');
    }),
    startAnalysis: fromPromise<unknown, AnalysisRef>(async () => {
      throw hostMustProvide('startAnalysis');
    }),
    getAnalysisStatus: fromPromise<AnalysisStatus, AnalysisRef>(async () => {
      throw hostMustProvide('getAnalysisStatus');
    }),
    completeAnalysis: fromPromise<unknown, AnalysisRef>(async () => {
      throw hostMustProvide('completeAnalysis');
    }),
    configureReport: fromPromise<unknown, AnalysisRef & { config: Record<string, unknown> }>(async () => {
      throw hostMustProvide('configureReport');
    }),
    runQaAction: fromPromise<QaQuestion[], AnalysisRef & { action: QaAction; questions: QaQuestion[] }>(
      async () => {
        throw hostMustProvide('runQaAction');
      },
    ),
    getAnswers: fromPromise<QaQuestion[], AnalysisRef>(async () => {
      throw hostMustProvide('getAnswers');
    }),
  },
  delays: {
    pollDelay: ({ context }) => pollBackoffMs(context.pollAttempt),
    answerRefreshDelay: ANSWER_REFRESH_MS,
  },
  guards: {
    hasName: ({ event }) => event.type === 'DOC_ANALYSIS.CREATE' && event.name.trim() !== '',
    hasFiles: ({ event }) => event.type === 'DOC_ANALYSIS.ATTACH' && event.files.length > 0,
    isAttachedDocument: ({ context, event }) =>
      event.type === 'DOC_ANALYSIS.DETACH' && context.documents.some((doc) => doc.id === event.documentId),
    hasDocuments: ({ context }) => context.documents.length > 0,
    isDone: ({ event }) => (event as { output?: AnalysisStatus }).output?.state === 'done',
    isFailed: ({ event }) => (event as { output?: AnalysisStatus }).output?.state === 'failed',
    failedTooOften: ({ context }) => context.pollFailures + 1 >= MAX_POLL_FAILURES,
    isNotCompleted: ({ context }) => !context.completed,
    isValidQaAction: ({ context, event }) => {
      const action = qaActionOf(event);
      if (!action || action.questionId === '') return false;
      const known = context.questions.some((question) => question.id === action.questionId);
      return action.kind === 'add' ? !known : known;
    },
    isResumed: ({ context }) => context.resumedStatus !== undefined,
    resumesDraft: ({ context }) => context.resumedStatus === 'draft',
    isWritingAnswers: ({ context }) => context.questions.some(isBeingWritten),
  },
  actions: {
    clearError: assign({ error: undefined }),
    recordError: assign({ error: (_, params: { error: unknown }) => params.error }),
    storePendingReportConfig: assign({
      pendingReportConfig: ({ event }) =>
        event.type === 'DOC_ANALYSIS.CONFIGURE_REPORT' ? event.config : undefined,
    }),
    resetPolling: assign({ pollAttempt: 0, pollFailures: 0, status: undefined }),
    storeQaAction: assign({ qaAction: ({ event }) => qaActionOf(event), error: undefined }),
  },
}).createMachine({
  id: 'documentAnalysis',
  context: ({ input }) => ({
    useCaseId: input.useCaseId,
    analysisId: input.analysis?.id,
    name: input.analysis?.name ?? '',
    documents: (input.analysis?.documents ?? []).map((doc) => ({ id: doc.id, name: doc.filename })),
    files: [],
    uploadPercent: undefined,
    detaching: undefined,
    status: undefined,
    pollAttempt: 0,
    pollFailures: 0,
    questions: [],
    qaAction: undefined,
    reportConfig: input.analysis?.reportConfig ?? undefined,
    pendingReportConfig: undefined,
    completed: input.analysis?.status === 'completed',
    resumedStatus: input.analysis?.status,
    error: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      // An existing analysis moves on at once: a draft takes documents, any other is checked now.
      always: [
        { guard: 'resumesDraft', target: 'draft', actions: assign({ resumedStatus: undefined }) },
        { guard: 'isResumed', target: 'polling.checking', actions: assign({ resumedStatus: undefined }) },
      ],
      on: {
        'DOC_ANALYSIS.CREATE': {
          guard: 'hasName',
          target: 'creating',
          actions: [assign({ name: ({ event }) => event.name.trim() }), 'clearError'],
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createAnalysis',
        src: 'createAnalysis',
        input: ({ context }) => ({ useCaseId: context.useCaseId, name: context.name }),
        onDone: { target: 'draft', actions: assign({ analysisId: ({ event }) => event.output.id }) },
        onError: {
          target: 'idle',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    draft: {
      tags: ['editable'],
      on: {
        'DOC_ANALYSIS.ATTACH': {
          guard: 'hasFiles',
          target: 'uploading',
          actions: [assign({ files: ({ event }) => event.files, uploadPercent: 0 }), 'clearError'],
        },
        'DOC_ANALYSIS.DETACH': {
          guard: 'isAttachedDocument',
          target: 'detaching',
          actions: [assign({ detaching: ({ event }) => event.documentId }), 'clearError'],
        },
        'DOC_ANALYSIS.ANALYSE': {
          guard: 'hasDocuments',
          target: 'analysing',
          actions: ['clearError', 'resetPolling'],
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadDocuments',
        src: 'uploadDocuments',
        input: ({ context }) => ({ ...refOf(context), files: context.files }),
      },
      on: {
        'DOC_ANALYSIS.UPLOAD_PROGRESS': {
          actions: assign({ uploadPercent: ({ event }) => uploadPercent(event.loaded, event.total) }),
        },
        'DOC_ANALYSIS.UPLOAD_DONE': {
          target: 'draft',
          actions: assign({
            documents: ({ context, event }) => [
              ...context.documents.filter((doc) => !event.documents.some((added) => added.id === doc.id)),
              ...event.documents,
            ],
            files: [],
            uploadPercent: undefined,
          }),
        },
        'DOC_ANALYSIS.UPLOAD_FAILED': {
          target: 'draft',
          actions: [
            assign({ files: [], uploadPercent: undefined }),
            { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
        // Leaving the state stops the uploader, whose cleanup aborts the request.
        'DOC_ANALYSIS.CANCEL': { target: 'draft', actions: assign({ files: [], uploadPercent: undefined }) },
      },
    },
    detaching: {
      tags: ['busy'],
      invoke: {
        id: 'removeDocument',
        src: 'removeDocument',
        input: ({ context }) => ({ ...refOf(context), documentId: context.detaching ?? '' }),
        onDone: {
          target: 'draft',
          actions: assign({
            documents: ({ context }) => context.documents.filter((doc) => doc.id !== context.detaching),
            detaching: undefined,
          }),
        },
        onError: {
          target: 'draft',
          actions: [
            assign({ detaching: undefined }),
            { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    analysing: {
      tags: ['busy', 'analysing'],
      on: { 'DOC_ANALYSIS.CANCEL': 'draft' },
      invoke: {
        id: 'startAnalysis',
        src: 'startAnalysis',
        input: ({ context }) => refOf(context),
        onDone: 'polling',
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    polling: {
      tags: ['busy', 'analysing'],
      initial: 'waiting',
      on: { 'DOC_ANALYSIS.CANCEL': 'draft' },
      states: {
        waiting: {
          after: { pollDelay: 'checking' },
        },
        checking: {
          invoke: {
            id: 'getAnalysisStatus',
            src: 'getAnalysisStatus',
            input: ({ context }) => refOf(context),
            onDone: [
              {
                guard: 'isDone',
                target: '#documentAnalysis.readingAnswers',
                actions: assign({ status: ({ event }) => event.output, pollFailures: 0 }),
              },
              {
                guard: 'isFailed',
                target: '#documentAnalysis.failed',
                actions: assign({
                  status: ({ event }) => event.output,
                  error: ({ event }) => new Error(event.output.message ?? 'The analysis failed'),
                }),
              },
              {
                target: 'waiting',
                actions: assign({
                  status: ({ event }) => event.output,
                  pollAttempt: ({ context }) => context.pollAttempt + 1,
                  pollFailures: 0,
                }),
              },
            ],
            onError: [
              {
                guard: 'failedTooOften',
                target: '#documentAnalysis.failed',
                actions: [
                  assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
                  { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: 'waiting',
                actions: assign({
                  pollAttempt: ({ context }) => context.pollAttempt + 1,
                  pollFailures: ({ context }) => context.pollFailures + 1,
                }),
              },
            ],
          },
        },
      },
    },
    /** The run is over: its questions and answers are read before the review. */
    readingAnswers: {
      tags: ['busy'],
      invoke: {
        id: 'readAnswers',
        src: 'getAnswers',
        input: ({ context }) => refOf(context),
        onDone: { target: 'review', actions: assign({ questions: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'DOC_ANALYSIS.RETRY': { target: 'analysing', actions: ['clearError', 'resetPolling'] },
        'DOC_ANALYSIS.CANCEL': { target: 'draft', actions: ['clearError', 'resetPolling'] },
      },
    },
    review: {
      initial: 'ready',
      states: {
        ready: {
          tags: ['reviewing'],
          on: reviewEvents,
          // An answer being written is read again after a while; re-entering ready waits again.
          after: { answerRefreshDelay: { guard: 'isWritingAnswers', target: 'refreshing' } },
        },
        refreshing: {
          tags: ['reviewing'],
          // Any action leaves the state, which drops this read: the action's answer is the newer one.
          on: reviewEvents,
          invoke: {
            id: 'getAnswers',
            src: 'getAnswers',
            input: ({ context }) => refOf(context),
            onDone: {
              target: 'ready',
              actions: assign({
                questions: ({ context, event }) => refreshedAnswers(context.questions, event.output),
              }),
            },
            // Nothing to show for it: the answers shown stay and the next round reads again.
            onError: 'ready',
          },
        },
        completing: {
          tags: ['busy'],
          invoke: {
            id: 'completeAnalysis',
            src: 'completeAnalysis',
            input: ({ context }) => refOf(context),
            onDone: { target: 'ready', actions: assign({ completed: true }) },
            onError: {
              target: 'ready',
              actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        configuring: {
          tags: ['busy'],
          invoke: {
            id: 'configureReport',
            src: 'configureReport',
            input: ({ context }) => ({ ...refOf(context), config: context.pendingReportConfig ?? {} }),
            onDone: {
              target: 'ready',
              actions: assign({
                reportConfig: ({ context }) => context.pendingReportConfig,
                pendingReportConfig: undefined,
              }),
            },
            onError: {
              target: 'ready',
              actions: [
                assign({ pendingReportConfig: undefined }),
                { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        qa: {
          tags: ['busy'],
          invoke: {
            id: 'runQaAction',
            src: 'runQaAction',
            input: ({ context }) => {
              if (!context.qaAction) throw new Error('No QA action is in progress');
              return { ...refOf(context), action: context.qaAction, questions: context.questions };
            },
            onDone: {
              target: 'ready',
              actions: assign({ questions: ({ event }) => event.output, qaAction: undefined }),
            },
            onError: {
              target: 'ready',
              actions: [
                assign({ qaAction: undefined }),
                { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});
