import type { Evidence } from './evidence.ts';
import { askedType, REASON_ASKED, type AnswerType } from './answer-types.ts';
import { GENERIC } from './vocabulary.ts';

// The question side of reading (reader.ts): which of the question's lexemes name the kind of answer
// wanted ("how large", "which body", "title") and which say what it is about.

// "How large", "how quickly", "which year": the word after "how" (or "year" after which/what) asks for a
// degree or a time, so it is part of the answer type, not of what the question is about.
// So does the noun of "what form / kind / manner", "which body / organisation", "under what conditions" and
// "tracking / SERFF number": it names the kind of answer.
// So do the verbs and nouns of a cause asked ("what drove it", "what does X blame", "the stated reason").
// So do "which Michigan agency" (a body), "how far ahead" (a time before an event), "at what point" (a
// stage) and, when a text's name is asked, "title" and "called".
const FORM_WORDS = new RegExp(
  `\\bhow\\s+(much|many|large|big|high|low|small|long|soon|quickly|fast|promptly|often|far|old|early|late)\\b|\\b(?:which|what)\\s+(year|section|article|chapter|form|format|manner|medium|kind|type|sort|body|organi[sz]ation|agency|regulator|department|entity|group|institution|authority|conditions?|circumstances?)\\b|\\b(tracking|serff|reference)\\s+(?:number|no)\\b|\\b(?:which|what)\\s+(?:(?!(?:is|are|was|were|do|does|did|the|a|an|its|their)\\b)[\\w'’-]+\\s+){1,2}?(body|organi[sz]ation|agency|regulator|department|authority)\\b|\\bhow\\s+far\\s+(ahead|advance)\\b|\\b(?:at|from|to|until|till)\\s+what\\s+(point|stage|moment)\\b|\\b(lead)\\s+(?=time\\b)|(?<=\\blead\\s+)(time)\\b|${REASON_ASKED.source}`,
  'gi',
);
const TITLE_WORDS = /\b(title|called|name)\b/gi;

/** The question's lexemes that stem from `words` (PostgreSQL's stems are prefixes, "y" read as "i"). */
export function stemsOf(words: string[], lexemes: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words.map((x) => x.toLowerCase()))
    for (const l of lexemes)
      if (l.length >= 3 && (w.startsWith(l) || w.replace(/y$/, 'i').startsWith(l))) out.add(l);
  return out;
}

/** The noun a list question asks for ("Which qualities should ...?" -> qualities), as question lexemes. */
export function listNounStems(question: string, lexemes: string[]): Set<string> {
  const m =
    /(?:^\s*|[:;]\s+)(?:which|what)\s+([a-z]+s)\b/i.exec(question) ??
    /\b((?:two|three|four|five|six)\s+[a-z]+s)\b/i.exec(question);
  return m ? stemsOf(m[1]!.split(/\s+/), lexemes) : new Set();
}

/**
 * The question's answer type and its content lexemes: its own words less those naming the kind of answer
 * ("how large", "which body", "date") and the facets matched through metadata (a state, a company).
 */
export function questionTerms(evidence: Pick<Evidence, 'question' | 'lexemes' | 'facetLexemes'>): {
  types: AnswerType[];
  weak: boolean;
  content: string[];
} {
  const { types, weak } = askedType(evidence.question);
  const facet = new Set(evidence.facetLexemes);
  const form = stemsOf(
    [
      ...[...evidence.question.matchAll(FORM_WORDS)].map((m) => m.slice(1).find((g) => g !== undefined)!),
      ...(types[0] === 'title' ? [...evidence.question.matchAll(TITLE_WORDS)].map((m) => m[1]!) : []),
    ],
    evidence.lexemes,
  );
  const content = evidence.lexemes.filter((l) => !GENERIC.has(l) && !form.has(l) && !facet.has(l));
  // "Under MPS 41, what has to be documented?": when the question's only words are such general ones and
  // it asks for no particular kind of answer (a number, a date), they are what it asks about.
  if (content.length === 0 && types[0] === 'any')
    return { types, weak, content: evidence.lexemes.filter((l) => !form.has(l) && !facet.has(l)) };
  return { types, weak, content };
}
