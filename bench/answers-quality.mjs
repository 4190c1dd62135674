// Answer quality (issue 15): the project's own evaluation set (bench/answers-quality/: 12 documents as
// PDF, DOCX, HTML and Markdown, 140 questions, 31 of them with no answer in the documents, in a dev
// part, a first held-out part since read to fix misses, and a fresh held-out part never used for tuning) asked through document-analysis Q&A and through a chat's documents approach on
// a real server (Fastify on a loopback port, PGlite in a throwaway DATA_DIR, started from source through
// tsx so no build is needed), scored against hand-written answers; beside it, in the same run, the floor:
// MiniSearch (BM25) over the same documents' sentences, top sentence as the answer.
//   npm run bench -- answers-quality [--verbose dev|held|fresh|all] [--json FILE]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { report, runQualitySet } from './answers-quality/harness.mjs';
import { client, flag, root, signIn } from './lib/server.mjs';

register();
const { loadConfig } = await import('../apps/server/src/config.ts');
const { startServer } = await import('../apps/server/src/server.ts');
const { withTenant } = await import('../apps/server/src/db/tenant.ts');
const { DEMO_TENANT_IDS } = await import('../apps/server/src/db/seed.ts');

export async function benchAnswersQuality({
  verbose = flag('verbose', null),
  json = flag('json', null),
} = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ratelens-quality-'));
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(root, 'apps/web/dist'),
    }),
  );
  try {
    const target = { baseURL: server.url, dataDir };
    const tokens = await signIn(target, 'ada@acme-mutual.example');
    const api = client(target, tokens);
    const tenant = DEMO_TENANT_IDS.acmeMutual;
    const db = server.ratelens.db;
    const host = {
      api,
      async upload(url, files) {
        const form = new FormData();
        for (const f of files) form.append('files', new Blob([f.bytes], { type: f.type }), f.name);
        const res = await fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.id_token}` },
          body: form,
        });
        if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      },
      storedPage: (documentId, pageNo) =>
        withTenant(db, tenant, async (tx) => {
          const row = await tx
            .selectFrom('document_pages')
            .select('text')
            .where('document_id', '=', documentId)
            .where('page_no', '=', pageNo)
            .executeTakeFirst();
          return row?.text ?? null;
        }),
      documentsOf: (analysisId) =>
        withTenant(db, tenant, (tx) =>
          tx
            .selectFrom('documents')
            .select(['id', 'filename'])
            .where('analysis_id', '=', analysisId)
            .execute(),
        ),
    };
    const result = await runQualitySet(host, { log: (m) => console.log(`answers-quality ${m}`) });
    const figures = report(result);
    if (verbose) {
      for (const [name, rows] of [
        ['qa', result.qa],
        ['chat', result.chat],
      ])
        for (const r of rows) {
          if (verbose !== 'all' && r.question.split !== verbose) continue;
          const ok = r.question.absent ? r.score.refused : r.score.fact && r.score.topRight;
          if (ok) continue;
          const c = r.answer.citations[0];
          console.log(
            `\n[${name}] ${r.question.absent ? 'ABSENT' : `want ${r.question.facts.join(' / ')} in ${r.question.docs[0]} p${JSON.stringify(r.question.page)}`}\n  Q: ${r.question.q}\n  A: ${r.answer.text.slice(0, 300)}\n  top: ${c ? `${c.filename} p${c.page}` : '-'} fact=${r.score.fact} doc+page=${r.score.topRight}`,
          );
        }
    }
    if (json) writeFileSync(json, JSON.stringify(figures, null, 2));
    return figures;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnswersQuality();
