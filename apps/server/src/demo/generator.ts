import { AnalyticsInputError } from '../analytics/errors.ts';
import { uuidV5 } from '../analytics/ids.ts';
import {
  addDays,
  addMonths,
  dateMs,
  daysBetween,
  isoDate,
  monthEndMs,
  monthOfYear,
  monthStartMs,
  monthsEnding,
  parseMonth,
} from '../analytics/months.ts';
import {
  FICTIONAL_CARRIERS,
  LINE_PROFILES,
  MODEL_PROFILES,
  STATE_PROFILES,
  type CarrierProfile,
  type LineProfile,
  type ModelProfile,
  type StateProfile,
} from '../analytics/reference.ts';
import { createRng, type Rng } from '../analytics/rng.ts';
import type {
  DecileOutcome,
  FeatureDistribution,
  Filing,
  FilingStatus,
  FilingType,
  ModelData,
  ModelMonth,
  PlantedShift,
  PortfolioRow,
  StateMonthOutcome,
  TenantDataset,
} from '../analytics/types.ts';

export interface GenerateOptions {
  /** Tenant slug, e.g. 'acme-mutual'; part of every id and of the seed. */
  tenantSlug: string;
  /** Any 32-bit integer; same slug, seed and asOf give byte-identical output. */
  seed: number;
  /** Last month of data, YYYY-MM. */
  asOf: string;
  /** Plant the shifts listed in `planted` (default true); false yields a clean dataset. */
  plant?: boolean;
  /** Months of portfolio and model history (default 24, at least 15 so detectors have a baseline). */
  monthsOfHistory?: number;
}

export const STATES_PER_TENANT = 10;
export const CARRIERS_PER_TENANT = 6;
/** Months at the end of the history that carry the planted loss-ratio spike. */
export const PLANTED_SPIKE_MONTHS = 3;
/** Months at the end of the history that carry the planted model drift. */
export const PLANTED_DRIFT_MONTHS = 2;

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
// Claims cost trend outpaces rate increases a little, so loss ratios creep up as in a real book.
const MONTHLY_SEVERITY_TREND = 1.005;
const MONTHLY_FREQUENCY_TREND = 0.9992;
const MONTHLY_RATE_TREND = 1.0035;
const MONTHLY_EXPOSURE_GROWTH = 1.003;
/** Coefficient of variation of a single claim's cost; drives the noise of monthly losses. */
const CLAIM_SEVERITY_CV = 1.0;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function validate(options: GenerateOptions): Required<GenerateOptions> {
  const { tenantSlug, seed, asOf } = options;
  if (typeof tenantSlug !== 'string' || !SLUG_PATTERN.test(tenantSlug)) {
    throw new AnalyticsInputError(
      `Invalid tenant slug '${String(tenantSlug)}': lowercase letters, digits and hyphens, 1-63 characters`,
    );
  }
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32) {
    throw new AnalyticsInputError(`Invalid seed '${String(seed)}': expected a 32-bit integer`);
  }
  parseMonth(asOf);
  const monthsOfHistory = options.monthsOfHistory ?? 24;
  if (!Number.isInteger(monthsOfHistory) || monthsOfHistory < 15 || monthsOfHistory > 120) {
    throw new AnalyticsInputError(`Invalid monthsOfHistory '${monthsOfHistory}': expected 15 to 120`);
  }
  return { tenantSlug, seed, asOf, plant: options.plant ?? true, monthsOfHistory };
}

/** Lognormal multiplier with mean 1 and log-sd sigma. */
function lognormalFactor(rng: Rng, sigma: number): number {
  return Math.exp(rng.normal(0, sigma) - (sigma * sigma) / 2);
}

/** Approximate multinomial draw of `total` records over `shares` (normal approximation per cell). */
function multinomial(rng: Rng, total: number, shares: readonly number[]): number[] {
  return shares.map((p) =>
    Math.max(0, Math.round(total * p + Math.sqrt(total * p * (1 - p)) * rng.normal())),
  );
}

function normalise(weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/** Shifts mass toward the upper bins: bin j gets weight exp(strength * x_j), x running from -1 to 1. */
function tilt(shares: readonly number[], strength: number): number[] {
  const k = shares.length;
  return normalise(shares.map((p, j) => p * Math.exp(strength * (k === 1 ? 0 : (2 * j) / (k - 1) - 1))));
}

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

interface PortfolioResult {
  rows: PortfolioRow[];
  /** What a model that knows the book but not the planted shifts would expect, per state, line, month. */
  modelView: Map<
    string,
    { exposure: number; claims: number; losses: number; meanClaims: number; meanSeverity: number }
  >;
}

interface PortfolioPlan {
  spike: { state: string; line: string; factor: number; months: Set<string> } | null;
  outlier: { state: string; line: string; segment: string; factor: number } | null;
}

function generatePortfolio(
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

interface DriftPlan {
  modelName: string;
  feature: string;
  months: Set<string>;
}

// Tilt strengths chosen so the planted drift lands in the 'shift' band (PSI about 0.3-0.4) while the
// monthly noise of a clean model stays far below 0.10.
const SCORE_DRIFT_TILT = 1.0;
const FEATURE_DRIFT_TILT = 1.0;

function generateModel(
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

const FORM_CHANGES = [
  'new water backup endorsement',
  'revised roof surfacing actual cash value endorsement',
  'updated amendatory endorsement for state law changes',
  'new identity fraud expense coverage',
  'revised policy jacket and declarations',
  'cyber incident response endorsement',
];

const RULE_CHANGES = [
  'revised tier placement rules',
  'new paid-in-full discount rule',
  'updated minimum premium rule',
  'revised multi-policy discount eligibility',
  'new telematics participation rule',
  'revised protective device credits',
];

interface FilingDraft extends Omit<Filing, 'id' | 'trackingNumber'> {
  year: number;
}

function generateFilings(
  rng: Rng,
  tenantSlug: string,
  carriers: readonly CarrierProfile[],
  states: readonly StateProfile[],
  firstMonth: string,
  asOf: string,
): Filing[] {
  const windowStart = monthStartMs(firstMonth);
  const asOfEnd = isoDate(monthEndMs(asOf));
  const windowDays = daysBetween(isoDate(windowStart), asOfEnd);
  const filings: Filing[] = [];
  for (const carrier of carriers) {
    const carrierRng = rng.fork(`carrier/${carrier.code}`);
    const lines = carrierRng.shuffle(LINE_PROFILES).slice(0, 3);
    const carrierStates = carrierRng.shuffle(states).slice(0, 6);
    const count = carrierRng.int(28, 40);
    const drafts: FilingDraft[] = [];
    for (let i = 0; i < count; i += 1) {
      const state = carrierRng.weighted(
        carrierStates,
        carrierStates.map((s) => s.size),
      );
      const line = carrierRng.pick(lines);
      const filingType = carrierRng.weighted<FilingType>(['rate', 'form', 'rule'], [0.6, 0.25, 0.15]);
      const submittedDate = isoDate(windowStart + carrierRng.int(0, windowDays) * 86_400_000);
      let requestedChangePct: number | null = null;
      if (filingType === 'rate') {
        requestedChangePct = round(Math.min(25, Math.max(-6, carrierRng.normal(carrier.appetite, 3.5))), 1);
      } else if (filingType === 'rule' && carrierRng.chance(0.4)) {
        requestedChangePct = round(carrierRng.normal(0.8, 1.5), 1);
      }
      const reviewDays = Math.max(5, Math.round(state.reviewDays * lognormalFactor(carrierRng, 0.45)));
      const decidedDate = addDays(submittedDate, reviewDays);
      let status: FilingStatus;
      if (dateMs(decidedDate) > dateMs(asOfEnd)) {
        status = 'pending';
      } else {
        status = carrierRng.weighted<FilingStatus>(
          ['approved', 'withdrawn', 'disapproved', 'pending'],
          [0.82, 0.08, 0.05, 0.05],
        );
      }
      const dispositionDate = status === 'pending' ? null : decidedDate;
      let approvedChangePct: number | null = null;
      if (status === 'approved' && requestedChangePct !== null) {
        approvedChangePct = carrierRng.chance(0.45)
          ? requestedChangePct
          : round(requestedChangePct * carrierRng.uniform(0.6, 0.98), 1);
      }
      const writtenPremium = line.marketPremium * state.size * carrierRng.uniform(0.03, 0.12);
      const effectivePct =
        status === 'approved' ? approvedChangePct : status === 'pending' ? requestedChangePct : null;
      const premiumImpact =
        effectivePct === null ? 0 : Math.round((writtenPremium * effectivePct) / 100 / 100) * 100;
      const stateName = state.name;
      let description: string;
      if (filingType === 'rate') {
        const change = requestedChangePct ?? 0;
        description = `${line.name} rate revision in ${stateName}: ${change >= 0 ? '+' : ''}${change.toFixed(1)}% overall requested, base rates and territory relativities revised`;
      } else if (filingType === 'form') {
        description = `${line.name} form filing in ${stateName}: ${carrierRng.pick(FORM_CHANGES)}`;
      } else {
        description = `${line.name} rule filing in ${stateName}: ${carrierRng.pick(RULE_CHANGES)}`;
      }
      drafts.push({
        year: Number(submittedDate.slice(0, 4)),
        carrier: carrier.name,
        carrierCode: carrier.code,
        state: state.code,
        line: line.name,
        filingType,
        description,
        requestedChangePct,
        approvedChangePct,
        premiumImpact,
        submittedDate,
        dispositionDate,
        effectiveDate:
          status === 'approved' && dispositionDate ? addDays(dispositionDate, carrierRng.int(15, 75)) : null,
        daysToDisposition: dispositionDate ? reviewDays : null,
        status,
      });
    }
    drafts.sort((a, b) => a.submittedDate.localeCompare(b.submittedDate));
    const sequences = new Map<number, number>();
    for (const draft of drafts) {
      const next = (sequences.get(draft.year) ?? carrierRng.int(80, 400)) + carrierRng.int(1, 9);
      sequences.set(draft.year, next);
      const trackingNumber = `${carrier.code}-${draft.year}-${String(next).padStart(5, '0')}`;
      const { year: _year, ...rest } = draft;
      filings.push({ id: uuidV5(`${tenantSlug}/filing/${trackingNumber}`), trackingNumber, ...rest });
    }
  }
  return filings.sort(
    (a, b) =>
      a.submittedDate.localeCompare(b.submittedDate) || a.trackingNumber.localeCompare(b.trackingNumber),
  );
}

/**
 * Builds a tenant's whole synthetic dataset: market filings of fictional carriers, the tenant's
 * portfolio by state x line x segment x month, and its models' monthly score distributions, with the
 * planted shifts described in `planted`. Pure and deterministic.
 */
export function generateTenantDataset(options: GenerateOptions): TenantDataset {
  const { tenantSlug, seed, asOf, plant, monthsOfHistory } = validate(options);
  const rng = createRng(`${tenantSlug}|${seed >>> 0}|${asOf}`);
  const months = monthsEnding(asOf, monthsOfHistory);

  const stateRng = rng.fork('states');
  const states = stateRng
    .shuffle(STATE_PROFILES)
    .slice(0, STATES_PER_TENANT)
    .sort((a, b) => b.size - a.size || a.code.localeCompare(b.code));
  const carriers = rng
    .fork('carriers')
    .shuffle(FICTIONAL_CARRIERS)
    .slice(0, CARRIERS_PER_TENANT)
    .sort((a, b) => a.name.localeCompare(b.name));

  const planRng = rng.fork('plan');
  const spikeLine = planRng.pick(['Personal Auto', 'Homeowners', 'Commercial Auto']);
  const spikeState = planRng.pick(states.slice(0, 5)).code;
  const outlierLine = planRng.pick(LINE_PROFILES.filter((l) => l.name !== spikeLine));
  const outlierState = planRng.pick(states.slice(0, 6)).code;
  const outlierSegment = planRng.pick(outlierLine.segments).name;
  const spikeFactor = round(planRng.uniform(1.7, 2.1), 2);
  const outlierFactor = round(planRng.uniform(2.1, 2.5), 2);
  const driftProfile = planRng.pick(MODEL_PROFILES);
  const driftFeature = planRng.pick(driftProfile.features).name;
  const spikeMonths = months.slice(-PLANTED_SPIKE_MONTHS);
  const driftMonths = months.slice(-PLANTED_DRIFT_MONTHS);

  const portfolio = generatePortfolio(rng.fork('portfolio'), months, states, {
    spike: plant
      ? { state: spikeState, line: spikeLine, factor: spikeFactor, months: new Set(spikeMonths) }
      : null,
    outlier: plant
      ? { state: outlierState, line: outlierLine.name, segment: outlierSegment, factor: outlierFactor }
      : null,
  });

  const models = MODEL_PROFILES.map((profile) =>
    generateModel(
      rng.fork(`model/${profile.name}`),
      tenantSlug,
      profile,
      months,
      states,
      portfolio,
      plant && profile.name === driftProfile.name
        ? { modelName: profile.name, feature: driftFeature, months: new Set(driftMonths) }
        : null,
    ),
  );

  const filings = generateFilings(
    rng.fork('filings'),
    tenantSlug,
    carriers,
    states,
    addMonths(asOf, -(monthsOfHistory - 1)),
    asOf,
  );

  const planted: PlantedShift[] = plant
    ? [
        {
          kind: 'lossRatioSpike',
          state: spikeState,
          line: spikeLine,
          months: spikeMonths,
          severityFactor: spikeFactor,
        },
        {
          kind: 'outlierSegment',
          state: outlierState,
          line: outlierLine.name,
          segment: outlierSegment,
          frequencyFactor: outlierFactor,
        },
        {
          kind: 'modelDrift',
          modelId: models.find((m) => m.name === driftProfile.name)!.id,
          modelName: driftProfile.name,
          feature: driftFeature,
          months: driftMonths,
        },
      ]
    : [];

  return {
    tenantSlug,
    seed,
    asOf,
    months,
    states: states.map((s) => ({ code: s.code, name: s.name })),
    lines: LINE_PROFILES.map((l) => l.name),
    carriers: carriers.map((c) => ({ name: c.name, code: c.code })),
    filings,
    portfolio: portfolio.rows,
    models,
    planted,
  };
}
