import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { bootApp, createTestEnv, injectAs, signIn, type TestEnv } from './helpers.ts';

// SECURITY.md "Input": every list that takes filter / orderBy answers 400 naming the field for a field it
// does not know, rather than ignoring it. The operations come from the contract, so a new list is covered.
let env: TestEnv;
let ratelens: RatelensApp;
let ada: string;

interface Param {
  name: string;
  in: string;
  schema?: { enum?: string[]; format?: string };
  $ref?: string;
}
interface ListOp {
  operationId: string;
  path: string;
  params: Param[];
}

const lists: ListOp[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  // An agent, so the agent-scoped lists have a real id to reach.
  const agent = await injectAs(ratelens, 'POST', `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/agent`, ada, {
    name: 'Filter probe',
    approach: 'data',
  });
  if (agent.statusCode !== 201) throw new Error(`agent ${agent.statusCode}: ${agent.body}`);
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

async function listOperations(): Promise<ListOp[]> {
  const spec = parse(await readFile(ratelens.deps.config.openapiPath, 'utf8'));
  const shared = spec.components.parameters as Record<string, Param>;
  const resolve = (p: Param): Param => (p.$ref ? shared[p.$ref.split('/').pop()!]! : p);
  const found: ListOp[] = [];
  for (const [path, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
    const common = ((item.parameters ?? []) as Param[]).map(resolve);
    const op = item.get as { operationId: string; parameters?: Param[] } | undefined;
    if (!op) continue;
    const params = [...common, ...(op.parameters ?? []).map(resolve)];
    if (params.some((p) => p.name === 'orderBy' || p.name === 'filter'))
      found.push({ operationId: op.operationId, path, params });
  }
  return found;
}

/** Real values for path parameters, so the call reaches the list rather than a 404. */
async function urlFor(op: ListOp, query: string): Promise<string> {
  let url = op.path;
  for (const p of op.params.filter((x) => x.in === 'path')) {
    let value: string;
    if (p.schema?.enum?.[0]) value = p.schema.enum[0];
    else if (/tenant/i.test(p.name)) value = DEMO_TENANT_IDS.acmeMutual;
    else if (/email/i.test(p.name)) value = 'ada@acme-mutual.example';
    else value = await firstId(p.name);
    url = url.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  return `${url}?${query}`;
}

async function firstId(name: string): Promise<string> {
  const source: Record<string, string> = {
    usecaseId: '/api/usecase',
    useCaseId: '/api/usecase',
    groupId: '/api/group',
    agentId: `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/agent`,
    statusId: '/api/anomaly-status',
  };
  const list = source[name];
  if (!list) return name === 'group' ? 'state' : '00000000-0000-4000-8000-0000000000aa';
  const body = (await injectAs(ratelens, 'GET', list, ada)).json() as { items?: { id: string }[] };
  return body.items?.[0]?.id ?? '00000000-0000-4000-8000-0000000000aa';
}

describe('unknown filter and sort fields', () => {
  it('are refused with 400 naming the parameter on every list of the contract', async () => {
    lists.push(...(await listOperations()));
    expect(lists.length).toBeGreaterThan(20);
    const lenient: string[] = [];
    for (const op of lists) {
      const probes = {
        orderBy: 'orderBy=noSuchField',
        filter: `filter=${encodeURIComponent('noSuchField|eq|x')}`,
      };
      for (const what of ['orderBy', 'filter'] as const) {
        if (!op.params.some((p) => p.name === what)) continue;
        const res = await injectAs(ratelens, 'GET', await urlFor(op, probes[what]), ada);
        if (res.statusCode === 403) continue; // a feature this tenant lacks: the guard answers first
        const body = res.json() as { errors?: { field: string }[] };
        if (res.statusCode !== 400 || !body.errors?.some((e) => e.field === what))
          lenient.push(`${op.operationId} ${what}: ${res.statusCode}`);
      }
    }
    expect(lenient).toEqual([]);
  });
});
