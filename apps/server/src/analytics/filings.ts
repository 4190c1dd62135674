import { AnalyticsInputError } from './errors.ts';
import { uuidV5 } from './ids.ts';
import type { Filing, FilingStatus, FilingType } from './types.ts';

export interface CountBy {
  key: string;
  count: number;
}

export interface FilingStats {
  total: number;
  byStatus: Record<FilingStatus, number>;
  byType: Record<FilingType, number>;
  /** Most filings first, ties by key. */
  byState: CountBy[];
  byLine: CountBy[];
  /** Mean requested change over filings with a requested change; null when none. */
  meanRequestedChangePct: number | null;
  /** Mean approved change over approved filings with a rate effect; null when none. */
  meanApprovedChangePct: number | null;
  /** Mean requested change of those same approved filings, to compare like with like. */
  meanRequestedOfApprovedPct: number | null;
  medianDaysToDisposition: number | null;
  /** approved / (approved + disapproved + withdrawn); null before any disposition. */
  approvalRate: number | null;
  totalPremiumImpact: number;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function countBy(filings: readonly Filing[], key: (f: Filing) => string): CountBy[] {
  const counts = new Map<string, number>();
  for (const f of filings) counts.set(key(f), (counts.get(key(f)) ?? 0) + 1);
  return [...counts.entries()]
    .map(([k, count]) => ({ key: k, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Counts by status, type, state and line; mean requested vs approved change; median days to disposition. */
export function filingStats(filings: readonly Filing[]): FilingStats {
  const byStatus: Record<FilingStatus, number> = { approved: 0, pending: 0, withdrawn: 0, disapproved: 0 };
  const byType: Record<FilingType, number> = { rate: 0, form: 0, rule: 0 };
  for (const f of filings) {
    byStatus[f.status] += 1;
    byType[f.filingType] += 1;
  }
  const requested = filings.flatMap((f) => (f.requestedChangePct === null ? [] : [f.requestedChangePct]));
  const approved = filings.filter((f) => f.status === 'approved' && f.approvedChangePct !== null);
  const decided = byStatus.approved + byStatus.disapproved + byStatus.withdrawn;
  const meanOrNull = (values: number[]) => {
    const m = mean(values);
    return m === null ? null : round(m, 2);
  };
  return {
    total: filings.length,
    byStatus,
    byType,
    byState: countBy(filings, (f) => f.state),
    byLine: countBy(filings, (f) => f.line),
    meanRequestedChangePct: meanOrNull(requested),
    meanApprovedChangePct: meanOrNull(approved.map((f) => f.approvedChangePct!)),
    meanRequestedOfApprovedPct: meanOrNull(approved.map((f) => f.requestedChangePct ?? 0)),
    medianDaysToDisposition: medianOf(
      filings.flatMap((f) => (f.daysToDisposition === null ? [] : [f.daysToDisposition])),
    ),
    approvalRate: decided === 0 ? null : round(byStatus.approved / decided, 4),
    totalPremiumImpact: filings.reduce((sum, f) => sum + f.premiumImpact, 0),
  };
}

export interface FilingSummary {
  tenantSlug: string;
  /** First and last submission dates covered. */
  from: string | null;
  to: string | null;
  overall: FilingStats;
  /** Stats per carrier, alphabetical. */
  byCarrier: ({ carrier: string } & FilingStats)[];
}

export function filingSummary(tenantSlug: string, filings: readonly Filing[]): FilingSummary {
  const dates = filings.map((f) => f.submittedDate).sort();
  const carriers = [...new Set(filings.map((f) => f.carrier))].sort();
  return {
    tenantSlug,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    overall: filingStats(filings),
    byCarrier: carriers.map((carrier) => ({
      carrier,
      ...filingStats(filings.filter((f) => f.carrier === carrier)),
    })),
  };
}

export interface CarrierLineActivity {
  carrier: string;
  line: string;
  filings: number;
  rateFilings: number;
  approved: number;
  pending: number;
  meanRequestedChangePct: number | null;
  meanApprovedChangePct: number | null;
  totalPremiumImpact: number;
  states: string[];
  lastSubmittedDate: string;
}

/**
 * Competitor rate activity by carrier and line, optionally since a date (YYYY-MM-DD). Busiest first.
 */
export function intelMetrics(
  filings: readonly Filing[],
  options: { since?: string } = {},
): CarrierLineActivity[] {
  if (options.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.since)) {
    throw new AnalyticsInputError(`Invalid date '${options.since}': expected YYYY-MM-DD`);
  }
  const selected = options.since ? filings.filter((f) => f.submittedDate >= options.since!) : filings;
  const groups = new Map<string, Filing[]>();
  for (const f of selected) {
    const key = `${f.carrier}|${f.line}`;
    const list = groups.get(key) ?? [];
    list.push(f);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .map(([key, list]) => {
      const [carrier, line] = key.split('|') as [string, string];
      const stats = filingStats(list);
      return {
        carrier,
        line,
        filings: list.length,
        rateFilings: stats.byType.rate,
        approved: stats.byStatus.approved,
        pending: stats.byStatus.pending,
        meanRequestedChangePct: stats.meanRequestedChangePct,
        meanApprovedChangePct: stats.meanApprovedChangePct,
        totalPremiumImpact: stats.totalPremiumImpact,
        states: [...new Set(list.map((f) => f.state))].sort(),
        lastSubmittedDate: list
          .map((f) => f.submittedDate)
          .sort()
          .at(-1)!,
      };
    })
    .sort(
      (a, b) => b.filings - a.filings || a.carrier.localeCompare(b.carrier) || a.line.localeCompare(b.line),
    );
}

export interface SourceType {
  id: string;
  key: string;
  name: string;
  description: string;
}

/** Where intelligence feed items come from. Ids are fixed (UUIDv5 of the key). */
export const SOURCE_TYPES: readonly SourceType[] = [
  {
    key: 'rate-filing',
    name: 'Rate filing',
    description: 'Rate filings submitted to state departments of insurance',
  },
  { key: 'form-filing', name: 'Form filing', description: 'Policy form and endorsement filings' },
  { key: 'rule-filing', name: 'Rule filing', description: 'Underwriting and rating rule filings' },
  { key: 'disposition', name: 'Filing disposition', description: 'Approvals, disapprovals and withdrawals' },
].map((s) => ({ id: uuidV5(`source-type/${s.key}`), ...s }));

export interface FeedItem {
  id: string;
  sourceType: string;
  title: string;
  summary: string;
  carrier: string;
  state: string;
  line: string;
  trackingNumber: string;
  filingId: string;
  /** YYYY-MM-DD of the event: disposition when decided, else submission. */
  publishedAt: string;
}

/** The most recent filing events as feed items, newest first. */
export function filingFeed(filings: readonly Filing[], options: { limit?: number } = {}): FeedItem[] {
  const limit = options.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw new AnalyticsInputError(`limit must be an integer from 1 to 500, got ${limit}`);
  }
  const items: FeedItem[] = filings.map((f) => {
    const decided = f.dispositionDate !== null;
    const sourceType = decided ? 'disposition' : `${f.filingType}-filing`;
    const change =
      f.requestedChangePct === null
        ? ''
        : ` (${f.requestedChangePct >= 0 ? '+' : ''}${f.requestedChangePct.toFixed(1)}% requested${
            f.approvedChangePct === null
              ? ''
              : `, ${f.approvedChangePct >= 0 ? '+' : ''}${f.approvedChangePct.toFixed(1)}% approved`
          })`;
    const title = decided
      ? `${f.carrier} ${f.line} ${f.filingType} filing ${f.status} in ${f.state}`
      : `${f.carrier} filed a ${f.line} ${f.filingType} filing in ${f.state}`;
    return {
      id: uuidV5(`feed/${f.id}/${sourceType}`),
      sourceType,
      title,
      summary: `${f.trackingNumber}: ${f.description}${change}.`,
      carrier: f.carrier,
      state: f.state,
      line: f.line,
      trackingNumber: f.trackingNumber,
      filingId: f.id,
      publishedAt: f.dispositionDate ?? f.submittedDate,
    };
  });
  return items
    .sort(
      (a, b) =>
        b.publishedAt.localeCompare(a.publishedAt) || a.trackingNumber.localeCompare(b.trackingNumber),
    )
    .slice(0, limit);
}
