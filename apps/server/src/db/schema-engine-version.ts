import type { ColumnType } from 'kysely';

// Migration 0700: the engine and version that wrote each stored answer.
declare module './schema-documents.ts' {
  interface ChatAnswersTable {
    engine_version: string;
  }
  interface AnalysisQuestionsTable {
    engine_version: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
