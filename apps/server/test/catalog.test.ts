import { GROUP_IDS, GROUP_NAMES, US_STATES, USE_CASE_DISPLAY_NAMES, USE_CASE_IDS } from '@ratelens/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { FEEDBACK_TYPE_IDS } from '../src/db/seed-catalog.ts';
import { withTenant } from '../src/db/tenant.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
const tokens: Record<'admin' | 'ada' | 'sam' | 'bo', string> = { admin: '', ada: '', sam: '', bo: '' };

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  tokens.admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
  tokens.ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  tokens.sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
  tokens.bo = (await signIn(ratelens, env.dataDir, 'bo@birch-insurance.example')).id_token;
}, 180_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

type Who = keyof typeof tokens;

async function call(who: Who, method: string, url: string, payload?: unknown) {
  const res = await ratelens.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(tokens[who]),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : {} };
}

const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

describe('groups and use cases', () => {
  it('seeds the known groups and the use cases of SPEC §1 under their groups', async () => {
    const groups = await call('sam', 'GET', '/api/group?pageSize=100');
    expect(groups.status).toBe(200);
    const page = groups.body as unknown as Page<{ id: string; name: string; usecaseCount: number }>;
    expect(page.items.map((g) => [g.id, g.name]).sort()).toEqual(
      (Object.keys(GROUP_IDS) as (keyof typeof GROUP_IDS)[])
        .map((k) => [GROUP_IDS[k], GROUP_NAMES[k]])
        .sort(),
    );
    const usecases = await call('sam', 'GET', '/api/usecase?pageSize=100');
    const list = usecases.body as unknown as Page<{ id: string; key: string; name: string; groupId: string }>;
    expect(list.total).toBe(Object.keys(USE_CASE_IDS).length);
    for (const u of list.items) {
      expect(u.id).toBe(USE_CASE_IDS[u.key as keyof typeof USE_CASE_IDS]);
      expect(u.name).toBe(USE_CASE_DISPLAY_NAMES[u.key as keyof typeof USE_CASE_DISPLAY_NAMES]);
      expect(Object.values(GROUP_IDS)).toContain(u.groupId);
    }
    const pa = list.items.find((u) => u.key === 'portfolioAssistant');
    expect(pa?.groupId).toBe(GROUP_IDS.portfolioAssistant);
    const counted = page.items.reduce((sum, g) => sum + g.usecaseCount, 0);
    expect(counted).toBe(list.total);
  });

  it('leaves use cases of switched-off features, and groups left without any, out of the lists', async () => {
    // Birch Insurance has DOC-ANL and PRF-AST off.
    const usecases = await call('bo', 'GET', '/api/usecase?pageSize=100');
    expect(usecases.status).toBe(200);
    const list = usecases.body as unknown as Page<{ key: string }>;
    expect(list.items.map((u) => u.key).sort()).toEqual(
      Object.keys(USE_CASE_IDS)
        .filter((k) => k !== 'docAnalysis' && k !== 'portfolioAssistant')
        .sort(),
    );
    expect(list.total).toBe(list.items.length);
    const groups = await call('bo', 'GET', '/api/group?pageSize=100');
    const page = groups.body as unknown as Page<{ id: string; usecaseCount: number }>;
    expect(page.items.map((g) => g.id)).not.toContain(GROUP_IDS.portfolioAssistant);
    expect(page.items.reduce((sum, g) => sum + g.usecaseCount, 0)).toBe(list.total);
    // The use case itself is still there for what links to it; the feature guard decides its pages.
    expect((await call('bo', 'GET', `/api/usecase/${USE_CASE_IDS.docAnalysis}`)).status).toBe(200);
    // A system administrator sees every use case of the tenant it works in.
    const all = await call('admin', 'GET', '/api/usecase?pageSize=100');
    expect((all.body as unknown as Page<unknown>).total).toBe(Object.keys(USE_CASE_IDS).length);
  });

  it('answers the sign-in query of SPEC §7: one group, active, by name', async () => {
    const filter = `groupId|eq|${GROUP_IDS.competitiveIntelligence},and,isActive|eq|true`;
    const res = await call('sam', 'GET', `/api/usecase?${q({ filter, orderBy: 'name', pageSize: 100 })}`);
    expect(res.status).toBe(200);
    const page = res.body as unknown as Page<{ name: string; groupId: string; isActive: boolean }>;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((u) => u.groupId === GROUP_IDS.competitiveIntelligence && u.isActive)).toBe(true);
    const names = page.items.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(page).toMatchObject({ page: 1, pageSize: 100, total: page.items.length });
  });

  it('pages, sorts descending and matches case-insensitively', async () => {
    const first = await call('sam', 'GET', `/api/group?${q({ orderBy: 'name:desc', pageSize: 2, page: 1 })}`);
    const second = await call(
      'sam',
      'GET',
      `/api/group?${q({ orderBy: 'name:desc', pageSize: 2, page: 2 })}`,
    );
    const a = first.body as unknown as Page<{ name: string }>;
    const b = second.body as unknown as Page<{ name: string }>;
    expect(a.items).toHaveLength(2);
    expect(a.total).toBe(5);
    expect(b.page).toBe(2);
    expect(a.items[1]!.name > b.items[0]!.name).toBe(true);
    const ci = await call('sam', 'GET', `/api/group?${q({ filter: 'name|contains:i|PORTFOLIO' })}`);
    expect((ci.body as unknown as Page<{ name: string }>).items.map((g) => g.name)).toEqual([
      'Portfolio Assistant',
    ]);
    const escaped = await call('sam', 'GET', `/api/group?${q({ filter: 'name|contains|100%' })}`);
    expect((escaped.body as unknown as Page<unknown>).total).toBe(0);
  });

  it('refuses a bad filter or order with 400 naming the problem', async () => {
    const cases: [string, string, RegExp][] = [
      ['filter', 'and,name|eq|x', /operator/i],
      ['filter', 'secret|eq|1', /'secret' cannot be filtered/],
      ['filter', 'isActive|eq|maybe', /true or false/],
      ['filter', 'groupId|eq|not-a-uuid', /uuid/],
      ['filter', '(name|eq|x', /unbalanced|clos/i],
    ];
    for (const [param, value, detail] of cases) {
      const res = await call('sam', 'GET', `/api/usecase?${q({ [param]: value })}`);
      expect({ value, status: res.status, code: res.body.code }).toEqual({
        value,
        status: 400,
        code: 'invalid_filter',
      });
      expect(String(res.body.detail)).toMatch(detail);
    }
    const order = await call('sam', 'GET', `/api/usecase?${q({ orderBy: 'tenantId' })}`);
    expect(order.status).toBe(400);
    expect(order.body.code).toBe('invalid_order');
  });

  it('creates, renames and deletes a group, refusing duplicates and groups still in use', async () => {
    const created = await call('ada', 'POST', '/api/group', { name: 'Reinsurance', description: 'Treaties' });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(
      ['createdDateTime', 'description', 'id', 'isActive', 'name', 'updateDateTime', 'usecaseCount'].sort(),
    );
    const id = String(created.body.id);
    expect((await call('ada', 'POST', '/api/group', { name: 'reinsurance' })).status).toBe(409);
    const renamed = await call('ada', 'PUT', `/api/group/${id}`, {
      name: 'Reinsurance treaties',
      isActive: false,
    });
    expect(renamed.body).toMatchObject({ name: 'Reinsurance treaties', isActive: false, description: null });
    expect((await call('sam', 'POST', '/api/group', { name: 'Nope' })).status).toBe(403);
    // Birch cannot see or touch Acme's group.
    expect((await call('bo', 'GET', `/api/group/${id}`)).status).toBe(404);
    expect((await call('bo', 'DELETE', `/api/group/${id}`)).status).toBe(404);

    const inUse = await call('ada', 'DELETE', `/api/group/${GROUP_IDS.claims}`);
    expect(inUse).toMatchObject({ status: 409, body: { code: 'in_use' } });
    expect((await call('ada', 'DELETE', `/api/group/${id}`)).status).toBe(204);
    expect((await call('ada', 'GET', `/api/group/${id}`)).status).toBe(404);
  });

  it('manages a use case with its questions, configuration, template and reset', async () => {
    const created = await call('ada', 'POST', '/api/usecase', {
      name: 'Commercial auto',
      groupId: GROUP_IDS.underwriting,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      key: null,
      feature: null,
      groupId: GROUP_IDS.underwriting,
      isActive: true,
    });
    const id = String(created.body.id);
    const badGroup = await call('ada', 'POST', '/api/usecase', {
      name: 'Orphan',
      groupId: '11111111-1111-4111-8111-111111111111',
    });
    expect(badGroup).toMatchObject({ status: 400, body: { code: 'validation_failed' } });

    const question = await call('ada', 'POST', `/api/usecase/${id}/questions`, {
      text: 'Which fleets have the worst loss ratio?',
      approach: 'data',
    });
    expect(question.status).toBe(201);
    expect(question.body).toMatchObject({ usecaseId: id, sortOrder: 0, approach: 'data', category: null });
    const qid = String(question.body.id);
    expect(
      (
        await call('ada', 'POST', `/api/usecase/${id}/questions`, {
          text: 'which fleets have the worst loss ratio?',
        })
      ).status,
    ).toBe(409);
    const updated = await call('ada', 'PUT', `/api/usecase/${id}/questions/${qid}`, {
      text: 'Which fleets lose most?',
      category: 'Losses',
    });
    expect(updated.body).toMatchObject({ text: 'Which fleets lose most?', category: 'Losses', sortOrder: 0 });
    const listed = await call('sam', 'GET', `/api/usecase/${id}/questions`);
    expect((listed.body as unknown as Page<{ id: string }>).items.map((x) => x.id)).toEqual([qid]);

    const put = await call('ada', 'PUT', `/api/usecase/${id}/config/maxRows`, { value: { limit: 50 } });
    expect(put.body).toMatchObject({
      key: 'maxRows',
      value: { limit: 50 },
      updatedBy: 'ada@acme-mutual.example',
    });
    expect((await call('sam', 'GET', `/api/usecase/${id}/config/maxRows`)).body).toMatchObject({
      value: { limit: 50 },
    });
    expect((await call('sam', 'GET', `/api/usecase/${id}/config/unknownKey`)).status).toBe(404);
    const huge = await call('ada', 'PUT', `/api/usecase/${id}/config/big`, { value: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);

    const template = await call('ada', 'GET', `/api/usecase/${id}/template/${GROUP_IDS.claims}`);
    expect(template.body).toMatchObject({
      usecaseId: id,
      groupId: GROUP_IDS.claims,
      questions: [{ text: 'Which fleets lose most?', category: 'Losses' }],
      config: { maxRows: { limit: 50 } },
    });
    expect((await call('ada', 'DELETE', `/api/usecase/${id}`)).status).toBe(204);
    expect((await call('ada', 'GET', `/api/usecase/${id}/questions`)).status).toBe(404);
  });

  it('resets a built-in use case to its template and refuses to delete it', async () => {
    const usecase = USE_CASE_IDS.portfolioAssistant;
    const before = await call('ada', 'GET', `/api/usecase/${usecase}/questions?pageSize=100`);
    const original = (before.body as unknown as Page<{ text: string }>).items.map((x) => x.text);
    await call('ada', 'POST', `/api/usecase/${usecase}/questions`, { text: 'An extra question to be reset' });
    await call('ada', 'PUT', `/api/usecase/${usecase}/config/defaultApproach`, { value: 'documents' });
    const reset = await call('ada', 'POST', `/api/usecase/${usecase}/reset`);
    expect(reset).toMatchObject({
      status: 202,
      body: { kind: 'usecase-reset', status: 'succeeded', progress: 100 },
    });
    const after = await call('ada', 'GET', `/api/usecase/${usecase}/questions?pageSize=100`);
    expect((after.body as unknown as Page<{ text: string }>).items.map((x) => x.text)).toEqual(original);
    expect((await call('ada', 'GET', `/api/usecase/${usecase}/config/defaultApproach`)).body.value).toBe(
      'data',
    );
    expect((await call('ada', 'DELETE', `/api/usecase/${usecase}`)).body.code).toBe('builtin');
  });

  it('lists the members who can use a use case', async () => {
    const res = await call('ada', 'GET', `/api/usecase/${USE_CASE_IDS.compIntel}/users`);
    const page = res.body as unknown as Page<{
      email: string;
      chatCount: number;
      lastActiveAt: string | null;
    }>;
    expect(page.items.map((u) => u.email).sort()).toEqual([
      'ada@acme-mutual.example',
      'sam@acme-mutual.example',
    ]);
    expect(page.items.every((u) => u.lastActiveAt !== null)).toBe(true);
  });
});

describe('agents, lookups, metadata and states', () => {
  it('keeps agents per tenant with full CRUD', async () => {
    const created = await call('ada', 'POST', '/api/agent', { name: 'Filing scout', approach: 'documents' });
    expect(created).toMatchObject({
      status: 201,
      body: { usecaseIds: [], isActive: true, instructions: null },
    });
    const id = String(created.body.id);
    expect((await call('ada', 'POST', '/api/agent', { name: 'FILING SCOUT', approach: 'data' })).status).toBe(
      409,
    );
    const updated = await call('ada', 'PUT', `/api/agent/${id}`, { name: 'Filing scout', approach: 'data' });
    expect(updated.body).toMatchObject({ approach: 'data' });
    const active = await call(
      'sam',
      'GET',
      `/api/agent?${q({ filter: 'isActive|eq|true', orderBy: 'name', pageSize: 5 })}`,
    );
    expect((active.body as unknown as Page<{ id: string }>).items.map((a) => a.id)).toContain(id);
    expect((await call('bo', 'GET', `/api/agent/${id}`)).status).toBe(404);
    expect((await call('sam', 'DELETE', `/api/agent/${id}`)).status).toBe(403);
    expect((await call('ada', 'DELETE', `/api/agent/${id}`)).status).toBe(204);
  });

  it('keeps generic lookups unique per type and code', async () => {
    const body = {
      type: 'line-of-business',
      code: 'PPA',
      label: 'Private passenger auto',
      attributes: { naic: '19.1' },
    };
    const created = await call('ada', 'POST', '/api/gen-lookup', body);
    expect(created).toMatchObject({ status: 201, body: { ...body, sortOrder: 0 } });
    expect((await call('ada', 'POST', '/api/gen-lookup', body)).status).toBe(409);
    const listed = await call('sam', 'GET', `/api/gen-lookup?${q({ filter: 'type|eq|line-of-business' })}`);
    expect((listed.body as unknown as Page<unknown>).total).toBe(1);
    const id = String(created.body.id);
    expect((await call('ada', 'PUT', `/api/gen-lookup/${id}`, { ...body, label: 'PPA' })).body.label).toBe(
      'PPA',
    );
    expect((await call('ada', 'DELETE', `/api/gen-lookup/${id}`)).status).toBe(204);
  });

  it('documents the list fields in the metadata catalogue', async () => {
    const res = await call(
      'sam',
      'GET',
      `/api/metadata?${q({ filter: 'entity|eq|usecase,and,sortable|eq|true', pageSize: 100 })}`,
    );
    const fields = (res.body as unknown as Page<{ field: string }>).items.map((m) => m.field);
    expect(fields).toContain('groupId');
    expect(fields).toContain('name');
    expect(fields).not.toContain('description');
    const created = await call('ada', 'POST', '/api/metadata', {
      entity: 'filing',
      field: 'trackingNumber',
      label: 'Tracking number',
      dataType: 'string',
      category: 'filings',
    });
    expect(created).toMatchObject({ status: 201, body: { filterable: false, sortable: false } });
    expect((await call('ada', 'DELETE', `/api/metadata/${String(created.body.id)}`)).status).toBe(204);
  });

  it('serves the full US state table, editable by system-admins only', async () => {
    const res = await call('sam', 'GET', '/api/naic/state?pageSize=100');
    const page = res.body as unknown as Page<{
      id: string;
      code: string;
      name: string;
      naicZone: string | null;
      isTerritory: boolean;
    }>;
    expect(page.total).toBe(Object.keys(US_STATES).length);
    expect(Object.fromEntries(page.items.map((s) => [s.code, s.name]))).toEqual(US_STATES);
    expect(page.items.find((s) => s.code === 'PR')).toMatchObject({
      isTerritory: true,
      naicZone: 'southeast',
    });
    expect(page.items.find((s) => s.code === 'TX')).toMatchObject({
      isTerritory: false,
      naicZone: 'western',
    });
    const texas = page.items.find((s) => s.code === 'TX')!;

    expect(
      (await call('ada', 'PUT', `/api/naic/state/${texas.id}`, { code: 'TX', name: 'Tejas' })).status,
    ).toBe(403);
    const renamed = await call('admin', 'PUT', `/api/naic/state/${texas.id}`, {
      code: 'TX',
      name: 'Texas',
      naicZone: 'western',
      isTerritory: false,
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Texas' } });
    expect((await call('admin', 'POST', '/api/naic/state', { code: 'TX', name: 'Texas again' })).status).toBe(
      409,
    );
    // The app role cannot write the shared table on a tenant's behalf, whatever the request path.
    await expect(
      withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
        tx.updateTable('naic_states').set({ name: 'Hijacked' }).where('code', '=', 'TX').execute(),
      ),
    ).resolves.toEqual([expect.objectContaining({ numUpdatedRows: 0n })]);
  });
});

describe('notifications, subscriptions and feedback', () => {
  it('delivers notifications to the tenant or to named members only', async () => {
    const all = await call('ada', 'POST', '/api/notification', {
      title: 'Maintenance',
      body: 'Tonight at 22:00',
    });
    expect(all).toMatchObject({ status: 201, body: { recipient: null, severity: 'info', readAt: null } });
    const direct = await call('ada', 'POST', '/api/notification', {
      title: 'For Sam',
      body: 'Please review the filing',
      severity: 'warning',
      link: '/anomalies',
      recipients: ['sam@acme-mutual.example'],
    });
    expect(direct.body).toMatchObject({ recipient: 'sam@acme-mutual.example', severity: 'warning' });
    const unknown = await call('ada', 'POST', '/api/notification', {
      title: 'x',
      body: 'y',
      recipients: ['bo@birch-insurance.example'],
    });
    expect(unknown.status).toBe(400);

    const samInbox = (await call('sam', 'GET', '/api/notification')).body as unknown as Page<{
      title: string;
    }>;
    expect(samInbox.items.map((n) => n.title).sort()).toEqual(['For Sam', 'Maintenance']);
    const adaInbox = (await call('ada', 'GET', '/api/notification')).body as unknown as Page<{
      title: string;
    }>;
    expect(adaInbox.items.map((n) => n.title)).toEqual(['Maintenance']);
    expect((await call('ada', 'GET', `/api/notification/${String(direct.body.id)}`)).status).toBe(404);
    expect((await call('sam', 'GET', `/api/notification/${String(direct.body.id)}`)).status).toBe(200);
    expect((await call('bo', 'GET', `/api/notification/${String(all.body.id)}`)).status).toBe(404);
    expect((await call('sam', 'POST', '/api/notification', { title: 'x', body: 'y' })).status).toBe(403);
  });

  it('keeps subscriptions private to their owner and checks their filter', async () => {
    const created = await call('sam', 'POST', '/api/subscription', {
      name: 'High anomalies',
      eventTypes: ['anomaly.detected'],
      channel: 'in-app',
      filter: 'severity|ge|3',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { username: 'sam', frequency: 'immediate', filter: 'severity|ge|3' },
    });
    const id = String(created.body.id);
    expect((await call('ada', 'GET', `/api/subscription/${id}`)).status).toBe(404);
    expect((await call('ada', 'DELETE', `/api/subscription/${id}`)).status).toBe(404);
    const bad = await call('sam', 'POST', '/api/subscription', {
      name: 'Broken',
      eventTypes: ['anomaly.detected'],
      channel: 'email',
      filter: 'or,severity|ge|3',
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_filter' } });
    const updated = await call('sam', 'PUT', `/api/subscription/${id}`, {
      name: 'High anomalies',
      eventTypes: ['anomaly.detected', 'anomaly.status-changed'],
      channel: 'email',
      frequency: 'daily',
    });
    expect(updated.body).toMatchObject({ channel: 'email', frequency: 'daily', filter: null });
    expect((await call('sam', 'GET', '/api/subscription')).body.total).toBe(1);
    expect((await call('sam', 'DELETE', `/api/subscription/${id}`)).status).toBe(204);
  });

  it('stores feedback with its type, page, user and tenant', async () => {
    const types = await call('sam', 'GET', '/api/user/feedbacktype');
    expect((types.body as unknown as { name: string }[]).map((t) => t.name)).toEqual([
      'Bug report',
      'Feature request',
      'Data question',
      'Other',
    ]);
    const sent = await call('sam', 'POST', '/api/user/feedback', {
      feedbackType: FEEDBACK_TYPE_IDS.dataQuestion,
      message: 'Where do the loss ratios come from?',
      pageUrl: 'http://127.0.0.1:8080/portfolio-outliers',
    });
    expect(sent).toMatchObject({
      status: 201,
      body: { feedbackTypeName: 'Data question', username: 'sam' },
    });
    const stored = await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      sql<{
        tenant_id: string;
        message: string;
        page_url: string;
      }>`select tenant_id, message, page_url from feedback`.execute(tx),
    );
    expect(stored.rows).toEqual([
      {
        tenant_id: DEMO_TENANT_IDS.acmeMutual,
        message: 'Where do the loss ratios come from?',
        page_url: 'http://127.0.0.1:8080/portfolio-outliers',
      },
    ]);
    const badType = await call('sam', 'POST', '/api/user/feedback', {
      feedbackType: '11111111-1111-4111-8111-111111111111',
      message: 'x',
      pageUrl: '/',
    });
    expect(badType.status).toBe(400);
    const blank = await call('sam', 'POST', '/api/user/feedback', {
      feedbackType: FEEDBACK_TYPE_IDS.other,
      message: '   ',
      pageUrl: '/',
    });
    expect(blank.status).toBe(400);
  });
});

describe('admin', () => {
  it('creates and updates system administrators, never deactivating oneself', async () => {
    const created = await call('admin', 'POST', '/api/admin', {
      email: 'Grace@Ratelens.example',
      name: 'Grace Hopper',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { email: 'grace@ratelens.example', active: true, tenantId: DEMO_TENANT_IDS.ratelens },
    });
    expect(
      (await call('admin', 'POST', '/api/admin', { email: 'ada@acme-mutual.example', name: 'Dup' })).status,
    ).toBe(409);
    const id = String(created.body.id);
    const off = await call('admin', 'PUT', `/api/admin/${id}`, { active: false });
    expect(off.body).toMatchObject({ active: false });
    const me = await call('admin', 'GET', '/api/profile/userinfo');
    const self = await withTenant(ratelens.db, DEMO_TENANT_IDS.ratelens, (tx) =>
      tx
        .selectFrom('users')
        .select('id')
        .where('email', '=', String(me.body.email))
        .executeTakeFirstOrThrow(),
    );
    const selfOff = await call('admin', 'PUT', `/api/admin/${self.id}`, { active: false });
    expect(selfOff).toMatchObject({ status: 409, body: { code: 'self_deactivation' } });
    expect((await call('ada', 'PUT', `/api/admin/${id}`, { active: true })).status).toBe(403);
  });

  it('reads and writes module configuration per use case', async () => {
    const all = await call('ada', 'GET', '/api/admin/config');
    const modules = all.body as unknown as { moduleId: string; entries: { key: string }[] }[];
    expect(modules.map((m) => m.moduleId).sort()).toEqual(expect.arrayContaining([USE_CASE_IDS.claims]));
    const put = await call('ada', 'PUT', `/api/admin/config/${USE_CASE_IDS.claims}`, {
      entries: [{ key: 'lossRatioAlert', value: 0.8 }],
    });
    expect(
      (put.body.entries as { key: string; value: unknown }[]).find((e) => e.key === 'lossRatioAlert')?.value,
    ).toBe(0.8);
    expect((await call('bo', 'GET', `/api/admin/config/${USE_CASE_IDS.claims}`)).body).toMatchObject({
      entries: [expect.objectContaining({ key: 'lossRatioAlert', value: 0.75 })],
    });
    expect((await call('ada', 'GET', '/api/admin/config/11111111-1111-4111-8111-111111111111')).status).toBe(
      404,
    );
    const cleared = await call('admin', 'POST', '/api/admin/clear-cache', { tags: ['usecases'] });
    expect(cleared.body).toMatchObject({ tags: ['usecases'] });
  });
});
