import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

const TENANT_SETTING = `NULLIF(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * Optional semantic retrieval and the answer engine's fallback record (issue 15, points 6 and 7).
 *
 * - document_chunk_vectors: one embedding per chunk, written by the document worker when EMBEDDINGS_BASE_URL
 *   is configured. Stored as real[] so this migration needs no extension: the pgvector extension (`vector`,
 *   created at start-up only when embeddings are configured) compares them at answer time through its
 *   real[] -> vector cast. Tenant-owned: RLS enabled and forced like every tenant table.
 * - documents.embedding_error: why a document has no vectors (the embeddings server failed); indexing
 *   itself still succeeded lexically.
 * - analysis_questions / chat_answers .engine_fallback: set when a language model was configured but the
 *   extractive engine answered instead (provider_failed, timeout, invalid_citations, no_citations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE document_chunk_vectors (
  tenant_id uuid NOT NULL,
  chunk_id uuid NOT NULL,
  document_id uuid NOT NULL,
  model text NOT NULL,
  embedding real[] NOT NULL CHECK (cardinality(embedding) BETWEEN 1 AND 16000),
  PRIMARY KEY (tenant_id, chunk_id),
  FOREIGN KEY (tenant_id, chunk_id) REFERENCES document_chunks (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX document_chunk_vectors_document ON document_chunk_vectors (tenant_id, document_id)`,
    `ALTER TABLE documents ADD COLUMN embedding_error text`,
    `ALTER TABLE analysis_questions ADD COLUMN engine_fallback text
       CHECK (engine_fallback IN ('provider_failed', 'timeout', 'invalid_citations', 'no_citations'))`,
    `ALTER TABLE chat_answers ADD COLUMN engine_fallback text
       CHECK (engine_fallback IN ('provider_failed', 'timeout', 'invalid_citations', 'no_citations'))`,
    `ALTER TABLE document_chunk_vectors ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE document_chunk_vectors FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY tenant_isolation ON document_chunk_vectors
       USING (tenant_id = ${TENANT_SETTING})
       WITH CHECK (tenant_id = ${TENANT_SETTING})`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON document_chunk_vectors TO ${APP_ROLE}`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
