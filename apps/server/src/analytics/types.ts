// Shapes of the synthetic tenant dataset. Amounts are whole dollars and exposures whole units so the
// data serialises identically everywhere.

export type FilingType = 'rate' | 'form' | 'rule';
export type FilingStatus = 'approved' | 'pending' | 'withdrawn' | 'disapproved';

export interface Filing {
  id: string;
  /** e.g. NWCS-2025-00123: carrier prefix, submission year, per-carrier sequence. */
  trackingNumber: string;
  carrier: string;
  carrierCode: string;
  /** US state code. */
  state: string;
  line: string;
  filingType: FilingType;
  description: string;
  /** Overall rate change requested, percent with one decimal; null when the filing changes no rates. */
  requestedChangePct: number | null;
  /** Overall rate change approved; null unless approved with a rate effect. */
  approvedChangePct: number | null;
  /**
   * Annual premium effect in dollars: from the approved change when approved, the requested change while
   * pending, zero when withdrawn or disapproved.
   */
  premiumImpact: number;
  submittedDate: string;
  dispositionDate: string | null;
  effectiveDate: string | null;
  daysToDisposition: number | null;
  status: FilingStatus;
}

export interface PortfolioRow {
  /** YYYY-MM. */
  month: string;
  state: string;
  line: string;
  segment: string;
  /** Earned exposure units in the month. */
  exposure: number;
  earnedPremium: number;
  claimCount: number;
  incurredLosses: number;
}

export interface DecileOutcome {
  /** 1 (lowest scores) to 10. */
  decile: number;
  /** Records scored into this decile in the month. */
  count: number;
  /** count / all scored, rounded to 6 decimals. */
  share: number;
  /** Outcome the model predicted (claims, or dollars for severity and loss-cost models). */
  expected: number;
  actual: number;
}

export interface FeatureDistribution {
  feature: string;
  bins: string[];
  /** Proportion of records per bin, rounded to 6 decimals. */
  shares: number[];
}

export interface ModelMonth {
  month: string;
  scored: number;
  deciles: DecileOutcome[];
  features: FeatureDistribution[];
}

export interface StateMonthOutcome {
  month: string;
  state: string;
  expected: number;
  actual: number;
}

export type ModelTarget = 'frequency' | 'severity' | 'lossCost';

export interface ModelData {
  id: string;
  name: string;
  line: string;
  target: ModelTarget;
  /** Unit of expected and actual outcomes. */
  outcomeUnit: 'claims' | 'dollars';
  /** Development-sample distributions stability is measured against. */
  reference: { deciles: number[]; features: FeatureDistribution[] };
  months: ModelMonth[];
  byStateMonth: StateMonthOutcome[];
}

export type PlantedShift =
  | { kind: 'lossRatioSpike'; state: string; line: string; months: string[]; severityFactor: number }
  | { kind: 'outlierSegment'; state: string; line: string; segment: string; frequencyFactor: number }
  | { kind: 'modelDrift'; modelId: string; modelName: string; feature: string; months: string[] };

export interface Carrier {
  name: string;
  code: string;
}

export interface StateRef {
  code: string;
  name: string;
}

export interface TenantDataset {
  tenantSlug: string;
  seed: number;
  /** Last month of data, YYYY-MM. */
  asOf: string;
  /** Every month of the portfolio, oldest first. */
  months: string[];
  states: StateRef[];
  lines: string[];
  carriers: Carrier[];
  filings: Filing[];
  portfolio: PortfolioRow[];
  models: ModelData[];
  /** Shifts deliberately put into the data, so detectors can be checked against them. */
  planted: PlantedShift[];
}
