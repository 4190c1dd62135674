import type { Db } from '../../db/database.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError } from '../../errors.ts';
import { jsonb } from '../catalog/common.ts';
import { composeDocumentAnswer, withSearchedNote, type ComposedAnswer } from '../answers/compose.ts';
import { dataAnswer, dataReferenceDate } from '../answers/data-answer.ts';
import { proposePlan } from '../answers/data/llm-plan.ts';
import { gatherEvidence, type Evidence } from '../answers/evidence.ts';
import { engineVersionOf } from '../answers/engine-version.ts';
import type { LlmProvider } from '../answers/llm-provider.ts';
import { questionVector, type EmbeddingsProvider } from '../answers/embeddings.ts';
import { getConfiguration, type Approach } from './chat-config.ts';
import { configScopeOf, messagesOf, requireAgent, requireChat, type ChatRef } from './chat-model.ts';
import type { Schema } from '../../contract.ts';

export interface AskDeps {
  db: Db;
  provider: LlmProvider | null;
  /** Semantic retrieval (answers/embeddings.ts), when configured. */
  embeddings?: EmbeddingsProvider | null;
  onProviderError?: (error: unknown) => void;
}

export interface AskQuestionInput extends ChatRef {
  tenantId: string;
  body: Schema<'ChatQuestion'>;
}

/** The best passage's full-text rank: what the assistant's drift watch bins by week. */
function topRank(evidence: Evidence | null): number | null {
  if (!evidence || evidence.passages.length === 0) return null;
  return Math.max(0, ...evidence.passages.map((p) => (Number.isFinite(p.rank) ? p.rank : 0)));
}

/**
 * Stores the question, answers it with each approach and stores the answer. The documents approach
 * gathers its evidence inside the first transaction and composes outside any transaction; the data
 * approach is computed in SQL in the same first transaction.
 */
export async function askQuestion(
  deps: AskDeps,
  { tenantId, scope, chatId, principal, body: input }: AskQuestionInput,
): Promise<Schema<'ChatAnswer'>> {
  const question = input.question.trim();
  if (question === '')
    throw new ValidationError('The question is empty', [{ field: 'question', message: 'is empty' }]);
  // The question's embedding (semantic retrieval, when configured) is fetched outside any transaction.
  const semantic =
    !input.approaches || input.approaches.includes('documents')
      ? await questionVector(deps.embeddings, question, deps.onProviderError)
      : null;
  const prepared = await withTenant(deps.db, tenantId, async (tx) => {
    const chat = await requireChat(tx, scope, chatId, principal, 'owner');
    if (input.agentId) await requireAgent(tx, input.agentId.toLowerCase());
    const config = await getConfiguration(tx, configScopeOf(scope, chat));
    const approaches = input.approaches ?? config.approaches;
    const off = approaches.filter((a) => !config.approaches.includes(a));
    if (off.length > 0)
      throw new ValidationError(`The approach ${off[0]} is not enabled here`, [
        { field: 'approaches', message: `enabled: ${config.approaches.join(', ')}` },
      ]);
    const { id: questionId } = await tx
      .insertInto('chat_messages')
      .values({ tenant_id: tenantId, chat_id: chatId, role: 'user', text: question, reply_to: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const evidence = approaches.includes('documents')
      ? await gatherEvidence(tx, question, {
          limit: Math.max(8, config.maxCitations),
          semantic,
          ...(chat.usecase_id ? { usecaseId: chat.usecase_id } : {}),
        })
      : null;
    // With a model configured (and generative answers on), the data plan is first proposed by the model
    // outside this transaction, then validated and run in a second one.
    const modelPlans = approaches.includes('data') && deps.provider !== null && config.generativeAnswers;
    const data =
      approaches.includes('data') && !modelPlans
        ? await dataAnswer(tx, question, config.maxCitations, { usecaseId: chat.usecase_id })
        : null;
    const asOf = modelPlans ? await dataReferenceDate(tx) : null;
    return { chat, config, approaches, questionId, evidence, data, modelPlans, asOf };
  });
  let data = prepared.data;
  if (prepared.modelPlans && deps.provider) {
    const proposal = await proposePlan(deps.provider, question, prepared.asOf!);
    data = await withTenant(deps.db, tenantId, (tx) =>
      dataAnswer(tx, question, prepared.config.maxCitations, {
        usecaseId: prepared.chat.usecase_id,
        proposal,
      }),
    );
  }
  const answers: { approach: Approach; answer: ComposedAnswer }[] = [];
  for (const approach of prepared.approaches) {
    if (approach === 'documents' && prepared.evidence)
      answers.push({
        approach,
        answer: withSearchedNote(
          await composeDocumentAnswer(prepared.evidence, {
            maxCitations: prepared.config.maxCitations,
            provider: prepared.config.generativeAnswers ? deps.provider : null,
            onProviderError: deps.onProviderError,
          }),
          prepared.evidence,
        ),
      });
    if (approach === 'data' && data) answers.push({ approach, answer: data });
  }
  return withTenant(deps.db, tenantId, async (tx) => {
    const { id: answerId } = await tx
      .insertInto('chat_messages')
      .values({
        tenant_id: tenantId,
        chat_id: chatId,
        role: 'assistant',
        text: null,
        reply_to: prepared.questionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const { approach, answer } of answers)
      await tx
        .insertInto('chat_answers')
        .values({
          tenant_id: tenantId,
          message_id: answerId,
          approach,
          text: answer.text,
          engine: answer.engine,
          engine_fallback: answer.fallback ?? null,
          engine_version: engineVersionOf(approach, answer.engine, deps.provider),
          retrieval_score: approach === 'documents' ? topRank(prepared.evidence) : null,
          citations: jsonb(answer.citations),
          plan: 'plan' in answer && answer.plan ? jsonb(answer.plan) : null,
        })
        .execute();
    await tx
      .updateTable('chats')
      .set({
        last_message_at: new Date(),
        updated_at: new Date(),
        ...(prepared.chat.title === '' ? { title: question.replace(/\s+/g, ' ').slice(0, 200) } : {}),
        ...(input.agentId ? { agent_id: input.agentId.toLowerCase() } : {}),
      })
      .where('id', '=', chatId)
      .execute();
    const [q] = await messagesOf(tx, chatId, principal.userId, prepared.questionId);
    const [a] = await messagesOf(tx, chatId, principal.userId, answerId);
    return { question: q!, answer: a! };
  });
}
