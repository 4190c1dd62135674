import { sql, type RawBuilder } from 'kysely';
import { monthLabel, summarise, type PortfolioRow } from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { filterSql, type ListField, type ListPage } from '../list-query.ts';
import {
  lineLabel,
  monthStart,
  num,
  round,
  slug,
  stateName,
  targetLossRatio,
  type DayWindow,
} from './common.ts';
import { loadFilings } from './dataset.ts';
import { memoryPage, type MemoryField } from './in-memory-list.ts';

export { anomalyBuckets, requireStatus, requireUsecase } from './dashboard-buckets.ts';
export { kbMetrics } from './dashboard-kb.ts';

export const PORTFOLIO_FIELDS: Record<string, ListField> = {
  state: { column: 'p.state', type: 'text' },
  lineOfBusiness: { column: 'p.line_code', type: 'text' },
  segment: { column: 'p.segment', type: 'text' },
  month: { column: 'p.month', type: 'text' },
};

export interface PerformanceRow {
  key: string;
  label: string;
  exposure: number;
  earnedPremium: number;
  claimCount: number;
  incurredLoss: number;
  lossRatio: number | null;
  expectedLossRatio: number | null;
  aeRatio: number | null;
  changePct: number | null;
}

const PERFORMANCE_FIELDS: Record<string, MemoryField<PerformanceRow>> = {
  key: { column: '', type: 'text', get: (r) => r.key, filterable: false },
  label: { column: '', type: 'text', get: (r) => r.label, filterable: false },
  exposure: { column: '', type: 'number', get: (r) => r.exposure, filterable: false },
  earnedPremium: { column: '', type: 'number', get: (r) => r.earnedPremium, filterable: false },
  claimCount: { column: '', type: 'number', get: (r) => r.claimCount, filterable: false },
  incurredLoss: { column: '', type: 'number', get: (r) => r.incurredLoss, filterable: false },
  lossRatio: { column: '', type: 'number', get: (r) => r.lossRatio, filterable: false },
  expectedLossRatio: { column: '', type: 'number', get: (r) => r.expectedLossRatio, filterable: false },
  aeRatio: { column: '', type: 'number', get: (r) => r.aeRatio, filterable: false },
  changePct: { column: '', type: 'number', get: (r) => r.changePct, filterable: false },
};

export type PerformanceGroup = 'state' | 'line-of-business' | 'segment' | 'month' | 'model';

type PortfolioDim = 'state' | 'segment';

/**
 * Portfolio rows of months `from`..`to` (YYYY-MM, inclusive) summed per month and line (and `dims`), in
 * SQL: the primary key (tenant_id, month, ...) bounds the read to the months asked for, so the cost
 * follows the window, not the size of the book. `incurredPriced` sums the losses of rows that earned
 * premium (the loss-ratio trend weights each row by its premium).
 */
async function portfolioByMonth(
  tx: TenantTx,
  from: string,
  to: string,
  dims: readonly PortfolioDim[],
  filter?: RawBuilder<boolean> | null,
): Promise<(PortfolioRow & { incurredPriced: number })[]> {
  const extra = dims.map((d) => sql.raw(`p.${d}`));
  const keys = sql.join([sql`p.month`, sql`p.line`, ...extra]);
  const { rows } = await sql<{
    month: string;
    line: string;
    state?: string;
    segment?: string;
    exposure: number;
    earned: number;
    claims: number;
    incurred: number;
    incurred_priced: number | null;
  }>`select ${keys}, sum(p.exposure) as exposure, sum(p.earned_premium) as earned,
      sum(p.claim_count)::float8 as claims, sum(p.incurred_losses) as incurred,
      sum(p.incurred_losses) filter (where p.earned_premium > 0) as incurred_priced
    from portfolio_rows p
    where p.month >= ${from} and p.month <= ${to} ${filter ? sql`and ${filter}` : sql``}
    group by ${keys} order by ${keys}`.execute(tx);
  return rows.map((r) => ({
    month: r.month,
    line: r.line,
    state: r.state ?? '',
    segment: r.segment ?? '',
    exposure: num(r.exposure),
    earnedPremium: num(r.earned),
    claimCount: num(r.claims),
    incurredLosses: num(r.incurred),
    incurredPriced: num(r.incurred_priced ?? 0),
  }));
}

/**
 * The months of the window present in the book and as many present months before them (for changePct),
 * read from the (tenant_id, month) index: the months before are found walking back from the window.
 */
async function windowMonthsSql(
  tx: TenantTx,
  window: DayWindow,
  filter?: RawBuilder<boolean> | null,
): Promise<{ current: string[]; previous: string[] }> {
  const months = calendarMonths(window);
  const first = months[0] ?? window.from.slice(0, 7);
  const last = months.at(-1) ?? window.to.slice(0, 7);
  const and = filter ? sql`and ${filter}` : sql``;
  const current = (
    await sql<{ month: string }>`select p.month from portfolio_rows p
      where p.month >= ${first} and p.month <= ${last} ${and} group by p.month order by p.month`.execute(tx)
  ).rows.map((r) => r.month);
  if (current.length === 0) return { current, previous: [] };
  const previous = (
    await sql<{ month: string }>`select p.month from portfolio_rows p where p.month < ${current[0]} ${and}
      group by p.month order by p.month desc limit ${current.length}`.execute(tx)
  ).rows
    .map((r) => r.month)
    .reverse();
  return { current, previous };
}

/**
 * Expected losses are the earned premium times the loss ratio each line is priced at (its target loss
 * ratio), so A/E above 1 means a group ran worse than its rates assumed. Models compare their own
 * predictions: A/E is the sum of actual over the sum of expected outcomes of the window.
 */
function performanceOf(
  key: string,
  label: string,
  rows: PortfolioRow[],
  previous: PortfolioRow[],
): PerformanceRow {
  const t = summarise(rows);
  const p = summarise(previous);
  const expectedLosses = rows.reduce((sum, r) => sum + r.earnedPremium * (targetLossRatio(r.line) ?? 0), 0);
  const lossRatio = t.earnedPremium > 0 ? t.lossRatio : null;
  const expectedLossRatio =
    t.earnedPremium > 0 && expectedLosses > 0 ? expectedLosses / t.earnedPremium : null;
  return {
    key,
    label,
    exposure: t.exposure,
    earnedPremium: t.earnedPremium,
    claimCount: t.claimCount,
    incurredLoss: t.incurredLosses,
    lossRatio: lossRatio === null ? null : round(lossRatio, 6),
    expectedLossRatio: expectedLossRatio === null ? null : round(expectedLossRatio, 6),
    aeRatio: lossRatio !== null && expectedLossRatio ? round(lossRatio / expectedLossRatio, 6) : null,
    changePct:
      lossRatio !== null && p.earnedPremium > 0 && p.lossRatio > 0
        ? round((lossRatio / p.lossRatio - 1) * 100, 4)
        : null,
  };
}

function groupRows(
  rows: readonly PortfolioRow[],
  keyOf: (r: PortfolioRow) => string,
): Map<string, PortfolioRow[]> {
  const groups = new Map<string, PortfolioRow[]>();
  for (const r of rows) {
    const key = keyOf(r);
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

export async function performance(
  tx: TenantTx,
  group: PerformanceGroup,
  query: Record<string, unknown>,
  window: DayWindow,
): Promise<ListPage<PerformanceRow>> {
  const filter = filterSql(typeof query.filter === 'string' ? query.filter : undefined, PORTFOLIO_FIELDS);
  // Only the window's months and as many before them are read, already summed per group and line.
  const { current, previous } = await windowMonthsSql(tx, window, filter);
  const dims: PortfolioDim[] = group === 'state' ? ['state'] : group === 'segment' ? ['segment'] : [];
  const all =
    current.length === 0
      ? []
      : await portfolioByMonth(tx, previous[0] ?? current[0]!, current.at(-1)!, dims, filter);
  const months = [...previous, ...current];
  const now = all.filter((r) => current.includes(r.month));
  const before = all.filter((r) => previous.includes(r.month));
  let items: PerformanceRow[];
  if (group === 'model') {
    const models = await tx.selectFrom('models').select(['id', 'name', 'version', 'line']).execute();
    const outcomes = await tx
      .selectFrom('model_state_outcomes')
      .select([
        'model_id',
        'month',
        sql<number>`sum(expected)`.as('expected'),
        sql<number>`sum(actual)`.as('actual'),
      ])
      .where('month', 'in', current.length > 0 ? current : [''])
      .groupBy(['model_id', 'month'])
      .execute();
    items = models.map((m) => {
      const row = performanceOf(
        m.id,
        `${m.name} ${m.version}`,
        now.filter((r) => r.line === m.line),
        before.filter((r) => r.line === m.line),
      );
      const mine = outcomes.filter((o) => o.model_id === m.id && current.includes(o.month));
      const expected = mine.reduce((s, o) => s + num(o.expected), 0);
      const actual = mine.reduce((s, o) => s + num(o.actual), 0);
      const ae = expected > 0 ? actual / expected : null;
      return {
        ...row,
        aeRatio: ae === null ? null : round(ae, 6),
        expectedLossRatio: ae && row.lossRatio !== null ? round(row.lossRatio / ae, 6) : null,
      };
    });
  } else {
    const keyOf: Record<Exclude<PerformanceGroup, 'model'>, (r: PortfolioRow) => string> = {
      state: (r) => r.state,
      'line-of-business': (r) => slug(r.line),
      segment: (r) => slug(r.segment),
      month: (r) => r.month,
    };
    const labelOf: Record<Exclude<PerformanceGroup, 'model'>, (r: PortfolioRow) => string> = {
      state: (r) => stateName(r.state),
      'line-of-business': (r) => r.line,
      segment: (r) => `${r.line} / ${r.segment}`,
      month: (r) => monthLabel(r.month),
    };
    const previousGroups = groupRows(before, keyOf[group]);
    items = [...groupRows(now, keyOf[group])].map(([key, rows]) =>
      performanceOf(
        key,
        labelOf[group](rows[0]!),
        rows,
        group === 'month' ? [] : (previousGroups.get(key) ?? []),
      ),
    );
    if (group === 'month') {
      // A month's change is against the month before it.
      const byMonth = groupRows(all, (r) => r.month);
      items = items.map((item) => {
        const prior = months[months.indexOf(item.key) - 1];
        return prior
          ? performanceOf(item.key, item.label, byMonth.get(item.key)!, byMonth.get(prior) ?? [])
          : item;
      });
    }
  }
  return memoryPage(tx, items, { ...query, filter: undefined }, PERFORMANCE_FIELDS, 'earnedPremium:desc,key');
}

export type TrendType = 'anomalies' | 'filings' | 'rate-change' | 'premium' | 'loss-ratio' | 'claims';

export interface TrendSeries {
  type: string;
  key: string;
  label: string;
  unit: 'count' | 'percent' | 'usd' | 'ratio';
  points: { date: string; value: number | null }[];
}

const TREND_FIELDS: Record<string, MemoryField<TrendSeries>> = {
  key: { column: '', type: 'text', get: (s) => s.key },
  label: { column: '', type: 'text', get: (s) => s.label },
};

const UNIT: Record<TrendType, TrendSeries['unit']> = {
  anomalies: 'count',
  filings: 'count',
  'rate-change': 'percent',
  premium: 'usd',
  'loss-ratio': 'ratio',
  claims: 'count',
};

/** Months overlapping the window, oldest first, from the window's first month to its last. */
function calendarMonths(window: DayWindow): string[] {
  const out: string[] = [];
  let month = window.from.slice(0, 7);
  const last = window.to.slice(0, 7);
  while (month <= last && out.length < 121) {
    out.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return out;
}

/**
 * Monthly trend series over the window: the whole book ('all') first, then one series per line of
 * business. Filter and orderBy work on the series (key, label).
 */
export async function trend(
  tx: TenantTx,
  type: TrendType,
  query: Record<string, unknown>,
  window: DayWindow,
): Promise<ListPage<TrendSeries>> {
  const months = calendarMonths(window);
  // Each observation: its month, its line code and the value it adds (or, for averages, a value and weight).
  let observations: { month: string; line: string; value: number; weight: number }[] = [];
  let average = false;
  if (type === 'anomalies') {
    const { rows } = await sql<{ month: string; line: string | null; n: number }>`
      select to_char(a.detected_at at time zone 'UTC', 'YYYY-MM') as month, a.line_of_business as line, count(*)::int as n
      from anomalies a where a.detected_at >= ${window.from}::date group by 1, 2`.execute(tx);
    observations = rows.map((r) => ({ month: r.month, line: r.line ?? 'none', value: num(r.n), weight: 1 }));
  } else if (type === 'filings' || type === 'rate-change') {
    const filings = await loadFilings(tx, sql<boolean>`f.submitted_date >= ${window.from}::date`);
    average = type === 'rate-change';
    observations = filings
      .filter((f) => type === 'filings' || (f.filingType === 'rate' && f.requestedChangePct !== null))
      .map((f) => ({
        month: f.submittedDate.slice(0, 7),
        line: f.lineCode,
        value: type === 'filings' ? 1 : f.requestedChangePct!,
        weight: 1,
      }));
  } else {
    // Summed per month and line in SQL over the window's months only (see portfolioByMonth).
    const rows = await portfolioByMonth(tx, months[0]!, months.at(-1)!, []);
    if (type === 'loss-ratio') {
      average = true;
      observations = rows.map((r) => ({
        month: r.month,
        line: slug(r.line),
        // Each book row weighs its loss ratio by its premium: summed, that is the priced losses.
        value: r.earnedPremium > 0 ? r.incurredPriced / r.earnedPremium : 0,
        weight: r.earnedPremium,
      }));
    } else {
      observations = rows.map((r) => ({
        month: r.month,
        line: slug(r.line),
        value: type === 'premium' ? r.earnedPremium : r.claimCount,
        weight: 1,
      }));
    }
  }
  const seriesOf = (key: string, label: string, obs: typeof observations): TrendSeries => ({
    type,
    key,
    label,
    unit: UNIT[type],
    points: months.map((m) => {
      const inMonth = obs.filter((o) => o.month === m);
      if (!average) return { date: monthStart(m), value: inMonth.reduce((s, o) => s + o.value, 0) };
      const weight = inMonth.reduce((s, o) => s + o.weight, 0);
      return {
        date: monthStart(m),
        value: weight > 0 ? round(inMonth.reduce((s, o) => s + o.value * o.weight, 0) / weight, 6) : null,
      };
    }),
  });
  const lines = [...new Set(observations.map((o) => o.line))].sort();
  const series = [
    seriesOf('all', 'All lines', observations),
    ...lines.map((line) =>
      seriesOf(
        line,
        lineLabel(line === 'none' ? null : line),
        observations.filter((o) => o.line === line),
      ),
    ),
  ];
  // 'all' stays first unless the caller sorts.
  return memoryPage(tx, series, query, TREND_FIELDS, 'key');
}
