import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { analyzeStaleTables, analyzeTables } from '../src/db/database.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { COUNT_CAP, parseListQuery } from '../src/services/list-query.ts';
import { indexedColumns, LIST_SPECS } from '../src/services/list-registry.ts';
import { bootApp, createTestEnv, injectAs, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let ada: string;

const EXTRA_USERS = 3000;
const tenantId = DEMO_TENANT_IDS.acmeMutual;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function get(url: string) {
  return injectAs(ratelens, 'GET', url, ada);
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function explain(statement: ReturnType<typeof sql>, settings: string[] = []): Promise<PlanNode> {
  return withTenant(ratelens.db, tenantId, async (tx) => {
    for (const s of settings) await sql.raw(s).execute(tx);
    const { rows } = await sql<Record<string, unknown>>`explain (format json) ${statement}`.execute(tx);
    const first = rows[0]?.['QUERY PLAN'];
    const parsed = (typeof first === 'string' ? JSON.parse(first) : first) as { Plan: PlanNode }[];
    return parsed[0]!.Plan;
  });
}

describe('list indexes (migration 0900)', () => {
  it('every sortable or filterable field of every list has an index led by tenant_id', async () => {
    const { rows } = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes where schemaname = 'public'`.execute(ratelens.db);
    const missing: string[] = [];
    const columns = indexedColumns();
    expect(columns.length).toBeGreaterThan(100);
    for (const c of columns) {
      const lead = [...(c.spec.tenantOwned ? ['tenant_id'] : []), ...(c.spec.prefix ?? []), c.column].join(
        ', ',
      );
      const defs = rows.filter((r) => r.tablename === c.spec.table).map((r) => r.indexdef);
      if (!defs.some((d) => d.includes(`(${lead}`))) missing.push(`${c.spec.name}.${c.field} (${lead})`);
      if (c.nullable && !defs.some((d) => d.includes(`(${lead} DESC NULLS LAST`)))
        missing.push(`${c.spec.name}.${c.field} (${lead} DESC NULLS LAST)`);
    }
    expect(missing).toEqual([]);
  });

  it('each field declares nullable exactly when its column may hold NULL', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public'`.execute(ratelens.db);
    const nullable = new Set(
      rows.filter((r) => r.is_nullable === 'YES').map((r) => `${r.table_name}.${r.column_name}`),
    );
    const wrong: string[] = [];
    for (const spec of LIST_SPECS) {
      for (const [field, def] of Object.entries(spec.fields)) {
        const prefix = spec.alias ? `${spec.alias}.` : '';
        if (!def.column.startsWith(prefix) || !/^[a-z_]+$/.test(def.column.slice(prefix.length))) continue;
        const key = `${spec.table}.${def.column.slice(prefix.length)}`;
        if (nullable.has(key) !== (def.nullable === true)) wrong.push(`${spec.name}.${field}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every indexed field delivers its page in both directions without sorting the table', async () => {
    // With sorting and sequential scans priced out, a plan still sorts only when no index yields the
    // order: each (field, direction) must come out of an index, limited to the page.
    const sorted: string[] = [];
    for (const c of indexedColumns()) {
      for (const dir of ['asc', 'desc']) {
        const tie = c.spec.alias ? `${c.spec.alias}.id` : 'id';
        const q = parseListQuery({ orderBy: `${c.field}:${dir}`, pageSize: 20 }, c.spec.fields, c.field, tie);
        const from = sql.raw(c.spec.alias ? `${c.spec.table} as ${c.spec.alias}` : c.spec.table);
        const col = (name: string) => sql.raw(c.spec.alias ? `${c.spec.alias}.${name}` : name);
        const fixed = (c.spec.prefix ?? []).map((p) => sql`${col(p)} = 'x'`);
        const where = fixed.length ? sql`where ${sql.join(fixed, sql` and `)}` : sql``;
        const plan = await explain(sql`select * from ${from} ${where} order by ${q.orderBy} limit 20`, [
          'set local enable_sort = off',
          'set local enable_seqscan = off',
        ]);
        if (nodes(plan).some((n) => n['Node Type'] === 'Sort'))
          sorted.push(`${c.spec.name}.${c.field}:${dir}`);
      }
    }
    expect(sorted).toEqual([]);
  }, 120_000);
});

describe('a members page with thousands of members', () => {
  beforeAll(async () => {
    await withTenant(ratelens.db, tenantId, async (tx) => {
      for (let start = 0; start < EXTRA_USERS; start += 500) {
        const batch = Array.from({ length: Math.min(500, EXTRA_USERS - start) }, (_, k) => {
          const i = start + k;
          return {
            tenant_id: tenantId,
            username: `scale${i}@acme-mutual.example`,
            email: `scale${i}@acme-mutual.example`,
            // Names repeat, so the id tie-breaker decides the order inside a name.
            name: `Member ${String(i % 700).padStart(4, '0')}`,
            role_name: i % 3 === 0 ? 'tenant-admin' : 'user',
          };
        });
        await tx.insertInto('users').values(batch).execute();
      }
    });
    // The statistics keeper notices the table grew and refreshes its statistics.
    expect(await analyzeStaleTables(ratelens.db)).toContain('users');
  }, 120_000);

  it('reads the first page by name from the index, not by sorting every member', async () => {
    const q = parseListQuery(
      { orderBy: 'name', pageSize: 100 },
      { name: { column: 'u.name', type: 'text' } },
      'name',
      'u.id',
    );
    const plan = await explain(sql`select u.id, u.name from users as u order by ${q.orderBy} limit 100`);
    const all = nodes(plan);
    expect(all.some((n) => n['Node Type'] === 'Sort')).toBe(false);
    expect(all.some((n) => n['Index Name'] === 'users_l_name')).toBe(true);
  });

  it('counts exactly up to the cap, then answers the planner’s estimate and says so', async () => {
    const members = EXTRA_USERS + 2;
    const first = (await get('/api/user?orderBy=name&pageSize=100')).json();
    expect(first.items).toHaveLength(100);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThan(COUNT_CAP);
    // Fresh statistics: the estimate is near the truth.
    expect(Math.abs(first.total - members) / members).toBeLessThan(0.1);

    const last = (await get(`/api/user?orderBy=name&pageSize=100&page=${Math.ceil(members / 100)}`)).json();
    expect(last).toMatchObject({ total: members, totalIsEstimate: false });
    expect(last.items).toHaveLength(members % 100);

    const few = (await get(`/api/user?filter=${encodeURIComponent('name|eq|Member 0007')}`)).json();
    expect(few).toMatchObject({ total: 5, totalIsEstimate: false });
    expect(few.items).toHaveLength(5);

    const none = (await get('/api/user?page=99&filter=name|eq|nobody')).json();
    expect(none).toMatchObject({ total: 0, totalIsEstimate: false, items: [] });
  });

  it('document analyses count up to the cap too, and say when the total is an estimate', async () => {
    const usecase = (await get('/api/usecase?pageSize=100'))
      .json()
      .items.find((u: { key: string }) => u.key === 'docAnalysis');
    await withTenant(ratelens.db, tenantId, async (tx) => {
      await sql`insert into document_analyses (tenant_id, usecase_id, name, created_by, created_by_user_id)
        select ${tenantId}, ${usecase.id}, 'Bulk ' || g, 'ada@acme-mutual.example',
          (select id from users where email = 'ada@acme-mutual.example')
        from generate_series(1, ${COUNT_CAP + 50}) g`.execute(tx);
    });
    await analyzeTables(ratelens.db, ['document_analyses']);
    const page = (await get(`/api/usecase/${usecase.id}/docs/analysis?pageSize=20`)).json();
    expect(page.items).toHaveLength(20);
    expect(page).toMatchObject({ totalIsEstimate: true });
    expect(page.total).toBeGreaterThan(COUNT_CAP);
    const named = (
      await get(`/api/usecase/${usecase.id}/docs/analysis?filter=${encodeURIComponent('name|eq|Bulk 7')}`)
    ).json();
    expect(named).toMatchObject({ total: 1, totalIsEstimate: false });
  });

  it('a page of ada’s tenant never counts another tenant’s members', async () => {
    const page = (await get('/api/user?pageSize=500')).json();
    expect(page.items.every((u: { tenantId: string }) => u.tenantId === tenantId)).toBe(true);
  });

  for (const orderBy of ['name', 'createdDateTime:desc', 'roleName:desc,email']) {
    it(`scrolls every member exactly once by cursor (orderBy=${orderBy})`, async () => {
      const seen: string[] = [];
      let url = `/api/user?pageSize=500&orderBy=${orderBy}`;
      let pages = 0;
      for (;;) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        pages += 1;
        expect(body.page).toBe(pages);
        seen.push(...body.items.map((u: { email: string }) => u.email));
        if (!body.nextCursor) break;
        url = `/api/user?pageSize=500&orderBy=${orderBy}&cursor=${body.nextCursor}`;
      }
      // The same order as offset paging over one big page (which reads past the count cap).
      const ordered: string[] = [];
      for (let page = 1; ordered.length < EXTRA_USERS + 2; page += 1) {
        const body = (await get(`/api/user?pageSize=500&orderBy=${orderBy}&page=${page}`)).json();
        ordered.push(...body.items.map((u: { email: string }) => u.email));
        if (body.items.length < 500) break;
      }
      expect(new Set(seen).size).toBe(EXTRA_USERS + 2);
      expect(seen).toEqual(ordered);
    }, 60_000);
  }

  it('refuses a cursor used with another order or one it never issued', async () => {
    const first = (await get('/api/user?pageSize=50&orderBy=name')).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const other = await get(`/api/user?pageSize=50&orderBy=email&cursor=${first.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'validation_failed' });
    const forged = await get(
      `/api/user?pageSize=50&orderBy=name&cursor=${Buffer.from('{"p":2}').toString('base64url')}`,
    );
    expect(forged.statusCode).toBe(400);
    const junk = await get('/api/user?pageSize=50&orderBy=name&cursor=abc');
    expect(junk.statusCode).toBe(400);
  });

  it('app_analyze refreshes named tables for the unprivileged app role', async () => {
    await expect(analyzeTables(ratelens.db, ['users'])).resolves.toBeUndefined();
    const { rows } = await sql<{
      reltuples: number;
    }>`select reltuples from pg_class where relname = 'users'`.execute(ratelens.db);
    expect(Number(rows[0]?.reltuples)).toBeGreaterThanOrEqual(EXTRA_USERS);
  });
});
