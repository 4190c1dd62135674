import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import type { Evidence } from './evidence.ts';
import { storedUnits } from './reading-units.ts';
import { equivalents, SOFT_LEXEMES, tsLexeme } from './vocabulary.ts';

// Qualifiers a document does not state. An absent answer is most often a sentence that matches every word
// of the question but one qualifier: another endorsement ("water backup" asked, "ice dam" stated), another
// territory, a loss ratio that is not the "permissible" one. Such a qualifier is a word the searched
// documents do use, in a sentence holding every other term of the question too, while the document of
// the answering sentence never writes it. A word that no document states alongside the rest ("go-live",
// "actually", "kick in") is a paraphrase of the question's own and counts for nothing here.

export interface Presence {
  /** Per document of the kept passages: the question's terms (and their equivalents) it contains. */
  documents: Record<string, string[]>;
  /** Units (lexemes with their header's or heading's) of the scope that hold every term of the question. */
  together: { documentId: string; lexemes: string[] }[];
}

/** Stems of superlatives, which the row holding the extreme value answers (table-answer.ts): no document
 * needs to write them. */
export const SUPERLATIVE =
  /^(?:largest|biggest|highest|greatest|smallest|lowest|least|most|maximum|minimum)$/;

/**
 * Words naming any coverage or rate ("liability", "coverage", "base rate"), or any measure and where it
 * comes from ("ratio", "load", "provision", "factor", "data", "experience"), or the program a filing rates: documents use
 * them for one another, so they are no qualifier of their own.
 */
export const GENERIC_KINDS = new Set([
  'liabil',
  'coverag',
  'base',
  'ratio',
  'load',
  'provis',
  'factor',
  'data',
  // The experience is the data a filing rates from ("how credible is the bodily injury experience").
  'experi',
  // The book of business a filing is about ("its Ohio auto program"), which every row of it belongs to.
  'program',
]);
/** Chunks read for units holding every term of the question. */
const TOGETHER_CHUNKS = 12;

const holdsTerm = (set: Set<string>, l: string) => [...equivalents(l)].some((e) => set.has(e));

/**
 * The terms of the question that a document never states although another document in scope states them
 * together with every other term of the question. `counts` says which terms may be such a qualifier (not
 * a word naming the answer's type, a tested scope...). Memoised per document; empty when retrieval did not
 * look the terms up.
 */
export function unstatedTerms(
  evidence: Pick<Evidence, 'presence'>,
  content: string[],
  counts: (l: string) => boolean,
): (documentId: string) => string[] {
  const presence = evidence.presence;
  const memo = new Map<string, string[]>();
  // The units holding every term, as sets once per question (not once per unit per document asked).
  let units: { documentId: string; lexemes: Set<string> }[] | undefined;
  const stated = content.filter((l) => !SUPERLATIVE.test(l));
  const terms = stated.filter((l) => counts(l) && !SOFT_LEXEMES.has(l) && !GENERIC_KINDS.has(l));
  return (documentId) => {
    if (!presence || terms.length === 0 || stated.length < 2) return [];
    let out = memo.get(documentId);
    if (out) return out;
    const doc = new Set(presence.documents[documentId] ?? []);
    const missing = terms.filter((l) => !holdsTerm(doc, l));
    units ??= presence.together.map((u) => ({ documentId: u.documentId, lexemes: new Set(u.lexemes) }));
    out =
      missing.length > 0 &&
      units.some((u) => u.documentId !== documentId && stated.every((l) => holdsTerm(u.lexemes, l)))
        ? missing
        : [];
    memo.set(documentId, out);
    return out;
  };
}

/**
 * Looks up where the question's content terms are stated (one statement, and a second only when a kept
 * document lacks one of them): the terms each kept document contains, and the units of the scope's
 * chunks that hold every term (through the full-text index, at most TOGETHER_CHUNKS chunks).
 */
export async function lookUpPresence(
  tx: TenantTx,
  content: string[],
  documentIds: string[],
  scope: { analysisId?: string; usecaseId?: string },
): Promise<Presence | undefined> {
  const stated = content.filter((l) => !SUPERLATIVE.test(l));
  if (stated.length < 2 || documentIds.length === 0) return undefined;
  const lexemes = [...new Set(stated.flatMap((l) => [...equivalents(l)]))];
  // One lookup per lexeme through the chunks' GIN index, within the kept documents (migration 1702),
  // rather than every lexeme of every chunk of theirs.
  const { rows } = await sql<{ id: string; lexeme: string }>`
    select m.id::text as id, m.lexeme from app_document_lexemes(${documentIds}::uuid[], ${lexemes}::text[]) m
    order by m.lexeme`.execute(tx);
  const documents: Record<string, string[]> = Object.fromEntries(documentIds.map((id) => [id, []]));
  for (const r of rows) documents[r.id]?.push(r.lexeme);
  const lacking = documentIds.some((id) => {
    const held = new Set(documents[id]);
    return stated.some((l) => !holdsTerm(held, l));
  });
  if (!lacking) return { documents, together: [] };
  const query = stated.map((l) => `(${[...equivalents(l)].map(tsLexeme).join(' | ')})`).join(' & ');
  const found = await sql<{ document_id: string; units: unknown }>`
    select c.document_id, c.units from document_chunks c
    where c.id in (select s.id from app_chunk_matches(${query}::tsquery, ${query}::tsquery, '[]'::jsonb,
      ${scope.analysisId ?? null}::uuid, ${scope.analysisId ? null : (scope.usecaseId ?? null)}::uuid,
      ${TOGETHER_CHUNKS}) s)`.execute(tx);
  const together = found.rows.flatMap((r) =>
    (storedUnits(r.units) ?? []).map((u) => ({
      documentId: r.document_id,
      lexemes: [...u.lexemes, ...u.contextLexemes],
    })),
  );
  return { documents, together };
}
