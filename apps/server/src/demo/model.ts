import { uuidV5 } from '../analytics/ids.ts';
import { monthOfYear } from '../analytics/months.ts';
import { LINE_PROFILES, type ModelProfile, type StateProfile } from '../analytics/reference.ts';
import { type Rng } from '../analytics/rng.ts';
import type {
  DecileOutcome,
  FeatureDistribution,
  ModelData,
  ModelMonth,
  StateMonthOutcome,
} from '../analytics/types.ts';
import { round, lognormalFactor, multinomial, normalise, tilt } from './draws.ts';
import { CLAIM_SEVERITY_CV, type PortfolioResult } from './portfolio.ts';

// A model's monthly score and feature distributions, with the planted drift.

export interface DriftPlan {
  modelName: string;
  feature: string;
  months: Set<string>;
}

// Tilt strengths chosen so the planted drift lands in the 'shift' band (PSI about 0.3-0.4) while the
// monthly noise of a clean model stays far below 0.10.
const SCORE_DRIFT_TILT = 1.0;
const FEATURE_DRIFT_TILT = 1.0;

export function generateModel(
  rng: Rng,
  tenantSlug: string,
  profile: ModelProfile,
  months: readonly string[],
  states: readonly StateProfile[],
  portfolio: PortfolioResult,
  drift: DriftPlan | null,
): ModelData {
  const id = uuidV5(`${tenantSlug}/model/${profile.name}`);
  const line = LINE_PROFILES.find((l) => l.name === profile.line)!;
  const outcomeUnit = profile.target === 'frequency' ? 'claims' : 'dollars';
  const referenceDeciles = Array.from({ length: 10 }, () => 0.1);
  const referenceFeatures: FeatureDistribution[] = profile.features.map((feature) => ({
    feature: feature.name,
    bins: [...feature.bins],
    shares: normalise(feature.bins.map(() => rng.uniform(0.5, 1.5))).map((p) => round(p, 6)),
  }));
  // Relative outcome per decile rises geometrically from 1 to `lift`, rescaled to average 1.
  const relativity = normalise(Array.from({ length: 10 }, (_, i) => profile.lift ** (i / 9))).map(
    (r) => r * 10,
  );
  const calibration = Array.from({ length: 10 }, () => rng.normal(1, 0.025));
  const phase = rng.uniform(0, 2 * Math.PI);
  const lineFrequency = line.annualFrequency / 12;

  const modelMonths: ModelMonth[] = months.map((month, t) => {
    const drifting = drift?.months.has(month) ?? false;
    const season = line.seasonality[monthOfYear(month) - 1] ?? 1;
    // A slow benign wobble, as a real book's mix breathes with the seasons.
    const wobble = 0.05 * Math.sin((2 * Math.PI * t) / 12 + phase);
    const shares = tilt(referenceDeciles, wobble + (drifting ? SCORE_DRIFT_TILT : 0));
    const scored = Math.round((line.baseExposure * states.reduce((sum, s) => sum + s.size, 0)) / 12);
    const counts = multinomial(rng, scored, shares);
    const total = counts.reduce((a, b) => a + b, 0);
    const deciles: DecileOutcome[] = counts.map((count, i) => {
      const predictedClaims = count * lineFrequency * season * relativity[i]!;
      const driftError = drifting ? 1 + 0.2 * Math.max(0, (i - 4) / 5) : 1;
      const truth = calibration[i]! * driftError;
      let expected: number;
      let actual: number;
      if (profile.target === 'frequency') {
        expected = round(predictedClaims, 1);
        actual = rng.poisson(predictedClaims * truth);
      } else {
        const claims = count * lineFrequency * season * (profile.target === 'lossCost' ? relativity[i]! : 1);
        const severity = line.severity * (profile.target === 'severity' ? relativity[i]! : 1);
        expected = Math.round(claims * severity);
        const actualClaims = Math.max(1, rng.poisson(claims));
        actual = Math.round(
          actualClaims * severity * truth * lognormalFactor(rng, CLAIM_SEVERITY_CV / Math.sqrt(actualClaims)),
        );
      }
      return { decile: i + 1, count, share: round(count / total, 6), expected, actual };
    });
    const features: FeatureDistribution[] = referenceFeatures.map((reference) => {
      const featureDrift = drifting && drift?.feature === reference.feature ? FEATURE_DRIFT_TILT : 0;
      const featureCounts = multinomial(rng, scored, tilt(reference.shares, wobble / 2 + featureDrift));
      const featureTotal = featureCounts.reduce((a, b) => a + b, 0);
      return {
        feature: reference.feature,
        bins: [...reference.bins],
        shares: featureCounts.map((c) => round(c / featureTotal, 6)),
      };
    });
    return { month, scored: total, deciles, features };
  });

  const byStateMonth: StateMonthOutcome[] = [];
  for (const state of states) {
    // Each model misjudges each state a little; the planted shifts show on top of that.
    const stateBias = rng.normal(1, 0.03);
    for (const month of months) {
      const view = portfolio.modelView.get(`${state.code}/${line.name}/${month}`)!;
      const losses = view.losses;
      let expected: number;
      let actual: number;
      if (profile.target === 'frequency') {
        expected = round(view.meanClaims * stateBias, 1);
        actual = view.claims;
      } else if (profile.target === 'severity') {
        expected = Math.round(view.claims * view.meanSeverity * stateBias);
        actual = losses;
      } else {
        expected = Math.round(view.meanClaims * view.meanSeverity * stateBias);
        actual = losses;
      }
      byStateMonth.push({ month, state: state.code, expected, actual });
    }
  }

  return {
    id,
    name: profile.name,
    line: profile.line,
    target: profile.target,
    outcomeUnit,
    reference: { deciles: referenceDeciles, features: referenceFeatures },
    months: modelMonths,
    byStateMonth,
  };
}
