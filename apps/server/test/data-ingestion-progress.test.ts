import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { INGEST_BATCH_ROWS } from '../src/services/analytics/ingest.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// A data load runs off the request path, a committed batch at a time (services/analytics/ingest-run.ts):
// other requests see it running with its counts moving, a cancel stops it between batches keeping what
// is in, and a load a stop left behind is marked failed when the server starts again.

type Load = {
  id: string;
  status: string;
  rowsTotal: number;
  rowsLoaded: number;
  rowsRejected: number;
  rowsProcessed: number;
  error: string | null;
  rejects: { row: number; column?: string; message: string }[];
};

let env: TestEnv;
let ratelens: RatelensApp;
let token: string;
const BIRCH = DEMO_TENANT_IDS.birchInsurance;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  token = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
}, 240_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

async function call<T>(method: string, url: string, payload?: Record<string, unknown>) {
  const res = await ratelens.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : {}) as T };
}

async function upload(name: string, csv: string) {
  const boundary = '----ratelens-progress';
  const part = (field: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n` +
    `${filename ? 'Content-Type: text/csv\r\n' : ''}\r\n${value}\r\n`;
  const res = await ratelens.app.inject({
    method: 'POST',
    url: '/api/data-ingestion',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(
      `${part('name', name)}${part('dataset', 'portfolio')}${part('file', csv, 'book.csv')}--${boundary}--\r\n`,
    ),
  });
  return { status: res.statusCode, body: res.json() as Load };
}

/** A portfolio file of `rows` distinct segments; `bad` row numbers (header = row 1) carry a bad month. */
function book(prefix: string, rows: number, bad: number[] = []): string {
  const lines = ['month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses'];
  for (let i = 0; i < rows; i += 1) {
    const month = bad.includes(i + 2) ? '1985-13' : `1985-${String((i % 12) + 1).padStart(2, '0')}`;
    lines.push(`${month},TX,Homeowners,${prefix} ${i},${100 + i},5000,1,2000`);
  }
  return lines.join('\n');
}

/** Reads the load until `until` holds, answering the record that satisfied it. */
async function watch(id: string, until: (l: Load) => boolean, timeoutMs = 120_000): Promise<Load> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await call<Load>('GET', `/api/data-ingestion/${id}`);
    expect(status).toBe(200);
    if (until(body)) return body;
    if (Date.now() > end)
      throw new Error(`load ${id} never got there: ${JSON.stringify(body).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const storedSegments = (prefix: string) =>
  withTenant(ratelens.db, BIRCH, async (tx) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from portfolio_rows where segment like ${`${prefix} %`}`.execute(tx);
    return rows[0]!.n;
  });

describe('a running load', () => {
  it('answers 202 running, then shows its counts moving batch by batch to the final ones, while members load', async () => {
    const total = 20 * INGEST_BATCH_ROWS;
    const bad = [3, INGEST_BATCH_ROWS + 7, total + 1];
    const { status, body } = await upload('Progress', book('Progress', total, bad));
    expect(status).toBe(202);
    expect(body).toMatchObject({ status: 'running', rowsTotal: total, error: null });
    expect(body.rowsProcessed).toBeLessThan(total);
    // Seen from other requests: running with a part of the rows processed, the counts adding up.
    const partial = await watch(
      body.id,
      (l) => l.status !== 'running' || (l.rowsProcessed > 0 && l.rowsProcessed < total),
    );
    expect(partial.status).toBe('running');
    expect(partial.rowsProcessed % INGEST_BATCH_ROWS).toBe(0);
    expect(partial.rowsProcessed).toBe(partial.rowsLoaded + partial.rowsRejected);
    // Another request is served between two batches (on PGlite: the one connection is handed over).
    const members = await call<{ total: number }>('GET', '/api/user?orderBy=name&pageSize=100');
    expect(members.status).toBe(200);
    const done = await watch(body.id, (l) => l.status !== 'running');
    expect(done).toMatchObject({
      status: 'succeeded',
      rowsTotal: total,
      rowsProcessed: total,
      rowsLoaded: total - 3,
      rowsRejected: 3,
      error: null,
    });
    expect(done.rejects.map((r) => [r.row, r.column])).toEqual(bad.map((row) => [row, 'month']));
    expect(await storedSegments('Progress')).toBe(total - 3);
  });

  it('cancelled mid-load, stops after the batch in flight and keeps the rows committed before', async () => {
    const total = 50 * INGEST_BATCH_ROWS;
    const { body } = await upload('Cancelled', book('Cancelled', total));
    await watch(body.id, (l) => l.rowsProcessed >= INGEST_BATCH_ROWS || l.status !== 'running');
    const cancel = await call<Load>('PUT', `/api/data-ingestion/${body.id}`, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    expect(cancel.body.rowsProcessed).toBeLessThan(total);
    await ratelens.deps.ingestions!.idle();
    const end = (await call<Load>('GET', `/api/data-ingestion/${body.id}`)).body;
    expect(end.status).toBe('cancelled');
    // No batch ran after the cancel: the counts are those the cancel answered.
    expect(end.rowsProcessed).toBe(cancel.body.rowsProcessed);
    expect(end.rowsLoaded % INGEST_BATCH_ROWS).toBe(0);
    expect(await storedSegments('Cancelled')).toBe(end.rowsLoaded);
    // A finished load cannot be cancelled again; a running one cannot be deleted.
    expect((await call('PUT', `/api/data-ingestion/${body.id}`, { status: 'cancelled' })).status).toBe(409);
  });
});

describe('loads a stop left behind', () => {
  /** A record as a process that died mid-load leaves it: running, its lease held until `lease`. */
  const leftRunning = (name: string, lease: string) =>
    withTenant(ratelens.db, BIRCH, async (tx) => {
      const { rows } = await sql<{ id: string }>`
        insert into data_ingestions (tenant_id, name, dataset, filename, status, rows_total, rows_loaded,
          rejects, created_by, started_at, worker, lease_until)
        values (${BIRCH}, ${name}, 'portfolio', 'book.csv', 'running', 5000, 2000, '[]',
          'bo@birch-insurance.example', now(), 'gone-host:1:dead', now() + ${lease}::interval)
        returning id`.execute(tx);
      return rows[0]!.id;
    });

  it('marks a load whose lease ran out failed with its reason; one still held stays running until the process stops', async () => {
    const expired = await leftRunning('Expired lease', '-1 minute');
    const held = await leftRunning('Held elsewhere', '10 minutes');
    expect(await ratelens.deps.ingestions!.sweep()).toBe(1);
    const failed = (await call<Load>('GET', `/api/data-ingestion/${expired}`)).body;
    expect(failed).toMatchObject({ status: 'failed', rowsLoaded: 2000, rowsTotal: 5000 });
    expect(failed.error).toMatch(/interrupted .* after 2000 of 5000 rows/);
    expect((await call<Load>('GET', `/api/data-ingestion/${held}`)).body.status).toBe('running');
    // A restart: on PGlite the process owns the database, so nothing can still be running and the held
    // load is failed too; on PostgreSQL another process may hold it, so it waits for its lease to end.
    await ratelens.close();
    ratelens = await bootApp(env);
    const after = (await call<Load>('GET', `/api/data-ingestion/${held}`)).body;
    if (env.databaseUrl) expect(after.status).toBe('running');
    else expect(after).toMatchObject({ status: 'failed', error: expect.stringMatching(/interrupted/) });
    // Never left running forever: once the lease is over, the periodic sweep takes it.
    await withTenant(ratelens.db, BIRCH, (tx) =>
      tx
        .updateTable('data_ingestions')
        .set({ lease_until: new Date(Date.now() - 1000) })
        .where('id', '=', held)
        .execute(),
    );
    await ratelens.deps.ingestions!.sweep();
    expect((await call<Load>('GET', `/api/data-ingestion/${held}`)).body.status).toBe('failed');
  });
});
