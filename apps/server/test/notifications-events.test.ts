import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { notify } from '../src/services/notify.ts';
import { ingestCsvAs, startAnalytics, type AnalyticsHarness, type Page } from './analytics-helpers.ts';

// Notifications created by events, filtered by subscriptions, with unread count and mark-all-read.

let h: AnalyticsHarness;

beforeAll(async () => {
  h = await startAnalytics();
}, 240_000);

afterAll(async () => {
  await h?.close();
});

async function upload(name: string, dataset: string, csv: string) {
  expect((await ingestCsvAs(h, 'bo', name, dataset, csv)).status).toBe(202);
}

interface Note {
  id: string;
  title: string;
  eventType: string | null;
  readAt: string | null;
  link: string | null;
}

describe('event notifications', () => {
  it('tell the loader a load finished and every member an anomaly was found; marks read one or all', async () => {
    const before = await h.call<{ count: number }>('lee', 'GET', '/api/notification/unread-count');
    expect(before.status).toBe(200);
    const months = Array.from({ length: 24 }, (_, i) => {
      const index = 2024 * 12 + 9 + i;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
    const lines = ['month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses'];
    for (const month of months) {
      for (const state of ['OH', 'PA', 'GA', 'MI', 'NC', 'VA']) {
        lines.push(
          `${month},${state},Pet Insurance,Ferrets,1000,50000,${state === 'VA' ? 120 : 30},${state === 'VA' ? 120000 : 30000}`,
        );
      }
    }
    await upload('Ferret book', 'portfolio', lines.join('\n'));
    const bo = await h.call<Page<Note>>('bo', 'GET', '/api/notification?pageSize=50');
    const load = bo.body.items.find((n) => n.eventType === 'data-load.finished')!;
    expect(load.title).toBe('Ferret book: 144 rows loaded, 0 rejected');
    expect(load.link).toBe('/settings/data-ingestion');
    const lee = await h.call<Page<Note>>('lee', 'GET', '/api/notification?pageSize=50');
    expect(lee.body.items.some((n) => n.eventType === 'data-load.finished')).toBe(false);
    const anomaly = lee.body.items.find((n) => n.eventType === 'anomaly.detected')!;
    expect(anomaly.link).toMatch(/^\/anomalies/);
    // Acme hears nothing of Birch's load.
    const sam = await h.call<Page<Note>>('sam', 'GET', '/api/notification?pageSize=50');
    expect(sam.body.items.some((n) => n.title.includes('Ferret'))).toBe(false);

    const unread = await h.call<{ count: number }>('lee', 'GET', '/api/notification/unread-count');
    expect(unread.body.count).toBe(before.body.count + 1);
    const opened = await h.call<Note>('lee', 'GET', `/api/notification/${anomaly.id}`);
    expect(opened.body.readAt).not.toBeNull();
    expect((await h.call<{ count: number }>('lee', 'GET', '/api/notification/unread-count')).body.count).toBe(
      before.body.count,
    );
    const all = await h.call<{ count: number }>('bo', 'POST', '/api/notification/read-all');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(0);
  });

  it('follow subscriptions: a member subscribed to other events hears no load result', async () => {
    const sub = await h.call('bo', 'POST', '/api/subscription', {
      name: 'Only access requests',
      eventTypes: ['user-request.received'],
      channel: 'in-app',
    });
    expect(sub.status).toBe(201);
    await upload(
      'Quiet load',
      'intel-feeds',
      'sourceType,sourceName,title,publishedDate\nnews,X,Quiet,2026-09-01',
    );
    const bo = await h.call<Page<Note>>('bo', 'GET', '/api/notification?pageSize=50');
    expect(bo.body.items.some((n) => n.title.startsWith('Quiet load'))).toBe(false);
    const sub2 = await h.call('bo', 'POST', '/api/subscription', {
      name: 'Loads',
      eventTypes: ['data-load.finished'],
      channel: 'in-app',
    });
    expect(sub2.status).toBe(201);
    await upload(
      'Loud load',
      'intel-feeds',
      'sourceType,sourceName,title,publishedDate\nnews,X,Loud,2026-09-01',
    );
    const after = await h.call<Page<Note>>('bo', 'GET', '/api/notification?pageSize=50');
    expect(after.body.items.some((n) => n.title.startsWith('Loud load'))).toBe(true);
  });

  it('reach every member of a tenant of thousands in one statement (no parameter per recipient)', async () => {
    const big = await h.call<{ id: string }>('admin', 'POST', '/api/tenant', {
      name: 'Oak',
      slug: 'oak',
      emailDomains: ['oak.example'],
    });
    expect(big.status).toBe(201);
    // 8,000 members: a VALUES row per recipient would need 72,000 parameters, past the protocol's 65,535.
    const csv = [
      'email,name,role',
      ...Array.from({ length: 8000 }, (_, i) => `m${i}@oak.example,M ${i},user`),
    ];
    const imported = await h.ratelens.app.inject({
      method: 'POST',
      url: `/api/tenant/${big.body.id}/user/import`,
      headers: { authorization: `Bearer ${h.token('admin')}`, 'content-type': 'text/csv' },
      payload: csv.join('\n'),
    });
    expect(imported.json()).toMatchObject({ created: 8000 });
    const sent = await withTenant(h.ratelens.db, big.body.id, (tx) =>
      notify(tx, big.body.id, { event: 'anomaly.detected', title: 'Oak check', body: 'b', audience: 'all' }),
    );
    expect(sent).toBe(8000);
    const rows = await withTenant(h.ratelens.db, big.body.id, (tx) =>
      tx
        .selectFrom('notifications')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.count<number>('recipient_id').distinct().as('people'),
        ])
        .where('title', '=', 'Oak check')
        .executeTakeFirstOrThrow(),
    );
    expect({ n: Number(rows.n), people: Number(rows.people) }).toEqual({ n: 8000, people: 8000 });
  }, 120_000);
});
