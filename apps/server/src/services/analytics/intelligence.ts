import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import {
  SOURCE_TYPES,
  filingFeed,
  filingStats,
  outlierQuadrants,
  type FeedItem,
} from '../../analytics/index.ts';
import '../../db/schema-ingest.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { filterSql } from '../list-query.ts';
import { addDaysIso, lineCode, stateName, type DayWindow } from './common.ts';
import { PORTFOLIO_FIELDS } from './dashboard.ts';
import { loadFilings, loadPortfolio, type StoredFiling } from './dataset.ts';
import { memoryPage, type MemoryField } from './in-memory-list.ts';

// Competitive intelligence comes from the market filings of the tenant's book; every group sees the same
// market (the group scopes who looks, not what the market did), so the group only has to exist.

export async function requireGroup(tx: TenantTx, groupId: string): Promise<void> {
  const row = await tx.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such group');
}

interface Metric {
  key: string;
  label: string;
  value: number | null;
  unit: 'count' | 'percent' | 'usd' | 'days' | 'ratio';
  changePct: number | null;
  direction: 'up' | 'down' | 'flat';
}

function metric(
  key: string,
  label: string,
  unit: Metric['unit'],
  now: number | null,
  before: number | null,
): Metric {
  const changePct =
    now === null || before === null || before === 0
      ? null
      : Math.round(((now - before) / Math.abs(before)) * 10_000) / 100;
  const direction = now === null || before === null || now === before ? 'flat' : now > before ? 'up' : 'down';
  return { key, label, value: now, unit, changePct, direction };
}

/** Headline figures of the filings submitted in the window, each against the window of the same length before. */
export async function intelMetrics(tx: TenantTx, groupId: string, window: DayWindow) {
  await requireGroup(tx, groupId);
  const previousFrom = addDaysIso(window.from, -window.days);
  const filings = await loadFilings(tx, sql<boolean>`f.submitted_date >= ${previousFrom}::date`);
  const now = filings.filter((f) => f.submittedDate >= window.from);
  const before = filings.filter((f) => f.submittedDate < window.from);
  const a = filingStats(now);
  const b = filingStats(before);
  const carriers = (list: StoredFiling[]) => new Set(list.map((f) => f.carrierCode)).size;
  return {
    groupId,
    days: window.days,
    metrics: [
      metric('filings.total', 'Filings submitted', 'count', a.total, b.total),
      metric('filings.rate', 'Rate filings', 'count', a.byType.rate, b.byType.rate),
      metric('filings.pending', 'Pending filings', 'count', a.byStatus.pending, b.byStatus.pending),
      metric(
        'filings.approvalRate',
        'Approval rate',
        'percent',
        a.approvalRate === null ? null : Math.round(a.approvalRate * 10_000) / 100,
        b.approvalRate === null ? null : Math.round(b.approvalRate * 10_000) / 100,
      ),
      metric(
        'filings.requestedChange',
        'Average requested rate change',
        'percent',
        a.meanRequestedChangePct,
        b.meanRequestedChangePct,
      ),
      metric(
        'filings.approvedChange',
        'Average approved rate change',
        'percent',
        a.meanApprovedChangePct,
        b.meanApprovedChangePct,
      ),
      metric(
        'filings.daysToDisposition',
        'Median days to disposition',
        'days',
        a.medianDaysToDisposition,
        b.medianDaysToDisposition,
      ),
      metric('filings.premiumImpact', 'Premium impact', 'usd', a.totalPremiumImpact, b.totalPremiumImpact),
      metric('carriers.active', 'Carriers filing', 'count', carriers(now), carriers(before)),
    ],
  };
}

type FeedItemDto = Schema<'IntelFeedItem'>;

const FEED_FIELDS: Record<string, MemoryField<FeedItemDto>> = {
  sourceType: { column: '', type: 'text', get: (i) => i.sourceType },
  title: { column: '', type: 'text', get: (i) => i.title },
  state: { column: '', type: 'text', get: (i) => i.state },
  lineOfBusiness: { column: '', type: 'text', get: (i) => i.lineOfBusiness },
  carrier: { column: '', type: 'text', get: (i) => i.carrier },
  publishedAt: { column: '', type: 'date', get: (i) => i.publishedAt },
};

function toFeedDto(item: FeedItem, filing: StoredFiling | undefined): FeedItemDto {
  return {
    id: item.id,
    title: item.title.slice(0, 300),
    summary: item.summary.slice(0, 4000),
    sourceType: item.sourceType,
    sourceName: `${stateName(item.state)} Department of Insurance`,
    url: null,
    publishedAt: `${item.publishedAt}T00:00:00.000Z`,
    state: item.state as FeedItemDto['state'],
    lineOfBusiness: lineCode(item.line),
    carrier: item.carrier,
    tags: filing ? [filing.filingType, filing.status] : [],
    filingId: item.filingId,
  };
}

async function feedItems(tx: TenantTx): Promise<FeedItemDto[]> {
  const filings = await loadFilings(tx);
  if (filings.length === 0) return [];
  const byId = new Map(filings.map((f) => [f.id, f]));
  const items: FeedItem[] = [];
  // The core caps one call at 500 items; larger books are fed through in slices.
  for (let i = 0; i < filings.length; i += 500) {
    const slice = filings.slice(i, i + 500);
    items.push(...filingFeed(slice, { limit: slice.length }));
  }
  return items.map((item) => toFeedDto(item, byId.get(item.filingId)));
}

/** Items the tenant loaded through data ingestion (dataset intel-feeds). */
async function loadedFeedItems(tx: TenantTx): Promise<FeedItemDto[]> {
  const rows = await tx
    .selectFrom('intel_feed_items')
    .select([
      'id',
      'source_type',
      'source_name',
      'title',
      'summary',
      'url',
      sql<string>`published_date::text`.as('published'),
      'state',
      'line_code',
      'carrier',
      'tags',
    ])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    sourceType: r.source_type,
    sourceName: r.source_name,
    url: r.url,
    publishedAt: `${r.published}T00:00:00.000Z`,
    state: r.state as FeedItemDto['state'],
    lineOfBusiness: r.line_code,
    carrier: r.carrier,
    tags: r.tags,
    filingId: null,
  }));
}

async function allFeedItems(tx: TenantTx): Promise<FeedItemDto[]> {
  return [...(await feedItems(tx)), ...(await loadedFeedItems(tx))];
}

function titleCase(key: string): string {
  const words = key.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export async function listFeeds(
  tx: TenantTx,
  groupId: string,
  query: Record<string, unknown>,
  window: DayWindow,
) {
  await requireGroup(tx, groupId);
  const items = (await allFeedItems(tx)).filter((i) => i.publishedAt.slice(0, 10) >= window.from);
  return memoryPage(tx, items, query, FEED_FIELDS, 'publishedAt:desc,title');
}

export async function listSourceTypes(tx: TenantTx, groupId: string) {
  await requireGroup(tx, groupId);
  const items = await allFeedItems(tx);
  const known = SOURCE_TYPES.map((s) => ({
    code: s.key,
    name: s.name,
    count: items.filter((i) => i.sourceType === s.key).length,
  }));
  const loaded = [...new Set(items.map((i) => i.sourceType))]
    .filter((code) => !SOURCE_TYPES.some((s) => s.key === code))
    .sort()
    .map((code) => ({
      code,
      name: titleCase(code),
      count: items.filter((i) => i.sourceType === code).length,
    }));
  return [...known, ...loaded];
}

const QUADRANT_LABELS = {
  'high-high': 'High frequency, high severity',
  'high-low': 'High frequency, low severity',
  'low-high': 'Low frequency, high severity',
  'low-low': 'Low frequency, low severity',
} as const;

/**
 * Every state x line x segment of the window placed by claim frequency (x) and severity (y), each as an
 * index against its own line across the whole book (1 = the line's average), so lines with very
 * different claim patterns share one chart. The filter (state, lineOfBusiness, segment, month) selects
 * which segments are shown, not the reference they are measured against.
 */
export async function quadrants(
  tx: TenantTx,
  query: Record<string, unknown>,
  window: DayWindow,
  usecaseId: string | undefined,
) {
  let lines: Set<string> | null = null;
  if (usecaseId) {
    const usecase = await tx
      .selectFrom('usecases')
      .select('id')
      .where('id', '=', usecaseId)
      .executeTakeFirst();
    if (!usecase) throw new NotFoundError('No such use case');
    const models = await tx.selectFrom('models').select('line').where('usecase_id', '=', usecaseId).execute();
    lines = new Set(models.flatMap((m) => (m.line ? [m.line] : [])));
  }
  const filter = filterSql(typeof query.filter === 'string' ? query.filter : undefined, PORTFOLIO_FIELDS);
  const shown = filter
    ? new Set(
        (
          await tx
            .selectFrom('portfolio_rows as p')
            .select(['p.state', 'p.line', 'p.segment'])
            .distinct()
            .where(filter)
            .execute()
        ).map((r) => `${r.state}|${r.line}|${r.segment}`),
      )
    : null;
  const all = await loadPortfolio(tx);
  const inWindow = all.filter((r) => r.month >= window.from.slice(0, 7));
  const segments = outlierQuadrants(inWindow).filter(
    (s) =>
      (lines === null || lines.has(s.line)) &&
      (shown === null || shown.has(`${s.state}|${s.line}|${s.segment}`)),
  );
  const outliers = await tx
    .selectFrom('anomalies')
    .select(['id', 'location', 'line_of_business', 'segment'])
    .where('detector', '=', 'outlier-segment')
    .execute();
  const points = segments.map((s) => {
    const quadrant =
      `${s.frequencyIndex >= 1 ? 'high' : 'low'}-${s.severityIndex >= 1 ? 'high' : 'low'}` as keyof typeof QUADRANT_LABELS;
    const anomaly = outliers.find(
      (o) => o.location === s.state && o.line_of_business === lineCode(s.line) && o.segment === s.segment,
    );
    return {
      id: `${s.state}|${lineCode(s.line)}|${s.segment}`.slice(0, 200),
      label: `${s.line} / ${s.segment} in ${s.state}`,
      state: s.state as Schema<'StateCode'>,
      lineOfBusiness: lineCode(s.line),
      segment: s.segment,
      x: Math.round(s.frequencyIndex * 1e6) / 1e6,
      y: Math.round(s.severityIndex * 1e6) / 1e6,
      size: s.exposure,
      quadrant,
      anomalyId: anomaly?.id ?? null,
    };
  });
  return {
    usecaseId: usecaseId ?? null,
    days: window.days,
    xMetric: 'frequencyIndex',
    yMetric: 'severityIndex',
    xThreshold: 1,
    yThreshold: 1,
    quadrants: (Object.keys(QUADRANT_LABELS) as (keyof typeof QUADRANT_LABELS)[]).map((q) => ({
      quadrant: q,
      label: QUADRANT_LABELS[q],
      count: points.filter((p) => p.quadrant === q).length,
    })),
    points,
  };
}
