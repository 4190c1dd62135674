import { sql, type Kysely } from 'kysely';

// Filings became sortable and filterable by effective date (the competitive-intelligence explorer):
// the same tenant-first pair of indexes every other nullable list field has (see 0900-list-indexes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX filings_l_effective_date ON filings (tenant_id, effective_date, id)`.execute(db);
  await sql`CREATE INDEX filings_l_effective_date_desc ON filings (tenant_id, effective_date DESC NULLS LAST, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS filings_l_effective_date_desc`.execute(db);
  await sql`DROP INDEX IF EXISTS filings_l_effective_date`.execute(db);
}
