import type { TenantTx } from '../../db/tenant.ts';

/**
 * Queues a job for the document worker: the analysis's 'analyse' job, or with a question its 'answer'
 * job. A job already waiting is enough, so a second click (or a retry) adds nothing to the queue.
 */
export async function queueJobOnce(
  tx: TenantTx,
  tenantId: string,
  analysisId: string,
  questionId: string | null,
): Promise<void> {
  const kind = questionId === null ? 'analyse' : 'answer';
  let waiting = tx
    .selectFrom('document_jobs')
    .select('id')
    .where('analysis_id', '=', analysisId)
    .where('kind', '=', kind)
    .where('status', '=', 'queued');
  if (questionId !== null) waiting = waiting.where('question_id', '=', questionId);
  if (await waiting.executeTakeFirst()) return;
  await tx
    .insertInto('document_jobs')
    .values({
      tenant_id: tenantId,
      analysis_id: analysisId,
      kind,
      question_id: questionId,
      updated_at: new Date(),
    })
    .execute();
}
