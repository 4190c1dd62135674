// The setup of the benches that ask the answer engine on the server's own code (answers-quality,
// answers-engines, answers-scale): the API server started from source through tsx (no build needed) on a
// loopback port, on PGlite in a throwaway DATA_DIR, with the demo analyst of Acme Mutual signed in, and
// the quality harness's host (API, upload, stored page and document look-ups in the tenant's transaction).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { databaseLookups } from '../answers-quality/harness.mjs';
import { root } from './server.mjs';
import { session } from './session.mjs';

register();
const { loadConfig } = await import('../../apps/server/src/config.ts');
const { startServer } = await import('../../apps/server/src/server.ts');
const { withTenant } = await import('../../apps/server/src/db/tenant.ts');
const { DEMO_TENANT_IDS } = await import('../../apps/server/src/db/seed.ts');

/**
 * The optional semantic retrieval settings taken from the bench's own environment (EMBEDDINGS_BASE_URL,
 * EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL, EMBEDDINGS_TIMEOUT_SECONDS, EMBEDDINGS_BATCH), so that
 * `EMBEDDINGS_BASE_URL=... npm run bench -- answers-quality` (or answers-scale) indexes the documents with
 * vectors and fuses the nearest chunks into retrieval; without EMBEDDINGS_BASE_URL nothing is passed and the
 * answers stay lexical, as before. e.g. bench/embeddings-local/server.mjs serves such an endpoint.
 */
export function embeddingsEnv(source = process.env) {
  if (!source.EMBEDDINGS_BASE_URL) return {};
  return Object.fromEntries(Object.entries(source).filter(([k, v]) => k.startsWith('EMBEDDINGS_') && v));
}

/**
 * `name` names the DATA_DIR, `env` adds settings (EMBEDDINGS_BASE_URL, LLM_BASE_URL...; the EMBEDDINGS_*
 * variables of the environment are passed by default, see embeddingsEnv). Returns { url, api, upload, host,
 * inTenant(fn), close }; close stops the server and removes its DATA_DIR.
 */
export async function startAnswersServer({ name = 'answers', env = {}, logLevel = 'warn' } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ratelens-${name}-`));
  let server;
  try {
    server = await startServer(
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: logLevel,
        WEB_DIST: path.join(root, 'apps/web/dist'),
        ...embeddingsEnv(),
        ...env,
      }),
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const close = async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { api, upload, token } = await session({ baseURL: server.url, dataDir });
    const tenant = DEMO_TENANT_IDS.acmeMutual;
    const db = server.ratelens.db;
    return {
      url: server.url,
      api,
      upload,
      token,
      host: { api, upload, ...databaseLookups(db, tenant, withTenant) },
      inTenant: (fn) => withTenant(db, tenant, fn),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
