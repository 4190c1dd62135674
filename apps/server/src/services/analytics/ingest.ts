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
import type { DatasetLoader, LoadContext } from './ingest-fields.ts';
import { loadPortfolio } from './dataset.ts';
import { writeDetected } from './detected.ts';
import { notify } from '../notify.ts';
import { filingsLoader, portfolioLoader } from './ingest-book.ts';
import { claimsLoader, intelFeedsLoader, modelScoresLoader } from './ingest-datasets.ts';
import { rebuildModel } from './ingest-model-bins.ts';
import { tenantSlug } from './models.ts';

// CSV loads of POST /api/data-ingestion: parsed and validated row by row, good rows upserted, bad rows
// rejected with their row number, and after a portfolio load the portfolio detectors run again.

export const INGEST_MAX_BYTES = 26_214_400;

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

export type Dataset = 'portfolio' | 'filings' | 'claims' | 'intel-feeds' | 'model-scores';
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

const LOADERS: Record<Dataset, DatasetLoader<unknown>> = {
  portfolio: portfolioLoader,
  filings: filingsLoader,
  claims: claimsLoader,
  'intel-feeds': intelFeedsLoader,
  'model-scores': modelScoresLoader,
};

/** Longest a statement of a data load may run on PostgreSQL (requests get STATEMENT_TIMEOUT_MS). */
const INGEST_STATEMENT_TIMEOUT_S = 600;
/** Rows a batch holds: one transaction, one statement a table, one round of database checks. */
export const INGEST_BATCH_ROWS = 1000;
/** A load this large refreshes the table statistics before it commits (PGlite has no autovacuum). */
const ANALYZE_AFTER = 1000;
const TABLES: Record<Dataset, string[]> = {
  portfolio: ['portfolio_rows'],
  filings: ['filings', 'carriers'],
  claims: ['claims', 'portfolio_rows'],
  'intel-feeds': ['intel_feed_items'],
  'model-scores': ['model_score_rows'],
};

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

/** A file checked and parsed: what the load runs over. */
export interface ParsedLoad {
  dataset: Dataset;
  names: string[];
  rows: string[][];
}

/** Checks the dataset, the encoding and the header row; a file that fails here records no load (400). */
export function parseIngestion(input: IngestRequest): ParsedLoad {
  if (!(DATASETS as readonly string[]).includes(input.dataset)) {
    throw new ValidationError(`There is no dataset '${input.dataset}'; load one of ${DATASETS.join(', ')}`, [
      { field: 'dataset', message: `must be one of ${DATASETS.join(', ')}` },
    ]);
  }
  const dataset = input.dataset as Dataset;
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
  return { dataset, names, rows };
}

/** The record of a load about to run: committed before its first row, so other requests see it. */
export async function recordIngestion(
  tx: TenantTx,
  input: { tenantId: string; name: string; filename: string | null; actor: string; worker: string },
  parsed: ParsedLoad,
  leaseSeconds: number,
): Promise<string> {
  const { id } = await tx
    .insertInto('data_ingestions')
    .values({
      tenant_id: input.tenantId,
      name: input.name.trim(),
      dataset: parsed.dataset,
      filename: input.filename,
      status: 'running',
      rows_total: parsed.rows.length,
      rejects: '[]',
      created_by: input.actor,
      started_at: new Date(),
      finished_at: null,
      worker: input.worker,
      lease_until: new Date(Date.now() + leaseSeconds * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The loader of a dataset. */
export function loaderOf(dataset: Dataset): DatasetLoader<unknown> {
  return LOADERS[dataset];
}

/** A load's statements may outlast the 15 s a request's statement gets on PostgreSQL; PGlite ignores it. */
export async function allowLongStatements(tx: TenantTx): Promise<void> {
  await sql`set local statement_timeout = ${sql.lit(`${INGEST_STATEMENT_TIMEOUT_S}s`)}`.execute(tx);
}

/**
 * What a load derives once its rows are in (or it was cancelled with some in): the table statistics,
 * the bins of the models it scored, the portfolio detectors, and the notice of new anomalies.
 */
export async function deriveAfterLoad(
  tx: TenantTx,
  context: LoadContext,
  dataset: Dataset,
  loaded: number,
): Promise<void> {
  if (loaded >= ANALYZE_AFTER) await sql`select app_analyze(${TABLES[dataset]}::text[])`.execute(tx);
  if ((dataset === 'portfolio' || dataset === 'claims') && loaded > 0)
    await recomputePortfolioAnomalies(tx, context.tenantId, context.actor);
  if (dataset === 'model-scores') {
    for (const modelId of context.touchedModels) await rebuildModel(tx, context, modelId);
  }
  await notifyNewAnomalies(tx, context.tenantId);
}
