import { describe, expect, it } from 'vitest';
import { AnalyticsInputError } from '../../src/analytics/errors.ts';
import { generateTenantDataset } from '../../src/demo/generator.ts';
import { LINE_PROFILES, STATE_PROFILES } from '../../src/analytics/reference.ts';
import type { PortfolioRow } from '../../src/analytics/types.ts';

const OPTIONS = { tenantSlug: 'acme-mutual', seed: 20250601, asOf: '2025-06' };

function totals(rows: readonly PortfolioRow[]) {
  return rows.reduce(
    (t, r) => ({
      exposure: t.exposure + r.exposure,
      premium: t.premium + r.earnedPremium,
      claims: t.claims + r.claimCount,
      losses: t.losses + r.incurredLosses,
    }),
    { exposure: 0, premium: 0, claims: 0, losses: 0 },
  );
}

describe('generateTenantDataset', () => {
  const dataset = generateTenantDataset(OPTIONS);

  it('produces byte-identical output for the same slug, seed and month', () => {
    expect(JSON.stringify(generateTenantDataset(OPTIONS))).toBe(JSON.stringify(dataset));
  });

  it('produces different data for another seed or another tenant', () => {
    const json = JSON.stringify(dataset.portfolio);
    expect(JSON.stringify(generateTenantDataset({ ...OPTIONS, seed: 1 }).portfolio)).not.toBe(json);
    expect(
      JSON.stringify(generateTenantDataset({ ...OPTIONS, tenantSlug: 'birch-insurance' }).portfolio),
    ).not.toBe(json);
  });

  it('generates a tenant in well under a second', () => {
    const start = performance.now();
    generateTenantDataset({ ...OPTIONS, seed: 99 });
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('covers 24 months ending with the as-of month, for every state x line x segment', () => {
    expect(dataset.months).toHaveLength(24);
    expect(dataset.months[0]).toBe('2023-07');
    expect(dataset.months.at(-1)).toBe('2025-06');
    const segments = LINE_PROFILES.reduce((n, l) => n + l.segments.length, 0);
    expect(dataset.portfolio).toHaveLength(dataset.states.length * segments * 24);
    const codes = new Set(STATE_PROFILES.map((s) => s.code));
    for (const row of dataset.portfolio) {
      expect(codes.has(row.state)).toBe(true);
      expect(row.exposure).toBeGreaterThan(0);
      expect(Number.isInteger(row.incurredLosses)).toBe(true);
      if (row.claimCount === 0) expect(row.incurredLosses).toBe(0);
    }
  });

  it('writes filings with well-formed tracking numbers and consistent dates and statuses', () => {
    expect(dataset.filings.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    const asOfEnd = Date.parse('2025-06-30T00:00:00Z');
    for (const f of dataset.filings) {
      expect(f.trackingNumber).toMatch(/^[A-Z]{4}-\d{4}-\d{5}$/);
      expect(f.trackingNumber.startsWith(`${f.carrierCode}-${f.submittedDate.slice(0, 4)}-`)).toBe(true);
      expect(seen.has(f.trackingNumber)).toBe(false);
      seen.add(f.trackingNumber);
      expect(dataset.carriers.map((c) => c.name)).toContain(f.carrier);
      if (f.status === 'pending') {
        expect(f.dispositionDate).toBeNull();
        expect(f.daysToDisposition).toBeNull();
      } else {
        const days =
          (Date.parse(`${f.dispositionDate}T00:00:00Z`) - Date.parse(`${f.submittedDate}T00:00:00Z`)) / 864e5;
        expect(f.daysToDisposition).toBe(days);
        expect(Date.parse(`${f.dispositionDate}T00:00:00Z`)).toBeLessThanOrEqual(asOfEnd);
      }
      if (f.filingType === 'form') expect(f.requestedChangePct).toBeNull();
      if (f.filingType === 'rate') expect(f.requestedChangePct).not.toBeNull();
      if (f.status !== 'approved') expect(f.approvedChangePct).toBeNull();
      if (f.status === 'withdrawn' || f.status === 'disapproved') expect(f.premiumImpact).toBe(0);
      if (f.approvedChangePct !== null && f.requestedChangePct !== null && f.requestedChangePct > 0) {
        expect(f.approvedChangePct).toBeLessThanOrEqual(f.requestedChangePct);
      }
    }
    const statuses = new Set(dataset.filings.map((f) => f.status));
    expect([...statuses].sort()).toEqual(['approved', 'disapproved', 'pending', 'withdrawn']);
  });

  it('uses only fictional carriers', () => {
    for (const c of dataset.carriers)
      expect(c.name).toMatch(/Casualty|Mutual|Indemnity|Assurance|Insurance|Fidelity|General/);
    expect(dataset.carriers.some((c) => /State Farm|Allstate|Progressive|GEICO/i.test(c.name))).toBe(false);
  });

  it('gives personal auto a higher claim frequency in winter than in summer', () => {
    const auto = dataset.portfolio.filter((r) => r.line === 'Personal Auto');
    const winter = totals(auto.filter((r) => ['12', '01', '02'].includes(r.month.slice(5))));
    const summer = totals(auto.filter((r) => ['06', '07', '08'].includes(r.month.slice(5))));
    expect(winter.claims / winter.exposure).toBeGreaterThan(1.1 * (summer.claims / summer.exposure));
  });

  it('lands each line near its target loss ratio over the two years', () => {
    for (const line of LINE_PROFILES) {
      const t = totals(dataset.portfolio.filter((r) => r.line === line.name));
      expect(t.losses / t.premium).toBeGreaterThan(line.targetLossRatio * 0.85);
      expect(t.losses / t.premium).toBeLessThan(line.targetLossRatio * 1.35);
    }
  });

  it('plants a loss-ratio spike that doubles-ish the cell loss ratio in the last three months', () => {
    const spike = dataset.planted.find((p) => p.kind === 'lossRatioSpike');
    if (spike?.kind !== 'lossRatioSpike') throw new Error('no planted spike');
    expect(spike.months).toEqual(['2025-04', '2025-05', '2025-06']);
    const cell = dataset.portfolio.filter((r) => r.state === spike.state && r.line === spike.line);
    const recent = totals(cell.filter((r) => spike.months.includes(r.month)));
    const before = totals(cell.filter((r) => r.month >= '2024-04' && r.month <= '2025-03'));
    expect(recent.losses / recent.premium / (before.losses / before.premium)).toBeGreaterThan(1.4);
  });

  it('plants an outlier segment whose claim frequency is about twice its siblings in other states', () => {
    const outlier = dataset.planted.find((p) => p.kind === 'outlierSegment');
    if (outlier?.kind !== 'outlierSegment') throw new Error('no planted outlier');
    const rows = dataset.portfolio.filter((r) => r.line === outlier.line && r.segment === outlier.segment);
    const own = totals(rows.filter((r) => r.state === outlier.state));
    const state = STATE_PROFILES.find((s) => s.code === outlier.state)!;
    // Compare frequencies net of the state's own frequency relativity.
    const ownFrequency = own.claims / own.exposure / state.frequency;
    const others = dataset.states
      .filter((s) => s.code !== outlier.state)
      .map((s) => {
        const t = totals(rows.filter((r) => r.state === s.code));
        return t.claims / t.exposure / STATE_PROFILES.find((p) => p.code === s.code)!.frequency;
      });
    const mean = others.reduce((a, b) => a + b, 0) / others.length;
    expect(ownFrequency / mean).toBeGreaterThan(1.8);
  });

  it('gives every model ten deciles a month whose shares sum to one, and plants drift in one model', () => {
    expect(dataset.models.map((m) => m.name)).toContain('Auto Frequency GLM v3');
    for (const model of dataset.models) {
      expect(model.months).toHaveLength(24);
      for (const month of model.months) {
        expect(month.deciles.map((d) => d.decile)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(month.deciles.reduce((s, d) => s + d.share, 0)).toBeCloseTo(1, 4);
        expect(month.deciles.reduce((s, d) => s + d.count, 0)).toBe(month.scored);
      }
      expect(model.byStateMonth).toHaveLength(dataset.states.length * 24);
    }
    const drift = dataset.planted.find((p) => p.kind === 'modelDrift');
    if (drift?.kind !== 'modelDrift') throw new Error('no planted drift');
    const model = dataset.models.find((m) => m.id === drift.modelId)!;
    const topShare = (i: number) => model.months[i]!.deciles.slice(7).reduce((s, d) => s + d.share, 0);
    expect(topShare(23)).toBeGreaterThan(topShare(20) + 0.1);
  });

  it('plants nothing when asked for a clean dataset', () => {
    expect(generateTenantDataset({ ...OPTIONS, plant: false }).planted).toEqual([]);
  });

  it.each([
    [{ ...OPTIONS, tenantSlug: 'Bad Slug' }, /tenant slug/],
    [{ ...OPTIONS, seed: 1.5 }, /seed/],
    [{ ...OPTIONS, asOf: '2025-13' }, /month/],
    [{ ...OPTIONS, asOf: '06/2025' }, /month/],
    [{ ...OPTIONS, monthsOfHistory: 6 }, /monthsOfHistory/],
  ])('rejects bad input %# with a clear error', (options, message) => {
    expect(() => generateTenantDataset(options)).toThrow(AnalyticsInputError);
    expect(() => generateTenantDataset(options)).toThrow(message);
  });
});
