import { sql, type Kysely } from 'kysely';

/**
 * Every stored answer names the engine and version that wrote it ("extractive-2026.11", "llm:<model>"), so a
 * down-voted answer can be told apart from one the current engine would write. Answers stored before this
 * migration did not record it: they read 'unrecorded'. Analysis Q&A answers carry it once answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE chat_answers ADD COLUMN engine_version text NOT NULL DEFAULT 'unrecorded'
    CHECK (length(engine_version) BETWEEN 1 AND 200)`.execute(db);
  await sql`ALTER TABLE chat_answers ALTER COLUMN engine_version DROP DEFAULT`.execute(db);
  await sql`ALTER TABLE analysis_questions ADD COLUMN engine_version text
    CHECK (length(engine_version) BETWEEN 1 AND 200)`.execute(db);
  // The down-voted answers of a use case are listed newest first.
  await sql`CREATE INDEX chat_votes_down ON chat_votes (tenant_id, created_at DESC) WHERE vote = 'down'`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
