import type { Schema } from '../../contract.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError } from '../../errors.ts';
import { composeDocumentAnswer } from '../answers/compose.ts';
import { engineVersionOf } from '../answers/engine-version.ts';
import { gatherEvidence } from '../answers/evidence.ts';
import { requireAnalysis } from './analyses.ts';
import type { AnswerDeps } from './analysis-qa.ts';

/**
 * A question outside the question base, answered from one analysis's documents by the Q&A engine. The
 * evidence is read in the tenant's transaction; a generative answer is composed outside it. Not stored.
 */
export async function askAnalysis(
  deps: AnswerDeps,
  input: { tenantId: string; usecaseId: string; analysisId: string; body: Schema<'AnalysisFreeQuestion'> },
): Promise<Schema<'AnalysisFreeAnswer'>> {
  const { tenantId, usecaseId, analysisId } = input;
  const question = input.body.question.replace(/\s+/g, ' ').trim();
  if (question === '')
    throw new ValidationError('The question is empty', [{ field: 'question', message: 'is empty' }]);
  const evidence = await withTenant(deps.db, tenantId, async (tx) => {
    await requireAnalysis(tx, usecaseId, analysisId);
    return gatherEvidence(tx, question, { analysisId, limit: 8 });
  });
  const answer = await composeDocumentAnswer(evidence, {
    maxCitations: deps.maxCitations ?? 5,
    provider: deps.provider,
    onProviderError: deps.onProviderError,
  });
  return {
    question,
    text: answer.text,
    citations: answer.citations,
    engine: answer.engine,
    engineVersion: engineVersionOf('documents', answer.engine, deps.provider),
  };
}
