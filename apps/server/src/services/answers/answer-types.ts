// What kind of answer a question expects, and what a reading unit holds: the answer type (date, year,
// percent, money, count, duration, identifier, definition, list), the role of a date (filed, effective,
// adopted, issued) and the kind of a rate change (indicated, selected, prior). The reader (reader.ts)
// prefers units that hold an entity of the expected type, a date in the role the question's verb asks
// for, and the kind of change the question names.

export type AnswerType =
  | 'date'
  | 'year'
  | 'percent'
  | 'money'
  | 'count'
  | 'duration'
  | 'identifier'
  | 'organisation'
  | 'condition'
  | 'method'
  | 'form'
  | 'title'
  | 'section'
  | 'reason'
  | 'definition'
  | 'list'
  | 'any';

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-five|sixty|ninety)';
const UNIT = '(?:calendar\\s+|business\\s+|working\\s+)?(?:days?|months?|years?|weeks?)';
// Also written as a compound adjective: "a 30-year average", "a 45-day notice".
const AMOUNT_OF_TIME = `(?:\\d+(?:\\.\\d+)?|${NUMBER_WORD})(?:\\s+\\(\\d+\\))?(?:\\s+|-)${UNIT}`;
/**
 * A date given relative to an event: "six months after its enactment", "30 days before the effective
 * date", "within 45 days of receipt", "upon enactment". It answers "when" as well as a calendar date.
 */
const RELATIVE_DATE = new RegExp(
  `\\b${AMOUNT_OF_TIME}\\s+(?:after|before|following|from|of|prior to|preceding)\\b|\\bwithin\\s+${AMOUNT_OF_TIME}|\\b${MONTH}\\s+\\d{1,2}\\s+of\\s+the\\s+(?:calendar\\s+)?year\\b|\\bthe\\s+(?:year|month|day)\\s+(?:after|following)\\b|\\b(?:upon|on|after)\\s+(?:its\\s+|the\\s+)?(?:enactment|adoption|approval|passage|signature|receipt|publication|filing)\\b|\\bimmediately\\b|\\b(?:the|its|each)\\s+(?:first|next)\\s+(?:[\\w-]+\\s+){0,2}(?:renewal|anniversary|term|period|year|day|month|quarter)\\b|\\bat\\s+(?:the\\s+)?(?:next\\s+|first\\s+)?renewal\\b`,
  'i',
);

/**
 * The body that adopts, issues or approves a text: a capitalised name holding an organisation noun
 * ("the Standards Council of the Casualty Rating Institute", "Ohio Department of Insurance"), an
 * acronym of capitals, an office named by its role ("the commissioner"), or a person by title.
 */
const NAMED_BODY = `\\b(?:[A-Z][\\w&'-]*\\s+(?:(?:of|for|and|on|the)\\s+)*){0,5}${'(?:Council|Conference|Department|Division|Institute|Association|Board|Committee|Commission|Office|Bureau|Society|Academy|Agency|Legislature|Assembly|Senate|House|Federation|Authority|Regulators|Commissioners|Congress|Court|Ministry|Administration|Foundation|Organi[sz]ation|Task Force|Working Group)'}\\b`;
/** A body by its capitalised name ("Ohio Department of Insurance"), not by its role ("the department"). */
export const NAMED_ORGANISATION = new RegExp(NAMED_BODY.replace('{0,5}', '{1,5}'));
const ORGANISATION = new RegExp(
  [
    NAMED_BODY,
    `\\bthe\\s+(?:state\\s+)?(?:commissioner|superintendent|director|department|division|board|legislature|general assembly|insurance department)\\b`,
    `\\b(?:Senator|Representative|Rep\\.|Sen\\.|Commissioner|Director|Superintendent|Governor|Dr\\.|Mr\\.|Ms\\.)\\s+[A-Z]`,
  ].join('|'),
);

/** A clause stating when or on what condition something applies ("after the first term", "on request"). */
const CONDITION =
  /\b(?:after|before|once (?:the|a|an|it|its|they|such|all)|upon|whenever|when|if|unless|until|while|on request|at the request|on or after|prior to|as soon as|following|for (?:new|renewal|all) (?:business|policies)|at renewal|only (?:if|when|for|to|after)|for (?:[\w-]+\s+){1,3}(?:older|newer|younger|over|under|above|below|exceeding|more than|less than|with(?:out)?)\s+(?:than\s+)?[\w$])/i;

/** How something is found: a method, a basis or a formula ("based on", "derived from", "equals"). */
const METHOD =
  /\b(?:based on|derived from|calculated|computed|determined|estimated|measured|equals?|is the (?:ratio|product|sum|average|square root)|square root|ratio of|average of|using|uses|applies|according to|by (?:applying|using|dividing|multiplying|comparing|weighting)|follows)\b/i;

/** The form a notice or a text takes: in writing, electronically, by mail, as a separate notice. */
const FORM =
  /\b(?:in writing|written|electronic(?:ally)?|orally|oral|by (?:mail|e-?mail|telephone|phone|certified mail|first-class mail)|mail(?:ed)?|in person|printed|separate (?:notice|document|form)|as an? (?:[\w-]+ )?(?:form|notice|endorsement|document|rule)|on a form)\b/i;

/**
 * The name of a text: capitalised words ending in the kind of text it is ("Unfair Claims Settlement
 * Practices Act", "Model Practice Standard No. 41").
 */
const TITLE =
  /\b(?:[A-Z][\w'&-]*\s+(?:(?:of|for|and|on|the|to|in)\s+)*){1,8}(?:Act|Law|Standard|Regulation|Rule|Code|Bulletin|Program|Programme|Plan|Manual|Guideline|Policy|Endorsement)(?:\s+No\.\s*\d+)?\b/;

// An event dated by its year alone ("which was adopted in 2011"): the date a text gives of it.
const EVENT_YEAR =
  '\\b(?:adopted|enacted|issued|published|approved|signed|filed|repealed)\\s+in\\s+(?:19|20)\\d{2}\\b';

const ENTITY: Record<Exclude<AnswerType, 'any' | 'definition' | 'list'>, RegExp> = {
  organisation: ORGANISATION,
  title: TITLE,
  // "Sec. 4", "Section 8", "Article 12": the part of a text that deals with something.
  section: /\b(?:Sec\.|Section|Article|Chapter)\s*\d+[A-Za-z]?\b/,
  condition: CONDITION,
  // "What drove the indication?": the cause a unit states ("because of wind and hail losses").
  reason:
    /\b(?:because|due to|(?:driven|caused) (?:\w+ )?by|drives?|owing to|attributable to|as a result of|result(?:s|ed|ing)? (?:of|from)|reflects?|reflecting)\b/i,
  method: METHOD,
  form: FORM,
  date: new RegExp(
    `\\b${MONTH}\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b${MONTH}\\s+\\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b(?:on or after|takes? effect|effective)\\b[^.]{0,40}\\b\\d{4}\\b|${EVENT_YEAR}|${RELATIVE_DATE.source}`,
    'i',
  ),
  year: /\b(?:19[5-9]\d|20[0-4]\d)\b(?!-\d)/,
  percent: /[+-]?\d+(?:\.\d+)?\s?(?:%|percent\b)/i,
  // "$1,000", "$2.4 million", and amounts written out: "1000 dollars", "2,500 USD".
  money:
    /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand))?|\b\d[\d,]*(?:\.\d+)?\s?(?:million\s|billion\s|thousand\s)?(?:dollars|USD)\b/i,
  // A number that is not a percentage or an amount of money, or a number written as a word.
  count:
    /(?<![$\d.,+-])(?:\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\d)(?!\s*(?:%|percent\b))|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/i,
  duration: new RegExp(`\\b${AMOUNT_OF_TIME}\\b`, 'i'),
  // "No. 41", "SMMI-134412", "LKSH-MI-2025-114", "25-118": a number wherever it stands (a sentence of
  // its own, a header, "Filing X." line).
  identifier: /\bNo\.\s*\d+|\b[A-Z][A-Z0-9]{1,}(?:-[A-Z0-9]+)*-\d{2,}|\b\d{2,}-\d{2,}\b/,
};

/** Verbs asking who adopted, issued or approved a text: the answer is a body's name. */
const BODY_VERB =
  /\b(?:adopt|adopted|adopts|issue|issued|issues|approve|approved|approves|publish|published|enact|enacted|promulgat\w*|sponsor\w*|introduc\w*|wrote|written|develop\w*|administer\w*|enforce\w*|regulat\w*|oversee\w*|release\w*|sign\w*)\b/;
/**
 * "Which body", "what organisation": the noun names the kind of answer (a body). The words between
 * "which" and the noun name the body ("which Michigan agency"), never a verb or an article ("what does
 * the department expect" asks what it expects, not which body).
 */
const BODY_NOUN =
  /\b(?:which|what)\s+(?:(?!(?:is|are|was|were|do|does|did|the|a|an|its|their|must|should|can|could|will|would|has|have|had|may|shall)\b)[\w'’-]+\s+){0,2}?(body|organi[sz]ation|agency|entity|institution|authority|regulator|office|department|council|committee)\b/i;

/** A yes/no question ("Does it apply to renewals?"): the answer is the statement, not a figure. */
const YES_NO =
  /(?:^\s*|[:;,]\s+)(?:does|do|did|is|are|was|were|can|could|must|should|shall|will|would|may|has|have|had)\b/;

/**
 * "When" asks for a date where it is the question word ("When does...", "..., when must...", "and when
 * was it...", "effective when?"); inside a clause it is a conjunction ("penalty when not knowingly
 * committed"), which states a condition, not the thing asked.
 */
const WHEN_ASKED =
  /^\s*when\b|[,:;]\s*when\b|\b(?:and|or|from|by|until|since)\s+when\b|\bwhen\s+(?:is|are|was|were|do|does|did|must|will|would|should|shall|can|could|may|might|has|have|had)\b|\bwhen\s*\??\s*$/;

/** A leading "when" clause before the question word ("When a carrier adds a schedule, what must ..."). */
const WHEN_CLAUSE =
  /^\s*when\b[^,?]*,\s*(?=(?:what|which|how|who|whom|where|why|does|do|did|is|are|must|should|can|may)\b)/;

export interface AskedType {
  /** Expected answer types (any one of them will do); the first is the one asked most directly. */
  types: AnswerType[];
  /**
   * The type was guessed from the topic ("the trend", "the commission": usually a percentage) rather than
   * asked ("how much", "what percentage", "when"): a unit without such an entity may still answer when it
   * covers the question's terms closely (compose.ts).
   */
  weak: boolean;
}

/** Expected answer types of a question (any one of them will do). */
export function answerTypes(question: string): AnswerType[] {
  return askedType(question).types;
}

export function askedType(question: string): AskedType {
  // "What %" asks for a percentage as "what percent" does.
  const q = question.toLowerCase().replace(/\b(what|which)\s*%/g, '$1 percent');
  const found = typeOfQuestion(q);
  // A yes/no question about a topic that usually holds a figure ("does the rate change apply to
  // renewals?") is answered by the statement, not by a figure.
  return YES_NO.test(q) && found.weak ? { types: ['any'], weak: false } : found;
}

/** A cause asked: "what drove / drives / caused / explains X", also "which perils drove it". */
export const REASON_ASKED =
  /\b(?:what(?:['’]s|\s+(?:is|are|was))?|which\s+[a-z]+)\s+(drove|drives|drive|driving|caused|causes|explains?|explained)\b|\bwhat\s+(?:does|do|did)\s+[\w'’ ]{1,40}?\s+(blame|attribute)\b|\b(blamed)\s+(?:for|on)\b|\bwhat(?:['’]s|\s+(?:is|are|was))\s+(?:the\s+)?(?:\w+\s+)?(reasons?|rationale)\b/i;

/** A list asked by its noun: "which qualities" (at the start or after a leading clause), "what are". */
export const LIST_ASKED =
  /(?:^\s*|[:;]\s+)which\s+[a-z]+s\b|^\s*(?:what are|list)\b|^\s*what\s+[a-z]+s\s+(?:must|should|shall|do|does|can|may)\b/;
/** A number of things asked for: "three qualities", "two conditions" (not "three years", an amount). */
export const COUNTED_LIST =
  /\b(?:two|three|four|five|six)\s+(?!(?:years|months|weeks|days|hours|times|percent)\b)[a-z]+s\b/;

/**
 * "From what point should a trend period run?", "until what stage": the answer is the unit's own phrase
 * with that preposition ("from the average date of loss"), as a pattern; null when not asked so.
 */
export function spanPointAsked(question: string): RegExp | null {
  const m = /\b(from|to|until|till)\s+what\s+(?:point|stage|moment|event)\b/i.exec(question);
  return m ? new RegExp(`\\b${m[1]!.toLowerCase()}\\s+(?:the|a|an|its|each|their)\\s+\\w`, 'i') : null;
}

function typeOfQuestion(q: string): AskedType {
  const asked = (...types: AnswerType[]): AskedType => ({ types, weak: false });
  // "Which year", and a terse "year the old standard was adopted".
  if (/\b(?:which|what) year\b|^\s*(?:the\s+)?year\s+(?:the|that|when|it|this|of)\b/.test(q))
    return asked('year');
  // "Who adopted ...?", "Which body issued ...?": an organisation's name (or a person's, by title).
  // "What may be used to estimate it?": the thing used (a model, a source), whatever its topic.
  if (/\bwhat\s+(?:may|can|could|should|must|shall|will|is|are|was|were)\s+(?:be\s+)?used\b/.test(q))
    return asked('any');
  // "What can replace 20 years of data?": a substitute (a model, a source), not a replaced text's number.
  if (/\bwhat\s+(?:may|can|could|might|would)\s+(?:replace|substitute for|stand in for)\b/.test(q))
    return asked('any');
  // "What drove the indication?", "which perils caused it": the cause.
  // A unit covering the question closely answers without such words too (weak).
  if (REASON_ASKED.test(q)) return { types: ['reason'], weak: true };
  // "Which section deals with X?": the numbered section (or article, chapter) is the answer.
  if (/\b(?:which|what)\s+(?:section|article|chapter)\b/.test(q)) return asked('section');
  // "Which Michigan agency was it filed with?": the noun alone names the answer (a body).
  if ((/^\s*(?:who|whom|by whom)\b/.test(q) && BODY_VERB.test(q)) || BODY_NOUN.test(q))
    return asked('organisation');
  // "What is the title of Model Law No. 902?", "what is the act called": the text's name.
  if (
    /\b(?:the\s+(?:full\s+|official\s+|short\s+)?title|official name|full name)\b|\bwhat is (?:the |it )?[\w .-]{0,40}called\b/.test(
      q,
    )
  )
    return asked('title');
  // "It runs to the average date of loss in which period?": the period is named, not dated.
  if (/\b(?:in|to|for|of) which (?:period|phase|stage)\b/.test(q)) return asked('any');
  // "Where does the trend period end?": a point or a place, whatever the topic.
  if (/(?:^|[,:;\u2014\u2013-]\s*)where\b/.test(q)) return asked('any');
  // "How must the schedule be disclosed?": the form the disclosure takes (a separate notice, in writing).
  if (
    /\bhow\s+(?:must|should|shall|is|are|will|does|do|may|can)\b.*\b(?:disclos|deliver|sent|send|given|give|provid|communicat|notif|present|transmit|inform|filed\b|file\b)\w*|^\s*as what\b/.test(
      q,
    )
  )
    return asked('form');
  // "At what point should events be removed?": the stage or condition at which it happens.
  if (/\b(?:at|from|to|until) what (?:point|stage|moment)\b|\bin what (?:order|sequence)\b/.test(q))
    return asked('condition', 'date');
  // "In what form", "in what manner": the form a notice or text takes.
  if (/\bwhat\s+(?:form|format|manner|medium)\b/.test(q) && !/\bwhat form (?:number|no)\b/.test(q))
    return asked('form');
  // "Under what conditions", "in what circumstances": the clause that states it.
  if (/\b(?:under|on|in)\s+what\s+(?:conditions?|circumstances?|terms?)\b|\bwhat conditions?\b/.test(q))
    return asked('condition');
  // "How is X determined / calculated / derived?": the method, or a definition.
  if (
    /\bhow\s+(?:is|are|was|were|should|must|does|do|did|can|may|will)\b.*\b(?:determin|calculat|comput|deriv|measur|estimat|establish|develop|assign|weigh|select|chosen|set|made|handl|treat|appl|found|obtain)\w*/.test(
      q,
    ) &&
    !/\bhow (?:many|much|long|soon)\b/.test(q)
  )
    return asked('method', 'definition');
  if (
    /\b(how is|how are|what is meant|define|defined|definition)\b/.test(q) &&
    !/\bhow (many|much|long|soon)\b/.test(q)
  )
    return asked('definition');
  // "Which qualities", also after a leading clause ("Scope of X: which kinds of work?"), and a number of
  // things asked for ("three qualities a complement should have").
  if ((LIST_ASKED.test(q) || COUNTED_LIST.test(q)) && !/\bwhich (filings|dates|standards)\b/.test(q))
    return asked('list');
  if (/\b(tracking|serff|filing|reference|docket|file)\s+(?:number|no\.?|id)\b/.test(q))
    return asked('identifier');
  if (
    /(?:^|[,:;]\s*)(where|why|which|who|whom|whose)\b|\b(where should|why does|why did)\b/.test(q) &&
    !/\bwhich (filings|date)\b/.test(q)
  )
    return /\b(which standard|what standard|replac(?:e|es|ed)|supersed(?:e|es|ed))\b/.test(q)
      ? asked('identifier')
      : asked('any');
  // "How quickly must it be paid?", "by when", "within what time": an amount of time, or a date.
  if (
    /\bhow (quickly|fast|promptly|soon)\b|\bby when\b|\bwithin (?:what|how much)\b(?!\s+(?:percent|percentage|share|range|margin|amount|ratio|proportion))|\bdeadline\b/.test(
      q,
    )
  )
    return asked('duration', 'date');
  // "How far ahead of renewal", "how early", "how much notice": an amount of time before an event.
  if (
    /\bhow many days\b|\bhow much time\b|(?:\bin\s+|\()(?:days|weeks|months|years)\)?\s*\??$|\b(?:days|weeks|months) of (?:advance )?notice\b|\b(?:notice period|lead time|length)\b|\bhow long\b|\bhow many (years|months|weeks)\b|\bhow far (?:ahead|in advance|before|back)\b|\bhow (?:early|much (?:advance )?notice)\b/.test(
      q,
    )
  )
    return asked('duration');
  // "When" asks for a date, or for the condition or event on which something happens ("after the first
  // policy term", "on request"); a question naming the date itself asks for a date.
  // So does a terse fragment naming a date by its role ("filing date", "date issued").
  if (
    /\bwhat (is the |was the )?date\b|\beffective date\b|\bdate of\b|\b(?:on )?what (day|date)\b/.test(q) ||
    /\b(?:filing|issue|issuance|adoption|submission|enactment|publication|expiry|expiration)\s+date\b|\bdate\s+(?:filed|issued|submitted|adopted|enacted|published|signed|received)\b/.test(
      q,
    )
  )
    return asked('date');
  if (WHEN_ASKED.test(q.replace(WHEN_CLAUSE, ''))) return asked('date', 'condition');
  // "How many policies", "the number of claims", and a terse "policy count" / "claim count".
  // "How many dollars of premium": an amount of money, not a count.
  if (/\bhow many dollars\b/.test(q)) return asked('money');
  if (/\bhow many\b|\b(?:number|count) of\b|\b[a-z]{3,}\s+count\b/.test(q)) return asked('count', 'duration');
  if (/\b(which standard|what standard|replac(?:e|es|ed)|supersed(?:e|es|ed))\b/.test(q))
    return asked('identifier');
  const changeWords = /\b(change|ratio|percentage|share|rise|rises|increase|decrease)\b/.test(q);
  const explicit =
    /\bhow (much|large|big|high|low|small)\b|\bwhat (percent|percentage|amount|share|figure|value|level)\b/.test(
      q,
    );
  // "The premium trend", "the premium change": the noun after "premium" is a rate, so a percentage.
  if (/\bpremium\s+(?:trend|change|growth|increase|decrease|ratio|share|load)\b/.test(q) && !explicit)
    return { types: ['percent'], weak: true };
  if (/\b(premium|fee|penalty|penalties|base rate|cost|dollars?|limits?|amount)\b/.test(q))
    return {
      types:
        /\bdeductible|limit|credit|discount|surcharge/.test(q) || changeWords
          ? ['money', 'percent']
          : ['money'],
      weak: !explicit && !/\bdollars?\b/.test(q),
    };
  // "How much" or "how large" of something that is not money (credibility, a load): a figure of any kind.
  if (/\bhow (much|large|big|high|low|small)\b/.test(q)) return asked('percent', 'money', 'count');
  if (/\bdeductible\b/.test(q)) return { types: ['money', 'percent'], weak: !explicit };
  if (
    /\b(change|percent|percentage|ratio|provision|trend|credib|discount|credit|share|load|factor|commission|expense|rate)\b/.test(
      q,
    )
  )
    return { types: ['percent'], weak: !explicit && !/\b(percent|percentage)\b/.test(q) };
  return asked('any');
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
export const isStrictType = (t: AnswerType) =>
  t !== 'any' && t !== 'definition' && t !== 'list' && t !== 'method';

export type DateRole = 'filed' | 'effective' | 'adopted' | 'issued' | 'ends';

// The verbs a question uses to ask for a date in each role, and the words a document uses to state one.
const ROLE_IN_QUESTION: [DateRole, RegExp][] = [
  ['filed', /\b(?:filed|file|filing date|submitted|submit|submission|received)\b/],
  [
    'effective',
    // "When do the new rates reach (hit) renewals", "when do they kick in": when they take effect.
    /\b(?:take effect|takes effect|took effect|effective|in effect|in force|start|begin|apply|applies|reach|reaches|hit|hits|kick in|kicks in)\b/,
  ],
  ['adopted', /\b(?:adopt|adopted|adoption|enact|enacted|pass|passed|approve|approved|signed)\b/],
  ['issued', /\b(?:issue|issued|publish|published|release|released|dated|sent|written|put out)\b/],
  [
    'ends',
    /\b(?:end|ends|ended|expire|expires|expired|expiry|expiration|expiring|terminate|terminates|terminated|termination|cease|ceases|sunset|lapse|lapses)\b/,
  ],
];
const ROLE_IN_TEXT: [DateRole, RegExp][] = [
  ['filed', /\b(?:filed|submitted|filing date|date filed|date submitted|received)\b/i],
  [
    'effective',
    /\b(?:effective|takes? effect|in effect|on or after|appl(?:y|ies) (?:to|after|from|on|at))\b/i,
  ],
  ['adopted', /\b(?:adopted|enacted|approved|passed|signed)\b/i],
  ['issued', /\b(?:issued|published|released|dated)\b/i],
  ['ends', /\b(?:expires?|expired|ends?|ended|terminates?|terminated|ceases?|sunsets?|until|through)\b/i],
];

/** The role of the date a question asks for ("When was X filed?" -> filed), or null. */
export function dateRoleAsked(question: string): DateRole | null {
  const q = question.toLowerCase();
  return ROLE_IN_QUESTION.find(([, re]) => re.test(q))?.[0] ?? null;
}

/** Every date role a compound question asks ("when was it filed and when does it take effect"). */
export function dateRolesAsked(question: string): DateRole[] {
  const q = question.toLowerCase();
  return /\band\b/.test(q) ? ROLE_IN_QUESTION.filter(([, re]) => re.test(q)).map(([role]) => role) : [];
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
  ['prior', /\b(?:prior|previous|previously|preceding|last|current|existing|in force)\b/i],
];

/** The kinds of rate change a text names. */
export function changeKindsIn(text: string): ChangeKind[] {
  return CHANGE_KINDS.filter(([, re]) => re.test(text)).map(([kind]) => kind);
}

/** A time limit ("within 60 days", "no later than March 1"): the form of an answer to "how quickly", "by when". */
export const TIME_LIMIT = /\b(?:within|no later than|not later than|at the latest)\b/i;

/**
 * The scope a yes/no question tests ("Does the higher deductible apply to renewals?" -> "apply to
 * renewals"; "Does the bulletin also cover roofs settled at ACV, or ...?" -> "cover roofs settled at
 * ACV"): its words, verb included. The unit stating the scope of the rule answers the question either way
 * ("for new business" says no), so these words need not be in it. Empty for other questions.
 */
export function testedScopeWords(question: string): string[] {
  if (!YES_NO.test(question.toLowerCase())) return [];
  const m =
    /\b(apply|applies|cover|covers|govern|governs|extend|extends|reach|reaches)\s+((?:to\s+)?[^?,;]+?)(?=\s*(?:[?,;]|\bor\b|$))/i.exec(
      question,
    );
  // The choices a question closes on ("be analysed together or apart?", "a flat amount or a percentage?")
  // are what the answer picks between; the unit states one of them, or a word for it ("separately").
  const choice = /\b([a-z]+)\s+or\s+([a-z]+)\s*\?*\s*$/i.exec(question);
  const choices = choice ? [choice[1]!, choice[2]!].filter((w) => w.length > 2) : [];
  return [...(m ? `${m[1]} ${m[2]}`.split(/\s+/).filter((w) => w.length > 2) : []), ...choices];
}

/**
 * The question asks about the text that the one it names replaced ("the standard that Rule 9 replaced",
 * "the circular superseded by Circular 12", "its predecessor"): a date stated of that other text answers.
 */
export const asksOfReplacedText = (question: string) =>
  /\b(?:that|which)\s+(?:[\w.-]+\s+){1,6}(?:replaced|superseded|repealed)\b|\b(?:replaced|superseded|repealed)\s+by\b|\bpredecessor\b/i.test(
    question,
  );
