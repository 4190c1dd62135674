import type { components } from '@ratelens/api';
import { Link } from '../../components/ui/Link.tsx';

type Plan = components['schemas']['DataAnswerPlan'];

const AGGREGATIONS: Record<string, string> = {
  value: 'value over the rows',
  top: 'ranking, highest first',
  bottom: 'ranking, lowest first',
  share: 'share of the total',
  change: 'change between two periods',
  trend: 'trend by month',
  list: 'list',
  lookup: 'lookup of one filing',
};

const period = (p: Plan['period']) => (p ? `${p.label} (${p.from} to ${p.to})` : null);

/** "How I computed this": the plan of a data answer, so the analyst can check what was computed. */
export function DataAnswerPlan({ plan }: { plan: Plan }) {
  if (plan.outcome === 'unsupported' || plan.outcome === 'clarify') return null;
  const rows: [string, string | null][] = [
    [
      'Data',
      plan.dataset === 'filings'
        ? 'Filings'
        : plan.dataset === 'portfolio'
          ? 'Portfolio'
          : plan.dataset === 'feeds'
            ? 'Intelligence feeds'
            : plan.dataset === 'models'
              ? 'Model monitoring'
              : null,
    ],
    ['Measure', plan.measure],
    ['Aggregation', plan.aggregation ? (AGGREGATIONS[plan.aggregation] ?? plan.aggregation) : null],
    ['Grouped by', plan.groupBy ? `${plan.groupBy}${plan.limit ? ` (top ${plan.limit})` : ''}` : null],
    [
      'Filters',
      plan.filters.length
        ? plan.filters
            .map((f) => `${f.field} ${f.exclude ? 'is not' : 'is'} ${f.values.join(' or ')}`)
            .join('; ')
        : 'none',
    ],
    ['Period', period(plan.period) ?? 'all on file'],
    ['Compared with', period(plan.comparePeriod)],
    ['Date used', plan.timeField],
    ['Relative to', plan.asOf],
    [
      'Planned by',
      plan.plannedBy === 'model'
        ? 'the model (validated)'
        : plan.plannedBy === 'planner'
          ? `the rules${plan.proposalRejected ? ` (the model's plan was not used: ${plan.proposalRejected})` : ''}`
          : null,
    ],
  ];
  return (
    <details className="data-plan">
      <summary>How I computed this</summary>
      <dl className="data-plan__list">
        {rows
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([term, value]) => (
            <div key={term} className="data-plan__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {plan.filter ? (
          <div className="data-plan__row">
            <dt>Filter</dt>
            <dd>
              <code>{plan.filter}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      {plan.notes.length > 0 ? (
        <ul className="data-plan__notes">
          {plan.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {plan.link ? <Link href={plan.link}>Open these rows in the app</Link> : null}
    </details>
  );
}
