import { changeKindsIn } from './answer-types.ts';
import type { Sentence } from './evidence.ts';
import { cellsOf } from './units.ts';

// A table row read as an answer: the column the question asks for ("What selected change applies to
// collision?" -> the Selected column of the Collision row), found by the header's words or by the kind of
// rate change the question names ("proposed" asks for the Selected column).

/** The row's cells and header cells, or null when the unit is not a row of a well-formed table. */
function rowCells(sentence: Sentence): { cells: string[]; header: string[] } | null {
  if (sentence.kind !== 'row' || !sentence.context) return null;
  const cells = cellsOf(sentence.text);
  const header = cellsOf(sentence.context.split('\n')[0]!);
  return cells.length === header.length && cells.length >= 2 ? { cells, header } : null;
}

/** The index of the column the question asks for (never the row label's), or -1. */
export function askedColumn(sentence: Sentence, question: string): number {
  const table = rowCells(sentence);
  if (!table) return -1;
  const q = question.toLowerCase();
  const words = (s: string) => s.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const kinds = changeKindsIn(question);
  let best = -1;
  let bestHits = 0;
  table.header.forEach((h, i) => {
    if (i === 0) return;
    const kindHit = changeKindsIn(h).some((k) => kinds.includes(k)) ? 2 : 0;
    const hits = kindHit + words(h).filter((w) => q.includes(w.slice(0, Math.max(4, w.length - 2)))).length;
    if (hits > bestHits) {
      bestHits = hits;
      best = i;
    }
  });
  return best;
}

const cellValueLike = (cell: string) => /^[\s(+$−-]*\d[\d,.]*\s*%?\)?$/.test(cell.trim());

/** A table row as "label, Column: value" for the column the question names; prose as it stands. */
export function answerText(sentence: Sentence, question: string): string {
  const clean = sentence.text.replace(/\s+/g, ' ').trim();
  const table = rowCells(sentence);
  if (!table) return clean;
  const { cells, header } = table;
  const best = askedColumn(sentence, question);
  // A row labelled by a number or code ("1 | Detroit metro | ...") is named with its column's header and
  // the description beside it: "Territory 1 (Detroit metro)".
  const described =
    /^[A-Z0-9][A-Z0-9.-]{0,5}$/.test(cells[0]!) &&
    best !== 1 &&
    /[a-z]{3}/i.test(cells[1]!) &&
    !cellValueLike(cells[1]!);
  const label = described ? `${header[0] ? `${header[0]} ` : ''}${cells[0]} (${cells[1]})` : cells[0]!;
  if (best > 0) {
    const others = header
      .map((h, i) => (i > 0 && i !== best && !(described && i === 1) ? `${h}: ${cells[i]}` : null))
      .filter((x): x is string => x !== null);
    return `${label}, ${header[best]}: ${cells[best]}${others.length ? ` (${others.join('; ')})` : ''}.`;
  }
  return `${cells[0]}: ${header
    .slice(1)
    .map((h, i) => `${h}: ${cells[i + 1]}`)
    .join('; ')}.`;
}

// "Which territory gets the largest selected increase?": a superlative over a table's rows asks for the
// row holding the extreme value of the column the question names.
const SUPERLATIVE =
  /\b(largest|highest|biggest|greatest|steepest|smallest|lowest|fewest)\b|\bthe\s+(most|least)\b/i;
const CHANGE = /\b(?:increase|increases|change|changes|rise|decrease|decreases|cut|cuts|reduction|drop)\b/i;
const DOWNWARD = /\b(?:decrease|decreases|cut|cuts|reduction|reductions|drop|decline)\b/i;

/** The number a cell holds ("+14.9%" -> 14.9, "$1,250" -> 1250, "(3.5%)" -> -3.5), or null. */
function cellValue(cell: string): number | null {
  const m = /^\(?\s*([-+−]?)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*%?\s*\)?$/.exec(cell.trim());
  if (!m) return null;
  const value = Number(m[2]!.replace(/,/g, ''));
  return m[1] === '-' || m[1] === '−' || cell.trim().startsWith('(') ? -value : value;
}

/**
 * The rows that hold the extreme value of the asked column (the first numeric column when the question
 * names none), one per table among `rows`, when the question asks for a superlative; empty otherwise.
 */
export function extremeRows(rows: Sentence[], question: string): Set<Sentence> {
  const out = new Set<Sentence>();
  const m = SUPERLATIVE.exec(question);
  if (!m) return out;
  const word = (m[1] ?? m[2]!).toLowerCase();
  let wantMax = !['smallest', 'lowest', 'fewest', 'least'].includes(word);
  if (DOWNWARD.test(question)) wantMax = !wantMax;
  const tables = new Map<string, Sentence[]>();
  for (const r of rows) {
    if (!rowCells(r)) continue;
    const key = r.context!;
    tables.set(key, [...(tables.get(key) ?? []), r]);
  }
  for (const group of tables.values()) {
    const header = rowCells(group[0]!)!.header;
    let column = askedColumn(group[0]!, question);
    // No column named: a change ("the smallest increase") is read in the first column of percentages,
    // anything else in the first numeric column.
    const numeric = (i: number, percent: boolean) =>
      i > 0 &&
      group.every((r) => {
        const cell = rowCells(r)!.cells[i]!;
        return cellValue(cell) !== null && (!percent || cell.includes('%'));
      });
    if (column <= 0 && CHANGE.test(question)) column = header.findIndex((_, i) => numeric(i, true));
    if (column <= 0) column = header.findIndex((_, i) => numeric(i, false));
    if (column <= 0) continue;
    let best: Sentence | null = null;
    let bestValue = 0;
    let counted = 0;
    for (const r of group) {
      const v = cellValue(rowCells(r)!.cells[column]!);
      if (v === null) continue;
      counted++;
      if (best === null || (wantMax ? v > bestValue : v < bestValue)) {
        best = r;
        bestValue = v;
      }
    }
    if (best && counted >= 2) out.add(best);
  }
  return out;
}
