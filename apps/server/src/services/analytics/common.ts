import { US_STATES, USE_CASE_IDS } from '@ratelens/domain';
import { sql } from 'kysely';
import { AnalyticsInputError, LINE_PROFILES } from '../../analytics/index.ts';
import '../../db/schema-analytics.ts';
import '../../db/schema-catalog.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ValidationError } from '../../errors.ts';

/** 'Personal Auto' -> 'personal-auto': the line-of-business code the contract shows. */
export function lineCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const LINE_NAMES: ReadonlyMap<string, string> = new Map(
  LINE_PROFILES.map((l) => [lineCode(l.name), l.name]),
);

export function lineLabel(code: string | null): string {
  return code === null ? 'None' : (LINE_NAMES.get(code) ?? code);
}

/** The loss ratio each line is priced at: what the rating plan expects the book to run at. */
export function targetLossRatio(line: string): number | null {
  return LINE_PROFILES.find((l) => l.name === line || lineCode(l.name) === line)?.targetLossRatio ?? null;
}

/** Which built-in use case watches each line: pricing lines sit with underwriting, claim-heavy ones with claims. */
const USECASE_OF_LINE: Record<string, string> = {
  'Personal Auto': USE_CASE_IDS.underwriting,
  'Commercial Auto': USE_CASE_IDS.underwriting,
  BOP: USE_CASE_IDS.underwriting,
  Homeowners: USE_CASE_IDS.claims,
  'Workers Comp': USE_CASE_IDS.claims,
};

export function usecaseOfLine(line: string | null): string {
  return (line && USECASE_OF_LINE[line]) || USE_CASE_IDS.underwriting;
}

export function stateName(code: string | null): string {
  return code === null ? 'None' : ((US_STATES as Record<string, string>)[code] ?? code);
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

export function monthStart(month: string): string {
  return `${month}-01`;
}

export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The date every `days` window ends at: the as-of date of the tenant's loaded data (the last day of its
 * last data month), or today for a tenant without data. Counting back from the data rather than the
 * wall clock keeps a demo book from going blank as it ages, and makes the windows reproducible.
 */
export async function referenceDate(tx: TenantTx): Promise<string> {
  const row = await tx
    .selectFrom('analytics_datasets')
    .select(sql<string>`as_of_date::text`.as('d'))
    .executeTakeFirst();
  return row?.d ?? new Date().toISOString().slice(0, 10);
}

export interface DayWindow {
  days: number;
  /** Inclusive first day. */
  from: string;
  /** The reference date; later records still count (a finding raised today is inside any window). */
  to: string;
}

export async function dayWindow(tx: TenantTx, query: Record<string, unknown>): Promise<DayWindow> {
  const days = typeof query.days === 'number' ? query.days : 90;
  const to = await referenceDate(tx);
  return { days, from: addDaysIso(to, -(days - 1)), to };
}

/** Months whose last day falls inside the window: days=90 on 30 Sep covers Jul, Aug and Sep. */
export function monthInWindow(month: string, window: DayWindow): boolean {
  return monthEnd(month) >= window.from && monthStart(month) <= window.to;
}

/** The pure core reports bad input as AnalyticsInputError; callers get it as a 400. */
export async function analyticsInput<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AnalyticsInputError) throw new ValidationError(error.message);
    throw error;
  }
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A number column: pg returns double precision as number, numeric and bigint as strings. */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : num(value);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A required text field after trimming; blank is a 400 here rather than a CHECK violation later. */
export function nonBlank(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '')
    throw new ValidationError(`${field} must not be blank`, [{ field, message: 'must not be blank' }]);
  return trimmed;
}
