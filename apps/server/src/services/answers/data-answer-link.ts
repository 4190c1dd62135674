import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { addDaysIso, lineCode } from '../analytics/common.ts';
import { filterSql } from '../list-query.ts';
import { planFilter } from './data/execute.ts';
import type { DataPlan, Vocabulary } from './data/planner.ts';
import { FILTER_FIELDS } from './data/semantic.ts';

/** The windows of the competitive-intelligence explorer (its `days` parameter). */
const EXPLORER_DAYS = [90, 180, 365, 730] as const;

/**
 * The competitive-intelligence explorer with the plan's filters in its URL, when it can show exactly the
 * plan's filings: one value per filter of a field it filters (state, carrier, line, status, filing type,
 * tracking number), a window on the submitted date, and every filing of the plan inside one of its
 * `days` windows (which end at the data's reference date). Otherwise null: no link is better than a
 * link to other rows. The portfolio screens take no filters from their URL, so portfolio plans get none.
 */
export async function screenLink(
  tx: TenantTx,
  plan: DataPlan,
  vocab: Vocabulary,
  usecaseId: string | null | undefined,
): Promise<string | null> {
  if (plan.dataset !== 'filings' || vocab.useCase !== 'competitive' || !usecaseId) return null;
  if (plan.ownVsCompetitors || plan.comparePeriod || plan.aggregation === 'share') return null;
  if (plan.period && plan.timeField !== 'submitted') return null;
  const params = new URLSearchParams();
  for (const f of plan.filters) {
    if (f.exclude || f.values.length !== 1) return null;
    const v = f.values[0]!;
    if (f.dimension === 'state') params.set('state', v);
    else if (f.dimension === 'line') params.set('lineOfBusiness', lineCode(v));
    else if (f.dimension === 'status') params.set('status', v);
    else if (f.dimension === 'filing_type') params.set('filingType', v);
    else if (f.dimension === 'tracking_number') params.set('q', v);
    else if (f.dimension === 'carrier') {
      const carrier = vocab.carriers.find((c) => c.code === v);
      if (!carrier || vocab.carriers.filter((c) => c.name === carrier.name).length > 1) return null;
      params.set('carrier', carrier.name);
    } else return null;
  }
  if (plan.period) {
    params.set('from', plan.period.from);
    params.set('to', plan.period.to);
  }
  const where = filterSql(planFilter(plan, plan.period), FILTER_FIELDS.filings) ?? sql<boolean>`true`;
  const { rows } = await sql<{ earliest: string | null; reference: string | null }>`
    select (select min(f.submitted_date)::text from filings f where ${where}) as earliest,
           (select d.as_of_date::text from analytics_datasets d limit 1) as reference`.execute(tx);
  const earliest = rows[0]?.earliest;
  if (!earliest) return null;
  // The explorer's window ends at the data's as-of date, or the calendar date without one.
  const reference = rows[0]?.reference ?? new Date().toISOString().slice(0, 10);
  const days = EXPLORER_DAYS.find((d) => addDaysIso(reference, -(d - 1)) <= earliest);
  if (!days) return null;
  params.set('days', String(days));
  return `/use-cases/${usecaseId}?${params.toString()}`;
}
