import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  documentAnalysisMachine,
  type AnalysisRef,
  type AnalysisState,
  type AnalysisStatus,
  type QaAction,
  type QaQuestion,
  type UploadFile,
} from '@ratelens/machines';
import { ApiError, unwrap, type components } from '@ratelens/api';
import { errorMessage } from '../../app/error-message.ts';
import { useServices, type Services } from '../../app/services.tsx';

export type DocumentAnalysis = components['schemas']['DocumentAnalysis'];
export type AnalysisProgress = components['schemas']['AnalysisProgress'];
export type AnalysisQuestion = components['schemas']['AnalysisQuestion'];
export type ReportConfig = components['schemas']['ReportConfig'];

// The contract's x-limits of uploadAnalysisDocuments.
export const MAX_FILE_BYTES = 26_214_400;
export const MAX_FILES = 20;
export const ACCEPTED_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/markdown',
  'text/html',
  'text/csv',
] as const;

const STATES: Record<AnalysisProgress['status'], AnalysisState> = {
  draft: 'queued',
  queued: 'queued',
  analysing: 'running',
  ready: 'done',
  completed: 'done',
  failed: 'failed',
};

/** Whether the analysis run is over, so its questions and answers can be read. */
export const isAnalysed = (status: AnalysisProgress['status']): boolean => STATES[status] === 'done';

/** How long an answer being written waits before the analysis's answers are read again. */
export const ANSWER_REFRESH_MS = 2000;

/** Files the browser picked, kept with the File so the uploader can send them. */
export type PickedFile = UploadFile & { file: File };

/** Why a file cannot be sent, before anything is created (the server checks again by content). */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: upload PDF, DOCX, plain text, Markdown, HTML or CSV files`;
  }
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than 25 MB`;
  return null;
}

/** Per-file progress from the bytes sent of one multipart request holding all files in order. */
export function perFilePercent(files: readonly { size: number }[], percentOfAll: number): number[] {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  let sent = (Math.max(0, Math.min(100, percentOfAll)) / 100) * total;
  return files.map((f) => {
    const part = f.size === 0 ? (sent >= 0 ? 1 : 0) : Math.max(0, Math.min(1, sent / f.size));
    sent -= f.size;
    return Math.round(part * 100);
  });
}

/**
 * The upload goes through XMLHttpRequest, the only browser API that reports upload progress. It is sent
 * right after an authenticated call through the API client, so an expired token has been refreshed.
 */
function uploadWithProgress(
  services: Services,
  ref: AnalysisRef,
  files: File[],
  onProgress: (loaded: number, total: number) => void,
): { promise: Promise<DocumentAnalysis>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = (async () => {
    unwrap(
      await services.api.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}', {
        params: { path: { usecaseId: ref.useCaseId, analysisId: ref.analysisId } },
      }),
    );
    const token = services.session.getSnapshot().context.id_token;
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return new Promise<DocumentAnalysis>((resolve, reject) => {
      xhr.open(
        'POST',
        `/api/usecase/${encodeURIComponent(ref.useCaseId)}/docs/analysis/${encodeURIComponent(ref.analysisId)}/documents`,
      );
      xhr.withCredentials = true;
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.responseType = 'json';
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as DocumentAnalysis);
        else
          reject(
            new ApiError('HTTP_ERROR', `The upload failed with status ${xhr.status}`, {
              status: xhr.status,
              data: xhr.response,
            }),
          );
      };
      xhr.onerror = () => reject(new ApiError('FETCH_ERROR', 'The upload could not reach the server'));
      xhr.send(form);
    });
  })();
  return { promise, abort: () => xhr.abort() };
}

/** A thrown error whose message the machine shows as is. */
const readable = (error: unknown) => new Error(errorMessage(error));

export function toQa(question: AnalysisQuestion): QaQuestion {
  return {
    id: question.id,
    question: question.text,
    ...(question.answer ? { answer: question.answer } : {}),
    upVotes: question.upVotes,
    downVotes: question.downVotes,
  };
}

/** The answers of an analysis to show, in the server's order, as the machine's host keeps them. */
export function answersById(list: readonly AnalysisQuestion[]): Map<string, AnalysisQuestion> {
  return new Map(list.map((question) => [question.id, question]));
}

/**
 * The fresher copy of each answer still shown: a question removed meanwhile is not brought back, and the
 * order stays the one on screen.
 */
export function refreshedAnswers(
  shown: ReadonlyMap<string, AnalysisQuestion>,
  fresh: readonly AnalysisQuestion[],
): Map<string, AnalysisQuestion> {
  const byId = answersById(fresh);
  return new Map([...shown].map(([id, question]) => [id, byId.get(id) ?? question]));
}

// In place: the machine's actors and the refresh share the one map.
function replaceAnswers(held: Map<string, AnalysisQuestion>, next: ReadonlyMap<string, AnalysisQuestion>) {
  held.clear();
  for (const [id, question] of next) held.set(id, question);
}

const isBeingWritten = (question: AnalysisQuestion) =>
  question.status === 'pending' || question.status === 'answering';

/**
 * The documentAnalysisMachine with the web app's actors. For an analysis that exists already, "create"
 * reads it and "upload" of no files hands back the documents attached, as the CLI does; the contract has
 * no separate start call (attaching documents queues the analysis), so "start" only begins polling.
 * Once the status says the run is over, the poll also reads the analysis's questions and answers, so an
 * analysis opened again shows them and its QA actions know them.
 */
export function useDocumentAnalysisMachine(useCaseId: string, existing?: DocumentAnalysis) {
  const services = useServices();
  const [progress, setProgress] = useState<AnalysisProgress | undefined>(undefined);
  // Mutable holders the actors read when they run (not during render): the picked files and answers so far.
  const [held] = useState(() => ({
    picked: new Map<string, File>(),
    answers: new Map<string, AnalysisQuestion>(),
  }));
  const [answers, setAnswers] = useState<Map<string, AnalysisQuestion>>(held.answers);
  const machine = useMemo(() => {
    const { api } = services;
    const path = (ref: AnalysisRef) => ({ usecaseId: ref.useCaseId, analysisId: ref.analysisId });
    const keep = () => {
      setAnswers(new Map(held.answers));
      return [...held.answers.values()].map(toQa);
    };
    return documentAnalysisMachine.provide({
      actors: {
        createAnalysis: fromPromise(async ({ input }) => {
          if (existing) return { id: existing.id };
          try {
            return unwrap(
              await api.POST('/api/usecase/{usecaseId}/docs/analysis', {
                params: { path: { usecaseId: input.useCaseId } },
                // Questions are asked one by one once the documents are indexed, so each answer is seen.
                body: { name: input.name, questionIds: [] },
              }),
            );
          } catch (error) {
            throw readable(error);
          }
        }),
        uploadDocuments: fromCallback<EventObject, AnalysisRef & { files: UploadFile[] }>(
          ({ input, sendBack }) => {
            const files = input.files.map((f) => held.picked.get(f.name)).filter((f): f is File => !!f);
            if (files.length === 0) {
              sendBack({
                type: 'DOC_ANALYSIS.UPLOAD_DONE',
                documents: (existing?.documents ?? []).map((d) => ({ id: d.id, name: d.filename })),
              });
              return undefined;
            }
            const upload = uploadWithProgress(services, input, files, (loaded, total) =>
              sendBack({ type: 'DOC_ANALYSIS.UPLOAD_PROGRESS', loaded, total }),
            );
            upload.promise.then(
              (analysis) =>
                sendBack({
                  type: 'DOC_ANALYSIS.UPLOAD_DONE',
                  documents: analysis.documents.map((d) => ({ id: d.id, name: d.filename })),
                }),
              (error: unknown) => sendBack({ type: 'DOC_ANALYSIS.UPLOAD_FAILED', error: readable(error) }),
            );
            return () => upload.abort();
          },
        ),
        removeDocument: fromPromise(async ({ input }) => {
          const { error } = await api.DELETE(
            '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/documents',
            {
              params: { path: path(input), query: { documentId: [input.documentId] } },
            },
          );
          if (error) throw readable(error);
          return undefined as unknown;
        }),
        startAnalysis: fromPromise<unknown, AnalysisRef>(async () => undefined),
        getAnalysisStatus: fromPromise<AnalysisStatus, AnalysisRef>(async ({ input }) => {
          const latest = unwrap(
            await api.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/analyse_status', {
              params: { path: path(input) },
            }),
          );
          setProgress(latest);
          const state = STATES[latest.status];
          let questions: QaQuestion[] | undefined;
          if (state === 'done') {
            try {
              const list = unwrap(
                await api.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa', {
                  params: { path: path(input) },
                }),
              );
              replaceAnswers(held.answers, answersById(list));
              questions = keep();
            } catch (error) {
              throw readable(error);
            }
          }
          return {
            state,
            progress: latest.progress,
            ...(latest.error ? { message: latest.error } : {}),
            ...(questions ? { questions } : {}),
          };
        }),
        completeAnalysis: fromPromise(async ({ input }) => {
          try {
            return unwrap(
              await api.POST('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/complete_analysis', {
                params: { path: path(input) },
              }),
            );
          } catch (error) {
            throw readable(error);
          }
        }),
        configureReport: fromPromise(async ({ input }) => {
          try {
            return unwrap(
              await api.PUT('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/configure_report', {
                params: { path: path(input) },
                body: input.config as ReportConfig,
              }),
            );
          } catch (error) {
            throw readable(error);
          }
        }),
        runQaAction: fromPromise<QaQuestion[], AnalysisRef & { action: QaAction }>(async ({ input }) => {
          const { action } = input;
          try {
            if (action.kind === 'add') {
              // The machine's "add" carries the question base id as its text.
              const params = { params: { path: { ...path(input), questionId: action.question } } };
              held.answers.set(
                action.question,
                unwrap(
                  await api.POST(
                    '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/add',
                    params,
                  ),
                ),
              );
              return keep();
            }
            const params = { params: { path: { ...path(input), questionId: action.questionId } } };
            if (action.kind === 'remove') {
              const { error } = await api.POST(
                '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/remove',
                params,
              );
              if (error) throw error;
              held.answers.delete(action.questionId);
              return keep();
            }
            const result =
              action.kind === 'regenerate'
                ? await api.POST(
                    '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/regenerate_answer',
                    params,
                  )
                : action.kind === 'upVote'
                  ? await api.POST(
                      '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/up_vote',
                      params,
                    )
                  : await api.POST(
                      '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/down_vote',
                      params,
                    );
            held.answers.set(action.questionId, unwrap(result));
            return keep();
          } catch (error) {
            throw readable(error);
          }
        }),
      },
    });
    // One machine per analysis: a new existing analysis means a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, existing?.id, held]);
  const [state, send, actor] = useMachine(machine, { input: { useCaseId } });

  // An answer being written (a regenerate, or one the worker has not reached) is read again until done.
  const analysisId = state.context.analysisId;
  const settled = state.matches({ review: 'ready' });
  const writing = [...answers.values()].some(isBeingWritten);
  useEffect(() => {
    if (!analysisId || !settled || !writing) return undefined;
    let stopped = false;
    const timer = setTimeout(() => {
      // Each QA action leaves new questions in the machine; one that overlapped this read is newer.
      const before = actor.getSnapshot().context.questions;
      void (async () => {
        let fresh: AnalysisQuestion[] | undefined;
        try {
          fresh = unwrap(
            await services.api.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa', {
              params: { path: { usecaseId: useCaseId, analysisId } },
            }),
          );
        } catch {
          // Nothing to show for it: the answers on screen stay and the next round reads again.
        }
        const now = actor.getSnapshot();
        if (stopped || now.context.questions !== before || !now.matches({ review: 'ready' })) return;
        if (fresh) replaceAnswers(held.answers, refreshedAnswers(held.answers, fresh));
        // A new map even after a failed read, so the next round is scheduled.
        setAnswers(new Map(held.answers));
      })();
    }, ANSWER_REFRESH_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [analysisId, settled, writing, answers, services, useCaseId, held, actor]);
  const pick = (files: File[]): PickedFile[] =>
    files.map((file) => {
      held.picked.set(file.name, file);
      return { name: file.name, size: file.size, file };
    });
  return { state, send, actor, progress, answers, pick };
}

/** The host as the workbench components read it. */
export type Machine = ReturnType<typeof useDocumentAnalysisMachine>;
