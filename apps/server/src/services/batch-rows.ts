import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../db/tenant.ts';

// Bulk loads (data ingestion, the members CSV import) write their rows in multi-row statements. A batch
// the database refuses for a reason that belongs to one row (a constraint the checks in JavaScript did
// not foresee) is split in halves under savepoints until each refused row stands alone, so the good rows
// of the same batch still load and every refused row is reported.

/** A statement refused for a row's content: SQLSTATE class 22 (data exception) or 23 (constraint). */
export function isRowFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

export interface BatchOptions<T> {
  /** Rows a statement carries. */
  size: number;
  /** Writes one batch; throws to refuse it. */
  write: (tx: TenantTx, batch: T[]) => Promise<void>;
  /** Called once for each row the database refused on its own. */
  reject: (item: T, error: Error) => void;
}

async function attempt<T>(tx: TenantTx, batch: T[], options: BatchOptions<T>): Promise<number> {
  await sql`savepoint batch_rows`.execute(tx);
  try {
    await options.write(tx, batch);
    await sql`release savepoint batch_rows`.execute(tx);
    return batch.length;
  } catch (error) {
    if (!isRowFault(error)) throw error;
    await sql`rollback to savepoint batch_rows`.execute(tx);
    await sql`release savepoint batch_rows`.execute(tx);
    if (batch.length === 1) {
      options.reject(batch[0]!, error as Error);
      return 0;
    }
    const half = Math.ceil(batch.length / 2);
    return (
      (await attempt(tx, batch.slice(0, half), options)) + (await attempt(tx, batch.slice(half), options))
    );
  }
}

/** Writes `items` in order, `size` rows a statement; answers how many were written. */
export async function writeInBatches<T>(tx: TenantTx, items: T[], options: BatchOptions<T>): Promise<number> {
  let written = 0;
  for (let i = 0; i < items.length; i += options.size)
    written += await attempt(tx, items.slice(i, i + options.size), options);
  return written;
}

/** The last item for each key, in the order of those last occurrences (a later row replaces an earlier one). */
function lastByKey<T>(items: T[], key: (item: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    byKey.delete(k);
    byKey.set(k, item);
  }
  return [...byKey.values()];
}

/** `SET column = excluded.column` for each of `columns`: the update of an upsert that takes the new row. */
function fromExcluded<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  return Object.fromEntries(columns.map((c) => [c, sql.ref<never>(`excluded.${c}`)])) as Record<
    C,
    RawBuilder<never>
  >;
}

/** Tables a bulk load upserts into: each is tenant-owned and keyed by the tenant and a natural key. */
type UpsertTable = 'portfolio_rows' | 'filings' | 'claims' | 'intel_feed_items';

export interface Upsert<T> {
  table: UpsertTable;
  tenantId: string;
  /** The natural key of a row: the last row of a key in the batch is the one written. */
  key: (row: T) => string;
  /** The conflict target: the key's columns, or an expression (a unique index on lower(...)). */
  conflict: readonly string[] | RawBuilder<unknown>;
  /** The columns a repeated key takes from the new row. */
  update: readonly string[];
}

/**
 * One multi-row `INSERT ... ON CONFLICT DO UPDATE` of a batch under the tenant, a later row of a key
 * replacing an earlier one (one statement may not update a row twice), as a row-by-row load would.
 */
export async function upsertLatest<T extends object>(tx: TenantTx, rows: T[], u: Upsert<T>): Promise<void> {
  const unique = lastByKey(rows, u.key);
  if (unique.length === 0) return;
  // The table is one of a closed set; Kysely cannot type a table chosen at run time, hence the casts.
  await tx
    .insertInto(u.table as 'claims')
    .values(unique.map((r) => ({ tenant_id: u.tenantId, ...r })) as never)
    .onConflict((oc) =>
      (Array.isArray(u.conflict)
        ? oc.columns(u.conflict as never)
        : oc.expression(u.conflict as never)
      ).doUpdateSet(fromExcluded(u.update) as never),
    )
    .execute();
}

/** A row of a bulk load, numbered as a spreadsheet shows it (the header is row 1). */
export interface NumberedRow<R> {
  row: number;
  record: R;
}

export interface LoadSteps<R, T> {
  /** The row's values; throws a `refusal` to reject the row alone. */
  prepare(record: R): T;
  /** For each row (same order), the reason it cannot load, or null: checks that need the database. */
  check?(tx: TenantTx, rows: T[]): Promise<(Error | null)[]>;
  /** Writes rows; a batch refused for a row's content is split to find the row (see attempt). */
  write(tx: TenantTx, rows: T[]): Promise<void>;
  /** Whether an error thrown by prepare rejects the row (any other error fails the whole load). */
  refusal(error: unknown): error is Error;
  /** Hears of each rejected row. */
  reject(row: number, error: Error): void;
}

/**
 * The one batch loop of every bulk load: each row is read and checked in JavaScript, the database
 * checks run once for the batch, and the rows left go in multi-row statements. Answers the rows written.
 */
export async function loadBatch<R, T>(
  tx: TenantTx,
  rows: NumberedRow<R>[],
  steps: LoadSteps<R, T>,
): Promise<number> {
  let batch: { row: number; value: T }[] = [];
  for (const { row, record } of rows) {
    try {
      batch.push({ row, value: steps.prepare(record) });
    } catch (error) {
      if (!steps.refusal(error)) throw error;
      steps.reject(row, error);
    }
  }
  if (batch.length > 0 && steps.check) {
    const verdicts = await steps.check(
      tx,
      batch.map((b) => b.value),
    );
    batch = batch.filter((b, i) => {
      const verdict = verdicts[i];
      if (verdict) steps.reject(b.row, verdict);
      return !verdict;
    });
  }
  return writeInBatches(tx, batch, {
    size: Math.max(1, batch.length),
    write: (t, items) =>
      steps.write(
        t,
        items.map((b) => b.value),
      ),
    reject: (item, error) => steps.reject(item.row, error),
  });
}
