import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  FilterSyntaxError,
  parseFilter,
  type FilterCondition,
  type FilterExpression,
  type FilterTerm,
} from '@ratelens/domain';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { InvalidFilterError, InvalidOrderError } from '../errors.ts';

export type FieldType = 'text' | 'number' | 'boolean' | 'date' | 'uuid';

/** A field a list exposes: the SQL column it maps to (a trusted identifier, never user input) and its type. */
export interface ListField {
  column: string;
  type: FieldType;
  sortable?: boolean;
  filterable?: boolean;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  offset: number;
  /** null when there is no filter. */
  where: RawBuilder<boolean> | null;
  orderBy: RawBuilder<unknown>;
}

export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function typedValue(condition: FilterCondition, field: ListField): unknown {
  const { value } = condition;
  const bad = (what: string) =>
    new InvalidFilterError(`The value '${value}' of '${condition.field}' is not ${what}`);
  switch (field.type) {
    case 'number': {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) throw bad('a number');
      return n;
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw bad('true or false');
      return value === 'true';
    case 'date': {
      const d = new Date(value);
      if (Number.isNaN(d.getTime())) throw bad('a date');
      return d.toISOString();
    }
    case 'uuid':
      if (!UUID.test(value)) throw bad('a uuid');
      return value.toLowerCase();
    default:
      return value;
  }
}

/** Field names come from the caller: only own entries count, so `constructor` or `__proto__` are unknown fields. */
function ownField(fields: Record<string, ListField>, name: string): ListField | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

function conditionSql(condition: FilterCondition, fields: Record<string, ListField>): RawBuilder<boolean> {
  const field = ownField(fields, condition.field);
  if (!field || field.filterable === false) {
    const allowed = Object.entries(fields)
      .filter(([, f]) => f.filterable !== false)
      .map(([name]) => name)
      .join(', ');
    throw new InvalidFilterError(`'${condition.field}' cannot be filtered on; use one of: ${allowed}`);
  }
  const column = sql.raw(field.column);
  const textual = field.type === 'text';
  const ci = condition.caseInsensitive && textual;
  const left = ci ? sql`lower(${column})` : column;
  const raw = typedValue(condition, field);
  const value = ci && typeof raw === 'string' ? raw.toLowerCase() : raw;
  const op = condition.op;
  if (op === 'contains' || op === 'startswith' || op === 'endswith') {
    if (!textual)
      throw new InvalidFilterError(`'${op}' works only on text fields, not on '${condition.field}'`);
    const text = escapeLike(String(value));
    const pattern = op === 'contains' ? `%${text}%` : op === 'startswith' ? `${text}%` : `%${text}`;
    return sql<boolean>`${left} LIKE ${pattern} ESCAPE '\\'`;
  }
  const cast = field.type === 'date' ? sql`::timestamptz` : field.type === 'uuid' ? sql`::uuid` : sql``;
  const bound = sql`${value}${cast}`;
  switch (op) {
    case 'eq':
      return sql<boolean>`${left} = ${bound}`;
    case 'ne':
      return sql<boolean>`${left} IS DISTINCT FROM ${bound}`;
    case 'gt':
      return sql<boolean>`${left} > ${bound}`;
    case 'ge':
      return sql<boolean>`${left} >= ${bound}`;
    case 'lt':
      return sql<boolean>`${left} < ${bound}`;
    case 'le':
      return sql<boolean>`${left} <= ${bound}`;
    default:
      throw new InvalidFilterError(`The operator '${op}' is not supported on '${condition.field}'`);
  }
}

function termSql(term: FilterTerm, fields: Record<string, ListField>): RawBuilder<boolean> {
  return term.type === 'condition'
    ? conditionSql(term, fields)
    : sql<boolean>`(${expressionSql(term.expression, fields)})`;
}

/** SQL gives AND precedence over OR, as the grammar does, so terms are emitted in written order. */
function expressionSql(expression: FilterExpression, fields: Record<string, ListField>): RawBuilder<boolean> {
  let out = termSql(expression.first, fields);
  for (const link of expression.rest) {
    const right = termSql(link.term, fields);
    out = link.logic === 'and' ? sql<boolean>`${out} AND ${right}` : sql<boolean>`${out} OR ${right}`;
  }
  return out;
}

export function filterSql(
  filter: string | undefined,
  fields: Record<string, ListField>,
): RawBuilder<boolean> | null {
  if (!filter) return null;
  let expression: FilterExpression | null;
  try {
    expression = parseFilter(filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new InvalidFilterError(error.message);
    throw error;
  }
  return expression ? sql<boolean>`(${expressionSql(expression, fields)})` : null;
}

function orderSql(
  orderBy: string | undefined,
  fields: Record<string, ListField>,
  fallback: string,
): RawBuilder<unknown> {
  const keys = (orderBy && orderBy.trim() !== '' ? orderBy : fallback).split(',');
  const parts = keys.map((key) => {
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
    return sql.raw(`${field.column} ${direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`);
  });
  return sql.join(parts, sql`, `);
}

/** Page, size, filter and order of a list call, with only whitelisted fields mapped to SQL. */
export function parseListQuery(
  query: Record<string, unknown>,
  fields: Record<string, ListField>,
  defaultOrder: string,
  tieBreaker?: string,
): ListQuery {
  const page = typeof query.page === 'number' ? query.page : DEFAULT_PAGE;
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : DEFAULT_PAGE_SIZE;
  const filter = typeof query.filter === 'string' ? query.filter : undefined;
  const orderBy = typeof query.orderBy === 'string' ? query.orderBy : undefined;
  const order = orderSql(orderBy, fields, defaultOrder);
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    where: filterSql(filter, fields),
    // A unique tie-breaker keeps pages stable when the sort keys repeat.
    orderBy: tieBreaker ? sql`${order}, ${sql.raw(tieBreaker)}` : order,
  };
}

/** A column name no list selects itself: carries the window count on each row of the page. */
const TOTAL = 'list_total__';

/**
 * One page of `base` (its selections, joins and filter; no order, limit or offset) and the total number of
 * matching rows, in one statement: the total rides on each row as `count(*) over ()`. Only a page past the
 * end (no rows, offset > 0) needs a second statement to count. `base` must not group or select distinct:
 * the window would count before those apply.
 */
export async function selectPage<DB, TB extends keyof DB, O>(
  query: ListQuery,
  base: SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const rows = (await base
    .select(sql<number>`(count(*) over ())::int`.as(TOTAL))
    .orderBy(query.orderBy)
    .limit(query.pageSize)
    .offset(query.offset)
    .execute()) as (O & Record<typeof TOTAL, number>)[];
  const first = rows[0];
  if (first === undefined) {
    if (query.offset === 0) return { rows: [], total: 0 };
    const counted = (await base
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()) as { n: number };
    return { rows: [], total: Number(counted.n) };
  }
  const total = Number(first[TOTAL]);
  for (const row of rows) delete (row as Partial<Record<typeof TOTAL, number>>)[TOTAL];
  return { rows, total };
}
