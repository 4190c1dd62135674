// Reference tables behind the synthetic data. Every carrier here is fictional; state profiles are
// invented relativities chosen to look plausible, not market statistics.

export interface StateProfile {
  code: string;
  name: string;
  /** Relative book size. */
  size: number;
  frequency: number;
  severity: number;
  /** Typical days from submission to disposition at the department of insurance. */
  reviewDays: number;
}

export const STATE_PROFILES: readonly StateProfile[] = [
  { code: 'CA', name: 'California', size: 1.0, frequency: 1.05, severity: 1.25, reviewDays: 160 },
  { code: 'TX', name: 'Texas', size: 0.9, frequency: 1.1, severity: 1.05, reviewDays: 45 },
  { code: 'FL', name: 'Florida', size: 0.8, frequency: 1.15, severity: 1.2, reviewDays: 75 },
  { code: 'NY', name: 'New York', size: 0.7, frequency: 1.0, severity: 1.3, reviewDays: 120 },
  { code: 'IL', name: 'Illinois', size: 0.55, frequency: 1.0, severity: 1.0, reviewDays: 30 },
  { code: 'PA', name: 'Pennsylvania', size: 0.5, frequency: 0.95, severity: 1.0, reviewDays: 60 },
  { code: 'OH', name: 'Ohio', size: 0.45, frequency: 0.9, severity: 0.9, reviewDays: 35 },
  { code: 'GA', name: 'Georgia', size: 0.45, frequency: 1.05, severity: 1.0, reviewDays: 55 },
  { code: 'MI', name: 'Michigan', size: 0.4, frequency: 1.1, severity: 1.15, reviewDays: 40 },
  { code: 'NC', name: 'North Carolina', size: 0.4, frequency: 0.9, severity: 0.95, reviewDays: 80 },
  { code: 'NJ', name: 'New Jersey', size: 0.35, frequency: 1.05, severity: 1.15, reviewDays: 90 },
  { code: 'VA', name: 'Virginia', size: 0.35, frequency: 0.9, severity: 0.95, reviewDays: 50 },
  { code: 'AZ', name: 'Arizona', size: 0.3, frequency: 1.0, severity: 1.0, reviewDays: 30 },
  { code: 'CO', name: 'Colorado', size: 0.3, frequency: 1.05, severity: 1.05, reviewDays: 40 },
  { code: 'WA', name: 'Washington', size: 0.3, frequency: 0.95, severity: 1.05, reviewDays: 65 },
  { code: 'MN', name: 'Minnesota', size: 0.25, frequency: 0.95, severity: 0.95, reviewDays: 45 },
  { code: 'LA', name: 'Louisiana', size: 0.25, frequency: 1.2, severity: 1.2, reviewDays: 70 },
  { code: 'MO', name: 'Missouri', size: 0.25, frequency: 0.95, severity: 0.95, reviewDays: 35 },
];

export interface SegmentProfile {
  name: string;
  share: number;
  frequency: number;
  severity: number;
}

export interface LineProfile {
  name: string;
  code: string;
  exposureUnit: string;
  /** Monthly earned exposure of a size-1.0 state. */
  baseExposure: number;
  annualFrequency: number;
  severity: number;
  targetLossRatio: number;
  /** Frequency multiplier by calendar month (Jan..Dec), averaging about 1. */
  seasonality: readonly number[];
  segments: readonly SegmentProfile[];
  /** Written premium of a typical competitor in a size-1.0 state, for filing premium impacts. */
  marketPremium: number;
}

export const LINE_PROFILES: readonly LineProfile[] = [
  {
    name: 'Personal Auto',
    code: 'PPA',
    exposureUnit: 'car-years',
    baseExposure: 180_000,
    annualFrequency: 0.065,
    severity: 8_800,
    targetLossRatio: 0.68,
    // Winter driving raises frequency; summer is lighter.
    seasonality: [1.15, 1.14, 1.05, 0.97, 0.95, 0.93, 0.92, 0.93, 0.95, 0.98, 1.05, 1.12],
    segments: [
      { name: 'Preferred', share: 0.5, frequency: 0.8, severity: 0.95 },
      { name: 'Standard', share: 0.35, frequency: 1.0, severity: 1.0 },
      { name: 'Non-Standard', share: 0.15, frequency: 1.5, severity: 1.1 },
    ],
    marketPremium: 420_000_000,
  },
  {
    name: 'Homeowners',
    code: 'HO',
    exposureUnit: 'house-years',
    baseExposure: 135_000,
    annualFrequency: 0.055,
    severity: 14_500,
    targetLossRatio: 0.6,
    // Spring and early-summer hail and wind; winter freeze claims.
    seasonality: [1.08, 1.05, 0.98, 1.12, 1.2, 1.15, 1.02, 0.95, 0.92, 0.86, 0.82, 0.85],
    segments: [
      { name: 'HO-3 Frame', share: 0.5, frequency: 1.1, severity: 1.0 },
      { name: 'HO-3 Masonry', share: 0.3, frequency: 0.9, severity: 1.05 },
      { name: 'HO-6 Condo', share: 0.2, frequency: 0.85, severity: 0.6 },
    ],
    marketPremium: 310_000_000,
  },
  {
    name: 'Commercial Auto',
    code: 'CA',
    exposureUnit: 'power-unit-years',
    baseExposure: 42_000,
    annualFrequency: 0.12,
    severity: 16_000,
    targetLossRatio: 0.66,
    seasonality: [1.1, 1.08, 1.02, 0.98, 0.96, 0.95, 0.95, 0.96, 0.98, 1.0, 1.0, 1.02],
    segments: [
      { name: 'Light Trucks', share: 0.45, frequency: 0.95, severity: 0.85 },
      { name: 'Heavy Trucks', share: 0.25, frequency: 1.1, severity: 1.5 },
      { name: 'Service Fleets', share: 0.3, frequency: 1.0, severity: 0.85 },
    ],
    marketPremium: 160_000_000,
  },
  {
    name: 'Workers Comp',
    code: 'WC',
    exposureUnit: 'employee-years',
    baseExposure: 600_000,
    annualFrequency: 0.028,
    severity: 11_000,
    targetLossRatio: 0.62,
    // Construction and outdoor work peak in summer.
    seasonality: [0.94, 0.94, 0.98, 1.0, 1.03, 1.06, 1.07, 1.06, 1.03, 1.0, 0.96, 0.93],
    segments: [
      { name: 'Clerical', share: 0.45, frequency: 0.45, severity: 0.7 },
      { name: 'Construction', share: 0.25, frequency: 1.9, severity: 1.35 },
      { name: 'Manufacturing', share: 0.3, frequency: 1.1, severity: 1.0 },
    ],
    marketPremium: 240_000_000,
  },
  {
    name: 'BOP',
    code: 'BOP',
    exposureUnit: 'policy-years',
    baseExposure: 72_000,
    annualFrequency: 0.07,
    severity: 12_000,
    targetLossRatio: 0.56,
    seasonality: [1.06, 1.04, 1.0, 1.02, 1.05, 1.03, 0.98, 0.96, 0.95, 0.96, 0.95, 1.0],
    segments: [
      { name: 'Retail', share: 0.4, frequency: 0.95, severity: 0.9 },
      { name: 'Restaurants', share: 0.3, frequency: 1.2, severity: 1.05 },
      { name: 'Offices', share: 0.3, frequency: 0.8, severity: 1.1 },
    ],
    marketPremium: 120_000_000,
  },
];

export interface CarrierProfile {
  name: string;
  /** Four-letter prefix of its filing tracking numbers. */
  code: string;
  /** Typical overall rate change requested, in percent. */
  appetite: number;
}

export const FICTIONAL_CARRIERS: readonly CarrierProfile[] = [
  { name: 'Northwind Casualty', code: 'NWCS', appetite: 7.5 },
  { name: 'Bluestem Mutual', code: 'BLSM', appetite: 5.0 },
  { name: 'Harborlight Indemnity', code: 'HBLI', appetite: 9.0 },
  { name: 'Cedar Ridge Assurance', code: 'CDRA', appetite: 6.0 },
  { name: 'Prairie Beacon Insurance', code: 'PRBI', appetite: 4.0 },
  { name: 'Granite Shoals Casualty', code: 'GRSC', appetite: 8.0 },
  { name: 'Silverpine Mutual', code: 'SLPM', appetite: 3.5 },
  { name: 'Lakeshore Fidelity', code: 'LKSF', appetite: 6.5 },
  { name: 'Copperfield General', code: 'CPFG', appetite: 10.0 },
  { name: 'Meadowlark Assurance', code: 'MDLA', appetite: 5.5 },
];

export interface FeatureProfile {
  name: string;
  bins: readonly string[];
}

export interface ModelProfile {
  name: string;
  line: string;
  /** What the model predicts; decides whether decile outcomes are claim counts or dollars. */
  target: 'frequency' | 'severity' | 'lossCost';
  /** Ratio of the top decile's predicted outcome rate to the bottom decile's. */
  lift: number;
  features: readonly FeatureProfile[];
}

export const MODEL_PROFILES: readonly ModelProfile[] = [
  {
    name: 'Auto Frequency GLM v3',
    line: 'Personal Auto',
    target: 'frequency',
    lift: 6,
    features: [
      { name: 'Driver Age', bins: ['16-24', '25-34', '35-49', '50-64', '65+'] },
      { name: 'Vehicle Age', bins: ['0-2', '3-5', '6-9', '10-14', '15+'] },
      { name: 'Prior Claims', bins: ['0', '1', '2', '3+'] },
      { name: 'Annual Mileage', bins: ['<5k', '5k-10k', '10k-15k', '15k-20k', '20k+'] },
    ],
  },
  {
    name: 'Home Severity GBM v2',
    line: 'Homeowners',
    target: 'severity',
    lift: 4,
    features: [
      { name: 'Dwelling Age', bins: ['0-9', '10-24', '25-49', '50+'] },
      { name: 'Coverage A', bins: ['<200k', '200k-350k', '350k-500k', '500k-750k', '750k+'] },
      { name: 'Roof Type', bins: ['Asphalt', 'Metal', 'Tile', 'Wood Shake'] },
      { name: 'Construction', bins: ['Frame', 'Masonry', 'Superior'] },
    ],
  },
  {
    name: 'Commercial Auto Loss Cost GLM v1',
    line: 'Commercial Auto',
    target: 'lossCost',
    lift: 5,
    features: [
      { name: 'Vehicle Class', bins: ['Light', 'Medium', 'Heavy', 'Extra Heavy'] },
      { name: 'Radius', bins: ['Local', 'Intermediate', 'Long Haul'] },
      { name: 'Fleet Size', bins: ['1-4', '5-9', '10-24', '25+'] },
    ],
  },
  {
    name: 'Workers Comp Claim Triage GBM v4',
    line: 'Workers Comp',
    target: 'severity',
    lift: 8,
    features: [
      { name: 'Injury Type', bins: ['Strain', 'Laceration', 'Fracture', 'Burn', 'Other'] },
      { name: 'Employer Size', bins: ['<10', '10-49', '50-249', '250+'] },
      { name: 'Days to Report', bins: ['0-1', '2-7', '8-30', '31+'] },
    ],
  },
];
