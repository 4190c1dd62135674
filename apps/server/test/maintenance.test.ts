import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { removalDeps } from '../src/http/handlers/maintenance.ts';
import { runDuePurges } from '../src/services/maintenance/purges.ts';
import { DATABASE_URL, bootApp, createTestEnv, signIn, type TestEnv, injectAs } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let admin: string;
let ada: string;
let sam: string;
let bo: string;
const ACME = DEMO_TENANT_IDS.acmeMutual;
const BIRCH = DEMO_TENANT_IDS.birchInsurance;

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
  bo = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function call(method: string, url: string, token: string, payload?: unknown) {
  return injectAs(ratelens, method, url, token, payload);
}

async function giveFeedback(token: string, message: string) {
  const types = (await call('GET', '/api/user/feedbacktype', token)).json() as { id: string }[];
  const res = await call('POST', '/api/user/feedback', token, {
    feedbackType: types[0]!.id,
    message,
    pageUrl: '/dashboard',
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

function count(tenantId: string, table: string) {
  return withTenant(ratelens.db, tenantId, async (tx) => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(tx);
    return rows[0]!.n;
  });
}

async function archiveOf(ref: string): Promise<{ tables: Record<string, unknown[]>; createdBy: string }> {
  if (DATABASE_URL) {
    const id = ref.replace(/^data_archives:/, '');
    const { rows } = await env.adminQuery('select payload from data_archives where id = $1', [id]);
    return rows[0].payload;
  }
  return JSON.parse(await readFile(ref, 'utf8'));
}

describe('tenant reset', () => {
  it('previews, needs the slug, then archives, deletes and audits in one go, leaving other tenants alone', async () => {
    for (const m of ['one', 'two', 'three']) await giveFeedback(sam, m);
    await giveFeedback(bo, 'birch');
    const before = await count(ACME, 'feedback');
    expect(before).toBeGreaterThanOrEqual(3);

    const preview = await call('POST', `/api/tenant/${ACME}/reset`, ada, { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json();
    expect(p).toMatchObject({ dryRun: true, kind: 'tenant-reset', tenantId: ACME, confirm: 'acme-mutual' });
    expect(p.counts).toContainEqual({ key: 'feedback', label: 'feedback', count: before });
    expect(p.total).toBe(p.counts.reduce((n: number, c: { count: number }) => n + c.count, 0));
    expect(await count(ACME, 'feedback')).toBe(before);

    expect((await call('POST', `/api/tenant/${ACME}/reset`, ada, {})).json()).toMatchObject({
      status: 400,
      code: 'confirmation_required',
    });
    expect(
      (await call('POST', `/api/tenant/${ACME}/reset`, ada, { confirm: 'birch-insurance' })).json(),
    ).toMatchObject({
      status: 400,
      code: 'confirmation_mismatch',
    });
    expect(await count(ACME, 'feedback')).toBe(before);
    expect(
      (await call('POST', `/api/tenant/${ACME}/reset`, sam, { confirm: 'acme-mutual' })).statusCode,
    ).toBe(403);

    const run = await call('POST', `/api/tenant/${ACME}/reset`, ada, { confirm: 'acme-mutual' });
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json()).toMatchObject({
      kind: 'tenant-reset',
      status: 'succeeded',
      progress: 100,
      error: null,
    });
    expect(await count(ACME, 'feedback')).toBe(0);
    expect(await count(BIRCH, 'feedback')).toBe(1);
    expect(await count(ACME, 'users')).toBe(2);

    const audit = await withTenant(ratelens.db, ACME, (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['actor', 'detail', 'at'])
        .where('action', '=', 'data.tenant-reset')
        .executeTakeFirstOrThrow(),
    );
    expect(audit.actor).toBe('ada@acme-mutual.example');
    const detail = audit.detail as { archive: string; deleted: number };
    expect(detail.deleted).toBeGreaterThanOrEqual(before);
    const archive = await archiveOf(detail.archive);
    expect(archive.createdBy).toBe('ada@acme-mutual.example');
    expect((archive.tables.feedback as { message: string }[]).map((f) => f.message).sort()).toEqual(
      expect.arrayContaining(['one', 'three', 'two']),
    );
    if (!DATABASE_URL) {
      const files = await readdir(path.join(env.dataDir, 'archives', ACME));
      expect(files.some((f) => f.endsWith('-tenant-reset.json'))).toBe(true);
    }
  });

  it('lets a system-admin reset a named tenant and refuses a tenant-admin naming another tenant', async () => {
    expect((await call('POST', `/api/tenant/${BIRCH}/reset`, ada, { dryRun: true })).statusCode).toBe(404);
    const res = await call('POST', `/api/tenant/${BIRCH}/reset`, admin, { dryRun: true });
    expect(res.json()).toMatchObject({ tenantId: BIRCH, confirm: 'birch-insurance' });
  });

  it('previews a use-case reset', async () => {
    const res = await call('POST', `/api/tenant/${ACME}/reset/usecase`, ada, {
      usecaseIds: ['3f0c2a6e-8d1b-4c5e-9f7a-1b2c3d4e5f60'],
      dryRun: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'usecase-reset', total: 0 });
  });
});

describe('purge', () => {
  it('previews and schedules a purge, which the runner archives and executes for old rows only', async () => {
    for (const m of ['old-1', 'old-2', 'new-1']) await giveFeedback(sam, m);
    await withTenant(ratelens.db, ACME, (tx) =>
      sql`update feedback set created_at = now() - interval '40 days' where message like 'old-%'`.execute(tx),
    );
    const targets = [{ kind: 'feedback', olderThanDays: 30 }];
    const preview = await call('POST', `/api/tenant/${ACME}/purge`, ada, {
      targets,
      reason: 'retention',
      dryRun: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().counts).toContainEqual({ key: 'feedback', label: 'feedback', count: 2 });
    expect(
      (await call('POST', `/api/tenant/${ACME}/purge`, ada, { targets, reason: 'retention' })).json(),
    ).toMatchObject({
      code: 'confirmation_required',
    });

    const created = await call('POST', `/api/tenant/${ACME}/purge`, ada, {
      targets,
      reason: 'retention',
      confirm: 'acme-mutual',
      scheduledFor: new Date().toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const purge = created.json();
    expect(purge).toMatchObject({
      status: 'scheduled',
      requestedBy: 'ada@acme-mutual.example',
      targets,
      deletedCount: null,
    });

    expect(await runDuePurges(removalDeps(ratelens.deps))).toBe(1);
    const list = (await call('GET', `/api/tenant/${ACME}/purge?filter=status|eq|completed`, ada)).json();
    expect(list.items).toMatchObject([{ id: purge.id, status: 'completed', deletedCount: 2 }]);
    expect(list.items[0].completedAt).toEqual(expect.any(String));
    const left = await withTenant(ratelens.db, ACME, (tx) =>
      tx.selectFrom('feedback').select('message').execute(),
    );
    expect(left.map((r) => r.message)).toEqual(['new-1']);
    const row = await withTenant(ratelens.db, ACME, (tx) =>
      tx
        .selectFrom('purge_requests')
        .select('archive_ref')
        .where('id', '=', purge.id)
        .executeTakeFirstOrThrow(),
    );
    const archive = await archiveOf(row.archive_ref!);
    expect((archive.tables.feedback as { message: string }[]).map((f) => f.message).sort()).toEqual([
      'old-1',
      'old-2',
    ]);
    expect((await call('DELETE', `/api/tenant/${ACME}/purge/${purge.id}`, ada)).json()).toMatchObject({
      status: 409,
      code: 'purge_started',
    });
    expect(await runDuePurges(removalDeps(ratelens.deps))).toBe(0);
  });

  it('defaults to a day ahead so it can be cancelled; refuses a time in the past', async () => {
    const created = (
      await call('POST', `/api/tenant/${ACME}/purge`, ada, {
        targets: [{ kind: 'notifications' }],
        reason: 'tidy',
        confirm: 'acme-mutual',
      })
    ).json();
    expect(new Date(created.scheduledFor).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await runDuePurges(removalDeps(ratelens.deps))).toBe(0);
    expect((await call('DELETE', `/api/tenant/${ACME}/purge/${created.id}`, ada)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/tenant/${ACME}/purge/${created.id}`, ada)).json()).toMatchObject({
      code: 'not_scheduled',
    });
    expect(
      (await call('DELETE', `/api/tenant/${ACME}/purge/3f0c2a6e-8d1b-4c5e-9f7a-1b2c3d4e5f60`, ada))
        .statusCode,
    ).toBe(404);
    const past = await call('POST', `/api/tenant/${ACME}/purge`, ada, {
      targets: [{ kind: 'feedback' }],
      reason: 'x',
      confirm: 'acme-mutual',
      scheduledFor: '2001-01-01T00:00:00Z',
    });
    expect(past.json()).toMatchObject({ status: 400, code: 'validation_failed' });
    const bad = await call('POST', `/api/tenant/${ACME}/purge`, ada, {
      targets: [{ kind: 'users' }],
      reason: 'x',
    });
    expect(bad.json()).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
