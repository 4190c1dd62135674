import { US_STATES } from '@ratelens/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import '../../db/schema-data-answers.ts';
import type { TenantTx } from '../../db/tenant.ts';
import type { ComposedAnswer, DataCitation } from './compose.ts';
import { MAX_ROW_IDS } from './data/execute.ts';
import type { Proposal } from './data/llm-plan.ts';
import { planQuestion, type PlanOutcome, type Vocabulary } from './data/planner.ts';
import { validatePlan } from './data/validate.ts';
import { modelsAnswer } from './data/models-source.ts';
import { planView, type DataPlanView } from './data/plan-view.ts';
import { screenLink } from './data-answer-link.ts';
import { statementsFor } from './data-answer-statements.ts';

// The `data` approach: a question is planned into a typed query over the semantic layer (data/semantic.ts,
// data/planner.ts), run in SQL over the tenant's portfolio_rows or filings under row-level security
// (data/execute.ts), and answered with its figures, their scope in words, and citations of the rows each
// figure was computed from. An empty scope is said to be empty; an unknown name is asked back.
// Here: the tenant's vocabulary, the plan (the planner's or a validated model proposal) and the answer
// with its plan view; statements in data-answer-statements.ts, words in data-answer-words.ts, the
// screen link in data-answer-link.ts, cited rows in data-answer-rows.ts.

export const NOT_FOUND_IN_DATA = 'I could not answer this from the portfolio and filing data.';
/** The contract's bound on citations per answer; groupings get up to this many (one per group). */
const MAX_CITATIONS = 50;

export type { DataPlanView } from './data/plan-view.ts';

export type DataAnswer = ComposedAnswer & { plan: DataPlanView | null };

export interface DataAnswerContext {
  /** The use case of the chat: decides whose data answers (portfolio vs competitive intelligence). */
  usecaseId?: string | null;
  /** A plan a model proposed (LLM_BASE_URL set): used when it validates, else the planner's. */
  proposal?: Proposal;
}

/** The reference date of the tenant's relative periods (see referenceDate). */
export async function dataReferenceDate(tx: TenantTx): Promise<string> {
  const { rows } = await sql<{ as_of: string | null }>`
    select (select d.as_of_date::text from analytics_datasets d limit 1) as as_of`.execute(tx);
  return referenceDate(rows[0]?.as_of ?? null);
}

/**
 * "Today" for relative periods: the as-of date of a generated dataset (the demo tenants: their data ends
 * there), else the RATELENS_TODAY setting (a fixed clock, for reproducible evaluations), else the date.
 */
export function referenceDate(datasetAsOf: string | null): string {
  if (datasetAsOf) return datasetAsOf;
  const fixed = process.env.RATELENS_TODAY;
  if (fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed)) return fixed;
  return new Date().toISOString().slice(0, 10);
}

/** The tenant's own names (lines, segments, carriers), its use case and as-of date, in one round trip. */
async function vocabulary(
  tx: TenantTx,
  usecaseId: string | null | undefined,
): Promise<{ vocab: Vocabulary; asOf: string } | null> {
  const { rows } = await sql<{
    lines: string[] | null;
    filing_lines: string[] | null;
    segments: string[] | null;
    carriers: { code: string; name: string; own: boolean }[] | null;
    tenant: string | null;
    feature: string | null;
    as_of: string | null;
  }>`
    select
      (select array_agg(distinct line) from filings) as filing_lines,
      p.lines, p.segments,
      (select json_agg(json_build_object('code', c.code, 'name', c.name, 'own', c.own) order by c.name) from carriers c) as carriers,
      (select t.name from tenants t limit 1) as tenant,
      (select u.feature from usecases u where u.id = ${usecaseId ?? null}::uuid) as feature,
      (select d.as_of_date::text from analytics_datasets d limit 1) as as_of
    from (select array_agg(distinct line) as lines, array_agg(distinct segment) as segments from portfolio_rows) p`.execute(
    tx,
  );
  const r = rows[0];
  if (!r) return null;
  const carriers = r.carriers ?? [];
  const tenantName = r.tenant?.trim().toLowerCase() ?? '';
  // The tenant's own carrier: the one its loaded filings flag (ownCarrier), else the one named like the tenant.
  const own =
    carriers.find((c) => c.own) ?? carriers.find((c) => c.name.trim().toLowerCase() === tenantName) ?? null;
  return {
    asOf: referenceDate(r.as_of),
    vocab: {
      states: US_STATES as Record<string, string>,
      lines: [...new Set([...(r.lines ?? []), ...(r.filing_lines ?? [])])],
      segments: r.segments ?? [],
      carriers: carriers.map(({ code, name }) => ({ code, name })),
      ownCarrier: own?.code ?? null,
      useCase: r.feature === 'PRF-AST' ? 'portfolio' : r.feature === 'COM-AST' ? 'competitive' : 'any',
    },
  };
}

export async function dataAnswer(
  tx: TenantTx,
  question: string,
  maxCitations: number,
  context: DataAnswerContext = {},
): Promise<DataAnswer> {
  const loaded = await vocabulary(tx, context.usecaseId);
  if (!loaded) return { text: NOT_FOUND_IN_DATA, engine: 'extractive', citations: [], plan: null };
  const { vocab, asOf } = loaded;
  // Model monitoring (data/models-source.ts): questions about the stability of the tenant's models.
  const models = await modelsAnswer(tx, question, context.usecaseId, asOf);
  if (models) return { ...models, engine: 'extractive' };
  // A model's proposal is used only when it passes the validator; otherwise the planner's plan is.
  let outcome: PlanOutcome | null = null;
  let model: Pick<DataPlanView, 'plannedBy' | 'proposalRejected'> = {};
  if (context.proposal) {
    const checked = 'plan' in context.proposal ? validatePlan(context.proposal.plan, vocab) : null;
    if (checked?.ok) {
      outcome = { kind: 'plan', plan: checked.plan, notes: [] };
      model = { plannedBy: 'model', proposalRejected: null };
    } else {
      const reason = checked
        ? checked.reason
        : 'error' in context.proposal
          ? context.proposal.error
          : 'no plan';
      model = { plannedBy: 'planner', proposalRejected: reason.slice(0, 300) };
    }
  }
  outcome ??= planQuestion(question, vocab, asOf);
  const withModel = (view: DataPlanView): DataPlanView => ({ ...view, ...model });
  if (outcome.kind === 'unsupported')
    return {
      text: NOT_FOUND_IN_DATA,
      engine: 'extractive',
      citations: [],
      plan: withModel(planView(null, 'unsupported', [], asOf)),
    };
  if (outcome.kind === 'clarify')
    return {
      text: outcome.text,
      engine: 'extractive',
      citations: [],
      plan: withModel(planView(null, 'clarify', [], asOf)),
    };
  const { plan, notes } = outcome;
  // Every figure of a grouping cites its own rows, so a grouping is not cut to the configured citation
  // count (which bounds document answers); the contract's bound still holds.
  const result = await statementsFor(tx, plan, vocab, Math.max(maxCitations, MAX_CITATIONS));
  if ('empty' in result)
    return {
      text: result.empty,
      engine: 'extractive',
      citations: [],
      plan: withModel(planView(plan, 'empty', notes, asOf)),
    };
  // Feed items are cited as the intel-feeds dataset's rows (the citation type names the stored tables).
  const table = (plan.dataset === 'feeds' ? 'intel-feeds' : plan.dataset) as DataCitation['table'];
  const citations: DataCitation[] = result.statements.map((s, i) => ({
    kind: 'data',
    id: randomUUID(),
    index: i + 1,
    table,
    rowIds: [...new Set(s.rows.flatMap((r) => r.ids))].slice(0, MAX_ROW_IDS),
    figures: s.figures,
    description:
      `${s.description}${s.rows.reduce((n, r) => n + r.n, 0) > MAX_ROW_IDS ? ` (first ${MAX_ROW_IDS} of ${s.rows.reduce((n, r) => n + r.n, 0)} rows cited)` : ''}`.slice(
        0,
        500,
      ),
  }));
  const body = result.statements.map((s, i) => `${s.text} [${i + 1}]`).join('; ');
  const text = `${result.lead ? `${result.lead} ` : ''}${body.replace(/\.( \[\d+\])$/, '$1')}.${notes.length ? ` ${notes.join(' ')}` : ''}`;
  return {
    text,
    engine: 'extractive',
    citations,
    plan: withModel(
      planView(plan, 'answered', notes, asOf, await screenLink(tx, plan, vocab, context.usecaseId)),
    ),
  };
}

export { citedRows } from './data-answer-rows.ts';
