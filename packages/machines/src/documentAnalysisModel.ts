// What documentAnalysisMachine takes and keeps; the questions and analyses are the contract's.
import type { components } from '@ratelens/api';

export interface AnalysisDocument {
  id: string;
  name: string;
}

/** What the host uploads; a browser File or a CLI file record both fit. */
export interface UploadFile {
  name: string;
  size: number;
}

export type AnalysisState = 'queued' | 'running' | 'done' | 'failed';

export interface AnalysisStatus {
  state: AnalysisState;
  /** 0..100 when the server reports it. */
  progress?: number;
  message?: string;
  /** The server's whole answer (stage, documents and questions done), for the host to show. */
  detail?: components['schemas']['AnalysisProgress'];
}

/** One question of the analysis with its answer, as the contract gives it. */
export type QaQuestion = components['schemas']['AnalysisQuestion'];

/** Add a question of the use case's question base, or act on one the analysis has. */
export interface QaAction {
  kind: 'add' | 'remove' | 'regenerate' | 'upVote' | 'downVote';
  questionId: string;
}

/** An analysis that exists on the server; the machine starts where its status says it is. */
export type ExistingAnalysis = Pick<
  components['schemas']['DocumentAnalysis'],
  'id' | 'name' | 'status' | 'documents' | 'reportConfig'
>;

export interface AnalysisRef {
  useCaseId: string;
  analysisId: string;
}

export interface DocumentAnalysisInput {
  useCaseId: string;
  /** Resume this analysis instead of creating one. */
  analysis?: ExistingAnalysis;
}

export interface DocumentAnalysisContext {
  useCaseId: string;
  analysisId: string | undefined;
  name: string;
  documents: AnalysisDocument[];
  files: UploadFile[];
  uploadPercent: number | undefined;
  detaching: string | undefined;
  status: AnalysisStatus | undefined;
  /** Polls so far in this analysis run; drives the backoff. */
  pollAttempt: number;
  /** Failed polls in a row; one failure is retried, MAX_POLL_FAILURES in a row fail the run. */
  pollFailures: number;
  questions: QaQuestion[];
  qaAction: QaAction | undefined;
  reportConfig: Record<string, unknown> | undefined;
  pendingReportConfig: Record<string, unknown> | undefined;
  completed: boolean;
  /** The status of the analysis the machine resumed, until it has been routed on. */
  resumedStatus: ExistingAnalysis['status'] | undefined;
  /** What failed: the typed ApiError an actor threw, or an Error with the reason of a failed run. */
  error: unknown;
}

export type DocumentAnalysisEvent =
  | { type: 'DOC_ANALYSIS.CREATE'; name: string }
  | { type: 'DOC_ANALYSIS.ATTACH'; files: UploadFile[] }
  | { type: 'DOC_ANALYSIS.UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'DOC_ANALYSIS.UPLOAD_DONE'; documents: AnalysisDocument[] }
  | { type: 'DOC_ANALYSIS.UPLOAD_FAILED'; error: unknown }
  | { type: 'DOC_ANALYSIS.DETACH'; documentId: string }
  | { type: 'DOC_ANALYSIS.ANALYSE' }
  | { type: 'DOC_ANALYSIS.CANCEL' }
  | { type: 'DOC_ANALYSIS.RETRY' }
  | { type: 'DOC_ANALYSIS.COMPLETE' }
  | { type: 'DOC_ANALYSIS.CONFIGURE_REPORT'; config: Record<string, unknown> }
  | { type: 'DOC_ANALYSIS.QA_ADD'; questionId: string }
  | { type: 'DOC_ANALYSIS.QA_REMOVE'; questionId: string }
  | { type: 'DOC_ANALYSIS.QA_REGENERATE'; questionId: string }
  | { type: 'DOC_ANALYSIS.QA_UP_VOTE'; questionId: string }
  | { type: 'DOC_ANALYSIS.QA_DOWN_VOTE'; questionId: string };

/** Upload progress, result and failure, sent back by the host's uploadDocuments actor. */
export type UploadEvent = Extract<
  DocumentAnalysisEvent,
  { type: 'DOC_ANALYSIS.UPLOAD_PROGRESS' | 'DOC_ANALYSIS.UPLOAD_DONE' | 'DOC_ANALYSIS.UPLOAD_FAILED' }
>;

/** Whether the worker is still writing an answer (a regenerate, or one it has not reached). */
export const isBeingWritten = (question: Pick<QaQuestion, 'status'>): boolean =>
  question.status === 'pending' || question.status === 'answering';

/**
 * The fresher copy of each answer shown: a question removed meanwhile is not brought back, and the
 * order stays the one shown.
 */
export function refreshedAnswers(shown: readonly QaQuestion[], fresh: readonly QaQuestion[]): QaQuestion[] {
  const byId = new Map(fresh.map((question) => [question.id, question]));
  return shown.map((question) => byId.get(question.id) ?? question);
}

const QA_EVENTS = {
  'DOC_ANALYSIS.QA_ADD': 'add',
  'DOC_ANALYSIS.QA_REMOVE': 'remove',
  'DOC_ANALYSIS.QA_REGENERATE': 'regenerate',
  'DOC_ANALYSIS.QA_UP_VOTE': 'upVote',
  'DOC_ANALYSIS.QA_DOWN_VOTE': 'downVote',
} as const;

/** The QA action an event asks for, its question id trimmed; undefined for any other event. */
export const qaActionOf = (event: DocumentAnalysisEvent): QaAction | undefined =>
  event.type in QA_EVENTS && 'questionId' in event
    ? { kind: QA_EVENTS[event.type as keyof typeof QA_EVENTS], questionId: event.questionId.trim() }
    : undefined;
