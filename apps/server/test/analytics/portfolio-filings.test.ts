import { describe, expect, it } from 'vitest';
import { AnalyticsInputError } from '../../src/analytics/errors.ts';
import {
  SOURCE_TYPES,
  filingFeed,
  filingStats,
  filingSummary,
  intelMetrics,
} from '../../src/analytics/filings.ts';
import { outlierQuadrants, portfolioKpis, segmentActualToExpected } from '../../src/analytics/portfolio.ts';
import type { Filing, PortfolioRow } from '../../src/analytics/types.ts';

function row(
  month: string,
  state: string,
  segment: string,
  exposure: number,
  premium: number,
  claims: number,
  losses: number,
): PortfolioRow {
  return {
    month,
    state,
    line: 'Personal Auto',
    segment,
    exposure,
    earnedPremium: premium,
    claimCount: claims,
    incurredLosses: losses,
  };
}

const book: PortfolioRow[] = [
  row('2025-01', 'OH', 'Preferred', 100, 1000, 10, 500),
  row('2025-01', 'OH', 'Standard', 100, 1000, 20, 1000),
  row('2025-02', 'OH', 'Preferred', 100, 1000, 5, 1000),
  row('2025-02', 'PA', 'Standard', 200, 2000, 5, 300),
];

describe('portfolioKpis', () => {
  it('computes loss ratio, frequency, severity and premium by month', () => {
    const kpis = portfolioKpis(book);
    expect(kpis.map((k) => k.month)).toEqual(['2025-01', '2025-02']);
    // Jan: premium 2000, losses 1500, claims 30, exposure 200.
    expect(kpis[0]).toMatchObject({ earnedPremium: 2000, lossRatio: 0.75, frequency: 0.15, severity: 50 });
    // Feb: premium 3000, losses 1300, claims 10, exposure 300.
    expect(kpis[1]!.lossRatio).toBeCloseTo(1300 / 3000, 12);
    expect(kpis[1]!.severity).toBe(130);
  });

  it('filters by state', () => {
    expect(portfolioKpis(book, { state: 'PA' })).toHaveLength(1);
  });
});

describe('outlierQuadrants', () => {
  it('places segments by frequency and severity against their line', () => {
    // Line: exposure 500, claims 40, losses 2800 -> frequency 0.08, severity 70.
    const quadrants = outlierQuadrants(book);
    const ohPreferred = quadrants.find((q) => q.state === 'OH' && q.segment === 'Preferred')!;
    // 15 claims / 200 exposure = 0.075 (index 0.9375); 1500 / 15 = 100 (index 1.4286).
    expect(ohPreferred.frequencyIndex).toBeCloseTo(0.9375, 10);
    expect(ohPreferred.severityIndex).toBeCloseTo(100 / 70, 10);
    expect(ohPreferred.quadrant).toBe('low frequency / high severity');
    const ohStandard = quadrants.find((q) => q.state === 'OH' && q.segment === 'Standard')!;
    // 20 / 100 = 0.2 (index 2.5); 1000 / 20 = 50 (index 0.714).
    expect(ohStandard.quadrant).toBe('high frequency / low severity');
    const paStandard = quadrants.find((q) => q.state === 'PA')!;
    expect(paStandard.quadrant).toBe('low frequency / low severity');
  });
});

describe('segmentActualToExpected', () => {
  it('compares the losses of a segment with its premium at the line loss ratio', () => {
    // Line loss ratio 2800 / 5000 = 0.56; OH Preferred premium 2000 -> expected 1120, actual 1500.
    const ae = segmentActualToExpected(book, { line: 'Personal Auto', state: 'OH', segment: 'Preferred' });
    expect(ae.expected).toBeCloseTo(1120, 8);
    expect(ae.actual).toBe(1500);
    expect(ae.ratio).toBeCloseTo(1500 / 1120, 10);
  });

  it('fails clearly for an unknown segment', () => {
    expect(() => segmentActualToExpected(book, { line: 'Personal Auto', state: 'TX' })).toThrow(
      AnalyticsInputError,
    );
    expect(() => segmentActualToExpected(book, { line: 'Yachts' })).toThrow(/Yachts/);
  });
});

function filing(partial: Partial<Filing> & Pick<Filing, 'trackingNumber' | 'status'>): Filing {
  return {
    id: `id-${partial.trackingNumber}`,
    carrier: 'Northwind Casualty',
    carrierCode: 'NWCS',
    state: 'OH',
    line: 'Personal Auto',
    filingType: 'rate',
    description: 'Personal Auto rate revision',
    requestedChangePct: null,
    approvedChangePct: null,
    premiumImpact: 0,
    submittedDate: '2025-01-01',
    dispositionDate: null,
    effectiveDate: null,
    daysToDisposition: null,
    ...partial,
  };
}

const filings: Filing[] = [
  filing({
    trackingNumber: 'NWCS-2025-00101',
    status: 'approved',
    requestedChangePct: 8,
    approvedChangePct: 6,
    premiumImpact: 60_000,
    dispositionDate: '2025-02-10',
    daysToDisposition: 40,
  }),
  filing({
    trackingNumber: 'NWCS-2025-00102',
    status: 'approved',
    requestedChangePct: 4,
    approvedChangePct: 4,
    premiumImpact: 20_000,
    state: 'PA',
    dispositionDate: '2025-01-21',
    daysToDisposition: 20,
  }),
  filing({
    trackingNumber: 'NWCS-2025-00103',
    status: 'pending',
    requestedChangePct: 12,
    premiumImpact: 90_000,
    submittedDate: '2025-03-01',
  }),
  filing({
    trackingNumber: 'BLSM-2025-00200',
    status: 'withdrawn',
    carrier: 'Bluestem Mutual',
    carrierCode: 'BLSM',
    line: 'Homeowners',
    filingType: 'form',
    dispositionDate: '2025-03-31',
    daysToDisposition: 90,
  }),
];

describe('filingStats and filingSummary', () => {
  it('counts by status, state and line and compares requested with approved changes', () => {
    const stats = filingStats(filings);
    expect(stats.byStatus).toEqual({ approved: 2, pending: 1, withdrawn: 1, disapproved: 0 });
    expect(stats.byType).toEqual({ rate: 3, form: 1, rule: 0 });
    expect(stats.byState).toEqual([
      { key: 'OH', count: 3 },
      { key: 'PA', count: 1 },
    ]);
    expect(stats.meanRequestedChangePct).toBe(8); // (8 + 4 + 12) / 3
    expect(stats.meanApprovedChangePct).toBe(5); // (6 + 4) / 2
    expect(stats.meanRequestedOfApprovedPct).toBe(6); // (8 + 4) / 2
    expect(stats.medianDaysToDisposition).toBe(40); // of 20, 40, 90
    expect(stats.approvalRate).toBeCloseTo(2 / 3, 4);
    expect(stats.totalPremiumImpact).toBe(170_000);
  });

  it('summarises per carrier', () => {
    const summary = filingSummary('acme-mutual', filings);
    expect(summary.from).toBe('2025-01-01');
    expect(summary.to).toBe('2025-03-01');
    expect(summary.byCarrier.map((c) => [c.carrier, c.total])).toEqual([
      ['Bluestem Mutual', 1],
      ['Northwind Casualty', 3],
    ]);
  });

  it('handles no filings without dividing by zero', () => {
    const stats = filingStats([]);
    expect(stats.meanRequestedChangePct).toBeNull();
    expect(stats.medianDaysToDisposition).toBeNull();
    expect(stats.approvalRate).toBeNull();
  });
});

describe('intelMetrics', () => {
  it('groups competitor activity by carrier and line', () => {
    const metrics = intelMetrics(filings);
    expect(metrics[0]).toMatchObject({
      carrier: 'Northwind Casualty',
      line: 'Personal Auto',
      filings: 3,
      rateFilings: 3,
      approved: 2,
      pending: 1,
      meanApprovedChangePct: 5,
      states: ['OH', 'PA'],
      lastSubmittedDate: '2025-03-01',
    });
    expect(intelMetrics(filings, { since: '2025-02-01' }).map((m) => m.filings)).toEqual([1]);
    expect(() => intelMetrics(filings, { since: '01/02/2025' })).toThrow(AnalyticsInputError);
  });
});

describe('filingFeed', () => {
  it('lists the latest filing events first as feed items of known source types', () => {
    const feed = filingFeed(filings, { limit: 3 });
    expect(feed.map((f) => f.publishedAt)).toEqual(['2025-03-31', '2025-03-01', '2025-02-10']);
    expect(feed[0]!.title).toBe('Bluestem Mutual Homeowners form filing withdrawn in OH');
    expect(feed[1]!.sourceType).toBe('rate-filing');
    expect(feed[2]!.summary).toContain('+8.0% requested, +6.0% approved');
    const keys = SOURCE_TYPES.map((s) => s.key);
    for (const item of filingFeed(filings)) expect(keys).toContain(item.sourceType);
    expect(() => filingFeed(filings, { limit: 0 })).toThrow(AnalyticsInputError);
  });
});
