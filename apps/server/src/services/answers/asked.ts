import { changeKindsIn } from './answer-types.ts';
import { COVERAGE_LEXEMES } from './vocabulary.ts';

// What a question asks a unit to state, beyond holding its terms and an entity of its answer type
// (reader.ts): a change when a change is asked, a reason when reasons are asked, a coverage, the
// document's own date, the kind of change asked. The reader marks every unit with it (`statesAsked`):
// the answer prefers a unit that states what is asked, and each further filing's line must (compose.ts,
// per-document.ts).

/** A unit stating a change: a signed figure, or a word of change. */
const CHANGE_STATED =
  /(?:^|[\s(/])[+\-\u2212\u2013]\s?\d|\b(?:chang(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing|tions?)|rais(?:e|es|ed)|lower(?:s|ed)?|revis(?:e|es|ed|ions?)|adjust(?:s|ed|ments?)?)\b/i;
/** A question asking for a change of the rates, the premium or overall. */
const RATE_CHANGE_ASKED =
  /\b(?:rates?|premiums?|overall)\s+(?:\w+\s+)?(?:change|increase|decrease|revision)s?\b/i;
/** A change stated as a relative amount: a signed percentage, or a change of, by or to a percentage. */
const RELATIVE_CHANGE = [
  /(?:^|[\s(/])[+\-\u2212\u2013]\s?\d+(?:\.\d+)?\s?(?:%|percent)/i,
  /\b(?:chang|increas|decreas|reduc|rais|lower|revis|adjust|ris|fall|fell)\w*\s+(?:\w+\s+){0,3}?(?:of|by|to)\s+(?:about\s+|approximately\s+)?\d+(?:\.\d+)?\s?(?:%|percent)/i,
];
/** "Coverage" itself changed: "reduces coverage for older roofs", "the coverage is extended". */
const COVERAGE_CHANGE =
  /\b(?:reduc|increas|decreas|extend|expand|restrict|limit|exclud|add|remov|chang)\w*\s+(?:the\s+)?coverages?\b|\bcoverages?\s+(?:is\s+|are\s+)?(?:reduc|increas|decreas|extend|expand|restrict|limit|exclud|add|remov|chang)\w*/i;
/** Stems saying a date is the filing's own: what it does, or the policies and business it applies to. */
const OWN_DATE = new Set([
  ...['request', 'submit', 'propos', 'revis', 'approv', 'support'],
  ...['polici', 'busi', 'renew', 'written'],
]);

// Reasons. A question asking why, or for the reasons, causes or rationale of something, is answered by a
// causal statement ("reflecting lower fixed expenses", "because", "due to", "driven by", "after
// considering ..."): such a unit holds the answer's type, and the noun naming the kind of answer
// ("reasons") need not be written.
const REASONS_ASKED =
  /(?:^|[,:;]\s*)why\b|\b(?:what|which)\s+(?:\w+\s+)?(reasons?|causes?|rationale|justifications?|drivers?)\b|\b(reasons?|rationale|justification)\s+(?:for|behind)\b|\bwhat\s+(?:caused|causes|drove|drives|explains?)\b/i;
export const CAUSAL =
  /\b(?:because|due to|driven by|reflect(?:s|ing|ed)?|after considering|as a result of|result(?:s|ed|ing)? from|owing to|attributable to|caused by|in light of|on account of|in order to|so as to|to limit|to offset|to address|to reflect)\b/i;
/** Stems of CAUSAL's words, which a reasons question's search for each filing adds (filing-pass.ts). */
export const CAUSAL_LEXEMES = ['reflect', 'because', 'due', 'driven', 'consid', 'result', 'limit', 'owe'];

/** The noun naming the kind of answer a reasons question asks for ("reasons"), or null when it asks none. */
export function reasonAsked(question: string): string | null {
  const m = REASONS_ASKED.exec(question);
  return m ? (m[1] ?? m[2] ?? '') : null;
}

/**
 * Whether a unit states what the question asks, not just any figure or date. A change, when it asks for
 * one ("what rate change is requested": a loss ratio or a credit is no change), of the kind asked when
 * the unit names kinds ("the indicated need is above the +6.9% filed" names only an indication, not the
 * change requested); for a rate, premium or overall change (the change itself asked, not its reasons),
 * the change as a relative amount (a signed percentage, or a change "of", "by" or "to" a percentage: a
 * premium saving in dollars for the policyholders electing an option is no rate change). A coverage,
 * when it asks about coverages (a coverage the vocabulary names, or a change of "coverage" itself). The
 * document's own date, when it asks for a date: the unit says what the filing does (requests, proposes,
 * submits, revises) or which policies or business the date applies to, not only another thing's date
 * ("adopts the advisory loss costs effective March 1"). A causal statement, when it asks for reasons,
 * is added by readQuestion (per-document.ts), which types the causal units.
 */
export function statesAsked(question: string): (unit: { text: string; lexemes: string[] }) => boolean {
  const change = /\b(?:change|increase|decrease|revision)s?\b/i.test(question);
  const kinds = change ? changeKindsIn(question) : [];
  const reasons = reasonAsked(question) !== null;
  const measure = !reasons && RATE_CHANGE_ASKED.test(question);
  const coverages = /\bcoverages?\b/i.test(question);
  const date = /\bdates?\b|^\s*when\b/i.test(question);
  return ({ text, lexemes }) => {
    const named = kinds.length > 0 ? changeKindsIn(text) : [];
    return (
      (!change || CHANGE_STATED.test(text)) &&
      (named.length === 0 || named.some((k) => kinds.includes(k))) &&
      (!measure || RELATIVE_CHANGE.some((re) => re.test(text))) &&
      (!coverages || lexemes.some((l) => COVERAGE_LEXEMES.has(l)) || COVERAGE_CHANGE.test(text)) &&
      (!date || lexemes.some((l) => OWN_DATE.has(l)))
    );
  };
}
