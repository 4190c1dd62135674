// What kind of answer a question expects, and what a reading unit holds: the answer type (date, year,
// percent, money, count, duration, identifier, definition, list), the role of a date (filed, effective,
// adopted, issued) and the kind of a rate change (indicated, selected, prior). The reader (reader.ts)
// prefers units that hold an entity of the expected type, a date in the role the question's verb asks
// for, and the kind of change the question names.

export type AnswerType =
  'date' | 'year' | 'percent' | 'money' | 'count' | 'duration' | 'identifier' | 'definition' | 'list' | 'any';

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-five|sixty|ninety)';
const UNIT = '(?:calendar\\s+|business\\s+|working\\s+)?(?:days?|months?|years?|weeks?)';
const AMOUNT_OF_TIME = `(?:\\d+(?:\\.\\d+)?|${NUMBER_WORD})(?:\\s+\\(\\d+\\))?\\s+${UNIT}`;
/**
 * A date given relative to an event: "six months after its enactment", "30 days before the effective
 * date", "within 45 days of receipt", "upon enactment". It answers "when" as well as a calendar date.
 */
const RELATIVE_DATE = new RegExp(
  `\\b${AMOUNT_OF_TIME}\\s+(?:after|before|following|from|of|prior to|preceding)\\b|\\bwithin\\s+${AMOUNT_OF_TIME}|\\b${MONTH}\\s+\\d{1,2}\\s+of\\s+the\\s+(?:calendar\\s+)?year\\b|\\bthe\\s+(?:year|month|day)\\s+(?:after|following)\\b|\\b(?:upon|on)\\s+(?:its\\s+|the\\s+)?(?:enactment|adoption|approval|passage|signature|receipt)\\b|\\bimmediately\\b`,
  'i',
);

const ENTITY: Record<Exclude<AnswerType, 'any' | 'definition' | 'list'>, RegExp> = {
  date: new RegExp(
    `\\b${MONTH}\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b${MONTH}\\s+\\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b(?:on or after|takes? effect|effective)\\b[^.]{0,40}\\b\\d{4}\\b|${RELATIVE_DATE.source}`,
    'i',
  ),
  year: /\b(?:19[5-9]\d|20[0-4]\d)\b(?!-\d)/,
  percent: /[+-]?\d+(?:\.\d+)?\s?(?:%|percent\b)/i,
  // "$1,000", "$2.4 million", and amounts written out: "1000 dollars", "2,500 USD".
  money:
    /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand))?|\b\d[\d,]*(?:\.\d+)?\s?(?:million\s|billion\s|thousand\s)?(?:dollars|USD)\b/i,
  count: /\b\d{1,3}(?:,\d{3})+\b|\b\d+\b/,
  duration: new RegExp(`\\b${AMOUNT_OF_TIME}\\b`, 'i'),
  identifier: /\bNo\.\s*\d+|\b[A-Z]{2,}-\d{3,}|\b\d{2,}-\d{2,}\b/,
};

/** Expected answer types of a question (any one of them will do). */
export function answerTypes(question: string): AnswerType[] {
  const q = question.toLowerCase();
  if (/\b(?:which|what) year\b/.test(q)) return ['year'];
  if (
    /\b(how is|how are|what is meant|define|defined|definition)\b/.test(q) &&
    !/\bhow (many|much|long|soon)\b/.test(q)
  )
    return ['definition'];
  if (/^\s*(which \w+s\b|what are\b|list\b)/.test(q) && !/\bwhich (filings|dates|standards)\b/.test(q))
    return ['list'];
  if (
    /^\s*(where|why|which|who|whom|whose)\b|\b(where should|why does|why did)\b/.test(q) &&
    !/\bwhich (filings|date)\b/.test(q)
  )
    return /\b(which standard|what standard|replaces?)\b/.test(q) ? ['identifier'] : ['any'];
  // "How quickly must it be paid?", "by when", "within what time": an amount of time, or a date.
  if (/\bhow (quickly|fast|promptly|soon)\b|\bby when\b|\bwithin (what|how much)\b|\bdeadline\b/.test(q))
    return ['duration', 'date'];
  if (/\bhow many days\b|\bhow much time\b|\bhow long\b|\bhow many (years|months|weeks)\b/.test(q))
    return ['duration'];
  if (/\bwhen\b|\bwhat (is the |was the )?date\b|\beffective date\b|\bdate of\b/.test(q)) return ['date'];
  if (/\bhow many\b/.test(q)) return ['count', 'duration'];
  if (/\b(tracking number|filing number|which standard|what standard|replaces?|replace)\b/.test(q))
    return ['identifier'];
  const changeWords = /\b(change|ratio|percentage|share|rise|rises|increase|decrease)\b/.test(q);
  if (/\b(premium|fee|penalty|penalties|base rate|cost|dollars?|limits?|amount)\b/.test(q))
    return /\bdeductible|limit/.test(q) || changeWords ? ['money', 'percent'] : ['money'];
  // "How much" or "how large" of something that is not money (credibility, a load): a figure of any kind.
  if (/\bhow (much|large|big|high|low|small)\b/.test(q)) return ['percent', 'money', 'count'];
  if (/\bdeductible\b/.test(q)) return ['money', 'percent'];
  if (
    /\b(change|percent|percentage|ratio|provision|trend|credib|discount|credit|share|load|factor|commission|expense|rate)\b/.test(
      q,
    )
  )
    return ['percent'];
  return ['any'];
}

const DEFINITION = /:\s|\bmeans\b|\bis defined as\b|\brefers to\b|\bis the\b/i;

// Three or more items in a row ("relevant, unbiased and independent"), or two or more figures:
// "bodily injury +5.8 percent, collision +8.3 ...".
const LIST =
  /(?:[^,;:]+[,;]){2,}[^,;]+|\b[\w-]+,\s+[\w-]+,?\s+(?:and|or)\s+[\w-]+|\d[^]*\d[\d.,]*\s?(?:%|percent)[^]*\d[\d.,]*\s?(?:%|percent)/;

export function hasEntity(text: string, types: AnswerType[]): boolean {
  if (types.includes('list') && LIST.test(text)) return true;
  return types.some(
    (t) =>
      t === 'any' ||
      (t === 'list' ? false : t === 'definition' ? DEFINITION.test(text) : ENTITY[t].test(text)),
  );
}

/** Types for which the answer must hold an entity of that type (not "any", a definition or a list). */
export const isStrictType = (t: AnswerType) => t !== 'any' && t !== 'definition' && t !== 'list';

export type DateRole = 'filed' | 'effective' | 'adopted' | 'issued';

// The verbs a question uses to ask for a date in each role, and the words a document uses to state one.
const ROLE_IN_QUESTION: [DateRole, RegExp][] = [
  ['filed', /\b(?:filed|file|filing date|submitted|submit|submission|received)\b/],
  [
    'effective',
    /\b(?:take effect|takes effect|took effect|effective|in effect|in force|start|begin|apply|applies)\b/,
  ],
  ['adopted', /\b(?:adopt|adopted|adoption|enact|enacted|pass|passed|approve|approved|signed)\b/],
  ['issued', /\b(?:issue|issued|publish|published|release|released|dated|sent|written)\b/],
];
const ROLE_IN_TEXT: [DateRole, RegExp][] = [
  ['filed', /\b(?:filed|submitted|filing date|date filed|date submitted|received)\b/i],
  ['effective', /\b(?:effective|takes? effect|in effect|on or after|applies to)\b/i],
  ['adopted', /\b(?:adopted|enacted|approved|passed|signed)\b/i],
  ['issued', /\b(?:issued|published|released|dated)\b/i],
];

/** The role of the date a question asks for ("When was X filed?" -> filed), or null. */
export function dateRoleAsked(question: string): DateRole | null {
  const q = question.toLowerCase();
  return ROLE_IN_QUESTION.find(([, re]) => re.test(q))?.[0] ?? null;
}

/** The roles the dates of a unit are stated in ("Filed June 2, 2025" -> filed). */
export function dateRolesIn(text: string): DateRole[] {
  return ROLE_IN_TEXT.filter(([, re]) => re.test(text)).map(([role]) => role);
}

export type ChangeKind = 'indicated' | 'selected' | 'prior';

// Kinds of rate change an actuarial memorandum distinguishes: the indication (what the data supports),
// the selected (proposed, requested, filed) change and the prior or current change in force.
const CHANGE_KINDS: [ChangeKind, RegExp][] = [
  ['indicated', /\bindicat(?:ed|ion|ions)\b/i],
  [
    'selected',
    /\b(?:selected|select|selects|proposed?|proposes|requested|requests?|chosen|chose|picked|tempered)\b/i,
  ],
  ['prior', /\b(?:prior|previous|previously|last|current|existing|in force)\b/i],
];

/** The kinds of rate change a text names. */
export function changeKindsIn(text: string): ChangeKind[] {
  return CHANGE_KINDS.filter(([, re]) => re.test(text)).map(([kind]) => kind);
}

/** A time limit ("within 60 days", "no later than March 1"): the form of an answer to "how quickly", "by when". */
export const TIME_LIMIT = /\b(?:within|no later than|not later than|at the latest)\b/i;
