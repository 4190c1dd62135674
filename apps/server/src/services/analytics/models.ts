import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import {
  detectStabilityShifts,
  modelChartCollection,
  modelReports,
  modelStability,
  psi,
  stabilityBand,
  type ChartCollectionItem,
  type StabilityBand,
} from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { iso, isoOrNull, page, uniquely } from '../catalog/common.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { analyticsInput, monthEnd, monthStart, nonBlank, num, round, slug } from './common.ts';
import { loadModelData, loadPortfolio, type ModelHead } from './dataset.ts';
import { writeDetected } from './detected.ts';
import { initialStatus } from './anomaly-statuses.ts';
import { FREE_TEXT, fieldTable } from '../field-table.ts';

export type Model = Schema<'Model'>;

export type ModelWrite = Schema<'ModelWrite'>;

export const FIELDS = fieldTable('m', {
  id: 'uuid',
  name: 'text',
  usecaseId: 'uuid',
  version: 'text',
  kind: 'text',
  status: 'text',
  description: FREE_TEXT,
  lastScoredAt: 'date?',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

const COLUMNS = [
  'm.id',
  'm.name',
  'm.usecase_id',
  'm.version',
  'm.kind',
  'm.description',
  'm.status',
  'm.line',
  'm.target',
  'm.outcome_unit',
  'm.last_scored_at',
  'm.created_at',
  'm.updated_at',
] as const;

interface ModelRow extends ModelHead {
  usecase_id: string;
  version: string;
  kind: string;
  description: string | null;
  status: string;
  last_scored_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Band of each model's latest scored month against its reference (null without data). */
async function latestBands(tx: TenantTx, ids: readonly string[]): Promise<Map<string, StabilityBand>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .selectFrom('model_score_bins as b')
    .select(['b.model_id', 'b.period', 'b.bin', 'b.volume'])
    .where('b.model_id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('b.period', '=', 'reference'),
        eb(
          'b.period',
          '=',
          eb
            .selectFrom('model_score_bins as x')
            .select(sql<string>`max(x.period)`.as('p'))
            .whereRef('x.model_id', '=', 'b.model_id')
            .where('x.period', '<>', 'reference'),
        ),
      ]),
    )
    .orderBy('b.bin')
    .execute();
  const bands = new Map<string, StabilityBand>();
  for (const id of ids) {
    const mine = rows.filter((r) => r.model_id === id);
    const reference = mine.filter((r) => r.period === 'reference').map((r) => num(r.volume));
    const latest = mine.filter((r) => r.period !== 'reference').map((r) => num(r.volume));
    if (reference.length === 0 || latest.length !== reference.length) continue;
    try {
      bands.set(id, stabilityBand(psi(reference, latest)));
    } catch {
      // A distribution that sums to zero has no band; the model simply shows none.
    }
  }
  return bands;
}

function toModel(row: ModelRow, band: StabilityBand | undefined): Model {
  return {
    id: row.id,
    name: row.name,
    usecaseId: row.usecase_id,
    version: row.version,
    kind: row.kind as Model['kind'],
    description: row.description,
    status: row.status as Model['status'],
    lastScoredAt: isoOrNull(row.last_scored_at),
    stabilityBand: band ?? null,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

export async function listModels(tx: TenantTx, query: Record<string, unknown>): Promise<ListPage<Model>> {
  const q = parseListQuery(query, FIELDS, 'name', 'm.id');
  const where = q.where ?? sql<boolean>`true`;
  const { rows, ...total } = await selectPage(q, tx.selectFrom('models as m').select(COLUMNS).where(where));
  const bands = await latestBands(
    tx,
    rows.map((r) => r.id),
  );
  return page(
    q,
    total,
    rows.map((r) => toModel(r, bands.get(r.id))),
  );
}

async function modelRow(tx: TenantTx, id: string): Promise<ModelRow> {
  const row = await tx.selectFrom('models as m').select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such model');
  return row;
}

export async function findModel(tx: TenantTx, id: string): Promise<Model | null> {
  const row = await tx.selectFrom('models as m').select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
  if (!row) return null;
  return toModel(row, (await latestBands(tx, [id])).get(id));
}

export async function getModel(tx: TenantTx, id: string): Promise<Model> {
  const model = await findModel(tx, id);
  if (!model) throw new NotFoundError('No such model');
  return model;
}

async function requireUsecase(tx: TenantTx, id: string): Promise<void> {
  const row = await tx.selectFrom('usecases').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) {
    throw new ValidationError(`The use case ${id} does not exist`, [
      { field: 'usecaseId', message: 'is not a use case of this tenant' },
    ]);
  }
}

const duplicate = (input: ModelWrite) =>
  `A model named "${input.name.trim()}" with version "${input.version.trim()}" already exists`;

/** The columns a create and an update both write from the input. */
function writtenColumns(input: ModelWrite) {
  return {
    name: nonBlank(input.name, 'name'),
    usecase_id: input.usecaseId,
    version: nonBlank(input.version, 'version'),
    kind: input.kind,
    description: input.description ?? null,
    status: input.status ?? 'active',
  };
}

export async function createModel(tx: TenantTx, tenantId: string, input: ModelWrite): Promise<Model> {
  await requireUsecase(tx, input.usecaseId);
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('models')
        .values({
          tenant_id: tenantId,
          ...writtenColumns(input),
          line: null,
          target: null,
          outcome_unit: null,
          last_scored_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(input),
  );
  return getModel(tx, id);
}

export async function updateModel(tx: TenantTx, id: string, input: ModelWrite): Promise<Model> {
  await modelRow(tx, id);
  await requireUsecase(tx, input.usecaseId);
  await uniquely(
    () =>
      tx
        .updateTable('models')
        .set({ ...writtenColumns(input), updated_at: new Date() })
        .where('id', '=', id)
        .execute(),
    duplicate(input),
  );
  return getModel(tx, id);
}

/** Deleting a model removes its monitoring data and the anomalies raised about it. */
export async function deleteModel(tx: TenantTx, id: string): Promise<void> {
  await modelRow(tx, id);
  await tx.deleteFrom('models').where('id', '=', id).execute();
}

export async function listReports(tx: TenantTx, id: string): Promise<{ id: string; name: string }[]> {
  await modelRow(tx, id);
  return modelReports({ id }).map((r) => ({ id: r.id, name: r.name }));
}

export async function listSubReports(
  tx: TenantTx,
  id: string,
  reportId: string | undefined,
): Promise<{ id: string; name: string; key: string }[]> {
  await modelRow(tx, id);
  const reports = modelReports({ id });
  if (reportId === undefined) return reports.flatMap((r) => r.subReports);
  const report = reports.find((r) => r.id === reportId.toLowerCase());
  if (!report) throw new NotFoundError('No such report of this model');
  return report.subReports;
}

/** The contract's ChartCollectionItem: every field present, optional ones as null or []. */
export type ContractChart = Schema<'ChartCollectionItem'>;

function toContractChart({ enhanceDropDownOptions = [], data, ...head }: ChartCollectionItem): ContractChart {
  return {
    ...head,
    visibleCount: Math.max(1, head.visibleCount),
    noOfColumns: Math.min(6, Math.max(1, head.noOfColumns)),
    enhanceDropDownOptions,
    data: data.map((series) => ({
      color: series.color,
      legendLabel: series.legendLabel,
      legendCode: series.legendCode,
      colorMin: series.colorMin ?? null,
      colorMax: series.colorMax ?? null,
      dataPoints: series.dataPoints.map((p) => ({
        label: p.label,
        value: p.value,
        symbol: p.symbol ?? null,
      })),
    })),
  };
}

/**
 * The charts of one sub-report. A model without monitoring data yet (or without a portfolio line for the
 * portfolio view) has an empty collection: the report screen then says reports are not ready.
 */
export async function chartCollection(
  tx: TenantTx,
  id: string,
  reportId: string,
  reportType: string,
): Promise<ContractChart[]> {
  const row = await modelRow(tx, id);
  const report = modelReports({ id }).find((r) => r.id === reportId.toLowerCase());
  if (!report) throw new NotFoundError('No such report of this model');
  const sub = report.subReports.find((s) => s.key === reportType);
  if (!sub) throw new NotFoundError(`The report "${report.name}" has no sub-report "${reportType}"`);
  const data = await loadModelData(tx, row);
  if (!data) return [];
  const portfolio =
    sub.key === 'volume-vs-loss-ratio' && row.line ? await lastTwelveMonths(tx, row.line) : [];
  if (sub.key === 'volume-vs-loss-ratio' && portfolio.length === 0) return [];
  const charts = await analyticsInput(() => modelChartCollection(data, portfolio, sub.key));
  return charts.map(toContractChart);
}

/**
 * The line's rows of its last 12 months: all the volume-vs-loss-ratio chart shows (it takes the last
 * twelve months of what it is given), read from the primary key's month order instead of the whole line.
 */
async function lastTwelveMonths(tx: TenantTx, line: string) {
  const { rows } = await sql<{ month: string }>`
    select distinct p.month from portfolio_rows p where p.line = ${line}
    order by p.month desc limit 12`.execute(tx);
  const first = rows.at(-1)?.month;
  return first ? loadPortfolio(tx, sql<boolean>`p.line = ${line} and p.month >= ${first}`) : [];
}

export interface ModelStabilityResult {
  modelId: string;
  days: number;
  computedAt: string;
  overallPsi: number;
  band: StabilityBand;
  features: { feature: string; csi: number; band: StabilityBand }[];
  series: { date: string; psi: number; band: StabilityBand }[];
}

/**
 * PSI of the score and CSI of each input for the model's latest month, and the PSI of every month in the
 * window. The window counts back `days` from the model's own latest scored month (its data's as-of date).
 */
export async function modelStabilityReport(
  tx: TenantTx,
  id: string,
  days: number,
): Promise<ModelStabilityResult> {
  const row = await modelRow(tx, id);
  // Only the window's months are read and scored (issue 19): each month's PSI/CSI compares that month
  // with the reference alone, so the months before the window change nothing shown.
  const last = await tx
    .selectFrom('model_score_bins')
    .select((eb) => eb.fn.max('period').as('month'))
    .where('model_id', '=', id)
    .where('period', '<>', 'reference')
    .executeTakeFirst();
  const lastMonth = last?.month ?? null;
  const end = lastMonth ? Date.parse(`${monthEnd(lastMonth)}T00:00:00Z`) : 0;
  const from = new Date(end - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const data = lastMonth ? await loadModelData(tx, row, from.slice(0, 7)) : null;
  if (!data) throw new NotFoundError('The model has no reference distribution or scored month yet');
  const points = await analyticsInput(() => modelStability(data));
  const latest = points.at(-1)!;
  const inWindow = points.filter((p) => monthEnd(p.month) >= from);
  return {
    modelId: id,
    days,
    computedAt: new Date().toISOString(),
    overallPsi: round(latest.psi, 6),
    band: latest.band,
    features: latest.features.map((f) => ({ feature: slug(f.feature), csi: round(f.csi, 6), band: f.band })),
    series: (inWindow.length > 0 ? inWindow : [latest]).map((p) => ({
      date: monthStart(p.month),
      psi: round(p.psi, 6),
      band: p.band,
    })),
  };
}

export type Job = Schema<'Job'>;

export async function tenantSlug(tx: TenantTx, tenantId: string): Promise<string> {
  const row = await tx.selectFrom('analytics_datasets').select('slug').executeTakeFirst();
  return row?.slug ?? tenantId;
}

/**
 * Model reset: drops the stability findings raised about the model (whatever their triage state) and
 * detects them again from the stored distributions, then marks the monitoring state as reset. Small
 * enough to run inside the request; the job row records what happened.
 */
export async function resetModel(tx: TenantTx, tenantId: string, id: string, actor: string): Promise<Job> {
  const row = await modelRow(tx, id);
  const started = new Date();
  const job = await tx
    .insertInto('analytics_jobs')
    .values({
      tenant_id: tenantId,
      kind: 'model-reset',
      status: 'running',
      progress: 0,
      error: null,
      detail: JSON.stringify({ modelId: id }),
      created_by: actor,
      started_at: started,
      finished_at: null,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const removed = await tx
    .deleteFrom('anomalies')
    .where('model_id', '=', id)
    .where('detector', '=', 'stability-shift')
    .returning('id')
    .execute();
  const data = await loadModelData(tx, row);
  let raised: string[] = [];
  if (data) {
    // The tenant slug prefixes the keys, as at seed time, so a reset re-creates the same anomaly ids.
    const keyPrefix = await tenantSlug(tx, tenantId);
    const keyed = await analyticsInput(() => detectStabilityShifts([data], { keyPrefix }));
    const status = await initialStatus(tx);
    raised = await writeDetected(
      tx,
      {
        tenantId,
        months: data.months.map((m) => m.month),
        portfolio: [],
        modelUsecases: new Map([[id, row.usecase_id]]),
        initialStatusId: status.id,
      },
      keyed,
    );
  }
  const finished = new Date();
  const lastMonth = data?.months.at(-1)?.month;
  await tx
    .updateTable('models')
    .set({
      monitoring_reset_at: finished,
      ...(lastMonth ? { last_scored_at: `${monthEnd(lastMonth)}T00:00:00Z` } : {}),
      updated_at: finished,
    })
    .where('id', '=', id)
    .execute();
  await tx
    .updateTable('analytics_jobs')
    .set({
      status: 'succeeded',
      progress: 100,
      finished_at: finished,
      detail: JSON.stringify({
        modelId: id,
        anomaliesRemoved: removed.length,
        anomaliesRaised: raised.length,
      }),
    })
    .where('id', '=', job.id)
    .execute();
  return {
    id: job.id,
    kind: 'model-reset',
    status: 'succeeded',
    progress: 100,
    error: null,
    createdDateTime: iso(job.created_at),
    startedAt: iso(started),
    finishedAt: iso(finished),
  };
}
