// The direction of a change. "How many policies get a decrease" is not answered by rows of increases
// ("Territory A | +12.2% | +7.1%"), nor "the largest increase" by a unit stating only decreases: a unit
// stating signed changes answers a question asking for one direction only when it states that direction
// (a sign or a word). Unsigned figures ("the change is 7.5%") and questions naming both directions, or
// neither ("change"), are left alone.

const DOWN_ASKED = /\b(?:decreases?|decreased|reductions?|reduced|declines?|lowered|cuts?|drops?)\b/i;
const UP_ASKED = /\b(?:increases?|increased|rises?|hikes?|raised?)\b/i;
const SIGN = String.raw`(?:^|[\s(|:;,])`;
const DOWN_STATED = new RegExp(
  String.raw`\b(?:decreas\w*|reduc\w*|declin\w*|lower\w*|cut|cuts|drop\w*|negative|savings?)\b|${SIGN}[-−–]\s?\d`,
  'i',
);
const UP_STATED = new RegExp(
  String.raw`\b(?:increas\w*|rais\w*|rise|rises|hike\w*|higher|positive|surcharg\w*)\b|${SIGN}\+\s?\d`,
  'i',
);
const SIGNED = new RegExp(String.raw`${SIGN}[+\-−–]\s?\d`);

/** The unit states signed changes, none of them in the one direction the question asks about. */
export function statesOtherDirection(question: string, text: string): boolean {
  const down = DOWN_ASKED.test(question);
  if (down === UP_ASKED.test(question) || !SIGNED.test(text)) return false;
  return down ? !DOWN_STATED.test(text) : !UP_STATED.test(text);
}
