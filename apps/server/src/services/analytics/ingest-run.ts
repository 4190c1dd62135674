import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { dbWork } from '../../db/pglite-queue.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { loadBatch } from '../batch-rows.ts';
import { notify } from '../notify.ts';
import {
  INGEST_BATCH_ROWS,
  allowLongStatements,
  loaderOf,
  deriveAfterLoad,
  parseIngestion,
  recordIngestion,
  type IngestRequest,
  type ParsedLoad,
} from './ingest.ts';
import { rollUpClaims } from './ingest-datasets.ts';
import { RowError, newLoadContext, type LoadContext } from './ingest-fields.ts';
import { getIngestion, type DataIngestion } from './ingestions.ts';

// Data loads off the request path (issue 18). The upload commits the load's record (running, rows
// parsed) and answers 202; this runner then loads the rows a batch at a time, each batch in its own
// tenant transaction that also moves the record's counts, so any other request sees the progress and a
// cancel takes effect at the next batch. Between batches the runner yields, so on PGlite (one
// connection) the requests queued meanwhile run before the next batch.

/** Rejected rows a record keeps (the first by row number). */
const MAX_REJECTS = 100;
/** How long a batch's process holds its load; every batch renews it (PostgreSQL: another process fails it after). */
const INGEST_LEASE_SECONDS = 300;
/** How often loads left behind by a process that died are marked failed. */
const SWEEP_INTERVAL_MS = 60_000;
/** The kind of work the PGlite queue sees: a batch holds the connection longer than a request's reads. */
const WORK = 'data-ingestion-batch';

interface Reject {
  row: number;
  column?: string;
  message: string;
}

function rejectOf(row: number, error: Error): Reject {
  const column = error instanceof RowError ? error.column : undefined;
  return { row, ...(column ? { column: column.slice(0, 100) } : {}), message: error.message.slice(0, 500) };
}

interface Load {
  id: string;
  name: string;
  context: LoadContext;
  parsed: ParsedLoad;
}

/** What a batch found when it locked the record: still ours to run, or stopped by someone else. */
type Verdict = 'go' | 'cancelled' | 'gone';

async function holdLoad(tx: TenantTx, id: string, worker: string): Promise<Verdict> {
  // The row lock makes a cancel (PUT) wait for the batch in flight: it then lands between two batches.
  const row = await tx
    .selectFrom('data_ingestions')
    .select(['status', 'worker'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.worker !== worker) return 'gone';
  if (row.status === 'cancelled') return 'cancelled';
  return row.status === 'running' ? 'go' : 'gone';
}

/** One batch: its rows, the claims roll-up they need, and the record's counts, in one transaction. */
async function runBatch(
  tx: TenantTx,
  load: Load,
  worker: string,
  start: number,
  rejects: Reject[],
): Promise<Verdict> {
  const verdict = await holdLoad(tx, load.id, worker);
  if (verdict !== 'go') return verdict;
  await allowLongStatements(tx);
  const { names, rows, dataset } = load.parsed;
  const loader = loaderOf(dataset);
  const slice = rows.slice(start, start + INGEST_BATCH_ROWS);
  const found: Reject[] = [];
  const loaded = await loadBatch(
    tx,
    // Row numbers count the header as row 1, as a spreadsheet shows them.
    slice.map((cells, offset) => ({ row: start + offset + 2, record: cells })),
    {
      prepare(cells) {
        if (cells.length !== names.length)
          throw new RowError(`has ${cells.length} fields, the header ${names.length}`);
        return loader.prepare(Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ''])));
      },
      ...(loader.check ? { check: (t, values) => loader.check!(t, load.context, values) } : {}),
      write: (t, values) => loader.write(t, load.context, values),
      refusal: (error): error is RowError => error instanceof RowError,
      reject: (row, error) => found.push(rejectOf(row, error)),
    },
  );
  // Claims recount their portfolio rows in the batch that loads them, so a cancel leaves the book whole.
  if (dataset === 'claims' && load.context.segments.size > 0) {
    await rollUpClaims(tx, load.context);
    load.context.segments.clear();
  }
  rejects.push(...found);
  rejects.sort((a, b) => a.row - b.row);
  rejects.length = Math.min(rejects.length, MAX_REJECTS);
  await tx
    .updateTable('data_ingestions')
    .set({
      rows_loaded: sql<number>`rows_loaded + ${loaded}`,
      rows_rejected: sql<number>`rows_rejected + ${slice.length - loaded}`,
      rejects: JSON.stringify(rejects),
      lease_until: new Date(Date.now() + INGEST_LEASE_SECONDS * 1000),
      updated_at: new Date(),
    })
    .where('id', '=', load.id)
    .execute();
  return 'go';
}

/** The record's end: derived figures for what is in, the final status, and the notice to the uploader. */
async function finish(tx: TenantTx, load: Load, worker: string, cancelled: boolean): Promise<void> {
  const verdict = await holdLoad(tx, load.id, worker);
  if (verdict === 'gone') return;
  await allowLongStatements(tx);
  const { rows_loaded: loaded, rows_rejected: rejected } = await tx
    .selectFrom('data_ingestions')
    .select(['rows_loaded', 'rows_rejected'])
    .where('id', '=', load.id)
    .executeTakeFirstOrThrow();
  const { dataset, rows } = load.parsed;
  await deriveAfterLoad(tx, load.context, dataset, loaded);
  const failed = !cancelled && loaded === 0 && rows.length > 0;
  await endRecord(
    tx,
    load,
    {
      status: cancelled ? 'cancelled' : failed ? 'failed' : 'succeeded',
      // A cancelled record keeps the end time the cancel gave it.
      ...(cancelled ? {} : { finished_at: new Date() }),
      ...(failed ? { error: 'No row of the file could be loaded; see the rejected rows' } : {}),
    },
    {
      title: `${load.name}: ${loaded} ${loaded === 1 ? 'row' : 'rows'} loaded, ${rejected} rejected`,
      body: cancelled
        ? `The ${dataset} load was cancelled; the rows loaded before the cancel stay.`
        : `The ${dataset} load ${failed ? 'failed' : 'finished'}.`,
      severity: failed || cancelled ? 'warning' : 'info',
    },
  );
}

/** Ends the record (no lease any more) and tells the uploader how the load ended. */
async function endRecord(
  tx: TenantTx,
  load: Load,
  set: { status: string; finished_at?: Date; error?: string },
  notice: { title: string; body: string; severity: 'info' | 'warning' },
): Promise<void> {
  await tx
    .updateTable('data_ingestions')
    .set({ ...set, lease_until: null, updated_at: new Date() })
    .where('id', '=', load.id)
    .execute();
  await notify(tx, load.context.tenantId, {
    event: 'data-load.finished',
    ...notice,
    link: '/settings/data-ingestion',
    audience: { emails: [load.context.actor] },
  });
}

async function fail(db: Db, load: Load, worker: string, reason: string): Promise<void> {
  await withTenant(db, load.context.tenantId, async (tx) => {
    if ((await holdLoad(tx, load.id, worker)) !== 'go') return;
    await endRecord(
      tx,
      load,
      { status: 'failed', error: reason.slice(0, 500), finished_at: new Date() },
      { title: `${load.name}: the load failed`, body: reason.slice(0, 500), severity: 'warning' },
    );
  });
}

export interface IngestionRunner {
  /** Records the load (committed, status running) and starts it; answers the record as committed. */
  submit(tenantId: string, input: IngestRequest, actor: string): Promise<DataIngestion>;
  /** Marks loads nobody runs any more as failed; answers how many. */
  sweep(): Promise<number>;
  /** Starts the periodic sweep (after the start-up one). */
  start(): void;
  /** Stops taking batches: each running load ends failed after its current batch. */
  stop(): Promise<void>;
  /** Resolves once no load of this process is running (tests). */
  idle(): Promise<void>;
}

export function createIngestionRunner(deps: {
  db: Db;
  log: FastifyBaseLogger;
  /** PGlite: one process owns the database, so at start-up every running load was interrupted. */
  singleProcess: boolean;
}): IngestionRunner {
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let swept = false;

  async function run(load: Load): Promise<void> {
    const rejects: Reject[] = [];
    const total = load.parsed.rows.length;
    let cancelled = false;
    for (let start = 0; start < total; start += INGEST_BATCH_ROWS) {
      if (stopping) {
        await fail(
          deps.db,
          load,
          worker,
          `The server stopped during the load after ${start} of ${total} rows; the rows loaded stay. Load the file again to finish it.`,
        );
        return;
      }
      const verdict = await withTenant(deps.db, load.context.tenantId, (tx) =>
        runBatch(tx, load, worker, start, rejects),
      );
      if (verdict === 'gone') return;
      if (verdict === 'cancelled') {
        cancelled = true;
        break;
      }
      // Let the requests that queued during the batch have the connection before the next one.
      await yieldToEvents();
    }
    await withTenant(deps.db, load.context.tenantId, (tx) => finish(tx, load, worker, cancelled));
  }

  function launch(load: Load) {
    const task = dbWork
      .run(WORK, () => run(load))
      .catch(async (error: unknown) => {
        deps.log.error({ err: error, ingestion: load.id }, 'data load failed');
        const reason = error instanceof Error ? error.message : String(error);
        await fail(deps.db, load, worker, `The load stopped on an error: ${reason}`).catch((again: unknown) =>
          deps.log.error({ err: again, ingestion: load.id }, 'marking a load failed'),
        );
      })
      .finally(() => running.delete(task));
    running.add(task);
  }

  const sweep = async () => {
    const { rows } = await sql<{ n: number }>`select fail_interrupted_ingestions(${
      deps.singleProcess && !swept
    }) as n`.execute(deps.db);
    swept = true;
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) deps.log.warn({ loads: n }, 'data loads interrupted by a stop were marked failed');
    return n;
  };

  return {
    async submit(tenantId, input, actor) {
      const parsed = parseIngestion(input);
      const record = await withTenant(deps.db, tenantId, async (tx) =>
        getIngestion(
          tx,
          await recordIngestion(
            tx,
            { tenantId, name: input.name, filename: input.filename, actor, worker },
            parsed,
            INGEST_LEASE_SECONDS,
          ),
        ),
      );
      const load = { id: record.id, name: record.name, context: newLoadContext(tenantId, actor), parsed };
      if (stopping) await fail(deps.db, load, worker, 'The server was stopping; load the file again');
      else launch(load);
      return record;
    },
    sweep,
    start() {
      timer = setInterval(() => {
        sweep().catch((error: unknown) => deps.log.warn({ err: error }, 'sweeping data loads failed'));
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
