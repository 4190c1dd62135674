import { randomUUID } from 'node:crypto';
import { hasFeature } from '@ratelens/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withSystemAdminRegistry, withTenant } from '../src/db/tenant.ts';
import { loadSpec, type LoadedSpec, type SpecOperation } from '../src/http/openapi.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// Every operation of openapi.yaml x {allowed role, other role, another tenant's user with Acme's object
// ids, no token, expired token, tampered token, token of a deactivated tenant}. Operations added to the
// spec join the matrix without touching this file.

type Json = Record<string, unknown>;
interface Caller {
  email: string;
  token: string;
  roleName: string;
  enabledFeatures: string[];
  tenantId: string;
}

let env: TestEnv;
let ratelens: RatelensApp;
let spec: LoadedSpec;
const callers = new Map<string, Caller>();
/** Objects created in Acme through the API, by the path segment that names their family. */
const acme: Record<string, string> = {};
let unexpected: string[] = [];
const tally = new Map<string, Map<number, number>>();

const ACME = DEMO_TENANT_IDS.acmeMutual;
/** Reference data every tenant reads (one national table), so another tenant reading it is expected. */
const SHARED_FAMILIES = new Set(['naic/state']);
const USERS = {
  admin: 'admin@ratelens.example',
  ada: 'ada@acme-mutual.example',
  sam: 'sam@acme-mutual.example',
  bo: 'bo@birch-insurance.example',
  lee: 'lee@birch-insurance.example',
} as const;

async function session(email: string): Promise<Caller> {
  const tokens = await signIn(ratelens, env.dataDir, email);
  const me = await ratelens.app.inject({
    method: 'GET',
    url: '/api/profile/userinfo',
    headers: bearer(tokens.id_token),
  });
  const info = me.json() as { roleName: string; enabledFeatures: string[]; tenantId: string };
  return { email, token: tokens.id_token, ...info };
}

async function api(token: string | null, method: string, url: string, payload?: unknown) {
  const res = await ratelens.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Json) : {} };
}

async function created(token: string, url: string, payload: Json): Promise<string> {
  const res = await api(token, 'POST', url, payload);
  if (res.status !== 201) throw new Error(`POST ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return String(res.body.id);
}

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  spec = await loadSpec(ratelens.deps.config.openapiPath);
  for (const [name, email] of Object.entries(USERS)) callers.set(name, await session(email));
  const ada = callers.get('ada')!.token;
  const sam = callers.get('sam')!.token;
  const admin = callers.get('admin')!.token;
  // Real objects of Acme for every family that is implemented; the rest get random ids.
  if (ratelens.handlers.createGroup) acme.group = await created(ada, '/api/group', { name: 'Matrix group' });
  if (ratelens.handlers.createUsecase && acme.group) {
    acme.usecase = await created(ada, '/api/usecase', { name: 'Matrix use case', groupId: acme.group });
    acme.question = await created(ada, `/api/usecase/${acme.usecase}/questions`, {
      text: 'Matrix question?',
    });
    await api(ada, 'PUT', `/api/usecase/${acme.usecase}/config/matrixKey`, { value: 1 });
  }
  if (ratelens.handlers.createAgent)
    acme.agent = await created(ada, '/api/agent', { name: 'Matrix agent', approach: 'documents' });
  if (ratelens.handlers.createNotification)
    acme.notification = await created(ada, '/api/notification', { title: 'Matrix', body: 'For everyone' });
  if (ratelens.handlers.createSubscription)
    acme.subscription = await created(sam, '/api/subscription', {
      name: 'Matrix',
      eventTypes: ['anomaly.detected'],
      channel: 'in-app',
    });
  if (ratelens.handlers.createGenLookup)
    acme['gen-lookup'] = await created(ada, '/api/gen-lookup', {
      type: 'matrix',
      code: 'M1',
      label: 'Matrix',
    });
  if (ratelens.handlers.createMetadata)
    acme.metadata = await created(ada, '/api/metadata', {
      entity: 'matrix',
      field: 'value',
      label: 'Value',
      dataType: 'string',
      category: 'matrix',
    });
  if (ratelens.handlers.createAdminUser)
    acme.admin = await created(admin, '/api/admin', {
      email: 'matrix-admin@ratelens.example',
      name: 'Matrix Admin',
    });
  if (ratelens.handlers.listNaicStates) {
    const states = await api(sam, 'GET', '/api/naic/state?filter=code|eq|WY');
    acme['naic/state'] = String((states.body.items as Json[])[0]!.id);
  }
}, 240_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

// ---------- requests generated from the spec ----------

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deref(schema: unknown, seen = 0): Json {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || seen > 20) return schema;
  let target: unknown = spec.document;
  for (const part of ref.replace(/^.*#\//, '').split('/'))
    target = isObject(target) ? target[part] : undefined;
  return deref(target, seen + 1);
}

const PATTERN_CANDIDATES = ['matrix', 'Matrix1', 'M1', '/matrix', 'abc', 'a'];

/** The smallest value the schema accepts, enough to get past validation to the handler. */
function sample(raw: unknown, depth = 0): unknown {
  const schema = deref(raw);
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  // The last value: enums tend to list the most privileged choice first (roles), the least last.
  if (Array.isArray(schema.enum)) return schema.enum.filter((v) => v !== null).at(-1) ?? null;
  if (Array.isArray(schema.allOf)) {
    const merged: Json = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((p) => deref(p))) {
      Object.assign(merged.properties as Json, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    }
    return sample(merged, depth + 1);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const usable = options.map((o) => deref(o)).find((o) => o.type !== 'null');
      return sample(usable ?? options[0], depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const names =
        required.length > 0
          ? required
          : Number(schema.minProperties ?? 0) > 0
            ? Object.keys(properties).slice(0, 1)
            : [];
      return Object.fromEntries(names.map((name) => [name, sample(properties[name], depth + 1)]));
    }
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, (_, i) => {
        const item = sample(schema.items, depth + 1);
        return typeof item === 'string' && schema.uniqueItems && i > 0 ? `${item}${i}` : item;
      });
    }
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      switch (schema.format) {
        case 'uuid':
          return randomUUID();
        case 'email':
          return 'matrix@acme-mutual.example';
        case 'date-time':
          return new Date().toISOString();
        case 'date':
          return '2024-01-31';
        case 'uri':
          return 'https://matrix.example/';
      }
      const min = Number(schema.minLength ?? 1);
      if (typeof schema.pattern === 'string') {
        const re = new RegExp(schema.pattern, 'u');
        const fit = PATTERN_CANDIDATES.find((c) => re.test(c) && c.length >= min);
        if (fit) return fit;
      }
      return 'matrix'.padEnd(min, 'x');
    }
    default:
      return {};
  }
}

interface RawOperation {
  parameters?: unknown[];
  requestBody?: unknown;
  'x-token'?: string;
}

function rawOperation(op: SpecOperation): { item: Json; operation: RawOperation } {
  const item = deref((spec.document.paths as Json)[op.specPath]);
  return { item, operation: deref(item[op.method]) as RawOperation };
}

function parametersOf(op: SpecOperation): Json[] {
  const { item, operation } = rawOperation(op);
  return [...((item.parameters as unknown[]) ?? []), ...(operation.parameters ?? [])].map((p) => deref(p));
}

/**
 * Operations whose path parameters are all enums (`/api/dashboard/performance/{group}`) name a dimension of
 * the caller's own data, not another tenant's object: another tenant's user rightly gets their own answer.
 */
function dimensionsOnly(op: SpecOperation): boolean {
  const pathParams = parametersOf(op).filter((p) => p.in === 'path');
  return pathParams.length > 0 && pathParams.every((p) => Array.isArray(deref(p.schema).enum));
}

/** The family of an {id}: the path segments before it (`/api/naic/state/{id}` -> `naic/state`). */
function familyOf(op: SpecOperation): string {
  return op.specPath.replace(/^\/api\//, '').split('/{')[0] ?? '';
}

function pathValue(op: SpecOperation, param: Json): { value: string; real: boolean } {
  const name = String(param.name);
  const byName: Record<string, string | undefined> = {
    tenantId: ACME,
    usecaseId: acme.usecase,
    moduleId: acme.usecase,
    questionId: acme.question,
    groupId: acme.group,
    agentId: acme.agent,
    username: USERS.sam,
    userEmail: USERS.sam,
    key: acme.usecase ? 'matrixKey' : undefined,
  };
  const known = name === 'id' ? acme[familyOf(op)] : byName[name];
  if (known) return { value: encodeURIComponent(known), real: true };
  return { value: encodeURIComponent(String(sample(param.schema))), real: false };
}

interface Built {
  url: string;
  payload?: unknown;
  contentType?: string;
  realObject: boolean;
}

function build(op: SpecOperation): Built {
  const params = parametersOf(op);
  let realObject = false;
  let url = op.specPath.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const param = params.find((p) => p.in === 'path' && p.name === name) ?? {
      name,
      schema: { type: 'string' },
    };
    const { value, real } = pathValue(op, param);
    realObject ||= real;
    return value;
  });
  const query = params
    .filter((p) => p.in === 'query' && p.required === true)
    .map((p) => `${String(p.name)}=${encodeURIComponent(String(sample(p.schema)))}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  const body = deref(rawOperation(op).operation.requestBody);
  const content = isObject(body.content) ? body.content : null;
  if (!content) return { url, realObject };
  const contentType = Object.keys(content)[0]!;
  const media = deref(content[contentType]);
  return { url, payload: sample(media.schema), contentType, realObject };
}

async function send(op: SpecOperation, token: string | null, withBody: boolean) {
  const req = build(op);
  const headers: Record<string, string> = token ? bearer(token) : {};
  let payload: string | undefined;
  if (withBody && req.payload !== undefined && req.contentType && /json/.test(req.contentType)) {
    headers['content-type'] = req.contentType;
    payload = JSON.stringify(req.payload);
  }
  const res = await ratelens.app.inject({
    method: op.method.toUpperCase() as 'GET',
    url: req.url,
    headers,
    payload,
  });
  return {
    status: res.statusCode,
    code: res.body ? (safeJson(res.body).code as string | undefined) : undefined,
    real: req.realObject,
  };
}

function safeJson(text: string): Json {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const protectedOps = () =>
  spec.operations.filter((op) => !op.isPublic && rawOperation(op).operation['x-token'] === undefined);
const tokenKindOps = () =>
  spec.operations.filter((op) => rawOperation(op).operation['x-token'] !== undefined);

function allows(op: SpecOperation, caller: Caller): boolean {
  return (op.roles ?? []).includes(caller.roleName) && (!op.feature || hasFeature(caller, op.feature));
}

function record(kind: string, op: SpecOperation, status: number, ok: boolean, detail = ''): void {
  const counts = tally.get(kind) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  tally.set(kind, counts);
  if (!ok)
    unexpected.push(
      `${kind}: ${op.method.toUpperCase()} ${op.specPath} (${op.operationId}) -> ${status} ${detail}`,
    );
}

function forged(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Json;
  const raised = Buffer.from(JSON.stringify({ ...claims, role: 'system-admin', tid: ACME })).toString(
    'base64url',
  );
  return `${header}.${raised}.${signature}`;
}

async function expiredToken(caller: Caller): Promise<string> {
  const claims = JSON.parse(Buffer.from(caller.token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    string
  >;
  const past = Math.floor(Date.now() / 1000) - 3600;
  const stale = await ratelens.deps.tokens.issue(
    { sub: claims.sub!, tid: claims.tid!, sid: claims.sid!, role: claims.role! },
    { email: caller.email, name: 'x' },
    new Date(Date.now() + 3600_000),
    past,
  );
  return stale.id_token;
}

interface TableInfo {
  relname: string;
  has_tenant: boolean;
  can_insert: boolean;
}

async function appTables(): Promise<TableInfo[]> {
  const { rows } = await sql<TableInfo>`
    select c.relname,
           exists (select 1 from pg_attribute a
                   where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant,
           has_table_privilege(c.oid, 'INSERT') as can_insert
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and has_table_privilege(c.oid, 'SELECT')
    order by c.relname`.execute(ratelens.db);
  return rows;
}

// Tables come from pg_catalog, so a table added by any migration is checked without touching this file.
describe('row-level security on every table the app role can read', () => {
  it('shows no row of any table when no tenant is set, though Acme has rows in them', async () => {
    const tables = await appTables();
    expect(tables.map((t) => t.relname)).toEqual(
      expect.arrayContaining(['users', 'groups', 'usecases', 'feedback']),
    );
    let acmeRows = 0;
    for (const { relname } of tables) {
      const none = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(relname)}`.execute(
        ratelens.db,
      );
      expect({ relname, n: none.rows[0]?.n }).toEqual({ relname, n: 0 });
      const some = await withTenant(ratelens.db, ACME, (tx) =>
        sql<{ n: number }>`select count(*)::int as n from ${sql.table(relname)}`.execute(tx),
      );
      acmeRows += some.rows[0]?.n ?? 0;
    }
    expect(acmeRows).toBeGreaterThan(100);
  });

  it("shows a tenant none of another tenant's rows in any tenant table", async () => {
    for (const { relname } of (await appTables()).filter((t) => t.has_tenant)) {
      const { rows } = await withTenant(ratelens.db, DEMO_TENANT_IDS.birchInsurance, (tx) =>
        sql<{
          n: number;
        }>`select count(*)::int as n from ${sql.table(relname)} where tenant_id <> ${DEMO_TENANT_IDS.birchInsurance}`.execute(
          tx,
        ),
      );
      expect({ relname, n: rows[0]?.n }).toEqual({ relname, n: 0 });
    }
  });

  it('refuses to insert a row for another tenant into every tenant table', async () => {
    const tables = (await appTables()).filter((t) => t.has_tenant && t.can_insert);
    expect(tables.length).toBeGreaterThan(10);
    for (const { relname } of tables) {
      // Row-level security checks the new row before NOT NULL and foreign keys, so a bare tenant_id
      // is enough to see the policy refuse it.
      const attempt = withTenant(ratelens.db, ACME, (tx) =>
        sql`insert into ${sql.table(relname)} (tenant_id) values (${DEMO_TENANT_IDS.birchInsurance})`.execute(
          tx,
        ),
      );
      await expect(attempt, relname).rejects.toThrow(/row-level security/);
    }
  });

  it('keeps shared reference tables read-only outside the system-admin path', async () => {
    const shared = (await appTables()).filter((t) => !t.has_tenant && t.relname !== 'tenants');
    expect(shared.map((t) => t.relname)).toEqual(expect.arrayContaining(['feedback_types', 'naic_states']));
    for (const { relname, can_insert } of shared) {
      if (!can_insert) continue;
      const attempt = withTenant(ratelens.db, ACME, (tx) =>
        sql`insert into ${sql.table(relname)} default values`.execute(tx),
      );
      await expect(attempt, relname).rejects.toThrow(/row-level security/);
    }
  });
});

// The refusal passes change nothing, so they run first; the allowed pass (which may write) runs last.
describe('isolation matrix over every operation of openapi.yaml', () => {
  beforeEach(() => {
    unexpected = [];
  });

  it('answers 401 without a token, with an expired one and with a tampered one', async () => {
    const sam = callers.get('sam')!;
    const expired = await expiredToken(sam);
    const tampered = forged(sam.token);
    for (const op of protectedOps()) {
      for (const [kind, token] of [
        ['no token', null],
        ['expired token', expired],
        ['tampered token', tampered],
      ] as const) {
        const res = await send(op, token, true);
        record(kind, op, res.status, res.status === 401, res.code);
      }
    }
    for (const op of tokenKindOps()) {
      for (const [kind, token] of [
        ['no token', null],
        ['tampered token', tampered],
        ['id token for another token kind', sam.token],
      ] as const) {
        const res = await send(op, token, true);
        record(kind, op, res.status, res.status === 401, res.code);
      }
    }
    expect(unexpected).toEqual([]);
  }, 240_000);

  it('answers 403 to a role the operation does not list', async () => {
    for (const op of protectedOps()) {
      const caller = ['sam', 'ada', 'admin']
        .map((n) => callers.get(n)!)
        .find((c) => !(op.roles ?? []).includes(c.roleName));
      if (!caller) continue;
      const res = await send(op, caller.token, true);
      record('other role', op, res.status, res.status === 403 && res.code === 'role_not_allowed', res.code);
    }
    expect(unexpected).toEqual([]);
  }, 240_000);

  it("refuses another tenant's user Acme's objects: 403 or 404, never a success", async () => {
    let checked = 0;
    for (const op of protectedOps().filter((o) => o.specPath.includes('{'))) {
      const caller = ['bo', 'lee'].map((n) => callers.get(n)!).find((c) => allows(op, c));
      if (!caller) continue;
      const res = await send(op, caller.token, true);
      const unimplemented = !ratelens.handlers[op.operationId];
      const shared =
        (SHARED_FAMILIES.has(familyOf(op)) && op.method === 'get') ||
        (dimensionsOnly(op) && res.status === 200);
      const ok =
        res.status === 403 ||
        res.status === 404 ||
        (unimplemented && res.status === 501) ||
        (shared && res.status === 200);
      // An implemented operation given a real Acme object must not even get as far as a conflict or a
      // validation error: the object is simply not there for Birch.
      record('other tenant', op, res.status, ok, `${res.code ?? ''}${res.real ? ' (real Acme object)' : ''}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    expect(unexpected).toEqual([]);
  }, 240_000);

  it('answers 401 to every operation with a token of a deactivated tenant', async () => {
    const bo = callers.get('bo')!;
    await withSystemAdminRegistry(ratelens.db, (tx) =>
      sql`update tenants set is_active = false, status = 'inactive'
          where id = ${DEMO_TENANT_IDS.birchInsurance}`.execute(tx),
    );
    for (const op of protectedOps()) {
      const res = await send(op, bo.token, true);
      record('deactivated tenant', op, res.status, res.status === 401, res.code);
    }
    expect(unexpected).toEqual([]);
  }, 240_000);

  it('lets an allowed role through every operation: never 401 or 403, never a 5xx but 501', async () => {
    const order = (op: SpecOperation) => (op.method === 'get' ? 0 : op.method === 'delete' ? 2 : 1);
    for (const op of [...protectedOps()].sort((a, b) => order(a) - order(b))) {
      const caller = ['ada', 'sam', 'admin'].map((n) => callers.get(n)!).find((c) => allows(op, c));
      if (!caller) continue;
      const res = await send(op, caller.token, true);
      const ok = res.status !== 401 && res.status !== 403 && (res.status < 500 || res.status === 501);
      record('allowed role', op, res.status, ok, res.code);
      if (op.method !== 'get') await repairSessions();
    }
    expect(unexpected).toEqual([]);
  }, 300_000);

  it('reports the matrix', () => {
    const lines = [...tally].map(
      ([kind, counts]) =>
        `${kind.padEnd(20)} ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}x${n}`)
          .join(' ')}`,
    );
    console.log(`isolation matrix, ${spec.operations.length} operations:\n${lines.join('\n')}`);
    expect(tally.size).toBeGreaterThanOrEqual(6);
  });
});

/**
 * An allowed call may legitimately end a session (logout) or switch Acme off (deactivate): put things
 * back so the next operation is judged on its own rule, not on the previous call's side effect.
 */
async function repairSessions(): Promise<void> {
  await withSystemAdminRegistry(ratelens.db, (tx) =>
    sql`update tenants set is_active = true, status = 'active', deleted_at = null
        where id in (${ACME}, ${DEMO_TENANT_IDS.ratelens}) and (not is_active or deleted_at is not null)`.execute(
      tx,
    ),
  );
  for (const tenant of [ACME, DEMO_TENANT_IDS.ratelens]) {
    await withTenant(ratelens.db, tenant, (tx) =>
      sql`update users set is_active = true where not is_active and email in (${USERS.ada}, ${USERS.sam}, ${USERS.admin})`.execute(
        tx,
      ),
    );
  }
  for (const name of ['ada', 'sam', 'admin']) {
    const caller = callers.get(name)!;
    const res = await api(caller.token, 'GET', '/api/profile/userinfo');
    if (res.status === 401) callers.set(name, await session(caller.email));
  }
}
