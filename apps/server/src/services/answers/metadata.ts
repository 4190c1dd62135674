import { US_STATES } from '@ratelens/domain';

// What a document, or a question, is about: states, companies, identifiers (standard, model-law, bill,
// bulletin and filing-tracking numbers), lines of business and years. Extracted from a document's title
// and opening text at indexing (stored in documents.meta), and from the question at answer time, so a
// question naming Ohio, Summit Mutual, Standard No. 41 or homeowners is answered from documents about
// that, not from the neighbouring filing with the same words.

export interface DocumentMeta {
  /** Two-letter state codes. */
  states: string[];
  /** Distinctive name keys, lower case ("summit", "granite peak"). */
  companies: string[];
  /** Normalised identifiers ("41", "902", "25-118", "smmi-134412"). */
  identifiers: string[];
  lines: LineOfBusiness[];
  years: number[];
  /** Effective dates the document states (ISO yyyy-mm-dd), in the order they appear. */
  effective?: string[];
  /** Dates the document says it was filed or submitted (ISO). */
  filed?: string[];
}

export type LineOfBusiness = 'homeowners' | 'auto' | 'commercial-auto' | 'workers-comp';

export const EMPTY_META: DocumentMeta = {
  states: [],
  companies: [],
  identifiers: [],
  lines: [],
  years: [],
  effective: [],
  filed: [],
};

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DATE = `(${MONTHS.join('|')})\\s+(\\d{1,2}),?\\s+(\\d{4})|(\\d{4})-(\\d{2})-(\\d{2})`;
const EFFECTIVE_RE = new RegExp(
  `\\b(?:effective|takes? effect|in effect|on or after)\\b[^.;]{0,60}?(?:${DATE})`,
  'gi',
);
const FILED_RE = new RegExp(
  `\\b(?:filed|submitted|filing date|date filed|date submitted)\\b[^.;]{0,60}?(?:${DATE})`,
  'gi',
);

function isoOf(m: RegExpMatchArray): string {
  if (m[1]) {
    const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    return `${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  }
  return `${m[4]}-${m[5]}-${m[6]}`;
}

/** Effective and filing dates stated in a text (ISO, first ten of each). */
function datesIn(text: string): { effective: string[]; filed: string[] } {
  const take = (re: RegExp) => uniq([...text.matchAll(re)].map(isoOf)).slice(0, 10);
  return { effective: take(EFFECTIVE_RE), filed: take(FILED_RE) };
}

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));
const STATE_NAME_RE = new RegExp(
  `\\b(${[...STATE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'gi',
);
// Codes that are also common English words are only taken in parentheses or after a comma ("Dayton, OH").
const AMBIGUOUS_CODES = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'DE',
  'AS',
  'AL',
  'PA',
  'MA',
  'CO',
  'ID',
  'LA',
]);
const STATE_CODE_RE = /(\(|,\s*|\b)([A-Z]{2})\b(\))?/g;

const COMPANY_SUFFIX =
  '(?:Mutual|Insurance|Indemnity|Casualty|Assurance|Fire|General|Reciprocal|Underwriters|Group|Company|Corporation|Exchange)';
const COMPANY_RE = new RegExp(
  `\\b((?:[A-Z][a-z]+|[A-Z]{2,})(?:[ -](?:[A-Z][a-z]+|[A-Z]{2,}))*?)\\s+${COMPANY_SUFFIX}\\b`,
  'g',
);
/** The mark of a company key that is the company's initials ("=gpic"), not a name of another company. */
export const INITIALS = '=';
/**
 * The mark of a company key that is the first word of a longer name ("^granite" for Granite Peak), as
 * analysts shorten it ("Granite MI HO"): matched only where the question writes the word capitalised.
 */
export const FIRST_WORD = '^';
/** Whether a company key is another way to name a company (initials, first word), not a name. */
export function isCompanyAlias(key: string): boolean {
  return key.startsWith(INITIALS) || key.startsWith(FIRST_WORD);
}
/** First words that do not name a company alone: ordinals, directions and common name openings. */
const COMMON_FIRST_WORDS = new Set([
  'first',
  'second',
  'new',
  'old',
  'great',
  'united',
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'eastern',
  'western',
  'central',
  'mid',
  'midwest',
  'home',
  'farmers',
  'citizens',
  'security',
  'standard',
  'allied',
  'federal',
  'universal',
  'global',
  'pacific',
  'atlantic',
]);
/** The further suffix words of a name ("Indemnity Company" after "Granite Peak Indemnity"). */
const SUFFIX_RUN = new RegExp(`^(?:\\s+${COMPANY_SUFFIX}\\b)*`);
const GENERIC_NAME_WORDS = new Set([
  'the',
  'mutual',
  'insurance',
  'indemnity',
  'casualty',
  'assurance',
  'company',
  'department',
  'model',
  'state',
  'national',
  'american',
  'conference',
  'standards',
  'council',
  'private',
  'passenger',
  'rate',
  'filing',
  'homeowners',
  'auto',
  'workers',
  'commercial',
  'property',
  'and',
  'of',
  'for',
]);

const IDENTIFIER_RES: RegExp[] = [
  /\b(?:No|Number)\.?\s*(\d{1,5}(?:-\d{1,5})?)\b/gi,
  /\b(?:Standard|Law|Act|Regulation|Bulletin|Bill|SB|HB|Rule|Circular|Order)\s+(?:No\.?\s*)?(\d{1,5}(?:-\d{1,5})?)\b/gi,
  /\b([A-Z]{2,6}(?:-[A-Z]{2})?-\d{4,}(?:-\d+)?)\b/g,
  // A body's initials before a year-numbered text ("ODI 2025-03" for its Bulletin 2025-03).
  /\b[A-Z]{2,5}\s+(\d{4}-\d{1,3})\b/g,
];

const LINE_PATTERNS: [LineOfBusiness, RegExp][] = [
  ['commercial-auto', /\bcommercial auto(?:mobile)?\b/i],
  ['workers-comp', /\bworkers'? comp(?:ensation)?\b/i],
  ['homeowners', /\b(?:homeowners?|HO-\d|dwelling|renters|condominium|unit-owners)\b/i],
  [
    'auto',
    /\b(?:private passenger|personal auto|PPA|automobile|auto(?! liability reserves)|vehicles?|collision|bodily injury|uninsured motorists?)\b/i,
  ],
];

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

export function statesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(STATE_NAME_RE)) {
    const code = STATE_BY_NAME.get(m[1]!.toLowerCase());
    if (code) out.push(code);
  }
  for (const m of text.matchAll(STATE_CODE_RE)) {
    const code = m[2]!;
    if (!(code in US_STATES)) continue;
    const delimited = m[1] === '(' ? m[3] === ')' : m[1]!.startsWith(',');
    if (AMBIGUOUS_CODES.has(code) && !delimited) continue;
    out.push(code);
  }
  return uniq(out);
}

/** Distinctive company keys: the capitalised words before an insurer suffix, generic words dropped. */
export function companiesIn(text: string): string[] {
  const out: string[] = [];
  // Letterheads are often in capitals ("CEDAR RIDGE ASSURANCE COMPANY"): read them in title case too.
  const titled = text.replace(/\b([A-Z])([A-Z]{2,})\b/g, (_m, a: string, b: string) => a + b.toLowerCase());
  const all = `${text}\n${titled}`;
  for (const m of all.matchAll(COMPANY_RE)) {
    const words = m[1]!
      .split(/[ -]/)
      .map((w) => w.toLowerCase())
      .filter((w) => !GENERIC_NAME_WORDS.has(w) && !STATE_BY_NAME.has(w));
    if (words.length > 0) out.push(words.slice(0, 2).join(' '));
    if (words.length > 1 && !COMMON_FIRST_WORDS.has(words[0]!)) out.push(`${FIRST_WORD}${words[0]}`);
    // The company's initials as analysts type them ("GPIC" for Granite Peak Indemnity Company): one
    // letter per capitalised word of the whole name, suffix included, when that makes three or more;
    // kept as "=gpic", a key of its own (INITIALS) beside the name's.
    const rest = SUFFIX_RUN.exec(all.slice(m.index + m[0].length))?.[0] ?? '';
    const initials = `${m[0]}${rest}`
      .split(/[ -]+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0]!.toLowerCase())
      .join('');
    if (words.length > 0 && initials.length >= 3 && initials.length <= 6) out.push(`${INITIALS}${initials}`);
  }
  return uniq(out);
}

export function identifiersIn(text: string): string[] {
  const out: string[] = [];
  for (const re of IDENTIFIER_RES) for (const m of text.matchAll(re)) out.push(m[1]!.toLowerCase());
  return uniq(out);
}

/** A bill numbered within its session ("25-118") is also cited by its number alone ("SB 118"). */
function withBillNumbers(ids: string[]): string[] {
  return uniq([...ids, ...ids.flatMap((id) => /^\d{2}-(\d{2,5})$/.exec(id)?.[1] ?? [])]);
}

export function linesIn(text: string): LineOfBusiness[] {
  const found = LINE_PATTERNS.filter(([, re]) => re.test(text)).map(([line]) => line);
  // "commercial auto" also matches the plain auto pattern; keep only the specific line then.
  return found.includes('commercial-auto') ? found.filter((l) => l !== 'auto') : found;
}

function yearsIn(text: string): number[] {
  return uniq([...text.matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1])));
}

/**
 * A document's metadata from its title and opening text (the first ~1,200 characters: where a filing
 * names its company, state, line and tracking number). Identifiers and lines come from the title and
 * first lines only, so a standard that mentions another standard's number is not taken for it.
 */
export function extractDocumentMeta(title: string | null, text: string): DocumentMeta {
  const head = `${title ?? ''}\n${text.slice(0, 1200)}`;
  const firstLines = `${title ?? ''}\n${text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 2)
    .join('\n')}`;
  const lines = linesIn(firstLines);
  const { effective, filed } = datesIn(text.slice(0, 200_000));
  return {
    states: statesIn(head),
    companies: companiesIn(head),
    identifiers: withBillNumbers(identifiersIn(firstLines)),
    lines: lines.length > 0 ? lines : linesIn(head).slice(0, 1),
    years: uniq([...yearsIn(head), ...[...effective, ...filed].map((d) => Number(d.slice(0, 4)))]),
    effective,
    filed,
  };
}

export function parseMeta(value: unknown): DocumentMeta {
  if (!value || typeof value !== 'object') return EMPTY_META;
  const v = value as Partial<DocumentMeta>;
  const list = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);
  return {
    states: list(v.states),
    companies: list(v.companies),
    identifiers: list(v.identifiers),
    lines: list(v.lines),
    years: list(v.years),
    effective: list(v.effective),
    filed: list(v.filed),
  };
}

export interface QuestionFacets {
  states: string[];
  identifiers: string[];
  lines: LineOfBusiness[];
  /** Years the question names (outside identifiers such as "Bulletin 2025-03"). */
  years: number[];
  /** Capitalised words of the question (company keys are matched against the candidates' companies). */
  names: string;
}

export function questionFacets(question: string): QuestionFacets {
  return {
    states: statesIn(question),
    identifiers: identifiersIn(question),
    lines: linesIn(question),
    years: yearsIn(question.replace(/\b\d{4}-\d{1,5}\b/g, ' ')),
    names: question.toLowerCase(),
  };
}

export type Fit = 'match' | 'neutral' | 'mismatch';

/**
 * How a document fits what the question names. A facet the question names and the document states with
 * other values is a mismatch; a facet the document says nothing about is neutral.
 */
export function fitOf(
  meta: DocumentMeta,
  facets: QuestionFacets,
  companiesAsked: string[],
): { fit: Fit; matches: number } {
  let matches = 0;
  let mismatch = false;
  const check = <T>(asked: T[], has: T[]) => {
    if (asked.length === 0 || has.length === 0) return;
    if (asked.some((a) => has.includes(a))) matches++;
    else mismatch = true;
  };
  check(facets.identifiers, meta.identifiers);
  check(facets.states, meta.states);
  check(companiesAsked, meta.companies);
  check(facets.lines, meta.lines);
  // A year is a preference, not a restriction: documents that state it (in their opening or in an
  // effective or filing date) rank first; a document without it is not another filing's.
  if (facets.years.length > 0 && facets.years.some((y) => meta.years.includes(y))) matches++;
  return { fit: mismatch ? 'mismatch' : matches > 0 ? 'match' : 'neutral', matches };
}

/**
 * Chunk-level facets: whether a passage names other states or companies than the question asks about
 * and none of those asked (a paragraph on Indiana inside a multi-state bulletin, asked about Ohio). A
 * passage that names none of them is neutral: it is about whatever its document is about. So is one
 * whose document is about the asked state or company alone (its metadata names no other): other states
 * or companies it names there are references (a complement of credibility drawn from neighbouring
 * states, a competitor's rate), not what the passage is about.
 */
export function chunkMismatch(
  text: string,
  facets: QuestionFacets,
  companiesAsked: string[],
  meta: DocumentMeta = EMPTY_META,
): boolean {
  const differs = (asked: string[], has: string[]) =>
    asked.length > 0 && has.length > 0 && !asked.some((a) => has.includes(a));
  const only = (asked: string[], of: string[]) => of.length > 0 && of.every((v) => asked.includes(v));
  // A company's initials and the first word of its name are the same company: the document is about the
  // asked company alone when its names are all asked, or its initials are, or their first words are (one
  // key each per name).
  const names = meta.companies.filter((k) => !isCompanyAlias(k));
  const aliases = [INITIALS, FIRST_WORD].map((mark) => meta.companies.filter((k) => k.startsWith(mark)));
  const checkStates = facets.states.length > 0 && !only(facets.states, meta.states);
  const checkCompanies =
    companiesAsked.length > 0 &&
    !only(companiesAsked, names) &&
    !aliases.some((keys) => keys.length === names.length && only(companiesAsked, keys));
  return (
    differs(facets.states, checkStates ? statesIn(text) : []) ||
    differs(companiesAsked, checkCompanies ? companiesIn(text) : [])
  );
}

// Words that name a facet rather than what is asked about it (matched through metadata, not coverage).
export const IDENTIFIER_WORDS = [
  'model',
  'practice',
  'standard',
  'law',
  'act',
  'bill',
  'senate',
  'house',
  'sb',
  'hb',
  'no',
  'number',
  'bulletin',
  'regulation',
];
export const COMPANY_WORDS = [
  'mutual',
  'insurance',
  'indemnity',
  'casualty',
  'assurance',
  'company',
  'companies',
];
export const LINE_WORDS = [
  'homeowners',
  'HO',
  'auto',
  'automobile',
  'PPA',
  'private',
  'passenger',
  'personal',
  'workers',
  'compensation',
  'commercial',
];
