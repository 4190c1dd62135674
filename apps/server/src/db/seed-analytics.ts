import type { Transaction } from 'kysely';
import { MODEL_PROFILES, detectAnomalies, type ModelData, type TenantDataset } from '../analytics/index.ts';
import { generateTenantDataset } from '../demo/index.ts';
import { DEFAULT_ANOMALY_STATUSES } from '../services/analytics/anomaly-statuses.ts';
import { lineCode, monthEnd, usecaseOfLine } from '../services/analytics/common.ts';
import { writeDetected } from '../services/analytics/detected.ts';
import './schema-analytics.ts';
import type { Database } from './schema.ts';

/**
 * Generator seeds of the demo tenants. Chosen (with DEMO_AS_OF) so that detectAnomalies finds exactly
 * the planted shifts and nothing else: seeds 4 and 12 give acme-mutual an extra low-severity finding,
 * seed 2 does so for birch-insurance.
 */
export const DEMO_ANALYTICS = [
  { tenantId: '00000000-0000-4000-8000-000000000002', slug: 'acme-mutual', seed: 1 },
  { tenantId: '00000000-0000-4000-8000-000000000003', slug: 'birch-insurance', seed: 1 },
] as const;

/** Last month of the demo data; a fixed month keeps the demo byte-identical on every fresh start. */
export const DEMO_AS_OF = '2026-09';

const CHUNK = 1000;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function modelDescription(model: ModelData): string {
  return `${model.target === 'frequency' ? 'Claim frequency' : model.target === 'severity' ? 'Claim severity' : 'Loss cost'} model of the ${model.line} book, monitored monthly for score and input stability and actual-versus-expected outcomes.`;
}

/** The version label is the last word of the profile name ('Auto Frequency GLM v3' -> 'v3'). */
function splitName(name: string): { name: string; version: string } {
  const match = /^(.*)\s+(v\d+)$/.exec(name);
  return match ? { name: match[1]!, version: match[2]! } : { name, version: 'v1' };
}

async function insertModels(tx: Transaction<Database>, tenantId: string, dataset: TenantDataset) {
  const scoredAt = `${monthEnd(dataset.asOf)}T00:00:00Z`;
  await tx
    .insertInto('models')
    .values(
      dataset.models.map((m) => ({
        tenant_id: tenantId,
        id: m.id,
        ...splitName(m.name),
        usecase_id: usecaseOfLine(m.line),
        kind: m.target === 'frequency' ? 'rating' : 'loss-cost',
        description: modelDescription(m),
        status: 'active',
        line: m.line,
        target: m.target,
        outcome_unit: m.outcomeUnit,
        last_scored_at: scoredAt,
      })),
    )
    .execute();
  const scoreBins = dataset.models.flatMap((m) => [
    ...m.reference.deciles.map((volume, i) => ({
      tenant_id: tenantId,
      model_id: m.id,
      period: 'reference',
      bin: i + 1,
      volume,
      expected: null,
      actual: null,
    })),
    ...m.months.flatMap((month) =>
      month.deciles.map((d) => ({
        tenant_id: tenantId,
        model_id: m.id,
        period: month.month,
        bin: d.decile,
        volume: d.count,
        expected: d.expected,
        actual: d.actual,
      })),
    ),
  ]);
  await insertChunked(scoreBins, (chunk) => tx.insertInto('model_score_bins').values(chunk).execute());
  const featureBins = dataset.models.flatMap((m) =>
    [{ month: 'reference', features: m.reference.features }, ...m.months].flatMap((month) =>
      month.features.flatMap((f) =>
        f.shares.map((share, i) => ({
          tenant_id: tenantId,
          model_id: m.id,
          period: month.month,
          feature: f.feature,
          bin: i + 1,
          label: f.bins[i] ?? String(i + 1),
          share,
        })),
      ),
    ),
  );
  await insertChunked(featureBins, (chunk) => tx.insertInto('model_feature_bins').values(chunk).execute());
  const outcomes = dataset.models.flatMap((m) =>
    m.byStateMonth.map((o) => ({
      tenant_id: tenantId,
      model_id: m.id,
      month: o.month,
      state: o.state,
      expected: o.expected,
      actual: o.actual,
    })),
  );
  await insertChunked(outcomes, (chunk) => tx.insertInto('model_state_outcomes').values(chunk).execute());
}

/**
 * The default anomaly workflow of one tenant; idempotent, so tenant creation can call it too. Returns the
 * status ids by code.
 */
export async function seedAnomalyStatuses(
  tx: Transaction<Database>,
  tenantId: string,
): Promise<Map<string, string>> {
  await tx
    .insertInto('anomaly_statuses')
    .values(
      DEFAULT_ANOMALY_STATUSES.map((s) => ({
        tenant_id: tenantId,
        code: s.code,
        name: s.name,
        description: s.description,
        color: s.color,
        sort_order: s.sortOrder,
        is_terminal: s.isTerminal,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rows = await tx
    .selectFrom('anomaly_statuses')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function seedTenant(
  tx: Transaction<Database>,
  demo: (typeof DEMO_ANALYTICS)[number],
  statusIds: Map<string, string>,
): Promise<void> {
  const { tenantId } = demo;
  const dataset = generateTenantDataset({ tenantSlug: demo.slug, seed: demo.seed, asOf: DEMO_AS_OF });
  await tx
    .insertInto('analytics_datasets')
    .values({
      tenant_id: tenantId,
      slug: demo.slug,
      seed: demo.seed,
      as_of: dataset.asOf,
      as_of_date: monthEnd(dataset.asOf),
    })
    .execute();
  await tx
    .insertInto('carriers')
    .values(dataset.carriers.map((c) => ({ tenant_id: tenantId, code: c.code, name: c.name })))
    .execute();
  await insertChunked(dataset.filings, (chunk) =>
    tx
      .insertInto('filings')
      .values(
        chunk.map((f) => ({
          tenant_id: tenantId,
          id: f.id,
          tracking_number: f.trackingNumber,
          carrier_code: f.carrierCode,
          state: f.state,
          line: f.line,
          line_code: lineCode(f.line),
          filing_type: f.filingType,
          status: f.status,
          description: f.description,
          requested_change_pct: f.requestedChangePct,
          approved_change_pct: f.approvedChangePct,
          premium_impact: f.premiumImpact,
          policyholders_affected: null,
          submitted_date: f.submittedDate,
          disposition_date: f.dispositionDate,
          effective_date: f.effectiveDate,
          days_to_disposition: f.daysToDisposition,
        })),
      )
      .execute(),
  );
  await insertChunked(dataset.portfolio, (chunk) =>
    tx
      .insertInto('portfolio_rows')
      .values(
        chunk.map((r) => ({
          tenant_id: tenantId,
          month: r.month,
          state: r.state,
          line: r.line,
          line_code: lineCode(r.line),
          segment: r.segment,
          exposure: r.exposure,
          earned_premium: r.earnedPremium,
          claim_count: r.claimCount,
          incurred_losses: r.incurredLosses,
        })),
      )
      .execute(),
  );
  await insertModels(tx, tenantId, dataset);
  await writeDetected(
    tx,
    {
      tenantId,
      months: dataset.months,
      portfolio: dataset.portfolio,
      modelUsecases: new Map(dataset.models.map((m) => [m.id, usecaseOfLine(m.line)])),
      initialStatusId: statusIds.get('new')!,
    },
    detectAnomalies(dataset),
  );
  const start = `${monthEnd(dataset.asOf)}T06:00:00Z`;
  await tx
    .insertInto('data_ingestions')
    .values(
      (
        [
          ['Monthly portfolio extract', 'portfolio', 'portfolio.csv', dataset.portfolio.length],
          ['Market filings feed', 'filings', 'filings.csv', dataset.filings.length],
        ] as const
      ).map(([name, kind, filename, rows], i) => ({
        tenant_id: tenantId,
        name,
        dataset: kind,
        filename,
        status: 'succeeded',
        rows_total: rows,
        rows_loaded: rows,
        rows_rejected: 0,
        rejects: '[]',
        created_by: 'seed',
        started_at: start,
        finished_at: new Date(Date.parse(start) + (i + 1) * 42_000).toISOString(),
      })),
    )
    .execute();
}

/**
 * Analytics demo data: the anomaly workflow for every tenant, and for each demo tenant a generated book
 * (carriers, filings, portfolio, models with monthly distributions) with the detectors' findings.
 * Runs once, as the owner, inside the seed transaction.
 */
export async function seedAnalytics(tx: Transaction<Database>): Promise<void> {
  const tenants = await tx.selectFrom('tenants').select('id').execute();
  const statuses = new Map<string, Map<string, string>>();
  for (const tenant of tenants) statuses.set(tenant.id, await seedAnomalyStatuses(tx, tenant.id));
  for (const demo of DEMO_ANALYTICS) {
    const ids = statuses.get(demo.tenantId);
    if (ids) await seedTenant(tx, demo, ids);
  }
}

/** Profile names, so tests can find a seeded model without hard-coding ids. */
export const DEMO_MODEL_NAMES = MODEL_PROFILES.map((p) => p.name);
