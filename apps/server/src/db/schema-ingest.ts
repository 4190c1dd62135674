import type { ColumnType, Generated } from 'kysely';

// The tables of migration 0800, merged into the shared Database interface so schema.ts stays untouched.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Jsonb<T = unknown> = ColumnType<T, string | undefined, string>;
type DateText = ColumnType<string, string, string>;

export interface ClaimsTable {
  tenant_id: string;
  claim_number: string;
  loss_date: DateText;
  reported_date: DateText | null;
  month: string;
  state: string;
  line: string;
  line_code: string;
  segment: string;
  status: string;
  paid: number;
  reserve: number;
  cause: string | null;
  created_at: CreatedAt;
}

export interface IntelFeedItemsTable {
  tenant_id: string;
  id: Generated<string>;
  source_type: string;
  source_name: string;
  title: string;
  summary: string;
  url: string | null;
  published_date: DateText;
  state: string | null;
  line_code: string | null;
  carrier: string | null;
  tags: string[];
  created_at: CreatedAt;
}

export interface ModelScoreRowsTable {
  tenant_id: string;
  id: Generated<string>;
  model_id: string;
  period: string;
  score: number;
  actual: number;
  state: string | null;
  features: Jsonb<Record<string, string>>;
}

declare module './schema.ts' {
  interface Database {
    claims: ClaimsTable;
    intel_feed_items: IntelFeedItemsTable;
    model_score_rows: ModelScoreRowsTable;
  }
}
