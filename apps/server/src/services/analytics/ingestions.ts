import { sql, type Selectable } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { DataIngestionsTable } from '../../db/schema-analytics.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { iso, isoOrNull, page } from '../catalog/common.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { nonBlank, type DayWindow } from './common.ts';
import { fieldTable } from '../field-table.ts';

export type DataIngestion = Schema<'DataIngestion'>;

export const FIELDS = fieldTable('d', {
  id: 'uuid',
  name: 'text',
  dataset: 'text',
  filename: 'text?',
  status: 'text',
  rowsTotal: 'number',
  rowsLoaded: 'number',
  rowsRejected: 'number',
  rowsProcessed: { column: '(d.rows_loaded + d.rows_rejected)', type: 'number' },
  createdBy: 'text',
  startedAt: 'date?',
  finishedAt: 'date?',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

const COLUMNS = [
  'd.id',
  'd.name',
  'd.dataset',
  'd.filename',
  'd.status',
  'd.rows_total',
  'd.rows_loaded',
  'd.rows_rejected',
  'd.rejects',
  'd.error',
  'd.created_by',
  'd.started_at',
  'd.finished_at',
  'd.created_at',
  'd.updated_at',
] as const;

/** A load as COLUMNS select it: the stored row but for its tenant and the worker's lease. */
type Row = Omit<Selectable<DataIngestionsTable>, 'tenant_id' | 'worker' | 'lease_until'>;

function toDto(r: Row): DataIngestion {
  return {
    id: r.id,
    name: r.name,
    dataset: r.dataset as DataIngestion['dataset'],
    filename: r.filename,
    status: r.status as DataIngestion['status'],
    rowsTotal: r.rows_total,
    rowsLoaded: r.rows_loaded,
    rowsRejected: r.rows_rejected,
    rowsProcessed: r.rows_loaded + r.rows_rejected,
    error: r.error,
    rejects: (Array.isArray(r.rejects) ? r.rejects : []).slice(0, 100),
    createdBy: r.created_by,
    startedAt: isoOrNull(r.started_at),
    finishedAt: isoOrNull(r.finished_at),
    createdDateTime: iso(r.created_at),
    updateDateTime: iso(r.updated_at),
  };
}

/** Loads recorded from the window's first day on (by when the record was created). */
export async function listIngestions(
  tx: TenantTx,
  query: Record<string, unknown>,
  window: DayWindow,
): Promise<ListPage<DataIngestion>> {
  const q = parseListQuery(query, FIELDS, 'createdDateTime:desc', 'd.id');
  const inWindow = sql<boolean>`d.created_at >= ${window.from}::date`;
  const where = q.where ? sql<boolean>`${q.where} AND ${inWindow}` : inWindow;
  const { rows, ...total } = await selectPage(
    q,
    tx.selectFrom('data_ingestions as d').select(COLUMNS).where(where),
  );
  return page(q, total, rows.map(toDto));
}

export async function getIngestion(tx: TenantTx, id: string): Promise<DataIngestion> {
  const row = await tx
    .selectFrom('data_ingestions as d')
    .select(COLUMNS)
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such data load');
  return toDto(row);
}

const RUNNING = ['queued', 'running'];

export async function updateIngestion(
  tx: TenantTx,
  id: string,
  input: { name?: string; status?: 'cancelled' },
): Promise<DataIngestion> {
  // Waits for a batch in flight (it holds this row): the cancel lands between two batches, whose runner
  // then stops; the rows loaded so far stay (ingest-run.ts).
  await tx.selectFrom('data_ingestions').select('id').where('id', '=', id).forUpdate().execute();
  const current = await getIngestion(tx, id);
  if (input.status === 'cancelled' && !RUNNING.includes(current.status)) {
    throw new ConflictError(
      `The load has already ${current.status}; only a queued or running load can be cancelled`,
      'ingestion_finished',
    );
  }
  await tx
    .updateTable('data_ingestions')
    .set({
      ...(input.name !== undefined ? { name: nonBlank(input.name, 'name') } : {}),
      ...(input.status === 'cancelled' ? { status: 'cancelled', finished_at: new Date() } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return getIngestion(tx, id);
}

export async function deleteIngestion(tx: TenantTx, id: string): Promise<void> {
  const current = await getIngestion(tx, id);
  if (RUNNING.includes(current.status)) {
    throw new ConflictError(
      'The load is still in progress; cancel it before deleting its record',
      'ingestion_running',
    );
  }
  await tx.deleteFrom('data_ingestions').where('id', '=', id).execute();
}
