import { sql, type Kysely } from 'kysely';

/**
 * The retrieval score behind a documents answer (the best passage's full-text rank), so the assistant's
 * own drift can be watched: weekly score distributions against a reference period by PSI. Null for data
 * answers and for answers stored before it was recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE chat_answers ADD COLUMN retrieval_score double precision
    CHECK (retrieval_score >= 0)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
