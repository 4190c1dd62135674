import { GROUP_IDS, USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_PROFILES } from '../src/analytics/index.ts';
import { generateTenantDataset } from '../src/demo/index.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { DEMO_ANALYTICS, DEMO_AS_OF } from '../src/db/seed-analytics.ts';
import {
  finishedLoad,
  q,
  startAnalytics,
  type AnalyticsHarness,
  type Json,
  type Page,
} from './analytics-helpers.ts';

let h: AnalyticsHarness;
const acme = DEMO_ANALYTICS.find((d) => d.slug === 'acme-mutual')!;
const dataset = generateTenantDataset({ tenantSlug: acme.slug, seed: acme.seed, asOf: DEMO_AS_OF });
/** days=90 counted back from the as-of date (30 Sep 2026) reaches 2 July: July, August, September. */
const WINDOW_MONTHS = ['2026-07', '2026-08', '2026-09'];

beforeAll(async () => {
  h = await startAnalytics();
  // A spread of triage states so the status buckets are not all 'New'.
  const statuses = await h.call<Page<{ id: string; code: string }>>('ada', 'GET', '/api/anomaly-status');
  const id = (code: string) => statuses.body.items.find((s) => s.code === code)!.id;
  const list = await h.call<Page<{ id: string; detector: string }>>(
    'ada',
    'GET',
    '/api/anomaly?pageSize=100',
  );
  for (const a of list.body.items) {
    if (a.detector === 'outlier-segment')
      await h.call('ada', 'PUT', `/api/anomaly/${a.id}`, { statusId: id('investigating') });
    if (a.detector === 'loss-ratio-spike')
      await h.call('ada', 'PUT', `/api/anomaly/${a.id}`, { statusId: id('dismissed') });
  }
  await h.call('ada', 'POST', '/api/anomaly', {
    title: 'Raised by hand for the dashboard',
    severity: 3,
    usecaseId: USE_CASE_IDS.distribution,
    metric: 'retention',
    observedValue: 0.7,
    location: 'OH',
    periodStart: '2026-09-01',
    periodEnd: '2026-09-30',
  });
}, 240_000);

afterAll(async () => {
  await h?.close();
});

interface Anomaly {
  id: string;
  severity: number;
  statusId: string;
  usecaseId: string;
  location: string | null;
  modelId: string | null;
  detector: string;
  lineOfBusiness: string | null;
}

interface Bucket {
  key: string;
  label: string;
  count: number;
  share: number;
  low: number;
  medium: number;
  high: number;
}

async function listAll(params: Record<string, string | number> = {}): Promise<Anomaly[]> {
  const res = await h.call<Page<Anomaly>>('sam', 'GET', `/api/anomaly?${q({ pageSize: 500, ...params })}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

function countBy(items: Anomaly[], key: (a: Anomaly) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of items) counts.set(key(a), (counts.get(key(a)) ?? 0) + 1);
  return counts;
}

describe('anomaly dashboard', () => {
  const dimensions: [string, (a: Anomaly) => string][] = [
    ['severity', (a) => String(a.severity)],
    ['status', (a) => a.statusId],
    ['usecase', (a) => a.usecaseId],
    ['location', (a) => a.location ?? 'none'],
    ['model', (a) => a.modelId ?? 'none'],
    ['detector', (a) => a.detector],
    ['lineOfBusiness', (a) => a.lineOfBusiness ?? 'none'],
  ];

  it.each(dimensions)('counts by %s equal the counts of the list endpoint', async (by, key) => {
    for (const params of [{}, { days: 30 }, { filter: 'severity|ge|2' }] as Record<
      string,
      string | number
    >[]) {
      const items = await listAll(params);
      const res = await h.call<Page<Bucket>>(
        'sam',
        'GET',
        `/api/dashboard/anomaly/groupby?${q({ by, ...params })}`,
      );
      expect(res.status).toBe(200);
      expect(new Map(res.body.items.map((b) => [b.key, b.count]))).toEqual(countBy(items, key));
      for (const b of res.body.items) {
        expect(b.low + b.medium + b.high).toBe(b.count);
        expect(b.share).toBeCloseTo(b.count / items.length, 4);
      }
    }
  });

  it('serves the location, status and use-case shortcuts and their drill-down lists', async () => {
    const items = await listAll();
    const location = await h.call<Page<Bucket>>('sam', 'GET', '/api/dashboard/anomaly/location');
    expect(new Map(location.body.items.map((b) => [b.key, b.count]))).toEqual(
      countBy(
        items.filter((a) => a.location),
        (a) => a.location!,
      ),
    );
    const status = await h.call<Page<Bucket>>(
      'sam',
      'GET',
      '/api/dashboard/anomaly/status?orderBy=count:desc',
    );
    expect(status.body.items.map((b) => b.count)).toEqual(
      [...status.body.items.map((b) => b.count)].sort((a, b) => b - a),
    );
    for (const bucket of status.body.items) {
      const drill = await h.call<Page<Anomaly>>('sam', 'GET', `/api/dashboard/anomaly/status/${bucket.key}`);
      expect(drill.body.total).toBe(bucket.count);
      expect(new Set(drill.body.items.map((a) => a.statusId))).toEqual(new Set([bucket.key]));
    }
    const usecase = await h.call<Page<Bucket>>('sam', 'GET', '/api/dashboard/anomaly/usecase');
    expect(usecase.body.items.map((b) => b.label).sort()).toEqual(['Claims', 'Distribution', 'Underwriting']);
    for (const bucket of usecase.body.items) {
      const drill = await h.call<Page<Anomaly>>('sam', 'GET', `/api/dashboard/anomaly/usecase/${bucket.key}`);
      expect(drill.body.total).toBe(bucket.count);
    }
    const unknown = '00000000-0000-4000-8000-00000000beef';
    expect((await h.call('sam', 'GET', `/api/dashboard/anomaly/status/${unknown}`)).status).toBe(404);
    expect((await h.call('sam', 'GET', `/api/dashboard/anomaly/usecase/${unknown}`)).status).toBe(404);
  });

  it('pages buckets and refuses unknown sort keys', async () => {
    const page = await h.call<Page<Bucket>>(
      'sam',
      'GET',
      '/api/dashboard/anomaly/groupby?by=detector&pageSize=1&page=2&orderBy=key',
    );
    expect(page.body.pageSize).toBe(1);
    expect(page.body.items).toHaveLength(1);
    const all = await h.call<Page<Bucket>>(
      'sam',
      'GET',
      '/api/dashboard/anomaly/groupby?by=detector&orderBy=key',
    );
    expect(page.body.items[0]).toEqual(all.body.items[1]);
    expect(page.body.total).toBe(all.body.items.length);
    expect(
      (await h.call<Json>('sam', 'GET', '/api/dashboard/anomaly/groupby?orderBy=tenant')).body.code,
    ).toBe('invalid_order');
  });
});

describe('portfolio performance', () => {
  it('gives the A/E of a known segment as worked out from the generated rows', async () => {
    const homeowners = LINE_PROFILES.find((l) => l.name === 'Homeowners')!;
    const segment = homeowners.segments[0]!.name;
    const state = dataset.states[0]!.code;
    const rows = dataset.portfolio.filter(
      (r) =>
        r.line === 'Homeowners' &&
        r.segment === segment &&
        r.state === state &&
        WINDOW_MONTHS.includes(r.month),
    );
    expect(rows).toHaveLength(3);
    const premium = rows.reduce((s, r) => s + r.earnedPremium, 0);
    const losses = rows.reduce((s, r) => s + r.incurredLosses, 0);
    const res = await h.call<Page<Json>>(
      'sam',
      'GET',
      `/api/dashboard/performance/segment?${q({ filter: `lineOfBusiness|eq|homeowners,and,state|eq|${state},and,segment|eq|${segment}` })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const row = res.body.items[0]!;
    expect(row.earnedPremium).toBe(premium);
    expect(row.incurredLoss).toBe(losses);
    expect(row.lossRatio).toBeCloseTo(losses / premium, 5);
    expect(row.expectedLossRatio).toBeCloseTo(homeowners.targetLossRatio, 5);
    expect(row.aeRatio).toBeCloseTo(losses / premium / homeowners.targetLossRatio, 5);
    // Against the three months before the window.
    const prior = dataset.portfolio.filter(
      (r) =>
        r.line === 'Homeowners' &&
        r.segment === segment &&
        r.state === state &&
        ['2026-04', '2026-05', '2026-06'].includes(r.month),
    );
    const priorLr =
      prior.reduce((s, r) => s + r.incurredLosses, 0) / prior.reduce((s, r) => s + r.earnedPremium, 0);
    expect(row.changePct).toBeCloseTo((losses / premium / priorLr - 1) * 100, 3);
  });

  it('groups by state with totals equal to the book of the window', async () => {
    const res = await h.call<Page<{ key: string; earnedPremium: number; claimCount: number }>>(
      'sam',
      'GET',
      '/api/dashboard/performance/state?pageSize=100&orderBy=key',
    );
    expect(res.body.items.map((r) => r.key)).toEqual(dataset.states.map((s) => s.code).sort());
    const book = dataset.portfolio.filter((r) => WINDOW_MONTHS.includes(r.month));
    expect(res.body.items.reduce((s, r) => s + r.claimCount, 0)).toBe(
      book.reduce((s, r) => s + r.claimCount, 0),
    );
    const models = await h.call<Page<{ aeRatio: number | null }>>(
      'sam',
      'GET',
      '/api/dashboard/performance/model',
    );
    expect(models.body.total).toBe(4);
    expect((await h.call('sam', 'GET', '/api/dashboard/performance/nope')).status).toBe(400);
  });

  it('draws monthly trends, one series per line plus the whole book', async () => {
    const res = await h.call<Page<{ key: string; points: { date: string; value: number }[] }>>(
      'sam',
      'GET',
      '/api/dashboard/trend/premium?pageSize=100',
    );
    expect(res.body.items.map((s) => s.key)).toEqual([
      'all',
      ...LINE_PROFILES.map((l) => l.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')).sort(),
    ]);
    const all = res.body.items[0]!;
    expect(all.points.map((p) => p.date)).toEqual(WINDOW_MONTHS.map((m) => `${m}-01`));
    for (const point of all.points) {
      const month = point.date.slice(0, 7);
      expect(point.value).toBe(
        dataset.portfolio.filter((r) => r.month === month).reduce((s, r) => s + r.earnedPremium, 0),
      );
    }
    const filtered = await h.call<Page<{ key: string }>>(
      'sam',
      'GET',
      `/api/dashboard/trend/claims?${q({ filter: 'key|eq|homeowners' })}`,
    );
    expect(filtered.body.items.map((s) => s.key)).toEqual(['homeowners']);
  });
});

describe('filings and intelligence', () => {
  const from = '2025-10-01'; // days=365 back from 30 Sep 2026
  const inYear = dataset.filings.filter((f) => f.submittedDate >= from);

  it('counts filing stats and lists the filing summary over the window', async () => {
    const stats = await h.call<Json & { byStatus: { key: string; count: number }[] }>(
      'sam',
      'GET',
      `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/filing-stats?days=365`,
    );
    expect(stats.status).toBe(200);
    expect(stats.body.totalFilings).toBe(inYear.length);
    const approved = inYear.filter((f) => f.status === 'approved').length;
    const decided = inYear.filter((f) => f.status !== 'pending').length;
    expect(stats.body.approvalRate).toBeCloseTo(approved / decided, 4);
    expect(stats.body.byStatus.find((s) => s.key === 'approved')!.count).toBe(approved);
    const state = inYear[0]!.state;
    const list = await h.call<Page<{ state: string; submittedDate: string }>>(
      'sam',
      'GET',
      `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/filing-summary?${q({ days: 365, filter: `state|eq|${state}`, pageSize: 500 })}`,
    );
    expect(list.body.total).toBe(inYear.filter((f) => f.state === state).length);
    expect(list.body.items.map((f) => f.submittedDate)).toEqual(
      [...list.body.items.map((f) => f.submittedDate)].sort().reverse(),
    );
    // Another tenant's user may not name Acme; a system administrator may.
    expect(
      (await h.call('lee', 'GET', `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/filing-stats`)).status,
    ).toBe(404);
    const asAdmin = await h.call<Json>(
      'admin',
      'GET',
      `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}/filing-stats?days=365`,
    );
    expect(asAdmin.body.totalFilings).toBe(inYear.length);
  });

  it('serves intel metrics, the feed and its source types from the filings', async () => {
    const group = GROUP_IDS.competitiveIntelligence;
    const metrics = await h.call<{ metrics: { key: string; value: number }[] }>(
      'sam',
      'GET',
      `/api/intelligence/${group}/intel-metrics?days=365`,
    );
    expect(metrics.body.metrics.find((m) => m.key === 'filings.total')!.value).toBe(inYear.length);
    const feed = await h.call<Page<{ publishedAt: string; filingId: string }>>(
      'sam',
      'GET',
      `/api/intelligence/${group}/feeds?days=3660&pageSize=500`,
    );
    expect(feed.body.total).toBe(dataset.filings.length);
    const types = await h.call<{ code: string; count: number }[]>(
      'sam',
      'GET',
      `/api/intelligence/${group}/source-types`,
    );
    expect(types.body.reduce((s, t) => s + t.count, 0)).toBe(dataset.filings.length);
    expect(types.body.find((t) => t.code === 'disposition')!.count).toBe(
      dataset.filings.filter((f) => f.dispositionDate).length,
    );
    const unknown = '00000000-0000-4000-8000-00000000beef';
    expect((await h.call('sam', 'GET', `/api/intelligence/${unknown}/feeds`)).status).toBe(404);
  });

  it('places the planted outlier segment in the high-frequency quadrant with its anomaly', async () => {
    const planted = dataset.planted.find((p) => p.kind === 'outlierSegment')!;
    const res = await h.call<{
      points: {
        state: string;
        segment: string;
        lineOfBusiness: string;
        x: number;
        quadrant: string;
        anomalyId: string | null;
      }[];
      quadrants: { count: number }[];
    }>('sam', 'GET', '/api/data-ingestion/outlier-quadrants?days=3660');
    expect(res.status).toBe(200);
    const point = res.body.points.find((p) => p.state === planted.state && p.segment === planted.segment)!;
    expect(point.quadrant.startsWith('high-')).toBe(true);
    expect(point.x).toBeGreaterThan(1.5);
    const outliers = await h.call<Page<{ id: string }>>('sam', 'GET', '/api/anomaly/outliers');
    expect(point.anomalyId).toBe(outliers.body.items[0]!.id);
    expect(res.body.quadrants.reduce((s, x) => s + x.count, 0)).toBe(res.body.points.length);
    const filtered = await h.call<{ points: unknown[] }>(
      'sam',
      'GET',
      `/api/data-ingestion/outlier-quadrants?${q({ filter: `state|eq|${planted.state}` })}`,
    );
    expect(filtered.body.points.length).toBe(15);
  });
});

describe('data ingestion records', () => {
  it('lists the loads, renames one, refuses to cancel a finished one, deletes it', async () => {
    const list = await h.call<Page<{ id: string; dataset: string; rowsLoaded: number; status: string }>>(
      'ada',
      'GET',
      '/api/data-ingestion',
    );
    expect(list.body.items.map((d) => [d.dataset, d.rowsLoaded]).sort()).toEqual(
      [
        ['filings', dataset.filings.length],
        ['portfolio', dataset.portfolio.length],
      ].sort(),
    );
    const id = list.body.items[0]!.id;
    expect(
      (await h.call<Json>('ada', 'PUT', `/api/data-ingestion/${id}`, { name: 'Renamed' })).body.name,
    ).toBe('Renamed');
    const cancel = await h.call<Json>('ada', 'PUT', `/api/data-ingestion/${id}`, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('ingestion_finished');
    expect((await h.call('bo', 'GET', `/api/data-ingestion/${id}`)).status).toBe(404);
    expect((await h.call('ada', 'DELETE', `/api/data-ingestion/${id}`)).status).toBe(204);
    expect((await h.call('ada', 'GET', `/api/data-ingestion/${id}`)).status).toBe(404);
  });
});

describe('another tenant', () => {
  it('sees only its own book in every aggregate', async () => {
    const acmeStates = await h.call<Page<{ key: string; earnedPremium: number }>>(
      'sam',
      'GET',
      '/api/dashboard/performance/state?pageSize=100',
    );
    const birchStates = await h.call<Page<{ key: string; earnedPremium: number }>>(
      'lee',
      'GET',
      '/api/dashboard/performance/state?pageSize=100',
    );
    const birch = DEMO_ANALYTICS.find((d) => d.slug === 'birch-insurance')!;
    const birchData = generateTenantDataset({ tenantSlug: birch.slug, seed: birch.seed, asOf: DEMO_AS_OF });
    expect(birchStates.body.items.reduce((s, r) => s + r.earnedPremium, 0)).toBe(
      birchData.portfolio
        .filter((r) => WINDOW_MONTHS.includes(r.month))
        .reduce((s, r) => s + r.earnedPremium, 0),
    );
    expect(acmeStates.body.items).not.toEqual(birchStates.body.items);
    const acmeCounts = await h.call<Page<Bucket>>('sam', 'GET', '/api/dashboard/anomaly/groupby?by=usecase');
    const birchCounts = await h.call<Page<Bucket>>('lee', 'GET', '/api/dashboard/anomaly/groupby?by=usecase');
    expect(birchCounts.body.items.reduce((s, b) => s + b.count, 0)).toBe(4);
    expect(acmeCounts.body.items.reduce((s, b) => s + b.count, 0)).toBe(5);
  });
});

function multipart(parts: { name: string; value: string; filename?: string; type?: string }[]) {
  const boundary = '----ratelens-test-boundary';
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(name: string, dataset: string, csv: string, type = 'text/csv') {
  const { payload, contentType } = multipart([
    { name: 'name', value: name },
    { name: 'dataset', value: dataset },
    { name: 'file', value: csv, filename: `${dataset}.csv`, type },
  ]);
  const res = await h.ratelens.app.inject({
    method: 'POST',
    url: '/api/data-ingestion',
    headers: { authorization: `Bearer ${h.token('bo')}`, 'content-type': contentType },
    payload,
  });
  const body = res.json() as Json;
  // 202: recorded and running; the rows load in batches after the answer.
  return {
    status: res.statusCode,
    body: res.statusCode === 202 ? await finishedLoad(h, 'bo', String(body.id)) : body,
  };
}

describe('CSV loads (runs last: it changes Birch)', () => {
  it('loads a portfolio file, rejects bad rows by number, and the detectors find the outlier it holds', async () => {
    const months = Array.from({ length: 24 }, (_, i) => {
      const index = 2024 * 12 + 9 + i; // Oct 2024 .. Sep 2026
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
    const states = ['OH', 'PA', 'GA', 'MI', 'NC', 'VA'];
    const lines = ['month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses'];
    for (const month of months) {
      for (const state of states) {
        // Virginia's pets claim four times as much for the same premium.
        lines.push(
          `${month},${state},Pet Insurance,"Dogs, large",1000,50000,${state === 'VA' ? 120 : 30},${state === 'VA' ? 120000 : 30000}`,
        );
      }
    }
    lines.push('2026-09,ZZ,Pet Insurance,"Dogs, large",1000,50000,30,30000');
    lines.push('2026-09,OH,Pet Insurance,Cats,1000,-5,30,30000');
    const res = await upload('Pet book', 'portfolio', `${lines.join('\r\n')}\r\n`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      status: 'succeeded',
      rowsTotal: 146,
      rowsLoaded: 144,
      rowsRejected: 2,
      dataset: 'portfolio',
    });
    expect(res.body.rejects).toEqual([
      { row: 146, column: 'state', message: expect.stringMatching(/state 'ZZ'/) as string },
      {
        row: 147,
        column: 'earnedPremium',
        message: expect.stringMatching(/earnedPremium must be at least 0/) as string,
      },
    ]);
    const outliers = await h.call<
      Page<{ location: string; lineOfBusiness: string; segment: string; observedValue: number }>
    >('lee', 'GET', '/api/anomaly/outliers');
    const pet = outliers.body.items.find((a) => a.lineOfBusiness === 'pet-insurance')!;
    expect(pet).toMatchObject({ location: 'VA', segment: 'Dogs, large' });
    expect(pet.observedValue).toBeCloseTo(120000 / 50000, 4);
    // The load is listed; Acme sees neither the load nor the finding.
    const loads = await h.call<Page<{ name: string }>>('bo', 'GET', '/api/data-ingestion');
    expect(loads.body.items.map((l) => l.name)).toContain('Pet book');
    expect(
      (await h.call<Page<{ name: string }>>('ada', 'GET', '/api/data-ingestion')).body.items.map(
        (l) => l.name,
      ),
    ).not.toContain('Pet book');
    const acmeOutliers = await h.call<Page<{ lineOfBusiness: string }>>(
      'sam',
      'GET',
      '/api/anomaly/outliers',
    );
    expect(acmeOutliers.body.items.map((a) => a.lineOfBusiness)).not.toContain('pet-insurance');
  });

  it('loads filings and refuses files it cannot take with clear errors', async () => {
    const csv = [
      'trackingNumber,carrier,state,lineOfBusiness,filingType,status,submittedDate,dispositionDate,requestedRateChange',
      'ZZTP-2026-00001,Zeta Test Partners,OH,homeowners,rate,approved,2026-08-01,2026-08-21,4.5',
      'ZZTP-2026-00002,Zeta Test Partners,OH,homeowners,rate,approved,2026-08-01,2026-07-01,4.5',
    ].join('\n');
    const res = await upload('Filings', 'filings', csv);
    expect(res.body).toMatchObject({ rowsLoaded: 1, rowsRejected: 1 });
    const list = await h.call<Page<{ trackingNumber: string; daysToDisposition: number; carrier: string }>>(
      'lee',
      'GET',
      `/api/tenant/${DEMO_TENANT_IDS.birchInsurance}/filing-summary?${q({ filter: 'trackingNumber|startswith|ZZTP' })}`,
    );
    expect(list.body.items).toEqual([
      expect.objectContaining({
        trackingNumber: 'ZZTP-2026-00001',
        daysToDisposition: 20,
        carrier: 'Zeta Test Partners',
      }),
    ]);
    const claims = await upload('Claims', 'claims', csv);
    expect(claims.status).toBe(400);
    const header = await upload('No header', 'portfolio', 'a,b\n1,2\n');
    expect(header.status).toBe(400);
    expect(String(header.body.detail)).toMatch(/lacks the column/);
    expect((await upload('Binary', 'portfolio', 'x', 'image/png')).status).toBe(415);
  });
});
