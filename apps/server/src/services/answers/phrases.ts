import { equivalents } from './vocabulary.ts';

// Phrase matching: the question's multi-word terms ("catastrophe provision", "selected change") and
// quoted phrases found as such in a unit, not only as words scattered over it. Stored lexemes are sets,
// so a term is matched on the unit's text: each word is read as the question lexeme it stems to
// (PostgreSQL's 'english' stems are prefixes of the word, "y" read as "i"), equivalents included.

const TOKEN = /[a-z0-9]+(?:[.-][a-z0-9]+)*/g;

const stemsTo = (word: string, lexeme: string) =>
  lexeme.length >= 2 && (word.startsWith(lexeme) || word.replace(/y$/, 'i').startsWith(lexeme));

/** For each token of the text, the index of the question term it reads as, or -1. */
function termsOf(text: string, terms: Set<string>[]): number[] {
  return (text.toLowerCase().match(TOKEN) ?? []).map((w) =>
    terms.findIndex((set) => [...set].some((l) => stemsTo(w, l))),
  );
}

export interface Phrases {
  /** Each content word of the question, in order, as the lexemes that stand for it. */
  terms: Set<string>[];
  /** Pairs of terms next to each other in the question (at most one word between them). */
  pairs: [number, number][];
  /** Quoted phrases of the question, lower case. */
  quoted: string[];
}

export function questionPhrases(question: string, content: string[]): Phrases {
  const tokens = question.toLowerCase().match(TOKEN) ?? [];
  const terms: Set<string>[] = [];
  const at: { term: number; pos: number }[] = [];
  tokens.forEach((w, pos) => {
    const l = content.find((c) => stemsTo(w, c));
    if (!l) return;
    terms.push(equivalents(l));
    at.push({ term: terms.length - 1, pos });
  });
  const pairs: [number, number][] = [];
  for (let i = 1; i < at.length; i++)
    if (at[i]!.pos - at[i - 1]!.pos <= 2) pairs.push([at[i - 1]!.term, at[i]!.term]);
  const quoted = [...question.matchAll(/["“']([^"”']{3,80})["”']/g)].map((m) => m[1]!.toLowerCase().trim());
  return { terms, pairs, quoted };
}

/**
 * How many of the question's adjacent term pairs the text holds as a phrase (in order with at most one
 * word between, or reversed with at most two: "provision for catastrophe"), and whether it holds every
 * quoted phrase.
 */
export function phraseMatches(text: string, phrases: Phrases): { pairs: number; quoted: boolean } {
  if (phrases.pairs.length === 0 && phrases.quoted.length === 0) return { pairs: 0, quoted: false };
  const seq = termsOf(text, phrases.terms);
  let pairs = 0;
  for (const [a, b] of phrases.pairs) {
    const hit = seq.some(
      (t, i) =>
        t === a && (seq.slice(i + 1, i + 3).includes(b) || seq.slice(Math.max(0, i - 3), i).includes(b)),
    );
    if (hit) pairs++;
  }
  const lower = text.toLowerCase();
  const quoted = phrases.quoted.length > 0 && phrases.quoted.every((p) => lower.includes(p));
  return { pairs, quoted };
}

// A form or class code the question names ("HO-4", "CA 00 01" is not one; "PP-2"): letters, a hyphen and a
// number. A passage that never writes the code is about another form, however well its words match.
const FORM_CODE = /\b([a-z]{1,4})[-\s]?(\d{1,3}[a-z]?)\b(?![-.]\d)/gi;
const CODE_SHAPE = /\b[A-Za-z]{1,4}-\d{1,3}[A-Za-z]?\b(?![-.]\d)/g;

/** The form codes of the question, normalised ("ho-4"). */
export function formCodes(question: string): string[] {
  return [...question.matchAll(CODE_SHAPE)].map((m) => m[0].toLowerCase());
}

/** The text writes the code ("HO-4", "HO 4", "HO4"), not only a neighbour of it ("HO-40", "HO-3"). */
export function writesCode(text: string, code: string): boolean {
  const [letters, number] = code.split('-');
  for (const m of text.matchAll(FORM_CODE))
    if (m[1]!.toLowerCase() === letters && m[2]!.toLowerCase() === number) return true;
  return false;
}

/**
 * "What must the notice state?", "what does the filing include?": the question asks what its subject
 * states, so a unit in which something "shall state" (the verb after a modal or "to") says it, where a unit
 * merely naming the subject ("an Act concerning nonrenewal notices") does not. Null for other questions.
 */
export function contentVerbAsked(question: string): RegExp | null {
  const m =
    /\bwhat\s+(?:must|shall|should|does|do|will|has to|have to)\s+(?:the\s+|an?\s+|its\s+)?[\w\s-]{1,40}?\s+(state|include|contain|show|say|list|disclose|specify)\b/i.exec(
      question,
    );
  return m ? new RegExp(`\\b(?:shall|must|should|will|to)\\s+${m[1]!.toLowerCase()}\\b`, 'i') : null;
}

/** The numbered sections the question names ("Section 5", "Sec. 4", "Article 2"), as their numbers. */
export function sectionsNamed(question: string): string[] {
  return [...question.matchAll(/\b(?:section|sec\.?|article)\s*(\d+[a-z]?)\b/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );
}

/** The text writes the numbered section ("Section 5", "Sec. 5", "Article 5"), not only another one. */
export function writesSection(text: string, n: string): boolean {
  return new RegExp(`\\b(?:section|sec\\.?|article|§)\\s*${n}\\b`, 'i').test(text);
}
