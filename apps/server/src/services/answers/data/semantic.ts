import { sql, type RawBuilder } from 'kysely';
import { LINE_PROFILES } from '../../../analytics/index.ts';
import { lineCode } from '../../analytics/common.ts';
import type { ListField } from '../../list-query.ts';
import type { Dataset } from './measures.ts';

// The semantic layer of the data approach, declared once: what can be measured over the tenant's tables
// (measures, in measures.ts), what it can be cut by (dimensions), which dates a period applies to (time
// fields), and the insurance words that name each. The planner only ever picks keys of these tables;
// the executor only ever emits the SQL written here, with every value from a question bound through the
// filter grammar.

export { INTEL_METRICS, MEASURES, measureByKey } from './measures.ts';
export type { Dataset, Measure, Unit } from './measures.ts';

/** A feed item's line code as the line's name (the names filings and the portfolio use), from trusted names. */
const FEED_LINE = `case i.line_code ${LINE_PROFILES.map((l) => `when '${lineCode(l.name).replace(/'/g, "''")}' then '${l.name.replace(/'/g, "''")}'`).join(' ')} else i.line_code end`;
/** A feed item's carrier (free text: a name or a code) as the code of the tenant's carrier it names. */
const FEED_CARRIER =
  '(select c.code from carriers c where c.tenant_id = i.tenant_id and (lower(c.name) = lower(btrim(i.carrier)) or c.code = upper(btrim(i.carrier))) limit 1)';

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
