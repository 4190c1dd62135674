import { US_STATES } from '@ratelens/domain';
import { sql } from 'kysely';
import '../../db/schema-documents.ts';
import type { TenantTx } from '../../db/tenant.ts';
import {
  companiesNamed,
  fitOf,
  parseMeta,
  questionFacets,
  type DocumentMeta,
  type Fit,
  type QuestionFacets,
} from './metadata.ts';
import { expandQuestion } from './vocabulary.ts';
import { unitsOf, type UnitKind } from './units.ts';
import { fuseSemantic, type QueryVector } from './embeddings.ts';

// Retrieval for the answer engine (one code path for document-analysis Q&A and the chat's documents
// approach). 1. Candidates: an index-backed full-text query (GIN on document_chunks.tsv) for any of the
// question's lexemes and their insurance-vocabulary expansions, limited to the scope (an analysis, or the
// analyses of a use case) and to the best CANDIDATES by ts_rank_cd (cover density: terms close together
// rank higher). 2. What the question names (state, company, identifier, line) against each candidate's
// document metadata: documents about something else are dropped when any candidate fits, and when none
// does the evidence is empty (an honest "not found"). 3. The kept passages' reading units (sentences,
// table rows with their header, headings) with their lexemes, stemmed by the same 'english' configuration
// as the question. Runs inside the caller's tenant transaction; composing the answer happens after it.

export interface Sentence {
  /** Offsets into the page text. */
  start: number;
  end: number;
  text: string;
  kind: UnitKind;
  /** A row's header row, or the heading above a sentence. */
  context: string | null;
  lexemes: string[];
  contextLexemes: string[];
}

export interface Passage {
  chunkId: string;
  documentId: string;
  filename: string;
  title: string | null;
  /** 1-based page, or null for formats without pages. */
  page: number | null;
  pageNo: number;
  start: number;
  end: number;
  text: string;
  rank: number;
  meta: DocumentMeta;
  fit: Fit;
  /** How many named facets (identifier, state, company, line) the document matches. */
  fitMatches: number;
  /** Lexemes of the document's title. */
  titleLexemes: string[];
  sentences: Sentence[];
}

export interface Evidence {
  question: string;
  /** Lexemes of the question itself. */
  lexemes: string[];
  /** Lexemes added by the insurance vocabulary (weaker evidence than the question's own). */
  expanded: string[];
  facets: QuestionFacets;
  companies: string[];
  /** Lexemes that name facets (a state, a company, an identifier): matched through metadata. */
  facetLexemes: string[];
  passages: Passage[];
  /** Documents in scope: how many, and the first few by name (for saying what was searched). */
  searched: { total: number; names: { documentId: string; filename: string }[] };
  scope: 'analysis' | 'usecase' | 'tenant';
}

export interface EvidenceScope {
  /** Only documents of this analysis. */
  analysisId?: string;
  /** Only documents of this use case's analyses (the chat's default scope). */
  usecaseId?: string;
  limit?: number;
  /** The question's embedding (embeddings.ts), when semantic retrieval is configured. */
  semantic?: QueryVector | null;
}

const IDENTIFIER_WORDS = [
  'model',
  'practice',
  'standard',
  'law',
  'act',
  'bill',
  'senate',
  'house',
  'sb',
  'hb',
  'no',
  'number',
  'bulletin',
  'regulation',
];
const COMPANY_WORDS = ['mutual', 'insurance', 'indemnity', 'casualty', 'assurance', 'company', 'companies'];
const LINE_WORDS = [
  'homeowners',
  'HO',
  'auto',
  'automobile',
  'PPA',
  'private',
  'passenger',
  'personal',
  'workers',
  'compensation',
  'commercial',
];

/** Candidate chunks reranked per question; bounded, so the cost does not grow with the corpus. */
const CANDIDATES = 40;
const SEARCHED_NAMES = 12;
const COUNT_CAP = 10_000;
const MIN_CANDIDATES = 8;
/** Most chunks the last-resort "any word" tier ranks. */
const SCAN_CAP = 500;
/** Question words too common in filings to require in the every-word tier. */
const WEAK_LEXEMES = new Set([
  'rate',
  'chang',
  'file',
  'filing',
  'compani',
  'insur',
  'much',
  'mani',
  'use',
  'new',
  'overal',
]);

interface ChunkRow {
  id: string;
  document_id: string;
  filename: string;
  title: string | null;
  meta: unknown;
  paged: boolean;
  page_no: number;
  start_offset: number;
  end_offset: number;
  text: string;
  units?: unknown;
  rank: number;
}

/** A reading unit as stored with its chunk (offsets relative to the chunk's text). */
export interface StoredUnit {
  kind: UnitKind;
  start: number;
  end: number;
  context: string | null;
  lexemes: string[];
  contextLexemes: string[];
}

/** Reading units of chunk texts with their lexemes: one SQL round trip for all of them. */
export async function readingUnits(tx: TenantTx, chunkTexts: string[]): Promise<StoredUnit[][]> {
  const units = chunkTexts.map((t) => unitsOf(t, 0, t.length));
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

function storedUnits(value: unknown): StoredUnit[] | null {
  return Array.isArray(value) ? (value as StoredUnit[]) : null;
}

const tsArray = (l: string) => `'${l.replace(/'/g, "''")}'`;

async function lexemesOf(tx: TenantTx, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const { rows } = await sql<{ i: number; lexemes: string[] }>`
    select (t.ord - 1)::int as i, coalesce(tsvector_to_array(to_tsvector('english', t.s)), '{}') as lexemes
    from unnest(${texts}::text[]) with ordinality as t(s, ord)`.execute(tx);
  const out: string[][] = texts.map(() => []);
  for (const r of rows) out[r.i] = r.lexemes;
  return out;
}

/**
 * How many documents are in scope (counted up to COUNT_CAP, so the cost stays bounded), and the first
 * SEARCHED_NAMES of them by name.
 */
async function documentsInScope(tx: TenantTx, scope: EvidenceScope) {
  const { rows } = await sql<{ id: string; filename: string }>`
    select d.id, d.filename from documents d
    where d.status = 'indexed' ${scopeFilter(scope)}
    order by d.filename limit ${SEARCHED_NAMES}`.execute(tx);
  if (rows.length < SEARCHED_NAMES)
    return { total: rows.length, names: rows.map((r) => ({ documentId: r.id, filename: r.filename })) };
  const { rows: counted } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from documents d
      where d.status = 'indexed' ${scopeFilter(scope)} limit ${COUNT_CAP}) s`.execute(tx);
  return {
    total: Number(counted[0]?.n ?? rows.length),
    names: rows.map((r) => ({ documentId: r.id, filename: r.filename })),
  };
}

const SELECT_CHUNK = sql`select c.id, c.document_id, d.filename, d.title, d.meta, d.paged, c.page_no,
  c.start_offset, c.end_offset, c.text`;

/**
 * Candidate chunks in tiers, each an index-backed query with a bounded number of rows ranked, so the cost
 * does not grow with the corpus: (1) chunks holding every key word of the question (GIN, AND); (2) any
 * of its words, within the documents whose metadata names the state, company or identifier the question
 * names (GIN on documents.meta); (3) when the question names nothing and (1) found too little: any of its
 * words, at most SCAN_CAP matching chunks ranked. Ranked by ts_rank_cd (cover density: proximity).
 */
async function candidates(
  tx: TenantTx,
  question: string,
  own: string[],
  all: string[],
  facets: QuestionFacets,
  scope: EvidenceScope,
): Promise<ChunkRow[]> {
  const key = own.filter((l) => !WEAK_LEXEMES.has(l));
  const anyQuery = all.map(tsArray).join(' | ');
  const rank = sql`ts_rank_cd(c.tsv, ${anyQuery}::tsquery, 1)::float8 as rank`;
  const out = new Map<string, ChunkRow>();
  const add = (rows: ChunkRow[]) => rows.forEach((r) => out.has(r.id) || out.set(r.id, r));
  if (key.length > 0) {
    const allQuery = key.map(tsArray).join(' & ');
    const { rows } = await sql<ChunkRow>`
      ${SELECT_CHUNK}, ${rank}
      from document_chunks c join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
      where c.tsv @@ ${allQuery}::tsquery and d.status = 'indexed' ${scopeFilter(scope)}
      order by rank desc limit ${CANDIDATES}`.execute(tx);
    add(rows);
  }
  const words = [...new Set(question.toLowerCase().match(/[a-z][a-z'-]+/g) ?? [])];
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
  const named = facets.states.length > 0 || facets.identifiers.length > 0 || words.length > 0;
  if (out.size < CANDIDATES && named) {
    const { rows } = await sql<ChunkRow>`
      ${SELECT_CHUNK}, ${rank}
      from document_chunks c join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
      where c.tsv @@ ${anyQuery}::tsquery and d.status = 'indexed' ${scopeFilter(scope)}
        and ((d.meta -> 'states') ?| ${facets.states}::text[]
          or (d.meta -> 'identifiers') ?| ${facets.identifiers}::text[]
          or (d.meta -> 'companies') ?| ${[...words, ...pairs]}::text[])
      order by rank desc limit ${CANDIDATES}`.execute(tx);
    add(rows);
  }
  if (out.size < MIN_CANDIDATES) {
    const { rows } = await sql<ChunkRow>`
      select * from (
        ${SELECT_CHUNK}, ${rank}
        from document_chunks c join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
        where c.tsv @@ ${anyQuery}::tsquery and d.status = 'indexed' ${scopeFilter(scope)}
        limit ${SCAN_CAP}) s
      order by rank desc limit ${CANDIDATES}`.execute(tx);
    add(rows);
  }
  const lexical = [...out.values()].sort((a, b) => b.rank - a.rank);
  // Semantic retrieval, when configured: reciprocal rank fusion with the nearest chunks (embeddings.ts).
  if (scope.semantic) return fuseSemantic(tx, lexical, scope.semantic, SELECT_CHUNK, scopeFilter(scope));
  return lexical;
}

function scopeFilter(scope: EvidenceScope) {
  if (scope.analysisId) return sql`and d.analysis_id = ${scope.analysisId}`;
  if (scope.usecaseId)
    return sql`and d.analysis_id in (select a.id from document_analyses a where a.usecase_id = ${scope.usecaseId})`;
  return sql``;
}

export async function gatherEvidence(
  tx: TenantTx,
  question: string,
  scope: EvidenceScope = {},
): Promise<Evidence> {
  const limit = scope.limit ?? 8;
  let searched = await documentsInScope(tx, scope);
  // A use case without analysed documents (a chat-only use case) searches the tenant's documents.
  if (scope.usecaseId && !scope.analysisId && searched.total === 0) {
    scope = { ...scope, usecaseId: undefined };
    searched = await documentsInScope(tx, scope);
  }
  const scopeKind = scope.analysisId ? 'analysis' : scope.usecaseId ? 'usecase' : 'tenant';
  const facets = questionFacets(question);
  const [lexemes = [], expandedAll = []] = await lexemesOf(tx, [question, expandQuestion(question)]);
  const expanded = expandedAll.filter((l) => !lexemes.includes(l));
  const empty = (): Evidence => ({
    question,
    lexemes,
    expanded,
    facets,
    companies: [],
    facetLexemes: [],
    passages: [],
    searched,
    scope: scopeKind,
  });
  const all = [...lexemes, ...expanded];
  if (all.length === 0) return empty();
  const rows = await candidates(tx, question, lexemes, all, facets, scope);
  if (rows.length === 0) return empty();

  const metas = rows.map((r) => parseMeta(r.meta));
  const companies = companiesNamed(question, metas);
  const fits = metas.map((m) => fitOf(m, facets, companies));
  // A question naming an identifier (Standard No. 41, Senate Bill 25-118) needs a document about it.
  // So does one naming a company: a document that names no company (a standard, another carrier's memo
  // whose name was not recognised) does not answer for Summit Mutual.
  const needsIdentifier = facets.identifiers.length > 0;
  const needsCompany = companies.length > 0;
  const fitting = rows
    .map((row, i) => ({ row, meta: metas[i]!, ...fits[i]! }))
    .filter(
      (c) =>
        c.fit !== 'mismatch' &&
        (!needsIdentifier || c.meta.identifiers.some((x) => facets.identifiers.includes(x))) &&
        (!needsCompany || c.meta.companies.some((x) => companies.includes(x))),
    );
  if (fitting.length === 0) return { ...empty(), companies };
  const best = Math.max(...fitting.map((c) => c.matches));
  const kept = fitting
    .filter((c) => c.matches === best)
    .sort((a, b) => b.row.rank - a.row.rank)
    .slice(0, Math.max(limit, 12));

  // Words that name what the question is about; metadata has matched them, so a sentence need not repeat
  // them (a filing's rate sentence rarely says the company's name).
  const facetWords = [
    ...facets.identifiers,
    ...(facets.identifiers.length > 0 ? IDENTIFIER_WORDS : []),
    ...(companies.length > 0 ? [...companies.flatMap((c) => c.split(' ')), ...COMPANY_WORDS] : []),
    ...facets.states.map((code) => code.toLowerCase()),
    ...(facets.lines.length > 0 ? LINE_WORDS : []),
  ];
  // Stored units are read for the kept chunks only (they are the largest column).
  const { rows: unitRows } = await sql<{ id: string; units: unknown }>`
    select c.id, c.units from document_chunks c where c.id = any(${kept.map((c) => c.row.id)}::uuid[])`.execute(
    tx,
  );
  const storedById = new Map(unitRows.map((r) => [r.id, storedUnits(r.units)]));
  for (const c of kept) c.row.units = storedById.get(c.row.id) ?? null;
  const missing = kept.filter((c) => storedUnits(c.row.units) === null);
  const computed = await readingUnits(
    tx,
    missing.map((c) => c.row.text),
  );
  const unitsById = new Map(missing.map((c, i) => [c.row.id, computed[i]!]));
  const lex = await lexemesOf(tx, [
    ...kept.map((c) => c.row.title ?? ''),
    facetWords.join(' '),
    stateNames(facets.states),
  ]);
  const passages: Passage[] = kept.map((c, i) => ({
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
    titleLexemes: lex[i] ?? [],
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
  const n = kept.length;
  const facetLexemes = [...(lex[n] ?? []), ...(lex[n + 1] ?? [])];
  return {
    question,
    lexemes,
    expanded,
    facets,
    companies,
    facetLexemes,
    passages,
    searched,
    scope: scopeKind,
  };
}

function stateNames(codes: string[]): string {
  return codes.map((c) => US_STATES[c as keyof typeof US_STATES] ?? c).join(' ');
}
