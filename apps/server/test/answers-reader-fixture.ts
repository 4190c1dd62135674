import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { call, expectCitationResolves, multipart, waitForAnalysis } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

const ACME = DEMO_TENANT_IDS.acmeMutual;
const DOCS = USE_CASE_IDS.docAnalysis;

/** What the extractive engine answers when no passage supports the question. */
export const NOT_FOUND = 'I could not find this in the documents.';

/**
 * The reader on documents written for a test: boots the app, uploads `files` (Markdown) into one new
 * analysis of the demo tenant and waits until they are indexed (hooks registered for the calling test
 * file). `ask` adds a question to that analysis and answers its text and top citation's file name,
 * having checked that every citation quotes stored text.
 */
export function readerOnDocuments(name: string, files: { name: string; bytes: string }[]) {
  let env: TestEnv;
  let ratelens: RatelensApp;
  let token: string;
  let analysisId: string;

  beforeAll(async () => {
    env = await createTestEnv();
    ratelens = await bootApp(env);
    token = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
    const base = `/api/usecase/${DOCS}/docs/analysis`;
    const created = await call(ratelens, token, 'POST', base, { name, questionIds: [] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    analysisId = String(created.body.id);
    const { payload, headers } = multipart(files.map((f) => ({ ...f, type: 'text/markdown' })));
    const up = await ratelens.app.inject({
      method: 'POST',
      url: `${base}/${analysisId}/documents`,
      headers: { ...bearer(token), ...headers },
      payload,
    });
    expect(up.statusCode, up.body).toBe(202);
    await waitForAnalysis(
      ratelens,
      token,
      DOCS,
      analysisId,
      (s) =>
        Number(s.documentsTotal) > 0 &&
        Number(s.documentsDone) >= Number(s.documentsTotal) &&
        s.status !== 'running' &&
        s.status !== 'queued',
    );
  }, 120_000);

  afterAll(async () => {
    await ratelens?.close();
    await env?.dispose();
  });

  return async function ask(text: string) {
    const q = await call(ratelens, token, 'POST', `/api/usecase/${DOCS}/questions`, { text });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    const res = await call(
      ratelens,
      token,
      'POST',
      `/api/usecase/${DOCS}/docs/analysis/${analysisId}/qa/${String(q.body.id)}/add`,
    );
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const body = res.body as {
      answer: string | null;
      citations: { kind: string; documentId: string; filename: string; quote: string; page: number | null }[];
    };
    for (const c of body.citations) await expectCitationResolves(ratelens, ACME, c);
    return { text: body.answer ?? '', top: body.citations[0]?.filename ?? null };
  };
}
