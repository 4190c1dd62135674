import {
  FilterSyntaxError,
  parseFilter,
  type FilterCondition,
  type FilterExpression,
  type FilterTerm,
} from '@ratelens/domain';
import { sql, type RawBuilder } from 'kysely';
import { InvalidFilterError } from '../errors.ts';

// The filter grammar of every list (SPEC's `field|op|value` terms joined by and/or) turned into SQL over
// the fields a list exposes.

export type FieldType = 'text' | 'number' | 'boolean' | 'date' | 'uuid';

/** A field a list exposes: the SQL column it maps to (a trusted identifier, never user input) and its type. */
export interface ListField {
  column: string;
  type: FieldType;
  sortable?: boolean;
  filterable?: boolean;
  /**
   * The column may hold NULL. Such a field sorts `NULLS LAST` in both directions and has a second index
   * `(tenant_id, column DESC NULLS LAST, id DESC)` for the descending order; a NOT NULL field sorts with the
   * plain direction, so one ascending index serves both (scanned backward for `desc`).
   */
  nullable?: boolean;
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
export function ownField<F extends ListField>(fields: Record<string, F>, name: string): F | undefined {
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
