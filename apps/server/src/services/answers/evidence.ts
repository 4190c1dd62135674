import { sql } from 'kysely';
import '../../db/schema-documents.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { sentenceSpans } from '../documents/chunk.ts';

// Retrieval for the answer engine: stored chunks ranked by PostgreSQL full-text search, and the
// sentences of the best ones with their lexemes (from the same 'english' configuration, so question and
// passage words are stemmed alike). Runs inside the caller's tenant transaction; composing the answer
// happens after it, so a slow LLM never holds a database transaction open.

export interface Sentence {
  /** Offsets into the page text. */
  start: number;
  end: number;
  text: string;
  lexemes: string[];
}

export interface Passage {
  chunkId: string;
  documentId: string;
  filename: string;
  /** 1-based page, or null for formats without pages. */
  page: number | null;
  pageNo: number;
  start: number;
  end: number;
  text: string;
  rank: number;
  /** Every lexeme of the question is in the passage (websearch_to_tsquery matched). */
  matchesAll: boolean;
  sentences: Sentence[];
}

export interface Evidence {
  question: string;
  lexemes: string[];
  passages: Passage[];
}

export interface EvidenceScope {
  /** Only documents of this analysis; otherwise every indexed document of the tenant. */
  analysisId?: string;
  limit?: number;
}

interface ChunkRow {
  id: string;
  document_id: string;
  filename: string;
  paged: boolean;
  page_no: number;
  start_offset: number;
  end_offset: number;
  text: string;
  rank: number;
  matches_all: boolean;
}

/**
 * Sentences of a passage. A line break inside a sentence (a PDF line wrapped at the page width) joins:
 * it does when the next line goes on in lower case, or when the line before it is nearly as long as the
 * longest line of the passage. Short lines (headings, table rows) end where they end.
 */
function sentencesOf(passageText: string, base: number): { start: number; end: number; text: string }[] {
  const lines = passageText.split('\n');
  const longest = Math.max(...lines.map((l) => l.length));
  let joined = '';
  lines.forEach((line, i) => {
    joined += line;
    if (i === lines.length - 1) return;
    const next = lines[i + 1] ?? '';
    const wrapped =
      /^\s*[a-z(]/.test(next) || (longest >= 60 && line.length >= longest * 0.7 && !/[:.!?]\s*$/.test(line));
    joined += wrapped ? ' ' : '\n';
  });
  // Same length as the passage, so offsets found in `joined` are offsets into the passage.
  const raw = sentenceSpans(joined);
  return raw.map((s) => ({
    start: base + s.start,
    end: base + s.end,
    text: passageText.slice(s.start, s.end),
  }));
}

export async function gatherEvidence(
  tx: TenantTx,
  question: string,
  scope: EvidenceScope = {},
): Promise<Evidence> {
  const limit = scope.limit ?? 8;
  const { rows: lexemeRows } = await sql<{ lexemes: string[] }>`
    select coalesce(tsvector_to_array(to_tsvector('english', ${question})), '{}') as lexemes`.execute(tx);
  const lexemes = lexemeRows[0]?.lexemes ?? [];
  if (lexemes.length === 0) return { question, lexemes, passages: [] };
  // Any question word may match (OR of the lexemes, cast without re-stemming); passages holding all of
  // them (the websearch_to_tsquery AND) rank first.
  const anyQuery = lexemes.map((l) => `'${l.replace(/'/g, "''")}'`).join(' | ');
  const analysisFilter = scope.analysisId ? sql`and d.analysis_id = ${scope.analysisId}` : sql``;
  const { rows } = await sql<ChunkRow>`
    select c.id, c.document_id, d.filename, d.paged, c.page_no, c.start_offset, c.end_offset, c.text,
           ts_rank(c.tsv, ${anyQuery}::tsquery, 1)::float8 as rank,
           (c.tsv @@ websearch_to_tsquery('english', ${question})) as matches_all
    from document_chunks c
    join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
    where c.tsv @@ ${anyQuery}::tsquery and d.status = 'indexed' ${analysisFilter}
    order by matches_all desc, rank desc, c.document_id, c.page_no, c.start_offset
    limit ${limit}`.execute(tx);
  const drafts = rows.map((r) => ({ row: r, sentences: sentencesOf(r.text, r.start_offset) }));
  const texts = drafts.flatMap((d) => d.sentences.map((s) => s.text));
  const { rows: lex } =
    texts.length === 0
      ? { rows: [] as { i: number; lexemes: string[] }[] }
      : await sql<{ i: number; lexemes: string[] }>`
          select (t.ord - 1)::int as i, tsvector_to_array(to_tsvector('english', t.s)) as lexemes
          from unnest(${texts}::text[]) with ordinality as t(s, ord)`.execute(tx);
  const byIndex = new Map(lex.map((r) => [r.i, r.lexemes]));
  let n = 0;
  const passages: Passage[] = drafts.map(({ row, sentences }) => ({
    chunkId: row.id,
    documentId: row.document_id,
    filename: row.filename,
    page: row.paged ? row.page_no : null,
    pageNo: row.page_no,
    start: row.start_offset,
    end: row.end_offset,
    text: row.text,
    rank: Number(row.rank),
    matchesAll: row.matches_all,
    sentences: sentences.map((s) => ({ ...s, lexemes: byIndex.get(n++) ?? [] })),
  }));
  return { question, lexemes, passages };
}
