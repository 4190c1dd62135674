import { USE_CASE_IDS } from '@ratelens/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseLookups,
  runQualitySet,
  summarise,
  type QualityHost,
} from '../../../bench/answers-quality/harness.mjs';
import { FIRST_QUESTIONS } from '../../../bench/answers-quality/questions.mjs';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { multipart } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// The regression gate of the answer engine: a fixed quarter of the answer-quality set (every fourth
// question of bench/answers-quality, answerable and absent alike, from both parts) asked through
// document-analysis Q&A on a real server and database. Measured on this subset (2026-11-24): right document
// and page 94%, fact 94% (floor 28%), "not found" for absent 100% (6 of 6). The thresholds tolerate one
// more miss and no more, so a change that makes answers worse fails here.

const ACME = DEMO_TENANT_IDS.acmeMutual;
// Only the dev and first held-out parts: the 'fresh' and 'fresh2' parts stay out of the gate, so the engine
// is never tuned on them.
const SUBSET = FIRST_QUESTIONS.filter((_q, i) => i % 4 === 0);

let env: TestEnv;
let ratelens: RatelensApp;
let token: string;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  token = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function host(): QualityHost {
  return {
    async api(method, url, body) {
      const res = await ratelens.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(token),
        ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
      });
      if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.body ? JSON.parse(res.body) : undefined;
    },
    async upload(url, files) {
      const { payload, headers } = multipart(
        files.map((f) => ({ name: f.name, bytes: f.bytes, type: f.type })),
      );
      const res = await ratelens.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), ...headers },
        payload,
      });
      if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    },
    ...databaseLookups(ratelens.db, ACME, withTenant),
  };
}

describe('answer quality on a subset of the evaluation set', () => {
  it('quotes stored text, cites the right document and page, holds the fact and refuses absent answers', async () => {
    expect(USE_CASE_IDS.docAnalysis).toBeTruthy();
    const result = await runQualitySet(host(), { questions: SUBSET, chat: false });
    const engine = summarise(result.qa);
    const floor = summarise(result.floor);
    expect(engine.n).toBe(SUBSET.length);
    expect(engine.quotes).toBe(100);
    expect(engine.topRight, JSON.stringify({ engine, floor })).toBeGreaterThanOrEqual(88);
    expect(engine.fact, JSON.stringify({ engine, floor })).toBeGreaterThanOrEqual(88);
    expect(engine.notFound).toBeGreaterThanOrEqual(80);
    expect(engine.fact - floor.fact).toBeGreaterThanOrEqual(50);
  }, 240_000);

  it('stores what each document is about as index keys on its chunks (the candidates narrow through them)', async () => {
    // Runs after the set is uploaded above: every chunk carries its document's keys (migration 1700).
    const { rows } = await withTenant(ratelens.db, ACME, (tx) =>
      sql<{ chunks: number; off: number; stated: number; bare: number }>`
        select count(*)::int as chunks,
          (count(*) filter (where c.facet_keys is distinct from chunk_facet_keys(d.meta)))::int as off,
          (count(*) filter (where exists (select 1 from unnest(c.facet_keys) k where k ~ '^st:[A-Z]{2}$')))::int as stated,
          (count(*) filter (where 'st:' = any(c.facet_keys)))::int as bare
        from document_chunks c join documents d on d.id = c.document_id`.execute(tx),
    );
    const [counts] = rows;
    expect(counts!.chunks).toBeGreaterThan(0);
    expect(counts!.off).toBe(0);
    expect(counts!.stated).toBeGreaterThan(0);
    expect(counts!.bare).toBeGreaterThan(0);
  });

  it('searches through the definer functions only within the tenant set on the transaction', async () => {
    // app_chunk_matches / app_scope_facet_keys bypass row-level security to use the GIN indexes and
    // write the tenant condition out: another tenant finds none of these chunks or keys.
    const search = (tenant: string) =>
      withTenant(ratelens.db, tenant, async (tx) => {
        const { rows } = await sql<{ n: number; keys: string[] }>`
          select (select count(*)::int from app_chunk_matches(to_tsquery('english', 'rate'),
                    to_tsquery('english', 'rate'), '[]'::jsonb, null, null, 400)) as n,
                 app_scope_facet_keys(array['st:OH', 'st:', 'ln:'], null, null) as keys`.execute(tx);
        return rows[0]!;
      });
    const own = await search(ACME);
    expect(own.n).toBeGreaterThan(0);
    expect(own.keys.length).toBeGreaterThan(0);
    const other = await search(DEMO_TENANT_IDS.birchInsurance);
    expect(other.n).toBe(0);
    expect(other.keys).toEqual([]);
  });

  it('finds the lexemes each document states through the index, as reading every chunk of it does', async () => {
    // app_document_lexemes (migration 1702) answers per document which of the given lexemes its chunks
    // hold: the same pairs as unnesting every chunk's tsvector under row-level security, none for
    // another tenant, none for a document of another tenant asked by id.
    const lexemes = ['rate', 'territori', 'hail', "o'neil", 'zzzunstated', ''];
    const pairs = (tenant: string, ids: string[]) =>
      withTenant(ratelens.db, tenant, async (tx) => {
        const fast = await sql<{ pair: string }>`
          select m.id::text || ' ' || m.lexeme as pair
          from app_document_lexemes(${ids}::uuid[], ${lexemes}::text[]) m order by 1`.execute(tx);
        const slow = await sql<{ pair: string }>`
          select distinct c.document_id::text || ' ' || x as pair
          from document_chunks c cross join lateral unnest(tsvector_to_array(c.tsv)) x
          where c.document_id = any(${ids}::uuid[]) and x = any(${lexemes}::text[]) order by 1`.execute(tx);
        return { fast: fast.rows.map((r) => r.pair), slow: slow.rows.map((r) => r.pair) };
      });
    const { rows } = await withTenant(ratelens.db, ACME, (tx) =>
      sql<{ id: string }>`select id::text as id from documents`.execute(tx),
    );
    const ids = rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const own = await pairs(ACME, ids);
    expect(own.fast.length).toBeGreaterThan(0);
    expect(own.fast).toEqual(own.slow);
    expect(own.fast.some((p) => p.endsWith(' zzzunstated'))).toBe(false);
    const other = await pairs(DEMO_TENANT_IDS.birchInsurance, ids);
    expect(other.fast).toEqual([]);
  });
});
