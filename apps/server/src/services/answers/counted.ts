// The thing a question counts ("how many vehicles", "the number of claims", a terse "policy count"), for
// the reader (reader.ts): a unit answers with a number standing right before that noun.

/** Words that end the noun of "how many <noun>" (a verb, a preposition, an article). */
const COUNTED_STOP =
  /^(?:do|does|did|is|are|was|were|get|gets|got|have|has|had|will|would|can|could|may|must|should|in|on|of|for|at|by|with|under|the|a|an|its|their|receive|receives)$/i;

/** Prepositions after which the word before is a verb, not part of the counted noun. */
const VERB_BEFORE = /^(?:in|on|at|during|within|under|into|from)$/i;

/** Counted nouns a filing writes by another name (cars are vehicles, homes dwellings), by their stems. */
const COUNTED_SAME: Record<string, string[]> = {
  car: ['vehicles?'],
  vehicl: ['cars?'],
  hom: ['dwellings?', 'houses?'],
  hous: ['dwellings?', 'homes?'],
  dwelling: ['homes?', 'houses?'],
};

/**
 * The counted noun of "how many vehicles does it insure" ("vehicles"; "comprehensive claims"), as a
 * pattern of a number directly before it ("58,245 vehicles"), or null when the question counts nothing.
 */
export function countedNoun(question: string): RegExp | null {
  const words = countedWords(question).map((w) => w.toLowerCase().replace(/(?:ies|es|s)$/, ''));
  if (words.length === 0) return null;
  // "How many times": how often, which a text writes as a word ("once", "twice") as often as a number.
  if (words.length === 1 && words[0] === 'tim')
    return /\b(?:once|twice|thrice|(?:\d+|two|three|four|five|six|ten)\s+times)\b/i;
  const escaped = words.map((w) => `${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*`);
  // The counted thing by another name a filing uses for it ("cars" counted as "vehicles").
  const same = COUNTED_SAME[words[words.length - 1]!];
  if (same) escaped[escaped.length - 1] = `(?:${escaped[escaped.length - 1]}|${same.join('|')})`;
  return new RegExp(`\\b\\d[\\d,.]*\\s+${escaped.join('\\s+')}\\b`, 'i');
}

/**
 * The words of the counted noun of "how many comprehensive claims ..." (or "the number of claims ...") as
 * written; empty when none.
 */
export function countedWords(question: string): string[] {
  const m = /\b(?:how\s+many|(?:number|count)\s+of)\s+((?:[a-z][\w-]*\s*){1,3})/i.exec(question);
  // A terse "policy count" counts policies.
  const terse = m ? null : /\b([a-z]{3,})\s+count\b/i.exec(question);
  if (terse && !COUNTED_STOP.test(terse[1]!)) return [terse[1]!];
  if (!m) return [];
  const words: string[] = [];
  const after = m[1]!.trim().split(/\s+/);
  for (const [k, w] of after.entries()) {
    // "the number of policies affected": a participle after the noun says which ones are counted; so
    // does a verb before a preposition ("how many claims sat in the period").
    if (COUNTED_STOP.test(w) || (words.length > 0 && /[a-z]ed$/i.test(w))) break;
    if (words.length > 0 && VERB_BEFORE.test(after[k + 1] ?? '')) break;
    words.push(w);
  }
  return words;
}
