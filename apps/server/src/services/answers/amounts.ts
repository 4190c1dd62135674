// What an amount of money is. A question asking what something costs (its premium, charge, price or fee)
// is not answered by a unit whose amounts are limits or deductibles only ("the endorsement's limit
// options are $5,000 and $15,000"): those are how much it pays, not what it costs.

const PRICE_ASKED = /\b(?:premiums?|charges?|costs?|prices?|priced|fees?)\b/i;
const LIMIT_ASKED = /\b(?:limits?|deductibles?)\b/i;
const PRICE_STATED =
  /\b(?:premium|charg|cost|price|pric|fee|surcharg|per\s+(?:year|policy|month)|annual)\w*/i;
const LIMIT_STATED = /\b(?:limits?|deductibles?|up\s+to|maximum\s+(?:payment|benefit))\b/i;
const MONEY = /\$\s?\d|\b\d[\d,]*\s?(?:dollars|USD)\b/i;

/** The question asks what something costs, and the unit's amounts are limits or deductibles only. */
export function statesOtherAmount(question: string, text: string): boolean {
  if (!PRICE_ASKED.test(question) || LIMIT_ASKED.test(question) || !MONEY.test(text)) return false;
  return LIMIT_STATED.test(text) && !PRICE_STATED.test(text);
}
