import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import { robustZScores } from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ValidationError } from '../../errors.ts';
import { filterSql } from '../list-query.ts';
import {
  lineCode,
  lineLabel,
  monthInWindow,
  round,
  stateName,
  targetLossRatio,
  type DayWindow,
} from './common.ts';
import { loadFilings, loadPortfolio, type StoredFiling } from './dataset.ts';
import { FILING_FIELDS, submittedIn } from './filings.ts';

// The competitive-intelligence workspace's aggregates: filings by state, line or carrier (the map and
// the rate-change distribution), and the tenant's own book beside its competitors' filed rate changes.

export const BREAKDOWN_KEYS = ['state', 'lineOfBusiness', 'carrier'] as const;
export type BreakdownKey = (typeof BREAKDOWN_KEYS)[number];

/** A cell's competitors' average change departs from its line's cells by this many robust SDs or more. */
export const OUTLIER_Z = 2;

async function filingsFor(tx: TenantTx, query: Record<string, unknown>, window: DayWindow) {
  const filter = filterSql(typeof query.filter === 'string' ? query.filter : undefined, FILING_FIELDS);
  const where = filter ? sql<boolean>`${filter} AND ${submittedIn(window)}` : submittedIn(window);
  return loadFilings(tx, where);
}

const mean = (values: number[]) =>
  values.length === 0 ? null : round(values.reduce((a, b) => a + b, 0) / values.length, 2);

/** The change a filing stands for: approved when decided with a rate effect, else requested. */
const changeOf = (f: StoredFiling) => f.approvedChangePct ?? f.requestedChangePct;

export async function filingBreakdown(
  tx: TenantTx,
  tenantId: string,
  query: Record<string, unknown>,
  window: DayWindow,
) {
  const by = (query.by ?? 'state') as Schema<'FilingBreakdown'>['by'];
  if (!(BREAKDOWN_KEYS as readonly string[]).includes(by)) {
    throw new ValidationError(`by must be one of ${BREAKDOWN_KEYS.join(', ')}`, [
      { field: 'by', message: `one of ${BREAKDOWN_KEYS.join(', ')}` },
    ]);
  }
  const filings = await filingsFor(tx, query, window);
  const groups = new Map<string, { label: string; list: StoredFiling[] }>();
  for (const f of filings) {
    const [key, label] =
      by === 'state'
        ? [f.state, stateName(f.state)]
        : by === 'lineOfBusiness'
          ? [f.lineCode, f.line]
          : [f.carrier, f.carrier];
    const group = groups.get(key) ?? { label, list: [] };
    group.list.push(f);
    groups.set(key, group);
  }
  const items = [...groups.entries()]
    .map(([key, { label, list }]) => {
      const requested = list.map((f) => f.requestedChangePct).filter((v): v is number => v !== null);
      const approved = list.map((f) => f.approvedChangePct).filter((v): v is number => v !== null);
      return {
        key,
        label,
        filings: list.length,
        approved: list.filter((f) => f.status === 'approved').length,
        averageRequestedRateChange: mean(requested),
        averageApprovedRateChange: mean(approved),
        totalPremiumImpact: round(
          list.reduce((s, f) => s + f.premiumImpact, 0),
          2,
        ),
        rateChanges: list
          .map(changeOf)
          .filter((v): v is number => v !== null)
          .sort((a, b) => a - b)
          .slice(0, 1000),
      };
    })
    .sort((a, b) => b.filings - a.filings || a.label.localeCompare(b.label));
  return { tenantId, days: window.days, by, items };
}

/**
 * The tenant's own book (earned premium, loss ratio against the line's target) beside the competitors'
 * filings in each state and line. A cell is an outlier when its competitors' average rate change lies
 * OUTLIER_Z or more robust standard deviations (median and MAD) from the other cells of its line.
 */
export async function marketComparison(
  tx: TenantTx,
  tenantId: string,
  query: Record<string, unknown>,
  window: DayWindow,
) {
  const filings = await filingsFor(tx, query, window);
  const book = (await loadPortfolio(tx)).filter((r) => monthInWindow(r.month, window));
  const cells = new Map<
    string,
    { state: string; line: string; premium: number; losses: number; changes: number[]; filings: number }
  >();
  const cell = (state: string, line: string) => {
    const key = `${state}|${lineCode(line)}`;
    const c = cells.get(key) ?? { state, line, premium: 0, losses: 0, changes: [], filings: 0 };
    cells.set(key, c);
    return c;
  };
  for (const r of book) {
    const c = cell(r.state, r.line);
    c.premium += r.earnedPremium;
    c.losses += r.incurredLosses;
  }
  for (const f of filings) {
    const c = cell(f.state, f.line);
    c.filings += 1;
    const change = changeOf(f);
    if (change !== null) c.changes.push(change);
  }
  const rows = [...cells.values()]
    .filter((c) => c.filings > 0 && c.premium > 0)
    .map((c) => ({
      state: c.state as Schema<'StateCode'>,
      stateName: stateName(c.state),
      lineOfBusiness: lineCode(c.line),
      lineLabel: lineLabel(lineCode(c.line)) === lineCode(c.line) ? c.line : lineLabel(lineCode(c.line)),
      ownEarnedPremium: round(c.premium, 2),
      ownLossRatio: round(c.losses / c.premium, 4),
      expectedLossRatio: targetLossRatio(c.line),
      competitorFilings: c.filings,
      competitorAverageRateChange: mean(c.changes),
      zScore: null as number | null,
      outlier: false,
    }));
  const byLine = new Map<string, typeof rows>();
  for (const r of rows) {
    if (r.competitorAverageRateChange === null) continue;
    const list = byLine.get(r.lineOfBusiness) ?? [];
    list.push(r);
    byLine.set(r.lineOfBusiness, list);
  }
  for (const list of byLine.values()) {
    if (list.length < 3) continue;
    const z = robustZScores(list.map((r) => r.competitorAverageRateChange!));
    list.forEach((r, i) => {
      r.zScore = round(z[i]!, 2);
      r.outlier = Math.abs(z[i]!) >= OUTLIER_Z;
    });
  }
  rows.sort((a, b) => a.lineLabel.localeCompare(b.lineLabel) || a.state.localeCompare(b.state));
  return { tenantId, days: window.days, outlierZ: OUTLIER_Z, items: rows };
}
