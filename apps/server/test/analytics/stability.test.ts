import { describe, expect, it } from 'vitest';
import { AnalyticsInputError } from '../../src/analytics/errors.ts';
import { csi, modelStability, psi, stabilityBand } from '../../src/analytics/stability.ts';

describe('psi', () => {
  it('matches a hand computation for two known distributions', () => {
    // (0.10-0.25)ln(0.4) + (0.20-0.25)ln(0.8) + (0.30-0.25)ln(1.2) + (0.40-0.25)ln(1.6)
    // = 0.1374436 + 0.0111572 + 0.0091161 + 0.0705005 = 0.2282174
    expect(psi([0.25, 0.25, 0.25, 0.25], [0.1, 0.2, 0.3, 0.4])).toBeCloseTo(0.2282174, 6);
  });

  it('normalises counts, so counts and proportions give the same index', () => {
    expect(psi([25, 25, 25, 25], [10, 20, 30, 40])).toBeCloseTo(0.2282174, 6);
  });

  it('is zero for identical distributions and symmetric in its arguments', () => {
    expect(psi([1, 2, 3], [2, 4, 6])).toBe(0);
    expect(psi([0.2, 0.8], [0.5, 0.5])).toBeCloseTo(psi([0.5, 0.5], [0.2, 0.8]), 12);
  });

  it('replaces an empty bin by the epsilon', () => {
    // (1-0.5)ln(1/0.5) + (1e-4 - 0.5)ln(1e-4/0.5) = 0.3465736 + 4.2577446
    expect(psi([0.5, 0.5], [1, 0])).toBeCloseTo(0.3465736 + 0.4999 * Math.log(0.5 / 1e-4), 6);
    expect(psi([0.5, 0.5], [1, 0])).toBeCloseTo(4.6043182, 5);
  });

  it.each([
    [[0.5, 0.5], [1], /different numbers of bins/],
    [[], [], /empty/],
    [[0.5, -0.5], [0.5, 0.5], /invalid value/],
    [[0, 0], [0.5, 0.5], /sums to zero/],
    [[0.5, Number.NaN], [0.5, 0.5], /invalid value/],
  ])('rejects bad distributions %# with a clear error', (e, a, message) => {
    expect(() => psi(e, a)).toThrow(AnalyticsInputError);
    expect(() => psi(e, a)).toThrow(message);
  });
});

describe('stabilityBand', () => {
  it.each([
    [0, 'stable'],
    [0.0999, 'stable'],
    [0.1, 'monitor'],
    [0.25, 'monitor'],
    [0.2501, 'shift'],
    [3, 'shift'],
  ])('puts %f in the %s band', (value, band) => {
    expect(stabilityBand(value)).toBe(band);
  });
});

describe('csi', () => {
  it('computes a PSI per feature, matched by name', () => {
    const result = csi(
      [
        { feature: 'Driver Age', shares: [0.25, 0.25, 0.25, 0.25] },
        { feature: 'Roof Type', shares: [0.5, 0.5] },
      ],
      [
        { feature: 'Roof Type', shares: [0.5, 0.5] },
        { feature: 'Driver Age', shares: [0.1, 0.2, 0.3, 0.4] },
      ],
    );
    expect(result[0]).toMatchObject({ feature: 'Driver Age', band: 'monitor' });
    expect(result[0]!.csi).toBeCloseTo(0.2282174, 6);
    expect(result[1]).toEqual({ feature: 'Roof Type', csi: 0, band: 'stable' });
  });

  it('fails clearly when a reference feature is missing', () => {
    expect(() => csi([{ feature: 'Radius', shares: [1, 1] }], [])).toThrow(/Radius/);
  });
});

describe('modelStability', () => {
  it('scores every month of a model against its reference', () => {
    const decile = (count: number) => ({ count });
    const points = modelStability({
      reference: { deciles: [0.25, 0.25, 0.25, 0.25], features: [{ feature: 'f', shares: [0.5, 0.5] }] },
      months: [
        {
          month: '2025-01',
          deciles: [25, 25, 25, 25].map(decile),
          features: [{ feature: 'f', shares: [0.5, 0.5] }],
        },
        {
          month: '2025-02',
          deciles: [10, 20, 30, 40].map(decile),
          features: [{ feature: 'f', shares: [0.2, 0.8] }],
        },
      ],
    });
    expect(points.map((p) => p.band)).toEqual(['stable', 'monitor']);
    expect(points[1]!.psi).toBeCloseTo(0.2282174, 6);
    // (0.2-0.5)ln(0.4) + (0.8-0.5)ln(1.6) = 0.2748872 + 0.1410011
    expect(points[1]!.features[0]!.csi).toBeCloseTo(0.4158883, 6);
    expect(points[1]!.features[0]!.band).toBe('shift');
  });
});
