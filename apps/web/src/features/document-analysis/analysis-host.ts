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
import { OPERATION_LIMITS, megabytes, unwrap, type components } from '@ratelens/api';
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

/** Response headers of an XMLHttpRequest as a Headers object. */
function xhrHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A fetch over XMLHttpRequest, the only browser API that reports upload progress, given to the typed
 * client for one call: the client's middleware (token, refresh and retry, error kinds) applies as for any
 * other call, and the answer is parsed and typed by the contract.
 */
export function progressFetch(onProgress: (loaded: number, total: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: xhrHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('The upload could not reach the server'));
      xhr.onabort = () =>
        reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      if (request.signal.aborted) return xhr.abort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/**
 * The upload is one call of the typed client (uploadAnalysisDocuments) over progressFetch. It is sent
 * right after a cheap authenticated call, so an expired token is refreshed before the files go out
 * rather than after a rejected upload.
 */
function uploadWithProgress(
  services: Services,
  ref: AnalysisRef,
  files: File[],
  onProgress: (loaded: number, total: number) => void,
): { promise: Promise<DocumentAnalysis>; abort: () => void } {
  const controller = new AbortController();
  const path = { usecaseId: ref.useCaseId, analysisId: ref.analysisId };
  const promise = (async () => {
    unwrap(
      await services.api.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}', {
        params: { path },
        signal: controller.signal,
      }),
    );
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return unwrap(
      await services.api.POST('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/documents', {
        params: { path },
        body: { files: [] },
        bodySerializer: () => form,
        fetch: progressFetch(onProgress),
        signal: controller.signal,
      }),
    );
  })();
  return { promise, abort: () => controller.abort() };
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
