import { describe, expect, it } from 'vitest';
import { format, parse } from 'date-fns';
import {
  DASHBOARD_DEFAULT_DAYS,
  InvalidDateFormatError,
  WEEK_STARTS_ON,
  daysBetween,
  defaultDateRange,
  formatDateTime,
  formatRangeLabel,
  formatRelativeTime,
  isIsoDate,
  parseDate,
  parseIsoDate,
  parseServerDate,
  startOfWeekSunday,
  toIsoDate,
} from '../src/index.ts';

const thrownMessage = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

const ymd = (date: Date): [number, number, number] => [
  date.getFullYear(),
  date.getMonth() + 1,
  date.getDate(),
];

describe('parseDate', () => {
  it.each<[string, [number, number, number]]>([
    ['2024-03-07', [2024, 3, 7]],
    ['07-03-2024', [2024, 3, 7]],
    ['03/07/2024', [2024, 3, 7]],
    ['25/12/2024', [2024, 12, 25]],
    ['12/25/2024', [2024, 12, 25]],
    [' 2024-03-07 ', [2024, 3, 7]],
  ])('reads %j as %j', (input, expected) => {
    expect(ymd(parseDate(input))).toEqual(expected);
  });

  it('prefers month/day over day/month when both read', () => {
    expect(ymd(parseDate('04/05/2024'))).toEqual([2024, 4, 5]);
  });

  it('falls back to the platform parser', () => {
    expect(parseDate('2024-03-07T10:20:30Z').toISOString()).toBe('2024-03-07T10:20:30.000Z');
    expect(ymd(parseDate('March 7, 2024'))).toEqual([2024, 3, 7]);
  });

  it.each(['not a date', '', '2024-13-45', '31/31/2024'])('rejects %j with the SPEC message', (input) => {
    expect(thrownMessage(() => parseDate(input))).toBe(`Invalid date format: ${input}`);
    expect(() => parseDate(input)).toThrow(InvalidDateFormatError);
  });

  it('rejects an invalid Date object', () => {
    expect(() => parseDate(new Date(NaN))).toThrow('Invalid date format: Invalid Date');
  });
});

describe('parseServerDate', () => {
  it.each([
    ['2024-03-07T10:20:30', '2024-03-07T10:20:30.000Z'],
    ['2024-03-07 10:20:30', '2024-03-07T10:20:30.000Z'],
    ['2024-03-07T10:20:30.123', '2024-03-07T10:20:30.123Z'],
    ['2024-03-07T10:20:30Z', '2024-03-07T10:20:30.000Z'],
    ['2024-03-07T10:20:30+02:00', '2024-03-07T08:20:30.000Z'],
  ])('reads %j as the instant %s', (input, iso) => {
    expect(parseServerDate(input).toISOString()).toBe(iso);
  });

  it('reads a date-only string as that calendar day', () => {
    expect(ymd(parseServerDate('2024-03-07'))).toEqual([2024, 3, 7]);
  });
});

describe('formatDateTime', () => {
  it('defaults to yyyy-MM-dd HH:mm in 24-hour time', () => {
    expect(formatDateTime(new Date(2024, 2, 7, 15, 4, 59))).toBe('2024-03-07 15:04');
  });

  it('accepts another pattern', () => {
    expect(formatDateTime(new Date(2024, 2, 7), 'dd/MM/yyyy')).toBe('07/03/2024');
  });

  it('formats a server string as UTC', () => {
    expect(formatDateTime('2024-03-07T23:30:00', "yyyy-MM-dd'T'HH:mm")).toBe(
      formatDateTime(new Date(Date.UTC(2024, 2, 7, 23, 30)), "yyyy-MM-dd'T'HH:mm"),
    );
  });

  it('fails on an invalid date with Invalid time value', () => {
    expect(thrownMessage(() => formatDateTime(new Date(NaN)))).toBe('Invalid time value');
    expect(() => formatDateTime(new Date(NaN))).toThrow(RangeError);
  });
});

describe('formatRangeLabel', () => {
  const now = new Date(2025, 5, 15);
  it.each([
    [new Date(2025, 0, 5), new Date(2025, 2, 9), 'Jan 05 - Mar 09'],
    [new Date(2024, 10, 20), new Date(2025, 1, 3), 'Nov 20, 2024 - Feb 03'],
    [new Date(2023, 0, 1), new Date(2023, 0, 31), 'Jan 01, 2023 - Jan 31'],
  ])('labels %s to %s as %j', (start, end, label) => {
    expect(formatRangeLabel(start, end, now)).toBe(label);
  });
});

describe('weeks', () => {
  it('start on Sunday', () => {
    expect(WEEK_STARTS_ON).toBe(0);
    const start = startOfWeekSunday(new Date(2024, 2, 7));
    expect(start.getDay()).toBe(0);
    expect(ymd(start)).toEqual([2024, 3, 3]);
  });
});

describe('ISO dates and day counts', () => {
  it.each([
    ['2024-01-01', '2024-03-31', 90],
    ['2024-03-01', '2024-03-01', 0],
    ['2024-03-10', '2024-03-01', -9],
    ['2024-03-09', '2024-03-11', 2],
  ])('counts the whole days from %s to %s as %i', (start, end, days) => {
    expect(daysBetween(start, end)).toBe(days);
  });

  it.each(['2024-3-1', '2024-02-30', '01-03-2024', ''])('rejects %j as an ISO date', (value) => {
    expect(isIsoDate(value)).toBe(false);
    expect(() => parseIsoDate(value)).toThrow(`Invalid date format: ${value}`);
  });

  it('formats a day as YYYY-MM-DD', () => {
    expect(toIsoDate(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
  });

  it('defaults the dashboard range to the 90 days ending today', () => {
    expect(DASHBOARD_DEFAULT_DAYS).toBe(90);
    expect(defaultDateRange(new Date(2024, 2, 31, 12))).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      days: 90,
    });
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2024, 2, 7, 12, 0, 0).getTime();
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;
  it.each([
    [3 * day, 'in 3 days'],
    [-3 * day, '3 days ago'],
    [30 * second, 'in 30 seconds'],
    [-59 * second, '59 seconds ago'],
    [5 * minute, 'in 5 minutes'],
    [-2 * hour, '2 hours ago'],
    [-1 * day, 'yesterday'],
    [10 * day, 'next week'],
    [17 * day, 'in 2 weeks'],
    [-20 * day, '3 weeks ago'],
    [45 * day, 'next month'],
    [75 * day, 'in 2 months'],
    [-200 * day, '7 months ago'],
    [400 * day, 'next year'],
    [3 * 365 * day, 'in 3 years'],
  ])('words an offset of %i ms as %j', (offset, text) => {
    expect(formatRelativeTime(now + offset, now)).toBe(text);
  });

  it('can word numerically always', () => {
    expect(formatRelativeTime(now - day, now, 'en', 'always')).toBe('1 day ago');
  });

  it('refuses an invalid date', () => {
    expect(() => formatRelativeTime(new Date(NaN), now)).toThrow('Invalid time value');
  });
});

describe('fixed-pattern helpers agree with date-fns', () => {
  // Every day of a leap year and of the years around it, plus far years that need padding.
  const days: Date[] = [];
  for (let day = new Date(2023, 0, 1); day.getFullYear() < 2026; day = new Date(day.getTime() + 86_400_000))
    days.push(new Date(day.getFullYear(), day.getMonth(), day.getDate()));
  const far = new Date(0);
  far.setFullYear(99, 11, 31);
  far.setHours(0, 0, 0, 0);
  days.push(far);

  it('toIsoDate is format(date, yyyy-MM-dd) and parseIsoDate reads it back as parse does', () => {
    for (const day of days) {
      const iso = format(day, 'yyyy-MM-dd');
      expect(toIsoDate(day)).toBe(iso);
      expect(parseIsoDate(iso).getTime()).toBe(parse(iso, 'yyyy-MM-dd', new Date(0)).getTime());
    }
  });

  it('formatRangeLabel is MMM dd, with the start year when it is not the current one', () => {
    const now = new Date(2024, 5, 1);
    for (const day of days) {
      const start = day.getFullYear() === 2024 ? 'MMM dd' : 'MMM dd, yyyy';
      expect(formatRangeLabel(day, day, now)).toBe(`${format(day, start)} - ${format(day, 'MMM dd')}`);
    }
  });

  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '2024-00-10', '2024-13-01', '2024-01-00'])(
    'parseIsoDate rejects %j like date-fns does',
    (input) => {
      expect(Number.isNaN(parse(input, 'yyyy-MM-dd', new Date(0)).getTime()) || input.length !== 10).toBe(
        true,
      );
      expect(thrownMessage(() => parseIsoDate(input))).toBe(`Invalid date format: ${input}`);
    },
  );

  it('toIsoDate and formatRangeLabel throw RangeError on an invalid date, as format does', () => {
    expect(() => toIsoDate(new Date(NaN))).toThrow(RangeError);
    expect(() => formatRangeLabel(new Date(NaN), new Date())).toThrow(RangeError);
  });
});
