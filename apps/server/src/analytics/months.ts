import { AnalyticsInputError } from './errors.ts';

// Months are 'YYYY-MM' strings and dates 'YYYY-MM-DD' strings, all in UTC, so generated data never
// depends on the machine's time zone.

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function parseMonth(month: string): { year: number; month: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new AnalyticsInputError(`Invalid month '${month}': expected YYYY-MM`);
  const year = Number(match[1]);
  if (year < 1900 || year > 2999)
    throw new AnalyticsInputError(`Invalid month '${month}': year out of range`);
  return { year, month: Number(match[2]) };
}

export function formatMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function addMonths(month: string, delta: number): string {
  const { year, month: m } = parseMonth(month);
  const index = year * 12 + (m - 1) + delta;
  return formatMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

/** 1-12. */
export function monthOfYear(month: string): number {
  return parseMonth(month).month;
}

/** 'Mar 2025'. */
export function monthLabel(month: string): string {
  const { year, month: m } = parseMonth(month);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

const DAY_MS = 86_400_000;

export function monthStartMs(month: string): number {
  const { year, month: m } = parseMonth(month);
  return Date.UTC(year, m - 1, 1);
}

export function monthEndMs(month: string): number {
  return monthStartMs(addMonths(month, 1)) - DAY_MS;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function dateMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dateMs(to) - dateMs(from)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return isoDate(dateMs(date) + days * DAY_MS);
}
