import type { TenantTx } from '../../db/tenant.ts';
import { aggregate, scopeHasRows, type GroupRow } from './data/execute.ts';
import type { DataPlan } from './data/planner.ts';
import { measureByKey, type Measure } from './data/semantic.ts';
import {
  changeText,
  emptyText,
  figure,
  fmt,
  periodWords,
  scopeWords,
  type Statement,
} from './data-answer-words.ts';

// The intel metrics answered together (a measure with `parts` in the semantic layer): each headline
// figure over the plan's window and the window before it, with its change, each citing the filings it
// was computed from in both windows. Every part is the plan's own filters plus the part's (pending,
// rate filings), so every cited filing satisfies every filter of the plan.

/** A window's figure: nothing on file counts as 0 for a count or a sum, and as no value for an average. */
function valueOf(m: Measure, row: GroupRow | undefined): number | null {
  if (!row) return m.den || m.key === 'median_days_to_disposition' ? null : 0;
  return row.value;
}

export async function intelMetricStatements(
  tx: TenantTx,
  plan: DataPlan,
): Promise<{ statements: Statement[]; lead: string } | { empty: string }> {
  const parts = measureByKey(plan.measure).parts ?? [];
  const scope = scopeWords(plan);
  const nowLabel = periodWords(plan, plan.period);
  const beforeLabel = periodWords(plan, plan.comparePeriod);
  const statements: Statement[] = [];
  const without: string[] = [];
  for (const part of parts) {
    const m = measureByKey(part.measure);
    const sub: DataPlan = {
      ...plan,
      measure: m.key,
      groupBy: null,
      filters: [...plan.filters, ...part.filters.map((f) => ({ ...f, values: [...f.values] }))],
    };
    const [now] = await aggregate(tx, sub, plan.period);
    const [before] = await aggregate(tx, sub, plan.comparePeriod);
    const a = valueOf(m, now);
    const b = valueOf(m, before);
    const rows = [now, before].filter((r): r is GroupRow => r !== undefined);
    if (rows.length === 0 || a === null) {
      without.push(part.label.toLowerCase());
      continue;
    }
    const filings = m.den || m.key === 'median_days_to_disposition' ? ` (${now?.n ?? 0} filings)` : '';
    const change =
      b === null
        ? 'no value the window before'
        : b === 0 && m.change === 'relative'
          ? `against none the window before`
          : `against ${fmt(b, m.unit)}, ${changeText(m, a, b).text}`;
    const figures = [figure(`${part.label} ${nowLabel}`, a, m.unit, m.decimals)];
    if (b !== null) {
      figures.push(figure(`${part.label} ${beforeLabel}`, b, m.unit, m.decimals));
      if (!(b === 0 && m.change === 'relative')) {
        const c = changeText(m, a, b);
        figures.push(figure(`change in ${part.label}`, c.value, c.unit, 2));
      }
    }
    statements.push({
      text: `${part.label} ${fmt(a, m.unit)}${filings} ${change}`,
      rows,
      figures,
      description: `${part.label} (${part.key}); ${scope}; ${nowLabel} and ${beforeLabel}`.slice(0, 500),
    });
  }
  if (statements.length === 0) return { empty: emptyText(plan, await scopeHasRows(tx, plan), plan.period) };
  const none = without.length ? ` (no value in this scope for ${without.join(', ')})` : '';
  return { lead: `Intel metrics, ${scope}, ${nowLabel} against ${beforeLabel}${none}:`, statements };
}
