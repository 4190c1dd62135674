import { USE_CASE_IDS } from '@ratelens/domain';
import { sql, type Transaction } from 'kysely';
import { SAMPLE_DOCUMENTS, renderSampleDocx, renderSamplePdf, uuidV5 } from '../analytics/index.ts';
import { unreadDocument } from '../services/documents/documents.ts';
import { safeFileName, sniffFile } from '../services/documents/file-checks.ts';
import './schema-documents.ts';
import type { Database } from './schema.ts';

/** The demo analysis of each tenant's Document Analysis use case, with a fixed id per tenant. */
export function demoAnalysisId(tenantId: string): string {
  return uuidV5(`demo-document-analysis/${tenantId}`);
}

/**
 * The sample filing documents, every one as PDF and as DOCX, attached to a demo analysis in the Document
 * Analysis use case of each tenant that has DOC-ANL on. Only the originals and a queued 'analyse' job are
 * written here; the background worker then extracts, indexes and answers them exactly as it does uploads.
 */
export async function seedDocuments(tx: Transaction<Database>): Promise<void> {
  const tenants = await tx.selectFrom('tenants').select(['id', 'enabled_features']).execute();
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const doc of SAMPLE_DOCUMENTS) {
    files.push({ name: `${doc.fileName}.pdf`, bytes: await renderSamplePdf(doc) });
    const docx = await renderSampleDocx(doc);
    files.push({
      name: `${doc.fileName}.docx`,
      bytes: new Uint8Array(docx.buffer, docx.byteOffset, docx.byteLength),
    });
  }
  const checked = files.map((f) => {
    const sniffed = sniffFile(f.bytes, f.name, 'files');
    return { ...f, contentType: sniffed.contentType, filename: safeFileName(f.name, sniffed.kind) };
  });
  for (const tenant of tenants.filter((t) => t.enabled_features.includes('DOC-ANL'))) {
    const usecaseId = USE_CASE_IDS.docAnalysis;
    const owner = await tx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('tenant_id', '=', tenant.id)
      .orderBy(sql`case when role_name = 'user' then 1 else 0 end`)
      .orderBy('created_at')
      .executeTakeFirst();
    const usecase = await tx
      .selectFrom('usecases')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', usecaseId)
      .executeTakeFirst();
    if (!owner || !usecase) continue;
    const analysisId = demoAnalysisId(tenant.id);
    await tx
      .insertInto('document_analyses')
      .values({
        tenant_id: tenant.id,
        id: analysisId,
        usecase_id: usecaseId,
        name: 'Sample filings',
        description: 'Fictional sample filing documents, as PDF and DOCX, analysed with the question base.',
        status: 'queued',
        report_config: null,
        created_by: owner.email,
        created_by_user_id: owner.id,
        updated_at: new Date(),
      })
      .execute();
    // Many small inserts: PGlite serialises them anyway, and 14 rows of a few KB each are cheap.
    for (const f of checked) {
      await tx
        .insertInto('documents')
        .values({
          tenant_id: tenant.id,
          id: uuidV5(`demo-document/${tenant.id}/${f.filename}`),
          analysis_id: analysisId,
          original_filename: f.name,
          ...unreadDocument(f, owner.email),
        })
        .execute();
    }
    const questions = await tx
      .selectFrom('usecase_questions')
      .select(['id', 'text'])
      .where('tenant_id', '=', tenant.id)
      .where('usecase_id', '=', usecaseId)
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .execute();
    if (questions.length > 0)
      await tx
        .insertInto('analysis_questions')
        .values(
          questions.map((q, i) => ({
            tenant_id: tenant.id,
            analysis_id: analysisId,
            question_id: q.id,
            text: q.text,
            sort_order: i,
            citations: '[]',
          })),
        )
        .execute();
    await tx
      .insertInto('document_jobs')
      .values({
        tenant_id: tenant.id,
        analysis_id: analysisId,
        kind: 'analyse',
        question_id: null,
        updated_at: new Date(),
      })
      .execute();
  }
}
