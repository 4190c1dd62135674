import { sql } from 'kysely';
import '../../db/schema-ingest.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { monthEnd, num } from './common.ts';
import { RowError, isoDate, line, number, optionalText, state, text, type Record_ } from './ingest-fields.ts';
import { resetModel } from './models.ts';

// The datasets added to data ingestion by issue 18: claims (rolled up into the portfolio rows they
// belong to), intelligence feed items (shown beside the filing feed) and model scores (binned into the
// score and feature distributions that model monitoring and model reports read).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What one load has touched, so the derived figures are rebuilt once at its end. */
export interface LoadContext {
  tenantId: string;
  actor: string;
  /** claims: month|state|line|segment keys whose portfolio row must be recounted. */
  segments: Set<string>;
  /** model-scores: name (lower case) or id to model id. */
  models: Map<string, string>;
  /** model-scores: model|period pairs already replaced by this load. */
  replaced: Set<string>;
  /** model-scores: models whose bins must be rebuilt. */
  touchedModels: Set<string>;
}

export function newLoadContext(tenantId: string, actor: string): LoadContext {
  return {
    tenantId,
    actor,
    segments: new Set(),
    models: new Map(),
    replaced: new Set(),
    touchedModels: new Set(),
  };
}

const CLAIM_STATUSES = ['open', 'closed', 'reopened'];

export async function loadClaimRow(tx: TenantTx, ctx: LoadContext, r: Record_): Promise<void> {
  const claimNumber = text(r, 'claimNumber', 60);
  const lossDate = isoDate(r, 'lossDate')!;
  const reported = isoDate(r, 'reportedDate', true);
  if (reported && reported < lossDate) throw new RowError('reportedDate is before lossDate', 'reportedDate');
  const st = state(r);
  const { line: lineName, code } = line(r);
  const segment = text(r, 'segment', 100);
  const status = text(r, 'status').toLowerCase();
  if (!CLAIM_STATUSES.includes(status))
    throw new RowError(`status '${status}' is not one of ${CLAIM_STATUSES.join(', ')}`, 'status');
  const month = lossDate.slice(0, 7);
  const owner = await tx
    .selectFrom('portfolio_rows')
    .select('month')
    .where('month', '=', month)
    .where('state', '=', st)
    .where('line', '=', lineName)
    .where('segment', '=', segment)
    .executeTakeFirst();
  if (!owner) {
    throw new RowError(
      `no portfolio row for ${month}, ${st}, ${lineName}, ${segment}; load the portfolio for that month first`,
      'segment',
    );
  }
  const previous = await tx
    .selectFrom('claims')
    .select(['month', 'state', 'line', 'segment'])
    .where('claim_number', '=', claimNumber)
    .executeTakeFirst();
  const values = {
    loss_date: lossDate,
    reported_date: reported,
    month,
    state: st,
    line: lineName,
    line_code: code,
    segment,
    status,
    paid: number(r, 'paid', { min: 0 })!,
    reserve: number(r, 'reserve', { min: 0, optional: true }) ?? 0,
    cause: optionalText(r, 'cause')?.slice(0, 200) ?? null,
  };
  await tx
    .insertInto('claims')
    .values({ tenant_id: ctx.tenantId, claim_number: claimNumber, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'claim_number']).doUpdateSet(values))
    .execute();
  if (previous) ctx.segments.add([previous.month, previous.state, previous.line, previous.segment].join('|'));
  ctx.segments.add([month, st, lineName, segment].join('|'));
}

/** Each touched portfolio row takes its claim count and incurred losses (paid + reserve) from its claims. */
export async function rollUpClaims(tx: TenantTx, ctx: LoadContext): Promise<number> {
  for (const key of ctx.segments) {
    const [month, st, lineName, segment] = key.split('|') as [string, string, string, string];
    await sql`
      UPDATE portfolio_rows p SET
        claim_count = c.n,
        incurred_losses = c.incurred
      FROM (
        SELECT count(*)::integer AS n, coalesce(sum(paid + reserve), 0) AS incurred
        FROM claims
        WHERE month = ${month} AND state = ${st} AND line = ${lineName} AND segment = ${segment}
      ) c
      WHERE p.month = ${month} AND p.state = ${st} AND p.line = ${lineName} AND p.segment = ${segment}
    `.execute(tx);
  }
  return ctx.segments.size;
}

export async function loadIntelFeedRow(tx: TenantTx, ctx: LoadContext, r: Record_): Promise<void> {
  const sourceType = text(r, 'sourceType', 40).toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(sourceType))
    throw new RowError(
      `sourceType '${sourceType}' must be lower-case letters, digits and hyphens`,
      'sourceType',
    );
  const sourceName = text(r, 'sourceName', 200);
  const title = text(r, 'title', 300);
  const published = isoDate(r, 'publishedDate')!;
  const url = optionalText(r, 'url');
  if (url !== null && !/^https?:\/\/[^\s]+$/i.test(url))
    throw new RowError(`url '${url.slice(0, 80)}' is not an http or https address`, 'url');
  const stateCode = optionalText(r, 'state') === null ? null : state(r);
  const lineCode = optionalText(r, 'lineOfBusiness') === null ? null : line(r).code;
  const values = {
    source_type: sourceType,
    summary: (optionalText(r, 'summary') ?? '').slice(0, 4000),
    url,
    state: stateCode,
    line_code: lineCode,
    carrier: optionalText(r, 'carrier')?.slice(0, 200) ?? null,
    tags: (optionalText(r, 'tags') ?? '')
      .split(';')
      .map((t) => t.trim())
      .filter((t) => t !== '')
      .slice(0, 20),
  };
  const existing = await tx
    .selectFrom('intel_feed_items')
    .select('id')
    .where(sql<boolean>`lower(source_name) = lower(${sourceName})`)
    .where(sql<boolean>`lower(title) = lower(${title})`)
    .where('published_date', '=', published)
    .executeTakeFirst();
  if (existing) {
    await tx.updateTable('intel_feed_items').set(values).where('id', '=', existing.id).execute();
  } else {
    await tx
      .insertInto('intel_feed_items')
      .values({
        tenant_id: ctx.tenantId,
        source_name: sourceName,
        title,
        published_date: published,
        ...values,
      })
      .execute();
  }
}

async function resolveModel(tx: TenantTx, ctx: LoadContext, r: Record_): Promise<string> {
  const ref = text(r, 'model', 200);
  const key = ref.toLowerCase();
  const known = ctx.models.get(key);
  if (known) return known;
  const found = await tx
    .selectFrom('models')
    .select('id')
    .where(UUID.test(ref) ? sql<boolean>`id = ${ref}::uuid` : sql<boolean>`lower(name) = ${key}`)
    .orderBy('created_at')
    .executeTakeFirst();
  if (found) {
    ctx.models.set(key, found.id);
    return found.id;
  }
  const useCaseRef = optionalText(r, 'useCase');
  if (useCaseRef === null || UUID.test(ref)) {
    throw new RowError(`model '${ref}' does not exist; name a useCase column to create it`, 'model');
  }
  const usecase = await tx
    .selectFrom('usecases')
    .select('id')
    .where(
      UUID.test(useCaseRef)
        ? sql<boolean>`id = ${useCaseRef}::uuid`
        : sql<boolean>`lower(name) = lower(${useCaseRef})`,
    )
    .executeTakeFirst();
  if (!usecase) throw new RowError(`useCase '${useCaseRef}' is not a use case of this tenant`, 'useCase');
  const created = await tx
    .insertInto('models')
    .values({
      tenant_id: ctx.tenantId,
      name: ref,
      usecase_id: usecase.id,
      version: '1',
      kind: 'rating',
      description: 'Loaded through data ingestion',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.models.set(key, created.id);
  return created.id;
}

export async function loadModelScoreRow(tx: TenantTx, ctx: LoadContext, r: Record_): Promise<void> {
  const period = text(r, 'period', 20).toLowerCase();
  if (period !== 'reference' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(period))
    throw new RowError(`period '${period}' is neither "reference" nor a month (YYYY-MM)`, 'period');
  const score = number(r, 'score')!;
  const actual = number(r, 'actual')!;
  const stateCode = optionalText(r, 'state') === null ? null : state(r);
  const features: Record<string, string> = {};
  for (const [name, value] of Object.entries(r)) {
    if (!name.startsWith('feature.')) continue;
    const feature = name.slice('feature.'.length).trim();
    if (feature === '' || feature.length > 100)
      throw new RowError(`feature column '${name}' needs a name of 1 to 100 characters`, name);
    features[feature] = value.trim().slice(0, 100);
  }
  const modelId = await resolveModel(tx, ctx, r);
  const pair = `${modelId}|${period}`;
  if (!ctx.replaced.has(pair)) {
    await tx
      .deleteFrom('model_score_rows')
      .where('model_id', '=', modelId)
      .where('period', '=', period)
      .execute();
  }
  await tx
    .insertInto('model_score_rows')
    .values({
      tenant_id: ctx.tenantId,
      model_id: modelId,
      period,
      score,
      actual,
      state: stateCode,
      features: JSON.stringify(features),
    })
    .execute();
  ctx.replaced.add(pair);
  ctx.touchedModels.add(modelId);
}

/** Edges at the reference quantiles (deduplicated, ascending); a value goes above every edge it exceeds. */
export function quantileEdges(values: number[], bins: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const edges: number[] = [];
  for (let k = 1; k < bins; k += 1) {
    const edge = sorted[Math.min(sorted.length - 1, Math.floor((k * sorted.length) / bins))]!;
    if (edges.length === 0 || edge > edges.at(-1)!) edges.push(edge);
  }
  // An edge at the maximum would leave the top bin empty in the reference.
  while (edges.length > 0 && edges.at(-1)! >= sorted.at(-1)!) edges.pop();
  return edges;
}

export function binOf(value: number, edges: number[]): number {
  let bin = 0;
  while (bin < edges.length && value > edges[bin]!) bin += 1;
  return bin;
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000);
}

interface FeatureBinner {
  labels: string[];
  bin(value: string | undefined): number;
}

/** Numeric inputs bin at the reference quintiles, others by their most common reference values; both keep a Missing bin. */
function featureBinner(referenceValues: (string | undefined)[]): FeatureBinner {
  const present = referenceValues.filter((v): v is string => v !== undefined && v !== '');
  const numeric = present.length > 0 && present.every((v) => Number.isFinite(Number(v)));
  if (numeric && new Set(present).size > 5) {
    const edges = quantileEdges(present.map(Number), 5);
    const labels = [
      ...edges.map((e, i) => (i === 0 ? `≤ ${fmt(e)}` : `${fmt(edges[i - 1]!)} – ${fmt(e)}`)),
      edges.length === 0 ? 'All values' : `> ${fmt(edges.at(-1)!)}`,
      'Missing',
    ];
    return {
      labels,
      bin: (v) =>
        v === undefined || v === '' || !Number.isFinite(Number(v))
          ? labels.length - 1
          : binOf(Number(v), edges),
    };
  }
  const counts = new Map<string, number>();
  for (const v of present) counts.set(v, (counts.get(v) ?? 0) + 1);
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 9)
    .map(([v]) => v);
  const labels = [...top, 'Other', 'Missing'];
  return {
    labels,
    bin: (v) => {
      if (v === undefined || v === '') return labels.length - 1;
      const i = top.indexOf(v);
      return i === -1 ? top.length : i;
    },
  };
}

/**
 * Rebuilds a model's score deciles, feature bins and state outcomes from its loaded scored records, then
 * runs the model reset (stability findings detected again). Without a reference sample the model keeps no
 * distributions: monitoring says it has no reference yet.
 */
export async function rebuildModel(tx: TenantTx, ctx: LoadContext, modelId: string): Promise<void> {
  const rows = await tx
    .selectFrom('model_score_rows')
    .select(['period', 'score', 'actual', 'state', 'features'])
    .where('model_id', '=', modelId)
    .execute();
  await tx.deleteFrom('model_score_bins').where('model_id', '=', modelId).execute();
  await tx.deleteFrom('model_feature_bins').where('model_id', '=', modelId).execute();
  await tx.deleteFrom('model_state_outcomes').where('model_id', '=', modelId).execute();
  const reference = rows.filter((r) => r.period === 'reference');
  if (reference.length === 0) return;
  const edges = quantileEdges(
    reference.map((r) => num(r.score)),
    10,
  );
  const binCount = edges.length + 1;
  const periods = [...new Set(rows.map((r) => r.period))].sort();
  const featureNames = [...new Set(reference.flatMap((r) => Object.keys(r.features ?? {})))].sort();
  const binners = new Map(featureNames.map((f) => [f, featureBinner(reference.map((r) => r.features?.[f]))]));
  const scoreBins: { period: string; bin: number; volume: number; expected: number; actual: number }[] = [];
  const featureBins: { period: string; feature: string; bin: number; label: string; share: number }[] = [];
  for (const period of periods) {
    const mine = rows.filter((r) => r.period === period);
    const bins = Array.from({ length: binCount }, () => ({ volume: 0, expected: 0, actual: 0 }));
    for (const r of mine) {
      const b = bins[binOf(num(r.score), edges)]!;
      b.volume += 1;
      b.expected += num(r.score);
      b.actual += num(r.actual);
    }
    bins.forEach((b, i) => scoreBins.push({ period, bin: i + 1, ...b }));
    for (const [feature, binner] of binners) {
      const counts = binner.labels.map(() => 0);
      for (const r of mine) counts[binner.bin(r.features?.[feature])]! += 1;
      counts.forEach((c, i) =>
        featureBins.push({ period, feature, bin: i + 1, label: binner.labels[i]!, share: c / mine.length }),
      );
    }
  }
  for (let i = 0; i < scoreBins.length; i += 500) {
    await tx
      .insertInto('model_score_bins')
      .values(scoreBins.slice(i, i + 500).map((b) => ({ tenant_id: ctx.tenantId, model_id: modelId, ...b })))
      .execute();
  }
  for (let i = 0; i < featureBins.length; i += 500) {
    await tx
      .insertInto('model_feature_bins')
      .values(
        featureBins.slice(i, i + 500).map((b) => ({ tenant_id: ctx.tenantId, model_id: modelId, ...b })),
      )
      .execute();
  }
  const outcomes = new Map<string, { month: string; state: string; expected: number; actual: number }>();
  for (const r of rows) {
    if (r.period === 'reference' || r.state === null) continue;
    const key = `${r.period}|${r.state}`;
    const o = outcomes.get(key) ?? { month: r.period, state: r.state, expected: 0, actual: 0 };
    o.expected += num(r.score);
    o.actual += num(r.actual);
    outcomes.set(key, o);
  }
  const outcomeRows = [...outcomes.values()];
  for (let i = 0; i < outcomeRows.length; i += 500) {
    await tx
      .insertInto('model_state_outcomes')
      .values(
        outcomeRows.slice(i, i + 500).map((o) => ({ tenant_id: ctx.tenantId, model_id: modelId, ...o })),
      )
      .execute();
  }
  const lastMonth = periods.filter((p) => p !== 'reference').at(-1);
  if (lastMonth) {
    await tx
      .updateTable('models')
      .set({ last_scored_at: `${monthEnd(lastMonth)}T00:00:00Z`, updated_at: new Date() })
      .where('id', '=', modelId)
      .execute();
    await resetModel(tx, ctx.tenantId, modelId, ctx.actor);
  }
}
