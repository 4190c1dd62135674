// The demo data generator: seeded synthetic tenants (carriers, filings, portfolio, models with planted
// shifts) for the demo and the tests. Production analytics (../analytics) never imports it.

export {
  CARRIERS_PER_TENANT,
  PLANTED_DRIFT_MONTHS,
  PLANTED_SPIKE_MONTHS,
  STATES_PER_TENANT,
  generateTenantDataset,
  type GenerateOptions,
} from './generator.ts';
