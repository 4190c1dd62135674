import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import '../../db/schema-documents.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';

// Optional semantic retrieval (EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL). At indexing the
// document worker embeds every chunk in batches through an OpenAI-compatible POST /embeddings and stores
// the vectors in document_chunk_vectors (tenant-owned, row-level security). At answer time the question
// is embedded once, before the tenant transaction; retrieval (evidence.ts) then asks pgvector for the
// nearest chunks in the same scope as the lexical tiers and fuses both lists by reciprocal rank fusion.
// Off by default: without the variable nothing is loaded, created or called. A failing embeddings server
// never fails indexing or answering: the document records the error and stays searchable lexically; a
// question that cannot be embedded is answered lexically.

export interface EmbeddingsProvider {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  batch: number;
}

/** The question's vector, and the model that made it (only vectors of the same model are compared). */
export interface QueryVector {
  model: string;
  vector: number[];
}

export class EmbeddingsError extends Error {
  readonly code = 'embeddings_failed';
}

/** Most characters of one chunk sent to the embeddings server. */
const MAX_INPUT_CHARS = 8000;
/** Nearest chunks taken from the vector index per question, before fusion. */
const NEIGHBOURS = 20;
/** Reciprocal rank fusion constant (Cormack et al.): 1 / (k + rank) per list. */
const RRF_K = 60;

/** Embeds texts, one vector each, in the order given. */
export async function embedTexts(provider: EmbeddingsProvider, texts: string[]): Promise<number[][]> {
  if (texts.length === 0) return [];
  let res: Response;
  try {
    res = await fetch(`${provider.baseUrl}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: provider.model,
        input: texts.map((t) => t.slice(0, MAX_INPUT_CHARS)),
      }),
      signal: AbortSignal.timeout(provider.timeoutMs),
    });
  } catch (error) {
    throw new EmbeddingsError(`The embeddings server could not be reached: ${(error as Error).message}`);
  }
  if (!res.ok) throw new EmbeddingsError(`The embeddings server answered ${res.status}`);
  const body = (await res.json().catch(() => null)) as {
    data?: { index?: unknown; embedding?: unknown }[];
  } | null;
  const data = Array.isArray(body?.data) ? body.data : null;
  if (!data || data.length !== texts.length)
    throw new EmbeddingsError(
      `The embeddings server returned ${data?.length ?? 'no'} vectors for ${texts.length} texts`,
    );
  const out: number[][] = new Array<number[]>(texts.length);
  data.forEach((item, i) => {
    const at = typeof item.index === 'number' ? item.index : i;
    const v = item.embedding;
    if (
      !Array.isArray(v) ||
      v.length === 0 ||
      v.length > 16000 ||
      !v.every((x) => typeof x === 'number' && Number.isFinite(x)) ||
      at < 0 ||
      at >= texts.length
    )
      throw new EmbeddingsError('The embeddings server returned a malformed vector');
    out[at] = v as number[];
  });
  const dims = out[0]?.length;
  if (out.some((v) => !v || v.length !== dims))
    throw new EmbeddingsError('The embeddings server returned vectors of different lengths');
  return out;
}

/**
 * Vectors for every chunk of a freshly indexed document, batched. The HTTP calls run outside any
 * transaction; each batch is stored in its own short tenant transaction. A failure is recorded in
 * documents.embedding_error (the document stays indexed and searchable lexically) and returned.
 */
export async function embedDocument(
  db: Db,
  tenantId: string,
  documentId: string,
  provider: EmbeddingsProvider,
  /** Called after each stored batch (the worker renews its job lease there). */
  afterBatch?: () => Promise<void>,
): Promise<{ stored: number; error: string | null }> {
  let stored = 0;
  let error: string | null = null;
  // The worker stopping (thrown by afterBatch) is not an embeddings failure: it is passed on unrecorded.
  let interrupted: { cause: unknown } | null = null;
  try {
    const chunks = await withTenant(db, tenantId, (tx) =>
      tx
        .selectFrom('document_chunks')
        .select(['id', 'text'])
        .where('document_id', '=', documentId)
        .orderBy('page_no')
        .orderBy('start_offset')
        .execute(),
    );
    for (let i = 0; i < chunks.length; i += provider.batch) {
      const batch = chunks.slice(i, i + provider.batch);
      const vectors = await embedTexts(
        provider,
        batch.map((c) => c.text),
      );
      await withTenant(db, tenantId, (tx) =>
        sql`
          insert into document_chunk_vectors (tenant_id, chunk_id, document_id, model, embedding)
          select ${tenantId}::uuid, b.chunk_id, ${documentId}::uuid, ${provider.model}, b.embedding::real[]
          from unnest(${batch.map((c) => c.id)}::uuid[], ${vectors.map(arrayLiteral)}::text[])
            as b(chunk_id, embedding)
          on conflict (tenant_id, chunk_id) do update set model = excluded.model, embedding = excluded.embedding`
          .execute(tx)
          .then(() => undefined),
      );
      stored += batch.length;
      try {
        await afterBatch?.();
      } catch (cause) {
        interrupted = { cause };
        break;
      }
    }
  } catch (e) {
    error = (e as Error).message.slice(0, 1000);
  }
  if (interrupted) throw interrupted.cause;
  await withTenant(db, tenantId, (tx) =>
    tx.updateTable('documents').set({ embedding_error: error }).where('id', '=', documentId).execute(),
  );
  return { stored, error };
}

/** The question's vector, or null (not configured, or the server failed: the answer is then lexical). */
export async function questionVector(
  provider: EmbeddingsProvider | null | undefined,
  question: string,
  onError?: (error: unknown) => void,
): Promise<QueryVector | null> {
  if (!provider) return null;
  try {
    const [vector] = await embedTexts(provider, [question]);
    return vector ? { model: provider.model, vector } : null;
  } catch (error) {
    onError?.(error);
    return null;
  }
}

/** A PostgreSQL array literal ({...}) of a vector, cast to real[] when stored. */
function arrayLiteral(v: number[]): string {
  return `{${v.map(String).join(',')}}`;
}

function vectorLiteral(v: number[]): string {
  return `[${v.map((x) => (Number.isFinite(x) ? String(x) : '0')).join(',')}]`;
}

/**
 * Reciprocal rank fusion of the lexical candidates with the nearest chunks by cosine distance (pgvector,
 * `<=>`) within the same scope. Each chunk scores the sum of 1 / (RRF_K + rank) over the lists it is in;
 * that score becomes its rank for the rest of retrieval. `select` and `scopeFilter` are retrieval's own
 * SQL fragments, so both lists see the same columns and the same documents.
 */
export async function fuseSemantic<T extends { id: string; rank: number }>(
  tx: TenantTx,
  lexical: T[],
  query: QueryVector,
  select: RawBuilder<unknown>,
  scopeFilter: RawBuilder<unknown>,
): Promise<T[]> {
  const literal = vectorLiteral(query.vector);
  const { rows: nearest } = await sql<T>`
    ${select}, (1 - (v.embedding::vector <=> ${literal}::vector))::float8 as rank
    from document_chunk_vectors v
    join document_chunks c on c.tenant_id = v.tenant_id and c.id = v.chunk_id
    join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
    where v.model = ${query.model} and cardinality(v.embedding) = ${query.vector.length}
      and d.status = 'indexed' ${scopeFilter}
    order by v.embedding::vector <=> ${literal}::vector
    limit ${NEIGHBOURS}`.execute(tx);
  return reciprocalRankFusion([lexical, nearest]);
}

/** Fuses ranked lists: each item scores the sum of 1 / (RRF_K + rank) over the lists holding it. */
export function reciprocalRankFusion<T extends { id: string; rank: number }>(lists: T[][]): T[] {
  const fused = new Map<string, { row: T; score: number }>();
  for (const list of lists)
    list.forEach((row, i) => {
      const entry = fused.get(row.id) ?? { row, score: 0 };
      entry.score += 1 / (RRF_K + i + 1);
      fused.set(row.id, entry);
    });
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .map(({ row, score }) => ({ ...row, rank: score }));
}

/**
 * Creates pgvector's extension at start-up (owner connection), only when embeddings are configured.
 * PGlite loads its build of pgvector then; PostgreSQL needs the package (postgresql-15-pgvector) and a
 * role allowed to create it. Returns the reason it could not, so the server runs lexically instead.
 */
export async function enableVectorExtension(admin: Db): Promise<string | null> {
  try {
    await sql`create extension if not exists vector`.execute(admin);
    await sql`select '[1]'::vector <=> '[1]'::vector`.execute(admin);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
