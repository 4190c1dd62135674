import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: the full-text index of document chunks without a pending list. GIN's fast-update mode queues
 * new entries in a pending list that every search reads in full until VACUUM (or autovacuum) merges it;
 * PGlite runs no autovacuum, so the list only drains when it reaches gin_pending_list_limit (4 MB) and a
 * search's cost grows with the chunks indexed since. Without it each insert updates the index directly
 * (a fixed cost per chunk) and a search reads only the posting lists of its words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX document_chunks_tsv SET (fastupdate = off)`.execute(db);
  await sql`SELECT gin_clean_pending_list('document_chunks_tsv'::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX document_chunks_tsv SET (fastupdate = on)`.execute(db);
}
