import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { Principal } from '../../auth/principal.ts';
import '../../db/schema-documents.ts';
import type { TenantTx } from '../../db/tenant.ts';
import {
  ApiProblemError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../errors.ts';
import { iso, isoOrNull, jsonb, page } from '../catalog/common.ts';
import { requireUsecase } from '../catalog/usecases.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { fieldTable } from '../field-table.ts';
import { queueJobOnce } from './document-jobs.ts';

export type AnalysisStatus = 'draft' | 'queued' | 'analysing' | 'ready' | 'completed' | 'failed';

export type ReportConfig = Schema<'ReportConfig'>;

export type AnalysisDocument = Schema<'AnalysisDocument'>;

export type DocumentAnalysis = Schema<'DocumentAnalysis'>;

export type AnalysisProgress = Schema<'AnalysisProgress'>;

export const ANALYSIS_FIELDS = fieldTable('a', {
  id: 'uuid',
  name: 'text',
  description: { type: 'text', sortable: false },
  status: 'text',
  progress: 'number',
  createdBy: 'text',
  completedAt: 'date',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

const COLUMNS = [
  'a.id',
  'a.usecase_id',
  'a.name',
  'a.description',
  'a.status',
  'a.stage',
  'a.progress',
  'a.error',
  'a.report_config',
  'a.created_by',
  'a.created_by_user_id',
  'a.completed_at',
  'a.created_at',
  'a.updated_at',
] as const;

interface AnalysisRow {
  id: string;
  usecase_id: string;
  name: string;
  description: string | null;
  status: string;
  stage: string;
  progress: number;
  error: string | null;
  report_config: unknown;
  created_by: string;
  created_by_user_id: string;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function isAdmin(principal: Principal): boolean {
  return principal.roleName === 'system-admin' || principal.roleName === 'tenant-admin';
}

async function documentsOf(tx: TenantTx, analysisIds: string[]): Promise<Map<string, AnalysisDocument[]>> {
  const out = new Map<string, AnalysisDocument[]>();
  if (analysisIds.length === 0) return out;
  const rows = await tx
    .selectFrom('documents')
    .select([
      'id',
      'analysis_id',
      'filename',
      'content_type',
      'size_bytes',
      'page_count',
      'status',
      'error',
      'uploaded_at',
    ])
    .where('analysis_id', 'in', analysisIds)
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.analysis_id) ?? [];
    list.push({
      id: r.id,
      filename: r.filename,
      contentType: r.content_type,
      sizeBytes: r.size_bytes,
      pageCount: r.page_count,
      status: r.status as AnalysisDocument['status'],
      error: r.error,
      uploadedAt: iso(r.uploaded_at),
    });
    out.set(r.analysis_id, list);
  }
  return out;
}

async function questionCounts(tx: TenantTx, analysisIds: string[]): Promise<Map<string, number>> {
  if (analysisIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom('analysis_questions')
    .select(['analysis_id', sql<number>`count(*)::int`.as('n')])
    .where('analysis_id', 'in', analysisIds)
    .groupBy('analysis_id')
    .execute();
  return new Map(rows.map((r) => [r.analysis_id, Number(r.n)]));
}

async function toAnalyses(tx: TenantTx, rows: AnalysisRow[]): Promise<DocumentAnalysis[]> {
  const ids = rows.map((r) => r.id);
  const [docs, counts] = await Promise.all([documentsOf(tx, ids), questionCounts(tx, ids)]);
  return rows.map((r) => ({
    id: r.id,
    usecaseId: r.usecase_id,
    name: r.name,
    description: r.description,
    status: r.status as AnalysisStatus,
    progress: r.progress,
    documents: docs.get(r.id) ?? [],
    questionCount: counts.get(r.id) ?? 0,
    reportConfig: (r.report_config as ReportConfig | null) ?? null,
    createdBy: r.created_by,
    completedAt: isoOrNull(r.completed_at),
    createdDateTime: iso(r.created_at),
    updateDateTime: iso(r.updated_at),
  }));
}

/** 404 unless the analysis exists in this use case of the caller's tenant. */
export async function requireAnalysis(tx: TenantTx, usecaseId: string, id: string): Promise<AnalysisRow> {
  await requireUsecase(tx, usecaseId);
  const row = await tx
    .selectFrom('document_analyses as a')
    .select(COLUMNS)
    .where('a.usecase_id', '=', usecaseId)
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such document analysis in this use case');
  return row;
}

export async function getAnalysis(tx: TenantTx, usecaseId: string, id: string): Promise<DocumentAnalysis> {
  const row = await requireAnalysis(tx, usecaseId, id);
  return (await toAnalyses(tx, [row]))[0]!;
}

export async function listAnalyses(
  tx: TenantTx,
  usecaseId: string,
  query: Record<string, unknown>,
): Promise<ListPage<DocumentAnalysis>> {
  await requireUsecase(tx, usecaseId);
  const q = parseListQuery(query, ANALYSIS_FIELDS, 'createdDateTime:desc', 'a.id');
  const where = q.where ?? sql<boolean>`true`;
  const days = typeof query.days === 'number' ? query.days : 90;
  const since = new Date(Date.now() - days * 86_400_000);
  const base = tx
    .selectFrom('document_analyses as a')
    .where('a.usecase_id', '=', usecaseId)
    .where('a.created_at', '>=', since)
    .where(where);
  const { rows, ...total } = await selectPage(q, base.select(COLUMNS));
  return page(q, total, await toAnalyses(tx, rows));
}

export type AnalysisCreate = Schema<'DocumentAnalysisCreate'>;

export async function createAnalysis(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  principal: Principal,
  input: AnalysisCreate,
): Promise<DocumentAnalysis> {
  await requireUsecase(tx, usecaseId);
  const name = input.name.trim();
  if (name === '') throw new ValidationError('The name is empty', [{ field: 'name', message: 'is empty' }]);
  let questions = tx
    .selectFrom('usecase_questions')
    .select(['id', 'text', 'sort_order'])
    .where('usecase_id', '=', usecaseId);
  if (input.questionIds && input.questionIds.length > 0)
    questions = questions.where(
      'id',
      'in',
      input.questionIds.map((q) => q.toLowerCase()),
    );
  else questions = questions.where('is_active', '=', true);
  const picked =
    input.questionIds && input.questionIds.length === 0
      ? []
      : await questions.orderBy('sort_order').orderBy('id').execute();
  if (input.questionIds) {
    const missing = input.questionIds.filter((id) => !picked.some((q) => q.id === id.toLowerCase()));
    if (missing.length > 0)
      throw new ValidationError(`The use case has no question ${missing[0]}`, [
        { field: 'questionIds', message: `${missing.join(', ')} not in the use case's question base` },
      ]);
  }
  const { id } = await tx
    .insertInto('document_analyses')
    .values({
      tenant_id: tenantId,
      usecase_id: usecaseId,
      name,
      description: input.description?.trim() || null,
      report_config: null,
      created_by: principal.email,
      created_by_user_id: principal.userId,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (picked.length > 0) {
    await tx
      .insertInto('analysis_questions')
      .values(
        picked.map((q, i) => ({
          tenant_id: tenantId,
          analysis_id: id,
          question_id: q.id,
          text: q.text,
          sort_order: i,
          citations: '[]',
        })),
      )
      .execute();
  }
  return getAnalysis(tx, usecaseId, id);
}

export function assertCanModify(row: AnalysisRow, principal: Principal): void {
  if (row.created_by_user_id !== principal.userId && !isAdmin(principal))
    throw new ForbiddenError(
      'forbidden',
      'Only the creator of the analysis or an administrator may change it',
    );
}

export function assertNotCompleted(row: AnalysisRow): void {
  if (row.status === 'completed')
    throw new ConflictError('The analysis is completed and locked', 'analysis_completed');
}

export async function updateAnalysis(
  tx: TenantTx,
  usecaseId: string,
  id: string,
  principal: Principal,
  input: { name?: string; description?: string | null },
): Promise<DocumentAnalysis> {
  const row = await requireAnalysis(tx, usecaseId, id);
  assertCanModify(row, principal);
  assertNotCompleted(row);
  const name = input.name?.trim();
  if (name === '') throw new ValidationError('The name is empty', [{ field: 'name', message: 'is empty' }]);
  await tx
    .updateTable('document_analyses')
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return getAnalysis(tx, usecaseId, id);
}

export async function deleteAnalysis(
  tx: TenantTx,
  usecaseId: string,
  id: string,
  principal: Principal,
): Promise<void> {
  const row = await requireAnalysis(tx, usecaseId, id);
  assertCanModify(row, principal);
  await tx.deleteFrom('document_analyses').where('id', '=', id).execute();
}

export async function getProgress(tx: TenantTx, usecaseId: string, id: string): Promise<AnalysisProgress> {
  const row = await requireAnalysis(tx, usecaseId, id);
  return progressOf(tx, row);
}

export async function progressOf(tx: TenantTx, row: AnalysisRow): Promise<AnalysisProgress> {
  const docs = await tx
    .selectFrom('documents')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where status in ('indexed', 'failed'))::int`.as('done'),
    ])
    .where('analysis_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const qs = await tx
    .selectFrom('analysis_questions')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where status in ('answered', 'failed'))::int`.as('done'),
    ])
    .where('analysis_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    analysisId: row.id,
    status: row.status as AnalysisStatus,
    progress: row.progress,
    stage: row.stage as AnalysisProgress['stage'],
    documentsTotal: Number(docs.total),
    documentsDone: Number(docs.done),
    questionsTotal: Number(qs.total),
    questionsAnswered: Number(qs.done),
    error: row.error,
    updateDateTime: iso(row.updated_at),
  };
}

export async function completeAnalysis(
  tx: TenantTx,
  usecaseId: string,
  id: string,
  principal: Principal,
): Promise<DocumentAnalysis> {
  const row = await requireAnalysis(tx, usecaseId, id);
  assertCanModify(row, principal);
  if (row.status !== 'ready')
    throw new ConflictError(`Only a ready analysis can be completed; this one is ${row.status}`, 'not_ready');
  await tx
    .updateTable('document_analyses')
    .set({ status: 'completed', completed_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return getAnalysis(tx, usecaseId, id);
}

export async function configureReport(
  tx: TenantTx,
  usecaseId: string,
  id: string,
  principal: Principal,
  config: ReportConfig,
): Promise<DocumentAnalysis> {
  const row = await requireAnalysis(tx, usecaseId, id);
  assertCanModify(row, principal);
  if (config.questionIds && config.questionIds.length > 0) {
    const known = await tx
      .selectFrom('analysis_questions')
      .select('question_id')
      .where('analysis_id', '=', id)
      .where('question_id', 'in', config.questionIds)
      .execute();
    const missing = config.questionIds.filter((q) => !known.some((k) => k.question_id === q.toLowerCase()));
    if (missing.length > 0)
      throw new ValidationError(`The analysis has no question ${missing[0]}`, [
        { field: 'questionIds', message: `${missing.join(', ')} not in the analysis` },
      ]);
  }
  const stored: ReportConfig = {
    title: config.title.trim() || 'Report',
    sections: config.sections,
    format: config.format,
    includeVotes: config.includeVotes ?? false,
    questionIds: (config.questionIds ?? []).map((q) => q.toLowerCase()),
  };
  await tx
    .updateTable('document_analyses')
    .set({ report_config: jsonb(stored), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return getAnalysis(tx, usecaseId, id);
}

/** Puts the analysis back in the queue with an 'analyse' job, unless one is already waiting. */
export async function queueAnalysis(tx: TenantTx, tenantId: string, analysisId: string): Promise<void> {
  await tx
    .updateTable('document_analyses')
    .set({ status: 'queued', stage: 'idle', progress: 0, error: null, updated_at: new Date() })
    .where('id', '=', analysisId)
    .execute();
  await queueJobOnce(tx, tenantId, analysisId, null);
}

export class TooManyDocumentsError extends ApiProblemError {
  constructor(detail: string) {
    super(413, 'payload_too_large', 'Payload too large', detail, {
      errors: [{ field: 'files', message: detail }],
    });
  }
}
