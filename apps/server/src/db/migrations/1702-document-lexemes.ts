import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Issue 15 (answer cost per question): which of the question's lexemes each kept document states, for
 * the unstated-qualifier check (answers/presence.ts). The check read it by unnesting the tsvector of
 * every chunk of each kept document, so its cost grew with the documents' length. Under row-level
 * security the app role's planner cannot use the chunks' GIN index for `tsv @@ tsquery` (the operator is
 * not leakproof), so this SECURITY DEFINER function (same shape as app_chunk_matches, migration 1700)
 * asks the index one lexeme at a time, within the given documents and with the tenant condition written
 * out, and answers only document ids and the lexemes found. Each lexeme is quoted as a tsquery literal
 * (never normalised again: it is a stored lexeme already).
 */
const STATEMENTS = [
  `CREATE FUNCTION app_document_lexemes(doc_ids uuid[], lexemes text[])
  RETURNS TABLE (id uuid, lexeme text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.tenant_id', true), '')::uuid;
  l text;
BEGIN
  IF tenant IS NULL OR coalesce(cardinality(doc_ids), 0) = 0 THEN
    RETURN;
  END IF;
  FOR l IN SELECT DISTINCT x FROM unnest(lexemes) x WHERE x IS NOT NULL AND x <> '' LOOP
    RETURN QUERY EXECUTE format(
      'SELECT DISTINCT c.document_id, %L::text FROM public.document_chunks c'
      ' WHERE c.tenant_id = %L::uuid AND c.document_id = ANY (%L::uuid[]) AND c.tsv @@ %L::tsquery',
      l, tenant, doc_ids,
      '''' || replace(replace(l, '\\', '\\\\'), '''', '''''') || '''');
  END LOOP;
END
$fn$`,
  `REVOKE ALL ON FUNCTION app_document_lexemes(uuid[], text[]) FROM PUBLIC`,
  `GRANT EXECUTE ON FUNCTION app_document_lexemes(uuid[], text[]) TO ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
