import { sql, type Kysely } from 'kysely';

/**
 * What a document is about, extracted at indexing (services/answers/metadata.ts): states, companies,
 * identifiers (standard, model-law, bill and tracking numbers), lines of business, years. The answer
 * engine restricts or demotes passages whose document is about another state, company or identifier than
 * the question names. Documents indexed before this column existed keep '{}' (nothing known, neutral).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE documents ADD COLUMN meta jsonb NOT NULL DEFAULT '{}'`).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
