import { sql } from 'kysely';
import {
  AnalyticsInputError,
  detectLossRatioSpikes,
  detectOutlierSegments,
  type Anomaly,
} from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ValidationError } from '../../errors.ts';
import { initialStatus } from './anomaly-statuses.ts';
import { RowError, isoDate, line, number, optionalText, state, text, type Record_ } from './ingest-fields.ts';
import { loadPortfolio } from './dataset.ts';
import { writeDetected } from './detected.ts';
import { getIngestion, type DataIngestion } from './ingestions.ts';
import { notify } from '../notify.ts';
import {
  loadClaimRow,
  loadIntelFeedRow,
  loadModelScoreRow,
  newLoadContext,
  rebuildModel,
  rollUpClaims,
  type LoadContext,
} from './ingest-datasets.ts';
import { tenantSlug } from './models.ts';

// CSV loads of POST /api/data-ingestion: parsed and validated row by row, good rows upserted, bad rows
// rejected with their row number, and after a portfolio load the portfolio detectors run again.

export const INGEST_MAX_BYTES = 26_214_400;
const MAX_REJECTS = 100;

/** RFC 4180: comma separated, double quotes around fields holding commas, quotes or line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted)
    throw new ValidationError('The CSV file ends inside a quoted field', [
      { field: 'file', message: 'unterminated quote' },
    ]);
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

type Dataset = 'portfolio' | 'filings' | 'claims' | 'intel-feeds' | 'model-scores';
const DATASETS: readonly Dataset[] = ['portfolio', 'filings', 'claims', 'intel-feeds', 'model-scores'];

/** The columns a header row must hold (the shared definitions in @ratelens/domain document every column). */
const COLUMNS: Record<Dataset, string[]> = {
  portfolio: [
    'month',
    'state',
    'lineOfBusiness',
    'segment',
    'exposure',
    'earnedPremium',
    'claimCount',
    'incurredLosses',
  ],
  filings: ['trackingNumber', 'carrier', 'state', 'lineOfBusiness', 'filingType', 'status', 'submittedDate'],
  claims: ['claimNumber', 'lossDate', 'state', 'lineOfBusiness', 'segment', 'status', 'paid'],
  'intel-feeds': ['sourceType', 'sourceName', 'title', 'publishedDate'],
  'model-scores': ['model', 'period', 'score', 'actual'],
};

const FILING_TYPES = ['rate', 'rule', 'form', 'rate-and-rule', 'form-and-rate'];
const FILING_STATUSES = ['draft', 'submitted', 'pending', 'approved', 'disapproved', 'withdrawn', 'closed'];

const ROW_LOADERS: Record<
  'claims' | 'intel-feeds' | 'model-scores',
  (tx: TenantTx, ctx: LoadContext, r: Record_) => Promise<void>
> = {
  claims: loadClaimRow,
  'intel-feeds': loadIntelFeedRow,
  'model-scores': loadModelScoreRow,
};

async function loadRow(
  tx: TenantTx,
  tenantId: string,
  dataset: 'portfolio' | 'filings',
  r: Record_,
): Promise<void> {
  if (dataset === 'portfolio') {
    const month = text(r, 'month');
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      throw new RowError(`month '${month}' is not YYYY-MM`, 'month');
    const { line: name, code } = line(r);
    const values = {
      exposure: number(r, 'exposure', { min: 0 })!,
      earned_premium: number(r, 'earnedPremium', { min: 0 })!,
      claim_count: number(r, 'claimCount', { min: 0, integer: true })!,
      incurred_losses: number(r, 'incurredLosses', { min: 0 })!,
    };
    await tx
      .insertInto('portfolio_rows')
      .values({
        tenant_id: tenantId,
        month,
        state: state(r),
        line: name,
        line_code: code,
        segment: text(r, 'segment', 100),
        ...values,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'month', 'state', 'line', 'segment']).doUpdateSet(values))
      .execute();
    return;
  }
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
  const values = {
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
  if (ownFlag !== null && !['true', 'yes', '1', 'y', 'false', 'no', '0', 'n'].includes(ownFlag))
    throw new RowError(`ownCarrier '${ownFlag}' is not true or false`, 'ownCarrier');
  const own = ownFlag !== null && ['true', 'yes', '1', 'y'].includes(ownFlag);
  await tx
    .insertInto('carriers')
    .values({ tenant_id: tenantId, code: carrierCode, name: text(r, 'carrier'), own })
    .onConflict((oc) =>
      own
        ? oc.columns(['tenant_id', 'code']).doUpdateSet({ own: true })
        : oc.columns(['tenant_id', 'code']).doNothing(),
    )
    .execute();
  await tx
    .insertInto('filings')
    .values({ tenant_id: tenantId, tracking_number: trackingNumber, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'tracking_number']).doUpdateSet(values))
    .execute();
}

/**
 * Runs the portfolio detectors over the stored book and writes their findings (new ones as new
 * anomalies, known ones refreshed). A book too short for the spike detector's baseline skips that one.
 */
export async function recomputePortfolioAnomalies(tx: TenantTx, tenantId: string, actor: string) {
  const started = new Date();
  const job = await tx
    .insertInto('analytics_jobs')
    .values({
      tenant_id: tenantId,
      kind: 'anomaly-recompute',
      status: 'running',
      error: null,
      detail: '{}',
      created_by: actor,
      started_at: started,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const portfolio = await loadPortfolio(tx);
  const keyPrefix = await tenantSlug(tx, tenantId);
  const findings: Anomaly[] = [];
  const skipped: string[] = [];
  for (const [name, detect] of [
    ['loss-ratio-spike', () => detectLossRatioSpikes(portfolio, { keyPrefix })],
    ['outlier-segment', () => detectOutlierSegments(portfolio, { keyPrefix })],
  ] as const) {
    try {
      if (portfolio.length > 0) findings.push(...detect());
    } catch (error) {
      if (!(error instanceof AnalyticsInputError)) throw error;
      skipped.push(`${name}: ${error.message}`);
    }
  }
  const written =
    findings.length === 0
      ? []
      : await writeDetected(
          tx,
          {
            tenantId,
            months: [...new Set(portfolio.map((r) => r.month))].sort(),
            portfolio,
            modelUsecases: new Map(),
            initialStatusId: (await initialStatus(tx)).id,
          },
          findings,
        );
  await tx
    .updateTable('analytics_jobs')
    .set({
      status: 'succeeded',
      progress: 100,
      finished_at: new Date(),
      detail: JSON.stringify({ anomalies: written.length, skipped }),
    })
    .where('id', '=', job.id)
    .execute();
  return written;
}

/**
 * One notice to the members for the anomalies first detected in this transaction (their created_at is
 * its now()); none new, nothing sent.
 */
export async function notifyNewAnomalies(tx: TenantTx, tenantId: string): Promise<void> {
  const fresh = await tx
    .selectFrom('anomalies')
    .select(['id', 'title'])
    .where(sql<boolean>`created_at >= now()`)
    .orderBy('severity', 'desc')
    .execute();
  if (fresh.length === 0) return;
  await notify(tx, tenantId, {
    event: 'anomaly.detected',
    title: fresh.length === 1 ? 'Anomaly detected' : `${fresh.length} anomalies detected`,
    body: fresh
      .slice(0, 3)
      .map((a) => a.title)
      .join('; '),
    severity: 'warning',
    link: fresh.length === 1 ? `/anomalies/${fresh[0]!.id}` : '/anomalies',
    audience: 'all',
  });
}

export interface IngestRequest {
  name: string;
  dataset: string;
  filename: string | null;
  bytes: Buffer;
}

/** Parses and loads one CSV file; small enough to finish inside the request, so the record comes back final. */
export async function ingestCsv(
  tx: TenantTx,
  tenantId: string,
  input: IngestRequest,
  actor: string,
): Promise<DataIngestion> {
  if (!(DATASETS as readonly string[]).includes(input.dataset)) {
    throw new ValidationError(`There is no dataset '${input.dataset}'; load one of ${DATASETS.join(', ')}`, [
      { field: 'dataset', message: `must be one of ${DATASETS.join(', ')}` },
    ]);
  }
  const dataset = input.dataset as Dataset;
  const context = newLoadContext(tenantId, actor);
  let textContent: string;
  try {
    textContent = new TextDecoder('utf-8', { fatal: true }).decode(input.bytes);
  } catch {
    throw new ValidationError('The file is not UTF-8 text', [{ field: 'file', message: 'must be UTF-8' }]);
  }
  const [header, ...rows] = parseCsv(textContent);
  if (!header)
    throw new ValidationError('The CSV file is empty', [{ field: 'file', message: 'has no header row' }]);
  const names = header.map((h) => h.trim());
  const missing = COLUMNS[dataset].filter((c) => !names.includes(c));
  if (missing.length > 0) {
    throw new ValidationError(
      `The header row lacks the column(s) ${missing.join(', ')} of the ${dataset} dataset`,
      [{ field: 'file', message: `needs columns ${COLUMNS[dataset].join(', ')}` }],
    );
  }
  const started = new Date();
  const { id } = await tx
    .insertInto('data_ingestions')
    .values({
      tenant_id: tenantId,
      name: input.name.trim(),
      dataset,
      filename: input.filename,
      status: 'running',
      rejects: '[]',
      created_by: actor,
      started_at: started,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rejects: { row: number; column?: string; message: string }[] = [];
  let loaded = 0;
  for (const [index, cells] of rows.entries()) {
    // Row numbers count the header as row 1, as a spreadsheet shows them.
    const rowNumber = index + 2;
    const record: Record_ = Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
    let inSavepoint = false;
    try {
      if (cells.length !== names.length)
        throw new RowError(`has ${cells.length} fields, the header ${names.length}`);
      await sql`savepoint ingest_row`.execute(tx);
      inSavepoint = true;
      if (dataset === 'portfolio' || dataset === 'filings') await loadRow(tx, tenantId, dataset, record);
      else await ROW_LOADERS[dataset](tx, context, record);
      await sql`release savepoint ingest_row`.execute(tx);
      loaded += 1;
    } catch (error) {
      // A constraint the checks above did not foresee (SQLSTATE 22xxx, 23xxx) rejects the row, not the load.
      const code = (error as { code?: unknown }).code;
      const rowFault = error instanceof RowError || (typeof code === 'string' && /^2[23]/.test(code));
      if (!rowFault) throw error;
      if (inSavepoint) {
        await sql`rollback to savepoint ingest_row`.execute(tx);
        await sql`release savepoint ingest_row`.execute(tx);
      }
      if (rejects.length < MAX_REJECTS) {
        const column = error instanceof RowError ? error.column : undefined;
        rejects.push({
          row: rowNumber,
          ...(column ? { column: column.slice(0, 100) } : {}),
          message: (error as Error).message.slice(0, 500),
        });
      }
    }
  }
  const rejected = rows.length - loaded;
  await tx
    .updateTable('data_ingestions')
    .set({
      status: loaded === 0 && rows.length > 0 ? 'failed' : 'succeeded',
      rows_total: rows.length,
      rows_loaded: loaded,
      rows_rejected: rejected,
      rejects: JSON.stringify(rejects),
      finished_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await notify(tx, tenantId, {
    event: 'data-load.finished',
    title: `${input.name.trim()}: ${loaded} ${loaded === 1 ? 'row' : 'rows'} loaded, ${rejected} rejected`,
    body: `The ${dataset} load ${loaded === 0 && rows.length > 0 ? 'failed' : 'finished'}.`,
    severity: loaded === 0 && rows.length > 0 ? 'warning' : 'info',
    link: '/settings/data-ingestion',
    audience: { emails: [actor] },
  });
  if (dataset === 'claims' && loaded > 0) await rollUpClaims(tx, context);
  if ((dataset === 'portfolio' || dataset === 'claims') && loaded > 0)
    await recomputePortfolioAnomalies(tx, tenantId, actor);
  if (dataset === 'model-scores') {
    for (const modelId of context.touchedModels) await rebuildModel(tx, context, modelId);
  }
  await notifyNewAnomalies(tx, tenantId);
  return getIngestion(tx, id);
}
