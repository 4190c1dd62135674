import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import type { ListPage } from '../list-query.ts';
import { ANOMALY_FROM, anomalyWhere } from './anomalies.ts';
import { lineLabel, num, round, stateName, type DayWindow } from './common.ts';
import { memoryPage, type MemoryField } from './in-memory-list.ts';

// The dashboard's anomaly buckets (counts by status, severity, state, line, ...) and the checks of the
// ids its filters name. Split from dashboard.ts (issue 19).
export interface DashboardBucket {
  key: string;
  label: string;
  count: number;
  share: number;
  low: number;
  medium: number;
  high: number;
}

const BUCKET_FIELDS: Record<string, MemoryField<DashboardBucket>> = {
  key: { column: '', type: 'text', get: (b) => b.key },
  label: { column: '', type: 'text', get: (b) => b.label },
  count: { column: '', type: 'number', get: (b) => b.count },
  share: { column: '', type: 'number', get: (b) => b.share },
  low: { column: '', type: 'number', get: (b) => b.low },
  medium: { column: '', type: 'number', get: (b) => b.medium },
  high: { column: '', type: 'number', get: (b) => b.high },
};

export type BucketDimension =
  'severity' | 'status' | 'usecase' | 'location' | 'model' | 'detector' | 'lineOfBusiness';

const SEVERITY_LABELS: Record<string, string> = { '1': 'Low', '2': 'Medium', '3': 'High' };

const KEY_SQL: Record<BucketDimension, RawBuilder<string>> = {
  severity: sql<string>`a.severity::text`,
  status: sql<string>`a.status_id::text`,
  usecase: sql<string>`a.usecase_id::text`,
  location: sql<string>`coalesce(a.location, 'none')`,
  model: sql<string>`coalesce(a.model_id::text, 'none')`,
  detector: sql<string>`a.detector`,
  lineOfBusiness: sql<string>`coalesce(a.line_of_business, 'none')`,
};

const LABEL_SQL: Partial<Record<BucketDimension, RawBuilder<string>>> = {
  status: sql<string>`max(s.name)`,
  usecase: sql<string>`max((select u.name from usecases u where u.tenant_id = a.tenant_id and u.id = a.usecase_id))`,
  model: sql<string>`max((select m.name || ' ' || m.version from models m where m.tenant_id = a.tenant_id and m.id = a.model_id))`,
};

function labelOf(by: BucketDimension, key: string, sqlLabel: string | null): string {
  if (key === 'none') return by === 'location' ? 'No state' : by === 'model' ? 'No model' : 'None';
  switch (by) {
    case 'severity':
      return SEVERITY_LABELS[key] ?? key;
    case 'location':
      return stateName(key);
    case 'lineOfBusiness':
      return lineLabel(key);
    default:
      return sqlLabel ?? key;
  }
}

/**
 * Anomaly counts per value of a dimension over the window (and the list filter, which speaks the anomaly
 * list's fields); share is of every anomaly matching the same window and filter.
 */
export async function anomalyBuckets(
  tx: TenantTx,
  by: BucketDimension,
  query: Record<string, unknown>,
  window: DayWindow,
  fixed?: RawBuilder<boolean>,
): Promise<ListPage<DashboardBucket>> {
  const where = anomalyWhere(query, window, fixed);
  const label = LABEL_SQL[by] ?? sql<string>`null`;
  const { rows } = await sql<{
    key: string;
    label: string | null;
    count: number;
    low: number;
    medium: number;
    high: number;
  }>`
    select ${KEY_SQL[by]} as key, ${label} as label, count(*)::int as count,
      count(*) filter (where a.severity = 1)::int as low,
      count(*) filter (where a.severity = 2)::int as medium,
      count(*) filter (where a.severity = 3)::int as high
    from ${ANOMALY_FROM} where ${where} group by 1`.execute(tx);
  const total = rows.reduce((sum, r) => sum + num(r.count), 0);
  const buckets = rows.map((r) => ({
    key: r.key,
    label: labelOf(by, r.key, r.label).slice(0, 200),
    count: num(r.count),
    share: total > 0 ? round(num(r.count) / total, 4) : 0,
    low: num(r.low),
    medium: num(r.medium),
    high: num(r.high),
  }));
  return memoryPage(tx, buckets, { ...query, filter: undefined }, BUCKET_FIELDS, 'count:desc,key');
}

export async function requireStatus(tx: TenantTx, id: string): Promise<void> {
  const row = await tx.selectFrom('anomaly_statuses').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such anomaly status');
}

export async function requireUsecase(tx: TenantTx, id: string): Promise<void> {
  const row = await tx.selectFrom('usecases').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such use case');
}
