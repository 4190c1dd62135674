import { sql, type RawBuilder } from 'kysely';
import { LINE_PROFILES } from '../../../analytics/index.ts';
import { lineCode } from '../../analytics/common.ts';
import type { ListField } from '../../list-query.ts';

// The semantic layer of the data approach, declared once: what can be measured over the tenant's tables
// (measures), what it can be cut by (dimensions), which dates a period applies to (time fields), and the
// insurance words that name each. The planner only ever picks keys of these tables; the executor only
// ever emits the SQL written here, with every value from a question bound through the filter grammar.

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

/** A feed item's line code as the line's name (the names filings and the portfolio use), from trusted names. */
const FEED_LINE = `case i.line_code ${LINE_PROFILES.map((l) => `when '${lineCode(l.name).replace(/'/g, "''")}' then '${l.name.replace(/'/g, "''")}'`).join(' ')} else i.line_code end`;
/** A feed item's carrier (free text: a name or a code) as the code of the tenant's carrier it names. */
const FEED_CARRIER =
  '(select c.code from carriers c where c.tenant_id = i.tenant_id and (lower(c.name) = lower(btrim(i.carrier)) or c.code = upper(btrim(i.carrier))) limit 1)';

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

export type DimensionKey =
  | 'state'
  | 'line'
  | 'segment'
  | 'carrier'
  | 'filing_type'
  | 'status'
  | 'tracking_number'
  | 'month';

export interface Dimension {
  key: DimensionKey;
  label: string;
  plural: string;
  /** The column per dataset (trusted SQL, never user text); absent: not a dimension of that dataset. */
  column: Partial<Record<Dataset, string>>;
  /** The field name of the filter grammar (and of the screen's list filter) for this dimension. */
  field: string;
  /** Words that ask to group by it ("by state", "which carriers"). */
  groupWords: RegExp;
}

export const DIMENSIONS: Record<DimensionKey, Dimension> = {
  state: {
    key: 'state',
    label: 'state',
    plural: 'states',
    column: { portfolio: 'p.state', filings: 'f.state', feeds: 'i.state' },
    field: 'state',
    groupWords: /\b(states?|where|jurisdictions?)\b/,
  },
  line: {
    key: 'line',
    label: 'line',
    plural: 'lines',
    column: { portfolio: 'p.line', filings: 'f.line', feeds: FEED_LINE },
    field: 'line',
    groupWords: /\b(lines?( of business)?|lobs?|products?)\b/,
  },
  segment: {
    key: 'segment',
    label: 'segment',
    plural: 'segments',
    column: { portfolio: 'p.segment' },
    field: 'segment',
    groupWords: /\bsegments?\b/,
  },
  carrier: {
    key: 'carrier',
    label: 'carrier',
    plural: 'carriers',
    column: { filings: 'f.carrier_code', feeds: FEED_CARRIER },
    field: 'carrier',
    groupWords: /\b(carriers?|competitors?|companies|company|insurers?|who)\b/,
  },
  filing_type: {
    key: 'filing_type',
    label: 'filing type',
    plural: 'filing types',
    column: { filings: 'f.filing_type' },
    field: 'filingType',
    groupWords: /\b(filing types?|types? of filing)\b/,
  },
  status: {
    key: 'status',
    label: 'status',
    plural: 'statuses',
    column: { filings: 'f.status' },
    field: 'status',
    groupWords: /\bstatus(es)?\b/,
  },
  tracking_number: {
    key: 'tracking_number',
    label: 'filing',
    plural: 'filings',
    // Grouped per filing, a filing is shown with its carrier, state and line.
    column: { filings: "f.tracking_number || ' (' || f.carrier_code || ', ' || f.state || ', ' || f.line || ')'" },
    field: 'trackingNumber',
    groupWords: /\bwhich filings\b/,
  },
  month: {
    key: 'month',
    label: 'month',
    plural: 'months',
    column: {
      portfolio: 'p.month',
      filings: "to_char(f.submitted_date, 'YYYY-MM')",
      feeds: "to_char(i.published_date, 'YYYY-MM')",
    },
    field: 'month',
    groupWords: /\b(by month|monthly|month by month|each month|per month|trend|over time)\b/,
  },
};

export type TimeFieldKey = 'month' | 'submitted' | 'disposition' | 'effective' | 'published';

export const TIME_FIELDS: Record<TimeFieldKey, { dataset: Dataset; field: string; label: string }> = {
  month: { dataset: 'portfolio', field: 'month', label: 'months' },
  submitted: { dataset: 'filings', field: 'submittedDate', label: 'submitted' },
  disposition: { dataset: 'filings', field: 'dispositionDate', label: 'decided' },
  effective: { dataset: 'filings', field: 'effectiveDate', label: 'effective' },
  published: { dataset: 'feeds', field: 'publishedDate', label: 'published' },
};

/** The whitelist the filter grammar is compiled against, per dataset: field name -> trusted column. */
export const FILTER_FIELDS: Record<Dataset, Record<string, ListField>> = {
  portfolio: {
    state: { column: 'p.state', type: 'text' },
    line: { column: 'p.line', type: 'text' },
    segment: { column: 'p.segment', type: 'text' },
    month: { column: 'p.month', type: 'text' },
  },
  filings: {
    state: { column: 'f.state', type: 'text' },
    line: { column: 'f.line', type: 'text' },
    carrier: { column: 'f.carrier_code', type: 'text' },
    filingType: { column: 'f.filing_type', type: 'text' },
    status: { column: 'f.status', type: 'text' },
    trackingNumber: { column: 'f.tracking_number', type: 'text' },
    submittedDate: { column: "to_char(f.submitted_date, 'YYYY-MM-DD')", type: 'text' },
    dispositionDate: { column: "to_char(f.disposition_date, 'YYYY-MM-DD')", type: 'text' },
    effectiveDate: { column: "to_char(f.effective_date, 'YYYY-MM-DD')", type: 'text' },
  },
  feeds: {
    state: { column: 'i.state', type: 'text' },
    line: { column: FEED_LINE, type: 'text' },
    carrier: { column: FEED_CARRIER, type: 'text' },
    publishedDate: { column: "to_char(i.published_date, 'YYYY-MM-DD')", type: 'text' },
  },
};

/** The key a cited row is known by: portfolio rows by their primary key, filings by id. */
export const ROW_ID: Record<Dataset, RawBuilder<string>> = {
  portfolio: sql<string>`p.month || '|' || p.state || '|' || p.line || '|' || p.segment`,
  filings: sql<string>`f.id::text`,
  feeds: sql<string>`i.id::text`,
};

export const FROM: Record<Dataset, RawBuilder<unknown>> = {
  portfolio: sql`portfolio_rows p`,
  filings: sql`filings f`,
  feeds: sql`intel_feed_items i`,
};

/** Lines of business by their insurance names and abbreviations (canonical names of the data). */
export const LINE_SYNONYMS: readonly { line: string; words: RegExp }[] = [
  { line: 'Commercial Auto', words: /\b(commercial auto(mobile)?|commercial vehicles?|fleet auto)\b/i },
  {
    line: 'Personal Auto',
    words: /\b(personal auto(mobile)?|private passenger auto(mobile)?|ppa|pp auto|car insurance|auto)\b/i,
  },
  { line: 'Homeowners', words: /\b(homeowners?'?s?|home ?owners|ho|home insurance|homes?)\b/i },
  { line: 'Workers Comp', words: /\b(workers'? ?comp(ensation)?|work comp|wc)\b/i },
  { line: 'BOP', words: /\b(bop|business ?owners'? polic(y|ies)|businessowners)\b/i },
];

export const STATUS_WORDS: readonly { status: string; words: RegExp }[] = [
  { status: 'disapproved', words: /\b(disapproved|denied|rejected|declined)\b/i },
  { status: 'withdrawn', words: /\bwithdrawn\b/i },
  { status: 'pending', words: /\b(pending|open|under review|in review)\b/i },
  { status: 'approved', words: /\bapproved\b/i },
];

export const FILING_TYPE_WORDS: readonly { types: string[]; words: RegExp; label: string }[] = [
  { types: ['rate', 'rate-and-rule', 'form-and-rate'], words: /\brate filings?\b/i, label: 'rate filings' },
  { types: ['form', 'form-and-rate'], words: /\bform filings?\b/i, label: 'form filings' },
  { types: ['rule', 'rate-and-rule'], words: /\brule filings?\b/i, label: 'rule filings' },
];
