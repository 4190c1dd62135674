import { sql, type Kysely } from 'kysely';

/**
 * The plan a data answer was computed from ("How I computed this"): measure, filters, period and grouping,
 * stored with the answer so the history shows the same plan. Null for document answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE chat_answers ADD COLUMN plan jsonb`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
