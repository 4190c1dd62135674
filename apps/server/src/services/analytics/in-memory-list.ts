import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ratelens/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { filterSql, sortTerms, type ListField, type ListPage } from '../list-query.ts';

// Lists computed in memory (buckets, series, feed items) still take the contract's page, pageSize,
// orderBy and filter. The filter goes through the same parser and whitelist as SQL lists: the items are
// handed to the database as a VALUES table and filtered there, so the grammar has one implementation.

export type Scalar = string | number | boolean | null;

export interface MemoryField<T> extends ListField {
  get: (item: T) => Scalar;
}

export async function filterItems<T>(
  tx: TenantTx,
  items: readonly T[],
  filter: unknown,
  fields: Record<string, MemoryField<T>>,
): Promise<T[]> {
  if (typeof filter !== 'string' || filter.trim() === '' || items.length === 0) return [...items];
  const names = Object.keys(fields);
  const columns: Record<string, ListField> = {};
  names.forEach((name, i) => {
    const f = fields[name]!;
    columns[name] = { ...f, column: `t.c${i}` };
  });
  const where = filterSql(filter, columns);
  if (!where) return [...items];
  const cast = (f: ListField) =>
    f.type === 'number'
      ? 'double precision'
      : f.type === 'boolean'
        ? 'boolean'
        : f.type === 'date'
          ? 'timestamptz'
          : f.type === 'uuid'
            ? 'uuid'
            : 'text';
  const rows = items.map(
    (item, index) =>
      sql`(${sql.join([sql`${index}::int`, ...names.map((n) => sql`${fields[n]!.get(item)}::${sql.raw(cast(fields[n]!))}`)])})`,
  );
  const aliases = ['i', ...names.map((_, i) => `c${i}`)].join(', ');
  const { rows: kept } = await sql<{
    i: number;
  }>`select t.i from (values ${sql.join(rows)}) as t(${sql.raw(aliases)})
    where ${where} order by t.i`.execute(tx);
  return kept.map((r) => items[Number(r.i)]!);
}

export function sortItems<T>(
  items: readonly T[],
  orderBy: unknown,
  fields: Record<string, MemoryField<T>>,
  fallback: string,
): T[] {
  const terms = sortTerms(typeof orderBy === 'string' ? orderBy : undefined, fields, fallback);
  const comparators = terms.map(({ field, desc }) => {
    const sign = desc ? -1 : 1;
    return (a: T, b: T) => {
      const x = field.get(a);
      const y = field.get(b);
      // Nulls last whatever the direction, as the SQL lists do.
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
      return sign * String(x).localeCompare(String(y));
    };
  });
  return [...items].sort((a, b) => {
    for (const compare of comparators) {
      const c = compare(a, b);
      if (c !== 0) return c;
    }
    return 0;
  });
}

export async function memoryPage<T>(
  tx: TenantTx,
  items: readonly T[],
  query: Record<string, unknown>,
  fields: Record<string, MemoryField<T>>,
  fallbackOrder: string,
): Promise<ListPage<T>> {
  const page = typeof query.page === 'number' ? query.page : DEFAULT_PAGE;
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : DEFAULT_PAGE_SIZE;
  const sorted = sortItems(
    await filterItems(tx, items, query.filter, fields),
    query.orderBy,
    fields,
    fallbackOrder,
  );
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: sorted.length,
  };
}
