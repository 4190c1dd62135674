// Time windows of the data approach. Everything is relative to a reference date ("today"): the
// RATELENS_TODAY setting when given (reproducible evaluations), else the as-of date of the tenant's
// generated dataset, else the calendar date. A window is a closed range of days; portfolio questions use
// its months.

export interface Period {
  /** First and last day, YYYY-MM-DD. */
  from: string;
  to: string;
  label: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3)));
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const first = (y: number, m: number) => `${y}-${pad(m)}-01`;
const last = (y: number, m: number) => `${y}-${pad(m)}-${pad(lastDay(y, m))}`;

/** y/m shifted by n months (m is 1-12). */
export function addMonths(y: number, m: number, n: number): [number, number] {
  const t = y * 12 + (m - 1) + n;
  return [Math.floor(t / 12), (t % 12) + 1];
}

export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${SHORT[m - 1]} ${y}`;
}

function rangeLabel(from: string, to: string): string {
  const a = from.slice(0, 7);
  const b = to.slice(0, 7);
  return a === b ? monthLabel(a) : `${monthLabel(a)} - ${monthLabel(b)}`;
}

function monthsPeriod(y1: number, m1: number, y2: number, m2: number, label?: string): Period {
  const from = first(y1, m1);
  const to = last(y2, m2);
  return { from, to, label: label ?? rangeLabel(from, to) };
}

/** The last complete month on the reference date (its own month when the date is the month's last day). */
function lastCompleteMonth(today: string): [number, number] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return d === lastDay(y, m) ? [y, m] : addMonths(y, m, -1);
}

export function lastMonths(today: string, n: number): Period {
  const [y, m] = lastCompleteMonth(today);
  const [y1, m1] = addMonths(y, m, -(n - 1));
  return monthsPeriod(y1, m1, y, m);
}

/** The same window a year (or `months`) earlier. */
export function shift(p: Period, months: number): Period {
  const [fy, fm] = p.from.split('-').map(Number) as [number, number];
  const [ty, tm, td] = p.to.split('-').map(Number) as [number, number, number];
  const [y1, m1] = addMonths(fy, fm, months);
  const [y2, m2] = addMonths(ty, tm, months);
  const to = td === lastDay(ty, tm) ? last(y2, m2) : `${y2}-${pad(m2)}-${pad(Math.min(td, lastDay(y2, m2)))}`;
  const from = first(y1, m1);
  return { from, to, label: p.label.match(/^\d{4}( Q\d)?$/) ? shiftedLabel(p.label, months) : rangeLabel(from, to) };
}

function shiftedLabel(label: string, months: number): string {
  const [y, q] = label.split(' ');
  return `${Number(y) + months / 12}${q ? ` ${q}` : ''}`;
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayCount = (p: Period) => Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1;

/** The last n days up to the reference date (the `days` window of the dashboards and intel metrics). */
export function lastDays(today: string, n: number): Period {
  const from = addDays(today, -(n - 1));
  return { from, to: today, label: `${from} to ${today}` };
}

/**
 * The window of the same length just before a window: the months before a run of whole months (2026 Q3:
 * 2026 Q2), else the same number of days before (the last 90 days: the 90 days before them).
 */
export function precedingWindow(p: Period): Period {
  const [fy, fm, fd] = p.from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = p.to.split('-').map(Number) as [number, number, number];
  if (fd === 1 && td === lastDay(ty, tm)) {
    const n = (ty - fy) * 12 + (tm - fm) + 1;
    const [y1, m1] = addMonths(fy, fm, -n);
    const [y2, m2] = addMonths(ty, tm, -n);
    const quarter = n === 3 && (m1 - 1) % 3 === 0 ? `${y1} Q${(m1 + 2) / 3}` : undefined;
    return monthsPeriod(y1, m1, y2, m2, n === 12 && m1 === 1 ? `${y1}` : quarter);
  }
  const n = dayCount(p);
  const to = addDays(p.from, -1);
  const from = addDays(to, -(n - 1));
  return { from, to, label: `${from} to ${to}` };
}

export interface PeriodMatch {
  period: Period;
  /** The words that named it, so the rest of the planner does not read them again. */
  text: string;
  /** Growth or comparison windows default to the 12 months before when none is named. */
  explicit: boolean;
}

/**
 * The window a question names, or null. Recognised: "from March 2026 to June 2026", "since March 2026",
 * "2026 Q2" / "Q2 2026", "this quarter", "last quarter", "YTD" / "year to date" / "this year",
 * "last 12 months" / "past year" / "over the last year" / "last N months", "last N days", "last year" (the calendar
 * year before), "March 2026", "in March" (the latest March up to today), "2025".
 */
export function findPeriod(q: string, today: string): PeriodMatch | null {
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const tries: [RegExp, (m: RegExpMatchArray) => Period | null][] = [
    [
      new RegExp(`\\b(?:from|between)\\s+${MONTH_RE}\\s+(\\d{4})\\s+(?:to|and|through|until|-)\\s+${MONTH_RE}\\s+(\\d{4})\\b`),
      (m) => monthsPeriod(Number(m[2]), monthIndex(m[1]!) + 1, Number(m[4]), monthIndex(m[3]!) + 1),
    ],
    [
      // A range without "from": "July 2026 through October 2026", "Jan 2026 - Mar 2026".
      new RegExp(`\\b${MONTH_RE}\\s+(\\d{4})\\s*(?:to|through|thru|until|-|\u2013)\\s*${MONTH_RE}\\s+(\\d{4})\\b`),
      (m) => monthsPeriod(Number(m[2]), monthIndex(m[1]!) + 1, Number(m[4]), monthIndex(m[3]!) + 1),
    ],
    [
      // Both months in one year: "from March to June 2026", "Jan-Mar 2026".
      new RegExp(`\\b(?:(?:from|between)\\s+)?${MONTH_RE}\\b\\s*(?:to|through|thru|until|and|-|\u2013)\\s*${MONTH_RE}\\s+(\\d{4})\\b`),
      (m) => {
        const a = monthIndex(m[1]!) + 1;
        const b = monthIndex(m[2]!) + 1;
        return a <= b ? monthsPeriod(Number(m[3]), a, Number(m[3]), b) : null;
      },
    ],
    [
      new RegExp(`\\bsince\\s+${MONTH_RE}\\s+(\\d{4})\\b`),
      (m) => {
        const from = first(Number(m[2]), monthIndex(m[1]!) + 1);
        return { from, to: today, label: `${monthLabel(from.slice(0, 7))} - ${today}` };
      },
    ],
    [
      /\b(?:q([1-4])\s*(?:of\s+)?(\d{4})|(\d{4})\s*q([1-4]))\b/,
      (m) => {
        const q = Number(m[1] ?? m[4]);
        const y = Number(m[2] ?? m[3]);
        return monthsPeriod(y, q * 3 - 2, y, q * 3, `${y} Q${q}`);
      },
    ],
    [
      /\b(this|current) quarter\b|\bquarter to date\b|\bqtd\b/,
      () => {
        const q = Math.ceil(tm / 3);
        return { from: first(ty, q * 3 - 2), to: today, label: `${ty} Q${q} to date` };
      },
    ],
    [
      /\b(last|previous|prior) quarter\b/,
      () => {
        const [y, m] = addMonths(ty, Math.ceil(tm / 3) * 3 - 2, -3);
        return monthsPeriod(y, m, y, m + 2, `${y} Q${Math.ceil(m / 3)}`);
      },
    ],
    [
      /\b(ytd|year to date|this year|so far this year|current year)\b/,
      () => ({ from: first(ty, 1), to: today, label: `${ty} year to date` }),
    ],
    [
      /\b(?:last|past|trailing|previous)\s+(\d{1,3})\s+days\b/,
      (m) => (Number(m[1]) >= 1 && Number(m[1]) <= 730 ? lastDays(today, Number(m[1])) : null),
    ],
    [
      /\b(?:last|past|trailing|previous)\s+(\d{1,2}|twelve|six|three|twenty-four)\s+months\b/,
      (m) => {
        const words: Record<string, number> = { twelve: 12, six: 6, three: 3, 'twenty-four': 24 };
        const n = words[m[1]!] ?? Number(m[1]);
        return n >= 1 && n <= 60 ? lastMonths(today, n) : null;
      },
    ],
    [/\b(past year|over the last year|in the last year|during the last year|trailing year|ttm|ltm)\b/, () => lastMonths(today, 12)],
    [
      /\b(last|previous|prior) year\b/,
      () => monthsPeriod(ty - 1, 1, ty - 1, 12, `${ty - 1}`),
    ],
    [
      new RegExp(`\\b${MONTH_RE}\\s+(\\d{4})\\b`),
      (m) => {
        const mi = monthIndex(m[1]!) + 1;
        return monthsPeriod(Number(m[2]), mi, Number(m[2]), mi);
      },
    ],
    [
      new RegExp(`\\b(?:in|during|for)\\s+${MONTH_RE}\\b`),
      (m) => {
        const mi = monthIndex(m[1]!) + 1;
        const y = mi <= tm ? ty : ty - 1;
        return monthsPeriod(y, mi, y, mi);
      },
    ],
    [/\b(19[5-9]\d|20\d\d)\b/, (m) => monthsPeriod(Number(m[1]), 1, Number(m[1]), 12, m[1])],
  ];
  for (const [re, make] of tries) {
    const m = q.match(re);
    if (!m) continue;
    // "may" is a month only with a year or after in/during/for; the generic word is not a period.
    const period = make(m);
    if (period) return { period, text: m[0], explicit: true };
  }
  return null;
}

export function periodMonths(p: Period): [string, string] {
  return [p.from.slice(0, 7), p.to.slice(0, 7)];
}

/** The label of a period as months (portfolio rows have no days). */
export function monthsLabel(p: Period): string {
  if (/^\d{4}( Q\d)?$/.test(p.label)) return p.label;
  return rangeLabel(p.from, p.to);
}
