import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Whether sign-in mail is still on its way: the number of queued jobs that are not finished, leaving out
 * the ones the asking worker knows it failed (they wait for their lease to run out and are retried). A
 * worker reports its queue settled only when this is 0, so a mail claimed by another worker or process
 * on the same database counts until that worker has sent it. The app role still reads no queue row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION sign_in_mail_pending(p_failed bigint[]) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT count(*)::int FROM sign_in_mail_jobs j WHERE NOT (j.id = ANY (p_failed))
$fn$`,
    )
    .execute(db);
  await sql.raw(`REVOKE ALL ON FUNCTION sign_in_mail_pending(bigint[]) FROM PUBLIC`).execute(db);
  await sql.raw(`GRANT EXECUTE ON FUNCTION sign_in_mail_pending(bigint[]) TO ${APP_ROLE}`).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
