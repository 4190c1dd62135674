import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import {
  requirePrincipal,
  tenantScoped,
  withRequestTenant,
  type HandlerContext,
} from '../src/http/context.ts';
import { bearer, bootApp, createTestEnv, injectAs, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let token = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAUSE_MS = 40;

/**
 * now() is the start of the current transaction: when the handler runs in the transaction the guard
 * authenticated in, it is earlier than the handler's own start; a transaction of its own starts later.
 */
async function transactionStartVersusHandler(ctx: HandlerContext): Promise<void> {
  const principal = requirePrincipal(ctx);
  const enteredAt = Date.now();
  await sleep(PAUSE_MS);
  const row = await withRequestTenant(ctx, principal.tenantId, (tx) =>
    sql<{
      started: Date;
      tenant: string;
    }>`select now() as started, current_setting('app.tenant_id') as tenant`
      .execute(tx)
      .then((r) => r.rows[0]!),
  );
  ctx.reply.header(
    'x-tx-started-before-handler',
    String(new Date(row.started).getTime() < enteredAt + PAUSE_MS / 2),
  );
  ctx.reply.header('x-tx-tenant', row.tenant);
}

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(
    env,
    {},
    {
      handlers: {
        // Not the real handlers: probes standing in for a tenant-scoped GET and a tenant-scoped POST.
        listAgents: tenantScoped(async (ctx) => {
          await transactionStartVersusHandler(ctx);
          return { items: [], page: 1, pageSize: 20, total: 0 };
        }),
        createAgent: tenantScoped(async (ctx) => {
          await transactionStartVersusHandler(ctx);
          ctx.reply.code(204);
          return undefined;
        }),
      },
    },
  );
  token = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

describe('one transaction per request', () => {
  it('runs a bodiless tenant-scoped call in the transaction the caller was authenticated in', async () => {
    const res = await injectAs(ratelens, 'GET', '/api/agent', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-tx-started-before-handler']).toBe('true');
    expect(res.headers['x-tx-tenant']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens its own transaction for a call with a body, so an upload never holds the connection', async () => {
    const res = await injectAs(ratelens, 'POST', '/api/agent', token, {
      name: 'Probe',
      approach: 'data',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['x-tx-started-before-handler']).toBe('false');
  });

  it('ends the held transaction when the call is refused before or inside the handler', async () => {
    // More refusals than the PostgreSQL pool has connections, and PGlite has one: a transaction left
    // open by any of them would make the calls after it wait forever.
    for (let i = 0; i < 12; i++) {
      const invalid = await injectAs(ratelens, 'GET', '/api/usecase?pageSize=0', token);
      expect(invalid.statusCode).toBe(400);
      const missing = await injectAs(ratelens, 'GET', `/api/usecase/${crypto.randomUUID()}`, token);
      expect(missing.statusCode).toBe(404);
      const otherTenant = await injectAs(
        ratelens,
        'GET',
        `/api/tenant/${crypto.randomUUID()}/metrics`,
        token,
      );
      expect(otherTenant.statusCode).toBe(404);
    }
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        injectAs(ratelens, 'GET', i % 3 === 0 ? '/api/usecase?pageSize=0' : '/api/usecase', token),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual(
      Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 400 : 200)),
    );
  });

  it('still refuses a token at once after logout on the held path', async () => {
    const own = await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example');
    expect((await injectAs(ratelens, 'GET', '/api/usecase', own.id_token)).statusCode).toBe(200);
    const out = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/logout',
      headers: bearer(own.id_token),
    });
    expect(out.statusCode).toBe(204);
    const after = await injectAs(ratelens, 'GET', '/api/usecase', own.id_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session_revoked' });
    expect((await injectAs(ratelens, 'GET', '/api/usecase', token)).statusCode).toBe(200);
  });
});

describe('list totals folded into the page query', () => {
  it('answers the same total on every page, past the end and under a filter', async () => {
    const all = (await injectAs(ratelens, 'GET', '/api/usecase?pageSize=500', token)).json() as {
      items: { isActive: boolean }[];
      total: number;
    };
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(2);
    const second = (await injectAs(ratelens, 'GET', '/api/usecase?pageSize=2&page=2', token)).json() as {
      items: unknown[];
      total: number;
    };
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(2);
    const past = (await injectAs(ratelens, 'GET', '/api/usecase?pageSize=2&page=999', token)).json() as {
      items: unknown[];
      total: number;
    };
    expect(past).toMatchObject({ items: [], total: all.total });
    const filter = encodeURIComponent('isActive|eq|true');
    const active = (
      await injectAs(ratelens, 'GET', `/api/usecase?pageSize=1&filter=${filter}`, token)
    ).json() as {
      items: unknown[];
      total: number;
    };
    expect(active.total).toBe(all.items.filter((u) => u.isActive).length);
    const none = encodeURIComponent('name|eq|no such use case');
    expect((await injectAs(ratelens, 'GET', `/api/usecase?filter=${none}`, token)).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
