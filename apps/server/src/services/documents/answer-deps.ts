import type { Db } from '../../db/database.ts';
import type { EmbeddingsProvider } from '../answers/embeddings.ts';
import type { LlmProvider } from '../answers/llm-provider.ts';
import type { AnswerDeps } from './analysis-qa.ts';

/**
 * What a document answer runs with, built in one place for the request handlers and the document worker:
 * the database, the configured model and embeddings, and a provider failure logged as a warning (the
 * answer is then composed extractively).
 */
export function answerDeps(source: {
  db: Db;
  provider: LlmProvider | null;
  embeddings?: EmbeddingsProvider | null;
  log: { warn(details: object, message: string): void };
}): AnswerDeps {
  return {
    db: source.db,
    provider: source.provider,
    embeddings: source.embeddings ?? null,
    onProviderError: (error) => source.log.warn({ err: error }, 'LLM provider failed; answered extractively'),
  };
}
