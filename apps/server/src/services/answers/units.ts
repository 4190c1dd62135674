import { split as splitSentences } from 'sentence-splitter';

// The reading units of a passage: prose sentences, table rows (with their table's header row) and
// headings (the context of what follows them). Sentence boundaries come from sentence-splitter (textlint),
// which knows abbreviations ("No.", "Sec.", "U.S.", "e.g.") and decimals; PDF lines wrapped at the page
// width are joined first. Every unit is an exact slice of the page text (offsets into the page).

export type UnitKind = 'sentence' | 'row' | 'header' | 'heading';

export interface Unit {
  kind: UnitKind;
  start: number;
  end: number;
  text: string;
  /** For a row: its table's header row text; for prose: the nearest heading above it in the passage. */
  context: string | null;
}

interface Line {
  start: number;
  end: number;
  text: string;
  /** The line opens a paragraph (a blank line before it). */
  opens: boolean;
}

const ABBREVIATION_END = /\b(?:No|Nos|Sec|Secs|Art|Ch|Vol|Para|Fig|Ex|Exh)\.$/;
/** A section's number and title standing as a sentence of their own: "Sec. 1. Purpose.", "Section 4. Notice." */
const SECTION_LABEL =
  /^(?:Sec(?:tion)?\.?|Article|Art\.|Part|Rule|§)\s*\d+[A-Za-z]?(?:\.\d+)*\.?\s+[A-Z][\w'&-]*(?:\s+[\w'&-]+){0,5}\.$/;
const isRow = (text: string) => text.includes(' | ');
const isHeading = (text: string) =>
  text.length > 0 && text.length <= 90 && !/[.:;,!?]$/.test(text) && /^[A-Z0-9#]/.test(text);

function linesOf(text: string, base: number): Line[] {
  const out: Line[] = [];
  let at = 0;
  let blank = true;
  for (const raw of text.split('\n')) {
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body !== '')
      out.push({ start: base + at + lead, end: base + at + lead + body.length, text: body, opens: blank });
    blank = body === '';
    at += raw.length + 1;
  }
  return out;
}

/** Sentence spans of a prose run: the lines joined with spaces (same length), split by sentence-splitter. */
function proseSentences(page: string, lines: Line[]): { start: number; end: number }[] {
  if (lines.length === 0) return [];
  const from = lines[0]!.start;
  const to = lines.at(-1)!.end;
  const joined = page.slice(from, to).replace(/\n/g, ' ');
  const out: { start: number; end: number }[] = [];
  for (const node of splitSentences(joined)) {
    if (node.type !== 'Sentence') continue;
    let [s, e] = node.range;
    while (s < e && /\s/.test(joined[s]!)) s++;
    while (e > s && /\s/.test(joined[e - 1]!)) e--;
    if (e <= s) continue;
    for (const [ps, pe] of afterNumbers(joined, s, e)) {
      // "No. SMMI-134412": a reference abbreviation never ends a sentence; nor does a run-in section
      // label ("Sec. 1. Purpose. This standard ..."): it names what the next sentence is about.
      const last = out.at(-1);
      const lastText = last ? joined.slice(last.start - from, last.end - from) : '';
      if (last && (ABBREVIATION_END.test(lastText) || SECTION_LABEL.test(lastText))) last.end = from + pe;
      else out.push({ start: from + ps, end: from + pe });
    }
  }
  return out;
}

// sentence-splitter does not end a sentence after a number ("... losses in 2024. The prior change ..."),
// to keep list items ("1. Scope") whole: a number of two or more digits (a year, an amount, "15.3%" is
// already split) followed by a period, a space and a capitalised word does end one.
const AFTER_NUMBER = /(?<![\d.,])\d{2,}\.\s+(?=[A-Z][a-z])/g;

function afterNumbers(text: string, start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  let at = start;
  for (const m of text.slice(start, end).matchAll(AFTER_NUMBER)) {
    const stop = start + m.index + m[0].trimEnd().length;
    const next = start + m.index + m[0].length;
    if (stop > at) out.push([at, stop]);
    at = next;
  }
  if (end > at) out.push([at, end]);
  return out;
}

/**
 * The header row of a table that runs on from `before` (the page text ahead of a chunk that opens with
 * table rows): the first row of the rows that end `before` without a blank line. Null when `before` does
 * not end in a table.
 */
function carriedHeader(before: string): string | null {
  const lines = before.replace(/\s+$/, '').split('\n');
  if (before.length > 0 && /\n\s*\n\s*$/.test(before)) return null;
  let header: string | null = null;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (!isRow(line)) break;
    header = line;
  }
  return header;
}

/**
 * Units of page[start, end) (a stored chunk), in reading order. A chunk that opens in the middle of a
 * table (a long table split over two chunks) reads its rows with the header row found in `before`, the
 * page text ahead of the chunk.
 */
export function unitsOf(page: string, start: number, end: number, before = ''): Unit[] {
  const lines = linesOf(page.slice(start, end), start);
  const units: Unit[] = [];
  let heading: string | null = null;
  let header: string | null = lines[0] && isRow(lines[0].text) ? carriedHeader(before) : null;
  let prose: Line[] = [];
  const flush = () => {
    for (const s of proseSentences(page, prose))
      units.push({
        kind: 'sentence',
        start: s.start,
        end: s.end,
        text: page.slice(s.start, s.end),
        context: heading,
      });
    prose = [];
  };
  lines.forEach((line, i) => {
    if (isRow(line.text)) {
      flush();
      const previous = lines[i - 1];
      if ((!previous || !isRow(previous.text)) && !(i === 0 && header !== null)) {
        header = line.text;
        units.push({ ...line, kind: 'header', context: heading });
      } else units.push({ ...line, kind: 'row', context: heading ? `${header}\n${heading}` : header });
      return;
    }
    header = null;
    if (line.opens) flush();
    const next = lines[i + 1];
    // A short line without closing punctuation that starts a block is a heading, unless it is the tail of
    // a wrapped sentence (prose before it on the same paragraph).
    if (prose.length === 0 && isHeading(line.text) && next !== undefined) {
      heading = line.text;
      units.push({ ...line, kind: 'heading', context: null });
      return;
    }
    prose.push(line);
    if (/[.!?:]$/.test(line.text) && next && (isRow(next.text) || isHeading(next.text))) flush();
  });
  flush();
  return units;
}

/** The cells of a table row or header ("a | b | c"). */
export function cellsOf(row: string): string[] {
  return row.split(' | ').map((c) => c.trim());
}
