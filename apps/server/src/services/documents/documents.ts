import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import '../../db/schema-documents.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { readingUnits } from '../answers/reading-units.ts';
import { extractDocumentMeta } from '../answers/metadata.ts';
import { iso, jsonb } from '../catalog/common.ts';
import {
  assertCanModify,
  assertNotCompleted,
  getAnalysis,
  queueAnalysis,
  requireAnalysis,
  TooManyDocumentsError,
  type DocumentAnalysis,
} from './analyses.ts';
import { chunkPage } from './chunk.ts';
import type { Extracted } from './extract.ts';
import { DOCUMENT_TYPES, type DocumentKind } from './file-checks.ts';

export const MAX_DOCUMENTS_PER_ANALYSIS = 20;

/** A file that passed the size and type checks, ready to store. */
export interface AcceptedFile {
  filename: string;
  originalFilename: string;
  kind: DocumentKind;
  contentType: string;
  bytes: Uint8Array;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The columns of a stored original, not read yet (an upload, or a seeded sample document). */
export function unreadDocument(
  file: Pick<AcceptedFile, 'filename' | 'contentType' | 'bytes'>,
  uploadedBy: string,
) {
  return {
    filename: file.filename,
    content_type: file.contentType,
    size_bytes: file.bytes.byteLength,
    sha256: sha256(file.bytes),
    page_count: null,
    title: null,
    error: null,
    content: file.bytes,
    uploaded_by: uploadedBy,
  };
}

/** Stores the originals and queues the analysis: one transaction, so a refused batch leaves nothing behind. */
export async function attachDocuments(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  analysisId: string,
  principal: Principal,
  files: AcceptedFile[],
  limit = MAX_DOCUMENTS_PER_ANALYSIS,
): Promise<DocumentAnalysis> {
  const row = await requireAnalysis(tx, usecaseId, analysisId);
  assertCanModify(row, principal);
  assertNotCompleted(row);
  const { n } = await tx
    .selectFrom('documents')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('analysis_id', '=', analysisId)
    .executeTakeFirstOrThrow();
  if (Number(n) + files.length > limit)
    throw new TooManyDocumentsError(
      `An analysis holds at most ${limit} documents; it has ${n} and ${files.length} more were sent`,
    );
  await tx
    .insertInto('documents')
    .values(
      files.map((f) => ({
        tenant_id: tenantId,
        analysis_id: analysisId,
        original_filename: f.originalFilename.slice(0, 1000),
        ...unreadDocument(f, principal.email),
      })),
    )
    .execute();
  // New documents mean every answer must be found again over the larger set.
  await tx
    .updateTable('analysis_questions')
    .set({ status: 'pending' })
    .where('analysis_id', '=', analysisId)
    .execute();
  await queueAnalysis(tx, tenantId, analysisId);
  return getAnalysis(tx, usecaseId, analysisId);
}

export async function detachDocuments(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  analysisId: string,
  principal: Principal,
  documentIds: string[],
): Promise<void> {
  const row = await requireAnalysis(tx, usecaseId, analysisId);
  assertCanModify(row, principal);
  assertNotCompleted(row);
  const ids = [...new Set(documentIds.map((d) => d.toLowerCase()))];
  const found = await tx
    .selectFrom('documents')
    .select('id')
    .where('analysis_id', '=', analysisId)
    .where('id', 'in', ids)
    .execute();
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw new NotFoundError(`The analysis has no document ${missing[0]}`);
  await tx.deleteFrom('documents').where('analysis_id', '=', analysisId).where('id', 'in', ids).execute();
  const { left } = await tx
    .selectFrom('documents')
    .select(sql<number>`count(*)::int`.as('left'))
    .where('analysis_id', '=', analysisId)
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('analysis_questions')
    .set({
      status: 'pending',
      answer: null,
      engine: null,
      engine_version: null,
      citations: '[]',
      answered_at: null,
    })
    .where('analysis_id', '=', analysisId)
    .execute();
  if (Number(left) === 0) {
    await tx
      .updateTable('document_analyses')
      .set({ status: 'draft', stage: 'idle', progress: 0, error: null, updated_at: new Date() })
      .where('id', '=', analysisId)
      .execute();
    await tx
      .deleteFrom('document_jobs')
      .where('analysis_id', '=', analysisId)
      .where('status', '=', 'queued')
      .execute();
  } else {
    await queueAnalysis(tx, tenantId, analysisId);
  }
}

export interface StoredFile {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  pageCount: number | null;
  title: string | null;
  uploadedAt: string;
  sha256: string;
  content: Uint8Array;
}

const FILE_COLUMNS = [
  'id',
  'filename',
  'content_type',
  'size_bytes',
  'page_count',
  'title',
  'uploaded_at',
  'sha256',
  'content',
] as const;

function toStored(r: {
  id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  page_count: number | null;
  title: string | null;
  uploaded_at: Date;
  sha256: string;
  content: Uint8Array;
}): StoredFile {
  return {
    id: r.id,
    filename: r.filename,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    pageCount: r.page_count,
    title: r.title,
    uploadedAt: iso(r.uploaded_at),
    sha256: r.sha256,
    content: r.content,
  };
}

/** The most recent document of the tenant stored under this name (names are sanitised, so compare as stored). */
export async function fileByName(tx: TenantTx, filename: string): Promise<StoredFile> {
  const row = await tx
    .selectFrom('documents')
    .select(FILE_COLUMNS)
    .where('filename', '=', filename)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`No stored document is named ${filename}`);
  return toStored(row);
}

export async function fileById(tx: TenantTx, id: string): Promise<StoredFile> {
  const row = await tx.selectFrom('documents').select(FILE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('The cited document no longer exists');
  return toStored(row);
}

export function metadataOf(file: StoredFile) {
  const { content: _content, ...meta } = file;
  return meta;
}

export async function pageText(tx: TenantTx, documentId: string, pageNo: number): Promise<string | null> {
  const row = await tx
    .selectFrom('document_pages')
    .select('text')
    .where('document_id', '=', documentId)
    .where('page_no', '=', pageNo)
    .executeTakeFirst();
  return row?.text ?? null;
}

/** Replaces the pages and chunks of a document with a fresh extraction (idempotent, so a resumed job may redo it). */
export async function storeExtraction(
  tx: TenantTx,
  tenantId: string,
  documentId: string,
  extracted: Extracted,
): Promise<number> {
  await tx.deleteFrom('document_pages').where('document_id', '=', documentId).execute();
  const pages = extracted.pages.length > 0 ? extracted.pages : [''];
  await tx
    .insertInto('document_pages')
    .values(pages.map((text, i) => ({ tenant_id: tenantId, document_id: documentId, page_no: i + 1, text })))
    .execute();
  const chunks = pages.flatMap((text, i) => chunkPage(text, i + 1));
  // What the document is about: stored on the document and, as index keys, on each of its chunks.
  const meta = jsonb(extractDocumentMeta(extracted.title, pages.join('\n\n')));
  for (let i = 0; i < chunks.length; i += 500) {
    const batch = chunks.slice(i, i + 500);
    const units = await readingUnits(
      tx,
      batch.map((c) => c.text),
      batch.map((c) => pages[c.pageNo - 1]!.slice(Math.max(0, c.start - 4000), c.start)),
    );
    await tx
      .insertInto('document_chunks')
      .values(
        batch.map((c, j) => ({
          units: jsonb(units[j]),
          tenant_id: tenantId,
          document_id: documentId,
          page_no: c.pageNo,
          start_offset: c.start,
          end_offset: c.end,
          text: c.text,
          facet_keys: sql<string[]>`chunk_facet_keys(${meta}::jsonb)`,
        })),
      )
      .execute();
  }
  const empty = chunks.length === 0;
  await tx
    .updateTable('documents')
    .set({
      status: empty ? 'failed' : 'indexed',
      paged: extracted.paged,
      page_count: extracted.paged ? pages.length : null,
      title: extracted.title?.slice(0, 300) ?? null,
      meta,
      extractions: sql<number>`extractions + 1`,
      error: empty
        ? 'No text was found in the document (a scanned image needs OCR, which is not supported)'
        : extracted.truncated
          ? 'The document is very long; only its first part was indexed'
          : null,
    })
    .where('id', '=', documentId)
    .execute();
  return chunks.length;
}

export function kindOfContentType(contentType: string): DocumentKind {
  const entry = Object.entries(DOCUMENT_TYPES).find(([, type]) => type === contentType);
  if (!entry) throw new ConflictError(`Stored document has an unknown type ${contentType}`);
  return entry[0] as DocumentKind;
}
