import { DIMENSIONS, FILING_TYPE_WORDS, FILTER_FIELDS, MEASURES, STATUS_WORDS, TIME_FIELDS } from './semantic.ts';
import type { DimensionKey, TimeFieldKey } from './semantic.ts';
import type { Aggregation, DataPlan, PlanFilter, Vocabulary } from './planner.ts';
import type { Period } from './periods.ts';

// The validator of typed plans: whatever proposed a plan (the deterministic planner or a model), it is
// only run when every key names something of the semantic layer and every value something of the
// tenant's own vocabulary (its states, lines, segments, carriers). A plan is data, never SQL: the
// executor compiles it through the filter grammar with bound values.

const AGGREGATIONS: readonly Aggregation[] = ['value', 'top', 'bottom', 'share', 'change', 'trend', 'list', 'lookup'];
const STATUSES = new Set([...STATUS_WORDS.map((s) => s.status), 'submitted', 'draft', 'closed']);
const FILING_TYPES = new Set(FILING_TYPE_WORDS.flatMap((t) => t.types).concat('rate', 'rule', 'form'));
const ISO = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Validation = { ok: true; plan: DataPlan } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function period(v: unknown, what: string): Period | null | string {
  if (v === null || v === undefined) return null;
  if (!isObject(v) || typeof v.from !== 'string' || typeof v.to !== 'string') return `${what} must be {from, to}`;
  if (!ISO.test(v.from) || !ISO.test(v.to) || Number.isNaN(Date.parse(v.from)) || Number.isNaN(Date.parse(v.to)))
    return `${what} dates must be YYYY-MM-DD`;
  if (v.from > v.to) return `${what} starts after it ends`;
  const label = typeof v.label === 'string' && /^[\w .:-]{1,40}$/.test(v.label) ? v.label : `${v.from} - ${v.to}`;
  return { from: v.from, to: v.to, label };
}

/** Every value of a filter must be one the tenant's data (or the fixed lists) knows. */
function knownValue(dim: DimensionKey, value: string, vocab: Vocabulary): boolean {
  switch (dim) {
    case 'state':
      return value in vocab.states;
    case 'line':
      return vocab.lines.includes(value) || ['Personal Auto', 'Homeowners', 'Workers Comp', 'Commercial Auto', 'BOP'].includes(value);
    case 'segment':
      return vocab.segments.includes(value);
    case 'carrier':
      return vocab.carriers.some((c) => c.code === value);
    case 'status':
      return STATUSES.has(value);
    case 'filing_type':
      return FILING_TYPES.has(value);
    case 'tracking_number':
      return /^[A-Z0-9][A-Z0-9-]{3,39}$/.test(value);
    case 'month':
      return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
  }
}

/**
 * Checks a candidate plan against the semantic layer, the tenant's vocabulary and the use case's data
 * (the Portfolio Assistant: the portfolio and the tenant's own filings only; Competitive Intelligence:
 * filings). Returns the plan in its typed form, or why it was refused.
 */
export function validatePlan(candidate: unknown, vocab: Vocabulary): Validation {
  const no = (reason: string): Validation => ({ ok: false, reason });
  if (!isObject(candidate)) return no('the plan is not an object');
  const c = candidate;
  const measure = MEASURES.find((m) => m.key === c.measure);
  if (!measure) return no(`unknown measure '${String(c.measure)}'`);
  const dataset = measure.dataset;
  if (c.dataset !== undefined && c.dataset !== dataset) return no(`measure ${measure.key} is not of dataset ${String(c.dataset)}`);
  if (!AGGREGATIONS.includes(c.aggregation as Aggregation)) return no(`unknown aggregation '${String(c.aggregation)}'`);
  const aggregation = c.aggregation as Aggregation;
  const groupBy = (c.groupBy ?? null) as DimensionKey | null;
  if (groupBy !== null && !(groupBy in DIMENSIONS)) return no(`unknown dimension '${String(groupBy)}'`);
  if (groupBy !== null && groupBy !== 'month' && !DIMENSIONS[groupBy].column[dataset])
    return no(`${groupBy} is not a dimension of ${dataset}`);
  const limit = c.limit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 50))
    return no('limit must be an integer from 1 to 50');
  if ((aggregation === 'top' || aggregation === 'bottom' || aggregation === 'trend' || aggregation === 'list') && !groupBy)
    return no(`${aggregation} needs a groupBy`);
  if (!Array.isArray(c.filters ?? [])) return no('filters must be a list');
  const filters: PlanFilter[] = [];
  for (const raw of (c.filters ?? []) as unknown[]) {
    if (!isObject(raw)) return no('a filter is not an object');
    const dim = raw.dimension as DimensionKey;
    if (!(dim in DIMENSIONS)) return no(`unknown filter dimension '${String(raw.dimension)}'`);
    if (!(DIMENSIONS[dim].field in FILTER_FIELDS[dataset])) return no(`${dim} does not filter ${dataset}`);
    const values = raw.values;
    if (!Array.isArray(values) || values.length === 0 || values.length > 60 || values.some((v) => typeof v !== 'string'))
      return no(`filter ${dim} needs 1 to 60 text values`);
    for (const v of values as string[]) if (!knownValue(dim, v, vocab)) return no(`'${v}' is not a known ${DIMENSIONS[dim].label}`);
    // Labels are written here from the tenant's names, never taken from the proposal.
    const names = (values as string[]).map((v) =>
      dim === 'state' ? (vocab.states[v] ?? v) : dim === 'carrier' ? (vocab.carriers.find((x) => x.code === v)?.name ?? v) : v,
    );
    const exclude = raw.exclude === true;
    const own = dim === 'carrier' && values.length === 1 && values[0] === vocab.ownCarrier;
    const label = own ? (exclude ? 'competitors' : 'your filings') : `${exclude ? 'not ' : ''}${names.join(' or ')}`;
    filters.push({ dimension: dim, values: values as string[], exclude, label });
  }
  const timeField = (c.timeField ?? (dataset === 'portfolio' ? 'month' : 'submitted')) as TimeFieldKey;
  if (!(timeField in TIME_FIELDS) || TIME_FIELDS[timeField].dataset !== dataset)
    return no(`time field '${String(c.timeField)}' is not of ${dataset}`);
  const p = period(c.period, 'period');
  if (typeof p === 'string') return no(p);
  const cp = period(c.comparePeriod, 'comparePeriod');
  if (typeof cp === 'string') return no(cp);
  if (aggregation === 'change' && (!p || !cp)) return no('a change needs period and comparePeriod');
  if (measure.parts && (aggregation !== 'change' || groupBy))
    return no(`${measure.key} is a set of figures: a change between two windows, not grouped`);
  const shareOf = (c.shareOf ?? null) as DimensionKey | null;
  if (aggregation === 'share' && (!shareOf || !filters.some((f) => f.dimension === shareOf && !f.exclude)))
    return no('a share needs shareOf naming one of its filters');
  if (aggregation === 'share' && !measure.additive) return no(`${measure.key} cannot be shared out`);
  if (aggregation === 'lookup' && !filters.some((f) => f.dimension === 'tracking_number'))
    return no('a lookup needs a tracking number');
  const ownVsCompetitors = c.ownVsCompetitors ?? null;
  if (ownVsCompetitors !== null && (dataset !== 'filings' || ownVsCompetitors !== vocab.ownCarrier))
    return no('own versus competitors compares the own carrier on filings');

  // The use case decides whose data answers.
  if (vocab.useCase === 'competitive' && dataset === 'portfolio')
    return no('Competitive Intelligence answers from filings, not the portfolio');
  if (vocab.useCase === 'portfolio' && dataset === 'feeds')
    return no('the Portfolio Assistant does not answer from intelligence feeds');
  if (vocab.useCase === 'portfolio' && dataset === 'filings') {
    const carrier = filters.find((f) => f.dimension === 'carrier');
    const ownOnly = carrier && !carrier.exclude && carrier.values.length === 1 && carrier.values[0] === vocab.ownCarrier;
    if (!vocab.ownCarrier || (carrier && !ownOnly) || ownVsCompetitors)
      return no("the Portfolio Assistant answers from the tenant's own filings only");
    if (!carrier) filters.push({ dimension: 'carrier', values: [vocab.ownCarrier], label: 'your filings' });
  }
  return {
    ok: true,
    plan: {
      dataset,
      measure: measure.key,
      aggregation,
      groupBy,
      limit: limit as number | null,
      filters,
      timeField,
      period: p,
      comparePeriod: cp,
      shareOf,
      ownVsCompetitors: ownVsCompetitors as string | null,
    },
  };
}
