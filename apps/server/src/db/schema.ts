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
}
