import { sql, type Kysely } from 'kysely';

/**
 * Issue 15 (answers from the asked company's filing): analysts shorten a company to the first word of its
 * name ("Granite MI HO" for Granite Peak Indemnity Company). Indexing now stores that word as a company key
 * of its own, marked "^" (answers/metadata.ts, FIRST_WORD), beside the name's ("granite peak") and the
 * initials' ("=gpic"), for names of two distinctive words whose first is not a common opening ("First",
 * "North", ...). This migration adds the same key to the documents indexed before, from their stored
 * company keys (the common openings written out as they stood when it was written), and recomputes their
 * chunks' facet keys (migration 1700).
 */
const COMMON_FIRST_WORDS = [
  'first',
  'second',
  'new',
  'old',
  'great',
  'united',
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'eastern',
  'western',
  'central',
  'mid',
  'midwest',
  'home',
  'farmers',
  'citizens',
  'security',
  'standard',
  'allied',
  'federal',
  'universal',
  'global',
  'pacific',
  'atlantic',
];

const STATEMENTS = [
  `CREATE TEMPORARY TABLE company_first_words AS
   SELECT d.tenant_id, d.id, jsonb_agg(DISTINCT k) AS companies FROM documents d
   CROSS JOIN LATERAL (
     SELECT x AS k FROM jsonb_array_elements_text(d.meta -> 'companies') x
     UNION SELECT '^' || split_part(x, ' ', 1) FROM jsonb_array_elements_text(d.meta -> 'companies') x
     WHERE x NOT LIKE '=%' AND x NOT LIKE '^%' AND x LIKE '% %'
       AND split_part(x, ' ', 1) <> ALL (ARRAY[${COMMON_FIRST_WORDS.map((w) => `'${w}'`).join(', ')}])) keys
   WHERE jsonb_typeof(d.meta -> 'companies') = 'array'
   GROUP BY d.tenant_id, d.id
   HAVING count(*) > jsonb_array_length(d.meta -> 'companies')`,
  `UPDATE documents d SET meta = jsonb_set(d.meta, '{companies}', f.companies)
   FROM company_first_words f WHERE d.tenant_id = f.tenant_id AND d.id = f.id`,
  `UPDATE document_chunks c SET facet_keys = chunk_facet_keys(d.meta)
   FROM documents d JOIN company_first_words f ON f.tenant_id = d.tenant_id AND f.id = d.id
   WHERE c.tenant_id = d.tenant_id AND c.document_id = d.id`,
  `DROP TABLE company_first_words`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
