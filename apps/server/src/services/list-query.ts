import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ratelens/domain';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { createHash } from 'node:crypto';
import { InvalidOrderError, ValidationError } from '../errors.ts';
import { filterSql, ownField, type FieldType, type ListField } from './list-filter.ts';
import { cappedCount, estimateRows, pageTotal } from './list-total.ts';

// Lists of the API: paging, order, keyset cursors and the page statement. The filter grammar is in
// list-filter.ts, totals in list-total.ts; both are re-exported for the lists that use them.
export { filterSql, type FieldType, type ListField } from './list-filter.ts';
export { COUNT_CAP, totalOf, totalOfSql } from './list-total.ts';

/** One sort key of a page, the tie-breaker last. */
export interface OrderKey {
  column: string;
  type: FieldType;
  desc: boolean;
  nullable: boolean;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  offset: number;
  /** null when there is no filter. */
  where: RawBuilder<boolean> | null;
  orderBy: RawBuilder<unknown>;
  /** The sort keys in order, the tie-breaker (when given) last: what a keyset cursor carries. */
  keys: OrderKey[];
  /** Set when the call may be continued by cursor (see parseListQuery's `keyset` option). */
  keyset: { scope: string } | null;
  /** The keyset condition of a call that carried a cursor: rows after the previous page. */
  after: RawBuilder<boolean> | null;
}

export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /** true when `total` is the planner's estimate (more than COUNT_CAP rows match); see COUNT_CAP. */
  totalIsEstimate?: boolean;
  /** Opaque continuation of a keyset-paged list; null on its last page. */
  nextCursor?: string | null;
}

/**
 * The orderBy terms (the fallback when there are none), each a whitelisted sortable field and its
 * direction; anything else is a 400. SQL and in-memory lists read orderBy through this one parser.
 */
export function sortTerms<F extends ListField>(
  orderBy: string | undefined,
  fields: Record<string, F>,
  fallback: string,
): { field: F; desc: boolean }[] {
  const keys = (orderBy && orderBy.trim() !== '' ? orderBy : fallback).split(',');
  return keys.map((key) => {
    const [name = '', direction = 'asc'] = key.trim().split(':');
    const field = ownField(fields, name);
    if (!field || field.sortable === false) {
      const allowed = Object.entries(fields)
        .filter(([, f]) => f.sortable !== false)
        .map(([n]) => n)
        .join(', ');
      throw new InvalidOrderError(`'${name}' cannot be sorted on; use one of: ${allowed}`);
    }
    if (direction !== 'asc' && direction !== 'desc') {
      throw new InvalidOrderError(`Sort direction of '${name}' must be asc or desc`);
    }
    return { field, desc: direction === 'desc' };
  });
}

function orderKeys(
  orderBy: string | undefined,
  fields: Record<string, ListField>,
  fallback: string,
): OrderKey[] {
  return sortTerms(orderBy, fields, fallback).map(({ field, desc }) => ({
    column: field.column,
    type: field.type,
    desc,
    nullable: field.nullable === true,
  }));
}

/**
 * ORDER BY for the keys. NULL sorts last either way; a NOT NULL column gets the plain direction so that
 * its `(tenant_id, column, id)` index, read forward or backward, delivers the order without a sort.
 */
function orderSql(keys: OrderKey[]): RawBuilder<unknown> {
  return sql.join(
    keys.map((k) => sql.raw(`${k.column} ${k.desc ? 'DESC' : 'ASC'}${k.nullable ? ' NULLS LAST' : ''}`)),
    sql`, `,
  );
}

const CAST: Record<FieldType, string> = {
  text: '',
  number: '::double precision',
  boolean: '::boolean',
  date: '::timestamptz',
  uuid: '::uuid',
};

function bound(value: string, type: FieldType): RawBuilder<unknown> {
  return sql`${value}${sql.raw(CAST[type])}`;
}

/** Rows strictly after `values` in the order of `keys` (NULLS LAST): the keyset condition. */
function afterSql(keys: OrderKey[], values: (string | null)[]): RawBuilder<boolean> {
  const disjuncts: RawBuilder<boolean>[] = [];
  const equal: RawBuilder<boolean>[] = [];
  keys.forEach((key, i) => {
    const column = sql.raw(key.column);
    const value = values[i] ?? null;
    if (value !== null) {
      const later = key.desc
        ? sql`${column} < ${bound(value, key.type)}`
        : sql`${column} > ${bound(value, key.type)}`;
      const after = key.nullable ? sql<boolean>`(${later} OR ${column} IS NULL)` : sql<boolean>`${later}`;
      disjuncts.push(
        equal.length === 0 ? after : sql<boolean>`(${sql.join(equal, sql` AND `)} AND ${after})`,
      );
      equal.push(sql<boolean>`${column} = ${bound(value, key.type)}`);
    } else {
      // Nothing sorts after NULL (NULLS LAST): only equal keys, decided by the keys that follow.
      equal.push(sql<boolean>`${column} IS NULL`);
    }
  });
  const any =
    disjuncts.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(disjuncts, sql` OR `)})`;
  // The first key bounds the scan, so the index range starts at the cursor rather than at the first row.
  const [first] = keys;
  const firstValue = values[0] ?? null;
  if (!first) return any;
  if (firstValue === null) return sql<boolean>`${sql.raw(first.column)} IS NULL AND ${any}`;
  if (first.nullable) return any;
  const op = sql.raw(first.desc ? '<=' : '>=');
  return sql<boolean>`${sql.raw(first.column)} ${op} ${bound(firstValue, first.type)} AND ${any}`;
}

interface Cursor {
  p: number;
  s: string;
  k: (string | null)[];
}

function badCursor(detail: string): ValidationError {
  return new ValidationError(`Invalid cursor: ${detail}`, [{ field: 'cursor', message: detail }]);
}

function decodeCursor(raw: string, scope: string, size: number): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('not a cursor this list issued');
  }
  const c = value as Partial<Cursor> | null;
  if (
    !c ||
    typeof c !== 'object' ||
    typeof c.p !== 'number' ||
    !Number.isInteger(c.p) ||
    c.p < 2 ||
    !Array.isArray(c.k) ||
    c.k.length !== size ||
    !c.k.every((v) => v === null || (typeof v === 'string' && v.length <= 1000))
  ) {
    throw badCursor('not a cursor this list issued');
  }
  if (c.s !== scope) throw badCursor('it was issued for another order, filter or page size');
  return c as Cursor;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/**
 * Page, size, filter and order of a list call, with only whitelisted fields mapped to SQL. With
 * `keyset`, the call may carry `cursor` (the `nextCursor` of the previous page): the page then starts
 * right after that page's last row by an index range, not by skipping `offset` rows, and `page` is the
 * cursor's page number.
 */
export function parseListQuery(
  query: Record<string, unknown>,
  fields: Record<string, ListField>,
  defaultOrder: string,
  tieBreaker?: string,
  options: { keyset?: boolean } = {},
): ListQuery {
  let page = typeof query.page === 'number' ? query.page : DEFAULT_PAGE;
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : DEFAULT_PAGE_SIZE;
  const filter = typeof query.filter === 'string' ? query.filter : undefined;
  const orderBy = typeof query.orderBy === 'string' ? query.orderBy : undefined;
  const keys = orderKeys(orderBy, fields, defaultOrder);
  // A unique tie-breaker keeps pages stable when the sort keys repeat; it follows the last key's
  // direction so one index (tenant_id, column, id) serves the whole order.
  if (tieBreaker)
    keys.push({ column: tieBreaker, type: 'uuid', desc: keys.at(-1)?.desc ?? false, nullable: false });
  const where = filterSql(filter, fields);
  let offset = (page - 1) * pageSize;
  let keyset: ListQuery['keyset'] = null;
  let after: RawBuilder<boolean> | null = null;
  if (options.keyset && tieBreaker) {
    const scope = createHash('sha256')
      .update(JSON.stringify([orderBy ?? '', filter ?? '', pageSize]))
      .digest('base64url')
      .slice(0, 16);
    keyset = { scope };
    const raw = typeof query.cursor === 'string' && query.cursor !== '' ? query.cursor : null;
    if (raw !== null) {
      const cursor = decodeCursor(raw, scope, keys.length);
      after = afterSql(keys, cursor.k);
      page = cursor.p;
      offset = 0;
    }
  }
  return { page, pageSize, offset, where, orderBy: orderSql(keys), keys, keyset, after };
}

/** Column names no list selects itself: the capped count and the keyset values ride on each row of the page. */
const TOTAL = 'list_total__';
const KEY = (i: number) => `list_key${i}__`;

export interface PageResult<O> {
  rows: O[];
  total: number;
  totalIsEstimate: boolean;
  nextCursor?: string | null;
}

/**
 * One page of `base` (its selections, joins and the list's filter `query.where`, which the caller
 * applies; no order, limit or offset) and its total, in one
 * statement: the count, capped at COUNT_CAP + 1 rows (see COUNT_CAP), rides on each row of the page.
 * Only a page past the end (no rows, offset > 0) needs a second statement to count. `base` must not group
 * or select distinct. With a keyset query, the page's last sort keys become `nextCursor`.
 */
export async function selectPage<DB, TB extends keyof DB, O>(
  query: ListQuery,
  base: SelectQueryBuilder<DB, TB, O>,
): Promise<PageResult<O>> {
  // The count covers the whole filtered list; only the page starts after the cursor.
  let paged = (query.after ? base.where(query.after) : base).select(cappedCount(base).as(TOTAL));
  if (query.keyset)
    paged = query.keys.reduce(
      (q, key, i) => q.select(sql<string | null>`(${sql.raw(key.column)})::text`.as(KEY(i))),
      paged,
    );
  const rows = (await paged
    .orderBy(query.orderBy)
    .limit(query.pageSize)
    .offset(query.offset)
    .execute()) as Record<string, unknown>[];
  const first = rows[0];
  let counted: number;
  if (first === undefined) {
    if (query.offset === 0 && !query.after)
      return { rows: [], total: 0, totalIsEstimate: false, ...(query.keyset ? { nextCursor: null } : {}) };
    const one = (await base.clearSelect().select(cappedCount(base).as('n')).limit(1).executeTakeFirst()) as
      { n: number } | undefined;
    counted = Number(one?.n ?? 0);
  } else {
    counted = Number(first[TOTAL]);
  }
  const last = rows.at(-1);
  const keyValues = last ? query.keys.map((_, i) => (last[KEY(i)] ?? null) as string | null) : [];
  for (const row of rows) {
    delete row[TOTAL];
    if (query.keyset) query.keys.forEach((_, i) => delete row[KEY(i)]);
  }
  const pageStart = query.keyset ? (query.page - 1) * query.pageSize : query.offset;
  const totals = await pageTotal({ offset: pageStart, pageSize: query.pageSize }, rows.length, counted, () =>
    estimateRows(base),
  );
  const result: PageResult<O> = { rows: rows as O[], ...totals };
  if (query.keyset)
    result.nextCursor =
      last && rows.length === query.pageSize
        ? encodeCursor({ p: query.page + 1, s: query.keyset.scope, k: keyValues })
        : null;
  return result;
}
