import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { bearer, bootApp, createTestEnv, injectAs, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;
let sam: string;

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

function importCsv(url: string, token: string, csv: string, contentType = 'text/csv') {
  return ratelens.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: csv,
  });
}

async function member(email: string) {
  const res = await injectAs(ratelens, 'GET', `/api/user/${encodeURIComponent(email)}`, ada);
  return res.statusCode === 200 ? res.json() : null;
}

describe('members from a CSV file', () => {
  it('adds the valid rows and reports every bad one with its line, code and reason', async () => {
    const csv = [
      'email,name,role',
      'ivy@acme-mutual.example,Ivy Import,user',
      'not-an-address,Nobody,user',
      'jon@acme-mutual.example,Jon Import,tenant-admin',
      'kim@acme-mutual.example,Kim Import,owner',
      'sam@acme-mutual.example,Sam Again,user',
      'IVY@acme-mutual.example,Ivy Twice,user',
      'root@acme-mutual.example,Root,system-admin',
      ',No Address,user',
      'lou@acme-mutual.example,,',
    ].join('\n');
    const res = await importCsv('/api/user/import', ada, csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rows: 9, created: 3 });
    expect(body.failed.map((f: { line: number; code: string }) => [f.line, f.code])).toEqual([
      [3, 'validation_failed'],
      [5, 'validation_failed'],
      [6, 'already_member'],
      [7, 'duplicate_row'],
      [8, 'role_not_grantable'],
      [9, 'validation_failed'],
    ]);
    expect(body.failed[1].detail).toContain("Unknown role 'owner'");
    expect(body.failed[3].detail).toContain('line 2');
    expect(await member('ivy@acme-mutual.example')).toMatchObject({ name: 'Ivy Import', roleName: 'user' });
    expect(await member('jon@acme-mutual.example')).toMatchObject({ roleName: 'tenant-admin' });
    // Name and role default: the part before the @, and user.
    expect(await member('lou@acme-mutual.example')).toMatchObject({ name: 'lou', roleName: 'user' });
    expect(await member('root@acme-mutual.example')).toBeNull();
  });

  it('refuses a file that is not CSV or has no email column as a whole, adding nobody', async () => {
    const header = await importCsv('/api/user/import', ada, 'mail,name\nzed@acme-mutual.example,Zed\n');
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({ code: 'validation_failed' });
    const ragged = await importCsv('/api/user/import', ada, 'email,name\n"zed@acme-mutual.example,Zed\n');
    expect(ragged.statusCode).toBe(400);
    expect(await member('zed@acme-mutual.example')).toBeNull();
    const empty = await importCsv('/api/user/import', ada, '');
    expect(empty.statusCode).toBe(400);
    const json = await importCsv(
      '/api/user/import',
      ada,
      JSON.stringify({ email: 'zed@x.example' }),
      'application/json',
    );
    expect(json.statusCode).toBe(415);
  });

  it('is for administrators only, and a system-admin imports into a named tenant', async () => {
    const denied = await importCsv('/api/user/import', sam, 'email\nmia@acme-mutual.example\n');
    expect(denied.statusCode).toBe(403);
    const res = await importCsv(
      `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/user/import`,
      admin,
      'email,name\nnia@birch-insurance.example,Nia\n',
    );
    expect(res.json()).toMatchObject({ rows: 1, created: 1, failed: [] });
    const other = await importCsv(
      `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/user/import`,
      ada,
      'email\nmia@birch-insurance.example\n',
    );
    expect(other.statusCode).toBe(403);
  });

  it('imports thousands of rows in one call and refreshes the users statistics afterwards', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `bulk${i}@acme-mutual.example,Bulk ${i},user`);
    const res = await importCsv('/api/user/import', ada, ['email,name,role', ...rows].join('\n'));
    expect(res.json()).toMatchObject({ rows: 1500, created: 1500, failed: [] });
    const { rows: stats } = await sql<{
      reltuples: number;
    }>`select reltuples from pg_class where relname = 'users'`.execute(ratelens.db);
    expect(Number(stats[0]?.reltuples)).toBeGreaterThanOrEqual(1500);
    const page = (await injectAs(ratelens, 'GET', '/api/user?filter=name|startswith|Bulk', ada)).json();
    expect(page).toMatchObject({ totalIsEstimate: true });
    expect(page.total).toBeGreaterThan(1000);
  }, 120_000);
});
