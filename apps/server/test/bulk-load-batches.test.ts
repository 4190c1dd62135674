import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { INGEST_BATCH_ROWS } from '../src/services/analytics/ingest.ts';
import { IMPORT_BATCH_ROWS } from '../src/services/users/import.ts';
import { ingestCsvAs, startAnalytics, type AnalyticsHarness, type Json } from './analytics-helpers.ts';

// Bulk loads write in multi-row batches (services/batch-rows.ts): bad rows on either side of a batch
// boundary, rows the database alone refuses, and a key repeated across batches, in data ingestion and
// the members CSV import.

let h: AnalyticsHarness;

beforeAll(async () => {
  h = await startAnalytics();
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const ingest = (name: string, dataset: string, csv: string) => ingestCsvAs(h, 'bo', name, dataset, csv);

async function importMembers(url: string, who: 'admin' | 'bo', csv: string) {
  const res = await h.ratelens.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${h.token(who)}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: res.statusCode, body: res.json() as { rows: number; created: number; failed: Json[] } };
}

describe('data ingestion in batches', () => {
  it('loads the good rows of every batch, rejects bad rows at the boundaries by row, and a later row of a key wins', async () => {
    expect(INGEST_BATCH_ROWS).toBe(1000);
    const total = 2 * INGEST_BATCH_ROWS + 300;
    const lines = ['month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses'];
    for (let i = 0; i < total; i += 1) {
      const month = `1990-${String((i % 12) + 1).padStart(2, '0')}`;
      lines.push(`${month},TX,Homeowners,Batch ${Math.floor(i / 12)},${100 + i},${5000 + i},1,${2000 + i}`);
    }
    // Row numbers count the header as row 1: data index i is row i + 2.
    const rowAt = (row: number, text: string) => {
      lines[row - 1] = text;
    };
    // The last row of the first batch and the first of the second: numbers JavaScript accepts and the
    // database refuses (claim_count is an integer column), beside good rows of the same statement.
    rowAt(INGEST_BATCH_ROWS + 1, '1991-01,TX,Homeowners,Overflow A,1,1,3000000000,1');
    rowAt(INGEST_BATCH_ROWS + 2, '1991-01,TX,Homeowners,Overflow B,1,1,4000000000,1');
    // Checked in JavaScript, either side of the second boundary.
    rowAt(2 * INGEST_BATCH_ROWS + 1, '1991-13,TX,Homeowners,Bad month,1,1,1,1');
    rowAt(2 * INGEST_BATCH_ROWS + 2, '1991-02,TX,Homeowners,Negative,-5,1,1,1');
    // The key of row 2 again in the third batch, with another exposure: the later row stays.
    rowAt(2 * INGEST_BATCH_ROWS + 50, '1990-01,TX,Homeowners,Batch 0,777,5000,1,2000');
    const { status, body } = await ingest('Batches', 'portfolio', lines.join('\n'));
    expect(status).toBe(202);
    expect(body).toMatchObject({
      status: 'succeeded',
      rowsTotal: total,
      rowsLoaded: total - 4,
      rowsRejected: 4,
    });
    expect(body.rejects.map((r) => [r.row, r.column ?? null])).toEqual([
      [INGEST_BATCH_ROWS + 1, null],
      [INGEST_BATCH_ROWS + 2, null],
      [2 * INGEST_BATCH_ROWS + 1, 'month'],
      [2 * INGEST_BATCH_ROWS + 2, 'exposure'],
    ]);
    expect(String(body.rejects[0]!.message)).toMatch(/out of range/);
    const stored = await withTenant(h.ratelens.db, DEMO_TENANT_IDS.birchInsurance, async (tx) => ({
      batch0: await tx
        .selectFrom('portfolio_rows')
        .select('exposure')
        .where('month', '=', '1990-01')
        .where('segment', '=', 'Batch 0')
        .executeTakeFirstOrThrow(),
      rows: await tx
        .selectFrom('portfolio_rows')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('month', 'like', '199%')
        .executeTakeFirstOrThrow(),
    }));
    expect(Number(stored.batch0.exposure)).toBe(777);
    // Four rows rejected and one key written twice.
    expect(stored.rows.n).toBe(total - 5);
  }, 120_000);
});

describe('members import in batches', () => {
  it('reports bad rows either side of a batch boundary and still adds the good rows of each batch', async () => {
    expect(IMPORT_BATCH_ROWS).toBe(1000);
    // An address kept by another tenant: Elm adds it, then hands its domain to Fir.
    const elm = await h.call<{ id: string; enabledFeatures: string[] }>('admin', 'POST', '/api/tenant', {
      name: 'Elm',
      slug: 'elm',
      emailDomains: ['elm.example'],
    });
    expect(elm.status).toBe(201);
    expect(
      (await importMembers(`/api/tenant/${elm.body.id}/user/import`, 'admin', 'email\ntaken@elm.example\n'))
        .body,
    ).toMatchObject({ created: 1 });
    const moved = await h.call('admin', 'PUT', `/api/tenant/${elm.body.id}`, {
      name: 'Elm',
      emailDomains: ['elm2.example'],
      enabledFeatures: elm.body.enabledFeatures,
    });
    expect(moved.status).toBe(200);
    const fir = await h.call<{ id: string }>('admin', 'POST', '/api/tenant', {
      name: 'Fir',
      slug: 'fir',
      emailDomains: ['elm.example'],
    });
    expect(fir.status).toBe(201);
    const rows = Array.from(
      { length: IMPORT_BATCH_ROWS + 200 },
      (_, i) => `m${i}@elm.example,Member ${i},user`,
    );
    rows[IMPORT_BATCH_ROWS - 2] = 'taken@elm.example,Taken,user'; // line 1000, batch 1: refused by the database
    rows[IMPORT_BATCH_ROWS - 1] = 'someone@other.example,Other,user'; // line 1001: not the tenant's domain
    rows[IMPORT_BATCH_ROWS] = 'm5@ELM.example,Twice,user'; // line 1002: the address of line 7
    const res = await importMembers(
      `/api/tenant/${fir.body.id}/user/import`,
      'admin',
      ['email,name,role', ...rows].join('\n'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: rows.length, created: rows.length - 3 });
    expect(res.body.failed.map((f) => [f.line, f.code])).toEqual([
      [IMPORT_BATCH_ROWS, 'already_member'],
      [IMPORT_BATCH_ROWS + 1, 'domain_not_owned'],
      [IMPORT_BATCH_ROWS + 2, 'duplicate_row'],
    ]);
    // The good rows beside the refused ones, in both batches.
    for (const email of ['m997@elm.example', 'm1001@elm.example', 'm1199@elm.example'])
      expect((await h.call('admin', 'GET', `/api/tenant/${fir.body.id}/user/${email}`)).status).toBe(200);
    // Every added member has its audit entry.
    const audit = await withTenant(h.ratelens.db, fir.body.id, (tx) =>
      tx
        .selectFrom('audit_log')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('action', '=', 'user.created')
        .executeTakeFirstOrThrow(),
    );
    expect(audit.n).toBe(rows.length - 3);
  }, 180_000);

  it('stops at the seat limit across batches, reporting each row past it', async () => {
    const oak = await h.call<{ id: string }>('admin', 'POST', '/api/tenant', {
      name: 'Oak',
      slug: 'oak',
      emailDomains: ['oak.example'],
      seatLimit: IMPORT_BATCH_ROWS + 5,
    });
    expect(oak.status).toBe(201);
    const rows = Array.from({ length: IMPORT_BATCH_ROWS + 10 }, (_, i) => `o${i}@oak.example`);
    const res = await importMembers(
      `/api/tenant/${oak.body.id}/user/import`,
      'admin',
      ['email', ...rows].join('\n'),
    );
    expect(res.body).toMatchObject({ rows: rows.length, created: IMPORT_BATCH_ROWS + 5 });
    expect(res.body.failed.map((f) => f.code)).toEqual(Array(5).fill('seat_limit_reached'));
    expect(res.body.failed[0]).toMatchObject({
      line: IMPORT_BATCH_ROWS + 7,
      email: `o${IMPORT_BATCH_ROWS + 5}@oak.example`,
    });
  }, 120_000);

  it('keeps a tenant administrator to their own tenant', async () => {
    const res = await importMembers(
      `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/user/import`,
      'bo',
      'email\nx@acme-mutual.example\n',
    );
    expect(res.status).toBe(403);
  });
});
