import { AnalyticsInputError } from '../analytics/errors.ts';
import { addMonths, monthsEnding, parseMonth } from '../analytics/months.ts';
import { FICTIONAL_CARRIERS, LINE_PROFILES, MODEL_PROFILES, STATE_PROFILES } from '../analytics/reference.ts';
import { createRng } from '../analytics/rng.ts';
import type { PlantedShift, TenantDataset } from '../analytics/types.ts';
import { round } from './draws.ts';
import { generateFilings } from './filings.ts';
import { generateModel } from './model.ts';
import { generatePortfolio } from './portfolio.ts';

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
