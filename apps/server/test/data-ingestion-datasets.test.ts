import { GROUP_IDS, USE_CASE_IDS, DATASETS, datasetTemplate } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/services/analytics/ingest.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import {
  ingestCsvAs,
  q,
  startAnalytics,
  type AnalyticsHarness,
  type Json,
  type Page,
} from './analytics-helpers.ts';

// Claims, intel feeds and model scores loaded through POST /api/data-ingestion, and where they show.

let h: AnalyticsHarness;

beforeAll(async () => {
  h = await startAnalytics();
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const upload = (name: string, dataset: string, csv: string) => ingestCsvAs(h, 'bo', name, dataset, csv);

/** A deterministic uniform stream, so the model-score files are the same on every run. */
function stream(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe('dataset templates', () => {
  it('every dataset template parses and holds every required column the server checks', async () => {
    for (const d of DATASETS) {
      const [header, example] = parseCsv(datasetTemplate(d.key));
      expect(header!.length).toBe(example!.length);
      for (const c of d.columns.filter((c) => c.required)) expect(header).toContain(c.name);
    }
    // The template's example row of each new dataset is itself loadable or rejected only for data reasons.
    const feeds = await upload('Template', 'intel-feeds', datasetTemplate('intel-feeds'));
    expect(feeds.body).toMatchObject({ status: 'succeeded', rowsLoaded: 1 });
  });
});

describe('claims', () => {
  it('recount the portfolio rows they belong to and reject claims without one, naming the column', async () => {
    const portfolio = [
      'month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses',
      '2026-09,OH,Pet Insurance,Cats,1000,50000,30,30000',
    ].join('\n');
    expect((await upload('Pets', 'portfolio', portfolio)).body).toMatchObject({ rowsLoaded: 1 });
    const claims = [
      'claimNumber,lossDate,reportedDate,state,lineOfBusiness,segment,status,paid,reserve,cause',
      'CLM-1,2026-09-03,2026-09-04,OH,Pet Insurance,Cats,closed,1200,0,Illness',
      'CLM-2,2026-09-10,,OH,Pet Insurance,Cats,open,300,700,Accident',
      'CLM-3,2026-09-10,,OH,Pet Insurance,Dogs,open,300,700,Accident',
      'CLM-4,2026-09-10,2026-09-01,OH,Pet Insurance,Cats,open,300,700,Accident',
      'CLM-5,2026-09-10,,OH,Pet Insurance,Cats,lost,300,700,Accident',
    ].join('\n');
    const res = await upload('Pet claims', 'claims', claims);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ dataset: 'claims', rowsLoaded: 2, rowsRejected: 3 });
    expect(res.body.rejects.map((r) => [r.row, r.column])).toEqual([
      [4, 'segment'],
      [5, 'reportedDate'],
      [6, 'status'],
    ]);
    const perf = await h.call<Page<{ claimCount: number; incurredLoss: number }>>(
      'lee',
      'GET',
      `/api/dashboard/performance/segment?${q({ days: 30, filter: 'lineOfBusiness|eq|pet-insurance,and,state|eq|OH,and,segment|eq|Cats' })}`,
    );
    expect(perf.body.items).toHaveLength(1);
    expect(perf.body.items[0]).toMatchObject({ claimCount: 2, incurredLoss: 2200 });
    // Loading a claim again replaces it rather than counting it twice.
    await upload('Again', 'claims', claims.split('\n').slice(0, 2).join('\n').replace(',1200,', ',2200,'));
    const again = await h.call<Page<{ claimCount: number; incurredLoss: number }>>(
      'lee',
      'GET',
      `/api/dashboard/performance/segment?${q({ days: 30, filter: 'lineOfBusiness|eq|pet-insurance,and,state|eq|OH,and,segment|eq|Cats' })}`,
    );
    expect(again.body.items[0]).toMatchObject({ claimCount: 2, incurredLoss: 3200 });
  });
});

describe('intel feeds', () => {
  it('show in the feeds and source types of the competitive-intelligence group, for this tenant only', async () => {
    const csv = [
      'sourceType,sourceName,title,publishedDate,summary,url,state,lineOfBusiness,carrier,tags',
      'news,Trade Weekly,Zeta raises pet rates,2026-09-20,Zeta filed +6%,https://example.com/a,OH,Pet Insurance,Zeta,rate;pet',
      'news,Trade Weekly,Bad link,2026-09-20,,ftp://example.com/a,OH,,,',
      'Bad Type,Trade Weekly,Bad type,2026-09-20,,,,,,',
    ].join('\n');
    const res = await upload('Feeds', 'intel-feeds', csv);
    expect(res.body).toMatchObject({ rowsLoaded: 1, rowsRejected: 2 });
    expect(res.body.rejects.map((r) => r.column)).toEqual(['url', 'sourceType']);
    const feeds = await h.call<Page<Json>>(
      'lee',
      'GET',
      `/api/intelligence/${GROUP_IDS.competitiveIntelligence}/feeds?${q({ days: 3660, filter: 'sourceType|eq|news' })}`,
    );
    expect(feeds.status).toBe(200);
    expect(feeds.body.items.map((i) => i.title)).toContain('Zeta raises pet rates');
    const item = feeds.body.items.find((i) => i.title === 'Zeta raises pet rates')!;
    expect(item).toMatchObject({ sourceName: 'Trade Weekly', state: 'OH', tags: ['rate', 'pet'] });
    const types = await h.call<{ code: string; count: number }[]>(
      'lee',
      'GET',
      `/api/intelligence/${GROUP_IDS.competitiveIntelligence}/source-types`,
    );
    const body = Array.isArray(types.body)
      ? types.body
      : (types.body as unknown as Page<{ code: string; count: number }>).items;
    expect(body.find((t) => t.code === 'news')?.count).toBeGreaterThanOrEqual(1);
    const acme = await h.call<Page<Json>>(
      'sam',
      'GET',
      `/api/intelligence/${GROUP_IDS.competitiveIntelligence}/feeds?${q({ days: 3660, filter: 'sourceType|eq|news' })}`,
    );
    expect(acme.body.items).toEqual([]);
  });
});

function scoreFile(model: string, periods: { period: string; shift: number }[], withUseCase = true) {
  const next = stream(7);
  const lines = ['model,useCase,period,score,actual,state,feature.age,feature.region'];
  const regions = ['north', 'south', 'east', 'west'];
  for (const { period, shift } of periods) {
    for (let i = 0; i < 400; i += 1) {
      const u = Math.min(0.999, next() + shift * next());
      const age = Math.round(18 + 60 * Math.min(1, next() + shift));
      const region = regions[Math.floor(next() * (shift > 0 ? 2 : 4))]!;
      lines.push(
        `${model},${withUseCase ? USE_CASE_IDS.underwriting : ''},${period},${u.toFixed(4)},${next() < u ? 1 : 0},${i % 2 ? 'OH' : 'PA'},${age},${region}`,
      );
    }
  }
  return lines.join('\n');
}

describe('model scores', () => {
  it('create the model, feed its stability and reports, and a later file replaces the periods it holds', async () => {
    const csv = scoreFile('Birch Own Frequency', [
      { period: 'reference', shift: 0 },
      { period: '2026-07', shift: 0 },
      { period: '2026-08', shift: 0 },
      { period: '2026-09', shift: 0.5 },
    ]);
    const res = await upload('Scores', 'model-scores', csv);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ dataset: 'model-scores', rowsLoaded: 1600, rowsRejected: 0 });
    const models = await h.call<Page<{ id: string; stabilityBand: string | null; lastScoredAt: string }>>(
      'lee',
      'GET',
      `/api/model?${q({ filter: 'name|eq|Birch Own Frequency' })}`,
    );
    expect(models.body.items).toHaveLength(1);
    const model = models.body.items[0]!;
    expect(model.stabilityBand).toBe('shift');
    expect(model.lastScoredAt.slice(0, 10)).toBe('2026-09-30');
    const stability = await h.call<{
      overallPsi: number;
      band: string;
      features: { feature: string; csi: number }[];
      series: { date: string }[];
    }>('lee', 'GET', `/api/model/${model.id}/stability?days=90`);
    expect(stability.status).toBe(200);
    expect(stability.body.overallPsi).toBeGreaterThan(0.25);
    expect(stability.body.features.map((f) => f.feature).sort()).toEqual(['age', 'region']);
    expect(stability.body.series.map((s) => s.date)).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
    const reports = await h.call<{ id: string }[]>('lee', 'GET', `/api/model/${model.id}/reports`);
    const subs = await h.call<{ key: string }[]>(
      'lee',
      'GET',
      `/api/model/${model.id}/reports/types?${q({ reportId: reports.body[0]!.id })}`,
    );
    const charts = await h.call<{ charts: unknown[] }>(
      'lee',
      'GET',
      `/api/model/${model.id}/reports/${reports.body[0]!.id}/${subs.body[0]!.key}`,
    );
    expect(charts.status).toBe(200);
    expect(charts.body.charts.length).toBeGreaterThan(0);
    const anomalies = await h.call<Page<{ modelId: string; detector: string }>>(
      'lee',
      'GET',
      `/api/anomaly?${q({ pageSize: 100, filter: `modelId|eq|${model.id}` })}`,
    );
    expect(anomalies.body.items.some((a) => a.detector === 'stability-shift')).toBe(true);

    // September again, now like the reference: the shift is gone.
    const fixed = await upload(
      'September again',
      'model-scores',
      scoreFile('Birch Own Frequency', [{ period: '2026-09', shift: 0 }]),
    );
    expect(fixed.body).toMatchObject({ rowsLoaded: 400 });
    const after = await h.call<{ overallPsi: number }>(
      'lee',
      'GET',
      `/api/model/${model.id}/stability?days=90`,
    );
    expect(after.body.overallPsi).toBeLessThan(0.1);
  });

  it('rejects rows of an unknown model without a use case, and bad periods, naming the column', async () => {
    const csv = [
      'model,period,score,actual',
      'Nobody Knows,2026-09,0.1,0',
      'Birch Own Frequency,2026-13,0.1,0',
      'Birch Own Frequency,2026-09,high,0',
    ].join('\n');
    const res = await upload('Bad scores', 'model-scores', csv);
    expect(res.body).toMatchObject({ status: 'failed', rowsLoaded: 0, rowsRejected: 3 });
    expect(res.body.rejects.map((r) => r.column)).toEqual(['model', 'period', 'score']);
    const unknown = await upload('Nope', 'premiums', 'a\n1');
    expect(unknown.status).toBe(400);
  });
});

describe('competitive-intelligence aggregates', () => {
  const acme = `/api/tenant/${DEMO_TENANT_IDS.acmeMutual}`;

  it('group the filings by state, line and carrier, with the same totals as the filing stats', async () => {
    const stats = await h.call<{ totalFilings: number }>('sam', 'GET', `${acme}/filing-stats?days=365`);
    for (const by of ['state', 'lineOfBusiness', 'carrier']) {
      const res = await h.call<{ items: { key: string; filings: number; rateChanges: number[] }[] }>(
        'sam',
        'GET',
        `${acme}/filing-breakdown?${q({ by, days: 365 })}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items.reduce((s, i) => s + i.filings, 0)).toBe(stats.body.totalFilings);
    }
    const ohio = await h.call<{ items: { key: string; filings: number }[] }>(
      'sam',
      'GET',
      `${acme}/filing-breakdown?${q({ by: 'carrier', days: 365, filter: 'state|eq|OH' })}`,
    );
    const ohioStats = await h.call<{ totalFilings: number }>(
      'sam',
      'GET',
      `${acme}/filing-stats?${q({ days: 365, filter: 'state|eq|OH' })}`,
    );
    expect(ohio.body.items.reduce((s, i) => s + i.filings, 0)).toBe(ohioStats.body.totalFilings);
    expect((await h.call('sam', 'GET', `${acme}/filing-breakdown?by=month`)).status).toBe(400);
    expect((await h.call('lee', 'GET', `${acme}/filing-breakdown`)).status).toBeGreaterThanOrEqual(403);
  });

  it('set the own book beside competitor filings and flag cells far from their line', async () => {
    const res = await h.call<{
      outlierZ: number;
      items: {
        ownEarnedPremium: number;
        competitorFilings: number;
        zScore: number | null;
        outlier: boolean;
      }[];
    }>('sam', 'GET', `${acme}/market-comparison?days=365`);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const item of res.body.items) {
      expect(item.ownEarnedPremium).toBeGreaterThan(0);
      expect(item.competitorFilings).toBeGreaterThan(0);
      expect(item.outlier).toBe(item.zScore !== null && Math.abs(item.zScore) >= res.body.outlierZ);
    }
  });
});
