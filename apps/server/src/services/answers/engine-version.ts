import '../../db/schema-engine-version.ts';
import type { LlmProvider } from './llm-provider.ts';

// The name and version of the engine that wrote an answer, stored with it (chat_answers.engine_version,
// analysis_questions.engine_version). Raise a version when a change to the engine can change what it
// answers: the evaluation set re-runs down-voted answers and compares against what was stored.

/** The extractive documents engine: evidence ranking, reader and composer of services/answers. */
export const EXTRACTIVE_ENGINE_VERSION = 'extractive-2026.11.28s';
/** The data engine: semantic layer, planner and execution of services/answers/data. */
export const DATA_ENGINE_VERSION = 'data-2026.11';

export function engineVersionOf(
  approach: 'documents' | 'data',
  engine: 'extractive' | 'generative',
  provider: Pick<LlmProvider, 'model'> | null,
): string {
  if (engine === 'generative') return `llm:${provider?.model ?? 'unknown'}`;
  return approach === 'data' ? DATA_ENGINE_VERSION : EXTRACTIVE_ENGINE_VERSION;
}
