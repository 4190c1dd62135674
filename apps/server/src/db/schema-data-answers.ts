import type { ColumnType } from 'kysely';

// Migration 0600: the plan of a data answer, stored with it (null for document answers).
declare module './schema-documents.ts' {
  interface ChatAnswersTable {
    plan: ColumnType<unknown, string | null | undefined, string | null>;
  }
}
