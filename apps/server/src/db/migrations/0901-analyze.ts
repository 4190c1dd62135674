import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Issue 19: PGlite runs no autovacuum, so nothing refreshes table statistics and the planner keeps
 * estimating from whatever the last ANALYZE saw (or from nothing). These two functions let the
 * unprivileged app role refresh them without owning the tables: `app_analyze(tables)` analyzes the named
 * tables of the public schema (all when NULL); `app_analyze_stale()` analyzes the tables whose size on
 * disk moved by more than a fifth (plus 8 pages) since their last ANALYZE, or that were never analyzed,
 * and returns their names. SECURITY DEFINER with a fixed search_path; they take no SQL text.
 */
const STATEMENTS = [
  `CREATE FUNCTION app_analyze(tables text[] DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  t text;
  n integer := 0;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
    WHERE ns.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND (tables IS NULL OR c.relname = ANY (tables))
    ORDER BY c.relname
  LOOP
    EXECUTE format('ANALYZE public.%I', t);
    n := n + 1;
  END LOOP;
  RETURN n;
END
$fn$`,
  `CREATE FUNCTION app_analyze_stale() RETURNS text[]
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  t text;
  done text[] := '{}';
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
    WHERE ns.nspname = 'public' AND c.relkind = 'r'
      AND (
        (c.reltuples < 0 AND pg_relation_size(c.oid) > 0)
        OR abs(pg_relation_size(c.oid) / current_setting('block_size')::bigint - c.relpages)
           > 8 + c.relpages / 5
      )
    ORDER BY c.relname
  LOOP
    EXECUTE format('ANALYZE public.%I', t);
    done := done || t;
  END LOOP;
  RETURN done;
END
$fn$`,
  `REVOKE ALL ON FUNCTION app_analyze(text[]) FROM PUBLIC`,
  `REVOKE ALL ON FUNCTION app_analyze_stale() FROM PUBLIC`,
  `GRANT EXECUTE ON FUNCTION app_analyze(text[]) TO ${APP_ROLE}`,
  `GRANT EXECUTE ON FUNCTION app_analyze_stale() TO ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS app_analyze_stale()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS app_analyze(text[])`.execute(db);
}
