import { USE_CASE_IDS } from '@ratelens/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTenantDataset } from '../src/demo/index.ts';
import { DEMO_ANALYTICS, DEMO_AS_OF } from '../src/db/seed-analytics.ts';
import { q, startAnalytics, type AnalyticsHarness, type Json, type Page } from './analytics-helpers.ts';

let h: AnalyticsHarness;
const acme = DEMO_ANALYTICS.find((d) => d.slug === 'acme-mutual')!;
const dataset = generateTenantDataset({ tenantSlug: acme.slug, seed: acme.seed, asOf: DEMO_AS_OF });

beforeAll(async () => {
  h = await startAnalytics();
}, 240_000);

afterAll(async () => {
  await h?.close();
});

interface Anomaly {
  id: string;
  title: string;
  severity: number;
  statusId: string;
  statusName: string;
  detector: string;
  location: string | null;
  lineOfBusiness: string | null;
  segment: string | null;
  observedValue: number;
  expectedValue: number | null;
  deviation: number | null;
  modelId: string | null;
}

interface Action {
  id: string;
  upVotes: number;
  downVotes: number;
  myVote: string;
}

interface Status {
  id: string;
  code: string;
  name: string;
  sortOrder: number;
  isTerminal: boolean;
}

async function anomalies(who: 'sam' | 'lee' = 'sam', params: Record<string, string | number> = {}) {
  const res = await h.call<Page<Anomaly>>(who, 'GET', `/api/anomaly?${q({ pageSize: 500, ...params })}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function statuses(): Promise<Map<string, Status>> {
  const res = await h.call<Page<Status>>('sam', 'GET', '/api/anomaly-status?pageSize=100');
  return new Map(res.body.items.map((s) => [s.code, s]));
}

const lineCode = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

describe('seeded findings', () => {
  it('holds exactly the planted shifts: a spike, an outlier segment and the drift (score and one feature)', async () => {
    const page = await anomalies();
    expect(page.total).toBe(4);
    const spike = dataset.planted.find((p) => p.kind === 'lossRatioSpike')!;
    const drift = dataset.planted.find((p) => p.kind === 'modelDrift')!;
    expect(page.items.filter((a) => a.detector === 'loss-ratio-spike')).toEqual([
      expect.objectContaining({ location: spike.state, lineOfBusiness: lineCode(spike.line) }),
    ]);
    expect(page.items.filter((a) => a.detector === 'stability-shift').map((a) => a.modelId)).toEqual([
      drift.modelId,
      drift.modelId,
    ]);
    expect(new Set(page.items.map((a) => a.statusName))).toEqual(new Set(['New']));
  });

  it('finds the planted outlier segment through the outliers endpoint, with its loss ratio worked out here', async () => {
    const planted = dataset.planted.find((p) => p.kind === 'outlierSegment')!;
    const res = await h.call<Page<Anomaly>>('sam', 'GET', '/api/anomaly/outliers');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const outlier = res.body.items[0]!;
    expect(outlier).toMatchObject({
      detector: 'outlier-segment',
      location: planted.state,
      lineOfBusiness: lineCode(planted.line),
      segment: planted.segment,
    });
    const rows = dataset.portfolio.filter(
      (r) => r.state === planted.state && r.line === planted.line && r.segment === planted.segment,
    );
    const losses = rows.reduce((s, r) => s + r.incurredLosses, 0);
    const premium = rows.reduce((s, r) => s + r.earnedPremium, 0);
    expect(outlier.observedValue).toBeCloseTo(losses / premium, 4);
    // Its claim frequency was multiplied, so it runs far above the rest of its line.
    expect(outlier.deviation).toBeGreaterThan(3.5);
    expect(outlier.observedValue).toBeGreaterThan(2 * outlier.expectedValue!);
  });

  it('shows the geo distribution as counted from the list', async () => {
    const geo = await h.call<{ state: string; count: number; low: number; medium: number; high: number }[]>(
      'sam',
      'GET',
      '/api/anomaly/geo-distribution',
    );
    const counts = new Map<string, number>();
    for (const a of (await anomalies()).items)
      if (a.location) counts.set(a.location, (counts.get(a.location) ?? 0) + 1);
    expect(new Map(geo.body.map((g) => [g.state, g.count]))).toEqual(counts);
    for (const g of geo.body) expect(g.low + g.medium + g.high).toBe(g.count);
  });

  it('filters, orders and refuses fields outside the whitelist', async () => {
    const page = await anomalies('sam', { filter: 'detector|eq|stability-shift', orderBy: 'title:desc' });
    expect(page.total).toBe(2);
    expect(page.items.map((a) => a.title)).toEqual([...page.items.map((a) => a.title)].sort().reverse());
    const bad = await h.call<Json>('sam', 'GET', `/api/anomaly?${q({ filter: 'tenant_id|eq|x' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_filter');
    expect((await h.call<Json>('sam', 'GET', `/api/anomaly?${q({ orderBy: 'nope' })}`)).body.code).toBe(
      'invalid_order',
    );
  });
});

describe('detail and reports', () => {
  it('returns observed against expected series, actions, contributors and report files', async () => {
    const spike = (await anomalies()).items.find((a) => a.detector === 'loss-ratio-spike')!;
    const res = await h.call<
      Json & {
        observedSeries: { date: string; value: number }[];
        expectedSeries: { date: string; value: number }[];
        actions: Action[];
        contributors: { contribution: number }[];
        reports: { filename: string; contentType: string }[];
      }
    >('sam', 'GET', `/api/anomaly/v2/${spike.id}`);
    expect(res.status).toBe(200);
    expect(res.body.observedSeries).toHaveLength(dataset.months.length);
    expect(res.body.expectedSeries.map((p) => p.date)).toEqual(res.body.observedSeries.map((p) => p.date));
    // The state's own loss ratio in the last month, worked out from the generated rows.
    const planted = dataset.planted.find((p) => p.kind === 'lossRatioSpike')!;
    const last = dataset.portfolio.filter(
      (r) => r.state === planted.state && r.line === planted.line && r.month === DEMO_AS_OF,
    );
    const lr = last.reduce((s, r) => s + r.incurredLosses, 0) / last.reduce((s, r) => s + r.earnedPremium, 0);
    expect(res.body.observedSeries.at(-1)!.value).toBeCloseTo(lr, 5);
    expect(res.body.observedSeries.at(-1)!.value).toBeGreaterThan(
      res.body.expectedSeries.at(-1)!.value * 1.25,
    );
    expect(res.body.actions.length).toBeGreaterThan(0);
    expect(res.body.contributors.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(1, 3);
    expect(res.body.reports.map((r) => r.contentType)).toEqual(['application/pdf', 'text/html']);
  });

  it('generates the PDF and HTML report, one PDF page by reference, and refuses unknown files', async () => {
    const [a] = (await anomalies()).items;
    const pdf = await h.call(
      'sam',
      'GET',
      `/api/anomaly/${a!.id}/report/view?${q({ filename: `anomaly-${a!.id}.pdf` })}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const page = await h.call(
      'sam',
      'GET',
      `/api/anomaly/${a!.id}/report/view?${q({ filename: `anomaly-${a!.id}.pdf`, reference: 'page=1' })}`,
    );
    expect(page.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(page.bytes)).getPageCount()).toBe(1);
    const html = await h.call(
      'sam',
      'GET',
      `/api/anomaly/${a!.id}/report/view?${q({ filename: `anomaly-${a!.id}.html` })}`,
    );
    expect(html.type).toMatch(/^text\/html/);
    expect(html.raw).toContain(a!.title.replace(/'/g, '&#39;'));
    expect(
      (await h.call('sam', 'GET', `/api/anomaly/${a!.id}/report/view?${q({ filename: 'other.pdf' })}`))
        .status,
    ).toBe(404);
    expect(
      (
        await h.call(
          'sam',
          'GET',
          `/api/anomaly/${a!.id}/report/view?${q({ filename: `anomaly-${a!.id}.pdf`, reference: 'page=99' })}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('status workflow', () => {
  it('moves work forward, refuses going back with 409 invalid_status_transition, re-opens a closed finding', async () => {
    const s = await statuses();
    const [a] = (await anomalies('sam', { filter: 'detector|eq|outlier-segment' })).items;
    const move = (statusId: string, note?: string) =>
      h.call<Json>('sam', 'PUT', `/api/anomaly/${a!.id}`, { statusId, ...(note ? { note } : {}) });
    expect((await move(s.get('investigating')!.id, 'Looking at it')).body.statusName).toBe('Investigating');
    const back = await move(s.get('new')!.id);
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('invalid_status_transition');
    expect((await move(s.get('dismissed')!.id)).body.statusName).toBe('Dismissed');
    const closed = await move(s.get('resolved')!.id);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('invalid_status_transition');
    expect((await move(s.get('new')!.id)).status).toBe(409);
    expect((await move(s.get('investigating')!.id)).body.statusName).toBe('Investigating');
    const unknown = await move('00000000-0000-4000-8000-0000000000ff');
    expect(unknown.status).toBe(400);
    // Triage also assigns and re-rates.
    const triaged = await h.call<Json>('sam', 'PUT', `/api/anomaly/${a!.id}`, {
      assignee: 'sam',
      severity: 3,
    });
    expect(triaged.body).toMatchObject({ assignee: 'sam', severity: 3, statusName: 'Investigating' });
  });

  it('manages statuses: custom ones join the workflow; one in use cannot be deleted', async () => {
    const created = await h.call<Status>('ada', 'POST', '/api/anomaly-status', {
      code: 'escalated',
      name: 'Escalated',
      sortOrder: 25,
      color: '#aa00aa',
    });
    expect(created.status).toBe(201);
    expect(
      (await h.call('ada', 'POST', '/api/anomaly-status', { code: 'escalated', name: 'Again' })).status,
    ).toBe(409);
    expect((await h.call('sam', 'POST', '/api/anomaly-status', { code: 'x', name: 'X' })).status).toBe(403);
    const blank = await h.call<Json>('ada', 'POST', '/api/anomaly-status', { code: 'blank', name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('validation_failed');
    const s = await statuses();
    const [a] = (await anomalies('sam', { filter: 'detector|eq|loss-ratio-spike' })).items;
    await h.call('sam', 'PUT', `/api/anomaly/${a!.id}`, { statusId: s.get('confirmed')!.id });
    expect(
      (await h.call<Json>('sam', 'PUT', `/api/anomaly/${a!.id}`, { statusId: created.body.id })).body
        .statusName,
    ).toBe('Escalated');
    const inUse = await h.call<Json>('ada', 'DELETE', `/api/anomaly-status/${created.body.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('in_use');
    await h.call('sam', 'PUT', `/api/anomaly/${a!.id}`, { statusId: s.get('resolved')!.id });
    expect((await h.call('ada', 'DELETE', `/api/anomaly-status/${created.body.id}`)).status).toBe(204);
  });
});

describe('actions and votes', () => {
  it('counts one vote per user per action; voting again withdraws it, the other way changes it', async () => {
    const [a] = (await anomalies()).items;
    const detail = await h.call<{ actions: Action[] }>('sam', 'GET', `/api/anomaly/v2/${a!.id}`);
    const action = detail.body.actions[0]!;
    const vote = (who: 'sam' | 'ada', dir: 'up_vote' | 'down_vote') =>
      h.call<Action>(who, 'POST', `/api/anomaly/${a!.id}/action/${action.id}/${dir}`);
    expect((await vote('sam', 'up_vote')).body).toMatchObject({ upVotes: 1, downVotes: 0, myVote: 'up' });
    expect((await vote('sam', 'up_vote')).body).toMatchObject({ upVotes: 0, downVotes: 0, myVote: 'none' });
    await vote('sam', 'up_vote');
    expect((await vote('sam', 'down_vote')).body).toMatchObject({ upVotes: 0, downVotes: 1, myVote: 'down' });
    expect((await vote('ada', 'up_vote')).body).toMatchObject({ upVotes: 1, downVotes: 1, myVote: 'up' });
    const seen = await h.call<{ actions: Action[] }>('sam', 'GET', `/api/anomaly/v2/${a!.id}`);
    expect(seen.body.actions[0]).toMatchObject({ upVotes: 1, downVotes: 1, myVote: 'down' });
    const other = (await anomalies()).items.find((x) => x.id !== a!.id)!;
    expect((await h.call('sam', 'POST', `/api/anomaly/${other.id}/action/${action.id}/up_vote`)).status).toBe(
      404,
    );
  });
});

describe('manual anomalies', () => {
  it('lets administrators raise and delete one; members may not', async () => {
    const body = {
      title: 'Broker mix change in Ohio',
      severity: 2,
      usecaseId: USE_CASE_IDS.distribution,
      metric: 'newBusinessShare',
      observedValue: 0.42,
      expectedValue: 0.3,
      location: 'OH',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
    };
    expect((await h.call('sam', 'POST', '/api/anomaly', body)).status).toBe(403);
    const created = await h.call<Anomaly>('ada', 'POST', '/api/anomaly', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ detector: 'manual', statusName: 'New', location: 'OH' });
    const backwards = await h.call('ada', 'POST', '/api/anomaly', { ...body, periodEnd: '2026-08-01' });
    expect(backwards.status).toBe(400);
    expect((await anomalies()).items.map((x) => x.id)).toContain(created.body.id);
    expect((await h.call('ada', 'DELETE', `/api/anomaly/${created.body.id}`)).status).toBe(204);
    expect((await h.call('sam', 'GET', `/api/anomaly/${created.body.id}`)).status).toBe(404);
  });
});

describe('another tenant', () => {
  it("cannot see or touch any of Acme's anomalies, actions or reports (404)", async () => {
    const acmeItems = (await anomalies()).items;
    const birchItems = (await anomalies('lee')).items;
    expect(birchItems.length).toBeGreaterThan(0);
    expect(birchItems.map((a) => a.id).filter((id) => acmeItems.some((x) => x.id === id))).toEqual([]);
    const a = acmeItems[0]!;
    const action = (await h.call<{ actions: Action[] }>('sam', 'GET', `/api/anomaly/v2/${a.id}`)).body
      .actions[0]!;
    const s = await statuses();
    for (const [method, url, payload] of [
      ['GET', `/api/anomaly/${a.id}`],
      ['GET', `/api/anomaly/v2/${a.id}`],
      ['PUT', `/api/anomaly/${a.id}`, { statusId: s.get('confirmed')!.id }],
      ['POST', `/api/anomaly/${a.id}/action/${action.id}/up_vote`],
      ['GET', `/api/anomaly/${a.id}/report/view?${q({ filename: `anomaly-${a.id}.pdf` })}`],
      ['GET', `/api/anomaly-status/${s.get('new')!.id}`],
    ] as const) {
      expect((await h.call('lee', method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
    expect((await h.call('bo', 'DELETE', `/api/anomaly/${a.id}`)).status).toBe(404);
  });
});
