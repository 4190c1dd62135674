import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, buildFilter, type FilterExpression } from '@ratelens/domain';

/**
 * A filter as callers hold it: a finished string, the domain's fluent builder
 * (`filter().where('isActive', 'eq', true)`), or its AST. Null and '' mean no filter.
 */
export type FilterInput = string | { build(): string } | FilterExpression | null | undefined;

export interface ListQueryInput {
  page?: number | undefined;
  pageSize?: number | undefined;
  /** `name`, `detectedAt:desc,severity:desc`, or the same keys as an array. */
  orderBy?: string | readonly string[] | undefined;
  filter?: FilterInput;
  /** Trend and dashboard calls only: whole days back from today. */
  days?: number | undefined;
}

/** The query parameters of a list call (SPEC §7); fits the `params.query` of every list operation. */
export interface ListQuery {
  page: number;
  pageSize: number;
  orderBy?: string;
  filter?: string;
  days?: number;
}

/** The filter string to send, built through the domain filter grammar; undefined for no filter. */
export function filterString(input: FilterInput): string | undefined {
  if (input === null || input === undefined) return undefined;
  const text = typeof input === 'string' ? input : 'build' in input ? input.build() : buildFilter(input);
  return text === '' ? undefined : text;
}

/**
 * List parameters with the SPEC §9 defaults (page 1, page size 20) and nothing undefined, so the query
 * string carries no `orderBy=undefined`.
 *
 *   client.GET('/api/usecase', { params: { query: listQuery({ filter: filter().where(...), orderBy: 'name' }) } })
 */
export function listQuery(input: ListQueryInput = {}): ListQuery {
  const query: ListQuery = {
    page: positiveInteger('page', input.page ?? DEFAULT_PAGE),
    pageSize: positiveInteger('pageSize', input.pageSize ?? DEFAULT_PAGE_SIZE),
  };
  const orderBy = typeof input.orderBy === 'string' ? input.orderBy : input.orderBy?.join(',');
  if (orderBy) query.orderBy = orderBy;
  const filter = filterString(input.filter);
  if (filter !== undefined) query.filter = filter;
  if (input.days !== undefined) query.days = positiveInteger('days', input.days);
  return query;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of at least 1, not ${String(value)}`);
  }
  return value;
}
