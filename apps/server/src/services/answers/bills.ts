// A bill is cited by its chamber and number ("SB 25-118", "Senate Bill 25-118"); the same number in the
// other chamber ("HB 25-118") is another bill. The number alone is what identifies a document elsewhere
// (metadata.ts), so a question naming a chamber is checked here against what the passage writes.

const BILL = /\b(SB|HB|S\.B\.|H\.B\.|Senate\s+Bill|House\s+Bill)\s*(\d+(?:-\d+)?)\b/gi;

const chamberOf = (written: string) => (/^s/i.test(written) ? 'senate' : 'house');

function bills(text: string): { chamber: string; number: string }[] {
  return [...text.matchAll(BILL)].map((m) => ({ chamber: chamberOf(m[1]!), number: m[2]! }));
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
