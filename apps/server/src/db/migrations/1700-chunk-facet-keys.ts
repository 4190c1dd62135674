import { sql, type Kysely } from 'kysely';

/**
 * Issue 15 (answer speed at 5,000 documents): what a chunk's document is about, as keys on the chunk
 * itself, so a question that names a state, company, identifier or line of business narrows its
 * candidates through one more GIN index (ANDed with the full-text index) instead of reading the
 * metadata of every document in scope on each question. Keys: `st:OH` per state, `co:summit` per
 * company, `id:41` per identifier, `ln:homeowners` per line, and `st:` / `ln:` when the document names
 * no state / no line (such a document stays allowed for a question naming one). `chunk_facet_keys`
 * derives them from documents.meta, at indexing (documents.ts) and for the chunks stored before.
 */
const STATEMENTS = [
  `CREATE FUNCTION chunk_facet_keys(meta jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog AS $fn$
  SELECT coalesce(array_agg(k), '{}') FROM (
    SELECT 'st:' || x AS k FROM jsonb_array_elements_text(coalesce(meta -> 'states', '[]')) x
    UNION ALL SELECT 'co:' || x FROM jsonb_array_elements_text(coalesce(meta -> 'companies', '[]')) x
    UNION ALL SELECT 'id:' || x FROM jsonb_array_elements_text(coalesce(meta -> 'identifiers', '[]')) x
    UNION ALL SELECT 'ln:' || x FROM jsonb_array_elements_text(coalesce(meta -> 'lines', '[]')) x
    UNION ALL SELECT 'st:' WHERE coalesce(jsonb_array_length(meta -> 'states'), 0) = 0
    UNION ALL SELECT 'ln:' WHERE coalesce(jsonb_array_length(meta -> 'lines'), 0) = 0) keys
$fn$`,
  `ALTER TABLE document_chunks ADD COLUMN facet_keys text[] NOT NULL DEFAULT '{}'`,
  `UPDATE document_chunks c SET facet_keys = chunk_facet_keys(d.meta)
   FROM documents d WHERE d.tenant_id = c.tenant_id AND d.id = c.document_id`,
  // Without fast update, as the full-text index (0510): PGlite runs no autovacuum to merge a pending list.
  `CREATE INDEX document_chunks_facets ON document_chunks USING gin (facet_keys) WITH (fastupdate = off)`,
  `ANALYZE document_chunks`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
