import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { bootApp, createTestEnv, signIn, type TestEnv, injectAs } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;
let sam: string;
const ACME = DEMO_TENANT_IDS.acmeMutual;
const BIRCH = DEMO_TENANT_IDS.birchInsurance;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function call(method: string, url: string, token: string, payload?: unknown) {
  return injectAs(ratelens, method, url, token, payload);
}

/** Counted straight from the tables, independently of the service code. */
async function filingCount(tenantId: string, fromOffset: number, toOffset: number): Promise<number> {
  return withTenant(ratelens.db, tenantId, async (tx) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from filings, analytics_datasets d
      where submitted_date between d.as_of_date - ${fromOffset}::int and d.as_of_date - ${toOffset}::int`.execute(
      tx,
    );
    return rows[0]!.n;
  });
}

describe('tenant metrics', () => {
  it('answers headline filing metrics with the change against the previous period', async () => {
    const res = await call('GET', `/api/tenant/${ACME}/metrics?days=90`, sam);
    expect(res.statusCode, res.body).toBe(200);
    const metrics = res.json() as {
      key: string;
      value: number | null;
      changePct: number | null;
      direction: string;
      unit: string;
    }[];
    expect(metrics.map((m) => m.key)).toEqual([
      'filings.total',
      'filings.approvalRate',
      'filings.averageRequestedRateChange',
      'filings.averageApprovedRateChange',
      'filings.premiumImpact',
      'filings.medianDaysToDisposition',
    ]);
    const total = metrics[0]!;
    const now = await filingCount(ACME, 89, 0);
    const before = await filingCount(ACME, 179, 90);
    expect(now).toBeGreaterThan(0);
    expect(total).toMatchObject({ value: now, unit: 'count' });
    if (before > 0) {
      expect(total.changePct).toBeCloseTo(((now - before) / before) * 100, 1);
      expect(total.direction).toBe(now > before ? 'up' : now < before ? 'down' : 'flat');
    }
    const rate = metrics[1]!.value;
    expect(rate === null || (rate >= 0 && rate <= 1)).toBe(true);
  });

  it('answers one metric with a daily series that adds up to its value', async () => {
    const res = await call('GET', `/api/tenant/${ACME}/metrics/filings.total?days=30`, ada);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as { value: number; series: { date: string; value: number | null }[] };
    expect(detail.series).toHaveLength(30);
    expect(detail.series.reduce((n, p) => n + (p.value ?? 0), 0)).toBe(detail.value);
    expect(detail.value).toBe(await filingCount(ACME, 29, 0));
    expect(detail.series[0]!.date < detail.series[29]!.date).toBe(true);
    expect((await call('GET', `/api/tenant/${ACME}/metrics/nope.metric`, ada)).statusCode).toBe(404);
  });

  it('keeps each tenant to its own figures', async () => {
    expect((await call('GET', `/api/tenant/${BIRCH}/metrics`, ada)).statusCode).toBe(404);
    const birch = (await call('GET', `/api/tenant/${BIRCH}/metrics?days=365`, admin)).json();
    expect(birch[0].value).toBe(await filingCount(BIRCH, 364, 0));
  });
});

describe('metadata filters', () => {
  it('lists the filing filters with options counted from the tenant’s filings', async () => {
    const res = await call('GET', `/api/tenant/${ACME}/metadata-filters?type=filing`, sam);
    expect(res.statusCode, res.body).toBe(200);
    const filters = res.json() as {
      field: string;
      type: string;
      options: { value: string; count: number }[];
    }[];
    const all = await filingCount(ACME, 100_000, -100_000);
    for (const facet of ['carrier', 'state', 'lineOfBusiness', 'filingType', 'status']) {
      const filter = filters.find((f) => f.field === facet)!;
      expect(filter.type).toBe('select');
      expect(filter.options.reduce((n, o) => n + o.count, 0)).toBe(all);
    }
    expect(filters.find((f) => f.field === 'premiumImpact')).toMatchObject({ type: 'number', options: [] });
  });

  it('narrows the other fields’ options by a selection and keeps the selected field’s alternatives', async () => {
    const states = (await call('GET', `/api/tenant/${ACME}/metadata-filters?type=filing`, sam))
      .json()
      .find((f: { field: string }) => f.field === 'state').options as { value: string; count: number }[];
    const chosen = states[0]!;
    const res = await call('POST', `/api/tenant/${ACME}/metadata-filters/filing`, sam, {
      selected: { state: [chosen.value] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json() as {
      category: string;
      filters: { field: string; options: { value: string; count: number }[] }[];
    };
    expect(set.category).toBe('filing');
    const status = set.filters.find((f) => f.field === 'status')!;
    expect(status.options.reduce((n, o) => n + o.count, 0)).toBe(chosen.count);
    expect(set.filters.find((f) => f.field === 'state')!.options).toHaveLength(states.length);
    const bad = await call('POST', `/api/tenant/${ACME}/metadata-filters/filing`, sam, {
      selected: { secret: ['x'] },
    });
    expect(bad.json()).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('serves catalogue entities and refuses unknown types', async () => {
    const agent = await call('GET', `/api/tenant/${ACME}/metadata-filters?type=agent`, sam);
    expect(agent.statusCode).toBe(200);
    expect(agent.json().map((f: { field: string }) => f.field)).toContain('name');
    expect((await call('GET', `/api/tenant/${ACME}/metadata-filters?type=nothing`, sam)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/tenant/${ACME}/metadata-filters`, sam)).statusCode).toBe(400);
  });
});
