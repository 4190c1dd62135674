import '../../db/schema-ingest.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { monthEnd, num } from './common.ts';
import type { LoadContext } from './ingest-fields.ts';
import { resetModel } from './models.ts';

// The score and feature distributions that model monitoring and model reports read, rebuilt from a
// model's scored records loaded through data ingestion.

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
