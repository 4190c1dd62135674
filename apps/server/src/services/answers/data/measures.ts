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
type IntelFilter = IntelMetric['filters'][number];
const RATE_FILINGS: IntelFilter = { dimension: 'filing_type', values: RATE_TYPES, label: 'rate filings' };
const PENDING: IntelFilter = { dimension: 'status', values: ['pending'], label: 'pending' };

/** Each intel metric: its key, label, measure and the one filter (if any) that selects its rows. */
const INTEL_METRIC_ROWS: readonly [string, string, string, IntelFilter?][] = [
  ['filings.total', 'Filings submitted', 'filing_count'],
  ['filings.rate', 'Rate filings', 'filing_count', RATE_FILINGS],
  ['filings.pending', 'Pending filings', 'filing_count', PENDING],
  ['filings.approvalRate', 'Approval rate', 'approval_rate'],
  ['filings.requestedChange', 'Average requested rate change', 'requested_change'],
  ['filings.approvedChange', 'Average approved rate change', 'approved_change'],
  ['filings.daysToDisposition', 'Median days to disposition', 'median_days_to_disposition'],
  ['filings.premiumImpact', 'Premium impact', 'premium_impact'],
  ['carriers.active', 'Carriers filing', 'carriers_filing'],
];

export const INTEL_METRICS: readonly IntelMetric[] = INTEL_METRIC_ROWS.map(
  ([key, label, measure, filter]) => ({
    key,
    label,
    measure,
    filters: filter ? [filter] : [],
  }),
);

const f8 = (expr: RawBuilder<unknown>) => sql<number>`(${expr})::float8`;
/** Trusted SQL text of this file (never from a question) as a float8 expression. */
const f8raw = (text: string) => f8(sql.raw(text));

/**
 * Expected losses: earned premium at the loss ratio each line is priced at (the reference line profiles),
 * a constant CASE built from trusted numbers, never from a question.
 */
const TARGET_LOSS_RATIO = sql.raw(
  `case p.line ${LINE_PROFILES.map((l) => `when '${l.name.replace(/'/g, "''")}' then ${Number(l.targetLossRatio)}`).join(' ')} end`,
);

/** Totals: a sum or count over the rows, stated as a relative change in whole units. */
const TOTALS: readonly [
  key: string,
  label: string,
  dataset: Dataset,
  unit: Unit,
  expr: string,
  synonyms: RegExp,
][] = [
  [
    'incurred_losses',
    'incurred losses',
    'portfolio',
    'usd',
    'sum(p.incurred_losses)',
    /\b(incurred|losses|incurred losses)\b/,
  ],
  ['claim_count', 'claims', 'portfolio', 'count', 'sum(p.claim_count)', /\b(claim counts?|claims)\b/],
  [
    'exposure',
    'exposure',
    'portfolio',
    'count',
    'sum(p.exposure)',
    /\b(exposures?|earned exposure|units|car-years|house-years)\b/,
  ],
  [
    'premium_impact',
    'premium impact',
    'filings',
    'usd',
    'sum(f.premium_impact)',
    /\b(premium impact|impact|dollar impact)\b/,
  ],
  [
    'policyholders_affected',
    'policyholders affected',
    'filings',
    'count',
    'sum(coalesce(f.policyholders_affected, 0))',
    /\b(policyholders?|policy holders?|insureds affected|customers affected)\b/,
  ],
  [
    'earned_premium',
    'earned premium',
    'portfolio',
    'usd',
    'sum(p.earned_premium)',
    /\b(earned premium|written premium|premiums?|book|revenue|volume|do we write|we write|writes?)\b/,
  ],
  [
    'feed_items',
    'intelligence feed items',
    'feeds',
    'count',
    'count(*)',
    /\b(news|feed items?|intel(ligence)? (items?|feeds?)|feeds?|articles?|headlines?|bulletins?|press releases?|mentions?|stories)\b/,
  ],
  [
    'carriers_filing',
    'carriers filing',
    'filings',
    'count',
    'count(distinct f.carrier_code)',
    /\b(carriers filing|active carriers|number of (active |filing )?carriers|count of carriers|carrier count|distinct carriers)\b/,
  ],
  [
    'filing_count',
    'filings',
    'filings',
    'count',
    'count(*)',
    /\b(filings?|filed|file|submissions?|how many)\b/,
  ],
];
/** Totals that are not summable across groups (a carrier files in several). */
const NOT_ADDITIVE = new Set(['carriers_filing']);

/** Averages of a filings column over the filings that have it, stated as a difference. */
const FILING_AVERAGES: readonly [key: string, label: string, unit: Unit, column: string, synonyms: RegExp][] =
  [
    [
      'days_to_disposition',
      'average days to disposition',
      'days',
      'days_to_disposition',
      /\b(days to (approval|approve|disposition|decision)|how long|slowest|fastest to approve|approval times?|turnaround|time to approv\w*|days to approv\w*)\b/,
    ],
    [
      'approved_change',
      'average approved rate change',
      'percent',
      'approved_change_pct',
      /\b(approved (rate )?(change|increase|decrease)s?|rate (change|increase) (was |were )?approved|approved on)\b/,
    ],
    [
      'requested_change',
      'average requested rate change',
      'percent',
      'requested_change_pct',
      /\b(requested|rate (changes?|increases?|decreases?|hikes?)|rate (changed|increased))\b/,
    ],
  ];

/** Ratios of the portfolio, each stated with its denominator's figure (`base`). */
const RATIOS: readonly Measure[] = [
  {
    key: 'loss_ratio',
    label: 'loss ratio',
    dataset: 'portfolio',
    unit: 'percent',
    num: f8raw('sum(p.incurred_losses)'),
    den: f8raw('sum(p.earned_premium)'),
    scale: 100,
    additive: false,
    base: { label: 'earned premium', unit: 'usd', expr: f8raw('sum(p.earned_premium)') },
    change: 'difference',
    decimals: 2,
    synonyms: /\b(loss[- ]ratios?|lr|lrs)\b/,
  },
  {
    key: 'actual_to_expected',
    label: 'actual to expected losses (A/E)',
    dataset: 'portfolio',
    unit: 'percent',
    num: f8raw('sum(p.incurred_losses)'),
    den: f8(sql`sum(p.earned_premium * ${TARGET_LOSS_RATIO})`),
    scale: 100,
    additive: false,
    rowCondition: sql<boolean>`${TARGET_LOSS_RATIO} is not null`,
    base: {
      label: 'expected losses',
      unit: 'usd',
      expr: f8(sql`sum(p.earned_premium * ${TARGET_LOSS_RATIO})`),
    },
    change: 'difference',
    decimals: 2,
    synonyms:
      /\b(actual (losses? )?(above|over|versus|vs\.?|to|against) expected|a\/e|actual[- ]to[- ]expected|above expected|worse than (expected|priced))\b/,
  },
  {
    key: 'pure_premium',
    label: 'pure premium',
    dataset: 'portfolio',
    unit: 'usd',
    num: f8raw('sum(p.incurred_losses)'),
    den: f8raw('sum(p.exposure)'),
    additive: false,
    base: { label: 'exposure', unit: 'count', expr: f8raw('sum(p.exposure)') },
    change: 'relative',
    decimals: 2,
    synonyms: /\b(pure premium|loss costs?)\b/,
  },
  {
    key: 'frequency',
    label: 'claim frequency (claims per 100 exposure units)',
    dataset: 'portfolio',
    unit: 'ratio',
    num: f8raw('sum(p.claim_count)'),
    den: f8raw('sum(p.exposure)'),
    scale: 100,
    additive: false,
    base: { label: 'claims', unit: 'count', expr: f8raw('sum(p.claim_count)') },
    change: 'relative',
    decimals: 4,
    synonyms: /\bfrequen/,
  },
  {
    key: 'severity',
    label: 'claim severity (incurred per claim)',
    dataset: 'portfolio',
    unit: 'usd',
    num: f8raw('sum(p.incurred_losses)'),
    den: f8raw('sum(p.claim_count)'),
    additive: false,
    base: { label: 'claims', unit: 'count', expr: f8raw('sum(p.claim_count)') },
    change: 'relative',
    decimals: 2,
    synonyms: /\b(severity|average claim( cost| size)?|cost per claim)\b/,
  },
];

/** Measures of the filings' outcomes that have a shape of their own. */
const OUTCOMES: readonly Measure[] = [
  {
    key: 'intel_metrics',
    label: 'intel metrics (headline filing figures)',
    dataset: 'filings',
    unit: 'count',
    num: f8raw('count(*)'),
    additive: false,
    change: 'relative',
    decimals: 0,
    synonyms:
      /\b(intel(ligence)? metrics|headline (figures|metrics|numbers|kpis?)|kpis?|key (figures|metrics)|competitive[- ]intelligence (figures|metrics|summary|dashboard)|market (metrics|summary))\b/,
    parts: INTEL_METRICS,
  },
  {
    key: 'approval_rate',
    label: 'approval rate (approved of decided filings)',
    dataset: 'filings',
    unit: 'percent',
    num: f8raw(`count(*) filter (where f.status = 'approved')`),
    den: f8raw('count(*)'),
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
    num: f8raw('percentile_cont(0.5) within group (order by f.days_to_disposition)'),
    additive: false,
    rowCondition: sql<boolean>`f.days_to_disposition is not null`,
    change: 'difference',
    decimals: 2,
    synonyms: /\bmedian (number of )?(days|time|turnaround|wait)\b/,
  },
];

const DECLARED: readonly Measure[] = [
  ...OUTCOMES,
  ...RATIOS,
  ...TOTALS.map(([key, label, dataset, unit, expr, synonyms]): Measure => ({
    key,
    label,
    dataset,
    unit,
    num: f8raw(expr),
    additive: !NOT_ADDITIVE.has(key),
    change: 'relative',
    decimals: 0,
    synonyms,
  })),
  ...FILING_AVERAGES.map(([key, label, unit, column, synonyms]): Measure => ({
    key,
    label,
    dataset: 'filings',
    unit,
    num: f8raw(`sum(f.${column})`),
    den: f8raw(`count(f.${column})`),
    additive: false,
    rowCondition: sql<boolean>`${sql.raw(`f.${column}`)} is not null`,
    change: 'difference',
    decimals: 2,
    synonyms,
  })),
];

/**
 * The order synonyms are tried in: a more specific measure comes before one whose words it contains
 * (approval rate before filing count, the averages before "requested", filing count last).
 */
const ORDER = [
  'intel_metrics',
  'loss_ratio',
  'actual_to_expected',
  'pure_premium',
  'frequency',
  'severity',
  'incurred_losses',
  'claim_count',
  'exposure',
  'premium_impact',
  'policyholders_affected',
  'approval_rate',
  'median_days_to_disposition',
  'days_to_disposition',
  'approved_change',
  'requested_change',
  'earned_premium',
  'feed_items',
  'carriers_filing',
  'filing_count',
];

export const MEASURES: readonly Measure[] = ORDER.map((key) => DECLARED.find((m) => m.key === key)!);

export const measureByKey = (key: string): Measure => {
  const m = MEASURES.find((x) => x.key === key);
  if (!m) throw new Error(`unknown measure ${key}`);
  return m;
};
