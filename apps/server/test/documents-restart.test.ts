import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS, renderSampleDocx, renderSamplePdf } from '../src/analytics/index.ts';
import type { RatelensApp } from '../src/app.ts';
import { call, multipart, waitForAnalysis } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// A server closed in the middle of an analysis leaves no job stuck: on the next start the job resumes
// from its unfinished steps, and a job interrupted too often is failed with its analysis.

const DOCS = USE_CASE_IDS.docAnalysis;
const base = `/api/usecase/${DOCS}/docs/analysis`;

let env: TestEnv;
let ratelens: RatelensApp | null = null;

/** SQL as the database owner while no server runs (PGlite files directly, or the PostgreSQL test database). */
async function ownerSql(text: string): Promise<Record<string, unknown>[]> {
  if (env.databaseUrl) return (await env.adminQuery(text)).rows as Record<string, unknown>[];
  const db = await PGlite.create(path.join(env.dataDir, 'pglite'));
  try {
    const results = await db.exec(text);
    return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
  } finally {
    await db.close();
  }
}

async function boot(): Promise<{ app: RatelensApp; token: string }> {
  ratelens = await bootApp(env);
  const token = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  return { app: ratelens, token };
}

async function close(): Promise<void> {
  await ratelens?.close();
  ratelens = null;
}

beforeAll(async () => {
  env = await createTestEnv();
});

afterAll(async () => {
  await close();
  await env?.dispose();
});

describe('analysis jobs across restarts', () => {
  let analysisId: string;
  let smallId: string;

  it('resumes an analysis after the server is closed in the middle of it', async () => {
    const { app, token } = await boot();
    const created = await call(app, token, 'POST', base, { name: 'Twenty filings' });
    analysisId = String(created.body.id);
    const files: { name: string; bytes: Uint8Array }[] = [];
    for (const doc of SAMPLE_DOCUMENTS) {
      files.push({ name: `${doc.fileName}.pdf`, bytes: await renderSamplePdf(doc) });
      files.push({ name: `${doc.fileName}.docx`, bytes: await renderSampleDocx(doc) });
    }
    for (const doc of SAMPLE_DOCUMENTS.slice(0, 6))
      files.push({ name: `copy-${doc.fileName}.pdf`, bytes: await renderSamplePdf(doc) });
    expect(files).toHaveLength(20);
    const { payload, headers } = multipart(files);
    const up = await app.app.inject({
      method: 'POST',
      url: `${base}/${analysisId}/documents`,
      headers: { ...bearer(token), ...headers },
      payload,
    });
    expect(up.statusCode, up.body).toBe(202);
    const mid = await waitForAnalysis(
      app,
      token,
      DOCS,
      analysisId,
      (s) => Number(s.documentsDone) >= 1,
      60_000,
    );
    await close();
    // Closed mid-run: the proof needs an unfinished analysis at this point.
    expect(mid.status).toBe('analysing');
    expect(Number(mid.documentsDone)).toBeLessThan(20);
    const jobs = await ownerSql(`select status from document_jobs where analysis_id = '${analysisId}'`);
    expect(jobs.map((j) => j.status)).toEqual(['queued']);

    const again = await boot();
    const done = await waitForAnalysis(again.app, again.token, DOCS, analysisId);
    expect(done).toMatchObject({ status: 'ready', documentsDone: 20, documentsTotal: 20, progress: 100 });
    const chunks = await ownerSql(
      `select count(distinct d.id)::int as docs from documents d join document_chunks c on c.tenant_id = d.tenant_id and c.document_id = d.id where d.analysis_id = '${analysisId}'`,
    );
    expect(chunks[0]!.docs).toBe(20);

    const small = await call(again.app, again.token, 'POST', base, { name: 'Small' });
    smallId = String(small.body.id);
    const note = multipart([{ name: 'note.txt', bytes: 'The proposed effective date is May 1, 2026.' }]);
    await again.app.app.inject({
      method: 'POST',
      url: `${base}/${smallId}/documents`,
      headers: { ...bearer(again.token), ...note.headers },
      payload: note.payload,
    });
    await waitForAnalysis(again.app, again.token, DOCS, smallId);
    await close();
  }, 240_000);

  it('takes over jobs a crashed process left running, and fails a job interrupted too often', async () => {
    // A crash: the process died holding leases, mid-way through both analyses. On PGlite the start-up
    // releases every lease (one process owns the files); on PostgreSQL the leases have run out.
    const lease = env.databaseUrl ? "now() - interval '1 second'" : "now() + interval '1 hour'";
    await ownerSql(`
      update document_analyses set status = 'analysing', stage = 'indexing', progress = 40 where id in ('${analysisId}', '${smallId}');
      delete from document_pages where document_id in (
        select id from documents where analysis_id = '${analysisId}' order by uploaded_at desc, id limit 5);
      update documents set status = 'extracting' where analysis_id = '${analysisId}'
        and id not in (select document_id from document_pages);
      update analysis_questions set status = 'answering', answer = null where analysis_id = '${analysisId}';
      insert into document_jobs (tenant_id, analysis_id, kind, status, attempts, lease_until)
        select tenant_id, id, 'analyse', 'running', 1, ${lease} from document_analyses where id = '${analysisId}';
      insert into document_jobs (tenant_id, analysis_id, kind, status, attempts, lease_until)
        select tenant_id, id, 'analyse', 'running', 3, ${lease} from document_analyses where id = '${smallId}';
    `);
    const pending = await ownerSql(
      `select count(*)::int as n from documents where analysis_id = '${analysisId}' and status = 'extracting'`,
    );
    expect(pending[0]!.n).toBe(5);

    const { app, token } = await boot();
    const resumed = await waitForAnalysis(
      app,
      token,
      DOCS,
      analysisId,
      (s) => s.status === 'ready' || s.status === 'failed',
      90_000,
    );
    expect(resumed).toMatchObject({ status: 'ready', documentsDone: 20, progress: 100 });
    const given = await waitForAnalysis(app, token, DOCS, smallId, (s) => s.status === 'failed', 30_000);
    expect(String(given.error)).toMatch(/interrupted too many times/);
    const jobs = await ownerSql(
      `select analysis_id::text as analysis, status, error from document_jobs where analysis_id in ('${analysisId}', '${smallId}') and status not in ('done')`,
    );
    expect(jobs).toEqual([
      { analysis: smallId, status: 'failed', error: expect.stringMatching(/interrupted 3 times/) },
    ]);
    const stuck = await ownerSql(
      `select count(*)::int as n from document_jobs where status in ('queued', 'running')`,
    );
    expect(stuck[0]!.n).toBe(0);
    const answered = await ownerSql(
      `select count(*)::int as n from analysis_questions where analysis_id = '${analysisId}' and status <> 'answered'`,
    );
    expect(answered[0]!.n).toBe(0);
  }, 180_000);
});
