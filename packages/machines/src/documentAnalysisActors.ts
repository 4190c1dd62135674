import { fromPromise } from 'xstate';
import { unwrap, type ApiClient, type components } from '@ratelens/api';
import type {
  AnalysisRef,
  AnalysisState,
  AnalysisStatus,
  QaAction,
  QaQuestion,
} from './documentAnalysisModel.ts';

type ServerStatus = components['schemas']['AnalysisStatus'];
type ReportConfig = components['schemas']['ReportConfig'];

const STATES: Record<ServerStatus, AnalysisState> = {
  draft: 'queued',
  queued: 'queued',
  analysing: 'running',
  ready: 'done',
  completed: 'done',
  failed: 'failed',
};

/** The machine's view of a server status: the run is queued, running, over (done) or failed. */
export const analysisStateOf = (status: ServerStatus): AnalysisState => STATES[status];

const pathOf = (ref: AnalysisRef) => ({ usecaseId: ref.useCaseId, analysisId: ref.analysisId });

async function runQa(api: ApiClient, ref: AnalysisRef, action: QaAction, questions: QaQuestion[]) {
  const params = { path: { ...pathOf(ref), questionId: action.questionId } };
  const base = '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}' as const;
  switch (action.kind) {
    case 'remove':
      unwrap(await api.POST(`${base}/remove`, { params }));
      return questions.filter((question) => question.id !== action.questionId);
    case 'add':
      // "add" takes a question of the use case's question base by its id.
      return [...questions, unwrap(await api.POST(`${base}/add`, { params }))];
  }
  const changed = unwrap(
    action.kind === 'regenerate'
      ? await api.POST(`${base}/regenerate_answer`, { params })
      : action.kind === 'upVote'
        ? await api.POST(`${base}/up_vote`, { params })
        : await api.POST(`${base}/down_vote`, { params }),
  );
  return questions.map((question) => (question.id === changed.id ? changed : question));
}

/**
 * The default actors of documentAnalysisMachine over the typed client; hosts provide only
 * `uploadDocuments` (the browser's upload with progress, the CLI's files). Every failure is the
 * client's ApiError as thrown. The contract has no separate start call (attaching documents queues the
 * analysis), so "start" only lets the polling begin.
 */
export function documentAnalysisActors(api: ApiClient) {
  const readAnswers = async (ref: AnalysisRef, signal?: AbortSignal) =>
    unwrap(
      await api.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa', {
        params: { path: pathOf(ref) },
        ...(signal ? { signal } : {}),
      }),
    );
  return {
    createAnalysis: fromPromise<{ id: string }, { useCaseId: string; name: string }>(async ({ input }) =>
      unwrap(
        await api.POST('/api/usecase/{usecaseId}/docs/analysis', {
          params: { path: { usecaseId: input.useCaseId } },
          // Questions are asked one by one once the documents are indexed, so each answer is seen.
          body: { name: input.name, questionIds: [] },
        }),
      ),
    ),
    removeDocument: fromPromise<unknown, AnalysisRef & { documentId: string }>(async ({ input }) => {
      const result = await api.DELETE('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/documents', {
        params: { path: pathOf(input), query: { documentId: [input.documentId] } },
      });
      if (!result.response.ok) unwrap(result);
      return undefined;
    }),
    startAnalysis: fromPromise<unknown, AnalysisRef>(async () => undefined),
    getAnalysisStatus: fromPromise<AnalysisStatus, AnalysisRef>(async ({ input, signal }) => {
      const detail = unwrap(
        await api.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/analyse_status', {
          params: { path: pathOf(input) },
          signal,
        }),
      );
      return {
        state: analysisStateOf(detail.status),
        progress: detail.progress,
        detail,
        ...(detail.error ? { message: detail.error } : {}),
      };
    }),
    getAnswers: fromPromise<QaQuestion[], AnalysisRef>(({ input, signal }) => readAnswers(input, signal)),
    completeAnalysis: fromPromise<unknown, AnalysisRef>(async ({ input }) =>
      unwrap(
        await api.POST('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/complete_analysis', {
          params: { path: pathOf(input) },
        }),
      ),
    ),
    configureReport: fromPromise<unknown, AnalysisRef & { config: Record<string, unknown> }>(
      async ({ input }) =>
        unwrap(
          await api.PUT('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/configure_report', {
            params: { path: pathOf(input) },
            body: input.config as ReportConfig,
          }),
        ),
    ),
    runQaAction: fromPromise<QaQuestion[], AnalysisRef & { action: QaAction; questions: QaQuestion[] }>(
      ({ input }) => runQa(api, input, input.action, input.questions),
    ),
  };
}
