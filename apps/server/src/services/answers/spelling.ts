// Misspelt question words: a term of the question that no retrieved unit holds ("commision", stemmed
// "commis") is read as the unit word it is one slip away from ("commission", "commiss"): the same word
// with at most two more or two fewer letters at its end (a misspelt word is not stemmed: "provison" for
// "provis"), or one letter changed, added or dropped. Only words of six
// letters or more, so short words are not bent into others.

const MIN_LENGTH = 6;

/** At most one letter changed, added or dropped. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

/** For each term found in no unit, the unit words it is a slip of (empty map when all are found). */
export function misspelt(terms: string[], found: Set<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of terms) {
    if (t.length < MIN_LENGTH || found.has(t) || /\d/.test(t)) continue;
    const near = [...found].filter(
      (w) =>
        w.length >= MIN_LENGTH &&
        !/\d/.test(w) &&
        ((w.startsWith(t) && w.length - t.length <= 2) ||
          // A misspelt word is left unstemmed ("provison"): the stem it was meant to give ("provis").
          (t.startsWith(w) && t.length - w.length <= 2) ||
          oneEdit(t, w)),
    );
    if (near.length > 0) out.set(t, near);
  }
  return out;
}

// A word that is another word the units hold with a prefix ("reinsurance" beside "insurance",
// "underinsured" beside "insured", "refile" beside "file") names another thing than that word: it is no
// slip and no paraphrase of the question's own, but a qualifier the units do not state.
const PREFIXES = ['counter', 'under', 'over', 'sub', 'pre', 're', 'un'];

/** The terms found in no unit that are a held word with a prefix, with the held words they prefix. */
export function prefixedForms(terms: string[], found: Set<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of terms) {
    if (found.has(t) || /\d/.test(t)) continue;
    for (const p of PREFIXES) {
      const rest = t.slice(p.length);
      if (!t.startsWith(p) || rest.length < 3) continue;
      const bases = [...found].filter(
        (w) => w.length >= 4 && w.startsWith(rest) && w.length - rest.length <= 1,
      );
      if (bases.length > 0) {
        out.set(t, bases);
        break;
      }
    }
  }
  return out;
}
