// A bill is cited by its chamber and number ("SB 25-118", "Senate Bill 25-118"); the same number in the
// other chamber ("HB 25-118") is another bill. The number alone is what identifies a document elsewhere
// (metadata.ts), so a question naming a chamber is checked here against what the passage writes.

const BILL = /\b(SB|HB|S\.B\.|H\.B\.|Senate\s+Bill|House\s+Bill)\s*(\d+(?:-\d+)?)\b/gi;

const chamberOf = (written: string) => (/^s/i.test(written) ? 'senate' : 'house');

function bills(text: string): { chamber: string; number: string }[] {
  return [...text.matchAll(BILL)].map((m) => ({ chamber: chamberOf(m[1]!), number: m[2]! }));
}

/**
 * The question asks what happened in one chamber ("introduced in the House") and the unit states it only
 * of the other ("Introduced in the Senate on February 4, 2025"): another event.
 */
export function statesOtherChamberAct(question: string, unit: string): boolean {
  const chamber = (text: string) =>
    [...text.matchAll(/\bin the (House|Senate)\b/gi)].map((m) => m[1]!.toLowerCase());
  const asked = chamber(question);
  const stated = chamber(unit);
  return asked.length > 0 && stated.length > 0 && !stated.some((c) => asked.includes(c));
}

/**
 * The question cites a bill by chamber and number that the text cites only in the other chamber ("HB
 * 25-118" asked, "SB 25-118" written): the text is about another bill.
 */
export function citesOtherChamber(question: string, text: string): boolean {
  const written = bills(text);
  return bills(question).some(
    (asked) =>
      written.some((w) => w.number === asked.number && w.chamber !== asked.chamber) &&
      !written.some((w) => w.number === asked.number && w.chamber === asked.chamber),
  );
}
