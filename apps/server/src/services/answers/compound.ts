import { equivalents } from './vocabulary.ts';

// Compound questions: "what deductible, surcharge and rules apply to old roofs", "the indicated and
// selected change". Each coordinated word the question asks for is a part of the answer, and each part
// gets its own cited sentence. A coordination that the documents write as such ("wind and hail", "loss and
// LAE ratio", "taxes, licenses and fees") names one thing and is not split.

const COORDINATION =
  /\b([a-z][\w'-]*)((?:\s*,\s*[a-z][\w'-]*){0,3})\s*,?\s+(?:and|or|as well as|plus)\s+([a-z][\w'-]*)\b/gi;
const TOKEN = /[a-z0-9]+(?:[.-][a-z0-9]+)*/g;

// "Credibility" stems as "credible" does ('credibl'), "deductibility" as "deductible".
const stemsTo = (word: string, lexeme: string) =>
  lexeme.length >= 3 &&
  [word, word.replace(/y$/, 'i'), word.replace(/ility$/, 'l')].some((w) => w.startsWith(lexeme));

const squeeze = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s,]+/g, ' ')
    .trim();

/**
 * The parts a compound question asks for, one content lexeme each (in the question's order), or none when
 * it asks for one thing. `texts` are the retrieved units' texts: a coordination written in them is a name.
 */
export function askedParts(question: string, content: string[], texts: string[]): string[] {
  const written = texts.map(squeeze);
  const parts: string[] = [];
  for (const m of question.matchAll(COORDINATION)) {
    const words = [m[1]!, ...m[2]!.split(',').map((w) => w.trim()), m[3]!].filter(Boolean);
    const lexemes = words
      .map((w) => content.find((l) => stemsTo(w.toLowerCase(), l)))
      .filter((l): l is string => l !== undefined);
    const distinct = lexemes.filter(
      (l, i) => lexemes.findIndex((o) => o === l || equivalents(o).has(l)) === i,
    );
    if (distinct.length < 2 || distinct.length < words.length) continue;
    if (written.some((t) => t.includes(squeeze(m[0])))) continue;
    parts.push(...distinct.filter((l) => !parts.includes(l)));
  }
  return parts.length > 0 ? parts : joinedPhrases(question, content, written);
}

/**
 * Two phrases joined by one "and" (or "vs."), each naming a term of its own ("the issue date and the date it applies
 * from", "days to decide and length of the extension"): the last such term of the first phrase and the
 * first of the second. None when the words around "and" are written together in the units (a name).
 */
function joinedPhrases(question: string, content: string[], written: string[]): string[] {
  const halves = question.split(/\s+(?:and|vs\.?|versus)\s+/i);
  if (halves.length !== 2) return [];
  const terms = halves.map((h) =>
    (h.toLowerCase().match(TOKEN) ?? [])
      .map((w) => content.find((l) => stemsTo(w, l)))
      .filter((l): l is string => l !== undefined),
  );
  const left = terms[0]!.filter((l) => !terms[1]!.includes(l));
  const right = terms[1]!.filter((l) => !terms[0]!.includes(l));
  if (left.length === 0 || right.length === 0) return [];
  const around = squeeze(`${halves[0]!.split(/\s+/).pop()} and ${halves[1]!.split(/\s+/)[0]}`);
  if (written.some((t) => t.includes(around))) return [];
  return [left[left.length - 1]!, right[0]!];
}

/** The text holds a word read as the lexeme or one of its equivalents. */
export function holdsPart(text: string, lexeme: string): boolean {
  const words = text.toLowerCase().match(TOKEN) ?? [];
  const forms = [...equivalents(lexeme)];
  return words.some((w) => forms.some((l) => stemsTo(w, l)));
}

/** The parts of a compound question over reading units (a row of the table answers for one of them). */
export const partsOver = (question: string, content: string[], units: { sentence: { text: string } }[]) =>
  new Set(
    askedParts(
      question,
      content,
      units.map((u) => u.sentence.text),
    ),
  );
