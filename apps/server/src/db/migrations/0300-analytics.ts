import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

const TENANT_SETTING = `NULLIF(current_setting('app.tenant_id', true), '')::uuid`;

/** Analytics tables (issue 6, server engineer C): every one tenant-owned, RLS enabled and forced. */
const TENANT_TABLES = [
  'analytics_datasets',
  'carriers',
  'filings',
  'portfolio_rows',
  'models',
  'model_score_bins',
  'model_feature_bins',
  'model_state_outcomes',
  'anomaly_statuses',
  'anomalies',
  'anomaly_events',
  'anomaly_actions',
  'anomaly_action_votes',
  'data_ingestions',
  'analytics_jobs',
] as const;

const MONTH = `'^[0-9]{4}-(0[1-9]|1[0-2])$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // Which generated dataset a tenant holds; as_of_date anchors every `days` window of its data.
    `CREATE TABLE analytics_datasets (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  slug text NOT NULL,
  seed bigint NOT NULL,
  as_of text NOT NULL CHECK (as_of ~ ${MONTH}),
  as_of_date date NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id)
)`,
    `CREATE TABLE carriers (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9]{2,10}$'),
  name text NOT NULL,
  PRIMARY KEY (tenant_id, code)
)`,
    `CREATE TABLE filings (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  tracking_number text NOT NULL,
  carrier_code text NOT NULL,
  state text NOT NULL,
  line text NOT NULL,
  line_code text NOT NULL,
  filing_type text NOT NULL CHECK (filing_type IN ('rate', 'rule', 'form', 'rate-and-rule', 'form-and-rate')),
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'pending', 'approved', 'disapproved', 'withdrawn', 'closed')),
  description text NOT NULL,
  requested_change_pct double precision,
  approved_change_pct double precision,
  premium_impact double precision NOT NULL DEFAULT 0,
  policyholders_affected integer,
  submitted_date date NOT NULL,
  disposition_date date,
  effective_date date,
  days_to_disposition integer,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, tracking_number),
  FOREIGN KEY (tenant_id, carrier_code) REFERENCES carriers (tenant_id, code)
)`,
    `CREATE INDEX filings_submitted ON filings (tenant_id, submitted_date)`,
    `CREATE INDEX filings_state_line ON filings (tenant_id, state, line_code)`,
    `CREATE TABLE portfolio_rows (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  month text NOT NULL CHECK (month ~ ${MONTH}),
  state text NOT NULL,
  line text NOT NULL,
  line_code text NOT NULL,
  segment text NOT NULL,
  exposure double precision NOT NULL CHECK (exposure >= 0),
  earned_premium double precision NOT NULL CHECK (earned_premium >= 0),
  claim_count integer NOT NULL CHECK (claim_count >= 0),
  incurred_losses double precision NOT NULL CHECK (incurred_losses >= 0),
  PRIMARY KEY (tenant_id, month, state, line, segment)
)`,
    `CREATE INDEX portfolio_rows_line ON portfolio_rows (tenant_id, line_code, state, segment)`,
    // line/target/outcome_unit describe generated monitoring data; models created by hand have none.
    `CREATE TABLE models (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  usecase_id uuid NOT NULL,
  version text NOT NULL CHECK (length(btrim(version)) BETWEEN 1 AND 50),
  kind text NOT NULL CHECK (kind IN ('rating', 'loss-cost', 'retention', 'fraud', 'propensity')),
  description text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'training', 'retired')),
  line text,
  target text CHECK (target IN ('frequency', 'severity', 'lossCost')),
  outcome_unit text CHECK (outcome_unit IN ('claims', 'dollars')),
  last_scored_at timestamptz,
  monitoring_reset_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, usecase_id) REFERENCES usecases (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE UNIQUE INDEX models_name_version ON models (tenant_id, lower(name), lower(version))`,
    // period is 'reference' (the development sample stability is measured against) or a month.
    `CREATE TABLE model_score_bins (
  tenant_id uuid NOT NULL,
  model_id uuid NOT NULL,
  period text NOT NULL CHECK (period = 'reference' OR period ~ ${MONTH}),
  bin integer NOT NULL CHECK (bin BETWEEN 1 AND 100),
  volume double precision NOT NULL CHECK (volume >= 0),
  expected double precision,
  actual double precision,
  PRIMARY KEY (tenant_id, model_id, period, bin),
  FOREIGN KEY (tenant_id, model_id) REFERENCES models (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE model_feature_bins (
  tenant_id uuid NOT NULL,
  model_id uuid NOT NULL,
  period text NOT NULL CHECK (period = 'reference' OR period ~ ${MONTH}),
  feature text NOT NULL CHECK (length(btrim(feature)) BETWEEN 1 AND 100),
  bin integer NOT NULL CHECK (bin BETWEEN 1 AND 100),
  label text NOT NULL,
  share double precision NOT NULL CHECK (share >= 0),
  PRIMARY KEY (tenant_id, model_id, period, feature, bin),
  FOREIGN KEY (tenant_id, model_id) REFERENCES models (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE model_state_outcomes (
  tenant_id uuid NOT NULL,
  model_id uuid NOT NULL,
  month text NOT NULL CHECK (month ~ ${MONTH}),
  state text NOT NULL,
  expected double precision NOT NULL,
  actual double precision NOT NULL,
  PRIMARY KEY (tenant_id, model_id, month, state),
  FOREIGN KEY (tenant_id, model_id) REFERENCES models (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE anomaly_statuses (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  description text,
  color text NOT NULL DEFAULT '#6b7280' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  sort_order integer NOT NULL DEFAULT 0,
  is_terminal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE UNIQUE INDEX anomaly_statuses_code ON anomaly_statuses (tenant_id, lower(code))`,
    // key: the detector's natural key, so a recompute updates its own findings instead of duplicating them.
    `CREATE TABLE anomalies (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  key text,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  description text,
  severity smallint NOT NULL CHECK (severity BETWEEN 1 AND 3),
  status_id uuid NOT NULL,
  usecase_id uuid NOT NULL,
  model_id uuid,
  location text,
  line_of_business text,
  segment text,
  feature text,
  metric text NOT NULL,
  expected_value double precision,
  observed_value double precision NOT NULL,
  deviation double precision,
  detector text NOT NULL CHECK (detector IN ('stability-shift', 'loss-ratio-spike', 'outlier-segment', 'manual')),
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end >= period_start),
  detected_at timestamptz NOT NULL DEFAULT now(),
  assignee text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, status_id) REFERENCES anomaly_statuses (tenant_id, id),
  FOREIGN KEY (tenant_id, usecase_id) REFERENCES usecases (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, model_id) REFERENCES models (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE UNIQUE INDEX anomalies_key ON anomalies (tenant_id, key) WHERE key IS NOT NULL`,
    `CREATE INDEX anomalies_detected ON anomalies (tenant_id, detected_at DESC)`,
    `CREATE INDEX anomalies_status ON anomalies (tenant_id, status_id)`,
    `CREATE TABLE anomaly_events (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  anomaly_id uuid NOT NULL,
  actor text NOT NULL,
  from_status_id uuid,
  to_status_id uuid,
  note text,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, anomaly_id) REFERENCES anomalies (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE anomaly_actions (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  anomaly_id uuid NOT NULL,
  title text NOT NULL,
  description text,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, anomaly_id) REFERENCES anomalies (tenant_id, id) ON DELETE CASCADE
)`,
    // One row per user and action: a second vote replaces the first, so nobody counts twice.
    `CREATE TABLE anomaly_action_votes (
  tenant_id uuid NOT NULL,
  action_id uuid NOT NULL,
  user_id uuid NOT NULL,
  vote smallint NOT NULL CHECK (vote IN (-1, 1)),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, action_id, user_id),
  FOREIGN KEY (tenant_id, action_id) REFERENCES anomaly_actions (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE data_ingestions (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  dataset text NOT NULL CHECK (dataset IN ('filings', 'portfolio', 'claims', 'intel-feeds')),
  filename text,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  rows_total integer NOT NULL DEFAULT 0,
  rows_loaded integer NOT NULL DEFAULT 0,
  rows_rejected integer NOT NULL DEFAULT 0,
  rejects jsonb NOT NULL DEFAULT '[]',
  created_by text NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE TABLE analytics_jobs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('model-reset', 'anomaly-recompute')),
  status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error text,
  detail jsonb NOT NULL DEFAULT '{}',
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
)`,
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
