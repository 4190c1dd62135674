import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import { filingStats } from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { parseListQuery, filterSql, totalOf, type ListPage } from '../list-query.ts';
import { page } from '../catalog/common.ts';
import { type DayWindow } from './common.ts';
import { loadFilings, type StoredFiling } from './dataset.ts';
import { fieldTable } from '../field-table.ts';

export type FilingDto = Schema<'Filing'>;

export function toFilingDto(f: StoredFiling): FilingDto {
  return {
    id: f.id,
    trackingNumber: f.trackingNumber,
    carrier: f.carrier,
    state: f.state as FilingDto['state'],
    lineOfBusiness: f.lineCode,
    filingType: f.filingType,
    status: f.status,
    requestedRateChange: f.requestedChangePct,
    approvedRateChange: f.approvedChangePct,
    premiumImpact: f.premiumImpact,
    policyholdersAffected: f.policyholdersAffected,
    submittedDate: f.submittedDate,
    dispositionDate: f.dispositionDate,
    daysToDisposition: f.daysToDisposition,
    effectiveDate: f.effectiveDate,
  };
}

export const FILING_FIELDS = fieldTable('f', {
  id: 'uuid',
  trackingNumber: 'text',
  carrier: {
    column: '(select c.name from carriers c where c.tenant_id = f.tenant_id and c.code = f.carrier_code)',
    type: 'text',
  },
  state: 'text',
  lineOfBusiness: { column: 'f.line_code', type: 'text' },
  filingType: 'text',
  status: 'text',
  requestedRateChange: { column: 'f.requested_change_pct', type: 'number', nullable: true },
  approvedRateChange: { column: 'f.approved_change_pct', type: 'number', nullable: true },
  premiumImpact: 'number',
  submittedDate: 'date',
  dispositionDate: 'date?',
  effectiveDate: 'date?',
  daysToDisposition: 'number?',
});

/** Filings submitted inside the window (from its first day on). */
export function submittedIn(window: DayWindow) {
  return sql<boolean>`f.submitted_date >= ${window.from}::date`;
}

export async function listFilings(
  tx: TenantTx,
  query: Record<string, unknown>,
  window: DayWindow,
): Promise<ListPage<FilingDto>> {
  const q = parseListQuery(query, FILING_FIELDS, 'submittedDate:desc', 'f.id');
  const where = q.where ? sql<boolean>`${q.where} AND ${submittedIn(window)}` : submittedIn(window);
  const ids = await tx
    .selectFrom('filings as f')
    .select('f.id')
    .where(where)
    .orderBy(q.orderBy)
    .limit(q.pageSize)
    .offset(q.offset)
    .execute();
  const byId = new Map(
    (ids.length === 0
      ? []
      : await loadFilings(tx, sql<boolean>`f.id in (${sql.join(ids.map((r) => r.id))})`)
    ).map((f) => [f.id, f]),
  );
  return page(
    q,
    await totalOf(q, tx.selectFrom('filings as f').where(where), ids.length),
    ids.map((r) => toFilingDto(byId.get(r.id)!)),
  );
}

const STATUS_LABELS: Record<string, string> = {
  approved: 'Approved',
  pending: 'Pending',
  withdrawn: 'Withdrawn',
  disapproved: 'Disapproved',
};
const TYPE_LABELS: Record<string, string> = { rate: 'Rate', form: 'Form', rule: 'Rule' };

export interface FilingStatsDto {
  tenantId: string;
  days: number;
  totalFilings: number;
  byStatus: { key: string; label: string; count: number }[];
  byFilingType: { key: string; label: string; count: number }[];
  approvalRate: number | null;
  averageRequestedRateChange: number | null;
  averageApprovedRateChange: number | null;
  totalPremiumImpact: number | null;
  medianDaysToDisposition: number | null;
}

export async function tenantFilingStats(
  tx: TenantTx,
  tenantId: string,
  query: Record<string, unknown>,
  window: DayWindow,
): Promise<FilingStatsDto> {
  const filter = filterSql(typeof query.filter === 'string' ? query.filter : undefined, FILING_FIELDS);
  const where = filter ? sql<boolean>`${filter} AND ${submittedIn(window)}` : submittedIn(window);
  const stats = filingStats(await loadFilings(tx, where));
  return {
    tenantId,
    days: window.days,
    totalFilings: stats.total,
    byStatus: Object.entries(stats.byStatus).map(([key, count]) => ({
      key,
      label: STATUS_LABELS[key] ?? key,
      count,
    })),
    byFilingType: Object.entries(stats.byType).map(([key, count]) => ({
      key,
      label: TYPE_LABELS[key] ?? key,
      count,
    })),
    approvalRate: stats.approvalRate,
    averageRequestedRateChange: stats.meanRequestedChangePct,
    averageApprovedRateChange: stats.meanApprovedChangePct,
    totalPremiumImpact: stats.totalPremiumImpact,
    medianDaysToDisposition: stats.medianDaysToDisposition,
  };
}
