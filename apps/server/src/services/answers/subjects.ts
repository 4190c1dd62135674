// What a rule is stated for. A cap on each policyholder's increase is not a cap on each territory's, and a
// notice before a cancellation is not the notice before a nonrenewal: when the question names one such
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

function named(kinds: [string, RegExp][], text: string): string[] {
  return kinds.filter(([, re]) => re.test(text)).map(([k]) => k);
}

function otherOf(kinds: [string, RegExp][], question: string, text: string): boolean {
  const asked = named(kinds, question);
  if (asked.length !== 1) return false;
  const stated = named(kinds, text);
  return stated.length > 0 && !stated.includes(asked[0]!);
}

/** The unit states a cap, or a rule of a policy action, only for another subject than the one asked. */
export function statesOtherSubject(question: string, text: string): boolean {
  return (
    (CAP.test(question) && CAP.test(text) && otherOf(CAPPED, question, text)) ||
    otherOf(ACTIONS, question, text)
  );
}
