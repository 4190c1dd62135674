import { US_STATES } from '@ratelens/domain';
import { sql } from 'kysely';
import '../../db/schema-documents.ts';
import type { TenantTx } from '../../db/tenant.ts';
import {
  chunkMismatch,
  COMPANY_WORDS,
  IDENTIFIER_WORDS,
  LINE_WORDS,
  fitOf,
  identifiersIn,
  FIRST_WORD,
  INITIALS,
  parseMeta,
  questionFacets,
  type DocumentMeta,
  type Fit,
  type QuestionFacets,
} from './metadata.ts';
import { analystWording, expandQuestion, tsLexeme } from './vocabulary.ts';
import type { UnitKind } from './units.ts';
import { passagesOf } from './reading-units.ts';
import { fuseSemantic, type QueryVector } from './embeddings.ts';
import { lookUpPresence, type Presence } from './presence.ts';
import { questionTerms } from './question-terms.ts';
import { addFilingPassages, oneCopyEach } from './filing-pass.ts';

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
  /**
   * Documents in scope: how many (up to SEARCHED_COUNT_CAP), and the first few by name when the scope is
   * small (none when it holds more than NAMED_SCOPE_CAP documents), for saying what was searched.
   */
  searched: { total: number; names: { documentId: string; filename: string }[] };
  scope: 'analysis' | 'usecase' | 'tenant';
  /**
   * Where the question's terms are stated: per document of the kept passages, the question's lexemes it
   * contains anywhere; and the units of other documents in scope that hold every term of the question
   * together (missing when not looked up).
   */
  presence?: Presence;
  /** The best passages of each filing of a small scope that retrieval did not keep (filing-pass.ts). */
  filings?: Passage[];
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

/** Candidate chunks reranked per question; bounded, so the cost does not grow with the corpus. */
const CANDIDATES = 40;
const SEARCHED_NAMES = 12;
/**
 * The scope's documents are counted up to this many (a larger scope is "200 or more"), and named only
 * when there are at most NAMED_SCOPE_CAP of them, so saying what was searched costs the same at 5,000
 * documents as at 200 (no count or sort of the whole scope; counting up to 1,000 read 1,000 documents'
 * rows on every question of a large scope).
 */
export const SEARCHED_COUNT_CAP = 200;
const NAMED_SCOPE_CAP = 200;
const MIN_CANDIDATES = 8;
/** Most matching chunks a tier ranks. */
const SCAN_CAP = 400;
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

export interface ChunkRow {
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
  title_lexemes?: string[];
}

interface Prepared {
  lexemes: string[];
  expanded: string[];
  facet_lexemes: string[];
  companies: string[];
  /** The named identifiers that are a document's own in scope. */
  identifiers: string[];
  names: { id: string; filename: string }[] | string;
  total: number;
}

/**
 * Round trip 1: the question's lexemes (its own, the vocabulary expansion's, the words naming its
 * facets), the companies and identifiers it names among the documents in scope (app_scope_facet_keys,
 * migration 1701: through the chunks' facet index, never reading every document's metadata), and the scope
 * itself (how many documents, counted up to SEARCHED_COUNT_CAP, and the first SEARCHED_NAMES by name
 * when the scope holds at most NAMED_SCOPE_CAP documents: a one-time filter, so a large scope is never
 * sorted).
 */
async function prepare(
  tx: TenantTx,
  question: string,
  facets: QuestionFacets,
  scope: EvidenceScope,
): Promise<Prepared> {
  const words = [...new Set(question.toLowerCase().match(/[a-z]+/g) ?? [])];
  // A company's first word stands for it only where the question writes it capitalised ("Granite MI").
  const capitalised = [...new Set(question.match(/\b[A-Z][A-Za-z]+\b/g) ?? [])].map((w) => w.toLowerCase());
  const terms = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)];
  // Identifiers are facet words only when a document in scope is that standard, law or filing (below);
  // one that is only referred to inside other documents stays a word to find in the text.
  const facetText = [
    ...facets.states.map((code) => code.toLowerCase()),
    ...(facets.lines.length > 0 ? LINE_WORDS : []),
    stateNames(facets.states),
  ].join(' ');
  const { rows } = await sql<Prepared>`
    with scoped as (select d.id, d.filename from documents d where d.status = 'indexed' ${scopeFilter(scope)}),
    counted as (select count(*)::int as n from (select 1 from scoped limit ${SEARCHED_COUNT_CAP}) s),
    fk as (select app_scope_facet_keys(${[
      ...terms.map((t) => `co:${t}`),
      ...words.map((w) => `co:${INITIALS}${w}`),
      ...capitalised.map((w) => `co:${FIRST_WORD}${w}`),
      ...facets.identifiers.map((id) => `id:${id}`),
    ]}::text[], ${scope.analysisId ?? null}::uuid, ${scope.analysisId ? null : (scope.usecaseId ?? null)}::uuid) as keys),
    comp as (select substr(x, 4) as k from fk, unnest(fk.keys) x where x like 'co:%'),
    ids as (select substr(x, 4) as k from fk, unnest(fk.keys) x where x like 'id:%')
    select
      coalesce(tsvector_to_array(to_tsvector('english', ${question})), '{}') as lexemes,
      coalesce(tsvector_to_array(to_tsvector('english', ${expandQuestion(question)})), '{}') as expanded,
      coalesce(tsvector_to_array(to_tsvector('english', ${facetText} || ' ' || coalesce(
        (select string_agg(k, ' ') || ' ' || ${COMPANY_WORDS.join(' ')} from comp), '') || ' ' || coalesce(
        (select string_agg(k, ' ') || ' ' || ${IDENTIFIER_WORDS.join(' ')} from ids), ''))), '{}') as facet_lexemes,
      coalesce((select array_agg(k order by k) from comp), '{}') as companies,
      coalesce((select array_agg(k order by k) from ids), '{}') as identifiers,
      (select coalesce(json_agg(json_build_object('id', n.id, 'filename', n.filename) order by n.filename), '[]')
        from (select id, filename from scoped
              where (select n from counted) <= ${NAMED_SCOPE_CAP}
              order by filename limit ${SEARCHED_NAMES}) n) as names,
      (select n from counted) as total`.execute(tx);
  return rows[0]!;
}

const SELECT_CHUNK = sql`select c.id, c.document_id, d.filename, d.title, d.meta, d.paged, c.page_no,
  c.start_offset, c.end_offset, c.text`;
/** The same columns with the stored reading units and title lexemes, for the chunks semantic search adds. */
const SELECT_FUSED = sql`${SELECT_CHUNK}, c.units,
  coalesce(tsvector_to_array(to_tsvector('english', coalesce(d.title, ''))), '{}') as title_lexemes`;

/**
 * Round trip 2: candidate chunks of the documents the question allows (scope, then what it names: a
 * named identifier or company must be the document's; a named state or line must be the document's or
 * the document names none; checked on the chunks' facet keys, so through an index ANDed with the
 * full-text one, never by reading the scope's documents), in tiers of index-backed queries, each
 * ranking at most SCAN_CAP matching chunks (so the cost does not grow with the corpus) and keeping the
 * best CANDIDATES by ts_rank_cd (cover density: terms close together rank higher):
 *   1. every key word of the question (GIN, AND);
 *   2. when (1) found too little: every key word but one, in turn (one OR of ANDs through the index), so
 *      a chunk missing one word of the question (the commonest, or a paraphrase) is still found;
 *   3. when the question names a state, company or identifier: any of its words in those documents;
 *   4. when (1)-(3) found too little: any of its words.
 * Later tiers are gated on the earlier ones' counts inside the statement (one-time filters), so they cost
 * nothing when unused.
 */
async function candidates(
  tx: TenantTx,
  own: string[],
  all: string[],
  facets: QuestionFacets,
  companies: string[],
  scope: EvidenceScope,
  referenced: string[] = [],
): Promise<ChunkRow[]> {
  const key = own.filter((l) => !WEAK_LEXEMES.has(l));
  // An identifier with no document of its own must be in the chunk (ANDed into each tier's query, so
  // through the index: a question naming one does not search the whole scope's chunks).
  const cited =
    referenced.length > 0
      ? sql`(${sql.join(
          referenced.map((id) => sql`plainto_tsquery('english', ${id})`),
          sql` || `,
        )})`
      : null;
  const anyQuery = all.map(tsLexeme).join(' | ');
  const allQuery = key.length > 0 ? key.map(tsLexeme).join(' & ') : null;
  // Every key word but one, in turn: a chunk that misses one of the question's words (the commonest, or
  // a paraphrase) is found through the index instead of falling to the any-word tier.
  const butOne =
    key.length >= 3
      ? key
          .map(
            (_, i) =>
              `(${key
                .filter((__, j) => j !== i)
                .map(tsLexeme)
                .join(' & ')})`,
          )
          .join(' | ')
      : null;
  // What the question names, as groups of the chunks' facet keys (migration 1700), each group one
  // `facet_keys && group` condition: an identifier or company must be the document's; a state or line
  // must be the document's or the document names none (the bare `st:` / `ln:` key).
  const group = (prefix: string, values: string[], orNone: boolean) =>
    values.length > 0 ? [[...(orNone ? [prefix] : []), ...values.map((v) => prefix + v)]] : [];
  const groups = JSON.stringify([
    ...group('id:', facets.identifiers, false),
    ...group('co:', companies, false),
    ...group('st:', facets.states, true),
    ...group('ln:', facets.lines, true),
  ]);
  const narrow = facets.identifiers.length > 0 || companies.length > 0 || facets.states.length > 0;
  // Each tier: the chunks in scope matching its query and the named facets, at most SCAN_CAP, through
  // the GIN indexes (app_chunk_matches, migration 1700: ids and ranks only); the gate is a one-time
  // filter, so a tier not needed never searches.
  const tier = (match: string | null, gate: ReturnType<typeof sql>) =>
    match === null
      ? sql`select null::uuid as id, 0::float8 as rank where false`
      : sql`
    select s.id, s.rank from app_chunk_matches(
      ${match}::tsquery${cited ? sql` && ${cited}` : sql``}, ${anyQuery}::tsquery, ${groups}::jsonb,
      ${scope.analysisId ?? null}::uuid, ${scope.analysisId ? null : (scope.usecaseId ?? null)}::uuid,
      ${SCAN_CAP}) s
    where ${gate}
    order by s.rank desc limit ${CANDIDATES}`;
  const n1 = sql`(select count(*) from t1)`;
  const n2 = sql`(select count(*) from t2)`;
  const n3 = sql`(select count(*) from t3)`;
  const query = sql<ChunkRow>`
    with fd as not materialized (
      select d.id, d.filename, d.title, d.meta, d.paged from documents d
      where d.status = 'indexed' ${scopeFilter(scope)}),
    t1 as materialized (${tier(allQuery, sql`true`)}),
    t2 as materialized (${tier(butOne, sql`${n1} < ${MIN_CANDIDATES}`)}),
    t3 as materialized (${tier(anyQuery, sql`${narrow} and ${n1} + ${n2} < ${CANDIDATES}`)}),
    t4 as materialized (${tier(anyQuery, sql`${n1} + ${n2} + ${n3} < ${MIN_CANDIDATES}`)}),
    best as (
      select id, max(rank) as rank from (
        select * from t1 union all select * from t2 union all select * from t3 union all select * from t4) u
      group by id order by rank desc limit ${CANDIDATES})
    ${SELECT_CHUNK}, c.units, b.rank,
      coalesce(tsvector_to_array(to_tsvector('english', coalesce(d.title, ''))), '{}') as title_lexemes
    from best b join document_chunks c on c.id = b.id join fd d on d.id = c.document_id
    order by b.rank desc`;
  const { rows } = await query.execute(tx);
  // Semantic retrieval, when configured: reciprocal rank fusion with the nearest chunks (embeddings.ts).
  if (scope.semantic) return fuseSemantic(tx, rows, scope.semantic, SELECT_FUSED, scopeFilter(scope));
  return rows;
}

/** The documents of the scope: an analysis, a use case's analyses, or the tenant's. */
export function scopeFilter(scope: EvidenceScope) {
  if (scope.analysisId) return sql`and d.analysis_id = ${scope.analysisId}`;
  if (scope.usecaseId)
    return sql`and d.analysis_id in (select a.id from document_analyses a where a.usecase_id = ${scope.usecaseId})`;
  return sql``;
}

/**
 * The evidence for a question: two SQL statements (prepare, candidates), then the fit to what the question
 * names and the kept passages' stored reading units, in JS.
 */
export async function gatherEvidence(
  tx: TenantTx,
  asked: string,
  scope: EvidenceScope = {},
): Promise<Evidence> {
  // Analyst shorthand ("sel chg", "LR", "IN PPA") read as the words filings use (vocabulary.ts).
  const question = analystWording(asked);
  const limit = scope.limit ?? 8;
  const named = questionFacets(question);
  let prepared = await prepare(tx, question, named, scope);
  // A use case without analysed documents (a chat-only use case) searches the tenant's documents.
  if (scope.usecaseId && !scope.analysisId && prepared.total === 0) {
    scope = { ...scope, usecaseId: undefined };
    prepared = await prepare(tx, question, named, scope);
  }
  // A named identifier restricts the documents only when one in scope is that standard, law or filing.
  // One that has no document of its own ("Standard No. 29", replaced by and cited in Standard No. 41) is
  // looked for in the text: only passages that cite it are kept.
  const owned = prepared.identifiers ?? [];
  const referenced = named.identifiers.filter((id) => !owned.includes(id));
  const facets: QuestionFacets = { ...named, identifiers: owned };
  const names = typeof prepared.names === 'string' ? JSON.parse(prepared.names) : prepared.names;
  const searched = {
    total: Number(prepared.total),
    names: (names as { id: string; filename: string }[]).map((r) => ({
      documentId: r.id,
      filename: r.filename,
    })),
  };
  const scopeKind = scope.analysisId ? 'analysis' : scope.usecaseId ? 'usecase' : 'tenant';
  const { lexemes, companies } = prepared;
  const expanded = prepared.expanded.filter((l) => !lexemes.includes(l));
  const evidence: Evidence = {
    question,
    lexemes,
    expanded,
    facets,
    companies,
    facetLexemes: prepared.facet_lexemes,
    passages: [],
    searched,
    scope: scopeKind,
  };
  const all = [...lexemes, ...expanded];
  if (all.length === 0 || searched.total === 0) return evidence;
  const rows = await candidates(tx, lexemes, all, facets, companies, scope, referenced);
  if (rows.length === 0) return evidence;

  // Documents that name nothing the question names (a standard, for a question about an Ohio filing)
  // are kept only when no document matches more of it.
  const fitting = rows.map((row) => {
    const meta = parseMeta(row.meta);
    return { row, meta, ...fitOf(meta, facets, companies) };
  });
  const best = Math.max(
    ...fitting.filter((c) => referenced.length === 0 || cites(c.row.text, referenced)).map((c) => c.matches),
  );
  const fits = fitting
    .filter((c) => c.fit !== 'mismatch' && c.matches === best)
    .filter((c) => referenced.length === 0 || cites(c.row.text, referenced));
  // A question naming a bulletin ("the Ohio bulletin on deductibles") is answered by a bulletin when one
  // is among the candidates (by title or file name), not by a filing that mentions one.
  const ofKind = BULLETIN.test(question)
    ? fits.filter((c) => BULLETIN.test(`${c.row.title ?? ''} ${c.row.filename}`))
    : [];
  const kindFits = ofKind.length > 0 ? ofKind : fits;
  // Passages about another state or company than the one asked are dropped when others remain.
  const onTopic = kindFits.filter((c) => !chunkMismatch(c.row.text, facets, companies, c.meta));
  const sorted = (onTopic.length > 0 ? onTopic : kindFits).sort((a, b) => b.row.rank - a.row.rank);
  const kept = oneCopyEach(sorted).slice(0, Math.max(limit, 12)); // a copy's same text once (filing-pass.ts)
  evidence.passages = await passagesOf(tx, kept);
  // A text known only by its citation in another ("Standard No. 29", which Standard No. 41 replaces) is
  // answered only by the sentences that cite it: the rest of the citing text is about that text itself.
  if (referenced.length > 0)
    for (const p of evidence.passages) p.sentences = p.sentences.filter((s) => cites(s.text, referenced));
  // Where the question's terms are stated: a qualifier the kept documents never write (presence.ts).
  evidence.presence = await lookUpPresence(
    tx,
    questionTerms(evidence).content,
    [...new Set(evidence.passages.map((p) => p.documentId))],
    scope,
  );
  await addFilingPassages(tx, evidence, scope); // each filing of a small scope (filing-pass.ts)
  return evidence;
}

/** A bulletin, named by a question or by a title or file name ("ohio-bulletin-2025-03.html"). */
const BULLETIN = /\bbulletins?\b/i;

/** The text cites one of these identifiers ("Standard No. 29", "Bulletin 2025-03"). */
function cites(text: string, identifiers: string[]): boolean {
  const found = identifiersIn(text);
  return identifiers.some((id) => found.includes(id));
}

function stateNames(codes: string[]): string {
  return codes.map((c) => US_STATES[c as keyof typeof US_STATES] ?? c).join(' ');
}
