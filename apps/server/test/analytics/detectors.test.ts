import { describe, expect, it } from 'vitest';
import {
  anomalyGeoDistribution,
  detectAnomalies,
  detectLossRatioSpikes,
  detectOutlierSegments,
  detectStabilityShifts,
  outlierSeverity,
  robustZScores,
} from '../../src/analytics/detectors.ts';
import { AnalyticsInputError } from '../../src/analytics/errors.ts';
import { generateTenantDataset } from '../../src/demo/generator.ts';
import type { ModelData, PortfolioRow } from '../../src/analytics/types.ts';

const MONTHS = Array.from({ length: 15 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`).map((m, i) =>
  i < 12 ? m : `2025-${String(i - 11).padStart(2, '0')}`,
);

function row(
  month: string,
  state: string,
  segment: string,
  premium: number,
  losses: number,
  claims = 2000,
): PortfolioRow {
  return {
    month,
    state,
    line: 'Homeowners',
    segment,
    exposure: 1000,
    earnedPremium: premium,
    claimCount: claims,
    incurredLosses: losses,
  };
}

/** A flat book: every state and month runs at a 60% loss ratio. */
function flatBook(states: string[]): PortfolioRow[] {
  return MONTHS.flatMap((m) => states.map((s) => row(m, s, 'HO-3 Frame', 100_000, 60_000)));
}

describe('robustZScores', () => {
  it('uses 0.6745 (x - median) / MAD', () => {
    // median 3, absolute deviations 2,1,0,1,97 -> MAD 1
    const z = robustZScores([1, 2, 3, 4, 100]);
    expect(z[4]).toBeCloseTo(0.6745 * 97, 10);
    expect(z[0]).toBeCloseTo(-0.6745 * 2, 10);
  });

  it('falls back to the scaled mean absolute deviation when the MAD is zero', () => {
    // median 5, deviations 0,0,0,0,4 -> MAD 0, mean AD 0.8; z = 4 / (1.253314 * 0.8)
    expect(robustZScores([5, 5, 5, 5, 9])[4]).toBeCloseTo(3.98942, 4);
    expect(robustZScores([2, 2, 2])).toEqual([0, 0, 0]);
  });
});

describe('detectLossRatioSpikes', () => {
  it('finds nothing in a flat series', () => {
    expect(detectLossRatioSpikes(flatBook(['OH', 'PA', 'GA', 'MI']))).toEqual([]);
  });

  it('finds a doubled loss ratio in the last three months with expected and observed values', () => {
    const rows = flatBook(['OH', 'PA', 'GA', 'MI']).map((r) =>
      r.state === 'GA' && r.month >= '2025-01' ? { ...r, incurredLosses: 120_000 } : r,
    );
    const [anomaly, ...rest] = detectLossRatioSpikes(rows, { keyPrefix: 'test' });
    expect(rest).toEqual([]);
    expect(anomaly).toMatchObject({
      kind: 'lossRatioSpike',
      metric: 'lossRatio',
      location: 'GA',
      line: 'Homeowners',
      expected: 0.6,
      observed: 1.2,
      severity: 3,
      severityName: 'high',
      detectedAt: '2025-03',
    });
    expect(anomaly!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not flag a state whose rise matches the whole line (seasonality, trend)', () => {
    const rows = flatBook(['OH', 'PA', 'GA', 'MI']).map((r) =>
      r.month >= '2025-01' ? { ...r, incurredLosses: 90_000 } : r,
    );
    expect(detectLossRatioSpikes(rows)).toEqual([]);
  });

  it('grades a 1.4x spike as low and a 1.6x spike as medium', () => {
    const rows = flatBook(['OH', 'PA', 'GA', 'MI']).map((r) => {
      if (r.month < '2025-01') return r;
      if (r.state === 'GA') return { ...r, incurredLosses: 84_000 };
      if (r.state === 'OH') return { ...r, incurredLosses: 96_000 };
      return r;
    });
    const found = detectLossRatioSpikes(rows);
    expect(found.map((a) => [a.location, a.severityName])).toEqual([
      ['GA', 'low'],
      ['OH', 'medium'],
    ]);
  });

  it('ignores a thin cell whose jump is within noise', () => {
    const rows = flatBook(['OH', 'PA', 'GA', 'MI']).map((r) =>
      r.state === 'GA' ? { ...r, claimCount: 3, incurredLosses: r.month >= '2025-01' ? 84_000 : 60_000 } : r,
    );
    expect(detectLossRatioSpikes(rows)).toEqual([]);
  });

  it('needs enough months for the window and the baseline', () => {
    expect(() => detectLossRatioSpikes(flatBook(['OH']).slice(0, 10))).toThrow(AnalyticsInputError);
    expect(() => detectLossRatioSpikes([])).toThrow(/No portfolio rows/);
  });
});

describe('detectOutlierSegments', () => {
  const states = ['AZ', 'CO', 'GA', 'IL', 'MI', 'MN', 'NC', 'OH', 'PA', 'VA'];
  // Loss ratios spread between 55% and 64.5% in 1-point steps.
  const spread = (extra: Record<string, number>) =>
    MONTHS.flatMap((m) =>
      states.map((s, i) => row(m, s, 'HO-3 Frame', 100_000, extra[s] ?? 55_000 + i * 1_000)),
    );

  it('finds nothing in an evenly spread line', () => {
    expect(detectOutlierSegments(spread({}))).toEqual([]);
  });

  it('flags the segment at twice the median, by robust z-score of the log loss ratio', () => {
    const found = detectOutlierSegments(spread({ MI: 120_000 }));
    expect(found).toHaveLength(1);
    // Worked independently: log loss ratios, their median and MAD.
    const logs = states.map((s, i) => Math.log(s === 'MI' ? 1.2 : 0.55 + i * 0.01));
    const mid = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return (sorted[4]! + sorted[5]!) / 2;
    };
    const med = mid(logs);
    const mad = mid(logs.map((x) => Math.abs(x - med)));
    const z = (0.6745 * (Math.log(1.2) - med)) / mad;
    expect(z).toBeGreaterThan(6);
    expect(found[0]).toMatchObject({
      kind: 'outlierSegment',
      location: 'MI',
      segment: 'HO-3 Frame',
      observed: 1.2,
      // median of 0.55..0.58, 0.60..0.64 and 1.2 = (0.60 + 0.61) / 2
      expected: 0.605,
      // 1.2 / 0.605 = 1.98 times the median: the departure band says medium, |z| says medium below 8.
      severityName: z >= 8 ? 'high' : 'medium',
    });
    expect(found[0]!.description).toContain(`robust z ${z.toFixed(1)}`);
  });
});

describe('outlierSeverity', () => {
  it('labels a departure of 2 times or more high whatever the z-score', () => {
    expect(outlierSeverity(6, 1.664, 0.601)).toBe(3);
    expect(outlierSeverity(-4, 0.2, 0.6)).toBe(3);
  });

  it('labels by the |z| band when the departure is small', () => {
    expect(outlierSeverity(4, 0.7, 0.6)).toBe(1);
    expect(outlierSeverity(5.5, 0.7, 0.6)).toBe(2);
    expect(outlierSeverity(9, 0.7, 0.6)).toBe(3);
  });

  it('labels a 1.5 to 2 times departure medium', () => {
    expect(outlierSeverity(3.6, 0.95, 0.6)).toBe(2);
  });
});

describe('detectStabilityShifts', () => {
  function model(lastCounts: number[]): ModelData {
    const month = (m: string, counts: number[]) => ({
      month: m,
      scored: counts.reduce((a, b) => a + b, 0),
      deciles: counts.map((count, i) => ({ decile: i + 1, count, share: 0, expected: 0, actual: 0 })),
      features: [{ feature: 'Roof Type', bins: ['A', 'B'], shares: [0.5, 0.5] }],
    });
    return {
      id: '00000000-0000-5000-8000-000000000001',
      name: 'Test GLM',
      line: 'Homeowners',
      target: 'frequency',
      outcomeUnit: 'claims',
      reference: {
        deciles: [0.25, 0.25, 0.25, 0.25],
        features: [{ feature: 'Roof Type', bins: ['A', 'B'], shares: [0.5, 0.5] }],
      },
      months: [month('2025-01', [25, 25, 25, 25]), month('2025-02', lastCounts)],
      byStateMonth: [],
    };
  }

  it('reports nothing for a stable model', () => {
    expect(detectStabilityShifts([model([24, 26, 25, 25])])).toEqual([]);
  });

  it('reports a monitor-band PSI as a low-severity shift with its model id', () => {
    const [anomaly, ...rest] = detectStabilityShifts([model([10, 20, 30, 40])]);
    expect(rest).toEqual([]);
    expect(anomaly).toMatchObject({
      kind: 'stabilityShift',
      metric: 'psi',
      observed: 0.2282,
      expected: 0,
      severity: 1,
      modelId: '00000000-0000-5000-8000-000000000001',
      detectedAt: '2025-02',
    });
  });

  it('reports a shift-band PSI as medium severity', () => {
    // (0.08-0.25)ln(0.32) + (0.17-0.25)ln(0.68) + (0.30-0.25)ln(1.2) + (0.45-0.25)ln(1.8) = 0.3513
    const [anomaly] = detectStabilityShifts([model([8, 17, 30, 45])]);
    expect(anomaly?.observed).toBeCloseTo(0.3513, 3);
    expect(anomaly?.severityName).toBe('medium');
    expect(detectStabilityShifts([model([5, 15, 30, 50])])[0]?.severityName).toBe('high');
  });
});

describe('detectAnomalies on generated data', () => {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

  it.each(seeds)('finds every planted shift for seed %i', (seed) => {
    const dataset = generateTenantDataset({ tenantSlug: 'acme-mutual', seed, asOf: '2025-06' });
    const anomalies = detectAnomalies(dataset);
    for (const planted of dataset.planted) {
      if (planted.kind === 'lossRatioSpike') {
        const hit = anomalies.find(
          (a) => a.kind === 'lossRatioSpike' && a.location === planted.state && a.line === planted.line,
        );
        expect(hit, `spike ${planted.state} ${planted.line}`).toBeDefined();
        expect(hit!.severity).toBeGreaterThanOrEqual(2);
        expect(hit!.observed / hit!.expected).toBeGreaterThan(1.5);
      } else if (planted.kind === 'outlierSegment') {
        const hit = anomalies.find(
          (a) =>
            a.kind === 'outlierSegment' &&
            a.location === planted.state &&
            a.line === planted.line &&
            a.segment === planted.segment,
        );
        expect(hit, `outlier ${planted.state} ${planted.line} ${planted.segment}`).toBeDefined();
      } else {
        const hits = anomalies.filter((a) => a.kind === 'stabilityShift' && a.modelId === planted.modelId);
        expect(hits.map((a) => a.feature ?? 'score').sort()).toEqual([planted.feature, 'score'].sort());
        expect(hits.every((a) => a.detectedAt === '2025-06' && a.severity >= 2)).toBe(true);
      }
    }
  });

  it('keeps false alarms on clean generated books rare (at most 2 of 16 books, all low severity)', () => {
    const found = seeds.flatMap((seed) =>
      ['acme-mutual', 'birch-insurance'].map((tenantSlug) =>
        detectAnomalies(generateTenantDataset({ tenantSlug, seed, asOf: '2025-06', plant: false })),
      ),
    );
    expect(found.filter((a) => a.length > 0).length).toBeLessThanOrEqual(2);
    expect(found.flat().every((a) => a.severity === 1)).toBe(true);
  });

  it('summarises anomalies by state for the geo view', () => {
    const dataset = generateTenantDataset({ tenantSlug: 'acme-mutual', seed: 1, asOf: '2025-06' });
    const geo = anomalyGeoDistribution(detectAnomalies(dataset));
    const located = detectAnomalies(dataset).filter((a) => a.location);
    expect(geo.reduce((n, g) => n + g.count, 0)).toBe(located.length);
  });
});
