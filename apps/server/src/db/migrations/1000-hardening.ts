import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Hardening of sign-in and tenancy. The new tables hold no tenant rows the app role may read: it reaches
 * them only through the narrow SECURITY DEFINER functions below, so the start-up self-check (every table
 * the app role can touch has forced row-level security) keeps holding.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // A tenant's e-mail domains are unique across live tenants, enforced by a primary key rather than a
    // check-then-insert in the service (two concurrent creations could both pass such a check).
    `CREATE TABLE tenant_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain)),
  tenant_id uuid NOT NULL REFERENCES tenants (id)
)`,
    `CREATE FUNCTION sync_tenant_domains() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  DELETE FROM tenant_domains WHERE tenant_id = NEW.id;
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO tenant_domains (domain, tenant_id)
      SELECT DISTINCT lower(btrim(d)), NEW.id FROM unnest(NEW.domains) d;
  END IF;
  RETURN NEW;
END
$fn$`,
    `INSERT INTO tenant_domains (domain, tenant_id)
  SELECT DISTINCT ON (lower(btrim(d))) lower(btrim(d)), t.id
  FROM tenants t, unnest(t.domains) d WHERE t.deleted_at IS NULL
  ORDER BY lower(btrim(d)), t.created_at`,
    `CREATE TRIGGER tenants_sync_domains AFTER INSERT OR UPDATE OF domains, deleted_at ON tenants
  FOR EACH ROW EXECUTE FUNCTION sync_tenant_domains()`,
    // Sign-in mail leaves from this queue, not from the request: /sso/authorize does the same work for a
    // known and an unknown address (one insert), so its timing tells nothing about accounts.
    `CREATE TABLE sign_in_mail_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  redirect_uri text,
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
    `CREATE FUNCTION enqueue_sign_in_mail(p_email text, p_redirect_uri text) RETURNS void
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  INSERT INTO sign_in_mail_jobs (email, redirect_uri) VALUES (lower(btrim(p_email)), p_redirect_uri)
$fn$`,
    // A lease rather than a held row lock: the job's work runs in other transactions (and on PGlite,
    // on the one connection), and a process killed mid-job leaves a lease that simply runs out.
    `CREATE FUNCTION claim_sign_in_mail(p_lease_seconds integer)
RETURNS TABLE (id bigint, email text, redirect_uri text, attempts integer)
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  UPDATE sign_in_mail_jobs j
  SET lease_until = now() + make_interval(secs => p_lease_seconds), attempts = j.attempts + 1
  WHERE j.id = (
    SELECT q.id FROM sign_in_mail_jobs q
    WHERE q.lease_until IS NULL OR q.lease_until < now()
    ORDER BY q.id FOR UPDATE SKIP LOCKED LIMIT 1)
  RETURNING j.id, j.email, j.redirect_uri, j.attempts
$fn$`,
    `CREATE FUNCTION finish_sign_in_mail(p_id bigint) RETURNS void
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  DELETE FROM sign_in_mail_jobs WHERE id = p_id
$fn$`,
    // Fixed-window counters shared by every server process on the database.
    `CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
)`,
    `CREATE FUNCTION rate_limit_hit(p_key text, p_window_seconds integer, p_add integer)
RETURNS TABLE (hits integer, reset_at timestamptz)
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  INSERT INTO rate_limits AS r (key, hits, reset_at)
  VALUES (p_key, p_add, now() + make_interval(secs => p_window_seconds))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN p_add ELSE r.hits + p_add END,
    reset_at = CASE WHEN r.reset_at <= now() THEN now() + make_interval(secs => p_window_seconds)
               ELSE r.reset_at END
  RETURNING r.hits, r.reset_at
$fn$`,
    `CREATE FUNCTION rate_limit_sweep() RETURNS void
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  DELETE FROM rate_limits WHERE reset_at < now()
$fn$`,
    // Operator locks: feature code -> {"enabled": the state a system-admin fixed, "reason": text or null}.
    `ALTER TABLE tenants ADD COLUMN locked_features jsonb NOT NULL DEFAULT '{}'::jsonb`,
    // The tenant-admin's switch refuses a locked feature even if a caller skipped the service's check.
    `CREATE OR REPLACE FUNCTION set_own_tenant_feature(p_code text, p_enabled boolean) RETURNS text[]
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  result text[];
BEGIN
  UPDATE tenants SET
    enabled_features = CASE
      WHEN p_enabled THEN (SELECT array_agg(DISTINCT f ORDER BY f) FROM unnest(enabled_features || p_code) f)
      ELSE array_remove(enabled_features, p_code) END,
    updated_at = now()
  WHERE id = NULLIF(current_setting('app.tenant_id', true), '')::uuid AND deleted_at IS NULL
    AND NOT (locked_features ? p_code)
  RETURNING enabled_features INTO result;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'feature % is locked by the operator', p_code USING ERRCODE = 'P0001';
  END IF;
  RETURN result;
END
$fn$`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const fn of [
    'enqueue_sign_in_mail(text, text)',
    'claim_sign_in_mail(integer)',
    'finish_sign_in_mail(bigint)',
    'rate_limit_hit(text, integer, integer)',
    'rate_limit_sweep()',
  ]) {
    await sql.raw(`REVOKE ALL ON FUNCTION ${fn} FROM PUBLIC`).execute(db);
    await sql.raw(`GRANT EXECUTE ON FUNCTION ${fn} TO ${APP_ROLE}`).execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
