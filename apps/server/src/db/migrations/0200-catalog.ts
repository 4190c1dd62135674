import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

const TENANT_SETTING = `NULLIF(current_setting('app.tenant_id', true), '')::uuid`;
const TENANT_IS_SET = `NULLIF(current_setting('app.tenant_id', true), '') IS NOT NULL`;
const SYSTEM_ADMIN = `current_setting('app.role', true) = 'system-admin'`;

/** Tenant-owned tables added here: RLS enabled and forced with the policy of 0001, grants to the app role. */
const TENANT_TABLES = [
  'groups',
  'usecases',
  'usecase_questions',
  'usecase_configs',
  'agents',
  'agent_usecases',
  'notifications',
  'subscriptions',
  'gen_lookups',
  'metadata_fields',
  'feedback',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE groups (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  key text,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  description text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE UNIQUE INDEX groups_name ON groups (tenant_id, lower(name))`,
    `CREATE UNIQUE INDEX groups_key ON groups (tenant_id, key) WHERE key IS NOT NULL`,
    `CREATE TABLE usecases (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  key text,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  group_id uuid NOT NULL,
  description text,
  feature text CHECK (feature IN ('ANM-DSH', 'COM-AST', 'DOC-ANL', 'PRF-ANL', 'PRF-AST')),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, group_id) REFERENCES groups (tenant_id, id)
)`,
    `CREATE UNIQUE INDEX usecases_name ON usecases (tenant_id, group_id, lower(name))`,
    `CREATE UNIQUE INDEX usecases_key ON usecases (tenant_id, key) WHERE key IS NOT NULL`,
    `CREATE TABLE usecase_questions (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  usecase_id uuid NOT NULL,
  text text NOT NULL,
  category text,
  approach text CHECK (approach IN ('documents', 'data')),
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, usecase_id) REFERENCES usecases (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE UNIQUE INDEX usecase_questions_text ON usecase_questions (tenant_id, usecase_id, lower(text))`,
    `CREATE TABLE usecase_configs (
  tenant_id uuid NOT NULL,
  usecase_id uuid NOT NULL,
  key text NOT NULL,
  value jsonb NOT NULL,
  description text,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, usecase_id, key),
  FOREIGN KEY (tenant_id, usecase_id) REFERENCES usecases (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE agents (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  description text,
  is_active boolean NOT NULL DEFAULT true,
  approach text NOT NULL CHECK (approach IN ('documents', 'data')),
  instructions text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE UNIQUE INDEX agents_name ON agents (tenant_id, lower(name))`,
    `CREATE TABLE agent_usecases (
  tenant_id uuid NOT NULL,
  agent_id uuid NOT NULL,
  usecase_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, agent_id, usecase_id),
  FOREIGN KEY (tenant_id, agent_id) REFERENCES agents (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, usecase_id) REFERENCES usecases (tenant_id, id) ON DELETE CASCADE
)`,
    // recipient_id null: the notification is for every member of the tenant.
    `CREATE TABLE notifications (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  title text NOT NULL,
  body text NOT NULL,
  severity text NOT NULL DEFAULT 'info' CHECK (severity IN ('info', 'warning', 'critical')),
  event_type text,
  link text CHECK (link IS NULL OR link LIKE '/%'),
  recipient_id uuid,
  recipient text,
  read_at timestamptz,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, recipient_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX notifications_recipient ON notifications (tenant_id, recipient_id, created_at DESC)`,
    `CREATE TABLE subscriptions (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  name text NOT NULL,
  event_types text[] NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'in-app')),
  frequency text NOT NULL DEFAULT 'immediate' CHECK (frequency IN ('immediate', 'daily', 'weekly')),
  filter text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE UNIQUE INDEX subscriptions_name ON subscriptions (tenant_id, user_id, lower(name))`,
    `CREATE TABLE gen_lookups (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  type text NOT NULL,
  code text NOT NULL,
  label text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  attributes jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, type, code)
)`,
    `CREATE TABLE metadata_fields (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  entity text NOT NULL,
  field text NOT NULL,
  label text NOT NULL,
  data_type text NOT NULL CHECK (data_type IN ('string', 'number', 'integer', 'boolean', 'date', 'date-time')),
  category text NOT NULL,
  filterable boolean NOT NULL DEFAULT false,
  sortable boolean NOT NULL DEFAULT false,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, entity, field)
)`,
    // Reference tables shared by every tenant: readable only inside a tenant transaction (so the start-up
    // self-check still sees nothing without a tenant), writable only on the system-admin path.
    `CREATE TABLE naic_states (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  naic_zone text CHECK (naic_zone IN ('northeast', 'southeast', 'midwest', 'western')),
  is_territory boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)`,
    `CREATE TABLE feedback_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
)`,
    `CREATE TABLE feedback (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  feedback_type_id uuid NOT NULL REFERENCES feedback_types (id),
  message text NOT NULL,
  page_url text NOT NULL,
  user_id uuid NOT NULL,
  username text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE INDEX feedback_created ON feedback (tenant_id, created_at DESC)`,
    `ALTER TABLE naic_states ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE naic_states FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY read_in_tenant ON naic_states FOR SELECT USING (${TENANT_IS_SET})`,
    `CREATE POLICY system_admin_write ON naic_states USING (${TENANT_IS_SET} AND ${SYSTEM_ADMIN})
       WITH CHECK (${TENANT_IS_SET} AND ${SYSTEM_ADMIN})`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON naic_states TO ${APP_ROLE}`,
    `ALTER TABLE feedback_types ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE feedback_types FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY read_in_tenant ON feedback_types FOR SELECT USING (${TENANT_IS_SET})`,
    `GRANT SELECT ON feedback_types TO ${APP_ROLE}`,
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
