import { sql, type Kysely } from 'kysely';

/**
 * Reading units per chunk, and what a document is about, extracted at indexing (services/answers/metadata.ts): states, companies,
 * identifiers (standard, model-law, bill and tracking numbers), lines of business, years. The answer
 * engine restricts or demotes passages whose document is about another state, company or identifier than
 * the question names. Documents indexed before this column existed keep '{}' (nothing known, neutral).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE documents ADD COLUMN meta jsonb NOT NULL DEFAULT '{}'`).execute(db);
  // The chunk's reading units (sentences, table rows with their header, headings) with their lexemes,
  // computed once at indexing so answering does not split sentences or stem them again. NULL for chunks
  // indexed before: the engine computes their units when it reads them.
  await sql.raw(`ALTER TABLE document_chunks ADD COLUMN units jsonb`).execute(db);
  // A question naming a state, company or identifier narrows the candidates through these indexes.
  for (const facet of ['states', 'companies', 'identifiers'])
    await sql
      .raw(`CREATE INDEX documents_meta_${facet} ON documents USING gin ((meta -> '${facet}'))`)
      .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
