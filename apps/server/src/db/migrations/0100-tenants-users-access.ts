import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

const TENANT_SETTING = `NULLIF(current_setting('app.tenant_id', true), '')::uuid`;

/** Tenant-owned tables added here: RLS enabled and forced, the policy of 0001, grants to the app role. */
const TENANT_TABLES = [
  'user_requests',
  'tenant_feature_configs',
  'maintenance_jobs',
  'purge_requests',
  'data_archives',
  'tenant_secrets',
  'oidc_sign_ins',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // status is the lifecycle the API shows; is_active stays the flag sign-in checks, and the CHECK keeps
    // the two from ever disagreeing.
    `ALTER TABLE tenants ADD COLUMN status text NOT NULL DEFAULT 'active'
       CHECK (status IN ('onboarding', 'active', 'suspended', 'inactive'))`,
    `UPDATE tenants SET status = CASE WHEN is_active THEN 'active' ELSE 'inactive' END`,
    `ALTER TABLE tenants ADD CONSTRAINT tenants_status_active CHECK (is_active = (status = 'active'))`,
    // Code that predates status flips only is_active; the trigger derives the one from the other so the
    // CHECK above holds whichever column a statement sets.
    `CREATE FUNCTION sync_tenant_status() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'active' THEN NEW.is_active := false;
    ELSIF NOT NEW.is_active THEN NEW.status := 'inactive';
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.is_active := NEW.status = 'active';
  ELSIF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.status := CASE WHEN NEW.is_active THEN 'active' ELSE 'inactive' END;
  END IF;
  RETURN NEW;
END
$fn$`,
    `CREATE TRIGGER tenants_sync_status BEFORE INSERT OR UPDATE OF status, is_active ON tenants
  FOR EACH ROW EXECUTE FUNCTION sync_tenant_status()`,
    `ALTER TABLE tenants ADD COLUMN seat_limit integer CHECK (seat_limit IS NULL OR seat_limit >= 1)`,
    `ALTER TABLE tenants ADD COLUMN identity_provider jsonb`,
    `ALTER TABLE tenants ADD COLUMN deleted_at timestamptz`,
    `CREATE TABLE user_requests (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('access-request', 'invitation')),
  email text NOT NULL CHECK (email = lower(email)),
  name text,
  company text,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'cancelled', 'accepted', 'expired')),
  role_name text CHECK (role_name IN ('system-admin', 'tenant-admin', 'user')),
  message text,
  requested_by text,
  decided_by text,
  decline_reason text,
  token_hash text,
  token_expires_at timestamptz,
  token_used_at timestamptz,
  last_sent_at timestamptz,
  send_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, token_hash)
)`,
    // One open request or invitation per address and tenant.
    `CREATE UNIQUE INDEX user_requests_open ON user_requests (tenant_id, email)
       WHERE status IN ('pending', 'approved')`,
    `CREATE INDEX user_requests_list ON user_requests (tenant_id, kind, status, created_at DESC)`,
    `CREATE TABLE tenant_feature_configs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  module_id uuid NOT NULL,
  feature_code text NOT NULL,
  key text NOT NULL,
  value jsonb NOT NULL,
  description text,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, module_id, feature_code, key)
)`,
    `CREATE TABLE maintenance_jobs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('tenant-reset', 'usecase-reset', 'purge')),
  status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  progress integer NOT NULL DEFAULT 0,
  error text,
  detail jsonb NOT NULL DEFAULT '{}',
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE TABLE purge_requests (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  status text NOT NULL CHECK (status IN ('scheduled', 'running', 'completed', 'cancelled', 'failed')),
  targets jsonb NOT NULL,
  reason text NOT NULL,
  requested_by text NOT NULL,
  scheduled_for timestamptz NOT NULL,
  completed_at timestamptz,
  deleted_count integer,
  archive_ref text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE INDEX purge_requests_due ON purge_requests (tenant_id, status, scheduled_for)`,
    // Rows removed by reset and purge, written in the deleting transaction (PostgreSQL mode).
    `CREATE TABLE data_archives (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  created_by text NOT NULL,
  row_count integer NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    // Encrypted with a key derived from the server pepper; never answered by the API.
    `CREATE TABLE tenant_secrets (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  name text NOT NULL,
  ciphertext text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, name)
)`,
    // OIDC sign-ins in flight: the PKCE verifier and nonce wait here between authorize and callback.
    `CREATE TABLE oidc_sign_ins (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  state_hash text NOT NULL,
  user_id uuid NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, state_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
)`,
    // Before any tenant is known: an access request is routed by the e-mail's domain. Only the id of an
    // active tenant comes back, nothing else of the registry.
    `CREATE FUNCTION find_tenant_by_email_domain(p_domain text) RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT t.id FROM tenants t
  WHERE lower(btrim(p_domain)) = ANY (SELECT lower(d) FROM unnest(t.domains) d)
    AND t.is_active AND t.deleted_at IS NULL
  ORDER BY t.created_at
  LIMIT 1
$fn$`,
    `REVOKE ALL ON FUNCTION find_tenant_by_email_domain(text) FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION find_tenant_by_email_domain(text) TO ${APP_ROLE}`,
    // A tenant-admin switches features of their own tenant only: the function touches just the row of the
    // transaction's app.tenant_id and just its enabled_features, so the app role needs no UPDATE policy on
    // the registry for tenants.
    `CREATE FUNCTION set_own_tenant_feature(p_code text, p_enabled boolean) RETURNS text[]
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  UPDATE tenants SET
    enabled_features = CASE
      WHEN p_enabled THEN (SELECT array_agg(DISTINCT f ORDER BY f) FROM unnest(enabled_features || p_code) f)
      ELSE array_remove(enabled_features, p_code) END,
    updated_at = now()
  WHERE id = NULLIF(current_setting('app.tenant_id', true), '')::uuid AND deleted_at IS NULL
  RETURNING enabled_features
$fn$`,
    `REVOKE ALL ON FUNCTION set_own_tenant_feature(text, boolean) FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION set_own_tenant_feature(text, boolean) TO ${APP_ROLE}`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);

  for (const table of TENANT_TABLES) {
    for (const statement of [
      `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
      `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
      `CREATE POLICY tenant_isolation ON ${table}
         USING (tenant_id = ${TENANT_SETTING})
         WITH CHECK (tenant_id = ${TENANT_SETTING})`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${APP_ROLE}`,
    ]) {
      await sql.raw(statement).execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
