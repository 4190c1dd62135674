import { sql } from 'kysely';
import { modelStability } from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { analyticsInput, monthEnd, monthStart, num, numOrNull, round } from './common.ts';
import { loadModelData } from './dataset.ts';

// The observed / expected series and the contributors of an anomaly's detail (and of its report).
// Portfolio figures are summed in SQL, by month over the anomaly's line (index portfolio_rows_line,
// tenant_id + line_code first) and by segment over the spike's window only: what reaches JavaScript is
// a row a month (and a median a month), never the line's rows (issue 19).

/** The stored anomaly fields the detail needs. */
export interface AnomalySubject {
  detector: string;
  model_id: string | null;
  location: string | null;
  line_of_business: string | null;
  segment: string | null;
  feature: string | null;
  expected_value: number | null;
  observed_value: number;
  period_start: string;
  period_end: string;
}

interface TimePoint {
  date: string;
  value: number | null;
}

export interface AnomalyDetailParts {
  observedSeries: TimePoint[];
  expectedSeries: TimePoint[];
  contributors: { dimension: string; value: string; contribution: number }[];
}

interface Sums {
  exposure: number;
  premium: number;
  claims: number;
  losses: number;
}

interface MonthSums {
  month: string;
  ownRows: number;
  own: Sums;
  peers: Sums;
  line: Sums;
}

const ZERO: Sums = { exposure: 0, premium: 0, claims: 0, losses: 0 };

const lossRatio = (s: Sums) => (s.premium > 0 ? s.losses / s.premium : 0);
const add = (a: Sums, b: Sums): Sums => ({
  exposure: a.exposure + b.exposure,
  premium: a.premium + b.premium,
  claims: a.claims + b.claims,
  losses: a.losses + b.losses,
});

function shares(items: { value: string; weight: number }[], dimension: string) {
  const positive = items.filter((i) => i.weight > 0);
  const total = positive.reduce((s, i) => s + i.weight, 0);
  return positive
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 20)
    .map((i) => ({ dimension, value: i.value, contribution: round(i.weight / total, 4) }));
}

function monthsBetween(start: string, end: string, months: readonly string[]): string[] {
  return months.filter((m) => monthStart(m) >= start.slice(0, 7) + '-01' && monthEnd(m) <= end);
}

/** Rows of the anomaly's own cell: its state, and its segment when it names one. */
function ownCell(a: AnomalySubject) {
  return sql<boolean>`p.state = ${a.location} and (${a.segment}::text is null or p.segment = ${a.segment})`;
}

/** Per month of the line: sums of the anomaly's cell, of the other states and of the whole line. */
async function monthSums(tx: TenantTx, a: AnomalySubject): Promise<MonthSums[]> {
  const own = ownCell(a);
  const peers = sql<boolean>`p.state is distinct from ${a.location}`;
  const sums = (where: typeof own) => sql`
      coalesce(sum(p.exposure) filter (where ${where}), 0)::float8,
      coalesce(sum(p.earned_premium) filter (where ${where}), 0)::float8,
      coalesce(sum(p.claim_count) filter (where ${where}), 0)::float8,
      coalesce(sum(p.incurred_losses) filter (where ${where}), 0)::float8`;
  const { rows } = await sql<{ month: string; own_rows: number; figures: number[] }>`
    select p.month, (count(*) filter (where ${own}))::int as own_rows,
      array[${sums(own)}, ${sums(peers)}, ${sums(sql<boolean>`true`)}] as figures
    from portfolio_rows p
    where p.line_code = ${a.line_of_business}
    group by p.month order by p.month`.execute(tx);
  const at = (f: number[], i: number): Sums => ({
    exposure: num(f[i]),
    premium: num(f[i + 1]),
    claims: num(f[i + 2]),
    losses: num(f[i + 3]),
  });
  return rows.map((r) => ({
    month: r.month,
    ownRows: num(r.own_rows),
    own: at(r.figures, 0),
    peers: at(r.figures, 4),
    line: at(r.figures, 8),
  }));
}

/** Per segment of the anomaly's cell, premium and losses in the given months (the spike's window). */
async function segmentSums(tx: TenantTx, a: AnomalySubject, months: readonly string[]) {
  if (months.length === 0) return [];
  const { rows } = await sql<{ segment: string; premium: number; losses: number }>`
    select p.segment, sum(p.earned_premium)::float8 as premium, sum(p.incurred_losses)::float8 as losses
    from portfolio_rows p
    where p.line_code = ${a.line_of_business} and ${ownCell(a)}
      and p.month >= ${months[0]} and p.month <= ${months.at(-1)}
    group by p.segment order by p.segment`.execute(tx);
  return rows.map((r) => ({ segment: r.segment, premium: num(r.premium), losses: num(r.losses) }));
}

/** Per month of the line, the median loss ratio of its state x segment cells. */
async function cellMedians(tx: TenantTx, a: AnomalySubject): Promise<Map<string, number>> {
  const { rows } = await sql<{ month: string; median: number }>`
    select c.month, percentile_cont(0.5) within group (order by c.ratio) as median
    from (
      select p.month,
        case when sum(p.earned_premium) > 0
             then (sum(p.incurred_losses)::float8 / sum(p.earned_premium)::float8) else 0 end as ratio
      from portfolio_rows p
      where p.line_code = ${a.line_of_business}
      group by p.month, p.state, p.segment
    ) c
    group by c.month`.execute(tx);
  return new Map(rows.map((r) => [r.month, num(r.median)]));
}

async function portfolioParts(tx: TenantTx, a: AnomalySubject): Promise<AnomalyDetailParts> {
  const point = (month: string, value: number | null): TimePoint => ({
    date: monthStart(month),
    value: value === null ? null : round(value, 6),
  });
  const byMonth = await monthSums(tx, a);
  const months = byMonth.map((m) => m.month);
  const observed = new Map(byMonth.filter((m) => m.ownRows > 0).map((m) => [m.month, lossRatio(m.own)]));
  if (a.detector === 'loss-ratio-spike') {
    const window = monthsBetween(a.period_start, a.period_end, months);
    const before = new Set(months.filter((m) => m < (window[0] ?? '9999')).slice(-12));
    const baseline = byMonth.filter((m) => before.has(m.month));
    const ownBase = lossRatio(baseline.reduce((s, m) => add(s, m.own), ZERO));
    const peerBase = lossRatio(baseline.reduce((s, m) => add(s, m.peers), ZERO));
    const relativity = peerBase > 0 ? ownBase / peerBase : 1;
    const expected = a.expected_value === null ? 0 : num(a.expected_value);
    const segments = await segmentSums(tx, a, window);
    return {
      observedSeries: months.map((m) => point(m, observed.get(m) ?? null)),
      expectedSeries: byMonth.map((m) => point(m.month, lossRatio(m.peers) * relativity)),
      contributors: shares(
        segments.map((s) => ({ value: s.segment, weight: s.losses - s.premium * expected })),
        'segment',
      ),
    };
  }
  const medians = await cellMedians(tx, a);
  const segmentTotals = byMonth.reduce((s, m) => add(s, m.own), ZERO);
  const lineTotals = byMonth.reduce((s, m) => add(s, m.line), ZERO);
  const frequency = (s: Sums) => (s.exposure > 0 ? s.claims / s.exposure : 0);
  const severity = (s: Sums) => (s.claims > 0 ? s.losses / s.claims : 0);
  const frequencyIndex = frequency(lineTotals) > 0 ? frequency(segmentTotals) / frequency(lineTotals) : 1;
  const severityIndex = severity(lineTotals) > 0 ? severity(segmentTotals) / severity(lineTotals) : 1;
  return {
    observedSeries: months.map((m) => point(m, observed.get(m) ?? null)),
    expectedSeries: months.map((m) => point(m, medians.get(m) ?? 0)),
    contributors: shares(
      [
        { value: 'claim frequency', weight: Math.log(Math.max(frequencyIndex, 1e-9)) },
        { value: 'claim severity', weight: Math.log(Math.max(severityIndex, 1e-9)) },
      ],
      'driver',
    ),
  };
}

/**
 * Observed against expected, month by month, as the detector that raised the finding sees it:
 * - loss-ratio spike: the state's loss ratio, against its line's loss ratio in the other states scaled by
 *   how the state compared with them over the 12 months before the spike window;
 * - outlier segment: the segment's loss ratio, against the median loss ratio of its line's segments;
 * - stability shift: the month's PSI (or the feature's CSI), against the typical month before.
 */
export async function detailParts(tx: TenantTx, a: AnomalySubject): Promise<AnomalyDetailParts> {
  const point = (month: string, value: number | null): TimePoint => ({
    date: monthStart(month),
    value: value === null ? null : round(value, 6),
  });
  if ((a.detector === 'loss-ratio-spike' || a.detector === 'outlier-segment') && a.line_of_business) {
    return portfolioParts(tx, a);
  }
  if (a.detector === 'stability-shift' && a.model_id) {
    const model = await tx
      .selectFrom('models')
      .select(['id', 'name', 'line', 'target', 'outcome_unit'])
      .where('id', '=', a.model_id)
      .executeTakeFirst();
    const data = model ? await loadModelData(tx, model) : null;
    if (data) {
      const points = await analyticsInput(() => modelStability(data));
      const value = (p: (typeof points)[number]) =>
        a.feature ? (p.features.find((f) => f.feature === a.feature)?.csi ?? null) : p.psi;
      const expected = numOrNull(a.expected_value);
      return {
        observedSeries: points.map((p) => point(p.month, value(p))),
        expectedSeries: points.map((p) => point(p.month, expected)),
        contributors: shares(
          (points.at(-1)?.features ?? []).map((f) => ({ value: f.feature, weight: f.csi })),
          'feature',
        ),
      };
    }
  }
  const month = a.period_end.slice(0, 7);
  return {
    observedSeries: [point(month, num(a.observed_value))],
    expectedSeries: [point(month, numOrNull(a.expected_value))],
    contributors: [],
  };
}
