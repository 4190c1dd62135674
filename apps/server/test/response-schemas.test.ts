import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { AppDeps, OperationHandlers } from '../src/http/context.ts';
import { loadSpec } from '../src/http/openapi.ts';
import { installErrorHandler } from '../src/http/problem.ts';
import { registerSpecRoutes } from '../src/http/routes.ts';

// Public operations need no deps, so the spec routes can be mounted on a bare Fastify with fake handlers
// that return more (or less) than their response schema allows.
let app: FastifyInstance;
const errors: unknown[] = [];

const handlers: OperationHandlers = {
  health: async () => ({ status: 'ok', databaseUrl: 'postgres://secret@db/ratelens' }),
  exchangeCode: async () => ({
    access_token: 'a',
    refresh_token: 'r',
    id_token: 'i',
    tenantId: '00000000-0000-4000-8000-000000000002',
    expires_in: 600,
    token_type: 'Bearer',
    sessionId: 'internal-session-id',
    codeHash: 'internal-hash',
  }),
  ready: async () => ({}),
};

beforeAll(async () => {
  const spec = await loadSpec(loadConfig({}).openapiPath);
  app = Fastify({
    logger: false,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        strict: false,
        formats: {
          binary: true,
          byte: true,
          int32: true,
          int64: true,
          float: true,
          double: true,
          password: true,
        },
      },
    },
  });
  installErrorHandler(app);
  app.addHook('onError', async (_request, _reply, error) => {
    errors.push(error);
  });
  registerSpecRoutes(app, spec, {} as AppDeps, handlers);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('responses serialized by their schema', () => {
  it('drops a field the response schema does not declare', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.body).not.toContain('secret');
  });

  it('drops internal fields of a nested $ref schema and keeps every declared one', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sso/token',
      payload: { email: 'ada@acme-mutual.example', code: '123456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      id_token: 'i',
      tenantId: '00000000-0000-4000-8000-000000000002',
      expires_in: 600,
      token_type: 'Bearer',
    });
  });

  it('answers a problem, not a broken body, when a required field is missing', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'internal_error' });
    expect(String(errors.at(-1))).toMatch(/status/);
  });
});
