import type { ColumnType, Generated } from 'kysely';
import type { JobColumns } from './schema.ts';

// The tables of migration 0300, merged into the shared Database interface so schema.ts stays untouched.
// Dates are written as 'YYYY-MM-DD' strings and read back with ::text, so no time zone ever shifts them.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Jsonb<T = unknown> = ColumnType<T, string | undefined, string>;
type DateText = ColumnType<string, string, string>;

export interface AnalyticsDatasetsTable {
  tenant_id: string;
  slug: string;
  seed: number;
  as_of: string;
  as_of_date: DateText;
  generated_at: CreatedAt;
}

export interface CarriersTable {
  tenant_id: string;
  code: string;
  name: string;
}

export interface FilingsTable {
  tenant_id: string;
  id: Generated<string>;
  tracking_number: string;
  carrier_code: string;
  state: string;
  line: string;
  line_code: string;
  filing_type: string;
  status: string;
  description: string;
  requested_change_pct: number | null;
  approved_change_pct: number | null;
  premium_impact: number;
  policyholders_affected: number | null;
  submitted_date: DateText;
  disposition_date: DateText | null;
  effective_date: DateText | null;
  days_to_disposition: number | null;
}

export interface PortfolioRowsTable {
  tenant_id: string;
  month: string;
  state: string;
  line: string;
  line_code: string;
  segment: string;
  exposure: number;
  earned_premium: number;
  claim_count: number;
  incurred_losses: number;
}

export interface ModelsTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  usecase_id: string;
  version: string;
  kind: string;
  description: string | null;
  status: Generated<string>;
  line: string | null;
  target: string | null;
  outcome_unit: string | null;
  last_scored_at: Timestamp | null;
  monitoring_reset_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ModelScoreBinsTable {
  tenant_id: string;
  model_id: string;
  period: string;
  bin: number;
  volume: number;
  expected: number | null;
  actual: number | null;
}

export interface ModelFeatureBinsTable {
  tenant_id: string;
  model_id: string;
  period: string;
  feature: string;
  bin: number;
  label: string;
  share: number;
}

export interface ModelStateOutcomesTable {
  tenant_id: string;
  model_id: string;
  month: string;
  state: string;
  expected: number;
  actual: number;
}

export interface AnomalyStatusesTable {
  tenant_id: string;
  id: Generated<string>;
  code: string;
  name: string;
  description: string | null;
  color: Generated<string>;
  sort_order: Generated<number>;
  is_terminal: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AnomaliesTable {
  tenant_id: string;
  id: Generated<string>;
  key: string | null;
  title: string;
  description: string | null;
  severity: number;
  status_id: string;
  usecase_id: string;
  model_id: string | null;
  location: string | null;
  line_of_business: string | null;
  segment: string | null;
  feature: string | null;
  metric: string;
  expected_value: number | null;
  observed_value: number;
  deviation: number | null;
  detector: string;
  period_start: DateText;
  period_end: DateText;
  detected_at: Timestamp;
  assignee: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AnomalyEventsTable {
  tenant_id: string;
  id: Generated<string>;
  anomaly_id: string;
  actor: string;
  from_status_id: string | null;
  to_status_id: string | null;
  note: string | null;
  at: CreatedAt;
}

export interface AnomalyActionsTable {
  tenant_id: string;
  id: Generated<string>;
  anomaly_id: string;
  title: string;
  description: string | null;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface AnomalyActionVotesTable {
  tenant_id: string;
  action_id: string;
  user_id: string;
  vote: number;
  updated_at: Timestamp;
}

export interface DataIngestionsTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  dataset: string;
  filename: string | null;
  status: string;
  rows_total: Generated<number>;
  rows_loaded: Generated<number>;
  rows_rejected: Generated<number>;
  rejects: Jsonb<{ row: number; column?: string; message: string }[]>;
  created_by: string;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Why the load failed (migration 1550). */
  error: Generated<string | null>;
  /** The process running the load, and until when it holds it (renewed by every batch). */
  worker: Generated<string | null>;
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AnalyticsJobsTable extends JobColumns {
  detail: Jsonb;
}

declare module './schema.ts' {
  interface Database {
    analytics_datasets: AnalyticsDatasetsTable;
    carriers: CarriersTable;
    filings: FilingsTable;
    portfolio_rows: PortfolioRowsTable;
    models: ModelsTable;
    model_score_bins: ModelScoreBinsTable;
    model_feature_bins: ModelFeatureBinsTable;
    model_state_outcomes: ModelStateOutcomesTable;
    anomaly_statuses: AnomalyStatusesTable;
    anomalies: AnomaliesTable;
    anomaly_events: AnomalyEventsTable;
    anomaly_actions: AnomalyActionsTable;
    anomaly_action_votes: AnomalyActionVotesTable;
    data_ingestions: DataIngestionsTable;
    analytics_jobs: AnalyticsJobsTable;
  }
}
