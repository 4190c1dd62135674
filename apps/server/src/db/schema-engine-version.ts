import type { ColumnType } from 'kysely';

// Migration 0700: the engine and version that wrote each stored answer; 0701: its retrieval score.
declare module './schema-documents.ts' {
  interface ChatAnswersTable {
    engine_version: string;
    retrieval_score: ColumnType<number | null, number | null | undefined, number | null>;
  }
  interface AnalysisQuestionsTable {
    engine_version: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
