import type { ColumnType } from 'kysely';

// Migration 0600: the plan of a data answer, stored with it (null for document answers).
declare module './schema-documents.ts' {
  interface ChatAnswersTable {
    plan: ColumnType<unknown, string | null | undefined, string | null>;
  }
}

// Migration 0610: the tenant's own carrier, flagged by the filings it loads.
declare module './schema-analytics.ts' {
  interface CarriersTable {
    own: ColumnType<boolean, boolean | undefined, boolean>;
  }
}
