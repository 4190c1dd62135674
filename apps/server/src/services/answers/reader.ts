import type { Evidence, Passage, Sentence } from './evidence.ts';
import {
  changeKindsIn,
  testedScopeWords,
  dateRoleAsked,
  dateRolesAsked,
  dateRolesIn,
  hasEntity,
  isStrictType,
  NAMED_ORGANISATION,
  TIME_LIMIT,
  type AnswerType,
  asksOfReplacedText,
  spanPointAsked,
} from './answer-types.ts';
import { countedNoun, countedWords } from './counted.ts';
import { ABOUT_ASKED, isTopicLine } from './topic-lines.ts';
import { aboutSomethingElse } from './mismatch.ts';
import { statesAsked } from './asked.ts';
import { partsOver } from './compound.ts';
import {
  contentVerbAsked,
  formCodes,
  questionPhrases,
  phraseMatches,
  sectionsNamed,
  writesCode,
  writesSection,
} from './phrases.ts';
import { answerText, askedColumn, extremeRows } from './table-answer.ts';
import {
  ACTS_OF_BODY,
  COVERAGE_LEXEMES,
  DEFINE_WORDS,
  equivalents,
  negatedLexemes,
  onlyNegatedTerms,
  ISSUING_VERBS,
  NAMED_SYSTEMS,
  SOFT_LEXEMES,
  TYPE_WORDS,
  writesInitials,
} from './vocabulary.ts';
import { GENERIC_KINDS, SUPERLATIVE, unstatedTerms } from './presence.ts';
import { listNounStems, questionTerms, stemsOf } from './question-terms.ts';
import { misspelt, prefixedForms } from './spelling.ts';
import { identifiersIn } from './metadata.ts';
import {
  comparesOtherCount,
  meetsThreshold,
  questionFigures,
  namesOtherFigures,
  questionNumbers,
  writesNumber,
} from './thresholds.ts';

// The reader: picks, among the retrieved passages' reading units, the one that answers the question asked.
// 1. The expected answer type from the question (date, percent, money, count, duration, identifier,
//    definition, any). 2. Each unit is scored BM25-style over the question's content lexemes (idf over the
//    candidate units; a table row also gets its header's words, a sentence its heading's, more weakly),
//    with a bonus when it holds an entity of the expected type near the question's terms. 3. Refusal: the
//    best unit must cover enough of the question's key terms (idf-weighted, words the question names
//    through metadata such as a state or company excepted) and hold an entity of the expected type;
//    otherwise the documents do not support an answer. For a table row the answer names the column the
//    question asks for ("Collision, Selected: +9.8%").

export interface Reading {
  passage: Passage;
  sentence: Sentence;
  score: number;
  coverage: number;
  typed: boolean;
  /**
   * It holds only a condition ("after the first term") where a date was asked first ("when"): it answers
   * only when it covers the question's terms closely (compose.ts).
   */
  conditionOnly: boolean;
  /** It states its dates only in another role than the one asked (another event's date). */
  otherRole: boolean;
  /** It shares the question's words but is about something else (mismatch.ts): another trend, chamber... */
  otherSubject: boolean;
  /** It states what the question asks: a change of the kind asked, a coverage, its own date (asked.ts). */
  statesAsked: boolean;
  /** The answer text for this unit (a table row is rendered with the asked column). */
  answer: string;
}

/** Stems of words asking for a maximum, and a unit stating a cap ("no policyholder receives more than"). */
const MAXIMUM_WORDS = new Set(['maximum', 'largest', 'highest', 'biggest', 'most', 'max', 'ceil']);
const CAP =
  /\bno\b[^.;]*\b(?:above|over|more than|exceed\w*)\b|\bnot\s+(?:to\s+)?exceed\b|\bat most\b|\bcapped\b|\blimited to\b/i;

/** Units with few words ("Filed June 2, 2025.") read their neighbours in the passage as context. */
const SHORT_UNIT = 5;

/** The reading of every unit, best first; empty when no passage was retrieved. */
export function readEvidence(evidence: Evidence): {
  readings: Reading[];
  types: AnswerType[];
  /** The type was guessed from the question's topic, not asked (answer-types.ts). */
  weak: boolean;
  keyWeight: number;
  content: string[];
} {
  const { types, weak, content } = questionTerms(evidence);
  const listNoun = types[0] === 'list' ? listNounStems(evidence.question, content) : new Set<string>();
  const role = types.includes('date') || types.includes('year') ? dateRoleAsked(evidence.question) : null;
  // "When was it filed and when does it take effect": a date in any of the roles asked is one asked.
  const rolesAsked = role ? [role, ...dateRolesAsked(evidence.question)] : [];
  const kindsAsked = changeKindsIn(evidence.question);
  const changeAsked = /\b(?:change|increase|decrease|revision|indication)s?\b/i.test(evidence.question);
  const phrases = questionPhrases(evidence.question, content);
  const expandedSet = new Set(evidence.expanded);
  const thresholds = questionFigures(evidence.question);
  const numbers = questionNumbers(evidence.question);
  const counted = types.includes('count') ? countedNoun(evidence.question) : null;
  const codes = formCodes(evidence.question);
  const contentVerb = contentVerbAsked(evidence.question);
  // "How many policies": the counted thing (its last word, as a content lexeme) must be what the unit counts,
  // by that word itself ("insures 112,640 vehicles" counts no policies, whatever "insure" stands for).
  const spanPoint = spanPointAsked(evidence.question);
  // A "non-" word of the question ("nonrenewal") that a unit states as a verb negated ("not renew").
  const negates = content.some((l) => l.startsWith('non'));
  const askedLexemes = new Set(evidence.lexemes);
  const asked = statesAsked(evidence.question);
  const countedHead = types.includes('count')
    ? [...stemsOf(countedWords(evidence.question).slice(-1), content)]
    : [];
  const units = evidence.passages.flatMap((passage) =>
    passage.sentences.map((sentence, i) => ({ passage, sentence, i })),
  );
  if (units.length === 0) return { readings: [], types, weak, keyWeight: 0, content };
  const df = new Map<string, number>();
  for (const { sentence } of units) {
    for (const l of new Set([...sentence.lexemes, ...sentence.contextLexemes]))
      df.set(l, (df.get(l) ?? 0) + 1);
  }
  const N = units.length;
  // A compound question's parts ("selected change and credibility"): a row answers for one of them.
  const otherParts = partsOver(evidence.question, content, units);
  // A misspelt term of the question read as the unit word it is a slip of (spelling.ts).
  const slips = misspelt(content, new Set(df.keys()));
  const prefixed = prefixedForms(content, new Set(df.keys()));
  // A number of the question counts in the units writing it whole ("500" is not in "$2,500": thresholds.ts).
  for (const [l, whole] of numbers)
    df.set(l, units.filter((u) => whole.some((n) => writesNumber(u.sentence.text, n))).length);
  const idf = (l: string) => Math.log(1 + (N - (df.get(l) ?? 0) + 0.5) / ((df.get(l) ?? 0) + 0.5));
  // A word of the question that no kept unit holds (nor its equivalents or a slip of it) weighs no more than
  // the rarest word one does hold: its idf measures nothing the passages say, and an analyst's own words
  // ("actually asking", "contents", "run on") must not outweigh the terms a unit states. A figure or a
  // label ("$5,000", "territory E") is never such a word of one's own and keeps its weight, nor is a held
  // word with a prefix ("reinsurance", "underinsured": spelling.ts).
  const rarest = Math.log(1 + (N - 0.5) / 1.5);
  const ownWord = (l: string) =>
    l.length > 2 &&
    !/\d/.test(l) &&
    ![...equivalents(l)].some((e) => df.has(e)) &&
    (slips.get(l) ?? []).length === 0 &&
    !prefixed.has(l);
  // A passage stating the word a prefixed term of the question is made of ("costs of insurance" for
  // "reinsurance costs") is about that other thing, not the one asked.
  const statesBase = (passage: Passage) =>
    [...prefixed.values()].some((bases) =>
      passage.sentences.some((s) => bases.some((b) => s.lexemes.includes(b))),
    );
  const weightOf = (l: string) =>
    (SOFT_LEXEMES.has(l) ? 0.3 : 1) * (ownWord(l) ? Math.min(idf(l), rarest) : idf(l));
  // The coverages the question names restrict the answer: a unit about another coverage answers nothing,
  // and one naming the coverage must also hold something else the question asks ("how credible is
  // collision" is not answered by the collision row of a rate table that says nothing of credibility).
  // "Motorists" names a family of coverages: the uninsured or underinsured the question names must be held.
  const named = content.filter((l) => COVERAGE_LEXEMES.has(l));
  const coverages = named.some((l) => l !== 'motorist') ? named.filter((l) => l !== 'motorist') : named;
  const asksMore = content.some((l) => !COVERAGE_LEXEMES.has(l));
  // A yes/no question's tested scope ("apply to renewals") need not be in the unit that states the scope.
  const tested = stemsOf(testedScopeWords(evidence.question), content);
  const scope = tested.size < content.length ? tested : new Set<string>();
  const keyWeight = content.filter((l) => !scope.has(l)).reduce((s, l) => s + weightOf(l), 0);
  // Initials the question types in capitals ("GPIC"): a company's or a document's, not a measure.
  const capitals = evidence.question.match(/\b[A-Z]{2,}\b/g) ?? [];
  const acronyms = stemsOf(capitals, content);
  const initials = capitals.flatMap((w) => [...stemsOf([w], content)].map((l) => [w, l] as const));
  // The words of a row's table: its header and every row under the same header in the passage.
  const tables = new Map<string, Set<string>>();
  const tableOf = (passage: Passage, row: Sentence) => {
    const key = `${passage.chunkId}\n${row.context ?? ''}`;
    let set = tables.get(key);
    if (!set) {
      set = new Set(row.contextLexemes);
      for (const u of passage.sentences)
        if (u.kind === 'row' && u.context === row.context) for (const l of u.lexemes) set.add(l);
      tables.set(key, set);
    }
    return set;
  };
  const askedIds = identifiersIn(evidence.question);
  const aboutAsked = ABOUT_ASKED.test(evidence.question);
  const ofReplaced = asksOfReplacedText(evidence.question);
  const datesAsked = types.includes('date') || types.includes('year');
  const datesOfAnother = (text: string) => {
    const named = identifiersIn(text);
    return named.length > 0 && !named.some((id) => askedIds.includes(id));
  };
  // The question asks about something besides the kind of answer ("credibility", not only "percentage").
  // "Who issued it" asks for the body (the issuing verb is covered by a unit naming the one that adopted it).
  const byBody = (l: string) => types[0] === 'organisation' && ISSUING_VERBS.has(l);
  const asksTopic = content.some(
    (l) => !TYPE_WORDS.has(l) && !listNoun.has(l) && !scope.has(l) && !byBody(l),
  );
  // A number asked by the system that assigns it ("SERFF tracking number") is one the passage attributes
  // to that system: a filing's own number is not its SERFF number.
  const systems = content.filter((l) => NAMED_SYSTEMS.has(l));
  // A numbered section the question names ("Section 5") that no kept passage of a document writes.
  const sections = sectionsNamed(evidence.question);
  const sectionless = new Set(
    evidence.passages
      .filter((p) =>
        sections.some(
          (n) =>
            !evidence.passages.some(
              (o) => o.documentId === p.documentId && writesSection(`${o.title ?? ''}\n${o.text}`, n),
            ),
        ),
      )
      .map((p) => p.documentId),
  );
  const documentStates = (documentId: string, l: string) =>
    [...equivalents(l)].some((e) => evidence.presence?.documents[documentId]?.includes(e) ?? false);
  // A qualifier of the question that a document never states, though another states it (presence.ts).
  const unstatedIn = unstatedTerms(
    evidence,
    content,
    (l) => !scope.has(l) && !TYPE_WORDS.has(l) && !listNoun.has(l),
  );
  const avgLen = units.reduce((s, u) => s + u.sentence.lexemes.length, 0) / N || 1;
  const bestRank = Math.max(...evidence.passages.map((p) => p.rank), 1e-9);
  const readings: Reading[] = units.map(({ passage, sentence, i }) => {
    const own = new Set(sentence.lexemes);
    if (negates) for (const l of negatedLexemes(sentence.text, sentence.lexemes)) own.add(l);
    // A unit writing a term of the question only with "non" before it states the opposite (vocabulary.ts).
    const opposite =
      onlyNegatedTerms(own, `${passage.title ?? ''}\n${passage.text}`, content, askedLexemes).length > 0;
    const ctx = new Set([...sentence.contextLexemes, ...passage.titleLexemes]);
    // Initials the question types ("ODI") for a name the unit or its passage writes out (vocabulary.ts).
    for (const [word, l] of initials) {
      if (own.has(l) || ctx.has(l)) continue;
      if (writesInitials(sentence.text, word)) own.add(l);
      else if (writesInitials(`${passage.title ?? ''}\n${passage.text}`, word)) ctx.add(l);
    }
    // A short unit ("Issued March 17, 2025.") is about what the sentences around it say.
    if (sentence.lexemes.length <= SHORT_UNIT && sentence.kind === 'sentence')
      for (const n of [passage.sentences[i - 1], passage.sentences[i + 1]])
        if (n?.kind === 'sentence') for (const l of n.lexemes) ctx.add(l);
    // A heading that may answer (the text's name, or its issuer's letterhead) is about what stands under it.
    const nameAsked = types[0] === 'organisation' || types[0] === 'title' || types[0] === 'section';
    if (nameAsked && sentence.kind === 'heading')
      for (const n of passage.sentences.slice(i + 1)) for (const l of n.lexemes) ctx.add(l);
    const k1 = 1.2;
    const b = 0.6;
    const lenNorm = k1 * (1 - b + (b * sentence.lexemes.length) / avgLen);
    let score = 0;
    let covered = 0;
    let coversMore = false;
    let topical = false;
    let rowMisses = false;
    const holds = (set: Set<string>, l: string) => {
      if (set.has(l)) return 1;
      for (const e of equivalents(l)) if (set.has(e)) return 0.8;
      for (const e of slips.get(l) ?? []) if (set.has(e)) return 0.8;
      return 0;
    };
    const typed =
      hasEntity(sentence.text, types) ||
      (counted?.test(sentence.text) ?? false) ||
      (spanPoint?.test(sentence.text) ?? false);
    // A body named by its proper name answers "who" better than "the department".
    const primary =
      typed &&
      (types.length === 1 || hasEntity(sentence.text, [types[0]!])) &&
      (types[0] !== 'organisation' || NAMED_ORGANISATION.test(sentence.text));
    const conditionOnly =
      typed &&
      !primary &&
      types.includes('condition') &&
      !hasEntity(
        sentence.text,
        types.filter((t) => t !== 'condition'),
      );
    for (const l of content) {
      const w = weightOf(l);
      // A figure of the question met by a threshold the unit states ("a 12% increase": "more than 10%").
      // "The largest increase" met by a cap the unit states ("no policyholder receives more than 25%").
      const whole = numbers.get(l);
      const inOwn =
        (whole ? (whole.some((n) => writesNumber(sentence.text, n)) ? 1 : 0) : holds(own, l)) ||
        (thresholds.has(l) && meetsThreshold(sentence.text, thresholds.get(l)!) ? 1 : 0) ||
        (MAXIMUM_WORDS.has(l) && CAP.test(sentence.text) ? 1 : 0);
      // A word that names the kind of answer ("date", "percentage"), or the items a list question asks
      // for ("which qualities"), is answered by a unit holding such an entity or list.
      // "Who issued it": the heading naming the issuing body answers ("Ohio Department of Insurance -
      // Bulletin 2025-03"), and so does a unit stating that a body adopted it (a model law "issued" by
      // the body that adopted it); adoption, enactment or approval must be stated by the unit itself.
      const typeWord =
        TYPE_WORDS.has(l) ||
        listNoun.has(l) ||
        (types.includes('definition') && DEFINE_WORDS.has(l)) ||
        (types[0] === 'organisation' &&
          ISSUING_VERBS.has(l) &&
          (sentence.kind === 'heading' || ACTS_OF_BODY.some((v) => own.has(v))));
      if (inOwn === 0 && typed && types[0] !== 'any' && typeWord) {
        score += (0.5 * w * (k1 + 1)) / (1 + lenNorm);
        covered += scope.has(l) ? 0 : w;
        coversMore = true;
        continue;
      }
      const inCtx = inOwn > 0 ? 0 : holds(ctx, l);
      if (inOwn > 0 || inCtx > 0) coversMore ||= !COVERAGE_LEXEMES.has(l);
      topical ||= inOwn > 0 || inCtx > 0;
      // A row answers only for its label and columns: a measure its document states elsewhere ("the
      // credibility of medical payments") is not in the row of rate changes.
      rowMisses ||=
        sentence.kind === 'row' &&
        inOwn === 0 &&
        inCtx === 0 &&
        !acronyms.has(l) &&
        !tableOf(passage, sentence).has(l) &&
        !scope.has(l) &&
        !SOFT_LEXEMES.has(l) &&
        !GENERIC_KINDS.has(l) &&
        !TYPE_WORDS.has(l) &&
        !otherParts.has(l) &&
        documentStates(passage.documentId, l);
      const counts = scope.has(l) ? 0 : 1;
      if (inOwn > 0) {
        score += (inOwn * w * (k1 + 1)) / (1 + lenNorm);
        covered += counts * inOwn * w;
      } else if (inCtx > 0) {
        score += (0.5 * inCtx * w * (k1 + 1)) / (1 + lenNorm);
        covered += counts * 0.8 * inCtx * w;
      }
    }
    // A negated row or sentence ("Not knowingly committed") answers the question only if it is negated too.
    if (/\bnot\b/i.test(sentence.text) && !/\bnot\b/i.test(evidence.question)) score -= 0.75;
    for (const l of evidence.expanded)
      if (own.has(l) && expandedSet.has(l)) score += (0.3 * idf(l)) / (1 + lenNorm);
    for (const l of evidence.facetLexemes) if (own.has(l)) score += 0.15 * idf(l);
    const soft = !isStrictType(types[0]!);
    // An entity of the type asked most directly (a calendar date for "when") beats one of another
    // accepted type (the condition on which it happens).
    if (types[0] !== 'any') score += typed ? (primary ? 1.5 : 0.8) : soft ? -1 : -2;
    // A date in the role the question's verb asks for (filed, effective, adopted, issued) is the answer;
    // a date stated only in another role is another event's.
    const roles = role && typed ? dateRolesIn(sentence.text) : [];
    const otherRole = role !== null && roles.length > 0 && !roles.some((r) => rolesAsked.includes(r));
    const otherSubject = aboutSomethingElse(
      evidence.question,
      sentence.text,
      `${passage.title ?? ''}\n${passage.text}`,
    );
    if (role && typed) {
      if (roles.includes(role)) score += 1.2;
      else if (roles.length > 0) score -= 1;
    }
    // The kind of rate change asked (indicated, selected, prior) against the kinds the unit names.
    // A row holds a value of each kind its header names as a column.
    const kindsOf =
      sentence.kind === 'sentence' || sentence.kind === 'row'
        ? changeKindsIn(sentence.kind === 'row' ? (sentence.context ?? '').split('\n')[0]! : sentence.text)
        : [];
    if (kindsAsked.length > 0 && typed && (sentence.kind === 'sentence' || sentence.kind === 'row')) {
      if (kindsAsked.some((k) => kindsOf.includes(k))) score += 0.8;
      else if (kindsOf.length > 0) score -= 1;
    }
    // "How many vehicles": a number standing right before the counted noun ("58,245 vehicles").
    if (counted?.test(sentence.text) || contentVerb?.test(sentence.text)) score += 1;
    if (types[0] === 'duration' && types.includes('date') && TIME_LIMIT.test(sentence.text)) score += 0.5;
    // Multi-word terms of the question found as phrases, and its quoted phrases.
    const phrase = phraseMatches(sentence.text, phrases);
    score += 0.5 * Math.min(phrase.pairs, 3) + (phrase.quoted ? 1.5 : 0);
    // A row found by its label and the column the question names is a precise answer (a table cell).
    if (sentence.kind === 'row' && typed && content.some((l) => holds(own, l) > 0)) {
      if (askedColumn(sentence, evidence.question) > 0) score += 1;
    }
    // A heading is no answer, except the one naming the body that issued the text ("Ohio Department of
    // Insurance - Bulletin 2025-03") for "who issued it".
    if (sentence.kind === 'header' || (sentence.kind === 'heading' && !(nameAsked && typed))) score -= 1.5;
    if (sentence.text.length > 700) score -= 1;
    score += 0.4 * (passage.rank / bestRank) + 0.3 * passage.fitMatches;
    return {
      passage,
      sentence,
      score,
      // A form code the question names ("HO-4") must be written in the passage (or its title).
      coverage:
        unstatedIn(passage.documentId).length > 0 ||
        codes.some((c) => !writesCode(`${passage.title ?? ''}\n${passage.text}`, c)) ||
        sectionless.has(passage.documentId) ||
        systems.some((l) => !new RegExp(`\\b${l}`, 'i').test(`${passage.title ?? ''}\n${passage.text}`)) ||
        otherSubject ||
        countedHead.some((l) => !own.has(l) && !ctx.has(l) && !counted?.test(sentence.text)) ||
        comparesOtherCount(evidence.question, sentence.text) ||
        namesOtherFigures(thresholds, sentence.text) ||
        // The prior change asked alone: a change not marked prior (previous, last, current) is this filing's.
        (kindsAsked.length === 1 &&
          kindsAsked[0] === 'prior' &&
          changeAsked &&
          typed &&
          !kindsOf.includes('prior')) ||
        // A date the unit states of another numbered text ("it replaces Standard No. 29, adopted in 2011").
        (datesAsked && askedIds.length > 0 && !ofReplaced && datesOfAnother(sentence.text)) ||
        (!topical && asksTopic) ||
        rowMisses ||
        statesBase(passage) ||
        opposite ||
        // A text's subject line or long title answers only what the text is about (topic-lines.ts).
        (!aboutAsked && isTopicLine(passage, i)) ||
        (coverages.length > 0 &&
          (!coverages.some((l) => holds(own, l) > 0 || holds(ctx, l) > 0) || (asksMore && !coversMore)))
          ? 0
          : keyWeight > 0
            ? covered / keyWeight
            : 1,
      typed,
      conditionOnly,
      otherRole,
      otherSubject,
      statesAsked: asked(sentence),
      answer: answerText(sentence, evidence.question),
    };
  });
  // A superlative ("the largest selected increase") is answered by the row holding the extreme value.
  const extreme = extremeRows(
    units.filter((u) => u.sentence.kind === 'row').map((u) => u.sentence),
    evidence.question,
  );
  // ... and so holds what the superlative asks ("the smallest selected change").
  const superlative = content.filter((l) => SUPERLATIVE.test(l)).reduce((s, l) => s + weightOf(l), 0);
  for (const r of readings)
    if (extreme.has(r.sentence)) {
      r.score += 2;
      if (r.coverage > 0 && keyWeight > 0) r.coverage = Math.min(1, r.coverage + superlative / keyWeight);
    }
  readings.sort((a, b) => b.score - a.score);
  return { readings, types, weak, keyWeight, content };
}
