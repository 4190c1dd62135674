import { filter } from '@ratelens/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../../db/tenant.ts';
import { filterSql } from '../../list-query.ts';
import type { DataPlan } from './planner.ts';
import { periodMonths, type Period } from './periods.ts';
import { DIMENSIONS, FILTER_FIELDS, FROM, ROW_ID, TIME_FIELDS, measureByKey } from './semantic.ts';

// Execution of a plan: the plan's filters and window written in the filter grammar, compiled against
// the semantic layer's field whitelist (values bound, never spliced), and one grouped aggregate query
// per window over the tenant's table, inside the caller's transaction (so under row-level security).

export const MAX_ROW_IDS = 500;

export interface GroupRow {
  key: string;
  value: number | null;
  num: number | null;
  den: number | null;
  base: number | null;
  n: number;
  ids: string[];
}

/** The plan's filters and window in the filter grammar (the same string a list screen takes). */
export function planFilter(plan: DataPlan, period: Period | null, options: { dropShare?: boolean } = {}): string {
  const b = filter();
  let empty = true;
  const and = () => {
    if (!empty) b.and();
    empty = false;
  };
  for (const f of plan.filters) {
    if (options.dropShare && f.dimension === plan.shareOf) continue;
    const field = DIMENSIONS[f.dimension].field;
    if (f.exclude) {
      for (const v of f.values) {
        and();
        b.where(field, 'ne', v);
      }
    } else if (f.values.length === 1) {
      and();
      b.where(field, 'eq', f.values[0]!);
    } else {
      and();
      b.open();
      f.values.forEach((v, i) => {
        if (i > 0) b.or();
        b.where(field, 'eq', v);
      });
      b.close();
    }
  }
  if (period) {
    const field = TIME_FIELDS[plan.timeField].field;
    const [from, to] = plan.dataset === 'portfolio' ? periodMonths(period) : [period.from, period.to];
    and();
    b.where(field, 'ge', from);
    and();
    b.where(field, 'le', to);
  }
  return b.build();
}

function groupColumn(plan: DataPlan) {
  if (!plan.groupBy) return null;
  if (plan.groupBy === 'month' && plan.dataset === 'filings') {
    const column = FILTER_FIELDS.filings[TIME_FIELDS[plan.timeField].field]!.column;
    return sql.raw(`substr(${column}, 1, 7)`);
  }
  return sql.raw(DIMENSIONS[plan.groupBy].column[plan.dataset]!);
}

/** The measure per group (one row without grouping) over the plan's rows in `period`. */
export async function aggregate(
  tx: TenantTx,
  plan: DataPlan,
  period: Period | null,
  options: { dropShare?: boolean; ungrouped?: boolean } = {},
): Promise<GroupRow[]> {
  const m = measureByKey(plan.measure);
  const ds = plan.dataset;
  const where = filterSql(planFilter(plan, period, options), FILTER_FIELDS[ds]) ?? sql<boolean>`true`;
  const condition = m.rowCondition ? sql<boolean>`${where} and ${m.rowCondition}` : where;
  const key = options.ungrouped ? null : groupColumn(plan);
  // A row without a value of the grouping dimension (a feed item naming no carrier) is in no group.
  const grouped = key ? sql<boolean>`${condition} and ${key} is not null` : condition;
  const rowId = ROW_ID[ds];
  const { rows } = await sql<{
    key: string | null;
    num: number | null;
    den: number | null;
    base: number | null;
    n: number;
    ids: string[] | null;
  }>`
    select ${key ?? sql`null::text`} as key, ${m.num} as num, ${m.den ?? sql`null::float8`} as den,
           ${m.base?.expr ?? sql`null::float8`} as base, count(*)::int as n,
           (array_agg(${rowId} order by ${rowId}))[1:${sql.lit(MAX_ROW_IDS)}] as ids
    from ${FROM[ds]}
    where ${grouped}
    ${key ? sql`group by 1` : sql``}`.execute(tx);
  return rows
    .filter((r) => r.n > 0)
    .map((r) => {
      const num = r.num === null ? null : Number(r.num);
      const den = r.den === null ? null : Number(r.den);
      const value =
        num === null ? null : m.den ? (den && den !== 0 ? (num / den) * (m.scale ?? 1) : null) : num * (m.scale ?? 1);
      return {
        key: r.key ?? '',
        value,
        num,
        den,
        base: r.base === null ? null : Number(r.base),
        n: r.n,
        ids: r.ids ?? [],
      };
    });
}

/** Whether the plan's dimensions (without its window) hold any rows at all: "writes no X in Y" or "none in this period". */
export async function scopeHasRows(tx: TenantTx, plan: DataPlan): Promise<boolean> {
  const where = filterSql(planFilter(plan, null), FILTER_FIELDS[plan.dataset]) ?? sql<boolean>`true`;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${FROM[plan.dataset]} where ${where}`.execute(tx);
  return (rows[0]?.n ?? 0) > 0;
}

export interface FilingRow {
  id: string;
  tracking_number: string;
  carrier_code: string;
  carrier: string | null;
  state: string;
  line: string;
  filing_type: string;
  status: string;
  requested: number | null;
  approved: number | null;
  premium_impact: number;
  policyholders: number | null;
  submitted: string;
  disposition: string | null;
  effective: string | null;
  days: number | null;
}

/** One filing by tracking number, through the same filter compilation. */
export async function lookupFiling(tx: TenantTx, plan: DataPlan): Promise<FilingRow | null> {
  const where = filterSql(planFilter(plan, null), FILTER_FIELDS.filings) ?? sql<boolean>`false`;
  const { rows } = await sql<FilingRow>`
    select f.id::text as id, f.tracking_number, f.carrier_code,
           (select c.name from carriers c where c.tenant_id = f.tenant_id and c.code = f.carrier_code) as carrier,
           f.state, f.line, f.filing_type, f.status, f.requested_change_pct::float8 as requested,
           f.approved_change_pct::float8 as approved, f.premium_impact::float8 as premium_impact,
           f.policyholders_affected as policyholders, f.submitted_date::text as submitted,
           f.disposition_date::text as disposition, f.effective_date::text as effective,
           f.days_to_disposition as days
    from filings f where ${where} limit 1`.execute(tx);
  return rows[0] ?? null;
}
