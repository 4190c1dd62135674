import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

const TENANT_SETTING = `NULLIF(current_setting('app.tenant_id', true), '')::uuid`;
const MONTH = `'^[0-9]{4}-(0[1-9]|1[0-2])$'`;

/**
 * Every dataset of POST /api/data-ingestion (issue 18): claims, intelligence feed items and model scores
 * get their own tenant-owned tables, and a load may now name the model-scores dataset.
 */
const TENANT_TABLES = ['claims', 'intel_feed_items', 'model_score_rows'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `ALTER TABLE data_ingestions DROP CONSTRAINT IF EXISTS data_ingestions_dataset_check`,
    `ALTER TABLE data_ingestions ADD CONSTRAINT data_ingestions_dataset_check
       CHECK (dataset IN ('filings', 'portfolio', 'claims', 'intel-feeds', 'model-scores'))`,
    // One claim; the portfolio row of its loss month, state, line and segment counts it.
    `CREATE TABLE claims (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  claim_number text NOT NULL CHECK (length(btrim(claim_number)) BETWEEN 1 AND 60),
  loss_date date NOT NULL,
  reported_date date,
  month text NOT NULL CHECK (month ~ ${MONTH}),
  state text NOT NULL,
  line text NOT NULL,
  line_code text NOT NULL,
  segment text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'closed', 'reopened')),
  paid double precision NOT NULL CHECK (paid >= 0),
  reserve double precision NOT NULL CHECK (reserve >= 0),
  cause text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, claim_number)
)`,
    `CREATE INDEX claims_segment ON claims (tenant_id, month, state, line, segment)`,
    `CREATE TABLE intel_feed_items (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  source_type text NOT NULL CHECK (source_type ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  source_name text NOT NULL,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 300),
  summary text NOT NULL DEFAULT '',
  url text,
  published_date date NOT NULL,
  state text,
  line_code text,
  carrier text,
  tags text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
)`,
    `CREATE UNIQUE INDEX intel_feed_items_key ON intel_feed_items (tenant_id, lower(source_name), lower(title), published_date)`,
    // Scored records of a tenant's own model; the model's score and feature bins are rebuilt from them.
    `CREATE TABLE model_score_rows (
  tenant_id uuid NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  model_id uuid NOT NULL,
  period text NOT NULL CHECK (period = 'reference' OR period ~ ${MONTH}),
  score double precision NOT NULL,
  actual double precision NOT NULL,
  state text,
  features jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, model_id) REFERENCES models (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX model_score_rows_period ON model_score_rows (tenant_id, model_id, period)`,
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
