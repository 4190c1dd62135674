import { AnalyticsInputError } from './errors.ts';

export type StabilityBand = 'stable' | 'monitor' | 'shift';

/** Proportion substituted for an empty bin so ln(a/e) stays finite. */
export const PSI_EPSILON = 1e-4;
/** Below this the population is 'stable'. */
export const PSI_MONITOR_THRESHOLD = 0.1;
/** Above this the population has 'shift'ed; between the two it needs monitoring. */
export const PSI_SHIFT_THRESHOLD = 0.25;

function toProportions(values: readonly number[], name: string): number[] {
  if (!Array.isArray(values) || values.length === 0) {
    throw new AnalyticsInputError(`${name} distribution is empty`);
  }
  let total = 0;
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
      throw new AnalyticsInputError(`${name} distribution holds an invalid value: ${String(v)}`);
    }
    total += v;
  }
  if (total === 0) throw new AnalyticsInputError(`${name} distribution sums to zero`);
  return values.map((v) => v / total);
}

/**
 * Population Stability Index: sum over bins of (a - e) * ln(a / e), where e and a are the expected
 * (reference) and actual proportions. Inputs may be counts or proportions; each is normalised to sum 1.
 * Empty bins count as `epsilon` so one vanished bin gives a large but finite index.
 */
export function psi(
  expected: readonly number[],
  actual: readonly number[],
  options: { epsilon?: number } = {},
): number {
  const epsilon = options.epsilon ?? PSI_EPSILON;
  if (!(epsilon > 0 && epsilon < 1))
    throw new AnalyticsInputError(`epsilon must be in (0, 1), got ${epsilon}`);
  if (expected.length !== actual.length) {
    throw new AnalyticsInputError(
      `Distributions have different numbers of bins: expected ${expected.length}, actual ${actual.length}`,
    );
  }
  const e = toProportions(expected, 'expected');
  const a = toProportions(actual, 'actual');
  let sum = 0;
  for (let i = 0; i < e.length; i += 1) {
    const ei = Math.max(e[i]!, epsilon);
    const ai = Math.max(a[i]!, epsilon);
    sum += (ai - ei) * Math.log(ai / ei);
  }
  return sum;
}

/** < 0.10 stable; 0.10 to 0.25 (both inclusive) monitor; > 0.25 shift. */
export function stabilityBand(value: number): StabilityBand {
  if (!Number.isFinite(value) || value < 0)
    throw new AnalyticsInputError(`Invalid stability index: ${value}`);
  if (value < PSI_MONITOR_THRESHOLD) return 'stable';
  if (value <= PSI_SHIFT_THRESHOLD) return 'monitor';
  return 'shift';
}

export interface FeatureStability {
  feature: string;
  csi: number;
  band: StabilityBand;
}

export interface BinnedFeature {
  feature: string;
  shares: readonly number[];
}

/**
 * Characteristic Stability Index per feature: the PSI of each feature's bin distribution against its
 * reference. Features are matched by name; every reference feature must be present in `actual`.
 */
export function csi(
  reference: readonly BinnedFeature[],
  actual: readonly BinnedFeature[],
  options: { epsilon?: number } = {},
): FeatureStability[] {
  return reference.map((ref) => {
    const current = actual.find((f) => f.feature === ref.feature);
    if (!current) throw new AnalyticsInputError(`Feature '${ref.feature}' is missing from the actual data`);
    const value = psi(ref.shares, current.shares, options);
    return { feature: ref.feature, csi: value, band: stabilityBand(value) };
  });
}

export interface ModelStabilityPoint {
  month: string;
  psi: number;
  band: StabilityBand;
  features: FeatureStability[];
}

interface StabilityInput {
  reference: { deciles: readonly number[]; features: readonly BinnedFeature[] };
  months: readonly {
    month: string;
    deciles: readonly { count: number }[];
    features: readonly BinnedFeature[];
  }[];
}

/** Score PSI and feature CSI of every month of a model against its reference distributions. */
export function modelStability(model: StabilityInput): ModelStabilityPoint[] {
  return model.months.map((m) => {
    const value = psi(
      model.reference.deciles,
      m.deciles.map((d) => d.count),
    );
    return {
      month: m.month,
      psi: value,
      band: stabilityBand(value),
      features: csi(model.reference.features, m.features),
    };
  });
}
