import type { RatelensApp } from '../src/app.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// Shared set-up of the analytics tests: one app per file with the demo seed, and a caller per demo user.

export const USERS = {
  admin: 'admin@ratelens.example',
  ada: 'ada@acme-mutual.example',
  sam: 'sam@acme-mutual.example',
  bo: 'bo@birch-insurance.example',
  lee: 'lee@birch-insurance.example',
} as const;

export type Who = keyof typeof USERS;
export type Json = Record<string, unknown>;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AnalyticsHarness {
  env: TestEnv;
  ratelens: RatelensApp;
  call<T = Json>(
    who: Who,
    method: string,
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; body: T; raw: string; bytes: Buffer; type: string }>;
  /** The id token of a demo user, for requests the JSON helper cannot send (multipart). */
  token(who: Who): string;
  close(): Promise<void>;
}

export async function startAnalytics(): Promise<AnalyticsHarness> {
  const env = await createTestEnv();
  const ratelens = await bootApp(env);
  const tokens = new Map<Who, string>();
  for (const who of Object.keys(USERS) as Who[]) {
    tokens.set(who, (await signIn(ratelens, env.dataDir, USERS[who])).id_token);
  }
  return {
    env,
    ratelens,
    async call<T>(who: Who, method: string, url: string, payload?: unknown) {
      const res = await ratelens.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(tokens.get(who)!),
        ...(payload !== undefined ? { payload: payload as Json } : {}),
      });
      const type = String(res.headers['content-type'] ?? '');
      const body = (type.includes('json') && res.body ? res.json() : {}) as T;
      return { status: res.statusCode, body, raw: res.body, bytes: res.rawPayload, type };
    },
    token: (who) => tokens.get(who)!,
    async close() {
      await ratelens.close();
      await env.dispose();
    },
  };
}

export const q = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** POST /api/data-ingestion as `who`: one CSV file of `dataset` (multipart, as the web upload sends it). */
export async function ingestCsvAs(h: AnalyticsHarness, who: Who, name: string, dataset: string, csv: string) {
  const boundary = '----ratelens-ingest-boundary';
  const part = (field: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n` +
    `${filename ? 'Content-Type: text/csv\r\n' : ''}\r\n${value}\r\n`;
  const res = await h.ratelens.app.inject({
    method: 'POST',
    url: '/api/data-ingestion',
    headers: {
      authorization: `Bearer ${h.token(who)}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.from(
      `${part('name', name)}${part('dataset', dataset)}${part('file', csv, `${dataset}.csv`)}--${boundary}--\r\n`,
    ),
  });
  const first = res.json() as Json & { rejects: Json[] };
  // 202: the load was recorded and runs in batches after the answer; the test reads its end.
  const body = res.statusCode === 202 ? await finishedLoad(h, who, String(first.id)) : first;
  return { status: res.statusCode, body, accepted: first };
}

/** Polls GET /api/data-ingestion/{id} until the load is no longer queued or running. */
export async function finishedLoad(h: AnalyticsHarness, who: Who, id: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await h.call<Json & { rejects: Json[] }>(
      who,
      'GET',
      `/api/data-ingestion/${id}`,
    );
    if (status !== 200) throw new Error(`reading load ${id} answered ${status}`);
    if (body.status !== 'queued' && body.status !== 'running') return body;
    if (Date.now() > until) throw new Error(`load ${id} still ${String(body.status)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
