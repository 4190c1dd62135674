import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

const TENANT_SETTING = `NULLIF(current_setting('app.tenant_id', true), '')::uuid`;

/** Tenant-owned tables: RLS enabled and forced, one policy on app.tenant_id. */
const TENANT_TABLES = ['users', 'login_codes', 'sessions', 'refresh_tokens', 'audit_log'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Roles are cluster-wide: several databases (and concurrent test files) may race to create it.
  await sql
    .raw(
      `DO $$ BEGIN
         CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
       EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
       END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `DO $$ BEGIN
         IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
           EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
         END IF;
       EXCEPTION WHEN unique_violation THEN NULL;
       END $$`,
    )
    .execute(db);

  const statements = [
    `CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)`,
    `CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  domains text[] NOT NULL DEFAULT '{}',
  is_active boolean NOT NULL DEFAULT true,
  is_system boolean NOT NULL DEFAULT false,
  enabled_features text[] NOT NULL DEFAULT '{}',
  logo_url text,
  primary_color text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)`,
    `CREATE TABLE users (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 200),
  email text NOT NULL CHECK (email = lower(email) AND email ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
  name text NOT NULL,
  role_name text NOT NULL CHECK (role_name IN ('system-admin', 'tenant-admin', 'user')),
  is_active boolean NOT NULL DEFAULT true,
  enabled_features text[] NOT NULL DEFAULT '{ANM-DSH,COM-AST,DOC-ANL,PRF-ANL,PRF-AST}',
  group_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, username),
  UNIQUE (tenant_id, email)
)`,
    // E-mail is unique across tenants. The users table keeps tenant_id leading every index, so global
    // uniqueness lives in this registry, which the app role cannot read: only the SECURITY DEFINER
    // sign-in lookup and the trigger below touch it.
    `CREATE TABLE user_directory (
  email text PRIMARY KEY,
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  UNIQUE (tenant_id, user_id)
)`,
    `CREATE FUNCTION sync_user_directory() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM user_directory WHERE tenant_id = OLD.tenant_id AND user_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_directory (email, tenant_id, user_id) VALUES (NEW.email, NEW.tenant_id, NEW.id);
  END IF;
  RETURN NULL;
END
$fn$`,
    `CREATE TRIGGER users_sync_directory AFTER INSERT OR DELETE OR UPDATE OF email, tenant_id, id ON users
  FOR EACH ROW EXECUTE FUNCTION sync_user_directory()`,
    `CREATE FUNCTION find_sign_in_account(p_email text)
RETURNS TABLE (tenant_id uuid, user_id uuid, user_active boolean, tenant_active boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT d.tenant_id, d.user_id, u.is_active, t.is_active
  FROM user_directory d
  JOIN users u ON u.tenant_id = d.tenant_id AND u.id = d.user_id
  JOIN tenants t ON t.id = d.tenant_id
  WHERE d.email = lower(btrim(p_email))
$fn$`,
    `REVOKE ALL ON FUNCTION find_sign_in_account(text) FROM PUBLIC`,
    `REVOKE ALL ON FUNCTION sync_user_directory() FROM PUBLIC`,
    `CREATE TABLE login_codes (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX login_codes_user ON login_codes (tenant_id, user_id, created_at DESC)`,
    `CREATE TABLE sessions (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX sessions_user ON sessions (tenant_id, user_id)`,
    `CREATE TABLE refresh_tokens (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  replaced_by uuid,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, session_id) REFERENCES sessions (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX refresh_tokens_session ON refresh_tokens (tenant_id, session_id)`,
    `CREATE TABLE audit_log (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  actor text NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE INDEX audit_log_at ON audit_log (tenant_id, at DESC)`,
    // The tenants registry: a tenant sees its own row; the system-admin path (app.role) sees all.
    `ALTER TABLE tenants ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE tenants FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY tenant_self ON tenants FOR SELECT USING (id = ${TENANT_SETTING})`,
    `CREATE POLICY system_admin_registry ON tenants
  USING (current_setting('app.role', true) = 'system-admin')
  WITH CHECK (current_setting('app.role', true) = 'system-admin')`,
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE ON tenants TO ${APP_ROLE}`,
    `GRANT EXECUTE ON FUNCTION find_sign_in_account(text) TO ${APP_ROLE}`,
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
