import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromCallback, type EventObject } from 'xstate';
import {
  analysisStateOf,
  documentAnalysisActors,
  documentAnalysisMachine,
  type AnalysisRef,
  type UploadFile,
} from '@ratelens/machines';
import { ApiError, OPERATION_LIMITS, megabytes, unwrap, type components } from '@ratelens/api';
import { useServices, type Services } from '../../app/services.tsx';

export type DocumentAnalysis = components['schemas']['DocumentAnalysis'];
export type AnalysisProgress = components['schemas']['AnalysisProgress'];
export type AnalysisQuestion = components['schemas']['AnalysisQuestion'];

// The contract's x-limits of uploadAnalysisDocuments, generated from openapi.yaml.
const LIMITS = OPERATION_LIMITS.uploadAnalysisDocuments;
export const MAX_FILE_BYTES = LIMITS.maxFileBytes;
export const MAX_FILES = LIMITS.maxFiles;
export const ACCEPTED_TYPES = LIMITS.allowedTypes;
/** The per-file limit as people read it ("25 MB"). */
export const MAX_FILE_SIZE_TEXT = megabytes(MAX_FILE_BYTES);

/** Whether the analysis run is over, so its questions and answers can be read. */
export const isAnalysed = (status: AnalysisProgress['status']): boolean => analysisStateOf(status) === 'done';

/** Files the browser picked, kept with the File so the uploader can send them. */
export type PickedFile = UploadFile & { file: File };

/** Why a file cannot be sent, before anything is created (the server checks again by content). */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: upload PDF, DOCX, plain text, Markdown, HTML or CSV files`;
  }
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than ${MAX_FILE_SIZE_TEXT}`;
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

/**
 * The documentAnalysisMachine with its default actors over the typed client; the web app provides only
 * the upload (XMLHttpRequest, for its progress). Given an existing analysis the machine resumes where the
 * analysis's status says, and reads answers being written again by itself.
 */
export function useDocumentAnalysisMachine(useCaseId: string, existing?: DocumentAnalysis) {
  const services = useServices();
  // The picked files, read by the uploader when it runs (not during render).
  const [picked] = useState(() => new Map<string, File>());
  const machine = useMemo(
    () =>
      documentAnalysisMachine.provide({
        actors: {
          ...documentAnalysisActors(services.api),
          uploadDocuments: fromCallback<EventObject, AnalysisRef & { files: UploadFile[] }>(
            ({ input, sendBack }) => {
              const files = input.files.map((f) => picked.get(f.name)).filter((f): f is File => !!f);
              const upload = uploadWithProgress(services, input, files, (loaded, total) =>
                sendBack({ type: 'DOC_ANALYSIS.UPLOAD_PROGRESS', loaded, total }),
              );
              upload.promise.then(
                (analysis) =>
                  sendBack({
                    type: 'DOC_ANALYSIS.UPLOAD_DONE',
                    documents: analysis.documents.map((d) => ({ id: d.id, name: d.filename })),
                  }),
                (error: unknown) => sendBack({ type: 'DOC_ANALYSIS.UPLOAD_FAILED', error }),
              );
              return () => upload.abort();
            },
          ),
        },
      }),
    [services, picked],
  );
  const [state, send, actor] = useMachine(machine, {
    input: existing ? { useCaseId, analysis: existing } : { useCaseId },
  });
  const pick = (files: File[]): PickedFile[] =>
    files.map((file) => {
      picked.set(file.name, file);
      return { name: file.name, size: file.size, file };
    });
  return { state, send, actor, progress: state.context.status?.detail, pick };
}

/** The host as the workbench components read it. */
export type Machine = ReturnType<typeof useDocumentAnalysisMachine>;
