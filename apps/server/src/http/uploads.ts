import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlCharacterError, hasForbiddenCharacter } from './input-rule.ts';
import { ApiProblemError, ValidationError } from '../errors.ts';
import { FileTooLargeError, safeFileName, sniffFile } from '../services/documents/file-checks.ts';
import type { AcceptedFile } from '../services/documents/documents.ts';
import type { LoadedSpec } from './openapi.ts';

// The one place multipart bodies are parsed. Limits come from the contract's x-limits of the upload
// operation, so what the API documents is what it enforces; files are streamed with those limits, so an
// oversized upload is cut off after maxFileBytes rather than read whole.

export const UPLOAD_OPERATION = 'uploadAnalysisDocuments';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxDocumentsPerAnalysis: number;
  allowedTypes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    documentUploadLimits: UploadLimits;
  }
  // @fastify/multipart adds a member to the route config, after which the operationId that routes.ts
  // keeps there must be declared too.
  interface FastifyContextConfig {
    operationId?: string;
  }
}

type Json = Record<string, unknown>;

export function uploadLimitsFromSpec(spec: LoadedSpec): UploadLimits {
  const op = spec.operations.find((o) => o.operationId === UPLOAD_OPERATION);
  const paths = spec.document.paths as Json | undefined;
  const item = op && paths ? (paths[op.specPath] as Json | undefined) : undefined;
  const raw = (item?.[op?.method ?? 'post'] as Json | undefined)?.['x-limits'] as Json | undefined;
  const num = (name: string): number => {
    const value = raw?.[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
      throw new Error(`The contract's ${UPLOAD_OPERATION} x-limits lacks a positive integer ${name}`);
    return value;
  };
  return {
    maxFileBytes: num('maxFileBytes'),
    maxFiles: num('maxFiles'),
    maxDocumentsPerAnalysis: num('maxDocumentsPerAnalysis'),
    allowedTypes: Array.isArray(raw?.allowedTypes) ? (raw.allowedTypes as string[]) : [],
  };
}

export async function registerUploads(app: FastifyInstance, spec: LoadedSpec): Promise<UploadLimits> {
  const limits = uploadLimitsFromSpec(spec);
  await app.register(multipart, {
    throwFileSizeLimit: true,
    // The name as sent is kept as metadata; safeFileName derives the stored one.
    preservePath: true,
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: 10,
      fieldSize: 1024,
      parts: limits.maxFiles + 10,
      headerPairs: 100,
    },
  });
  app.decorate('documentUploadLimits', limits);
  return limits;
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Reads the `files` parts of an upload into memory, refusing the whole request on the first file over
 * the size limit, over the count, or whose bytes are not an accepted type. Nothing is stored until every
 * file has passed.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<AcceptedFile[]> {
  const limits = request.server.documentUploadLimits;
  if (!request.isMultipart())
    throw new ApiProblemError(
      415,
      'unsupported_media_type',
      'Unsupported media type',
      'Send the files as multipart/form-data',
    );
  const files: AcceptedFile[] = [];
  let index = 0;
  try {
    for await (const part of request.files()) {
      const field = `files[${index}]`;
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw new ValidationError(`Unexpected form field "${part.fieldname}"; send the files in "files"`, [
          { field: part.fieldname, message: 'is not allowed' },
        ]);
      }
      const original = part.filename ?? '';
      if (hasForbiddenCharacter(original, 'name')) {
        part.file.resume();
        throw controlCharacterError('body', `${field}.filename`);
      }
      const bytes = await part.toBuffer();
      const sniffed = sniffFile(bytes, original || 'unnamed', field);
      files.push({
        filename: safeFileName(original, sniffed.kind),
        originalFilename: original,
        kind: sniffed.kind,
        contentType: sniffed.contentType,
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      });
      index += 1;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new FileTooLargeError(`A file is larger than ${mb(limits.maxFileBytes)}`, `files[${index}]`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ApiProblemError(
        413,
        'payload_too_large',
        'Payload too large',
        `Send at most ${limits.maxFiles} files per request`,
        {
          errors: [{ field: 'files', message: `at most ${limits.maxFiles}` }],
        },
      );
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new ApiProblemError(
        415,
        'unsupported_media_type',
        'Unsupported media type',
        'Send the files as multipart/form-data',
      );
    if (error instanceof ApiProblemError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      throw new ValidationError(`The multipart body could not be read: ${(error as Error).message}`);
    throw error;
  }
  if (files.length === 0)
    throw new ValidationError('Attach at least one file in the "files" field', [
      { field: 'files', message: 'is required' },
    ]);
  return files;
}
