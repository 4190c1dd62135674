import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { OPERATION_LIMITS, megabytes, type components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { requireId, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { createProgressBar } from '../../progress.ts';
import { printAnalysis } from './shared.ts';

export interface UploadOptions extends TargetOptions {
  useCase?: string;
  analysis?: string;
  name?: string;
  json?: boolean;
}

// The contract's x-limits of uploadAnalysisDocuments, generated from openapi.yaml.
const LIMITS = OPERATION_LIMITS.uploadAnalysisDocuments;
export const MAX_FILE_BYTES = LIMITS.maxFileBytes;
export const MAX_FILES = LIMITS.maxFiles;
// File extensions for the contract's allowed types; an extension whose type the contract drops is refused.
const EXTENSION_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.csv': 'text/csv',
};
const TYPES = Object.fromEntries(
  Object.entries(EXTENSION_TYPES).filter(([, type]) =>
    (LIMITS.allowedTypes as readonly string[]).includes(type),
  ),
);

interface LocalFile {
  file: string;
  name: string;
  type: string;
  size: number;
}

/** Checked before anything is created or sent, so a bad file list leaves no half-made analysis. */
export async function checkFiles(files: string[]): Promise<LocalFile[]> {
  if (files.length === 0) throw usage('no files given');
  if (files.length > MAX_FILES) throw usage(`at most ${MAX_FILES} files per upload, not ${files.length}`);
  return Promise.all(
    files.map(async (file) => {
      const type = TYPES[path.extname(file).toLowerCase()];
      if (!type) {
        throw usage(`${file}: unsupported type; upload ${Object.keys(TYPES).join(', ')} files`);
      }
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) throw usage(`${file} is not a file`);
        size = info.size;
      } catch (error) {
        if (error instanceof Error && error.name === 'CliError') throw error;
        throw usage(`could not read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      }
      if (size > MAX_FILE_BYTES) throw usage(`${file} is larger than ${megabytes(MAX_FILE_BYTES)}`);
      return { file, name: path.basename(file), type, size };
    }),
  );
}

/**
 * Attaches documents to an analysis (a new one unless --analysis), which queues it. On a terminal the
 * upload shows a progress bar on stderr; the body is then streamed, so it is sent after a call that
 * has already refreshed the session (a streamed body cannot be replayed after a 401).
 */
export async function run(files: string[], options: UploadOptions, deps: CliDeps): Promise<void> {
  const usecaseId = requireId('--use-case', options.useCase);
  const given = options.analysis === undefined ? undefined : requireId('--analysis', options.analysis);
  const local = await checkFiles(files);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);

  let analysisId = given;
  if (analysisId === undefined) {
    const first = local[0]?.name ?? 'documents';
    const name = options.name?.trim() || (local.length > 1 ? `${first} and ${local.length - 1} more` : first);
    const created = await ctx.call('could not create the analysis', (c) =>
      c.POST('/api/usecase/{usecaseId}/docs/analysis', { params: { path: { usecaseId } }, body: { name } }),
    );
    analysisId = created.id;
    out.note(`Created analysis ${created.id} (${created.name})`);
  } else {
    await ctx.call(`could not find analysis ${analysisId}`, (c) =>
      c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}', {
        params: { path: { usecaseId, analysisId: given ?? '' } },
      }),
    );
  }

  const form = new FormData();
  for (const f of local) {
    form.append('files', new Blob([await readFile(f.file)], { type: f.type }), f.name);
  }
  const total = local.reduce((sum, f) => sum + f.size, 0);
  const progress = deps.io.stderr.isTTY && !out.json ? createProgressBar(deps, 'Uploading', total) : null;
  const body = progress ? streamed(form, progress.advance) : null;

  const params = { path: { usecaseId, analysisId } };
  let analysis: components['schemas']['DocumentAnalysis'];
  try {
    analysis = await ctx.call('could not upload the documents', (c) =>
      c.POST('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/documents', {
        params,
        body: { files: [] },
        ...(body
          ? {
              bodySerializer: () => body.stream,
              headers: { 'Content-Type': body.contentType },
              duplex: 'half',
            }
          : { bodySerializer: () => form }),
      }),
    );
  } finally {
    progress?.done();
  }
  printAnalysis(out, analysis);
  out.success(
    `Uploaded ${local.length} file${local.length === 1 ? '' : 's'}; analysis ${analysis.id} is ${analysis.status}`,
  );
}

/** The multipart body as a stream that reports each chunk sent. */
function streamed(form: FormData, advance: (bytes: number) => void) {
  const encoded = new Response(form);
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      advance(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  return {
    contentType: encoded.headers.get('Content-Type') ?? 'multipart/form-data',
    stream: (encoded.body as ReadableStream<Uint8Array>).pipeThrough(counter),
  };
}

export function uploadCommand(deps: CliDeps): Command {
  return serverCommand(
    'upload',
    `Attach documents to a document analysis and queue it (PDF, DOCX, text, Markdown, HTML, CSV; ${megabytes(MAX_FILE_BYTES)} each, ${MAX_FILES} at most)`,
  )
    .argument('<file...>', 'documents to upload')
    .option('--use-case <id>', 'the use case the analysis belongs to')
    .option('--analysis <id>', 'an existing analysis (default: create one)')
    .option('--name <name>', 'name of the new analysis (default: from the file names)')
    .action((files: string[], options: UploadOptions) => run(files, options, deps));
}
