import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface E2EServer {
  port: number;
  baseURL: string;
  /** The server's DATA_DIR: a fresh PGlite database and the mail outbox the tests read codes from. */
  dataDir: string;
  env: Record<string, string>;
}

function server(port: number, env: Record<string, string> = {}): E2EServer {
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: path.join(repoRoot, '.tmp', `e2e-data-${port}`),
    env,
  };
}

// E2E_PORT lets a second checkout run its suite beside this one (two ports: E2E_PORT and E2E_PORT + 1).
const basePort = Number(process.env.E2E_PORT ?? 4173);

/** The server most tests use, with default token lifetimes. */
// Answers stream in pieces 120 ms apart (a few seconds per answer), slow enough to watch and to stop.
export const mainServer = server(basePort, { ANSWER_STREAM_CHUNK_MS: '120' });

/**
 * A server whose tokens expire after 10 seconds, to watch the client refresh them. Shorter lifetimes
 * flake on a loaded 2-core machine: 150 calls retried after a refresh can take longer than 3 s to be
 * answered, and the refreshed token then expires under them.
 */
export const SHORT_TOKEN_TTL_SECONDS = 10;

const UNREACHABLE_MODEL = 'http://127.0.0.1:9/v1';

export const shortTokenServer = server(basePort + 1, {
  ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS),
  // Its language model is configured but unreachable (nothing listens on the discard port), so its
  // document answers fall back to the extractive engine and say so (answer-engine-notice.spec.ts).
  LLM_BASE_URL: UNREACHABLE_MODEL,
});

export { repoRoot };
