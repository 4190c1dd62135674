import { sql, type RawBuilder } from 'kysely';
import type {
  Filing,
  FilingStatus,
  FilingType,
  ModelData,
  ModelMonth,
  PortfolioRow,
} from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { num, numOrNull } from './common.ts';

// Reads the stored book back into the shapes of the pure analytics core, so every figure the API shows
// is computed by the same functions the core's tests check.

export async function loadPortfolio(tx: TenantTx, where?: RawBuilder<boolean>): Promise<PortfolioRow[]> {
  const rows = await tx
    .selectFrom('portfolio_rows as p')
    .select([
      'p.month',
      'p.state',
      'p.line',
      'p.segment',
      'p.exposure',
      'p.earned_premium',
      'p.claim_count',
      'p.incurred_losses',
    ])
    .where(where ?? sql<boolean>`true`)
    .orderBy('p.month')
    .orderBy('p.state')
    .orderBy('p.line')
    .orderBy('p.segment')
    .execute();
  return rows.map((r) => ({
    month: r.month,
    state: r.state,
    line: r.line,
    segment: r.segment,
    exposure: num(r.exposure),
    earnedPremium: num(r.earned_premium),
    claimCount: num(r.claim_count),
    incurredLosses: num(r.incurred_losses),
  }));
}

export interface StoredFiling extends Filing {
  lineCode: string;
  policyholdersAffected: number | null;
}

/** The filings (`f`) with their carriers (`c`); a foreign key gives every filing its carrier. */
export function filingsWithCarriers(tx: TenantTx) {
  return tx
    .selectFrom('filings as f')
    .innerJoin('carriers as c', (j) =>
      j.onRef('c.tenant_id', '=', 'f.tenant_id').onRef('c.code', '=', 'f.carrier_code'),
    );
}

export async function loadFilings(tx: TenantTx, where?: RawBuilder<boolean>): Promise<StoredFiling[]> {
  const rows = await filingsWithCarriers(tx)
    .select([
      'f.id',
      'f.tracking_number',
      'c.name as carrier',
      'f.carrier_code',
      'f.state',
      'f.line',
      'f.line_code',
      'f.filing_type',
      'f.status',
      'f.description',
      'f.requested_change_pct',
      'f.approved_change_pct',
      'f.premium_impact',
      'f.policyholders_affected',
      sql<string>`f.submitted_date::text`.as('submitted_date'),
      sql<string | null>`f.disposition_date::text`.as('disposition_date'),
      sql<string | null>`f.effective_date::text`.as('effective_date'),
      'f.days_to_disposition',
    ])
    .where(where ?? sql<boolean>`true`)
    .orderBy('f.submitted_date')
    .orderBy('f.tracking_number')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    trackingNumber: r.tracking_number,
    carrier: r.carrier,
    carrierCode: r.carrier_code,
    state: r.state,
    line: r.line,
    lineCode: r.line_code,
    filingType: r.filing_type as FilingType,
    description: r.description,
    requestedChangePct: numOrNull(r.requested_change_pct),
    approvedChangePct: numOrNull(r.approved_change_pct),
    premiumImpact: num(r.premium_impact),
    policyholdersAffected: r.policyholders_affected,
    submittedDate: r.submitted_date,
    dispositionDate: r.disposition_date,
    effectiveDate: r.effective_date,
    daysToDisposition: r.days_to_disposition,
    status: r.status as FilingStatus,
  }));
}

export interface ModelHead {
  id: string;
  name: string;
  line: string | null;
  target: string | null;
  outcome_unit: string | null;
}

/**
 * A model's monitoring data in the core's shape. Months come from the score bins; a feature takes part
 * only when it has a reference and a distribution in every month, so a partly loaded input never breaks
 * the stability figures of the others. Null when the model has no reference or no scored month yet.
 */
export async function loadModelData(
  tx: TenantTx,
  model: ModelHead,
  /** Only the scored months from this one ('YYYY-MM') on, with the reference (a report's window). */
  fromMonth?: string,
): Promise<ModelData | null> {
  const inWindow = (column: 'period' | 'month') =>
    fromMonth === undefined
      ? sql<boolean>`true`
      : column === 'period'
        ? sql<boolean>`(period = 'reference' or period >= ${fromMonth})`
        : sql<boolean>`month >= ${fromMonth}`;
  const scores = await tx
    .selectFrom('model_score_bins')
    .select(['period', 'bin', 'volume', 'expected', 'actual'])
    .where('model_id', '=', model.id)
    .where(inWindow('period'))
    .orderBy('period')
    .orderBy('bin')
    .execute();
  const features = await tx
    .selectFrom('model_feature_bins')
    .select(['period', 'feature', 'bin', 'label', 'share'])
    .where('model_id', '=', model.id)
    .where(inWindow('period'))
    .orderBy('period')
    .orderBy('feature')
    .orderBy('bin')
    .execute();
  const outcomes = await tx
    .selectFrom('model_state_outcomes')
    .select(['month', 'state', 'expected', 'actual'])
    .where('model_id', '=', model.id)
    .where(inWindow('month'))
    .orderBy('month')
    .orderBy('state')
    .execute();

  const reference = scores.filter((s) => s.period === 'reference').map((s) => num(s.volume));
  const months = [...new Set(scores.filter((s) => s.period !== 'reference').map((s) => s.period))].sort();
  if (reference.length === 0 || months.length === 0) return null;

  const featureBins = new Map<string, Map<string, { labels: string[]; shares: number[] }>>();
  for (const f of features) {
    const byPeriod = featureBins.get(f.feature) ?? new Map<string, { labels: string[]; shares: number[] }>();
    const dist = byPeriod.get(f.period) ?? { labels: [], shares: [] };
    dist.labels.push(f.label);
    dist.shares.push(num(f.share));
    byPeriod.set(f.period, dist);
    featureBins.set(f.feature, byPeriod);
  }
  const usable = [...featureBins.entries()].filter(([, byPeriod]) => {
    const ref = byPeriod.get('reference');
    return ref !== undefined && months.every((m) => byPeriod.get(m)?.shares.length === ref.shares.length);
  });

  const modelMonths: ModelMonth[] = months.map((month) => {
    const bins = scores.filter((s) => s.period === month);
    const total = bins.reduce((sum, b) => sum + num(b.volume), 0);
    return {
      month,
      scored: Math.round(total),
      deciles: bins.map((b) => ({
        decile: b.bin,
        count: num(b.volume),
        share: total > 0 ? num(b.volume) / total : 0,
        expected: num(b.expected ?? 0),
        actual: num(b.actual ?? 0),
      })),
      features: usable.map(([feature, byPeriod]) => {
        const dist = byPeriod.get(month)!;
        return { feature, bins: dist.labels, shares: dist.shares };
      }),
    };
  });
  return {
    id: model.id,
    name: model.name,
    line: model.line ?? '',
    target: (model.target ?? 'frequency') as ModelData['target'],
    outcomeUnit: (model.outcome_unit ?? 'claims') as ModelData['outcomeUnit'],
    reference: {
      deciles: reference,
      features: usable.map(([feature, byPeriod]) => {
        const ref = byPeriod.get('reference')!;
        return { feature, bins: ref.labels, shares: ref.shares };
      }),
    },
    months: modelMonths,
    byStateMonth: outcomes.map((o) => ({
      month: o.month,
      state: o.state,
      expected: num(o.expected),
      actual: num(o.actual),
    })),
  };
}
