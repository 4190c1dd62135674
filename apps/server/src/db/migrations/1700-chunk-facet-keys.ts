import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Issue 15 (answer speed at 5,000 documents): what a chunk's document is about, as keys on the chunk
 * itself, so a question that names a state, company, identifier or line of business narrows its
 * candidates through one more GIN index (ANDed with the full-text index) instead of reading the
 * metadata of every document in scope on each question. Keys: `st:OH` per state, `co:summit` per
 * company, `id:41` per identifier, `ln:homeowners` per line, and `st:` / `ln:` when the document names
 * no state / no line (such a document stays allowed for a question naming one). `chunk_facet_keys`
 * derives them from documents.meta, at indexing (documents.ts) and for the chunks stored before.
 *
 * `app_chunk_matches`: the candidate search itself. Under row-level security the planner may not use
 * an index for a condition whose operator is not leakproof (`tsvector @@ tsquery`, `text[] && text[]`),
 * so as the app role every search read every chunk of the tenant (a sequential scan, growing with the
 * corpus). This SECURITY DEFINER function (owned by the migrating role, which bypasses row-level
 * security) runs the same search through the GIN indexes with the tenant condition written out
 * (`tenant_id = app.tenant_id`, as the policy) and answers chunk ids and ranks only: the caller reads
 * the chunks' content under row-level security. It takes no SQL text: the queries are tsquery values,
 * the facet groups text arrays and the scope ids uuids, all quoted as literals (so each search is
 * planned with its own values).
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
  `CREATE FUNCTION app_chunk_matches(q tsquery, rank_q tsquery, groups jsonb, p_analysis uuid,
  p_usecase uuid, lim integer) RETURNS TABLE (id uuid, rank double precision)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.tenant_id', true), '')::uuid;
  cond text := '';
  g jsonb;
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  FOR g IN SELECT value FROM jsonb_array_elements(coalesce(groups, '[]')) LOOP
    cond := cond || format(' AND c.facet_keys && %L::text[]',
      (SELECT coalesce(array_agg(x), '{}') FROM jsonb_array_elements_text(g) x));
  END LOOP;
  IF p_analysis IS NOT NULL THEN
    cond := cond || format(' AND d.analysis_id = %L::uuid', p_analysis);
  ELSIF p_usecase IS NOT NULL THEN
    cond := cond || format(' AND d.analysis_id IN (SELECT a.id FROM public.document_analyses a'
      ' WHERE a.tenant_id = %L::uuid AND a.usecase_id = %L::uuid)', tenant, p_usecase);
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT c.id, ts_rank_cd(c.tsv, %L::tsquery, 1)::float8 FROM public.document_chunks c'
    ' JOIN public.documents d ON d.tenant_id = c.tenant_id AND d.id = c.document_id'
    ' WHERE c.tenant_id = %L::uuid AND d.tenant_id = %L::uuid AND c.tsv @@ %L::tsquery'
    ' AND d.status = ''indexed''%s LIMIT %s',
    rank_q, tenant, tenant, q, cond, greatest(lim, 0));
END
$fn$`,
  `REVOKE ALL ON FUNCTION app_chunk_matches(tsquery, tsquery, jsonb, uuid, uuid, integer) FROM PUBLIC`,
  `GRANT EXECUTE ON FUNCTION app_chunk_matches(tsquery, tsquery, jsonb, uuid, uuid, integer) TO ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
