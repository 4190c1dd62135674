import { monthOfYear } from '../analytics/months.ts';
import { LINE_PROFILES, type LineProfile, type StateProfile } from '../analytics/reference.ts';
import { type Rng } from '../analytics/rng.ts';
import type { PortfolioRow } from '../analytics/types.ts';
import { lognormalFactor } from './draws.ts';

// The tenant's synthetic portfolio by state x line x segment x month, with the planted spike and outlier.

// Claims cost trend outpaces rate increases a little, so loss ratios creep up as in a real book.
const MONTHLY_SEVERITY_TREND = 1.005;
const MONTHLY_FREQUENCY_TREND = 0.9992;
const MONTHLY_RATE_TREND = 1.0035;
const MONTHLY_EXPOSURE_GROWTH = 1.003;
/** Coefficient of variation of a single claim's cost; drives the noise of monthly losses. */
export const CLAIM_SEVERITY_CV = 1.0;

interface CellTruth {
  state: StateProfile;
  line: LineProfile;
  /** Expected claims per exposure unit per month at t = 0 before seasonality. */
  frequency: number;
  severity: number;
  /** Premium per exposure unit per month at t = 0. */
  rate: number;
  exposure: number;
}

export interface PortfolioResult {
  rows: PortfolioRow[];
  /** What a model that knows the book but not the planted shifts would expect, per state, line, month. */
  modelView: Map<
    string,
    { exposure: number; claims: number; losses: number; meanClaims: number; meanSeverity: number }
  >;
}

export interface PortfolioPlan {
  spike: { state: string; line: string; factor: number; months: Set<string> } | null;
  outlier: { state: string; line: string; segment: string; factor: number } | null;
}

export function generatePortfolio(
  rng: Rng,
  months: readonly string[],
  states: readonly StateProfile[],
  plan: PortfolioPlan,
): PortfolioResult {
  const rows: PortfolioRow[] = [];
  const modelView: PortfolioResult['modelView'] = new Map();
  for (const state of states) {
    for (const line of LINE_PROFILES) {
      const cellRng = rng.fork(`${state.code}/${line.code}`);
      const lineFrequency = cellRng.normal(1, 0.05);
      const lineSeverity = cellRng.normal(1, 0.06);
      const cells: CellTruth[] = line.segments.map((segment) => {
        const frequency = (line.annualFrequency / 12) * state.frequency * segment.frequency * lineFrequency;
        const severity = line.severity * state.severity * segment.severity * lineSeverity;
        // Pricing adequacy varies a little by cell, the way filed rates never match costs exactly. A
        // bounded spread keeps the clean book free of accidental outliers, so detectors are judged on
        // the planted ones.
        const adequacy = cellRng.uniform(0.85, 1.15);
        return {
          state,
          line,
          frequency,
          severity,
          rate: ((frequency * severity) / line.targetLossRatio) * adequacy,
          exposure: line.baseExposure * state.size * segment.share,
        };
      });
      months.forEach((month, t) => {
        const season = line.seasonality[monthOfYear(month) - 1] ?? 1;
        let viewExposure = 0;
        let viewClaims = 0;
        let viewLosses = 0;
        let viewMeanClaims = 0;
        let viewMeanLoss = 0;
        cells.forEach((cell, s) => {
          const segment = line.segments[s]!;
          const exposure = Math.round(
            cell.exposure * MONTHLY_EXPOSURE_GROWTH ** t * cellRng.normal(1, 0.012),
          );
          const meanFrequency = cell.frequency * season * MONTHLY_FREQUENCY_TREND ** t;
          const meanSeverity = cell.severity * MONTHLY_SEVERITY_TREND ** t;
          let frequency = meanFrequency;
          let severity = meanSeverity;
          if (
            plan.outlier &&
            plan.outlier.state === state.code &&
            plan.outlier.line === line.name &&
            plan.outlier.segment === segment.name
          ) {
            frequency *= plan.outlier.factor;
          }
          if (
            plan.spike &&
            plan.spike.state === state.code &&
            plan.spike.line === line.name &&
            plan.spike.months.has(month)
          ) {
            severity *= plan.spike.factor;
          }
          const claimCount = cellRng.poisson(exposure * frequency);
          const incurredLosses =
            claimCount === 0
              ? 0
              : Math.round(
                  claimCount * severity * lognormalFactor(cellRng, CLAIM_SEVERITY_CV / Math.sqrt(claimCount)),
                );
          const earnedPremium = Math.round(exposure * cell.rate * MONTHLY_RATE_TREND ** t);
          rows.push({
            month,
            state: state.code,
            line: line.name,
            segment: segment.name,
            exposure,
            earnedPremium,
            claimCount,
            incurredLosses,
          });
          viewExposure += exposure;
          viewClaims += claimCount;
          viewLosses += incurredLosses;
          viewMeanClaims += exposure * meanFrequency;
          viewMeanLoss += exposure * meanFrequency * meanSeverity;
        });
        modelView.set(`${state.code}/${line.name}/${month}`, {
          exposure: viewExposure,
          claims: viewClaims,
          losses: viewLosses,
          meanClaims: viewMeanClaims,
          meanSeverity: viewMeanClaims === 0 ? 0 : viewMeanLoss / viewMeanClaims,
        });
      });
    }
  }
  return { rows, modelView };
}
