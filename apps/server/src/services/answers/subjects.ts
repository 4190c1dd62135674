// What a rule or a figure is stated for. A cap on each policyholder's increase is not a cap on each
// territory's, a notice before a cancellation is not the notice before a nonrenewal, and a loss trend is
// not the premium trend: when the question names one such
// subject and the unit states its rule only for another of the same kind, the unit is about something
// else, however many other words it shares with the question.

/** Whom a cap applies to. */
const CAPPED: [string, RegExp][] = [
  ['policy', /\b(?:policyholders?|policyholder['’]s|insureds?|polic(?:y|ies)|households?|customers?)\b/i],
  ['territory', /\b(?:territor(?:y|ies)|zones?|regions?|count(?:y|ies))\b/i],
  ['class', /\b(?:class(?:es)?|tiers?)\b/i],
];
const CAP = /\b(?:caps?|capped|ceiling|maximum|max)\b|\bno\s+\w+\s+receives?\s+more\b/i;

/** What ends or refuses a policy, each with its own notice. */
const ACTIONS: [string, RegExp][] = [
  ['cancel', /\bcancel(?:s|led|ed|ling|ing|lation|lations)?\b/i],
  ['nonrenew', /\bnon-?renew\w*|\b(?:not|decline to|refuse to)\s+renew\b/i],
  ['rescind', /\brescind\w*|\brescission\b/i],
];

/** Which trend a filing states: of losses, premiums, pure premiums, claim severity or frequency. */
const TRENDS: [string, RegExp][] = [
  ['loss', /\bloss(?: cost)?(?:\s+and\s+\w+)?\s+trends?\b/i],
  ['premium', /(?<!\bpure\s)\bpremium(?:\s+and\s+\w+)?\s+trends?\b/i],
  ['pure premium', /\bpure premium(?:\s+and\s+\w+)?\s+trends?\b/i],
  // "The severity trend", "frequency and severity trends", "loss trend is +7.0% for severity".
  [
    'severity',
    /\bseverity(?:\s+and\s+\w+)?\s+trends?\b|\b(?:frequency|loss)\s+and\s+severity\s+trends?\b|\btrends?\b[^;]{0,40}?\bfor (?:claim )?severity\b/i,
  ],
  [
    'frequency',
    /\bfrequency(?:\s+and\s+\w+)?\s+trends?\b|\b(?:severity|loss)\s+and\s+frequency\s+trends?\b|\btrends?\b[^;]{0,50}?\bfor (?:claim )?frequency\b/i,
  ],
  ['expense', /\bexpense(?:\s+and\s+\w+)?\s+trends?\b/i],
];

/** What an average or a rate is per: a policy, a vehicle (car, exposure), a home. */
const PER: [string, RegExp][] = [
  ['policy', /\bper (?:policy|policyholder)\b/i],
  ['vehicle', /\bper (?:vehicle|car|insured vehicle|exposure|car-year)\b/i],
  ['home', /\bper (?:home|dwelling|house)\b/i],
];

/** Which loss adjustment expense: allocated to claims (defense and cost containment) or not. */
const LAE_KINDS: [string, RegExp][] = [
  ['allocated', /(?<!\bun)\ballocated loss adjustment|\bALAE\b|\bdefense and cost containment\b/i],
  ['unallocated', /\bunallocated loss adjustment|\bULAE\b|\badjusting and other\b/i],
];

function named(kinds: [string, RegExp][], text: string): string[] {
  return kinds.filter(([, re]) => re.test(text)).map(([k]) => k);
}

function otherOf(kinds: [string, RegExp][], question: string, text: string): boolean {
  const asked = named(kinds, question);
  if (asked.length !== 1) return false;
  const stated = named(kinds, text);
  return stated.length > 0 && !stated.includes(asked[0]!);
}

/** The unit names the one subject the question asks of a kind (the premium trend, per policy...). */
export function statesAskedSubject(question: string, text: string): boolean {
  const lists = CAP.test(question)
    ? [CAPPED, ACTIONS, TRENDS, PER, LAE_KINDS]
    : [ACTIONS, TRENDS, PER, LAE_KINDS];
  return lists.some((kinds) => {
    const asked = named(kinds, question);
    return asked.length === 1 && named(kinds, text).includes(asked[0]!);
  });
}

/** A trend of another kind than the one asked; a loss trend asked is also met by its parts. */
function otherTrend(question: string, text: string): boolean {
  const asked = named(TRENDS, question);
  const stated = named(TRENDS, text);
  if (asked.length !== 1 || stated.length === 0 || stated.includes(asked[0]!)) return false;
  return !(
    asked[0] === 'loss' && stated.some((k) => k === 'severity' || k === 'frequency' || k === 'pure premium')
  );
}

/**
 * The unit states a cap, a rule of a policy action, a trend, an average or a loss adjustment expense only
 * for another subject than the one asked (a loss trend for "the premium trend", a premium per vehicle for
 * "per policy", the unallocated expense for "ALAE").
 */
export function statesOtherSubject(question: string, text: string): boolean {
  return (
    (CAP.test(question) && CAP.test(text) && otherOf(CAPPED, question, text)) ||
    otherOf(ACTIONS, question, text) ||
    otherTrend(question, text) ||
    otherOf(PER, question, text) ||
    otherOf(LAE_KINDS, question, text)
  );
}
