import { differenceInCalendarDays, format, isValid, parse, startOfWeek, subDays } from 'date-fns';
import { DASHBOARD_DEFAULT_DAYS } from './constants.ts';

/** SPEC §5: tried in this order before the platform parser. */
export const DATE_INPUT_FORMATS = ['yyyy-MM-dd', 'dd-MM-yyyy', 'MM/dd/yyyy', 'dd/MM/yyyy'] as const;
/** SPEC §9: year-month-day hour:minute, 24-hour. */
export const DEFAULT_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';
export const RANGE_LABEL_FORMAT = 'MMM dd';
/** SPEC §9: weeks start on Sunday. */
export const WEEK_STARTS_ON = 0;

export class InvalidDateFormatError extends Error {
  override readonly name = 'InvalidDateFormatError';
  readonly code = 'INVALID_DATE_FORMAT';
  constructor(readonly input: string) {
    super(`Invalid date format: ${input}`);
  }
}

/** Parses user or server input; throws `Invalid date format: {input}` when nothing matches. */
export function parseDate(input: string | Date, referenceDate: Date = new Date(0)): Date {
  if (input instanceof Date) {
    if (!isValid(input)) throw new InvalidDateFormatError(String(input));
    return input;
  }
  const text = input.trim();
  for (const pattern of DATE_INPUT_FORMATS) {
    const parsed = parse(text, pattern, referenceDate);
    if (isValid(parsed)) return parsed;
  }
  const platform = new Date(text);
  if (text !== '' && isValid(platform)) return platform;
  throw new InvalidDateFormatError(input);
}

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;
const HAS_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * The server sends UTC date-times without a zone designator; the platform parser would read those
 * as local time, so a trailing Z is added before parsing.
 */
export function parseServerDate(value: string): Date {
  const text = value.trim();
  if (HAS_TIME.test(text) && !HAS_ZONE.test(text)) {
    const utc = new Date(`${text.replace(' ', 'T')}Z`);
    if (isValid(utc)) return utc;
  }
  return parseDate(text);
}

/** Formats a date; an invalid date throws RangeError('Invalid time value') as date-fns does. */
export function formatDateTime(
  value: Date | number | string,
  pattern: string = DEFAULT_DATE_TIME_FORMAT,
): string {
  const date = typeof value === 'string' ? parseServerDate(value) : value;
  return format(date, pattern);
}

// The fixed patterns below (ISO day, range label) are written out by hand instead of going through
// date-fns' format/parse: those pull its whole token formatter, parser and en-US locale (~10 KiB
// gzipped) into the dashboard's first visit (bench/bundle.mjs). Same output as the date-fns patterns.
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function assertValid(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
}

/** `yyyy-MM-dd` of the local calendar day; an invalid date throws RangeError as date-fns' format does. */
export function toIsoDate(date: Date): string {
  assertValid(date);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** `MMM dd` (en-US), plus `, yyyy` when asked. */
function formatMonthDay(date: Date, withYear: boolean): string {
  assertValid(date);
  const label = `${MONTH_ABBREVIATIONS[date.getMonth()]} ${pad(date.getDate(), 2)}`;
  return withYear ? `${label}, ${pad(date.getFullYear(), 4)}` : label;
}

/** 'MMM dd - MMM dd'; the start carries its year only when that year is not the current one. */
export function formatRangeLabel(start: Date, end: Date, now: Date = new Date()): string {
  const withYear = start.getFullYear() !== now.getFullYear();
  return `${formatMonthDay(start, withYear)} - ${formatMonthDay(end, false)}`;
}

export const startOfWeekSunday = (date: Date): Date => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a strict YYYY-MM-DD string as a local calendar day (a day the month lacks is invalid). */
export function parseIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  if (!match) throw new InvalidDateFormatError(value);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // setFullYear, not the constructor: the constructor maps years 0-99 to 1900-1999.
  const parsed = new Date(0);
  parsed.setFullYear(year, month - 1, day);
  parsed.setHours(0, 0, 0, 0);
  if (parsed.getMonth() !== month - 1 || parsed.getDate() !== day) throw new InvalidDateFormatError(value);
  return parsed;
}

export const isIsoDate = (value: string): boolean => {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
};

/** Whole calendar days from start to end (negative when end is earlier). */
export const daysBetween = (startDate: string, endDate: string): number =>
  differenceInCalendarDays(parseIsoDate(endDate), parseIsoDate(startDate));

export interface DateRange {
  startDate: string;
  endDate: string;
  days: number;
}

/** SPEC §4: end today, start 90 days earlier, days 90. */
export function defaultDateRange(today: Date = new Date(), days: number = DASHBOARD_DEFAULT_DAYS): DateRange {
  return { startDate: toIsoDate(subDays(today, days)), endDate: toIsoDate(today), days };
}

type RelativeUnit = Intl.RelativeTimeFormatUnit;

/** SPEC §9: each step divides the previous unit; ~4.35 weeks make a month. */
export const RELATIVE_TIME_STEPS: ReadonlyArray<{ amount: number; unit: RelativeUnit }> = [
  { amount: 60, unit: 'seconds' },
  { amount: 60, unit: 'minutes' },
  { amount: 24, unit: 'hours' },
  { amount: 7, unit: 'days' },
  { amount: 4.34524, unit: 'weeks' },
  { amount: 12, unit: 'months' },
  { amount: Number.POSITIVE_INFINITY, unit: 'years' },
];

/**
 * Words the distance from `now` to `date` ('in 3 days', '2 hours ago'). numeric 'auto' is used so
 * that the UI reads 'yesterday' and 'now' rather than '1 day ago' and 'in 0 seconds'.
 */
export function formatRelativeTime(
  date: Date | number,
  now: Date | number = Date.now(),
  locale = 'en',
  numeric: 'auto' | 'always' = 'auto',
): string {
  const target = typeof date === 'number' ? date : date.getTime();
  const base = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(target) || !Number.isFinite(base)) throw new RangeError('Invalid time value');
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric });
  let duration = (target - base) / 1000;
  for (const step of RELATIVE_TIME_STEPS) {
    if (Math.abs(duration) < step.amount) return formatter.format(Math.round(duration), step.unit);
    duration /= step.amount;
  }
  throw new RangeError('Invalid time value');
}
