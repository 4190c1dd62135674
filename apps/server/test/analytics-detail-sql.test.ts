import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  median,
  modelReports,
  modelStability,
  summarise,
  volumeVersusLossRatioChart,
  type PortfolioRow,
} from '../src/analytics/index.ts';
import type { RatelensApp } from '../src/app.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant, type TenantTx } from '../src/db/tenant.ts';
import { detailParts, type AnomalySubject } from '../src/services/analytics/anomaly-detail.ts';
import { monthEnd, monthStart, num, round } from '../src/services/analytics/common.ts';
import { loadModelData, loadPortfolio } from '../src/services/analytics/dataset.ts';
import { chartCollection, modelStabilityReport } from '../src/services/analytics/models.ts';
import { bootApp, createTestEnv, type TestEnv } from './helpers.ts';

// Issue 19: an anomaly's detail sums the portfolio in SQL (by month over its line, by segment over the
// spike's window) instead of loading the line's rows into JavaScript. `previousDetail` below is the
// JavaScript computation it replaced, kept here as the reference: on the demo data both agree.

let env: TestEnv;
let ratelens: RatelensApp;
const TENANTS = [DEMO_TENANT_IDS.acmeMutual, DEMO_TENANT_IDS.birchInsurance];

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
}, 240_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

function shares(items: { value: string; weight: number }[], dimension: string) {
  const positive = items.filter((i) => i.weight > 0);
  const total = positive.reduce((s, i) => s + i.weight, 0);
  return positive
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 20)
    .map((i) => ({ dimension, value: i.value, contribution: round(i.weight / total, 4) }));
}

function lossRatioByMonth(rows: readonly PortfolioRow[]): Map<string, number> {
  const byMonth = new Map<string, PortfolioRow[]>();
  for (const r of rows) byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), r]);
  return new Map([...byMonth].map(([m, list]) => [m, summarise(list).lossRatio]));
}

/** The detail as computed before issue 19: every row of the line loaded, then grouped in JavaScript. */
async function previousDetail(tx: TenantTx, a: AnomalySubject) {
  const point = (month: string, value: number | null) => ({
    date: monthStart(month),
    value: value === null ? null : round(value, 6),
  });
  const rows = await loadPortfolio(tx, sql<boolean>`p.line_code = ${a.line_of_business}`);
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const own = rows.filter((r) => r.state === a.location && (a.segment === null || r.segment === a.segment));
  const observed = lossRatioByMonth(own);
  if (a.detector === 'loss-ratio-spike') {
    const peers = rows.filter((r) => r.state !== a.location);
    const peerLr = lossRatioByMonth(peers);
    const window = months.filter(
      (m) => monthStart(m) >= a.period_start.slice(0, 7) + '-01' && monthEnd(m) <= a.period_end,
    );
    const before = months.filter((m) => m < (window[0] ?? '9999')).slice(-12);
    const ownBase = summarise(own.filter((r) => before.includes(r.month))).lossRatio;
    const peerBase = summarise(peers.filter((r) => before.includes(r.month))).lossRatio;
    const relativity = peerBase > 0 ? ownBase / peerBase : 1;
    const expected = a.expected_value === null ? 0 : num(a.expected_value);
    const bySegment = new Map<string, PortfolioRow[]>();
    for (const r of own.filter((x) => window.includes(x.month)))
      bySegment.set(r.segment, [...(bySegment.get(r.segment) ?? []), r]);
    return {
      observedSeries: months.map((m) => point(m, observed.get(m) ?? null)),
      expectedSeries: months.map((m) => point(m, (peerLr.get(m) ?? 0) * relativity)),
      contributors: shares(
        [...bySegment].map(([segment, list]) => {
          const t = summarise(list);
          return { value: segment, weight: t.incurredLosses - t.earnedPremium * expected };
        }),
        'segment',
      ),
    };
  }
  const lineMedian = new Map(
    months.map((m) => {
      const cells = new Map<string, PortfolioRow[]>();
      for (const r of rows.filter((x) => x.month === m)) {
        const key = `${r.state}|${r.segment}`;
        cells.set(key, [...(cells.get(key) ?? []), r]);
      }
      return [m, median([...cells.values()].map((list) => summarise(list).lossRatio))];
    }),
  );
  const segmentTotals = summarise(own);
  const lineTotals = summarise(rows);
  const frequencyIndex = lineTotals.frequency > 0 ? segmentTotals.frequency / lineTotals.frequency : 1;
  const severityIndex = lineTotals.severity > 0 ? segmentTotals.severity / lineTotals.severity : 1;
  return {
    observedSeries: months.map((m) => point(m, observed.get(m) ?? null)),
    expectedSeries: months.map((m) => point(m, lineMedian.get(m) ?? null)),
    contributors: shares(
      [
        { value: 'claim frequency', weight: Math.log(Math.max(frequencyIndex, 1e-9)) },
        { value: 'claim severity', weight: Math.log(Math.max(severityIndex, 1e-9)) },
      ],
      'driver',
    ),
  };
}

const PORTFOLIO_DETECTORS = sql`a.detector in ('loss-ratio-spike', 'outlier-segment') and a.line_of_business is not null`;

async function portfolioAnomalies(tx: TenantTx): Promise<(AnomalySubject & { id: string })[]> {
  const { rows } = await sql<AnomalySubject & { id: string }>`
    select a.id, a.detector, a.model_id, a.location, a.line_of_business, a.segment, a.feature,
      a.expected_value, a.observed_value, a.period_start::text as period_start,
      a.period_end::text as period_end
    from anomalies a where ${PORTFOLIO_DETECTORS} order by a.id`.execute(tx);
  return rows;
}

type Series = { date: string; value: number | null }[];

function expectSameSeries(actual: Series, expected: Series) {
  expect(actual.map((p) => p.date)).toEqual(expected.map((p) => p.date));
  actual.forEach((p, i) => {
    const want = expected[i]!.value;
    if (want === null) expect(p.value).toBeNull();
    else expect(p.value).toBeCloseTo(want, 5);
  });
}

describe('anomaly detail summed in SQL', () => {
  it('gives the series and contributors the JavaScript computation gave, for every seeded portfolio finding', async () => {
    let compared = 0;
    const detectors = new Set<string>();
    for (const tenant of TENANTS) {
      await withTenant(ratelens.db, tenant, async (tx) => {
        for (const a of await portfolioAnomalies(tx)) {
          const now = await detailParts(tx, a);
          const before = await previousDetail(tx, a);
          expect(now.observedSeries.length).toBeGreaterThan(1);
          expectSameSeries(now.observedSeries, before.observedSeries);
          expectSameSeries(now.expectedSeries, before.expectedSeries);
          expect(now.contributors.map((c) => [c.dimension, c.value])).toEqual(
            before.contributors.map((c) => [c.dimension, c.value]),
          );
          now.contributors.forEach((c, i) =>
            expect(c.contribution).toBeCloseTo(before.contributors[i]!.contribution, 3),
          );
          compared += 1;
          detectors.add(a.detector);
        }
      });
    }
    expect(compared).toBeGreaterThanOrEqual(2);
    expect([...detectors].sort()).toEqual(['loss-ratio-spike', 'outlier-segment']);
  }, 120_000);

  it("reads the spike's contributors from its window only; months outside it move the series alone", async () => {
    await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, async (tx) => {
      const spike = (await portfolioAnomalies(tx)).find((a) => a.detector === 'loss-ratio-spike')!;
      expect(spike).toBeDefined();
      const before = await detailParts(tx, spike);
      // A month of heavy losses for the spike's own cell, well before its window: the observed series
      // shows it, the contributors (summed over the window's months) do not move.
      const { rows } = await sql<{ month: string; line: string; segment: string }>`
        select p.month, p.line, p.segment from portfolio_rows p
        where p.line_code = ${spike.line_of_business} and p.state = ${spike.location}
        order by p.month limit 1`.execute(tx);
      const first = rows[0]!;
      await sql`update portfolio_rows set incurred_losses = incurred_losses * 50 + 1000000
        where month = ${first.month} and state = ${spike.location} and line = ${first.line}
          and segment = ${first.segment}`.execute(tx);
      const after = await detailParts(tx, spike);
      expect(after.contributors).toEqual(before.contributors);
      const at = (s: Series) => s.find((p) => p.date === monthStart(first.month))!.value!;
      expect(at(after.observedSeries)).toBeGreaterThan(at(before.observedSeries));
      throw new RollBack();
    }).catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  }, 120_000);
});

describe('model reports over their window', () => {
  it('scores only the window and shows what scoring every month showed, for every window size', async () => {
    let compared = 0;
    for (const tenant of TENANTS) {
      await withTenant(ratelens.db, tenant, async (tx) => {
        const models = await tx
          .selectFrom('models')
          .select(['id', 'name', 'line', 'target', 'outcome_unit'])
          .execute();
        for (const model of models) {
          const all = await loadModelData(tx, model);
          if (!all) continue;
          const points = modelStability(all);
          const latest = points.at(-1)!;
          for (const days of [30, 90, 365, 3660]) {
            const end = Date.parse(`${monthEnd(latest.month)}T00:00:00Z`);
            const from = new Date(end - (days - 1) * 86_400_000).toISOString().slice(0, 10);
            const inWindow = points.filter((p) => monthEnd(p.month) >= from);
            const report = await modelStabilityReport(tx, model.id, days);
            expect(report.overallPsi).toBe(round(latest.psi, 6));
            expect(report.series.map((p) => [p.date, p.psi])).toEqual(
              (inWindow.length > 0 ? inWindow : [latest]).map((p) => [monthStart(p.month), round(p.psi, 6)]),
            );
            expect(report.features.map((f) => f.csi)).toEqual(latest.features.map((f) => round(f.csi, 6)));
            compared += 1;
          }
          // Reading a short window reads fewer months than the whole history.
          const windowed = await loadModelData(tx, model, latest.month);
          expect(windowed!.months.map((m) => m.month)).toEqual([latest.month]);
        }
      });
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  }, 120_000);

  it("draws the portfolio view from the line's last twelve months as it did from the whole line", async () => {
    await withTenant(ratelens.db, DEMO_TENANT_IDS.acmeMutual, async (tx) => {
      const models = await tx
        .selectFrom('models')
        .select(['id', 'line'])
        .where('line', 'is not', null)
        .execute();
      expect(models.length).toBeGreaterThan(0);
      for (const model of models) {
        const report = modelReports({ id: model.id }).find((r) => r.name === 'Portfolio View')!;
        const charts = await chartCollection(tx, model.id, report.id, 'volume-vs-loss-ratio');
        const rows = await loadPortfolio(tx, sql<boolean>`p.line = ${model.line}`);
        if (rows.length === 0) {
          expect(charts).toEqual([]);
          continue;
        }
        const before = volumeVersusLossRatioChart(rows, { line: model.line! });
        expect(charts).toHaveLength(1);
        expect(charts[0]!.chartTitle).toBe(before.chartTitle);
        expect(charts[0]!.data.map((d) => [d.legendLabel, d.dataPoints.map((p) => p.value)])).toEqual(
          before.data.map((d) => [d.legendLabel, d.dataPoints.map((p) => p.value)]),
        );
      }
    });
  }, 120_000);
});

/** Thrown to roll the test's change back (withTenant rolls back on any error). */
class RollBack extends Error {}
