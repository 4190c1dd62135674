import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import * as firstWords from '../src/db/migrations/1703-company-first-words.ts';
import { bootApp, createTestEnv, type TestEnv } from './helpers.ts';

// Migration 1703: documents indexed before it get their companies' first-word keys ("^cedar" for Cedar
// Ridge Assurance Company), on the document and on its chunks, the same keys as indexing writes now.

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
  // Boots once so the demo tenant's sample filings are seeded and indexed, then closes.
  await (await bootApp(env)).close();
}, 120_000);

afterAll(async () => {
  await env?.dispose();
});

async function companies(db: Db) {
  const { rows } = await sql<{ id: string; companies: string[]; off: number }>`
    select d.id::text as id,
      array(select jsonb_array_elements_text(d.meta -> 'companies') x order by x) as companies,
      (select count(*)::int from document_chunks c
        where c.document_id = d.id and c.facet_keys is distinct from chunk_facet_keys(d.meta)) as off
    from documents d where d.status = 'indexed' order by d.id`.execute(db);
  return rows;
}

describe('migration 1703: first-word company keys for documents indexed before it', () => {
  it('adds the keys indexing writes now to the documents and their chunks', async () => {
    const handles = await openDatabase(env.config());
    try {
      const db = handles.admin;
      const indexed = await companies(db);
      expect(
        indexed.some((d) => d.companies.some((k) => k.startsWith('^'))),
        JSON.stringify(indexed),
      ).toBe(true);
      // As documents stood before the migration: no "^" keys on them or on their chunks.
      await sql`update documents set meta = jsonb_set(meta, '{companies}', coalesce((select jsonb_agg(x)
        from jsonb_array_elements_text(meta -> 'companies') x where x not like '^%'), '[]'))
        where jsonb_typeof(meta -> 'companies') = 'array'`.execute(db);
      await sql`update document_chunks c set facet_keys = chunk_facet_keys(d.meta) from documents d
        where d.tenant_id = c.tenant_id and d.id = c.document_id`.execute(db);
      const before = await companies(db);
      expect(before.some((d) => d.companies.some((k) => k.startsWith('^')))).toBe(false);
      expect(before.some((d) => d.off > 0)).toBe(false);
      await firstWords.up(db as never);
      expect(await companies(db)).toEqual(indexed);
    } finally {
      await handles.close();
    }
  }, 120_000);
});
