import type { Transaction } from 'kysely';
import { robustZScores, type Anomaly, type PortfolioRow } from '../../analytics/index.ts';
import type { Database } from '../../db/schema.ts';
import { lineCode, monthEnd, monthStart, round, usecaseOfLine } from './common.ts';

// Turns the detectors' findings into anomaly rows with their recommended actions. Used by the demo seed
// (owner connection, no row-level security: every statement names its tenant) and by the recompute jobs.

type AnyTx = Transaction<Database>;

const DETECTOR: Record<Anomaly['kind'], string> = {
  stabilityShift: 'stability-shift',
  lossRatioSpike: 'loss-ratio-spike',
  outlierSegment: 'outlier-segment',
};

function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Recommended actions per kind of finding; users vote on them. */
function recommendedActions(a: Anomaly): { title: string; description: string }[] {
  const where =
    `${a.line ?? ''}${a.segment ? ` ${a.segment}` : ''}${a.location ? ` in ${a.location}` : ''}`.trim();
  switch (a.kind) {
    case 'lossRatioSpike':
      return [
        {
          title: `Review large and late-reported losses of ${where}`,
          description: 'Separate a few large claims from a broad frequency or severity change before acting.',
        },
        {
          title: 'Check case reserves of the last three months',
          description: 'Reserve strengthening shows as a loss-ratio jump without more claims.',
        },
        {
          title: `Prepare a rate review for ${where}`,
          description: 'If the spike persists, the filed rates no longer cover expected losses.',
        },
      ];
    case 'outlierSegment':
      return [
        {
          title: `Re-underwrite the ${a.segment ?? 'segment'} book${a.location ? ` in ${a.location}` : ''}`,
          description: 'Look for risks written outside guidelines or a broker placing unusual business.',
        },
        {
          title: `Review the rating relativity of ${a.segment ?? 'the segment'}`,
          description:
            'A persistent outlier across the whole history points at the rating plan, not at luck.',
        },
      ];
    case 'stabilityShift':
      return [
        {
          title: a.feature
            ? `Trace the source of '${a.feature}' values`
            : 'Trace the change in the scored population',
          description: 'A shift can be a data feed change rather than a change in the book.',
        },
        {
          title: 'Compare the latest month with the development sample',
          description: 'Decide whether the model still applies or needs recalibration.',
        },
        {
          title: 'Schedule a model refresh',
          description: 'Refit on recent data if the shift is real and lasting.',
        },
      ];
  }
}

export interface DetectionContext {
  tenantId: string;
  /** Every month of the portfolio, oldest first. */
  months: readonly string[];
  portfolio: readonly PortfolioRow[];
  /** Model id -> its use case. */
  modelUsecases: ReadonlyMap<string, string>;
  /** Status given to new findings. */
  initialStatusId: string;
}

/** Robust z of an outlier segment's log loss ratio among the segments of its line (as the detector scores it). */
function outlierZ(rows: readonly PortfolioRow[], a: Anomaly): number | null {
  const totals = new Map<string, { premium: number; losses: number }>();
  for (const r of rows) {
    if (r.line !== a.line) continue;
    const key = `${r.state}|${r.segment}`;
    const t = totals.get(key) ?? { premium: 0, losses: 0 };
    t.premium += r.earnedPremium;
    t.losses += r.incurredLosses;
    totals.set(key, t);
  }
  const entries = [...totals.entries()]
    .filter(([, t]) => t.premium > 0)
    .sort(([x], [y]) => x.localeCompare(y));
  const z = robustZScores(entries.map(([, t]) => Math.log(Math.max(t.losses / t.premium, 1e-6))));
  const index = entries.findIndex(([key]) => key === `${a.location}|${a.segment}`);
  return index < 0 ? null : round(z[index]!, 2);
}

function periodOf(a: Anomaly, months: readonly string[]): { start: string; end: string } {
  const end = monthEnd(a.detectedAt);
  if (a.kind === 'lossRatioSpike') return { start: monthStart(addMonths(a.detectedAt, -2)), end };
  if (a.kind === 'outlierSegment') return { start: monthStart(months[0] ?? a.detectedAt), end };
  return { start: monthStart(a.detectedAt), end };
}

/**
 * Inserts new findings (status `initialStatusId`, with recommended actions) and refreshes the figures of
 * findings already stored under the same key, keeping their triage status. Returns the ids written.
 */
export async function writeDetected(tx: AnyTx, ctx: DetectionContext, anomalies: readonly Anomaly[]) {
  const written: string[] = [];
  for (const a of anomalies) {
    const period = periodOf(a, ctx.months);
    const usecaseId = (a.modelId ? ctx.modelUsecases.get(a.modelId) : undefined) ?? usecaseOfLine(a.line);
    const deviation = a.kind === 'outlierSegment' ? outlierZ(ctx.portfolio, a) : null;
    const figures = {
      title: a.title.slice(0, 200),
      description: a.description,
      severity: a.severity,
      expected_value: a.expected,
      observed_value: a.observed,
      deviation,
      period_start: period.start,
      period_end: period.end,
      detected_at: `${period.end}T00:00:00Z`,
      updated_at: new Date(),
    };
    const existing = await tx
      .selectFrom('anomalies')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('key', '=', a.key)
      .executeTakeFirst();
    if (existing) {
      await tx
        .updateTable('anomalies')
        .set(figures)
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', existing.id)
        .execute();
      written.push(existing.id);
      continue;
    }
    await tx
      .insertInto('anomalies')
      .values({
        tenant_id: ctx.tenantId,
        id: a.id,
        key: a.key,
        status_id: ctx.initialStatusId,
        usecase_id: usecaseId,
        model_id: a.modelId,
        location: a.location,
        line_of_business: a.line ? lineCode(a.line) : null,
        segment: a.segment,
        feature: a.feature,
        metric: a.metric,
        detector: DETECTOR[a.kind],
        assignee: null,
        ...figures,
      })
      .execute();
    await tx
      .insertInto('anomaly_actions')
      .values(
        recommendedActions(a).map((action, i) => ({
          tenant_id: ctx.tenantId,
          anomaly_id: a.id,
          title: action.title.slice(0, 200),
          description: action.description,
          sort_order: i,
        })),
      )
      .execute();
    written.push(a.id);
  }
  return written;
}
