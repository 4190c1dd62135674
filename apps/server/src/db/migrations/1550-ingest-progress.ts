import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Data loads run off the request path, a transaction per batch (issue 18): the record is committed
 * first and its counts move with every batch, so other requests watch it.
 *
 * - `error` says why a load failed (a database error, the server stopping, a load left behind).
 * - `worker` names the process running the load (host:pid:instance) and `lease_until` is renewed by
 *   every batch: a batch writes only while its process still holds the load.
 * - `fail_interrupted_ingestions(p_all)` marks loads nobody runs any more as failed, across tenants
 *   (row-level security would hide them from a process with no tenant): every queued or running load
 *   when `p_all` (PGlite: one process, so at its start nothing can still be running), else those whose
 *   lease ran out (PostgreSQL: another process may be running its own loads).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `ALTER TABLE data_ingestions ADD COLUMN error text`,
    `ALTER TABLE data_ingestions ADD COLUMN worker text`,
    `ALTER TABLE data_ingestions ADD COLUMN lease_until timestamptz`,
    `CREATE INDEX data_ingestions_in_flight ON data_ingestions (lease_until) WHERE status IN ('queued', 'running')`,
    `CREATE FUNCTION fail_interrupted_ingestions(p_all boolean)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  n integer;
BEGIN
  UPDATE data_ingestions SET status = 'failed', finished_at = now(), updated_at = now(), lease_until = NULL,
    error = 'The load was interrupted (the server stopped) after ' || (rows_loaded + rows_rejected)
      || ' of ' || rows_total || ' rows; the rows loaded stay. Load the file again to finish it.'
  WHERE status IN ('queued', 'running') AND (p_all OR lease_until IS NULL OR lease_until < now());
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$fn$`,
    `REVOKE ALL ON FUNCTION fail_interrupted_ingestions(boolean) FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION fail_interrupted_ingestions(boolean) TO ${APP_ROLE}`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
