import { US_STATES } from '@ratelens/domain';
import type { Evidence, Sentence } from './evidence.ts';
import { questionFacets } from './metadata.ts';
import type { Reading } from './reader.ts';
import { answerText } from './table-answer.ts';

// An answer over several filings. A question that names no filing (no state, company or identifier:
// "What overall rate change is requested?") asked of documents that hold answers from several filings is
// answered one line per filing, each starting with which filing it is (its title, or its carrier, state
// and line) and a dash, then the answering sentence and its own [n] citation. The first line holds what
// the reader picked (so the top citation does not change); a question that names a filing, or evidence
// that holds one filing's answer, is answered as before. A table whose cells are separated by " / " (a
// PDF's text of a table) is read with its header row, so its row says what its cells are.

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

/** One filing's copies (a PDF and a DOCX of the same name) count as one filing. */
const filingKey = (r: Reading) => r.passage.filename.replace(/\.[a-z0-9]+$/i, '').toLowerCase();

export const isPdf = (r: Reading) => /\.pdf$/i.test(r.passage.filename);

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
function namesFiling(evidence: Evidence): boolean {
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
  const others: Reading[] = [];
  const limit = Math.min(MAX_FILINGS, maxCitations - picked.length + 1);
  for (const r of readings) {
    if (others.length + 1 >= limit) break;
    if (r.score < top.score * SCORE_SHARE) break;
    if (seen.has(filingKey(r)) || !supported(r) || r.coverage < top.coverage * COVERAGE_SHARE) continue;
    const text = normalised(r.sentence.text);
    if (texts.has(text)) continue;
    // The same sentence in a PDF copy and another copy: cite the PDF, which opens at its page.
    const pdf =
      (!isPdf(r) &&
        readings.find(
          (o) => isPdf(o) && filingKey(o) === filingKey(r) && normalised(o.sentence.text) === text,
        )) ||
      r;
    seen.add(filingKey(r));
    texts.add(text);
    others.push(pdf);
  }
  if (others.length === 0) return single;
  const lines = [
    `${filingLabel(top)} — ${run(picked, 0)}`,
    ...others.map((r, i) => `${filingLabel(r)} — ${run([r], picked.length + i)}`),
  ];
  return { cited: [...picked, ...others], text: lines.join('\n') };
}
