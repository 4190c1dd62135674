import { AnalyticsInputError } from './errors.ts';
import { uuidV5 } from './ids.ts';
import { PSI_MONITOR_THRESHOLD, modelStability, stabilityBand } from './stability.ts';
import type { ModelData, PortfolioRow, TenantDataset } from './types.ts';

export type AnomalyKind = 'stabilityShift' | 'lossRatioSpike' | 'outlierSegment';
export type SeverityId = 1 | 2 | 3;
export type SeverityName = 'low' | 'medium' | 'high';

/** SPEC §3 severity levels. */
export const SEVERITY_NAMES: Readonly<Record<SeverityId, SeverityName>> = {
  1: 'low',
  2: 'medium',
  3: 'high',
};

export interface Anomaly {
  /** UUIDv5 of `key`, stable across re-runs on the same data. */
  id: string;
  /** Natural key: what was found where and when. */
  key: string;
  kind: AnomalyKind;
  /** 'psi', 'csi', 'lossRatio'. */
  metric: string;
  expected: number;
  observed: number;
  severity: SeverityId;
  severityName: SeverityName;
  /** US state code, or null when the finding is not tied to a state (model stability). */
  location: string | null;
  line: string | null;
  segment: string | null;
  modelId: string | null;
  feature: string | null;
  /** YYYY-MM: the last month of data the detector looked at. */
  detectedAt: string;
  title: string;
  description: string;
}

/*
 * Severity thresholds (documented here because they are product decisions):
 * - stability shift (PSI or CSI of the latest month against the model's reference):
 *   0.10-0.25 ('monitor') low, above 0.25 ('shift') medium, above 0.50 high.
 * - loss-ratio spike (observed / expected loss ratio of the last k months):
 *   1.25-1.50 low, 1.50-2.00 medium, 2.00 and above high; only reported when the log ratio is also
 *   at least 3.5 standard errors above zero given the claim counts, so thin cells do not cry wolf.
 * - outlier segment (robust z-score of the log loss ratio of a segment within its line), reported from
 *   |z| 3.5. Its severity is the higher of two bands, so the label follows the size of the departure and
 *   not only how unusual it is among the line's segments:
 *   by |z|: 3.5-5 low, 5-8 medium, 8 and above high;
 *   by the departure itself (observed / line median, or its inverse below the median), the spike
 *   detector's limits: under 1.5 low, 1.5-2.0 medium, 2.0 and above high.
 *   A segment at 166% against a 60% median (2.8 times, z 6) is therefore high.
 */
export const STABILITY_SEVERITY_LIMITS = { medium: 0.25, high: 0.5 } as const;
export const SPIKE_SEVERITY_LIMITS = { low: 1.25, medium: 1.5, high: 2.0 } as const;
export const OUTLIER_SEVERITY_LIMITS = { low: 3.5, medium: 5, high: 8 } as const;

/** The documented outlier severity rule above: the higher of the |z| band and the departure band. */
export function outlierSeverity(z: number, observed: number, expected: number): SeverityId {
  const abs = Math.abs(z);
  const byZ = abs >= OUTLIER_SEVERITY_LIMITS.high ? 3 : abs >= OUTLIER_SEVERITY_LIMITS.medium ? 2 : 1;
  const ratio = observed > 0 && expected > 0 ? Math.max(observed / expected, expected / observed) : 1;
  const byDeparture = ratio >= SPIKE_SEVERITY_LIMITS.high ? 3 : ratio >= SPIKE_SEVERITY_LIMITS.medium ? 2 : 1;
  return Math.max(byZ, byDeparture) as SeverityId;
}

const SCALE_MAD = 0.6745;
// Iglewicz-Hoaglin fallback when more than half the values are equal: mean absolute deviation scaled
// to match the standard deviation of a normal distribution.
const SCALE_MEAN_AD = 1.253314;
const CLAIM_SEVERITY_CV = 1.0;

function makeAnomaly(
  fields: Omit<Anomaly, 'id' | 'key' | 'severityName'>,
  keyPrefix: string | undefined,
): Anomaly {
  const key = [
    keyPrefix ?? '',
    fields.kind,
    fields.metric,
    fields.location ?? '',
    fields.line ?? '',
    fields.segment ?? '',
    fields.modelId ?? '',
    fields.feature ?? '',
    fields.detectedAt,
  ].join('|');
  return { id: uuidV5(`anomaly/${key}`), key, ...fields, severityName: SEVERITY_NAMES[fields.severity] };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new AnalyticsInputError('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Robust z-scores: 0.6745 * (x - median) / MAD. When the MAD is zero the mean absolute deviation
 * (times 1.2533) stands in; when every value is equal all scores are 0.
 */
export function robustZScores(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  for (const v of values) {
    if (!Number.isFinite(v)) throw new AnalyticsInputError(`robust z-score of a non-finite value: ${v}`);
  }
  const med = median(values);
  const deviations = values.map((v) => Math.abs(v - med));
  const mad = median(deviations);
  if (mad > 0) return values.map((v) => (SCALE_MAD * (v - med)) / mad);
  const meanAd = deviations.reduce((a, b) => a + b, 0) / values.length;
  if (meanAd === 0) return values.map(() => 0);
  return values.map((v) => (v - med) / (SCALE_MEAN_AD * meanAd));
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export interface DetectorOptions {
  /** Prefix of anomaly keys (e.g. the tenant slug) so ids differ between tenants. */
  keyPrefix?: string;
}

/** Stability shifts: latest-month score PSI and feature CSI at or above the monitor band. */
export function detectStabilityShifts(
  models: readonly ModelData[],
  options: DetectorOptions & { baselineMonths?: number } = {},
): Anomaly[] {
  const baselineMonths = options.baselineMonths ?? 12;
  const anomalies: Anomaly[] = [];
  for (const model of models) {
    const points = modelStability(model);
    const latest = points.at(-1);
    if (!latest) continue;
    const history = points.slice(Math.max(0, points.length - 1 - baselineMonths), -1);
    // "Expected" is the model's own typical month-on-reference index, so the gap reads as a change.
    const typical = (values: number[]): number =>
      values.length === 0 ? 0 : round(values.reduce((a, b) => a + b, 0) / values.length, 4);
    const candidates = [
      {
        metric: 'psi',
        feature: null,
        value: latest.psi,
        baseline: typical(history.map((p) => p.psi)),
      },
      ...latest.features.map((f) => ({
        metric: 'csi',
        feature: f.feature,
        value: f.csi,
        baseline: typical(history.map((p) => p.features.find((x) => x.feature === f.feature)?.csi ?? 0)),
      })),
    ];
    for (const c of candidates) {
      if (c.value < PSI_MONITOR_THRESHOLD) continue;
      const band = stabilityBand(c.value);
      const what = c.feature ? `feature '${c.feature}'` : 'score distribution';
      anomalies.push(
        makeAnomaly(
          {
            kind: 'stabilityShift',
            metric: c.metric,
            expected: c.baseline,
            observed: round(c.value, 4),
            severity:
              c.value > STABILITY_SEVERITY_LIMITS.high
                ? 3
                : c.value > STABILITY_SEVERITY_LIMITS.medium
                  ? 2
                  : 1,
            location: null,
            line: model.line,
            segment: null,
            modelId: model.id,
            feature: c.feature,
            detectedAt: latest.month,
            title: `${model.name}: ${what} ${band === 'shift' ? 'shifted' : 'needs monitoring'}`,
            description: `${c.metric.toUpperCase()} of the ${what} in ${latest.month} is ${c.value.toFixed(3)} against its reference (band '${band}'; typical month ${c.baseline.toFixed(3)}).`,
          },
          options.keyPrefix,
        ),
      );
    }
  }
  return anomalies;
}

function sortedMonths(rows: readonly PortfolioRow[]): string[] {
  return [...new Set(rows.map((r) => r.month))].sort();
}

function resolveAsOf(months: readonly string[], asOf: string | undefined): number {
  if (months.length === 0) throw new AnalyticsInputError('No portfolio rows to analyse');
  if (asOf === undefined) return months.length - 1;
  const index = months.indexOf(asOf);
  if (index < 0) throw new AnalyticsInputError(`Month ${asOf} is not in the portfolio data`);
  return index;
}

interface Totals {
  premium: number;
  losses: number;
  claims: number;
}

function addTo(map: Map<string, Totals>, key: string, row: PortfolioRow): void {
  const t = map.get(key) ?? { premium: 0, losses: 0, claims: 0 };
  t.premium += row.earnedPremium;
  t.losses += row.incurredLosses;
  t.claims += row.claimCount;
  map.set(key, t);
}

const lossRatio = (t: Totals | undefined): number => (t && t.premium > 0 ? t.losses / t.premium : 0);

export interface SpikeOptions extends DetectorOptions {
  /** Months in the recent window (default 3). */
  windowMonths?: number;
  /** Months of trailing baseline before the window (default 12). */
  baselineMonths?: number;
  /** Last month of the window (default: the latest month in the data). */
  asOf?: string;
  /** Minimum observed / expected ratio (default 1.25). */
  minRatio?: number;
  /** Minimum standard errors of the log ratio above zero (default 3.5). */
  minZ?: number;
}

/**
 * Loss-ratio spikes per state and line: the loss ratio of the last `windowMonths` against the trailing
 * `baselineMonths`. The expected value is the baseline loss ratio scaled by the median movement of the
 * same line in the other states over the same months, which removes seasonality and line-wide trend.
 */
export function detectLossRatioSpikes(rows: readonly PortfolioRow[], options: SpikeOptions = {}): Anomaly[] {
  const windowMonths = options.windowMonths ?? 3;
  const baselineMonths = options.baselineMonths ?? 12;
  const minRatio = options.minRatio ?? SPIKE_SEVERITY_LIMITS.low;
  const minZ = options.minZ ?? 3.5;
  if (!Number.isInteger(windowMonths) || windowMonths < 1) {
    throw new AnalyticsInputError(`windowMonths must be a positive integer, got ${windowMonths}`);
  }
  if (!Number.isInteger(baselineMonths) || baselineMonths < 1) {
    throw new AnalyticsInputError(`baselineMonths must be a positive integer, got ${baselineMonths}`);
  }
  const months = sortedMonths(rows);
  const last = resolveAsOf(months, options.asOf);
  const windowStart = last - windowMonths + 1;
  const baselineStart = windowStart - baselineMonths;
  if (baselineStart < 0) {
    throw new AnalyticsInputError(
      `Loss-ratio spike detection needs ${windowMonths + baselineMonths} months of data, found ${last + 1}`,
    );
  }
  const windowSet = new Set(months.slice(windowStart, last + 1));
  const baselineSet = new Set(months.slice(baselineStart, windowStart));
  const window = new Map<string, Totals>();
  const baseline = new Map<string, Totals>();
  for (const row of rows) {
    const key = `${row.state}|${row.line}`;
    if (windowSet.has(row.month)) addTo(window, key, row);
    else if (baselineSet.has(row.month)) addTo(baseline, key, row);
  }
  // How each state's line moved from baseline to window; the median over the other states is the
  // movement expected of this one, and a median is not dragged up by a second spiking state.
  const movement = new Map<string, number>();
  for (const [key, w] of window) {
    const b = lossRatio(baseline.get(key));
    if (b > 0 && w.premium > 0) movement.set(key, lossRatio(w) / b);
  }
  const asOf = months[last]!;
  const anomalies: Anomaly[] = [];
  for (const [key, w] of [...window.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [state, line] = key.split('|') as [string, string];
    const b = baseline.get(key);
    const baseLr = lossRatio(b);
    if (baseLr <= 0 || w.premium <= 0 || w.claims === 0) continue;
    const peers = [...movement.entries()]
      .filter(([k]) => k !== key && k.endsWith(`|${line}`))
      .map(([, m]) => m);
    const peerIndex = peers.length > 0 ? median(peers) : 1;
    const expected = baseLr * peerIndex;
    const observed = lossRatio(w);
    const ratio = observed / expected;
    // Standard error of the log ratio from the claim counts on both sides (compound Poisson losses);
    // the log tames the right skew of a ratio of noisy totals.
    const se = Math.sqrt((1 + CLAIM_SEVERITY_CV ** 2) * (1 / w.claims + 1 / Math.max(1, b!.claims)));
    const z = Math.log(ratio) / se;
    if (ratio < minRatio || z < minZ) continue;
    anomalies.push(
      makeAnomaly(
        {
          kind: 'lossRatioSpike',
          metric: 'lossRatio',
          expected: round(expected, 4),
          observed: round(observed, 4),
          severity: ratio >= SPIKE_SEVERITY_LIMITS.high ? 3 : ratio >= SPIKE_SEVERITY_LIMITS.medium ? 2 : 1,
          location: state,
          line,
          segment: null,
          modelId: null,
          feature: null,
          detectedAt: asOf,
          title: `${line} loss ratio spike in ${state}`,
          description: `${line} in ${state}: loss ratio ${(observed * 100).toFixed(1)}% over the last ${windowMonths} months against ${(expected * 100).toFixed(1)}% expected from the prior ${baselineMonths} months adjusted for the line's median movement elsewhere (${ratio.toFixed(2)}x, ${w.claims} claims).`,
        },
        options.keyPrefix,
      ),
    );
  }
  return anomalies;
}

export interface OutlierOptions extends DetectorOptions {
  /** Months ending at asOf to aggregate (default: every month in the data). */
  months?: number;
  asOf?: string;
  /** |robust z| above which a segment is an outlier (default 3.5). */
  threshold?: number;
}

/**
 * Outlier segments: each state x segment's loss ratio compared with the other segments of its line by
 * robust z-score of the log loss ratio. A long window by default, so a short recent spike (the other detector's finding) does
 * not also surface here.
 */
export function detectOutlierSegments(
  rows: readonly PortfolioRow[],
  options: OutlierOptions = {},
): Anomaly[] {
  const threshold = options.threshold ?? OUTLIER_SEVERITY_LIMITS.low;
  const months = sortedMonths(rows);
  const last = resolveAsOf(months, options.asOf);
  const span = options.months ?? last + 1;
  if (!Number.isInteger(span) || span < 1 || span > last + 1) {
    throw new AnalyticsInputError(`months must be between 1 and ${last + 1}, got ${span}`);
  }
  const inWindow = new Set(months.slice(last - span + 1, last + 1));
  const byLine = new Map<string, Map<string, Totals>>();
  for (const row of rows) {
    if (!inWindow.has(row.month)) continue;
    const segments = byLine.get(row.line) ?? new Map<string, Totals>();
    addTo(segments, `${row.state}|${row.segment}`, row);
    byLine.set(row.line, segments);
  }
  const asOf = months[last]!;
  const anomalies: Anomaly[] = [];
  for (const line of [...byLine.keys()].sort()) {
    const entries = [...byLine.get(line)!.entries()]
      .filter(([, t]) => t.premium > 0)
      .sort(([a], [b]) => a.localeCompare(b));
    // Robust statistics need a crowd to be meaningful.
    if (entries.length < 5) continue;
    const ratios = entries.map(([, t]) => lossRatio(t));
    // Scored on the log scale, where a segment running at twice the median is as far out as one at half.
    const scores = robustZScores(ratios.map((r) => Math.log(Math.max(r, 1e-6))));
    const typical = median(ratios);
    entries.forEach(([key, totals], i) => {
      const z = scores[i]!;
      if (Math.abs(z) <= threshold) return;
      const [state, segment] = key.split('|') as [string, string];
      anomalies.push(
        makeAnomaly(
          {
            kind: 'outlierSegment',
            metric: 'lossRatio',
            expected: round(typical, 4),
            observed: round(lossRatio(totals), 4),
            severity: outlierSeverity(z, lossRatio(totals), typical),
            location: state,
            line,
            segment,
            modelId: null,
            feature: null,
            detectedAt: asOf,
            title: `${line} ${segment} in ${state} is an outlier segment`,
            description: `${line} / ${segment} in ${state}: loss ratio ${(lossRatio(totals) * 100).toFixed(1)}% over ${span} months against a line median of ${(typical * 100).toFixed(1)}% (robust z ${z.toFixed(1)}, ${totals.claims} claims).`,
          },
          options.keyPrefix,
        ),
      );
    });
  }
  return anomalies;
}

/** Every detector over a tenant's dataset, most severe first. */
export function detectAnomalies(dataset: TenantDataset): Anomaly[] {
  const options = { keyPrefix: dataset.tenantSlug };
  return [
    ...detectStabilityShifts(dataset.models, options),
    ...detectLossRatioSpikes(dataset.portfolio, options),
    ...detectOutlierSegments(dataset.portfolio, options),
  ].sort((a, b) => b.severity - a.severity || a.key.localeCompare(b.key));
}

/** Anomaly counts per state code (the geo distribution); state-less findings are left out. */
export function anomalyGeoDistribution(
  anomalies: readonly Anomaly[],
): { location: string; count: number; maxSeverity: SeverityId }[] {
  const byState = new Map<string, { count: number; maxSeverity: SeverityId }>();
  for (const a of anomalies) {
    if (!a.location) continue;
    const entry = byState.get(a.location) ?? { count: 0, maxSeverity: 1 as SeverityId };
    entry.count += 1;
    if (a.severity > entry.maxSeverity) entry.maxSeverity = a.severity;
    byState.set(a.location, entry);
  }
  return [...byState.entries()]
    .map(([location, e]) => ({ location, ...e }))
    .sort((a, b) => b.count - a.count || a.location.localeCompare(b.location));
}
