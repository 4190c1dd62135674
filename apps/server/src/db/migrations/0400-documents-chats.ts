import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

const TENANT_SETTING = `NULLIF(current_setting('app.tenant_id', true), '')::uuid`;

/** Tenant-owned tables of documents, analyses, jobs and chats: RLS enabled and forced, grants to the app role. */
const TENANT_TABLES = [
  'document_analyses',
  'documents',
  'document_pages',
  'document_chunks',
  'analysis_questions',
  'analysis_votes',
  'document_jobs',
  'chats',
  'chat_messages',
  'chat_answers',
  'chat_votes',
  'chat_tenant_configs',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE document_analyses (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  usecase_id uuid NOT NULL,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  description text,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'queued', 'analysing', 'ready', 'completed', 'failed')),
  stage text NOT NULL DEFAULT 'idle' CHECK (stage IN ('idle', 'extracting', 'indexing', 'answering', 'done')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error text,
  report_config jsonb,
  created_by text NOT NULL,
  created_by_user_id uuid NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, usecase_id) REFERENCES usecases (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX document_analyses_usecase ON document_analyses (tenant_id, usecase_id, created_at DESC)`,
    // Originals live in the database (bytea) so every process of a PostgreSQL deployment sees them.
    `CREATE TABLE documents (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  analysis_id uuid NOT NULL,
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255 AND filename !~ '[/\\\\]'),
  original_filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  paged boolean NOT NULL DEFAULT false,
  page_count integer,
  title text,
  status text NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'extracting', 'indexed', 'failed')),
  error text,
  content bytea NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, analysis_id) REFERENCES document_analyses (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX documents_analysis ON documents (tenant_id, analysis_id, uploaded_at)`,
    `CREATE INDEX documents_filename ON documents (tenant_id, filename, uploaded_at DESC)`,
    `CREATE TABLE document_pages (
  tenant_id uuid NOT NULL,
  document_id uuid NOT NULL,
  page_no integer NOT NULL CHECK (page_no >= 1),
  text text NOT NULL,
  PRIMARY KEY (tenant_id, document_id, page_no),
  FOREIGN KEY (tenant_id, document_id) REFERENCES documents (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE document_chunks (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL,
  page_no integer NOT NULL,
  start_offset integer NOT NULL CHECK (start_offset >= 0),
  end_offset integer NOT NULL CHECK (end_offset > start_offset),
  text text NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, document_id, page_no) REFERENCES document_pages (tenant_id, document_id, page_no)
    ON DELETE CASCADE
)`,
    `CREATE INDEX document_chunks_document ON document_chunks (tenant_id, document_id, page_no, start_offset)`,
    // GIN cannot lead with tenant_id without btree_gin (not bundled with PGlite); RLS still scopes every scan.
    `CREATE INDEX document_chunks_tsv ON document_chunks USING gin (tsv)`,
    `CREATE TABLE analysis_questions (
  tenant_id uuid NOT NULL,
  analysis_id uuid NOT NULL,
  question_id uuid NOT NULL,
  text text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'answering', 'answered', 'failed')),
  answer text,
  engine text CHECK (engine IN ('extractive', 'generative')),
  citations jsonb NOT NULL DEFAULT '[]',
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, analysis_id, question_id),
  FOREIGN KEY (tenant_id, analysis_id) REFERENCES document_analyses (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE TABLE analysis_votes (
  tenant_id uuid NOT NULL,
  analysis_id uuid NOT NULL,
  question_id uuid NOT NULL,
  user_id uuid NOT NULL,
  vote text NOT NULL CHECK (vote IN ('up', 'down')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, analysis_id, question_id, user_id),
  FOREIGN KEY (tenant_id, analysis_id, question_id)
    REFERENCES analysis_questions (tenant_id, analysis_id, question_id) ON DELETE CASCADE
)`,
    // Work for the background worker. A running job holds a lease; a lease that runs out (its process died)
    // lets another worker take the job over, so nothing stays 'running' forever.
    `CREATE TABLE document_jobs (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  analysis_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('analyse', 'answer')),
  question_id uuid,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, analysis_id) REFERENCES document_analyses (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX document_jobs_pending ON document_jobs (status, created_at) WHERE status IN ('queued', 'running')`,
    // The worker serves every tenant, so finding the next job must see across tenants: only this
    // SECURITY DEFINER function does, and it hands back the job's tenant for the withTenant that follows.
    `CREATE FUNCTION claim_document_job(p_lease_seconds integer, p_max_attempts integer)
RETURNS TABLE (tenant_id uuid, job_id uuid, analysis_id uuid, kind text, question_id uuid, attempts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  picked document_jobs%ROWTYPE;
BEGIN
  LOOP
    SELECT * INTO picked FROM document_jobs j
    WHERE j.status = 'queued' OR (j.status = 'running' AND j.lease_until < now())
    ORDER BY j.created_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
      RETURN;
    END IF;
    IF picked.attempts >= p_max_attempts THEN
      UPDATE document_jobs SET status = 'failed', lease_until = NULL, updated_at = now(),
        error = 'The job was interrupted ' || picked.attempts || ' times and was given up'
      WHERE document_jobs.tenant_id = picked.tenant_id AND document_jobs.id = picked.id;
      UPDATE document_analyses SET status = 'failed', stage = 'done', updated_at = now(),
        error = 'The analysis was interrupted too many times; upload the documents again or retry'
      WHERE document_analyses.tenant_id = picked.tenant_id AND document_analyses.id = picked.analysis_id
        AND picked.kind = 'analyse' AND document_analyses.status IN ('queued', 'analysing');
      CONTINUE;
    END IF;
    UPDATE document_jobs SET status = 'running', attempts = document_jobs.attempts + 1,
      lease_until = now() + make_interval(secs => p_lease_seconds), updated_at = now()
    WHERE document_jobs.tenant_id = picked.tenant_id AND document_jobs.id = picked.id;
    tenant_id := picked.tenant_id;
    job_id := picked.id;
    analysis_id := picked.analysis_id;
    kind := picked.kind;
    question_id := picked.question_id;
    attempts := picked.attempts + 1;
    RETURN NEXT;
    RETURN;
  END LOOP;
END
$fn$`,
    // At start-up of a single-process (PGlite) deployment no other worker can hold a lease.
    `CREATE FUNCTION release_document_job_leases() RETURNS integer
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  WITH released AS (
    UPDATE document_jobs SET lease_until = now() - interval '1 second'
    WHERE status = 'running' RETURNING 1
  )
  SELECT count(*)::integer FROM released
$fn$`,
    `REVOKE ALL ON FUNCTION claim_document_job(integer, integer) FROM PUBLIC`,
    `REVOKE ALL ON FUNCTION release_document_job_leases() FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION claim_document_job(integer, integer) TO ${APP_ROLE}`,
    `GRANT EXECUTE ON FUNCTION release_document_job_leases() TO ${APP_ROLE}`,
    `CREATE TABLE chats (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  usecase_id uuid,
  title text NOT NULL CHECK (length(title) <= 200),
  agent_id uuid,
  user_id uuid NOT NULL,
  username text NOT NULL,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, usecase_id) REFERENCES usecases (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX chats_user ON chats (tenant_id, user_id, updated_at DESC)`,
    `CREATE INDEX chats_usecase ON chats (tenant_id, usecase_id, updated_at DESC)`,
    `CREATE TABLE chat_messages (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  chat_id uuid NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  text text,
  reply_to uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, chat_id) REFERENCES chats (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX chat_messages_chat ON chat_messages (tenant_id, chat_id, seq)`,
    `CREATE TABLE chat_answers (
  tenant_id uuid NOT NULL,
  message_id uuid NOT NULL,
  approach text NOT NULL CHECK (approach IN ('documents', 'data')),
  text text NOT NULL,
  engine text NOT NULL CHECK (engine IN ('extractive', 'generative')),
  citations jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (tenant_id, message_id, approach),
  FOREIGN KEY (tenant_id, message_id) REFERENCES chat_messages (tenant_id, id) ON DELETE CASCADE
)`,
    // approach 'all' is a vote on the whole answer; 'documents' / 'data' on one approach's part.
    `CREATE TABLE chat_votes (
  tenant_id uuid NOT NULL,
  message_id uuid NOT NULL,
  approach text NOT NULL CHECK (approach IN ('all', 'documents', 'data')),
  user_id uuid NOT NULL,
  vote text NOT NULL CHECK (vote IN ('up', 'down')),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, message_id, approach, user_id),
  FOREIGN KEY (tenant_id, message_id) REFERENCES chat_messages (tenant_id, id) ON DELETE CASCADE
)`,
    `CREATE INDEX chat_votes_created ON chat_votes (tenant_id, created_at)`,
    `CREATE TABLE chat_tenant_configs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  key text NOT NULL,
  value jsonb NOT NULL,
  description text,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);

  for (const table of TENANT_TABLES) {
    for (const statement of [
      `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
      `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
      `CREATE POLICY tenant_isolation ON ${table}
         USING (tenant_id = ${TENANT_SETTING})
         WITH CHECK (tenant_id = ${TENANT_SETTING})`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${APP_ROLE}`,
    ]) {
      await sql.raw(statement).execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
