import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Issue 15 (answer speed at 5,000 documents): which of the given facet keys (`co:summit`, `id:41`,
 * migration 1700) the documents in scope carry, for the question's companies and identifiers. As the
 * app role, `(meta -> 'companies') ?| array` cannot use its GIN index under row-level security (the
 * operator is not leakproof), so the lookup read the metadata of every document in scope on each
 * question. This SECURITY DEFINER function (same shape as app_chunk_matches) searches the chunks' facet
 * index with the tenant condition written out and answers only the keys found.
 */
const STATEMENTS = [
  `CREATE FUNCTION app_scope_facet_keys(keys text[], p_analysis uuid, p_usecase uuid) RETURNS text[]
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  tenant uuid := NULLIF(current_setting('app.tenant_id', true), '')::uuid;
  cond text := '';
  found text[];
BEGIN
  IF tenant IS NULL OR coalesce(cardinality(keys), 0) = 0 THEN
    RETURN '{}';
  END IF;
  IF p_analysis IS NOT NULL THEN
    cond := format(' AND d.analysis_id = %L::uuid', p_analysis);
  ELSIF p_usecase IS NOT NULL THEN
    cond := format(' AND d.analysis_id IN (SELECT a.id FROM public.document_analyses a'
      ' WHERE a.tenant_id = %L::uuid AND a.usecase_id = %L::uuid)', tenant, p_usecase);
  END IF;
  EXECUTE format(
    'SELECT coalesce(array_agg(DISTINCT k ORDER BY k), ''{}'') FROM public.document_chunks c'
    ' JOIN public.documents d ON d.tenant_id = c.tenant_id AND d.id = c.document_id'
    ' CROSS JOIN LATERAL unnest(c.facet_keys) k'
    ' WHERE c.tenant_id = %L::uuid AND d.tenant_id = %L::uuid AND c.facet_keys && %L::text[]'
    ' AND k = ANY (%L::text[]) AND d.status = ''indexed''%s',
    tenant, tenant, keys, keys, cond) INTO found;
  RETURN found;
END
$fn$`,
  `REVOKE ALL ON FUNCTION app_scope_facet_keys(text[], uuid, uuid) FROM PUBLIC`,
  `GRANT EXECUTE ON FUNCTION app_scope_facet_keys(text[], uuid, uuid) TO ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
