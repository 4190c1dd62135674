import { randomUUID } from 'node:crypto';
import { SEARCHED_COUNT_CAP, type Evidence, type Passage } from './evidence.ts';
import { dateRoleAsked, dateRolesAsked, dateRolesIn, isStrictType } from './answer-types.ts';
import type { Reading } from './reader.ts';
import { statesAskedSubject } from './subjects.ts';
import { askedParts, holdsPart } from './compound.ts';
import type { LlmProvider } from './llm-provider.ts';
import { GenerativeFallback, generativeAnswer, type FallbackReason } from './generative.ts';
import { filingSummary, isPdf, normalised, perFilingAnswer, readQuestion } from './per-document.ts';

// The answer from the retrieved passages. Extractive (default): the sentences that carry most of the
// question's words, each followed by its [n] marker. Generative (when an OpenAI-compatible provider is
// configured): the model writes over the same numbered passages and may cite only those. Either way a
// citation is a stored slice of a page (document, page, offsets, the exact text).

export interface DocumentCitation {
  kind: 'document';
  id: string;
  index: number;
  documentId: string;
  filename: string;
  page: number | null;
  startOffset: number;
  endOffset: number;
  quote: string;
}

export interface DataCitation {
  kind: 'data';
  id: string;
  index: number;
  table: 'filings' | 'portfolio' | 'claims' | 'models';
  rowIds: string[];
  figures: { name: string; value: number; unit: 'count' | 'percent' | 'usd' | 'days' | 'ratio' }[];
  description: string;
}

export type Citation = DocumentCitation | DataCitation;

export interface ComposedAnswer {
  text: string;
  engine: 'extractive' | 'generative';
  citations: Citation[];
  /** Set when a model was configured but the extractive engine answered (generative.ts). */
  fallback?: FallbackReason | null;
}

export const NOT_FOUND_IN_DOCUMENTS = 'I could not find this in the documents.';
const MAX_QUOTE = 2000;

export function notFound(text = NOT_FOUND_IN_DOCUMENTS): ComposedAnswer {
  return { text, engine: 'extractive', citations: [] };
}

function citationOf(
  passage: Passage,
  index: number,
  start: number,
  end: number,
  text: string,
): DocumentCitation {
  const cut = Math.min(end, start + MAX_QUOTE);
  return {
    kind: 'document',
    id: randomUUID(),
    index,
    documentId: passage.documentId,
    filename: passage.filename,
    page: passage.page,
    startOffset: start,
    endOffset: cut,
    quote: text.slice(0, cut - start),
  };
}

/**
 * Key-term coverage the best reading needs (idf-weighted share of the question's content words). Calibrated
 * on the dev part of bench/answers-quality: absent-answer questions reached at most 0.25, answerable ones
 * at least 0.56; the threshold sits between them.
 */
export const MIN_COVERAGE = 0.4;
/** Coverage a unit needs to answer one part of a compound question (it shares the rest of the question). */
const PART_COVERAGE = 0.25;
/** A unit stating what is asked answers before a better-scored one that does not, within this share. */
const STATING_SHARE = 0.85;
/** Coverage at which a unit without the guessed entity type still answers (see extractiveAnswer). */
const CLOSE_COVERAGE = 0.75;
/** A unit about another subject scoring this share of the answer's, or more, refuses it. */
const OTHER_SUBJECT_SHARE = 0.9;

/**
 * The extractive answer (reader.ts): the best reading unit, and up to two more that score nearly as well
 * from other passages, each followed by its [n] marker. "Not found" when retrieval kept no passage, or the
 * best unit does not cover the question's key terms, or lacks an entity of the expected answer type. The
 * same text found twice (a PDF and a DOCX copy of one filing) is cited once.
 */
export function extractiveAnswer(evidence: Evidence, maxCitations: number): ComposedAnswer {
  // A summary of the filings in scope: each one's opening statement (per-document.ts).
  const summary = filingSummary(evidence, maxCitations);
  if (summary) return cite(summary);
  // The reader (reader.ts), with a reasons question's answer type and the filers' reference words.
  const { readings, types, weak, content } = readQuestion(evidence);
  const strict = isStrictType(types[0]!);
  // A table's header row names columns; it answers nothing by itself.
  // A date stated in another role than the one asked ("applies" for "when does it end") is another
  // event's; a condition answers "when" only if it covers the question's terms closely.
  // A heading answers only a text's name, its issuer or which section deals with something ("Section 3.
  // Definitions" defines nothing).
  const nameAsked = types[0] === 'organisation' || types[0] === 'title' || types[0] === 'section';
  const covers = (r: Reading) =>
    r.coverage >= (r.conditionOnly ? CLOSE_COVERAGE : MIN_COVERAGE) &&
    r.sentence.kind !== 'header' &&
    (r.sentence.kind !== 'heading' || nameAsked) &&
    !(r.otherRole && strict);
  // The best unit that covers the question's key terms and holds the expected entity: a unit that only
  // looks right (a definition-shaped sentence about another term) must not hide one that answers. When
  // the question asks for an event's date ("when does it take effect", "when was it filed"), a unit
  // holding a date is preferred to one holding only a condition; "when must an insurer disclose it" asks
  // for the circumstance, and the best-scored unit answers.
  let typedNeeded = strict;
  const eventDate = types.includes('condition') && dateRoleAsked(evidence.question) !== null;
  // Of units scoring nearly as well, one that states what is asked (asked.ts: the kind of change asked,
  // the document's own date...) is preferred to one that only holds its terms and type.
  const first = readings.find((r) => covers(r) && (!typedNeeded || r.typed));
  const stating = first && readings.find((r) => covers(r) && (!typedNeeded || r.typed) && r.statesAsked);
  let best =
    (eventDate && readings.find((r) => covers(r) && r.typed && !r.conditionOnly)) ||
    (stating && stating.score >= first.score * STATING_SHARE ? stating : first);
  // Without such a unit: a type guessed from the topic (a "trend" is usually a percentage) or a body's
  // name ("who adopted") is a preference, and a unit covering the question's terms closely answers.
  if (!best && strict && (weak || types[0] === 'organisation' || types[0] === 'form')) {
    best = readings.find((r) => covers(r) && r.coverage >= CLOSE_COVERAGE);
    if (best) typedNeeded = false;
  }
  const supported = (r: Reading) => covers(r) && (!typedNeeded || r.typed);
  if (!best) return notFound();
  // The document's unit matching the question best, or nearly, states it of another subject (a loss trend
  // for "the premium trend", a premium per vehicle for "per policy") and the answer does not name the
  // subject asked: what is asked is not stated there.
  const chosen = best;
  if (
    !statesAskedSubject(evidence.question, chosen.sentence.text) &&
    readings.some(
      (r) =>
        r.otherSubject &&
        r.passage.documentId === chosen.passage.documentId &&
        r.score >= chosen.score * OTHER_SUBJECT_SHARE,
    )
  )
    return notFound();
  // The same sentence in a PDF and in another copy (DOCX, HTML): cite the PDF, which opens at its page.
  const top =
    (!isPdf(best) &&
      readings.find(
        (r) =>
          isPdf(r) &&
          r.score >= best.score * 0.99 &&
          normalised(r.sentence.text) === normalised(best.sentence.text),
      )) ||
    best;
  if (!supported(top)) return notFound();
  const picked: Reading[] = [top];
  for (const r of readings.slice(1)) {
    if (picked.length >= Math.min(2, maxCitations)) break;
    if (r.score < top.score * 0.85 || !supported(r)) continue;
    if (r.passage.documentId !== top.passage.documentId) continue;
    if (picked.some((p) => normalised(p.sentence.text) === normalised(r.sentence.text))) continue;
    if (
      picked.some(
        (p) => p.passage.chunkId === r.passage.chunkId && Math.abs(p.sentence.start - r.sentence.start) < 2,
      )
    )
      continue;
    picked.push(r);
  }
  // A compound question ("what deductible and surcharge apply", "the indicated and selected change"):
  // each part it asks for that no picked unit states gets the best unit of the same document stating it.
  const parts = askedParts(
    evidence.question,
    content,
    readings.map((r) => r.sentence.text),
  );
  for (const part of parts) {
    if (picked.length >= maxCitations) break;
    if (picked.some((p) => holdsPart(p.answer, part))) continue;
    const next = readings.find(
      (r) =>
        r.passage.documentId === top.passage.documentId &&
        r.coverage >= PART_COVERAGE &&
        r.sentence.kind !== 'header' &&
        r.sentence.kind !== 'heading' &&
        // A date in another role answers the part naming that role ("issue date and the date it applies").
        (!r.otherRole || dateRolesIn(r.sentence.text).some((role) => holdsPart(role, part))) &&
        (!typedNeeded || r.typed) &&
        holdsPart(r.answer, part) &&
        !picked.some((p) => normalised(p.sentence.text) === normalised(r.sentence.text)),
    );
    if (next) picked.push(next);
  }
  // "When was it filed and when does it take effect": each date role asked needs a unit of the same
  // document stating a date in that role (the role is what that part asks about: "Filed July 1, 2025.").
  const roles = types.includes('date') ? dateRolesAsked(evidence.question) : [];
  for (const role of roles.length > 1 ? roles : []) {
    if (picked.length >= maxCitations) break;
    if (picked.some((p) => dateRolesIn(p.sentence.text).includes(role))) continue;
    const next = readings.find(
      (r) =>
        r.passage.documentId === top.passage.documentId &&
        r.typed &&
        (r.sentence.kind === 'sentence' || r.sentence.kind === 'row') &&
        dateRolesIn(r.sentence.text).includes(role),
    );
    if (next) picked.push(next);
  }
  // One line per filing when the question names none and several filings answer it (per-document.ts).
  return cite(perFilingAnswer(evidence, readings, picked, supported, maxCitations));
}

function cite({ cited, text }: { cited: Reading[]; text: string }): ComposedAnswer {
  const citations = cited.map((r, i) =>
    citationOf(r.passage, i + 1, r.sentence.start, r.sentence.end, r.sentence.text),
  );
  return { text, engine: 'extractive', citations };
}

/** The chat's documents answer ends by saying which documents it searched (its scope). */
export function withSearchedNote(answer: ComposedAnswer, evidence: Evidence): ComposedAnswer {
  const { total, names } = evidence.searched;
  if (total === 0) return { ...answer, text: `${answer.text}\n\nNo indexed documents were in scope.` };
  const where = evidence.scope === 'usecase' ? " of this use case's analyses" : '';
  // A large scope is counted up to a cap and not named (see gatherEvidence).
  if (names.length === 0)
    return {
      ...answer,
      text: `${answer.text}\n\nSearched ${total >= SEARCHED_COUNT_CAP ? `${total} or more` : total} documents${where}.`,
    };
  const shown = names.map((d) => d.filename).join(', ');
  const more = total > names.length ? ` and ${total - names.length} more` : '';
  return {
    ...answer,
    text: `${answer.text}\n\nSearched ${total} document${total === 1 ? '' : 's'}${where}: ${shown}${more}.`,
  };
}

export interface ComposeOptions {
  maxCitations: number;
  provider: LlmProvider | null;
  onProviderError?: (error: unknown) => void;
}

/** Generative when a provider is given, falling back to the extractive answer if the provider fails. */
export async function composeDocumentAnswer(
  evidence: Evidence,
  options: ComposeOptions,
): Promise<ComposedAnswer> {
  if (options.provider) {
    try {
      const written = await generativeAnswer(evidence, options.provider, options.maxCitations);
      // null: nothing to give the model, or the model found no answer in the sentences.
      return written ?? { ...notFound(), engine: evidence.passages.length > 0 ? 'generative' : 'extractive' };
    } catch (error) {
      // The model failed, timed out or cited nothing valid: the extractive answer, with the reason.
      options.onProviderError?.(error);
      const fallback = error instanceof GenerativeFallback ? error.reason : 'provider_failed';
      return { ...extractiveAnswer(evidence, options.maxCitations), fallback };
    }
  }
  return extractiveAnswer(evidence, options.maxCitations);
}
