import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import '../../db/schema-documents.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { isoOrNull, jsonb } from '../catalog/common.ts';
import { composeDocumentAnswer, type Citation } from '../answers/compose.ts';
import { gatherEvidence } from '../answers/evidence.ts';
import type { LlmProvider } from '../answers/llm-provider.ts';
import type { FallbackReason } from '../answers/generative.ts';
import { questionVector, type EmbeddingsProvider } from '../answers/embeddings.ts';
import { engineVersionOf } from '../answers/engine-version.ts';
import { assertCanModify, assertNotCompleted, requireAnalysis } from './analyses.ts';
import { queueJobOnce } from './document-jobs.ts';

export type AnalysisQuestion = Schema<'AnalysisQuestion'>;

async function questionsOf(
  tx: TenantTx,
  analysisId: string,
  userId: string,
  questionId?: string,
): Promise<AnalysisQuestion[]> {
  let query = tx
    .selectFrom('analysis_questions as q')
    .select([
      'q.question_id',
      'q.analysis_id',
      'q.text',
      'q.status',
      'q.answer',
      'q.citations',
      'q.answered_at',
      'q.engine_fallback',
      'q.engine_version',
      sql<number>`(select count(*) from analysis_votes v where v.tenant_id = q.tenant_id and v.analysis_id = q.analysis_id and v.question_id = q.question_id and v.vote = 'up')::int`.as(
        'up_votes',
      ),
      sql<number>`(select count(*) from analysis_votes v where v.tenant_id = q.tenant_id and v.analysis_id = q.analysis_id and v.question_id = q.question_id and v.vote = 'down')::int`.as(
        'down_votes',
      ),
      sql<
        string | null
      >`(select v.vote from analysis_votes v where v.tenant_id = q.tenant_id and v.analysis_id = q.analysis_id and v.question_id = q.question_id and v.user_id = ${userId})`.as(
        'my_vote',
      ),
    ])
    .where('q.analysis_id', '=', analysisId);
  if (questionId) query = query.where('q.question_id', '=', questionId);
  const rows = await query.orderBy('q.sort_order').orderBy('q.question_id').execute();
  return rows.map((r) => ({
    id: r.question_id,
    analysisId: r.analysis_id,
    text: r.text,
    status: r.status as AnalysisQuestion['status'],
    answer: r.answer,
    citations: (r.citations as Citation[]) ?? [],
    upVotes: Number(r.up_votes),
    downVotes: Number(r.down_votes),
    myVote: (r.my_vote as 'up' | 'down' | null) ?? 'none',
    answeredAt: isoOrNull(r.answered_at),
    fallback: (r.engine_fallback as FallbackReason | null) ?? null,
    engineVersion: r.engine_version,
  }));
}

/** Every question of the analysis with its answer, citations and the caller's vote. */
export async function listAnalysisQuestions(
  tx: TenantTx,
  usecaseId: string,
  analysisId: string,
  principal: Principal,
): Promise<AnalysisQuestion[]> {
  await requireAnalysis(tx, usecaseId, analysisId);
  return questionsOf(tx, analysisId, principal.userId);
}

async function oneQuestion(
  tx: TenantTx,
  analysisId: string,
  questionId: string,
  userId: string,
): Promise<AnalysisQuestion> {
  const found = (await questionsOf(tx, analysisId, userId, questionId))[0];
  if (!found) throw new NotFoundError('The analysis has no such question');
  return found;
}

async function hasIndexedDocuments(tx: TenantTx, analysisId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('documents')
    .select('id')
    .where('analysis_id', '=', analysisId)
    .where('status', '=', 'indexed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface AnswerDeps {
  db: Db;
  provider: LlmProvider | null;
  /** Semantic retrieval (answers/embeddings.ts), when configured. */
  embeddings?: EmbeddingsProvider | null;
  maxCitations?: number;
  onProviderError?: (error: unknown) => void;
}

/**
 * Answers one question of an analysis over its indexed documents: evidence in one transaction, the
 * answer composed outside any transaction (a generative provider may be slow), stored in another.
 */
export async function answerAnalysisQuestion(
  deps: AnswerDeps,
  tenantId: string,
  analysisId: string,
  questionId: string,
): Promise<void> {
  const q = await withTenant(deps.db, tenantId, (tx) =>
    tx
      .updateTable('analysis_questions')
      .set({ status: 'answering' })
      .where('analysis_id', '=', analysisId)
      .where('question_id', '=', questionId)
      .returning('text')
      .executeTakeFirst(),
  );
  if (!q) return;
  // The question's embedding (semantic retrieval, when configured) is fetched outside any transaction.
  const semantic = await questionVector(deps.embeddings, q.text, deps.onProviderError);
  const evidence = await withTenant(deps.db, tenantId, (tx) =>
    gatherEvidence(tx, q.text, { analysisId, limit: 8, semantic }),
  );
  const answer = await composeDocumentAnswer(evidence, {
    maxCitations: deps.maxCitations ?? 5,
    provider: deps.provider,
    onProviderError: deps.onProviderError,
  });
  await withTenant(deps.db, tenantId, (tx) =>
    tx
      .updateTable('analysis_questions')
      .set({
        status: 'answered',
        answer: answer.text,
        engine: answer.engine,
        engine_fallback: answer.fallback ?? null,
        engine_version: engineVersionOf('documents', answer.engine, deps.provider),
        citations: jsonb(answer.citations),
        answered_at: new Date(),
      })
      .where('analysis_id', '=', analysisId)
      .where('question_id', '=', questionId)
      .execute(),
  );
}

export async function addQuestion(
  deps: AnswerDeps,
  tenantId: string,
  usecaseId: string,
  analysisId: string,
  questionId: string,
  principal: Principal,
): Promise<AnalysisQuestion> {
  const answerNow = await withTenant(deps.db, tenantId, async (tx) => {
    const row = await requireAnalysis(tx, usecaseId, analysisId);
    assertCanModify(row, principal);
    assertNotCompleted(row);
    const base = await tx
      .selectFrom('usecase_questions')
      .select(['id', 'text'])
      .where('usecase_id', '=', usecaseId)
      .where('id', '=', questionId)
      .executeTakeFirst();
    if (!base) throw new NotFoundError("No such question in the use case's question base");
    const existing = await tx
      .selectFrom('analysis_questions')
      .select('question_id')
      .where('analysis_id', '=', analysisId)
      .where('question_id', '=', questionId)
      .executeTakeFirst();
    if (existing) throw new ConflictError('The analysis already has this question');
    const { next } = await tx
      .selectFrom('analysis_questions')
      .select(sql<number>`coalesce(max(sort_order) + 1, 0)::int`.as('next'))
      .where('analysis_id', '=', analysisId)
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('analysis_questions')
      .values({
        tenant_id: tenantId,
        analysis_id: analysisId,
        question_id: questionId,
        text: base.text,
        sort_order: Number(next),
        citations: '[]',
      })
      .execute();
    // While the worker runs it picks up pending questions itself; otherwise answer at once.
    return (row.status === 'ready' || row.status === 'failed') && (await hasIndexedDocuments(tx, analysisId));
  });
  if (answerNow) await answerAnalysisQuestion(deps, tenantId, analysisId, questionId);
  return withTenant(deps.db, tenantId, (tx) => oneQuestion(tx, analysisId, questionId, principal.userId));
}

export async function removeQuestion(
  tx: TenantTx,
  usecaseId: string,
  analysisId: string,
  questionId: string,
  principal: Principal,
): Promise<void> {
  const row = await requireAnalysis(tx, usecaseId, analysisId);
  assertCanModify(row, principal);
  assertNotCompleted(row);
  const gone = await tx
    .deleteFrom('analysis_questions')
    .where('analysis_id', '=', analysisId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new NotFoundError('The analysis has no such question');
}

export async function regenerateAnswer(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  analysisId: string,
  questionId: string,
  principal: Principal,
): Promise<AnalysisQuestion> {
  const row = await requireAnalysis(tx, usecaseId, analysisId);
  assertNotCompleted(row);
  await oneQuestion(tx, analysisId, questionId, principal.userId);
  if (!(await hasIndexedDocuments(tx, analysisId)))
    throw new ConflictError('The analysis has no indexed documents to answer from yet', 'not_ready');
  await tx
    .updateTable('analysis_questions')
    .set({ status: 'pending' })
    .where('analysis_id', '=', analysisId)
    .where('question_id', '=', questionId)
    .execute();
  await queueJobOnce(tx, tenantId, analysisId, questionId);
  return oneQuestion(tx, analysisId, questionId, principal.userId);
}

/** An up or down vote; the same vote again withdraws it. */
export async function voteAnswer(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  analysisId: string,
  questionId: string,
  principal: Principal,
  vote: 'up' | 'down',
): Promise<AnalysisQuestion> {
  await requireAnalysis(tx, usecaseId, analysisId);
  const current = await oneQuestion(tx, analysisId, questionId, principal.userId);
  if (current.myVote === vote) {
    await tx
      .deleteFrom('analysis_votes')
      .where('analysis_id', '=', analysisId)
      .where('question_id', '=', questionId)
      .where('user_id', '=', principal.userId)
      .execute();
  } else {
    await tx
      .insertInto('analysis_votes')
      .values({
        tenant_id: tenantId,
        analysis_id: analysisId,
        question_id: questionId,
        user_id: principal.userId,
        vote,
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'analysis_id', 'question_id', 'user_id'])
          .doUpdateSet({ vote, updated_at: new Date() }),
      )
      .execute();
  }
  return oneQuestion(tx, analysisId, questionId, principal.userId);
}
