import type { DataPlan } from './planner.ts';
import { planFilter } from './execute.ts';
import type { Period } from './periods.ts';
import { DIMENSIONS, TIME_FIELDS, measureByKey } from './semantic.ts';

// The plan as an answer shows it, for the planner's answers (data-answer.ts) and the models source.

/** The plan as the answer shows it ("How I computed this"). */
export interface DataPlanView {
  outcome: 'answered' | 'empty' | 'clarify' | 'unsupported';
  dataset: 'portfolio' | 'filings' | 'feeds' | 'models' | null;
  measure: string | null;
  aggregation: string | null;
  groupBy: string | null;
  limit: number | null;
  filters: { field: string; label: string; values: string[]; exclude: boolean }[];
  timeField: string | null;
  period: Period | null;
  comparePeriod: Period | null;
  /** The plan's rows in the filter grammar (fields of the semantic layer). */
  filter: string | null;
  /** Where the same rows open in the app, when a screen shows them. */
  link: string | null;
  notes: string[];
  /** The reference date relative periods were counted from. */
  asOf: string;
  /** Who proposed the plan: the deterministic planner, or a model (validated the same way). */
  plannedBy?: 'planner' | 'model';
  /** Why a model's proposal was not used (the planner's plan was), when one was asked for. */
  proposalRejected?: string | null;
}

/** A plan view with no plan behind it (a question not answered, or asked back). */
export function blankPlanView<O extends DataPlanView['outcome']>(outcome: O, asOf: string, notes: string[] = []) {
  return {
    outcome,
    dataset: null,
    measure: null,
    aggregation: null,
    groupBy: null,
    limit: null,
    filters: [],
    timeField: null,
    period: null,
    comparePeriod: null,
    filter: null,
    link: null,
    notes,
    asOf,
  };
}

export function planView(
  plan: DataPlan | null,
  outcome: DataPlanView['outcome'],
  notes: string[],
  asOf: string,
  link: string | null = null,
): DataPlanView {
  if (!plan) return { ...blankPlanView(outcome, asOf, notes) };
  const filterText = planFilter(plan, plan.period);
  return {
    outcome,
    dataset: plan.dataset,
    measure: measureByKey(plan.measure).label,
    aggregation: plan.aggregation,
    groupBy: plan.groupBy ? DIMENSIONS[plan.groupBy].label : null,
    limit: plan.limit,
    filters: plan.filters.map((f) => ({
      field: DIMENSIONS[f.dimension].field,
      label: f.label,
      values: f.values,
      exclude: f.exclude === true,
    })),
    timeField: plan.period ? TIME_FIELDS[plan.timeField].field : null,
    period: plan.period,
    comparePeriod: plan.comparePeriod,
    filter: filterText || null,
    link,
    notes,
    asOf,
  };
}
