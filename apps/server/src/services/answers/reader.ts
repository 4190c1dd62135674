import type { Evidence, Passage, Sentence } from './evidence.ts';
import { cellsOf } from './units.ts';
import { equivalents, SOFT_LEXEMES } from './vocabulary.ts';

// The reader: picks, among the retrieved passages' reading units, the one that answers the question asked.
// 1. The expected answer type from the question (date, percent, money, count, duration, identifier,
//    definition, any). 2. Each unit is scored BM25-style over the question's content lexemes (idf over the
//    candidate units; a table row also gets its header's words, a sentence its heading's, more weakly),
//    with a bonus when it holds an entity of the expected type near the question's terms. 3. Refusal: the
//    best unit must cover enough of the question's key terms (idf-weighted, words the question names
//    through metadata such as a state or company excepted) and hold an entity of the expected type;
//    otherwise the documents do not support an answer. For a table row the answer names the column the
//    question asks for ("Collision, Selected: +9.8%").

export type AnswerType =
  'date' | 'percent' | 'money' | 'count' | 'duration' | 'identifier' | 'definition' | 'list' | 'any';

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const ENTITY: Record<Exclude<AnswerType, 'any' | 'definition' | 'list'>, RegExp> = {
  date: new RegExp(
    `\\b${MONTH}\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b${MONTH}\\s+\\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b(?:on or after|takes? effect|effective)\\b[^.]{0,40}\\b\\d{4}\\b`,
  ),
  percent: /[+-]?\d+(?:\.\d+)?\s?(?:%|percent\b)/i,
  // "$1,000", "$2.4 million", and amounts written out: "1000 dollars", "2,500 USD".
  money:
    /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand))?|\b\d[\d,]*(?:\.\d+)?\s?(?:million\s|billion\s|thousand\s)?(?:dollars|USD)\b/i,
  count: /\b\d{1,3}(?:,\d{3})+\b|\b\d+\b/,
  duration:
    /\b\d+(?:\.\d+)?\s+(?:calendar\s+|business\s+)?(?:days?|months?|years?|weeks?)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty)\s+(?:calendar\s+)?(?:days?|months?|years?)\b/i,
  identifier: /\bNo\.\s*\d+|\b[A-Z]{2,}-\d{3,}|\b\d{2,}-\d{2,}\b/,
};

/** Expected answer types of a question (any one of them will do). */
export function answerTypes(question: string): AnswerType[] {
  const q = question.toLowerCase();
  if (
    /\b(how is|how are|what is meant|define|defined|definition)\b/.test(q) &&
    !/\bhow (many|much|long|soon)\b/.test(q)
  )
    return ['definition'];
  if (/^\s*(which \w+s\b|what are\b|list\b)/.test(q) && !/\bwhich (filings|dates|standards)\b/.test(q))
    return ['list'];
  if (
    /^\s*(where|why|which|who|whom|whose)\b|\b(where should|why does|why did)\b/.test(q) &&
    !/\bwhich (filings|date)\b/.test(q)
  )
    return /\b(which standard|what standard|replaces?)\b/.test(q) ? ['identifier'] : ['any'];
  if (/\bhow (many|much) days\b|\bhow (long|soon)\b|\bhow many (years|months|weeks)\b|\bwithin how\b/.test(q))
    return ['duration'];
  if (/\bwhen\b|\bwhat (is the |was the )?date\b|\beffective date\b|\bdate of\b/.test(q)) return ['date'];
  if (/\bhow many\b/.test(q)) return ['count', 'duration'];
  if (/\b(tracking number|filing number|which standard|what standard|replaces?|replace)\b/.test(q))
    return ['identifier'];
  const changeWords = /\b(change|ratio|percentage|share|rise|rises|increase|decrease)\b/.test(q);
  if (/\b(premium|fee|penalty|penalties|base rate|cost|dollars?|limits?|amount)\b/.test(q))
    return /\bdeductible|limit/.test(q) || changeWords ? ['money', 'percent'] : ['money'];
  // "How much" of something that is not money (credibility, a load): a figure of any kind.
  if (/\bhow much\b/.test(q)) return ['percent', 'money', 'count'];
  if (/\bdeductible\b/.test(q)) return ['money', 'percent'];
  if (
    /\b(change|percent|percentage|ratio|provision|trend|credib|discount|credit|share|load|factor|commission|expense|rate)\b/.test(
      q,
    )
  )
    return ['percent'];
  if (/\b(how is|what is meant|define|defined|definition)\b/.test(q)) return ['definition'];
  return ['any'];
}

const DEFINITION = /:\s|\bmeans\b|\bis defined as\b|\brefers to\b|\bis the\b/i;

// Three or more items in a row, or two or more figures: "bodily injury +5.8 percent, collision +8.3 ...".
const LIST = /(?:[^,;:]+[,;]){2,}[^,;]+|\d[^]*\d[\d.,]*\s?(?:%|percent)[^]*\d[\d.,]*\s?(?:%|percent)/;

export function hasEntity(text: string, types: AnswerType[]): boolean {
  if (types.includes('list') && LIST.test(text)) return true;
  return types.some(
    (t) =>
      t === 'any' ||
      (t === 'list' ? false : t === 'definition' ? DEFINITION.test(text) : ENTITY[t].test(text)),
  );
}

export interface Reading {
  passage: Passage;
  sentence: Sentence;
  score: number;
  coverage: number;
  typed: boolean;
  /** The answer text for this unit (a table row is rendered with the asked column). */
  answer: string;
}

// Words that say what kind of answer is wanted rather than what it is about.
const GENERIC = new Set([
  'much',
  'mani',
  'long',
  'soon',
  'use',
  'accord',
  'get',
  'give',
  'set',
  'take',
  'requir',
  'say',
  'state',
  'document',
  'file',
  'compani',
  'insur',
  'filing',
  'memo',
  'memorandum',
  'number',
  'must',
  'shall',
  'should',
  'may',
  'can',
  'under',
]);

/** Stems of words that name the kind of answer wanted rather than what it is about. */
const TYPE_WORDS = new Set(['date', 'percentag', 'percent', 'amount', 'figur', 'valu', 'dollar', 'day']);

/** The reading of every unit, best first; empty when no passage was retrieved. */
export function readEvidence(evidence: Evidence): {
  readings: Reading[];
  types: AnswerType[];
  keyWeight: number;
} {
  const types = answerTypes(evidence.question);
  const facet = new Set(evidence.facetLexemes);
  const own = evidence.lexemes.filter((l) => !GENERIC.has(l));
  const content = own.filter((l) => !facet.has(l));
  const expandedSet = new Set(evidence.expanded);
  const units = evidence.passages.flatMap((passage) =>
    passage.sentences.map((sentence) => ({ passage, sentence })),
  );
  if (units.length === 0) return { readings: [], types, keyWeight: 0 };
  const df = new Map<string, number>();
  const docUnits = new Map<string, number>();
  for (const { sentence } of units) {
    for (const l of new Set([...sentence.lexemes, ...sentence.contextLexemes]))
      df.set(l, (df.get(l) ?? 0) + 1);
  }
  for (const { passage } of units) docUnits.set(passage.documentId, 1);
  const N = units.length;
  const idf = (l: string) => Math.log(1 + (N - (df.get(l) ?? 0) + 0.5) / ((df.get(l) ?? 0) + 0.5));
  const weightOf = (l: string) => (SOFT_LEXEMES.has(l) ? 0.3 : 1) * idf(l);
  const keyWeight = content.reduce((s, l) => s + weightOf(l), 0);
  const avgLen = units.reduce((s, u) => s + u.sentence.lexemes.length, 0) / N || 1;
  const bestRank = Math.max(...evidence.passages.map((p) => p.rank), 1e-9);
  const readings: Reading[] = units.map(({ passage, sentence }) => {
    const own = new Set(sentence.lexemes);
    const ctx = new Set([...sentence.contextLexemes, ...passage.titleLexemes]);
    const k1 = 1.2;
    const b = 0.6;
    const lenNorm = k1 * (1 - b + (b * sentence.lexemes.length) / avgLen);
    let score = 0;
    let covered = 0;
    const holds = (set: Set<string>, l: string) => {
      if (set.has(l)) return 1;
      for (const e of equivalents(l)) if (set.has(e)) return 0.8;
      return 0;
    };
    const typed = hasEntity(sentence.text, types);
    for (const l of content) {
      const w = weightOf(l);
      // A word that names the kind of answer ("date", "percentage") is answered by an entity of that kind.
      if (typed && types[0] !== 'any' && TYPE_WORDS.has(l)) {
        score += (0.5 * w * (k1 + 1)) / (1 + lenNorm);
        covered += w;
        continue;
      }
      const inOwn = holds(own, l);
      const inCtx = inOwn > 0 ? 0 : holds(ctx, l);
      if (inOwn > 0) {
        score += (inOwn * w * (k1 + 1)) / (1 + lenNorm);
        covered += inOwn * w;
      } else if (inCtx > 0) {
        score += (0.5 * inCtx * w * (k1 + 1)) / (1 + lenNorm);
        covered += 0.8 * inCtx * w;
      }
    }
    // A negated row or sentence ("Not knowingly committed") answers the question only if it is negated too.
    if (/\bnot\b/i.test(sentence.text) && !/\bnot\b/i.test(evidence.question)) score -= 0.75;
    for (const l of evidence.expanded)
      if (own.has(l) && expandedSet.has(l)) score += (0.3 * idf(l)) / (1 + lenNorm);
    for (const l of evidence.facetLexemes) if (own.has(l)) score += 0.15 * idf(l);
    const soft = types[0] === 'definition' || types[0] === 'list';
    if (types[0] !== 'any') score += typed ? 1.5 : soft ? -1 : -2;
    if (sentence.kind === 'heading' || sentence.kind === 'header') score -= 1.5;
    if (sentence.text.length > 700) score -= 1;
    score += 0.4 * (passage.rank / bestRank) + 0.3 * passage.fitMatches;
    return {
      passage,
      sentence,
      score,
      coverage: keyWeight > 0 ? covered / keyWeight : 1,
      typed,
      answer: answerText(sentence, evidence, types),
    };
  });
  readings.sort((a, b) => b.score - a.score);
  return { readings, types, keyWeight };
}

/** A table row as "label, Column: value" for the column the question names; prose as it stands. */
function answerText(sentence: Sentence, evidence: Evidence, types: AnswerType[]): string {
  const clean = sentence.text.replace(/\s+/g, ' ').trim();
  if (sentence.kind !== 'row' || !sentence.context) return clean;
  const cells = cellsOf(sentence.text);
  const header = cellsOf(sentence.context.split('\n')[0]!);
  if (cells.length !== header.length || cells.length < 2) return clean;
  const q = evidence.question.toLowerCase();
  const words = (s: string) => s.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  let best = -1;
  let bestHits = 0;
  header.forEach((h, i) => {
    if (i === 0) return;
    const hits = words(h).filter((w) => q.includes(w.slice(0, Math.max(4, w.length - 2)))).length;
    if (hits > bestHits) {
      bestHits = hits;
      best = i;
    }
  });
  const pairs = header.slice(1).map((h, i) => `${h}: ${cells[i + 1]}`);
  if (best > 0) {
    const others = header
      .map((h, i) => (i > 0 && i !== best ? `${h}: ${cells[i]}` : null))
      .filter((x): x is string => x !== null);
    return `${cells[0]}, ${header[best]}: ${cells[best]}${others.length ? ` (${others.join('; ')})` : ''}.`;
  }
  void types;
  return `${cells[0]}: ${pairs.join('; ')}.`;
}
