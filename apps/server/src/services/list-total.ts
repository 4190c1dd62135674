import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';

// List totals: counted up to a cap, past it the planner's estimate (the strategy and why: COUNT_CAP).

/** Where a page starts and how many rows it holds at most. */
interface PageWindow {
  offset: number;
  pageSize: number;
}

/**
 * Lists count matching rows exactly up to this many; past it `total` is the query planner's row
 * estimate for the same statement and `totalIsEstimate` is true. Counting stops after COUNT_CAP + 1
 * rows, so a page costs the same whether the tenant holds 100 matching rows or 50,000 (a full count
 * reads every matching row on every page). A count maintained on write was not chosen: lists take
 * arbitrary filters, and a maintained count only answers the unfiltered one. The last page is always
 * exact (offset + rows), whatever the size.
 */
export const COUNT_CAP = 1000;

/** The planner's row estimate for `base` (EXPLAIN only plans; it reads no rows). */
export async function estimateRows<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  return planRows((await base.explain('json')) as unknown as Record<string, unknown>[]);
}

function planRows(plan: Record<string, unknown>[]): number {
  const first = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof first === 'string' ? JSON.parse(first) : first) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Math.round(Number(parsed[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * Total for a page given the capped count `counted` (at most COUNT_CAP + 1): exact up to the cap, exact
 * on a last page, otherwise the planner's estimate, never below what the page itself proves.
 */
export async function pageTotal(
  query: PageWindow,
  rowsOnPage: number,
  counted: number,
  estimate: () => Promise<number>,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  if (counted <= COUNT_CAP) return { total: counted, totalIsEstimate: false };
  if (rowsOnPage > 0 && rowsOnPage < query.pageSize)
    return { total: query.offset + rowsOnPage, totalIsEstimate: false };
  const atLeast = Math.max(
    COUNT_CAP + 1,
    query.offset + rowsOnPage + (rowsOnPage === query.pageSize ? 1 : 0),
  );
  return { total: Math.max(atLeast, await estimate()), totalIsEstimate: true };
}

/** `count(*)` of `base`, stopping after COUNT_CAP + 1 rows. */
export function cappedCount<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
): RawBuilder<number> {
  const limited = base
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(COUNT_CAP + 1);
  return sql<number>`(select count(*)::int from (${limited}) as capped__)`;
}

/** Totals of a page whose rows were read separately: `base` is the filtered list (any selection). */
export async function totalOf<DB, TB extends keyof DB, O>(
  query: PageWindow,
  base: SelectQueryBuilder<DB, TB, O>,
  rowsOnPage: number,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const one = (await base.clearSelect().select(cappedCount(base).as('n')).limit(1).executeTakeFirst()) as
    { n: number } | undefined;
  return pageTotal(query, rowsOnPage, Number(one?.n ?? 0), () => estimateRows(base));
}

/** totalOf for lists written as SQL text: `fromWhere` is their `from ... where ...` clause. */
export async function totalOfSql(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  query: PageWindow,
  fromWhere: RawBuilder<unknown>,
  rowsOnPage: number,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n
    from (select 1 ${fromWhere} limit ${COUNT_CAP + 1}) as capped__`.execute(db);
  return pageTotal(query, rowsOnPage, Number(rows[0]?.n ?? 0), async () => {
    const plan = await sql<Record<string, unknown>>`explain (format json) select 1 ${fromWhere}`.execute(db);
    return planRows(plan.rows);
  });
}
