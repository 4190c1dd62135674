import type { ColumnType, Generated } from 'kysely';

// The tables of migration 0200, merged into the shared Database interface so schema.ts stays untouched.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Jsonb<T = unknown> = ColumnType<T, string, string>;

export interface GroupsTable {
  tenant_id: string;
  id: Generated<string>;
  key: string | null;
  name: string;
  description: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UsecasesTable {
  tenant_id: string;
  id: Generated<string>;
  key: string | null;
  name: string;
  group_id: string;
  description: string | null;
  feature: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UsecaseQuestionsTable {
  tenant_id: string;
  id: Generated<string>;
  usecase_id: string;
  text: string;
  category: string | null;
  approach: string | null;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UsecaseConfigsTable {
  tenant_id: string;
  usecase_id: string;
  key: string;
  value: Jsonb;
  description: string | null;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface AgentsTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  description: string | null;
  is_active: Generated<boolean>;
  approach: string;
  instructions: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AgentUsecasesTable {
  tenant_id: string;
  agent_id: string;
  usecase_id: string;
}

export interface NotificationsTable {
  tenant_id: string;
  id: Generated<string>;
  title: string;
  body: string;
  severity: Generated<string>;
  event_type: string | null;
  link: string | null;
  recipient_id: string | null;
  recipient: string | null;
  read_at: Timestamp | null;
  created_by: string;
  created_at: CreatedAt;
}

export interface SubscriptionsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  name: string;
  event_types: ColumnType<string[], string[], string[]>;
  channel: string;
  frequency: Generated<string>;
  filter: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface GenLookupsTable {
  tenant_id: string;
  id: Generated<string>;
  type: string;
  code: string;
  label: string;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  attributes: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MetadataFieldsTable {
  tenant_id: string;
  id: Generated<string>;
  entity: string;
  field: string;
  label: string;
  data_type: string;
  category: string;
  filterable: Generated<boolean>;
  sortable: Generated<boolean>;
  description: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NaicStatesTable {
  id: Generated<string>;
  code: string;
  name: string;
  naic_zone: string | null;
  is_territory: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FeedbackTypesTable {
  id: Generated<string>;
  name: string;
  sort_order: Generated<number>;
}

export interface FeedbackTable {
  tenant_id: string;
  id: Generated<string>;
  feedback_type_id: string;
  message: string;
  page_url: string;
  user_id: string;
  username: string;
  created_at: CreatedAt;
}

declare module './schema.ts' {
  interface Database {
    groups: GroupsTable;
    usecases: UsecasesTable;
    usecase_questions: UsecaseQuestionsTable;
    usecase_configs: UsecaseConfigsTable;
    agents: AgentsTable;
    agent_usecases: AgentUsecasesTable;
    notifications: NotificationsTable;
    subscriptions: SubscriptionsTable;
    gen_lookups: GenLookupsTable;
    metadata_fields: MetadataFieldsTable;
    naic_states: NaicStatesTable;
    feedback_types: FeedbackTypesTable;
    feedback: FeedbackTable;
  }
}
