import { sql, type Kysely } from 'kysely';

/**
 * The tenant's own carrier among the carriers of its filings: set by the data the tenant loads (the
 * filings CSV's optional `ownCarrier` column), so "our filings" and "competitors" are known even when
 * no carrier is named like the tenant. Without a flagged carrier the one named like the tenant is used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE carriers ADD COLUMN own boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; write a new migration instead of rolling back');
}
