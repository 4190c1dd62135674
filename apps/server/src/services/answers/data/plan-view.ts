import type { DataPlan } from './planner.ts';
import { planFilter } from './execute.ts';
import type { Schema } from '../../../contract.ts';
import { DIMENSIONS, TIME_FIELDS, measureByKey } from './semantic.ts';

// The plan as an answer shows it, for the planner's answers (data-answer.ts) and the models source.

/** The plan as the answer shows it ("How I computed this"): the contract's DataAnswerPlan. */
export type DataPlanView = Schema<'DataAnswerPlan'>;

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
