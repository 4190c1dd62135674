import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { client, signIn } from './lib/server.mjs';
import { renderQualityDocuments } from './answers-quality/render.mjs';
import { QUALITY_QUESTIONS } from './answers-quality/questions.mjs';
register();
const { loadConfig } = await import('../apps/server/src/config.ts');
const { startServer } = await import('../apps/server/src/server.ts');
const { withTenant } = await import('../apps/server/src/db/tenant.ts');
const { DEMO_TENANT_IDS } = await import('../apps/server/src/db/seed.ts');
const { gatherEvidence } = await import('../apps/server/src/services/answers/evidence.ts');
const { readEvidence } = await import('../apps/server/src/services/answers/reader.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ratelens-dbg-'));
const server = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }));
const target = { baseURL: server.url, dataDir };
const tokens = await signIn(target, 'ada@acme-mutual.example');
const api = client(target, tokens);
const uc = (await api('GET', '/api/usecase?pageSize=100')).items.find((u) => u.key === 'docAnalysis');
const an = await api('POST', `/api/usecase/${uc.id}/docs/analysis`, { name: 'dbg', questionIds: [] });
const form = new FormData();
for (const f of await renderQualityDocuments()) form.append('files', new Blob([f.bytes], { type: f.type }), f.name);
await fetch(`${server.url}/api/usecase/${uc.id}/docs/analysis/${an.id}/documents`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}` }, body: form });
for (;;) { const s = await api('GET', `/api/usecase/${uc.id}/docs/analysis/${an.id}/analyse_status`); if (s.documentsTotal > 0 && s.documentsDone >= s.documentsTotal) break; await new Promise((r) => setTimeout(r, 200)); }
const only = process.argv[2];
for (const q of QUALITY_QUESTIONS.filter((q) => q.split === 'dev' && (!only || q.q.includes(only)))) {
  const ev = await withTenant(server.ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) => gatherEvidence(tx, q.q, { analysisId: an.id }));
  const { readings, types } = readEvidence(ev);
  const t = readings[0];
  console.log(`${q.absent ? 'ABS' : 'ANS'} cov=${t ? t.coverage.toFixed(2) : '-'} typed=${t?.typed} ${types} | ${q.q}`);
  if (only) { console.log(ev.lexemes, ev.facetLexemes, ev.passages.length); for (const r of readings.slice(0, 5)) console.log('   ', r.score.toFixed(2), r.coverage.toFixed(2), r.typed, r.sentence.text.slice(0, 100), '<', r.sentence.lexemes.join(',')); }
}
await server.close();
