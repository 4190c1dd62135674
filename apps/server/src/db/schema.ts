import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  slug: string;
  domains: ColumnType<string[], string[] | undefined, string[]>;
  is_active: Generated<boolean>;
  is_system: Generated<boolean>;
  enabled_features: ColumnType<string[], string[] | undefined, string[]>;
  logo_url: string | null;
  primary_color: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  status: Generated<string>;
  seat_limit: number | null;
  identity_provider: ColumnType<unknown, string | null | undefined, string | null>;
  deleted_at: Timestamp | null;
  /** Operator locks: feature code -> the state a system-admin fixed for the tenant. */
  locked_features: ColumnType<
    Record<string, { enabled: boolean; reason: string | null }>,
    string | undefined,
    string
  >;
}

export interface UsersTable {
  tenant_id: string;
  id: Generated<string>;
  username: string;
  email: string;
  name: string;
  role_name: string;
  is_active: Generated<boolean>;
  /** Features this user may use; the effective list is this ∩ the tenant's enabled_features. */
  enabled_features: ColumnType<string[], string[] | undefined, string[]>;
  group_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LoginCodesTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  tenant_id: string;
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  replaced_by: string | null;
}

export interface AuditLogTable {
  tenant_id: string;
  id: Generated<string>;
  actor: string;
  action: string;
  detail: ColumnType<unknown, string | undefined, string>;
  at: CreatedAt;
}

export interface AppMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: CreatedAt;
}

export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  login_codes: LoginCodesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  audit_log: AuditLogTable;
  app_meta: AppMetaTable;
  user_requests: UserRequestsTable;
  tenant_feature_configs: TenantFeatureConfigsTable;
  maintenance_jobs: MaintenanceJobsTable;
  purge_requests: PurgeRequestsTable;
  data_archives: DataArchivesTable;
  tenant_secrets: TenantSecretsTable;
  oidc_sign_ins: OidcSignInsTable;
}

export interface UserRequestsTable {
  tenant_id: string;
  id: Generated<string>;
  kind: string;
  email: string;
  name: string | null;
  company: string | null;
  status: string;
  role_name: string | null;
  message: string | null;
  requested_by: string | null;
  decided_by: string | null;
  decline_reason: string | null;
  token_hash: string | null;
  token_expires_at: Timestamp | null;
  token_used_at: Timestamp | null;
  last_sent_at: Timestamp | null;
  send_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TenantFeatureConfigsTable {
  tenant_id: string;
  module_id: string;
  feature_code: string;
  key: string;
  value: ColumnType<unknown, string, string>;
  description: string | null;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** The columns a table of background jobs has; each table adds its own `detail`. */
export interface JobColumns {
  tenant_id: string;
  id: Generated<string>;
  kind: string;
  status: string;
  progress: Generated<number>;
  error: string | null;
  created_by: string;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface MaintenanceJobsTable extends JobColumns {
  detail: ColumnType<unknown, string | undefined, string>;
}

export interface PurgeRequestsTable {
  tenant_id: string;
  id: Generated<string>;
  status: string;
  targets: ColumnType<unknown, string, string>;
  reason: string;
  requested_by: string;
  scheduled_for: Timestamp;
  completed_at: Timestamp | null;
  deleted_count: number | null;
  archive_ref: string | null;
  error: string | null;
  created_at: CreatedAt;
}

export interface DataArchivesTable {
  tenant_id: string;
  id: Generated<string>;
  kind: string;
  created_by: string;
  row_count: number;
  payload: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface TenantSecretsTable {
  tenant_id: string;
  name: string;
  ciphertext: string;
  updated_at: Timestamp;
}

export interface OidcSignInsTable {
  tenant_id: string;
  state_hash: string;
  user_id: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}
