import type { ColumnType, Generated } from 'kysely';

// The tables of migration 0400 (documents, analyses, jobs, chats), merged into the shared Database interface.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Jsonb<T = unknown> = ColumnType<T, string, string>;

export interface DocumentAnalysesTable {
  tenant_id: string;
  id: Generated<string>;
  usecase_id: string;
  name: string;
  description: string | null;
  status: Generated<string>;
  stage: Generated<string>;
  progress: Generated<number>;
  error: string | null;
  report_config: Jsonb | null;
  created_by: string;
  created_by_user_id: string;
  completed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  tenant_id: string;
  id: Generated<string>;
  analysis_id: string;
  filename: string;
  original_filename: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  paged: Generated<boolean>;
  page_count: number | null;
  title: string | null;
  status: Generated<string>;
  error: string | null;
  content: Uint8Array;
  uploaded_by: string;
  uploaded_at: CreatedAt;
  /** What the document is about (states, companies, identifiers, lines, years); see answers/metadata.ts. */
  meta: Generated<unknown>;
  /** How many extractions were stored (1 for a document indexed once; see 1010-document-job-owners). */
  extractions: Generated<number>;
  /** Why the document has no embeddings (the embeddings server failed); null when it has them or none were asked. */
  embedding_error: Generated<string | null>;
}

export interface DocumentPagesTable {
  tenant_id: string;
  document_id: string;
  page_no: number;
  text: string;
}

export interface DocumentChunksTable {
  tenant_id: string;
  id: Generated<string>;
  document_id: string;
  page_no: number;
  start_offset: number;
  end_offset: number;
  text: string;
  tsv: ColumnType<string, never, never>;
  /** Stored reading units (answers/units.ts), or null for chunks indexed before they existed. */
  units: ColumnType<unknown, string | null | undefined, string | null>;
  /** What the chunk's document is about, as index keys (migration 1700: `chunk_facet_keys(meta)`). */
  facet_keys: ColumnType<string[], string[] | undefined, string[]>;
}

export interface AnalysisQuestionsTable {
  tenant_id: string;
  analysis_id: string;
  question_id: string;
  text: string;
  sort_order: Generated<number>;
  status: Generated<string>;
  answer: string | null;
  engine: string | null;
  /** Why the extractive engine answered although a language model was configured (0550). */
  engine_fallback: Generated<string | null>;
  citations: Jsonb;
  answered_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface AnalysisVotesTable {
  tenant_id: string;
  analysis_id: string;
  question_id: string;
  user_id: string;
  vote: string;
  updated_at: Timestamp;
}

export interface DocumentJobsTable {
  tenant_id: string;
  id: Generated<string>;
  analysis_id: string;
  kind: string;
  question_id: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  lease_until: Timestamp | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The worker holding the lease (host:pid:instance). */
  claimed_by: Generated<string | null>;
}

export interface ChatsTable {
  tenant_id: string;
  id: Generated<string>;
  usecase_id: string | null;
  title: string;
  agent_id: string | null;
  user_id: string;
  username: string;
  last_message_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  tenant_id: string;
  id: Generated<string>;
  chat_id: string;
  seq: ColumnType<string, never, never>;
  role: string;
  text: string | null;
  reply_to: string | null;
  created_at: CreatedAt;
}

export interface ChatAnswersTable {
  tenant_id: string;
  message_id: string;
  approach: string;
  text: string;
  engine: string;
  /** Why the extractive engine answered although a language model was configured (0550). */
  engine_fallback: Generated<string | null>;
  citations: Jsonb;
}

export interface ChatVotesTable {
  tenant_id: string;
  message_id: string;
  approach: string;
  user_id: string;
  vote: string;
  comment: string | null;
  created_at: CreatedAt;
}

export interface ChatTenantConfigsTable {
  tenant_id: string;
  key: string;
  value: Jsonb;
  description: string | null;
  updated_by: string | null;
  updated_at: Timestamp;
}

declare module './schema.ts' {
  interface Database {
    document_analyses: DocumentAnalysesTable;
    documents: DocumentsTable;
    document_pages: DocumentPagesTable;
    document_chunks: DocumentChunksTable;
    analysis_questions: AnalysisQuestionsTable;
    analysis_votes: AnalysisVotesTable;
    document_jobs: DocumentJobsTable;
    chats: ChatsTable;
    chat_messages: ChatMessagesTable;
    chat_answers: ChatAnswersTable;
    chat_votes: ChatVotesTable;
    chat_tenant_configs: ChatTenantConfigsTable;
  }
}
