import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  webDist: string;
  publicUrl: string | null;
  openapiPath: string;
  /** The contract as JSON, written by the server build; used when it matches openapiPath's text. */
  openapiCachePath?: string;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  loginCodeTtlSeconds: number;
  loginCodeMaxAttempts: number;
  logLevel: string;
  trustProxy: boolean;
  rateLimit: { windowSeconds: number; perIp: number; failedCodesPerIp: number };
  /** The role queries run as. Only tests change it, to prove the start-up self-check refuses a privileged role. */
  dbAppRole: string;
  mailFrom: string;
  /** OpenAI-compatible endpoint for generative answers (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); null: extractive. */
  llm: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  /**
   * OpenAI-compatible embeddings endpoint for semantic retrieval (EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY,
   * EMBEDDINGS_MODEL, EMBEDDINGS_TIMEOUT_SECONDS, EMBEDDINGS_BATCH); null: lexical retrieval only.
   */
  embeddings?: {
    baseUrl: string;
    apiKey: string | null;
    model: string;
    timeoutMs: number;
    batch: number;
  } | null;
  /** Pause between streamed pieces of an answer (ANSWER_STREAM_CHUNK_MS); 0 sends them back to back. */
  answerStreamChunkMs?: number;
  /** Lease of a claimed document job (DOCUMENT_JOB_LEASE_SECONDS): how soon another process takes over a dead one's job. */
  documentJobLeaseSeconds?: number;
}

export class ConfigError extends Error {
  readonly code = 'invalid_config';
}

/**
 * The repository root holds openapi/openapi.yaml. Walking up from this module works both from src/ (tsx)
 * and from the esbuild bundle in dist/, which sit at different depths.
 */
export function findRepoRoot(start: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'openapi', 'openapi.yaml'))) return dir;
    if (path.dirname(dir) === dir) break;
  }
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'openapi', 'openapi.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = findRepoRoot();
  const logLevel = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`,
    );
  }
  const publicUrl = optional(env, 'PUBLIC_URL');
  if (publicUrl !== null && !/^https?:\/\/[^\s]+$/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  }
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? 'data'),
    databaseUrl,
    smtpUrl: optional(env, 'SMTP_URL'),
    webDist: path.resolve(root, optional(env, 'WEB_DIST') ?? path.join('apps', 'web', 'dist')),
    publicUrl: publicUrl?.replace(/\/+$/, '') ?? null,
    openapiPath: path.resolve(root, optional(env, 'OPENAPI_PATH') ?? path.join('openapi', 'openapi.yaml')),
    openapiCachePath: path.join(root, 'apps', 'server', 'dist', 'openapi.json'),
    accessTokenTtlSeconds: intVar(env, 'ACCESS_TOKEN_TTL_SECONDS', 600, 1, 86_400),
    sessionTtlSeconds: intVar(env, 'SESSION_TTL_SECONDS', 12 * 3600, 60, 30 * 86_400),
    loginCodeTtlSeconds: intVar(env, 'LOGIN_CODE_TTL_SECONDS', 600, 1, 3600),
    loginCodeMaxAttempts: 5,
    logLevel,
    trustProxy: optional(env, 'TRUST_PROXY') === 'true',
    rateLimit: {
      windowSeconds: intVar(env, 'SSO_RATE_LIMIT_WINDOW_SECONDS', 600, 1, 86_400),
      perIp: intVar(env, 'SSO_RATE_LIMIT_PER_IP', 300, 1, 1_000_000),
      failedCodesPerIp: intVar(env, 'SSO_FAILED_CODES_PER_IP', 30, 1, 1_000_000),
    },
    dbAppRole: 'ratelens_app',
    mailFrom: optional(env, 'MAIL_FROM') ?? 'Ratelens <no-reply@ratelens.example>',
    llm: llmConfig(env),
    embeddings: embeddingsConfig(env),
    answerStreamChunkMs: intVar(env, 'ANSWER_STREAM_CHUNK_MS', 20, 0, 1000),
    documentJobLeaseSeconds: intVar(env, 'DOCUMENT_JOB_LEASE_SECONDS', 30, 2, 3600),
  };
}

function llmConfig(env: NodeJS.ProcessEnv): ServerConfig['llm'] {
  const baseUrl = optional(env, 'LLM_BASE_URL');
  if (baseUrl === null) return null;
  if (!/^https?:\/\/[^\s]+$/.test(baseUrl))
    throw new ConfigError(`LLM_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: optional(env, 'LLM_API_KEY'),
    model: optional(env, 'LLM_MODEL') ?? 'gpt-4o-mini',
    timeoutMs: intVar(env, 'LLM_TIMEOUT_SECONDS', 60, 1, 600) * 1000,
  };
}

function embeddingsConfig(env: NodeJS.ProcessEnv): ServerConfig['embeddings'] {
  const baseUrl = optional(env, 'EMBEDDINGS_BASE_URL');
  if (baseUrl === null) return null;
  if (!/^https?:\/\/[^\s]+$/.test(baseUrl))
    throw new ConfigError(`EMBEDDINGS_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: optional(env, 'EMBEDDINGS_API_KEY'),
    model: optional(env, 'EMBEDDINGS_MODEL') ?? 'text-embedding-3-small',
    timeoutMs: intVar(env, 'EMBEDDINGS_TIMEOUT_SECONDS', 30, 1, 600) * 1000,
    batch: intVar(env, 'EMBEDDINGS_BATCH', 64, 1, 2048),
  };
}
