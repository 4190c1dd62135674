import { sql, type Insertable } from 'kysely';
import type { FilingsTable, PortfolioRowsTable } from '../../db/schema-analytics.ts';
import { upsertLatest } from '../batch-rows.ts';
import {
  RowError,
  isoDate,
  line,
  number,
  optionalText,
  state,
  text,
  type DatasetLoader,
  type Record_,
} from './ingest-fields.ts';

// The two datasets of the book itself: portfolio rows (month x state x line x segment) and rate filings
// with their carriers. Both are upserts on their natural key, so a file loaded again replaces its rows.

type PortfolioRow = Omit<Insertable<PortfolioRowsTable>, 'tenant_id'>;

export const portfolioLoader: DatasetLoader<PortfolioRow> = {
  prepare(r: Record_): PortfolioRow {
    const month = text(r, 'month');
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      throw new RowError(`month '${month}' is not YYYY-MM`, 'month');
    const { line: name, code } = line(r);
    return {
      month,
      state: state(r),
      line: name,
      line_code: code,
      segment: text(r, 'segment', 100),
      exposure: number(r, 'exposure', { min: 0 })!,
      earned_premium: number(r, 'earnedPremium', { min: 0 })!,
      claim_count: number(r, 'claimCount', { min: 0, integer: true })!,
      incurred_losses: number(r, 'incurredLosses', { min: 0 })!,
    };
  },
  write: (tx, ctx, rows) =>
    upsertLatest(tx, rows, {
      table: 'portfolio_rows',
      tenantId: ctx.tenantId,
      key: (p) => [p.month, p.state, p.line, p.segment].join('\u0000'),
      conflict: ['tenant_id', 'month', 'state', 'line', 'segment'],
      update: ['exposure', 'earned_premium', 'claim_count', 'incurred_losses'],
    }),
};

const FILING_TYPES = ['rate', 'rule', 'form', 'rate-and-rule', 'form-and-rate'];
const FILING_STATUSES = ['draft', 'submitted', 'pending', 'approved', 'disapproved', 'withdrawn', 'closed'];
const YES = ['true', 'yes', '1', 'y'];

interface FilingRow {
  carrier: { code: string; name: string; own: boolean };
  filing: Omit<Insertable<FilingsTable>, 'tenant_id' | 'id'> & { tracking_number: string };
}

function prepareFiling(r: Record_): FilingRow {
  const trackingNumber = text(r, 'trackingNumber', 40).toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9-]{3,39}$/.test(trackingNumber))
    throw new RowError(`trackingNumber '${trackingNumber}' is not a tracking number`, 'trackingNumber');
  const carrierCode = (optionalText(r, 'carrierCode') ?? trackingNumber.split('-')[0]!).toUpperCase();
  if (!/^[A-Z0-9]{2,10}$/.test(carrierCode))
    throw new RowError(`carrierCode '${carrierCode}' must be 2 to 10 letters or digits`, 'carrierCode');
  const filingType = text(r, 'filingType').toLowerCase();
  if (!FILING_TYPES.includes(filingType))
    throw new RowError(`filingType '${filingType}' is not one of ${FILING_TYPES.join(', ')}`, 'filingType');
  const status = text(r, 'status').toLowerCase();
  if (!FILING_STATUSES.includes(status))
    throw new RowError(`status '${status}' is not one of ${FILING_STATUSES.join(', ')}`, 'status');
  const submitted = isoDate(r, 'submittedDate')!;
  const disposition = isoDate(r, 'dispositionDate', true);
  if (disposition && disposition < submitted)
    throw new RowError('dispositionDate is before submittedDate', 'dispositionDate');
  const { line: name, code } = line(r);
  const filing = {
    tracking_number: trackingNumber,
    carrier_code: carrierCode,
    state: state(r),
    line: name,
    line_code: code,
    filing_type: filingType,
    status,
    description: optionalText(r, 'description') ?? `${name} ${filingType} filing`,
    requested_change_pct: number(r, 'requestedRateChange', { optional: true, min: -100 }),
    approved_change_pct: number(r, 'approvedRateChange', { optional: true, min: -100 }),
    premium_impact: number(r, 'premiumImpact', { optional: true }) ?? 0,
    policyholders_affected: number(r, 'policyholdersAffected', { optional: true, integer: true, min: 0 }),
    submitted_date: submitted,
    disposition_date: disposition,
    effective_date: isoDate(r, 'effectiveDate', true),
    days_to_disposition: disposition
      ? Math.round(
          (Date.parse(`${disposition}T00:00:00Z`) - Date.parse(`${submitted}T00:00:00Z`)) / 86_400_000,
        )
      : null,
  };
  // Optional `ownCarrier` (true/yes/1): this row's carrier is the tenant's own (data answers: "our" vs competitors).
  const ownFlag = optionalText(r, 'ownCarrier')?.toLowerCase() ?? null;
  if (ownFlag !== null && ![...YES, 'false', 'no', '0', 'n'].includes(ownFlag))
    throw new RowError(`ownCarrier '${ownFlag}' is not true or false`, 'ownCarrier');
  const own = ownFlag !== null && YES.includes(ownFlag);
  return { carrier: { code: carrierCode, name: text(r, 'carrier'), own }, filing };
}

export const filingsLoader: DatasetLoader<FilingRow> = {
  prepare: prepareFiling,
  async write(tx, ctx, rows) {
    // A carrier keeps the name it was first loaded with; any row marking it as the tenant's own makes it so.
    const carriers = new Map<string, FilingRow['carrier']>();
    for (const { carrier } of rows) {
      const known = carriers.get(carrier.code);
      carriers.set(carrier.code, known ? { ...known, own: known.own || carrier.own } : carrier);
    }
    await tx
      .insertInto('carriers')
      .values([...carriers.values()].map((c) => ({ tenant_id: ctx.tenantId, ...c })))
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'code']).doUpdateSet({ own: sql<boolean>`carriers.own or excluded.own` }),
      )
      .execute();
    await upsertLatest(
      tx,
      rows.map((r) => r.filing),
      {
        table: 'filings',
        tenantId: ctx.tenantId,
        key: (f) => f.tracking_number,
        conflict: ['tenant_id', 'tracking_number'],
        update: [
          'carrier_code',
          'state',
          'line',
          'line_code',
          'filing_type',
          'status',
          'description',
          'requested_change_pct',
          'approved_change_pct',
          'premium_impact',
          'policyholders_affected',
          'submitted_date',
          'disposition_date',
          'effective_date',
          'days_to_disposition',
        ],
      },
    );
  },
};
