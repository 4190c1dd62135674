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
export function lastByKey<T>(items: T[], key: (item: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    byKey.delete(k);
    byKey.set(k, item);
  }
  return [...byKey.values()];
}

/** `SET column = excluded.column` for each of `columns`: the update of an upsert that takes the new row. */
export function fromExcluded<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  return Object.fromEntries(columns.map((c) => [c, sql.ref<never>(`excluded.${c}`)])) as Record<
    C,
    RawBuilder<never>
  >;
}
