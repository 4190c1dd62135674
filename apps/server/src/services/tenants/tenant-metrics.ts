import { sql } from 'kysely';
import { filingStats, type FilingStats } from '../../analytics/index.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { addDaysIso, dayWindow } from '../analytics/common.ts';
import { loadFilings, type StoredFiling } from '../analytics/dataset.ts';

type Unit = 'count' | 'percent' | 'usd' | 'days' | 'ratio';

interface MetricDefinition {
  label: string;
  unit: Unit;
  value: (stats: FilingStats) => number | null;
}

/** Headline figures of a tenant's filings; each compares the window with the one just before it. */
const METRICS: Record<string, MetricDefinition> = {
  'filings.total': { label: 'Filings submitted', unit: 'count', value: (s) => s.total },
  'filings.approvalRate': { label: 'Approval rate', unit: 'ratio', value: (s) => s.approvalRate },
  'filings.averageRequestedRateChange': {
    label: 'Average requested rate change',
    unit: 'percent',
    value: (s) => s.meanRequestedChangePct,
  },
  'filings.averageApprovedRateChange': {
    label: 'Average approved rate change',
    unit: 'percent',
    value: (s) => s.meanApprovedChangePct,
  },
  'filings.premiumImpact': {
    label: 'Premium impact',
    unit: 'usd',
    value: (s) => (s.total === 0 ? null : Math.round(s.totalPremiumImpact)),
  },
  'filings.medianDaysToDisposition': {
    label: 'Median days to disposition',
    unit: 'days',
    value: (s) => s.medianDaysToDisposition,
  },
};

export interface MetricDto {
  key: string;
  label: string;
  value: number | null;
  unit: Unit;
  changePct: number | null;
  direction: 'up' | 'down' | 'flat';
}

function change(
  current: number | null,
  previous: number | null,
): { changePct: number | null; direction: MetricDto['direction'] } {
  if (current === null || previous === null || previous === 0) {
    const direction =
      current !== null && previous !== null && current !== previous
        ? current > previous
          ? 'up'
          : 'down'
        : 'flat';
    return { changePct: null, direction };
  }
  const pct = Math.round(((current - previous) / Math.abs(previous)) * 10_000) / 100;
  return { changePct: pct, direction: pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat' };
}

async function windows(tx: TenantTx, days: number) {
  const current = await dayWindow(tx, { days });
  const previousFrom = addDaysIso(current.from, -days);
  const filings = await loadFilings(
    tx,
    sql<boolean>`f.submitted_date >= ${previousFrom}::date and f.submitted_date <= ${current.to}::date`,
  );
  return {
    current,
    inCurrent: filings.filter((f) => f.submittedDate >= current.from),
    inPrevious: filings.filter((f) => f.submittedDate < current.from),
  };
}

function metricOf(
  key: string,
  def: MetricDefinition,
  now: StoredFiling[],
  before: StoredFiling[],
): MetricDto {
  const value = def.value(filingStats(now));
  return { key, label: def.label, value, unit: def.unit, ...change(value, def.value(filingStats(before))) };
}

export async function listTenantMetrics(tx: TenantTx, days: number): Promise<MetricDto[]> {
  const { inCurrent, inPrevious } = await windows(tx, days);
  return Object.entries(METRICS).map(([key, def]) => metricOf(key, def, inCurrent, inPrevious));
}

/** The metric with one value per day of the window (the day's filings; null on a day without any). */
export async function getTenantMetric(tx: TenantTx, key: string, days: number) {
  // Own keys only: `constructor` would otherwise find Object.prototype.constructor and fail later (500).
  const def = Object.hasOwn(METRICS, key) ? METRICS[key] : undefined;
  if (!def) throw new NotFoundError(`No metric ${key}; known: ${Object.keys(METRICS).join(', ')}`);
  const { current, inCurrent, inPrevious } = await windows(tx, days);
  const byDay = new Map<string, StoredFiling[]>();
  for (const f of inCurrent) byDay.set(f.submittedDate, [...(byDay.get(f.submittedDate) ?? []), f]);
  const series = Array.from({ length: days }, (_, i) => {
    const date = addDaysIso(current.from, i);
    const filings = byDay.get(date) ?? [];
    return {
      date,
      value: filings.length === 0 && def.unit !== 'count' ? null : def.value(filingStats(filings)),
    };
  });
  return { ...metricOf(key, def, inCurrent, inPrevious), series };
}
