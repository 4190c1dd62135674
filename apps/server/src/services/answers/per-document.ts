import { US_STATES } from '@ratelens/domain';
import type { Evidence, Passage, Sentence } from './evidence.ts';
import { questionFacets } from './metadata.ts';
import { readEvidence, type Reading } from './reader.ts';
import { CAUSAL, reasonAsked } from './asked.ts';
import { answerText } from './table-answer.ts';

// An answer over several filings. A question that names no filing (no state, company or identifier:
// "What overall rate change is requested?") asked of documents that hold answers from several filings is
// answered one line per filing, each starting with which filing it is (its title, or its carrier, state
// and line) and a dash, then the answering sentence and its own [n] citation. The first line holds what
// the reader picked (so the top citation does not change); a question that names a filing, or evidence
// that holds one filing's answer, is answered as before. In a small scope every filing gets its chance:
// its own best passages (filing-pass.ts) are read with the kept ones, and its best unit gets a line when
// it passes the answer's refusal standards and states what is asked (a change, as a relative amount when
// a rate change is asked; a reason; a coverage; the filing's own date: asked.ts). A table whose
// cells are separated by " / " (a PDF's text of a table) is read with its header row, so its row says
// what its cells are.

/** Most lines (filings) one answer gives. */
const MAX_FILINGS = 5;
/** A further filing's sentence must score at least this share of the top one's. */
const SCORE_SHARE = 0.5;
/**
 * ...and cover at least this share of what the top one covers of the question's key terms: a question
 * naming what only one filing has (a program, an act's title, a territory: "RoadWise discount maximum")
 * is about that filing. Calibrated on the non-held-out parts of bench/answers-quality: such further
 * sentences covered at most 0.71 of the top one's coverage, the demo's further filings at least 0.94.
 */
const COVERAGE_SHARE = 0.85;

/** A unit's text compared across copies: lower case, punctuation but % $ . folded to spaces. */
export const normalised = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9%$.]+/g, ' ')
    .trim();

/** One filing's copies (a PDF and a DOCX of the same name) count as one filing: its file name's stem. */
export const filingOf = (filename: string) => filename.replace(/\.[a-z0-9]+$/i, '').toLowerCase();
const filingKey = (r: Reading) => filingOf(r.passage.filename);

export const isPdfName = (filename: string) => /\.pdf$/i.test(filename);
export const isPdf = (r: Reading) => isPdfName(r.passage.filename);

const SLASH = ' / ';
const slashCells = (line: string) => line.split(SLASH).map((c) => c.trim());
const slashRow = (line: string) =>
  line.length <= 200 && line.split(SLASH).length >= 3 && !/[.;:]$/.test(line.trim());

/**
 * A unit that is a row of a table written with " / " between cells, as a row with " | " cells and its
 * header row as context (the first line of the run of such lines above it in the passage), so
 * table-answer.ts renders it; null when it is no such row, or is the header row itself.
 */
function slashTableRow(r: Reading): Sentence | null {
  const text = r.sentence.text.trim();
  if (text.includes('\n') || !slashRow(text)) return null;
  const at = r.sentence.start - r.passage.start;
  const lines = r.passage.text.slice(0, Math.max(0, at)).split('\n');
  lines.pop();
  const width = slashCells(text).length;
  let header: string | null = null;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (!slashRow(line) || slashCells(line).length !== width) break;
    header = line;
  }
  // A run that starts at the chunk's first line may continue a table from the previous chunk.
  if (header === null || (lines.length > 0 && lines[0]!.trim() === header && r.passage.start > 0))
    return null;
  return {
    ...r.sentence,
    kind: 'row',
    text: slashCells(text).join(' | '),
    context: slashCells(header).join(' | '),
  };
}

/** The answer text of a reading: a " / " table row with its header's names for its cells. */
export function answerOf(r: Reading, question: string): string {
  const row = slashTableRow(r);
  return row ? answerText(row, question) : r.answer;
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const LINE_NAMES: Record<string, string> = {
  homeowners: 'homeowners',
  auto: 'personal auto',
  'commercial-auto': 'commercial auto',
  'workers-comp': "workers' compensation",
};

/** Which filing a reading is from: its title, or its carrier, state and line, or its file name. */
export function filingLabel(r: Reading): string {
  const title = r.passage.title?.replace(/\s+/g, ' ').trim() ?? '';
  // A letterhead in capitals ("CEDAR RIDGE ASSURANCE COMPANY") names the carrier, not the filing.
  if (title && /[a-z]/.test(title)) return title;
  const { companies, states, lines } = r.passage.meta;
  const company = companies[0] ?? '';
  const carrier = company && title.toLowerCase().includes(company) ? title.toLowerCase() : company;
  const parts = [
    titleCase(carrier),
    states
      .map((s) => US_STATES[s as keyof typeof US_STATES] ?? s)
      .slice(0, 2)
      .join(', '),
    lines.map((l) => LINE_NAMES[l] ?? l).join(', '),
  ].filter((p) => p !== '');
  return parts.length > 0 ? parts.join(', ') : title || r.passage.filename;
}

/** The question names a filing: a state, a company or an identifier. */
export function namesFiling(evidence: Pick<Evidence, 'question' | 'facets' | 'companies'>): boolean {
  const named = questionFacets(evidence.question);
  return (
    named.states.length > 0 ||
    named.identifiers.length > 0 ||
    evidence.facets.identifiers.length > 0 ||
    evidence.companies.length > 0
  );
}

/**
 * The readings to cite and the answer's text: the reader's picks as one sentence run (today's answer),
 * or, for a question naming no filing whose evidence answers it from several filings, one line per filing
 * (up to MAX_FILINGS, best first), the reader's picks first.
 */
export function perFilingAnswer(
  evidence: Evidence,
  readings: Reading[],
  picked: Reading[],
  supported: (r: Reading) => boolean,
  maxCitations: number,
): { cited: Reading[]; text: string } {
  const run = (rs: Reading[], from: number) =>
    rs.map((r, i) => `${answerOf(r, evidence.question)} [${from + i + 1}]`).join(' ');
  const single = { cited: picked, text: run(picked, 0) };
  const top = picked[0];
  if (!top || top.score <= 0 || namesFiling(evidence) || maxCitations < 2) return single;
  const seen = new Set([filingKey(top)]);
  const texts = new Set(picked.map((r) => normalised(r.sentence.text)));
  const lines: Reading[][] = [];
  const limit = Math.min(MAX_FILINGS, maxCitations - picked.length + 1);
  for (const r of readings) {
    if (lines.length + 1 >= limit) break;
    if (r.score < top.score * SCORE_SHARE) break;
    if (seen.has(filingKey(r)) || !supported(r) || r.coverage < top.coverage * COVERAGE_SHARE) continue;
    if (!r.statesAsked) continue;
    const text = normalised(r.sentence.text);
    if (texts.has(text)) continue;
    seen.add(filingKey(r));
    texts.add(text);
    lines.push([pdfCopy(r, readings)]);
  }
  // Each further filing of a small scope (filing-pass.ts): its best unit among the kept passages and its
  // own best passages, when that unit answers as the answer's does; with a second unit of the same
  // document scoring nearly as well (as the reader's picks), while citations remain.
  let pool = readings;
  if (evidence.filings && evidence.filings.length > 0 && lines.length + 1 < limit) {
    const wide = readQuestion({ ...evidence, passages: [...evidence.passages, ...evidence.filings] });
    pool = wide.readings;
    const added: Reading[][] = [];
    for (const r of pool) {
      if (lines.length + added.length + 1 >= limit) break;
      if (seen.has(filingKey(r)) || r.score <= 0 || !supported(r) || !r.statesAsked) continue;
      const text = normalised(r.sentence.text);
      if (texts.has(text)) continue;
      seen.add(filingKey(r));
      texts.add(text);
      added.push([pdfCopy(r, pool)]);
    }
    let budget = maxCitations - picked.length - lines.length - added.length;
    for (const line of added) {
      if (budget <= 0) break;
      const first = line[0]!;
      const next = pool.find(
        (r) =>
          r.passage.documentId === first.passage.documentId &&
          r.score >= first.score * SECOND_SHARE &&
          supported(r) &&
          r.statesAsked &&
          !texts.has(normalised(r.sentence.text)),
      );
      if (!next) continue;
      texts.add(normalised(next.sentence.text));
      line.push(next);
      budget -= 1;
    }
    lines.push(...added);
  }
  if (lines.length === 0) return single;
  const text = [`${labelOf(top, pool)} — ${run(picked, 0)}`];
  let n = picked.length;
  for (const line of lines) {
    text.push(`${labelOf(line[0]!, pool)} — ${run(line, n)}`);
    n += line.length;
  }
  return { cited: [...picked, ...lines.flat()], text: text.join('\n') };
}

/** The same sentence in a PDF copy and another copy: the PDF's, which opens at its page. */
function pdfCopy(r: Reading, pool: Reading[]): Reading {
  if (isPdf(r)) return r;
  const text = normalised(r.sentence.text);
  return (
    pool.find((o) => isPdf(o) && filingKey(o) === filingKey(r) && normalised(o.sentence.text) === text) ?? r
  );
}

/** A filing's label, from its PDF copy when there is one (a DOCX's title may be its letterhead). */
function labelOf(r: Reading, pool: Reading[]): string {
  return filingLabel((!isPdf(r) && pool.find((o) => isPdf(o) && filingKey(o) === filingKey(r))) || r);
}

/** A further line's second unit scores at least this share of its first (as compose.ts's picks). */
const SECOND_SHARE = 0.85;
// Words referring to the filing companies ("competitors", "rivals", "peers") in a question naming no
// filing name whose documents are asked about (the filings in scope), not a word the answer must write
// (as "company", "insurer" and "carrier" are not); so do "recent" and "latest" (which filings: all).
/** Stems of words that refer to the filing companies of the documents asked about. */
const FILER_REFERENCES = new Set(['competitor', 'rival', 'peer', 'filer', 'carrier']);
/** Stems of words saying the filings asked about are recent ("their recent rate changes"). */
const RECENCY = new Set(['recent', 'latest']);
/** A causal unit's score bonus for a question asking for reasons. */
const CAUSAL_BONUS = 1.5;

/**
 * The reader's reading of the evidence (reader.ts): for a question asking for reasons, causal units hold
 * its answer type (`typed`) and score higher; a question naming no filing is read without its words
 * referring to the filers or to the filings' recency.
 */
export function readQuestion(evidence: Evidence): ReturnType<typeof readEvidence> {
  const noun = reasonAsked(evidence.question);
  const typeWord = (l: string) => noun !== null && l.length >= 3 && noun.toLowerCase().startsWith(l);
  // A question naming no filing asks of the scope's filings: "competitors" are their companies, "recent"
  // says which filings (all of them).
  const ofAll = !namesFiling(evidence);
  const dropped = (l: string) => (ofAll && (FILER_REFERENCES.has(l) || RECENCY.has(l))) || typeWord(l);
  const read = readEvidence(
    evidence.lexemes.some(dropped)
      ? { ...evidence, lexemes: evidence.lexemes.filter((l) => !dropped(l)) }
      : evidence,
  );
  if (noun === null) return read;
  for (const r of read.readings) {
    r.typed = CAUSAL.test(r.sentence.text);
    r.statesAsked &&= r.typed;
    if (r.typed) r.score += CAUSAL_BONUS;
  }
  read.readings.sort((a, b) => b.score - a.score);
  return read;
}

// Summaries. "Summarise the most recent filings in three sentences" asks, of the filings in scope, what
// each one is: its statement of purpose (the sentence of its best passages naming most of what a filing
// does: the company, requests, submits, proposes, revises, approval; filing-pass.ts searches each
// document for them), one line per filing, the most recent first (by the dates it states) when the
// question asks for recent ones, as many as the question's count of sentences says (else MAX_FILINGS).

const SUMMARY_ASKED =
  /^\s*(?:please\s+)?(?:summari[sz]e|(?:give|provide|write)\s+(?:me\s+)?(?:a|an)\s+(?:short\s+|brief\s+)?(?:summary|overview))\b/i;
/** Stems of what a filing says it does. */
export const PURPOSE_LEXEMES = ['compani', 'request', 'submit', 'propos', 'revis', 'approv', 'support'];
const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
/** A statement of purpose holds at least this many of PURPOSE_LEXEMES. */
const PURPOSE_WORDS = 2;

export const summaryAsked = (question: string) => SUMMARY_ASKED.test(question);

/**
 * A filing's statement of purpose: the sentence of any of its copies holding most PURPOSE_LEXEMES, the
 * PDF's (which opens at its page) and then the earliest on a tie.
 */
function purposeStatement(passages: Passage[]): Reading | null {
  let best: { passage: Passage; sentence: Sentence; n: number } | null = null;
  const pdfFirst = (p: Passage) => (isPdfName(p.filename) ? 0 : 1);
  const ordered = [...passages].sort(
    (a, b) => pdfFirst(a) - pdfFirst(b) || a.pageNo - b.pageNo || a.start - b.start,
  );
  for (const passage of ordered)
    for (const sentence of passage.sentences) {
      if (sentence.kind !== 'sentence' || !/^[A-Z]/.test(sentence.text.trim())) continue;
      const n = PURPOSE_LEXEMES.filter((l) => sentence.lexemes.includes(l)).length;
      if (n >= PURPOSE_WORDS && (!best || n > best.n)) best = { passage, sentence, n };
    }
  if (!best) return null;
  const answer = best.sentence.text.replace(/\s+/g, ' ').trim();
  const reading = { passage: best.passage, sentence: best.sentence, answer } as const;
  const flags = {
    typed: true,
    statesAsked: true,
    conditionOnly: false,
    otherRole: false,
    otherSubject: false,
  };
  return { ...reading, score: 0, coverage: 1, ...flags };
}

/** The latest date a filing states (effective or filed), for "the most recent filings". */
const latest = (p: Passage) => [...(p.meta.effective ?? []), ...(p.meta.filed ?? [])].sort().at(-1) ?? '';

/** A summary of the filings in scope, or null when the question asks none (or names a filing). */
export function filingSummary(
  evidence: Evidence,
  maxCitations: number,
): { cited: Reading[]; text: string } | null {
  if (!summaryAsked(evidence.question) || namesFiling(evidence) || !evidence.filings) return null;
  const byFiling = new Map<string, Passage[]>();
  for (const p of evidence.filings) {
    const key = filingOf(p.filename);
    byFiling.set(key, [...(byFiling.get(key) ?? []), p]);
  }
  const statements: { reading: Reading; label: string }[] = [];
  for (const passages of byFiling.values()) {
    const reading = purposeStatement(passages);
    // Named by its PDF copy's title (a DOCX's may be its letterhead).
    const pdf = passages.find((p) => isPdfName(p.filename));
    if (reading)
      statements.push({ reading, label: filingLabel(pdf ? { ...reading, passage: pdf } : reading) });
  }
  if (/\b(?:recent|latest|newest|last)\b/i.test(evidence.question))
    statements.sort((a, b) => latest(b.reading.passage).localeCompare(latest(a.reading.passage)));
  const count = /\bin\s+(one|two|three|four|five|\d)\s+(?:sentences?|lines?|points?)\b/i.exec(
    evidence.question,
  );
  const n = Math.min(
    count ? (COUNTS[count[1]!.toLowerCase()] ?? Number(count[1])) : MAX_FILINGS,
    maxCitations,
  );
  const lines = statements.slice(0, n);
  if (lines.length === 0) return null;
  const text = lines.map((l, i) => `${l.label} — ${l.reading.answer} [${i + 1}]`).join('\n');
  return { cited: lines.map((l) => l.reading), text };
}
