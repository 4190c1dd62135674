import { US_STATES, type UsStateCode } from '@ratelens/domain';

// The insurance vocabulary: words an analyst uses interchangeably in questions and filings. A question's
// words are expanded with their equivalents before retrieval (as weaker evidence than its own words), so
// "PPA" finds "private passenger automobile", "HO" finds "homeowners" and "rate increase" finds "rate
// change".

const EQUIVALENTS: [RegExp, string][] = [
  [/\bPPA\b/, 'private passenger automobile auto'],
  [/\b(private passenger|personal auto)\b/i, 'automobile auto PPA'],
  [/\bauto\b/i, 'automobile vehicle'],
  [/\bautomobile\b/i, 'auto'],
  [/\bHO\b/, 'homeowners'],
  [/\bhomeowners?\b/i, 'dwelling HO-3'],
  // The homeowners policy forms by the names analysts use for them.
  [/\b(renters?|tenants?)\b/i, 'HO-4 contents'],
  [/\b(condo|condominium|unit-owners?)s?\b/i, 'HO-6 unit-owners condominium'],
  [/\bLAE\b/, 'loss adjustment expense'],
  [/\bloss adjustment expenses?\b/i, 'LAE'],
  [/\bULAE\b/, 'unallocated loss adjustment expense'],
  [/\b(increase|raise|hike|rise)s?\b/i, 'change'],
  [/\b(decrease|cut|reduction)s?\b/i, 'change'],
  [/\b(revision|adjustment)s?\b/i, 'change'],
  [/\bchange\b/i, 'revision'],
  [/\b(take effect|in effect|start|begin)s?\b/i, 'effective'],
  [/\bwhen\b/i, 'effective date'],
  [/\b(picked|chose|chosen|selected)\b/i, 'selected'],
  [/\bindicated\b/i, 'indication'],
  [/\bcat(astrophe)?\b/i, 'catastrophe'],
  [/\bcommission\b/i, 'brokerage acquisition'],
  [/\bprofit\b/i, 'contingencies'],
  [/\bcredibility\b/i, 'credible'],
  [/\bcredible\b/i, 'credibility'],
  [/\btrend\b/i, 'trended'],
  [/\bloss ratio\b/i, 'loss and LAE ratio'],
  [/\bpolicyholders?\b/i, 'policies insured'],
  [/\bpremium volume\b/i, 'written premium'],
  [/\b(penalty|penalties|fine)s?\b/i, 'penalty forfeiture'],
  [/\bnotice\b/i, 'notify notification'],
  [/\bnotif(y|ied|ication)\b/i, 'notice'],
  [/\bdeductible\b/i, 'deductibles'],
  [/\bdefined?\b/i, 'definition means'],
  [/\bcomplement\b/i, 'complements'],
  [/\bapprov(e|al)\b/i, 'approve disapprove review'],
  [/\bdocumentation\b/i, 'documented kept'],
  [/\b(paid|pay|pays)\b/i, 'payment'],
  [/\bpayments?\b/i, 'paid pay'],
];

/** The question's equivalents (only the added words). */
export function expandQuestion(question: string): string {
  return EQUIVALENTS.filter(([re]) => re.test(question))
    .map(([, words]) => words)
    .join(' ');
}

// Stemmed ('english' configuration) lexemes that stand for one another when deciding whether a passage
// covers the question's terms: a question "picking" a trend is answered by a sentence that "selected" it.
const LEXEME_GROUPS: string[][] = [
  // Kinds of rate change: the selected (proposed, requested) change, the indication, the prior change.
  // What a filing "asks for" is what it requests.
  ['pick', 'select', 'choos', 'chose', 'chosen', 'elect', 'propos', 'request', 'ask'],
  ['prior', 'previous', 'last', 'preced'],
  ['increas', 'chang', 'revis', 'rais', 'hike', 'rise', 'adjust'],
  ['decreas', 'chang', 'reduct', 'cut', 'lower'],
  ['minimum', 'least', 'floor'],
  ['maximum', 'cap', 'capped', 'most', 'ceil', 'limit'],
  ['homeown', 'ho', 'dwell', 'home'],
  // HO-4 is the contents (renters') form; HO-6 the unit-owners' (condominium) form. "HO-4" is lexed as
  // 'ho' and '-4', so the forms meet through their descriptive words.
  ['renter', 'tenant', 'content'],
  ['condo', 'condominium', 'unit-own'],
  ['auto', 'automobil', 'ppa', 'vehicl', 'car'],
  ['lae', 'adjust'],
  ['effect', 'start', 'begin'],
  // Being told of something: "policyholders must hear about it" is a notice to them.
  ['notic', 'notifi', 'notif', 'hear', 'inform', 'advis'],
  // Taking losses or events out of the experience.
  ['remov', 'exclud', 'taken', 'elimin', 'strip'],
  ['penalti', 'fine', 'forfeitur'],
  ['credibl', 'credibil'],
  ['commiss', 'brokerag'],
  ['profit', 'conting'],
  ['adopt', 'enact'],
  ['insur', 'policyhold', 'polici'],
  ['share', 'percent', 'proport', 'portion'],
  ['defin', 'definit', 'mean'],
  ['catastroph', 'cat'],
  // Word forms the English stemmer keeps apart.
  ['pay', 'paid', 'payment', 'payabl'],
  ['show', 'shown'],
  ['write', 'written', 'wrote'],
  ['know', 'known'],
  ['hold', 'held'],
  ['bring', 'brought'],
  ['send', 'sent'],
  // What a filing touches, impacts or reaches, it affects.
  ['affect', 'touch', 'impact', 'reach', 'hit'],
  // Judging work is assessing or evaluating it.
  ['assess', 'judg', 'evalu', 'review'],
  // The weight credibility leaves over goes to the complement.
  ['complement', 'leftov', 'remaind', 'rest'],
  // A bill's House sponsor is a Representative.
  ['hous', 'repres'],
  // A body receives what is filed with or submitted to it.
  ['submit', 'submiss', 'file', 'receiv'],
  // The change a filing requests is the change it files ("files an overall change of +8.0%").
  ['request', 'file'],
  ['retain', 'retent', 'keep', 'kept', 'maintain'],
  ['issu', 'publish', 'releas'],
  ['indic', 'indicat'],
  // A "load" for catastrophes or expenses is the provision for them.
  ['load', 'provis'],
  // A text that replaces another supersedes it; the text replaced is the earlier (former) one.
  // A standard that replaces another retires it.
  ['replac', 'supersed', 'earlier', 'former', 'retir', 'predecessor'],
  // "Annual" is "per year".
  ['annual', 'year', 'yearli'],
  // A statewide figure is the overall one (the filing's total, before any territory or coverage).
  ['overal', 'statewid'],
  // What a text applies to (reaches) is its scope.
  ['scope', 'appli', 'reach'],
  // The typical premium is the average one.
  ['averag', 'typic'],
  // A roof "past 15 years" is older than 15 years.
  ['older', 'past'],
];

const GROUPS_OF = new Map<string, Set<string>>();
for (const group of LEXEME_GROUPS)
  for (const l of group) {
    const set = GROUPS_OF.get(l) ?? new Set<string>([l]);
    for (const m of group) set.add(m);
    GROUPS_OF.set(l, set);
  }

/** The lexeme and the lexemes that stand for it. */
export function equivalents(lexeme: string): Set<string> {
  return GROUPS_OF.get(lexeme) ?? new Set([lexeme]);
}

/**
 * The "non-" words a text states as a verb negated: "does not renew" states a nonrenewal ("nonrenew"),
 * "shall not comply" a noncompliance. `lexemes` are the text's own.
 */
export function negatedLexemes(text: string, lexemes: Iterable<string>): string[] {
  const out: string[] = [];
  const own = [...lexemes];
  for (const m of text.matchAll(/\bnot\s+(?:to\s+)?(?:be\s+)?([a-z]{4,})/gi)) {
    const word = m[1]!.toLowerCase();
    // Written whole or hyphenated ("non-renewal": 'non', 'non-renew' and 'renew').
    for (const l of own) if (l.length >= 4 && word.startsWith(l)) out.push(`non${l}`, `non-${l}`, 'non');
  }
  return out;
}

/**
 * The question's terms a unit writes only with "non" before them ("the non-hurricane provision" for a
 * question about the hurricane provision), as its whole passage does: it states the opposite of the term.
 * A passage writing the term alone too ("Catastrophe provisions", then "before the non-catastrophe
 * indication") is about both. `asked` are the question's own lexemes (a question about a "non-" thing).
 */
export function onlyNegatedTerms(
  lexemes: Set<string>,
  passage: string,
  content: string[],
  asked: Set<string>,
): string[] {
  return content.filter(
    (l) =>
      /^[a-z]{3,}$/.test(l) &&
      (lexemes.has(`non-${l}`) || lexemes.has(`non${l}`)) &&
      !asked.has(`non-${l}`) &&
      !asked.has(`non${l}`) &&
      !new RegExp(`(?<!non-?)\\b${l}`, 'i').test(passage),
  );
}

/** Lexemes that say little about what is asked (weighed lightly when judging coverage). */
export const SOFT_LEXEMES = new Set([
  'chang',
  'rate',
  'overal',
  'statewid',
  'percent',
  'amount',
  'figur',
  'valu',
  'level',
  'new',
  // "Less than indicated": a comparison, as "more" (an English stop word) is.
  'less',
]);

// Terse analyst wording: shorthand an analyst types ("sel chg", "LR", "BI", "prov", "eff date") read as
// the words filings use, before anything else reads the question. Lower-case shorthand is matched in
// any case; acronyms only in capitals ("PD" is property damage, "pd" may be "paid").
const SHORTHAND: [RegExp, string][] = [
  [/\bsel(?:ec)?\.?(?=\s|$|[?,;])/gi, 'selected'],
  [/\bind\.?(?=\s+(?:chg|chng|change|rate|lr|loss)\b)/gi, 'indicated'],
  [/\bch(?:n)?g\.?(?=\s|$|[?,;])/gi, 'change'],
  [/\bprov\.?(?=\s|$|[?,;])/gi, 'provision'],
  [/\beff\.?(?=\s|$|[?,;])/gi, 'effective'],
  [/\bmin\.?(?=\s+\w)/gi, 'minimum'],
  [/\bmax\.?(?=\s+\w)/gi, 'maximum'],
  [/\bprem\.?(?=\s|$|[?,;])/gi, 'premium'],
  [/\bpct\.?(?=\s|$|[?,;])/gi, 'percent'],
  [/\bamt\.?(?=\s|$|[?,;])/gi, 'amount'],
  [/\byrs?\.?(?=\s|$|[?,;])/gi, 'year'],
  [/\bavg\.?(?=\s|$|[?,;])/gi, 'average'],
  [/\bfreq\.?(?=\s|$|[?,;])/gi, 'frequency'],
  [/\bsev\.?(?=\s|$|[?,;])/gi, 'severity'],
  [/\bcoll\.?(?=\s|$|[?,;])/gi, 'collision'],
  [/(?<!workers'?\s)\bcomp\.?(?=\s|$|[?,;])/gi, 'comprehensive'],
  [/\bliab\.?(?=\s|$|[?,;])/gi, 'liability'],
  [/\bded\.?(?=\s|$|[?,;])/gi, 'deductible'],
  [/\bexp\.?(?=\s+(?:ratio|load|provision)\b)/gi, 'expense'],
  [/\breq(?:d)?\.?(?=\s|$|[?,;])/gi, 'requested'],
  [/\bLRs?\b/g, 'loss ratio'],
  [/\bBI\b/g, 'bodily injury'],
  [/\bPD\b/g, 'property damage'],
  [/\bUM\b/g, 'uninsured motorists'],
  [/\bPIP\b/g, 'personal injury protection'],
  [/\bHO\b(?!-)/g, 'homeowners'],
  [/\bULAE\b/g, 'unallocated loss adjustment expense'],
  [/\bALAE\b/g, 'allocated loss adjustment expense'],
  [/\bDCC\b/g, 'defense and cost containment'],
  [/\bTLF\b/g, 'taxes, licenses and fees'],
  // "Time-wise", "cost-wise": the word itself ("as to time").
  [/\b([a-z]+)-wise\b/gi, '$1'],
  // The commissioner, as analysts shorten the title.
  [/\bcommish\b/gi, 'commissioner'],
  // "Begin its investigation", "start the review": to commence something, not to take effect.
  [/\b(?:start|starts|begin|begins)(?=\s+(?:its|the|a|an|their|his|her)\s+[a-z])/gi, 'commence'],
  // A filing that "brings in" a schedule introduces it.
  [/\b(?:bring|brings|bringing|brought)\s+in\b/gi, 'introduce'],
  // "Go-live" is the effective date; policies "in force" are the policies insured.
  [/\bgo[- ]live\b/gi, 'effective'],
  [/\b(polic(?:y|ies)|vehicles|exposures)\s+in\s+force\b/gi, '$1'],
  // A bill's chamber letters written against its number ("SB25-118") as bills are cited ("SB 25-118").
  [/\b(SB|HB|AB|LB|SF|HF)(?=\d)/g, '$1 '],
  // A premium or rate that "goes up" increases; one that "goes down" decreases.
  [/\b(?:go|goes|going|went|gone)\s+up\b/gi, 'increase'],
  [/\b(?:go|goes|going|went|gone)\s+down\b/gi, 'decrease'],
  // Regulators by their initials, "w/" for "with".
  [/\bDOI\b/g, 'Department of Insurance'],
  [/\bDIFS\b/g, 'Department of Insurance and Financial Services'],
  [/\bw\/(?=\s)/gi, 'with'],
  // Two words joined by a slash ("wind/hail", "loss/LAE"): both, as the documents write them.
  [/\b([A-Za-z]{2,})\/([A-Za-z]{2,})\b/g, '$1 and $2'],
  // "Sec 4" is Section 4, as headings write it.
  [/\bSecs?\.?(?=\s*\d)/g, 'Section'],
  // Numbered model texts: "MPS 41" is Model Practice Standard No. 41, "ML 902" Model Law No. 902.
  [/\bMPS(?=\s*(?:No\.?\s*)?\d)/g, 'Model Practice Standard'],
  [/\bstd\.?(?=\s*(?:No\.?\s*)?\d)/gi, 'Standard'],
  [/\bML(?=\s*(?:No\.?\s*)?\d)/g, 'Model Law'],
];

// Two-letter state codes that are also English words ("IN", "OR", "ME") are state codes when a question
// written in mixed case types them in capitals: "IN PPA collision" asks about Indiana.
const WORD_CODE_RE = /\b(?:IN|OR|ME|OK|HI|DE|AL|PA|MA|CO|LA)\b/g;

/** The question with analyst shorthand spelled out (vocabulary of filings), state codes kept. */
export function analystWording(question: string): string {
  let q = question;
  for (const [re, words] of SHORTHAND) q = q.replace(re, words);
  // A count of what is "in force" counts what is insured now: "in force" adds nothing the documents write.
  if (/\bhow many\b|\b(?:number|count) of\b/i.test(q)) q = q.replace(/\s+in force\b/gi, '');
  // An insurer "writes" the policies (vehicles, homes) it insures: the verb, not "written premium".
  if (/\b(?:polic(?:y|ies)|vehicles|cars|homes|risks|exposures)\b/i.test(q))
    q = q.replace(/\b(?:write|writes|wrote)\b/gi, 'insure');
  if (/[a-z]/.test(q)) q = q.replace(WORD_CODE_RE, (code) => US_STATES[code as UsStateCode] ?? code);
  return q;
}

// Names written out that a question types by their initials: "ODI" for the Ohio Department of Insurance,
// "DIFS" for the Department of Insurance and Financial Services, "GPIC" for Granite Peak Indemnity
// Company. A name is a run of capitalised words, with "of", "and", "for", "the" or "&" between them; its
// initials are its capitalised words' first letters (or every word's), and the question's initials may
// be any run of them.
const NAME_RUN = /\b[A-Z][\w'’]*(?:(?:\s+(?:of|and|for|the|&))*\s+[A-Z][\w'’]*)*/g;
const writtenOut = new Map<string, boolean>();

/** Whether `text` writes out a name whose initials are `initials` (three to six capitals). */
export function writesInitials(text: string, initials: string): boolean {
  if (!/^[A-Z]{3,6}$/.test(initials)) return false;
  const key = `${initials}\n${text}`;
  const known = writtenOut.get(key);
  if (known !== undefined) return known;
  let found = false;
  for (const m of text.matchAll(NAME_RUN)) {
    const words = m[0].split(/\s+/).filter((w) => w !== '&');
    const letters = words
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('');
    // "DOI": the connectors' letters too ("Department of Insurance").
    const every = words.map((w) => w[0]!.toUpperCase()).join('');
    if (letters.length > 1 && (letters.includes(initials) || every.includes(initials))) {
      found = true;
      break;
    }
  }
  if (writtenOut.size > 2000) writtenOut.clear();
  writtenOut.set(key, found);
  return found;
}

// The question's words by what they do in reading (reader.ts).

// Words that say what kind of answer is wanted rather than what it is about.
export const GENERIC = new Set([
  'much',
  'mani',
  'long',
  'soon',
  'use',
  'accord',
  'get',
  'give',
  'set',
  'take',
  'requir',
  'say',
  'state',
  'document',
  'file',
  'compani',
  'insur',
  'filing',
  'memo',
  'memorandum',
  'number',
  'must',
  'shall',
  'should',
  'may',
  'can',
  'under',
  'need',
  'made',
  'make',
  'done',
  'carri',
  'bear',
  // "as well (as)": it asks whether something also holds.
  'well',
  // "per" ("per year", "per Standard 41"): a preposition the English stemmer keeps.
  'per',
  // "besides the reasons": a preposition too.
  'besid',
  // "whether the work is reasonable", "be able to": function words the English stop list keeps.
  'whether',
  'abl',
  // "Indicated vs. selected": the comparison asked joins two terms; "whose" asks for a party.
  'vs',
  'versus',
  'whose',
  // "How long does the standard want it kept": what a text wants is what it requires.
  'want',
  // "Become effective", "become eligible": the state is what is asked; "assign credibility" gives it.
  'becom',
  'assign',
]);

/** Stems of words that name the kind of answer wanted rather than what it is about. */
export const TYPE_WORDS = new Set([
  'date',
  'percentag',
  'percent',
  'amount',
  'figur',
  'valu',
  'dollar',
  'day',
  'year',
  'deadlin',
  'track',
  'serff',
  'identifi',
  // "Policy count", "trend period length": a count, an amount of time.
  'count',
  'length',
]);

/** Type words that name the system a number comes from ("SERFF"): a document never naming it has none. */
export const NAMED_SYSTEMS = new Set(['serff']);

/** Stems of the coverages of a policy (collision, comprehensive, bodily injury, uninsured motorists...). */
export const COVERAGE_LEXEMES = new Set([
  'collis',
  'comprehens',
  'bodili',
  'uninsur',
  'underinsur',
  'motorist',
  'properti',
  'medic',
]);

/** Stems of "define", "definition", "mean": named by a question asking for a definition. */
export const DEFINE_WORDS = new Set(['defin', 'definit', 'mean']);

/** Stems of what a body does to a text it issues: adopts, enacts, approves, promulgates it. */
export const ACTS_OF_BODY = ['adopt', 'enact', 'approv', 'promulg'];

/** Stems of "who issued / published it": the body a letterhead or title heading names. */
export const ISSUING_VERBS = new Set(['issu', 'publish', 'releas']);

/** A lexeme quoted for a tsquery written as text (`'rate' | 'chang'`). */
export const tsLexeme = (l: string) => `'${l.replace(/'/g, "''")}'`;
