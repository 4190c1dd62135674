import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { unitsOf, type UnitKind } from './units.ts';
import type { ChunkRow, Passage } from './evidence.ts';

// The reading units of chunks with their lexemes, computed at indexing (documents.ts stores them with
// each chunk) and, for a chunk stored without them, at answer time (evidence.ts).

/** A reading unit as stored with its chunk (offsets relative to the chunk's text). */
export interface StoredUnit {
  kind: UnitKind;
  start: number;
  end: number;
  context: string | null;
  lexemes: string[];
  contextLexemes: string[];
}

/**
 * Reading units of chunk texts with their lexemes: one SQL round trip for all of them. `before[i]`, when
 * given, is the page text ahead of chunk i (a table split over two chunks keeps its header row).
 */
export async function readingUnits(
  tx: TenantTx,
  chunkTexts: string[],
  before: string[] = [],
): Promise<StoredUnit[][]> {
  const units = chunkTexts.map((t, i) => unitsOf(t, 0, t.length, before[i] ?? ''));
  const texts: string[] = [];
  for (const us of units) for (const u of us) texts.push(u.text, u.context ?? '');
  const lex: string[][] = [];
  for (let i = 0; i < texts.length; i += 4000) lex.push(...(await lexemesOf(tx, texts.slice(i, i + 4000))));
  let n = 0;
  return units.map((us) =>
    us.map((u) => ({
      kind: u.kind,
      start: u.start,
      end: u.end,
      context: u.context,
      lexemes: lex[n++] ?? [],
      contextLexemes: lex[n++] ?? [],
    })),
  );
}

export function storedUnits(value: unknown): StoredUnit[] | null {
  return Array.isArray(value) ? (value as StoredUnit[]) : null;
}

async function lexemesOf(tx: TenantTx, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const { rows } = await sql<{ i: number; lexemes: string[] }>`
    select (t.ord - 1)::int as i, coalesce(tsvector_to_array(to_tsvector('english', t.s)), '{}') as lexemes
    from unnest(${texts}::text[]) with ordinality as t(s, ord)`.execute(tx);
  const out: string[][] = texts.map(() => []);
  for (const r of rows) out[r.i] = r.lexemes;
  return out;
}

/** A chunk row as retrieval read it: its document's metadata and how that fits the question. */
interface FittedRow {
  row: ChunkRow;
  meta: Passage['meta'];
  fit: Passage['fit'];
  matches: number;
}

/**
 * Passages of chunk rows with their reading units: the stored ones, or computed in one round trip for
 * rows stored without them (evidence.ts for the kept chunks, filing-pass.ts for each filing's best).
 */
export async function passagesOf(tx: TenantTx, items: FittedRow[]): Promise<Passage[]> {
  const missing = items.filter((c) => storedUnits(c.row.units) === null);
  const computed = await readingUnits(
    tx,
    missing.map((c) => c.row.text),
  );
  const unitsById = new Map(missing.map((c, i) => [c.row.id, computed[i]!]));
  return items.map((c) => ({
    chunkId: c.row.id,
    documentId: c.row.document_id,
    filename: c.row.filename,
    title: c.row.title,
    page: c.row.paged ? c.row.page_no : null,
    pageNo: c.row.page_no,
    start: c.row.start_offset,
    end: c.row.end_offset,
    text: c.row.text,
    rank: Number(c.row.rank),
    meta: c.meta,
    fit: c.fit,
    fitMatches: c.matches,
    titleLexemes: c.row.title_lexemes ?? [],
    sentences: (storedUnits(c.row.units) ?? unitsById.get(c.row.id) ?? []).map((u) => ({
      start: c.row.start_offset + u.start,
      end: c.row.start_offset + u.end,
      text: c.row.text.slice(u.start, u.end),
      kind: u.kind,
      context: u.context,
      lexemes: u.lexemes,
      contextLexemes: u.contextLexemes,
    })),
  }));
}
