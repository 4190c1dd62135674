import { ConflictError, ValidationError } from '../../errors.ts';
import type { ListPage, ListQuery, PageResult } from '../list-query.ts';

export function iso(value: Date): string {
  return value.toISOString();
}

export function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The error is PostgreSQL's unique-key violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

/** Runs a write and turns a unique-key violation into a 409 with a sentence the caller can act on. */
export async function uniquely<T>(write: () => Promise<T>, detail: string, code = 'conflict'): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(detail, code);
    throw error;
  }
}

/** `total` is a plain count or selectPage's totals (with `totalIsEstimate` and, for keyset lists, `nextCursor`). */
export function page<T>(
  query: ListQuery,
  total: number | Omit<PageResult<T>, 'rows'>,
  items: T[],
): ListPage<T> {
  if (typeof total === 'number') return { items, page: query.page, pageSize: query.pageSize, total };
  return { items, page: query.page, pageSize: query.pageSize, ...total };
}

/** A JSON value stored in a jsonb column; PGlite and pg both hand jsonb back parsed. */
export function jsonb(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** Largest JSON text accepted for one configuration value (the contract's x-limits maxValueBytes). */
export const MAX_CONFIG_VALUE_BYTES = 64 * 1024;

/** Text is stored trimmed; a value of only spaces would be stored empty, so it is refused with a 400. */
export function nonBlank(value: string, field: string): string {
  const text = value.trim();
  if (text === '')
    throw new ValidationError(`Invalid body field "${field}": must not be blank`, [
      { field, message: 'must not be blank' },
    ]);
  return text;
}
