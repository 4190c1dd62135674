import { AnalyticsInputError } from './errors.ts';
import type { PortfolioRow } from './types.ts';

export interface PortfolioFilter {
  state?: string;
  line?: string;
  segment?: string;
  /** Only these months (YYYY-MM). */
  months?: readonly string[];
}

export interface PortfolioTotals {
  exposure: number;
  earnedPremium: number;
  claimCount: number;
  incurredLosses: number;
  /** incurred losses / earned premium; 0 without premium. */
  lossRatio: number;
  /** claims per exposure unit (monthly exposure summed, so annualise by x12 for a yearly rate). */
  frequency: number;
  /** incurred losses per claim; 0 without claims. */
  severity: number;
}

export interface MonthlyKpi extends PortfolioTotals {
  month: string;
}

export function filterPortfolio(rows: readonly PortfolioRow[], filter: PortfolioFilter = {}): PortfolioRow[] {
  const months = filter.months ? new Set(filter.months) : null;
  return rows.filter(
    (r) =>
      (filter.state === undefined || r.state === filter.state) &&
      (filter.line === undefined || r.line === filter.line) &&
      (filter.segment === undefined || r.segment === filter.segment) &&
      (months === null || months.has(r.month)),
  );
}

export function summarise(rows: readonly PortfolioRow[]): PortfolioTotals {
  let exposure = 0;
  let earnedPremium = 0;
  let claimCount = 0;
  let incurredLosses = 0;
  for (const r of rows) {
    exposure += r.exposure;
    earnedPremium += r.earnedPremium;
    claimCount += r.claimCount;
    incurredLosses += r.incurredLosses;
  }
  return {
    exposure,
    earnedPremium,
    claimCount,
    incurredLosses,
    lossRatio: earnedPremium > 0 ? incurredLosses / earnedPremium : 0,
    frequency: exposure > 0 ? claimCount / exposure : 0,
    severity: claimCount > 0 ? incurredLosses / claimCount : 0,
  };
}

/** Loss ratio, frequency, severity and premium by month, oldest first, for the filtered rows. */
export function portfolioKpis(rows: readonly PortfolioRow[], filter: PortfolioFilter = {}): MonthlyKpi[] {
  const byMonth = new Map<string, PortfolioRow[]>();
  for (const r of filterPortfolio(rows, filter)) {
    const list = byMonth.get(r.month) ?? [];
    list.push(r);
    byMonth.set(r.month, list);
  }
  return [...byMonth.keys()].sort().map((month) => ({ month, ...summarise(byMonth.get(month)!) }));
}

export type Quadrant =
  | 'high frequency / high severity'
  | 'high frequency / low severity'
  | 'low frequency / high severity'
  | 'low frequency / low severity';

export interface SegmentQuadrant extends PortfolioTotals {
  state: string;
  line: string;
  segment: string;
  /** Segment frequency / its line's frequency. */
  frequencyIndex: number;
  /** Segment severity / its line's severity. */
  severityIndex: number;
  quadrant: Quadrant;
}

/**
 * Places every state x line x segment in a frequency / severity quadrant relative to the mean of its
 * own line (claim frequency of workers comp and auto are not comparable, so the reference is per line).
 * An index of exactly 1 counts as high.
 */
export function outlierQuadrants(
  rows: readonly PortfolioRow[],
  filter: PortfolioFilter = {},
): SegmentQuadrant[] {
  const selected = filterPortfolio(rows, filter);
  const byLine = new Map<string, PortfolioRow[]>();
  const bySegment = new Map<string, PortfolioRow[]>();
  for (const r of selected) {
    const lineList = byLine.get(r.line) ?? [];
    lineList.push(r);
    byLine.set(r.line, lineList);
    const key = `${r.state}|${r.line}|${r.segment}`;
    const list = bySegment.get(key) ?? [];
    list.push(r);
    bySegment.set(key, list);
  }
  const lineTotals = new Map([...byLine.entries()].map(([line, list]) => [line, summarise(list)]));
  return [...bySegment.keys()].sort().map((key) => {
    const [state, line, segment] = key.split('|') as [string, string, string];
    const totals = summarise(bySegment.get(key)!);
    const reference = lineTotals.get(line)!;
    const frequencyIndex = reference.frequency > 0 ? totals.frequency / reference.frequency : 0;
    const severityIndex = reference.severity > 0 ? totals.severity / reference.severity : 0;
    const quadrant =
      `${frequencyIndex >= 1 ? 'high' : 'low'} frequency / ${severityIndex >= 1 ? 'high' : 'low'} severity` as Quadrant;
    return { state, line, segment, ...totals, frequencyIndex, severityIndex, quadrant };
  });
}

export interface SegmentActualToExpected {
  actual: number;
  expected: number;
  /** actual / expected; 0 when nothing was expected. */
  ratio: number;
  claimCount: number;
  earnedPremium: number;
}

/**
 * A/E of a segment: its incurred losses against the losses it would have had at its line's loss ratio
 * over the same months (premium x line loss ratio), i.e. how much worse or better than its line it ran.
 */
export function segmentActualToExpected(
  rows: readonly PortfolioRow[],
  segment: { line: string; state?: string; segment?: string; months?: readonly string[] },
): SegmentActualToExpected {
  if (!segment.line) throw new AnalyticsInputError('A segment needs a line');
  const lineRows = filterPortfolio(rows, { line: segment.line, months: segment.months });
  if (lineRows.length === 0) throw new AnalyticsInputError(`No portfolio data for line '${segment.line}'`);
  const own = filterPortfolio(lineRows, { state: segment.state, segment: segment.segment });
  if (own.length === 0) throw new AnalyticsInputError('No portfolio data for the requested segment');
  const line = summarise(lineRows);
  const totals = summarise(own);
  const expected = totals.earnedPremium * line.lossRatio;
  return {
    actual: totals.incurredLosses,
    expected,
    ratio: expected > 0 ? totals.incurredLosses / expected : 0,
    claimCount: totals.claimCount,
    earnedPremium: totals.earnedPremium,
  };
}
