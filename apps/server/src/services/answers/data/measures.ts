import { sql, type RawBuilder } from 'kysely';
import { LINE_PROFILES } from '../../../analytics/index.ts';

// The measures of the semantic layer (semantic.ts): what can be measured over the tenant's tables, each
// as fixed SQL with its unit, the rows it is defined on and the insurance words that name it, and the
// intel metrics declared over them. The planner only ever picks their keys.

export type Dataset = 'portfolio' | 'filings' | 'feeds';
export type Unit = 'count' | 'percent' | 'usd' | 'days' | 'ratio';

export interface Measure {
  key: string;
  label: string;
  dataset: Dataset;
  unit: Unit;
  /** value = num / den * scale (den absent: value = num). */
  num: RawBuilder<number>;
  den?: RawBuilder<number>;
  scale?: number;
  /** Summable across groups (a share of a total makes sense). */
  additive: boolean;
  /** Rows the measure is defined on (e.g. only filings with a requested change): cited rows are these. */
  rowCondition?: RawBuilder<boolean>;
  /** A supporting figure stated with the value ("on $12.4M earned premium"). */
  base?: { label: string; unit: Unit; expr: RawBuilder<number> };
  /** How a change between two periods is stated: relative (%) or as a difference (points, days). */
  change: 'relative' | 'difference';
  /** Decimals of the figure as stored in the answer. */
  decimals: number;
  /** Words that name it, tried in the order of MEASURES. */
  synonyms: RegExp;
  /** A set of figures answered together (the intel metrics), each a measure over filtered rows. */
  parts?: readonly IntelMetric[];
}

/**
 * The intel metrics of competitive intelligence (SPEC: GET /api/intelligence/{groupId}/intel-metrics),
 * declared as a source of the data approach: each headline figure is a measure of this layer over the
 * filings, with the filters that select its rows. Asked for together ("intel metrics for the last 90
 * days") they are answered like the endpoint: each over the window, against the window before it.
 */
export interface IntelMetric {
  /** The key the intel-metrics endpoint gives the figure. */
  key: string;
  label: string;
  measure: string;
  filters: readonly { dimension: 'status' | 'filing_type'; values: string[]; label: string }[];
}

/** Filing types that change rates (the "rate filings" of FILING_TYPE_WORDS). */
const RATE_TYPES = ['rate', 'rate-and-rule', 'form-and-rate'];

export const INTEL_METRICS: readonly IntelMetric[] = [
  { key: 'filings.total', label: 'Filings submitted', measure: 'filing_count', filters: [] },
  {
    key: 'filings.rate',
    label: 'Rate filings',
    measure: 'filing_count',
    filters: [{ dimension: 'filing_type', values: RATE_TYPES, label: 'rate filings' }],
  },
  {
    key: 'filings.pending',
    label: 'Pending filings',
    measure: 'filing_count',
    filters: [{ dimension: 'status', values: ['pending'], label: 'pending' }],
  },
  { key: 'filings.approvalRate', label: 'Approval rate', measure: 'approval_rate', filters: [] },
  {
    key: 'filings.requestedChange',
    label: 'Average requested rate change',
    measure: 'requested_change',
    filters: [],
  },
  {
    key: 'filings.approvedChange',
    label: 'Average approved rate change',
    measure: 'approved_change',
    filters: [],
  },
  {
    key: 'filings.daysToDisposition',
    label: 'Median days to disposition',
    measure: 'median_days_to_disposition',
    filters: [],
  },
  { key: 'filings.premiumImpact', label: 'Premium impact', measure: 'premium_impact', filters: [] },
  { key: 'carriers.active', label: 'Carriers filing', measure: 'carriers_filing', filters: [] },
];

const f8 = (expr: RawBuilder<unknown>) => sql<number>`(${expr})::float8`;

/**
 * Expected losses: earned premium at the loss ratio each line is priced at (the reference line profiles),
 * a constant CASE built from trusted numbers, never from a question.
 */
const TARGET_LOSS_RATIO = sql.raw(
  `case p.line ${LINE_PROFILES.map((l) => `when '${l.name.replace(/'/g, "''")}' then ${Number(l.targetLossRatio)}`).join(' ')} end`,
);

export const MEASURES: readonly Measure[] = [
  {
    key: 'intel_metrics',
    label: 'intel metrics (headline filing figures)',
    dataset: 'filings',
    unit: 'count',
    num: f8(sql`count(*)`),
    additive: false,
    change: 'relative',
    decimals: 0,
    synonyms:
      /\b(intel(ligence)? metrics|headline (figures|metrics|numbers|kpis?)|kpis?|key (figures|metrics)|competitive[- ]intelligence (figures|metrics|summary|dashboard)|market (metrics|summary))\b/,
    parts: INTEL_METRICS,
  },
  {
    key: 'loss_ratio',
    label: 'loss ratio',
    dataset: 'portfolio',
    unit: 'percent',
    num: f8(sql`sum(p.incurred_losses)`),
    den: f8(sql`sum(p.earned_premium)`),
    scale: 100,
    additive: false,
    base: { label: 'earned premium', unit: 'usd', expr: f8(sql`sum(p.earned_premium)`) },
    change: 'difference',
    decimals: 2,
    synonyms: /\b(loss[- ]ratios?|lr|lrs)\b/,
  },
  {
    key: 'actual_to_expected',
    label: 'actual to expected losses (A/E)',
    dataset: 'portfolio',
    unit: 'percent',
    num: f8(sql`sum(p.incurred_losses)`),
    den: f8(sql`sum(p.earned_premium * ${TARGET_LOSS_RATIO})`),
    scale: 100,
    additive: false,
    rowCondition: sql<boolean>`${TARGET_LOSS_RATIO} is not null`,
    base: { label: 'expected losses', unit: 'usd', expr: f8(sql`sum(p.earned_premium * ${TARGET_LOSS_RATIO})`) },
    change: 'difference',
    decimals: 2,
    synonyms: /\b(actual (losses? )?(above|over|versus|vs\.?|to|against) expected|a\/e|actual[- ]to[- ]expected|above expected|worse than (expected|priced))\b/,
  },
  {
    key: 'pure_premium',
    label: 'pure premium',
    dataset: 'portfolio',
    unit: 'usd',
    num: f8(sql`sum(p.incurred_losses)`),
    den: f8(sql`sum(p.exposure)`),
    additive: false,
    base: { label: 'exposure', unit: 'count', expr: f8(sql`sum(p.exposure)`) },
    change: 'relative',
    decimals: 2,
    synonyms: /\b(pure premium|loss costs?)\b/,
  },
  {
    key: 'frequency',
    label: 'claim frequency (claims per 100 exposure units)',
    dataset: 'portfolio',
    unit: 'ratio',
    num: f8(sql`sum(p.claim_count)`),
    den: f8(sql`sum(p.exposure)`),
    scale: 100,
    additive: false,
    base: { label: 'claims', unit: 'count', expr: f8(sql`sum(p.claim_count)`) },
    change: 'relative',
    decimals: 4,
    synonyms: /\bfrequen/,
  },
  {
    key: 'severity',
    label: 'claim severity (incurred per claim)',
    dataset: 'portfolio',
    unit: 'usd',
    num: f8(sql`sum(p.incurred_losses)`),
    den: f8(sql`sum(p.claim_count)`),
    additive: false,
    base: { label: 'claims', unit: 'count', expr: f8(sql`sum(p.claim_count)`) },
    change: 'relative',
    decimals: 2,
    synonyms: /\b(severity|average claim( cost| size)?|cost per claim)\b/,
  },
  {
    key: 'incurred_losses',
    label: 'incurred losses',
    dataset: 'portfolio',
    unit: 'usd',
    num: f8(sql`sum(p.incurred_losses)`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms: /\b(incurred|losses|incurred losses)\b/,
  },
  {
    key: 'claim_count',
    label: 'claims',
    dataset: 'portfolio',
    unit: 'count',
    num: f8(sql`sum(p.claim_count)`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms: /\b(claim counts?|claims)\b/,
  },
  {
    key: 'exposure',
    label: 'exposure',
    dataset: 'portfolio',
    unit: 'count',
    num: f8(sql`sum(p.exposure)`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms: /\b(exposures?|earned exposure|units|car-years|house-years)\b/,
  },
  {
    key: 'premium_impact',
    label: 'premium impact',
    dataset: 'filings',
    unit: 'usd',
    num: f8(sql`sum(f.premium_impact)`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms: /\b(premium impact|impact|dollar impact)\b/,
  },
  {
    key: 'policyholders_affected',
    label: 'policyholders affected',
    dataset: 'filings',
    unit: 'count',
    num: f8(sql`sum(coalesce(f.policyholders_affected, 0))`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms: /\b(policyholders?|policy holders?|insureds affected|customers affected)\b/,
  },
  {
    key: 'approval_rate',
    label: 'approval rate (approved of decided filings)',
    dataset: 'filings',
    unit: 'percent',
    num: f8(sql`count(*) filter (where f.status = 'approved')`),
    den: f8(sql`count(*)`),
    scale: 100,
    additive: false,
    // Decided filings: approved, disapproved or withdrawn (as the intel metrics count them).
    rowCondition: sql<boolean>`f.status in ('approved', 'disapproved', 'withdrawn')`,
    change: 'difference',
    decimals: 2,
    synonyms:
      /\b(approval (rates?|ratios?|percentages?)|(share|percent(age)?|proportion) of (decided )?filings approved|success rates?|how often (were |are )?(filings )?approved)\b/,
  },
  {
    key: 'median_days_to_disposition',
    label: 'median days to disposition',
    dataset: 'filings',
    unit: 'days',
    num: f8(sql`percentile_cont(0.5) within group (order by f.days_to_disposition)`),
    additive: false,
    rowCondition: sql<boolean>`f.days_to_disposition is not null`,
    change: 'difference',
    decimals: 2,
    synonyms: /\bmedian (number of )?(days|time|turnaround|wait)\b/,
  },
  {
    key: 'days_to_disposition',
    label: 'average days to disposition',
    dataset: 'filings',
    unit: 'days',
    num: f8(sql`sum(f.days_to_disposition)`),
    den: f8(sql`count(f.days_to_disposition)`),
    additive: false,
    rowCondition: sql<boolean>`f.days_to_disposition is not null`,
    change: 'difference',
    decimals: 2,
    synonyms:
      /\b(days to (approval|approve|disposition|decision)|how long|slowest|fastest to approve|approval times?|turnaround|time to approv\w*|days to approv\w*)\b/,
  },
  {
    key: 'approved_change',
    label: 'average approved rate change',
    dataset: 'filings',
    unit: 'percent',
    num: f8(sql`sum(f.approved_change_pct)`),
    den: f8(sql`count(f.approved_change_pct)`),
    additive: false,
    rowCondition: sql<boolean>`f.approved_change_pct is not null`,
    change: 'difference',
    decimals: 2,
    synonyms:
      /\b(approved (rate )?(change|increase|decrease)s?|rate (change|increase) (was |were )?approved|approved on)\b/,
  },
  {
    key: 'requested_change',
    label: 'average requested rate change',
    dataset: 'filings',
    unit: 'percent',
    num: f8(sql`sum(f.requested_change_pct)`),
    den: f8(sql`count(f.requested_change_pct)`),
    additive: false,
    rowCondition: sql<boolean>`f.requested_change_pct is not null`,
    change: 'difference',
    decimals: 2,
    synonyms: /\b(requested|rate (changes?|increases?|decreases?|hikes?)|rate (changed|increased))\b/,
  },
  {
    key: 'earned_premium',
    label: 'earned premium',
    dataset: 'portfolio',
    unit: 'usd',
    num: f8(sql`sum(p.earned_premium)`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms: /\b(earned premium|written premium|premiums?|book|revenue|volume|do we write|we write|writes?)\b/,
  },
  {
    key: 'feed_items',
    label: 'intelligence feed items',
    dataset: 'feeds',
    unit: 'count',
    num: f8(sql`count(*)`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms:
      /\b(news|feed items?|intel(ligence)? (items?|feeds?)|feeds?|articles?|headlines?|bulletins?|press releases?|mentions?|stories)\b/,
  },
  {
    key: 'carriers_filing',
    label: 'carriers filing',
    dataset: 'filings',
    unit: 'count',
    num: f8(sql`count(distinct f.carrier_code)`),
    additive: false,
    change: 'relative',
    decimals: 0,
    synonyms:
      /\b(carriers filing|active carriers|number of (active |filing )?carriers|count of carriers|carrier count|distinct carriers)\b/,
  },
  {
    key: 'filing_count',
    label: 'filings',
    dataset: 'filings',
    unit: 'count',
    num: f8(sql`count(*)`),
    additive: true,
    change: 'relative',
    decimals: 0,
    synonyms: /\b(filings?|filed|file|submissions?|how many)\b/,
  },
];

export const measureByKey = (key: string): Measure => {
  const m = MEASURES.find((x) => x.key === key);
  if (!m) throw new Error(`unknown measure ${key}`);
  return m;
};
