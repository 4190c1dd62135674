import { useMemo, useState } from 'react';
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

/**
 * The documentAnalysisMachine with the web app's actors. For an analysis that exists already, "create"
 * reads it and "upload" of no files hands back the documents attached, as the CLI does; the contract has
 * no separate start call (attaching documents queues the analysis), so "start" only begins polling.
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
          return {
            state: STATES[latest.status],
            progress: latest.progress,
            ...(latest.error ? { message: latest.error } : {}),
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
          const next = held.answers;
          try {
            if (action.kind === 'add') {
              // The machine's "add" carries the question base id as its text.
              const params = { params: { path: { ...path(input), questionId: action.question } } };
              next.set(
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
              next.delete(action.questionId);
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
            next.set(action.questionId, unwrap(result));
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
  const pick = (files: File[]): PickedFile[] =>
    files.map((file) => {
      held.picked.set(file.name, file);
      return { name: file.name, size: file.size, file };
    });
  return { state, send, actor, progress, answers, pick };
}
