import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { scopeFilter, type ChunkRow, type Evidence, type EvidenceScope } from './evidence.ts';
import { fitOf, parseMeta } from './metadata.ts';
import { CAUSAL_LEXEMES, reasonAsked } from './asked.ts';
import {
  filingOf,
  isPdfName,
  namesFiling,
  normalised,
  PURPOSE_LEXEMES,
  summaryAsked,
} from './per-document.ts';
import { lookUpPresence } from './presence.ts';
import { questionTerms } from './question-terms.ts';
import { passagesOf } from './reading-units.ts';
import { equivalents, tsLexeme } from './vocabulary.ts';

// Every filing of a small scope gets its chance. Retrieval keeps the best passages over all documents
// (each filing's copies taking a slot each), so a filing whose passages rank below the others' never gets
// a line of a per-filing answer (per-document.ts). For a question that names no filing, asked of a scope
// of at most PASS_FILINGS filings (an analysis, or a small use case), one more statement keeps the best
// PER_DOCUMENT chunks of each document for the question's words (the same words and ranking as retrieval,
// with a rank window per document). The reader reads them with the kept passages; a filing gets a line
// only when its own best unit passes the same refusal standards as the answer's (per-document.ts). A
// question asking for a summary of the filings searches each document for what it requests instead.

/** A scope of at most this many filings (a document's copies, PDF and DOCX of one name, count once). */
export const PASS_FILINGS = 20;
/** ...and at most this many documents (a larger scope is never counted for the pass). */
const PASS_DOCUMENTS = 80;
/** Best chunks per document, besides those retrieval kept. */
const PER_DOCUMENT = 3;

/** A chunk row of the pass: always with its stored units and title lexemes. */
type PassRow = ChunkRow & { units: unknown; title_lexemes: string[] };

/**
 * Candidates without a second copy of one text: a chunk whose words another copy of its filing (a PDF and
 * a DOCX of the same name) already holds, word for word, takes no further retrieval slot. The PDF's is kept,
 * as it opens at its page; the order is kept otherwise.
 */
export function oneCopyEach<T extends { row: { filename: string; text: string } }>(items: T[]): T[] {
  const key = ({ row }: T) => `${filingOf(row.filename)}\n${normalised(row.text)}`;
  const pdf = (item: T) => isPdfName(item.row.filename);
  const inPdf = new Set(items.filter(pdf).map(key));
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k) || (inPdf.has(k) && !pdf(item))) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The best chunks of each document in a small scope that retrieval did not keep, as passages
 * (`evidence.filings`), with where the question's terms are stated in their documents added to
 * `evidence.presence`. Nothing for a question naming a filing, a scope of more than PASS_FILINGS filings,
 * or evidence with no passage (an answer refused anyway).
 */
export async function addFilingPassages(
  tx: TenantTx,
  evidence: Evidence,
  scope: EvidenceScope,
): Promise<void> {
  const { total } = evidence.searched;
  // A summary of the filings reads each one's passages saying what it requests, whatever retrieval kept.
  const summary = summaryAsked(evidence.question);
  if ((evidence.passages.length === 0 && !summary) || total < 2 || total > PASS_DOCUMENTS) return;
  if (namesFiling(evidence)) return;
  // The question's words, their vocabulary expansion and the words the reader takes for them
  // ("proposed" for "requested", "decrease" for "change"): a filing may state its answer in those only.
  const { content } = questionTerms(evidence);
  // A reasons question also looks for the words of causal statements ("reflecting", "due to").
  const words = [
    ...new Set([
      ...(summary ? PURPOSE_LEXEMES : []),
      ...evidence.lexemes,
      ...evidence.expanded,
      ...content.flatMap((l) => [...equivalents(l)]),
      ...(reasonAsked(evidence.question) !== null ? CAUSAL_LEXEMES : []),
    ]),
  ];
  if (words.length === 0) return;
  const query = words.map(tsLexeme).join(' | ');
  const kept = summary ? [] : evidence.passages.map((p) => p.chunkId);
  // A named line of business: the document's line, or a document naming none (as retrieval).
  const lines = evidence.facets.lines;
  const lineKeys = lines.length > 0 ? ['ln:', ...lines.map((l) => `ln:${l}`)] : null;
  const { rows } = await sql<PassRow>`
    with scoped as (
      select d.id, lower(regexp_replace(d.filename, '\\.[A-Za-z0-9]+$', '')) as filing
      from documents d where d.status = 'indexed' ${scopeFilter(scope)}),
    small as (select count(distinct filing) <= ${PASS_FILINGS} as ok from scoped),
    ranked as (
      select c.id, ts_rank_cd(c.tsv, ${query}::tsquery, 1) as rank,
        row_number() over (partition by c.document_id
          order by ts_rank_cd(c.tsv, ${query}::tsquery, 1) desc, c.page_no, c.start_offset) as n
      from document_chunks c join scoped s on s.id = c.document_id
      where (select ok from small) and c.tsv @@ ${query}::tsquery and not (c.id = any(${kept}::uuid[]))
        ${lineKeys ? sql`and c.facet_keys && ${lineKeys}::text[]` : sql``})
    select c.id, c.document_id, d.filename, d.title, d.meta, d.paged, c.page_no, c.start_offset,
      c.end_offset, c.text, c.units, r.rank,
      coalesce(tsvector_to_array(to_tsvector('english', coalesce(d.title, ''))), '{}') as title_lexemes
    from ranked r join document_chunks c on c.id = r.id join documents d on d.id = c.document_id
    where r.n <= ${PER_DOCUMENT}
    order by r.rank desc`.execute(tx);
  if (rows.length === 0) return;
  evidence.filings = await passagesOf(
    tx,
    rows.map((row) => {
      const meta = parseMeta(row.meta);
      return { row, meta, ...fitOf(meta, evidence.facets, evidence.companies) };
    }),
  );
  // Where the question's terms are stated, for the documents the pass added (a qualifier a document never
  // writes, presence.ts).
  const known = new Set(Object.keys(evidence.presence?.documents ?? {}));
  const added = [...new Set(rows.map((r) => r.document_id))].filter((id) => !known.has(id));
  if (!evidence.presence || added.length === 0) return;
  const more = await lookUpPresence(tx, content, added, scope);
  if (!more) return;
  evidence.presence = {
    documents: { ...evidence.presence.documents, ...more.documents },
    together: evidence.presence.together.length > 0 ? evidence.presence.together : more.together,
  };
}
