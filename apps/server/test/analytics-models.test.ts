import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { loadSpec } from '../src/http/openapi.ts';
import { q, startAnalytics, type AnalyticsHarness, type Json, type Page } from './analytics-helpers.ts';

let h: AnalyticsHarness;
let namedQueries: Record<string, string>;

beforeAll(async () => {
  h = await startAnalytics();
  const spec = await loadSpec(h.ratelens.deps.config.openapiPath);
  const paths = spec.document.paths as Record<string, Record<string, Json>>;
  namedQueries = paths['/graphql']!.post!['x-named-queries'] as Record<string, string>;
}, 240_000);

afterAll(async () => {
  await h?.close();
});

interface Model {
  id: string;
  name: string;
  version: string;
  usecaseId: string;
  stabilityBand: string | null;
}

/** PSI written out by hand: sum over bins of (a - e) ln(a / e). */
function psiByHand(expected: number[], actual: number[]): number {
  return expected.reduce((sum, e, i) => sum + (actual[i]! - e) * Math.log(actual[i]! / e), 0);
}

function band(value: number): string {
  return value < 0.1 ? 'stable' : value <= 0.25 ? 'monitor' : 'shift';
}

async function seededModels(): Promise<Model[]> {
  const res = await h.call<Page<Model>>('sam', 'GET', `/api/model?${q({ pageSize: 100, orderBy: 'name' })}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('models', () => {
  it('seeds the four monitored models of each demo tenant, linked to underwriting and claims', async () => {
    const models = await seededModels();
    expect(models.map((m) => `${m.name} ${m.version}`)).toEqual([
      'Auto Frequency GLM v3',
      'Commercial Auto Loss Cost GLM v1',
      'Home Severity GBM v2',
      'Workers Comp Claim Triage GBM v4',
    ]);
    expect(new Set(models.map((m) => m.usecaseId))).toEqual(
      new Set([USE_CASE_IDS.underwriting, USE_CASE_IDS.claims]),
    );
    // Exactly one model carries the planted drift, and its band says so.
    expect(models.filter((m) => m.stabilityBand === 'shift')).toHaveLength(1);
  });

  it('creates, renames and deletes a model; refuses an unknown use case and a duplicate', async () => {
    const body = {
      name: 'Churn Propensity',
      usecaseId: USE_CASE_IDS.distribution,
      version: 'v1',
      kind: 'propensity',
    };
    const created = await h.call<Model>('ada', 'POST', '/api/model', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Churn Propensity', stabilityBand: null, lastScoredAt: null });
    expect((await h.call('ada', 'POST', '/api/model', body)).status).toBe(409);
    expect((await h.call('ada', 'POST', '/api/model', { ...body, name: ' ' })).status).toBe(400);
    const unknown = await h.call<Json>('ada', 'POST', '/api/model', {
      ...body,
      usecaseId: '00000000-0000-4000-8000-00000000abcd',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('validation_failed');
    expect((await h.call('sam', 'POST', '/api/model', { ...body, name: 'Other' })).status).toBe(403);
    const renamed = await h.call<Model>('ada', 'PUT', `/api/model/${created.body.id}`, {
      ...body,
      name: 'Churn Propensity XL',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Churn Propensity XL');
    // No monitoring data yet: reports exist, their charts are empty, stability has nothing to measure.
    const reports = await h.call<{ id: string }[]>('sam', 'GET', `/api/model/${created.body.id}/reports`);
    const charts = await h.call<Json>(
      'sam',
      'GET',
      `/api/model/${created.body.id}/reports/${reports.body[0]!.id}/actual-vs-expected`,
    );
    expect(charts.status).toBe(200);
    expect(charts.body.charts).toEqual([]);
    expect((await h.call('sam', 'GET', `/api/model/${created.body.id}/stability`)).status).toBe(404);
    expect((await h.call('ada', 'DELETE', `/api/model/${created.body.id}`)).status).toBe(204);
    expect((await h.call('sam', 'GET', `/api/model/${created.body.id}`)).status).toBe(404);
  });
});

describe('stability', () => {
  it('computes PSI and CSI of distributions the test loaded, with their bands and the days window', async () => {
    const created = await h.call<Model>('ada', 'POST', '/api/model', {
      name: 'Stability Probe',
      usecaseId: USE_CASE_IDS.underwriting,
      version: 'v1',
      kind: 'rating',
    });
    const modelId = created.body.id;
    const reference = [0.25, 0.25, 0.25, 0.25];
    const august = [0.24, 0.26, 0.25, 0.25];
    const september = [0.1, 0.2, 0.3, 0.4];
    const features = {
      'Driver Age': { reference: [0.5, 0.5], september: [0.3, 0.7], august: [0.5, 0.5] },
      Region: { reference: [0.5, 0.5], september: [0.1, 0.9], august: [0.5, 0.5] },
    };
    await withTenant(h.ratelens.db, DEMO_TENANT_IDS.acmeMutual, async (tx) => {
      const scores = (period: string, shares: number[]) =>
        shares.map((share, i) => ({
          tenant_id: DEMO_TENANT_IDS.acmeMutual,
          model_id: modelId,
          period,
          bin: i + 1,
          // Counts, not shares: the index must normalise them itself.
          volume: share * 1000,
          expected: null,
          actual: null,
        }));
      await tx
        .insertInto('model_score_bins')
        .values([
          ...scores('reference', reference),
          ...scores('2026-08', august),
          ...scores('2026-09', september),
        ])
        .execute();
      await tx
        .insertInto('model_feature_bins')
        .values(
          Object.entries(features).flatMap(([feature, periods]) =>
            (['reference', 'august', 'september'] as const).flatMap((key) =>
              periods[key].map((share, i) => ({
                tenant_id: DEMO_TENANT_IDS.acmeMutual,
                model_id: modelId,
                period: key === 'reference' ? 'reference' : key === 'august' ? '2026-08' : '2026-09',
                feature,
                bin: i + 1,
                label: `bin ${i + 1}`,
                share,
              })),
            ),
          ),
        )
        .execute();
    });
    const expectedPsi = psiByHand(reference, september);
    expect(expectedPsi).toBeCloseTo(0.2282, 3);
    const res = await h.call<{
      overallPsi: number;
      band: string;
      features: { feature: string; csi: number; band: string }[];
      series: { date: string; psi: number; band: string }[];
    }>('sam', 'GET', `/api/model/${modelId}/stability?days=90`);
    expect(res.status).toBe(200);
    expect(res.body.overallPsi).toBeCloseTo(expectedPsi, 5);
    expect(res.body.band).toBe('monitor');
    const csiAge = psiByHand([0.5, 0.5], [0.3, 0.7]);
    const csiRegion = psiByHand([0.5, 0.5], [0.1, 0.9]);
    expect(res.body.features).toEqual([
      { feature: 'driver-age', csi: expect.closeTo(csiAge, 5) as number, band: band(csiAge) },
      { feature: 'region', csi: expect.closeTo(csiRegion, 5) as number, band: band(csiRegion) },
    ]);
    expect(res.body.features.map((f) => f.band)).toEqual(['monitor', 'shift']);
    expect(res.body.series).toEqual([
      { date: '2026-08-01', psi: expect.closeTo(psiByHand(reference, august), 5) as number, band: 'stable' },
      { date: '2026-09-01', psi: expect.closeTo(expectedPsi, 5) as number, band: 'monitor' },
    ]);
    // 30 days back from 30 September reach 1 September: August drops out of the series.
    const short = await h.call<{ series: { date: string }[] }>(
      'sam',
      'GET',
      `/api/model/${modelId}/stability?days=30`,
    );
    expect(short.body.series.map((p) => p.date)).toEqual(['2026-09-01']);
    const listed = await h.call<Page<Model>>('sam', 'GET', `/api/model?${q({ filter: `id|eq|${modelId}` })}`);
    expect(listed.body.items[0]!.stabilityBand).toBe('monitor');
  });

  it('finds the planted drift of a seeded model in the shift band', async () => {
    const drifting = (await seededModels()).find((m) => m.stabilityBand === 'shift')!;
    const res = await h.call<{ overallPsi: number; band: string; features: { band: string }[] }>(
      'sam',
      'GET',
      `/api/model/${drifting.id}/stability`,
    );
    expect(res.status).toBe(200);
    expect(res.body.overallPsi).toBeGreaterThan(0.25);
    expect(res.body.features.filter((f) => f.band === 'shift')).toHaveLength(1);
  });

  it('resets a model: its stability findings are detected again with the same ids', async () => {
    const drifting = (await seededModels()).find((m) => m.stabilityBand === 'shift')!;
    const filter = q({ filter: `modelId|eq|${drifting.id}`, pageSize: 100 });
    const before = await h.call<Page<{ id: string; statusName: string }>>(
      'sam',
      'GET',
      `/api/anomaly?${filter}`,
    );
    expect(before.body.total).toBe(2);
    const job = await h.call<Json>('ada', 'POST', `/api/model/${drifting.id}/reset`);
    expect(job.status).toBe(202);
    expect(job.body).toMatchObject({ kind: 'model-reset', status: 'succeeded', progress: 100, error: null });
    const after = await h.call<Page<{ id: string }>>('sam', 'GET', `/api/anomaly?${filter}`);
    expect(after.body.items.map((a) => a.id).sort()).toEqual(before.body.items.map((a) => a.id).sort());
    expect((await h.call('sam', 'POST', `/api/model/${drifting.id}/reset`)).status).toBe(403);
  });
});

describe('reports and chart collections', () => {
  it('serves reports, sub-reports and chart collections; the A/E heat map matches the stored outcomes', async () => {
    const model = (await seededModels()).find((m) => m.name === 'Home Severity GBM')!;
    const reports = await h.call<{ id: string; name: string }[]>(
      'sam',
      'GET',
      `/api/model/${model.id}/reports`,
    );
    expect(reports.body.map((r) => r.name)).toEqual([
      'Model Performance',
      'Model Stability',
      'Portfolio View',
    ]);
    const performance = reports.body[0]!;
    const subReports = await h.call<{ key: string }[]>(
      'sam',
      'GET',
      `/api/model/${model.id}/reports/types?${q({ reportId: performance.id })}`,
    );
    expect(subReports.body.map((s) => s.key)).toEqual(['actual-vs-expected', 'score-distribution']);
    const all = await h.call<unknown[]>('sam', 'GET', `/api/model/${model.id}/reports/types`);
    expect(all.body).toHaveLength(4);

    const res = await h.call<{
      charts: {
        chartType: string;
        noOfColumns: number;
        data: { legendCode: string; dataPoints: { label: string; value: number }[] }[];
      }[];
    }>('sam', 'GET', `/api/model/${model.id}/reports/${performance.id}/actual-vs-expected`);
    expect(res.status).toBe(200);
    expect(res.body.charts.map((c) => c.chartType)).toEqual(['comboBarChart', 'heatMap']);
    const heat = res.body.charts[1]!;
    expect(heat.noOfColumns).toBe(6);
    const outcome = await withTenant(h.ratelens.db, DEMO_TENANT_IDS.acmeMutual, (tx) =>
      tx
        .selectFrom('model_state_outcomes')
        .select(['state', 'expected', 'actual'])
        .where('model_id', '=', model.id)
        .where('month', '=', '2026-09')
        .orderBy('state')
        .executeTakeFirstOrThrow(),
    );
    const cell = heat.data
      .find((s) => s.legendCode === outcome.state)!
      .dataPoints.find((p) => p.label === 'Sep 2026')!;
    expect(cell.value).toBeCloseTo((Number(outcome.actual) / Number(outcome.expected)) * 100, 1);

    expect(
      (await h.call('sam', 'GET', `/api/model/${model.id}/reports/${performance.id}/population-stability`))
        .status,
    ).toBe(404);
    expect(
      (
        await h.call(
          'sam',
          'GET',
          `/api/model/${model.id}/reports/${reports.body[2]!.id}/volume-vs-loss-ratio`,
        )
      ).status,
    ).toBe(200);
  });

  it('answers the named GraphQL queries of the contract with ChartCollectionItem charts', async () => {
    const model = (await seededModels()).find((m) => m.name === 'Auto Frequency GLM')!;
    const gql = async (name: string, variables: Json) =>
      h.call<{ data: Json | null; errors?: { message: string; extensions?: { code?: string } }[] }>(
        'sam',
        'POST',
        '/graphql',
        {
          query: namedQueries[name],
          variables,
          operationName: name,
        },
      );
    const usecase = await gql('UseCaseById', { id: model.usecaseId });
    expect(usecase.status).toBe(200);
    expect(usecase.body.data).toEqual({
      useCase: {
        id: model.usecaseId,
        name: 'Underwriting',
        groupId: expect.any(String) as string,
        isActive: true,
      },
    });
    expect((await gql('ModelById', { id: model.id })).body.data).toEqual({
      model: { id: model.id, name: model.name },
    });
    const reports = (await gql('ModelReports', { modelId: model.id })).body.data!.reports as {
      id: string;
      name: string;
    }[];
    expect(reports.map((r) => r.name)).toEqual(['Model Performance', 'Model Stability', 'Portfolio View']);
    const expectedTypes: Record<string, string[]> = {
      'actual-vs-expected': ['comboBarChart', 'heatMap'],
      'score-distribution': ['lineChart'],
      'population-stability': ['lineChart'],
      'volume-vs-loss-ratio': ['bubbleChart'],
    };
    for (const report of reports) {
      const subs = (await gql('ModelSubReports', { modelId: model.id, reportId: report.id })).body.data!
        .subReports as { key: string }[];
      for (const sub of subs) {
        const res = await gql('ChartCollection', {
          modelId: model.id,
          reportId: report.id,
          reportType: sub.key,
        });
        expect(res.body.errors).toBeUndefined();
        const charts = res.body.data!.chartCollection as Json[];
        expect(charts.map((c) => c.chartType)).toEqual(expectedTypes[sub.key]);
        for (const chart of charts) {
          expect(Object.keys(chart).sort()).toEqual(
            [
              'chartOptions',
              'chartTitle',
              'chartType',
              'data',
              'dropDownText',
              'enhanceDropDownOptions',
              'noOfColumns',
              'visibleCount',
              'xAxisLabel',
              'yAxisLabel',
            ].sort(),
          );
        }
        // The REST operation serves the same collection.
        const rest = await h.call<{ charts: unknown[] }>(
          'sam',
          'GET',
          `/api/model/${model.id}/reports/${report.id}/${sub.key}`,
        );
        expect(rest.body.charts).toEqual(charts);
      }
    }
    const missing = await gql('ChartCollection', {
      modelId: model.id,
      reportId: reports[0]!.id,
      reportType: 'nope',
    });
    expect(missing.status).toBe(200);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('not_found');
    const malformed = await h.call<{ errors: { message: string }[] }>('sam', 'POST', '/graphql', {
      query: '{ model(id: ',
    });
    expect(malformed.status).toBe(200);
    expect(malformed.body.errors[0]!.message).toMatch(/Syntax Error/);
    expect((await h.call('sam', 'POST', '/graphql', { nope: 1 })).status).toBe(400);
    // Sources that are valid JSON but not GraphQL are syntax errors too (mercurius alone would crash on them).
    for (const query of ['-1', 'null', '1e309']) {
      const res = await h.call<{ data: null; errors: { message: string }[] }>('sam', 'POST', '/graphql', {
        query,
      });
      expect(res.status, query).toBe(200);
      expect(res.body.errors[0]!.message, query).toMatch(/Syntax Error/);
    }
  });
});

describe('another tenant', () => {
  it("cannot see Acme's models, reports, stability or charts (404, GraphQL null)", async () => {
    const model = (await seededModels())[0]!;
    const reports = await h.call<{ id: string }[]>('sam', 'GET', `/api/model/${model.id}/reports`);
    for (const url of [
      `/api/model/${model.id}`,
      `/api/model/${model.id}/reports`,
      `/api/model/${model.id}/reports/types`,
      `/api/model/${model.id}/stability`,
      `/api/model/${model.id}/reports/${reports.body[0]!.id}/actual-vs-expected`,
    ]) {
      expect((await h.call('lee', 'GET', url)).status, url).toBe(404);
    }
    expect((await h.call('bo', 'POST', `/api/model/${model.id}/reset`)).status).toBe(404);
    expect((await h.call('bo', 'DELETE', `/api/model/${model.id}`)).status).toBe(404);
    const birch = await h.call<Page<Model>>('lee', 'GET', '/api/model?pageSize=100');
    expect(birch.body.items.map((m) => m.id)).not.toContain(model.id);
    const gql = await h.call<{ data: { model: null } }>('lee', 'POST', '/graphql', {
      query: namedQueries.ModelById,
      variables: { id: model.id },
    });
    expect(gql.body.data).toEqual({ model: null });
  });
});
