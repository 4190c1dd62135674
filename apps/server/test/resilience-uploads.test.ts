import { USE_CASE_IDS } from '@ratelens/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { call, multipart, waitForAnalysis } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

const ACME = DEMO_TENANT_IDS.acmeMutual;
const DOCS = USE_CASE_IDS.docAnalysis;
const base = `/api/usecase/${DOCS}/docs/analysis`;
const PAGES = 3000;

let env: TestEnv;
let ratelens: RatelensApp;
let ada: string;

async function upload(analysisId: string, files: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(files);
  const res = await ratelens.app.inject({
    method: 'POST',
    url: `${base}/${analysisId}/documents`,
    headers: { ...bearer(ada), ...headers },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

async function newAnalysis(name: string) {
  const res = await call(ratelens, ada, 'POST', base, { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.id);
}

async function thousandsOfPages(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= PAGES; i++) {
    const page = pdf.addPage([300, 200]);
    page.drawText(`Rate filing page ${i}: base rate rises ${i % 9} percent.`, {
      x: 10,
      y: 100,
      size: 8,
      font,
    });
  }
  return pdf.save();
}

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

describe('hostile uploads', () => {
  it(`caps a ${PAGES}-page PDF with a clear message, staying healthy with bounded memory`, async () => {
    const bytes = await thousandsOfPages();
    const id = await newAnalysis('Thousands of pages');
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    try {
      const res = await upload(id, [{ name: 'huge.pdf', bytes, type: 'application/pdf' }]);
      if (res.status !== 202) {
        // Refusing outright is acceptable, as long as it says why.
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(String(res.body.detail)).toMatch(/page/i);
        return;
      }
      const health = await ratelens.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const status = await waitForAnalysis(ratelens, ada, DOCS, id, undefined, 240_000);
      expect(['ready', 'failed']).toContain(status.status);
      const doc = (res.body.documents as { id: string }[])[0]!;
      const stored = await withTenant(ratelens.db, ACME, (tx) =>
        tx
          .selectFrom('document_pages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('document_id', '=', doc.id)
          .executeTakeFirstOrThrow(),
      );
      // Indexed pages are capped well below what was sent, and the caller is told the file was cut.
      expect(Number(stored.n)).toBeGreaterThan(0);
      expect(Number(stored.n)).toBeLessThan(PAGES);
      const analysis = await call(ratelens, ada, 'GET', `${base}/${id}`);
      expect(JSON.stringify(analysis.body)).toMatch(
        /truncat|very long|first part|first \d+ pages|page limit/i,
      );
    } finally {
      clearInterval(sampler);
    }
    const health = await ratelens.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(peak - before, `RSS grew by ${Math.round((peak - before) / 1e6)} MB`).toBeLessThan(
      600 * 1024 * 1024,
    );
  }, 300_000);

  it('keeps Markdown scripts and javascript: links inert', async () => {
    const id = await newAnalysis('Markdown with active content');
    const md =
      '# Rate notice\n\nThe base rate rises 4 percent.\n\n<script>alert(document.cookie)</script>\n\n' +
      '[click me](javascript:alert(1)) <img src=x onerror=alert(2)> <iframe src="https://evil.example"></iframe>\n';
    const res = await upload(id, [{ name: 'notice.md', bytes: md, type: 'text/markdown' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await waitForAnalysis(ratelens, ada, DOCS, id);
    const doc = (res.body.documents as { id: string }[])[0]!;
    const page = await withTenant(ratelens.db, ACME, (tx) =>
      tx
        .selectFrom('document_pages')
        .select('text')
        .where('document_id', '=', doc.id)
        .executeTakeFirstOrThrow(),
    );
    expect(page.text).toContain('The base rate rises 4 percent.');
    expect(page.text).not.toMatch(/<script|document\.cookie|<iframe/i);
    const view = await ratelens.app.inject({
      method: 'GET',
      url: `/api/usecase/${USE_CASE_IDS.compIntel}/chats/view?filename=notice.md`,
      headers: bearer(ada),
    });
    expect(view.statusCode).toBe(200);
    // Served as text the browser will not render as a page of our origin: never text/html, never sniffed.
    expect(String(view.headers['content-type'])).not.toMatch(/html/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    const health = await ratelens.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
