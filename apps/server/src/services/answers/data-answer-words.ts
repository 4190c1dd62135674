import type { DataCitation } from './compose.ts';
import type { GroupRow } from './data/execute.ts';
import { monthLabel, monthsLabel, type Period } from './data/periods.ts';
import type { DataPlan, Vocabulary } from './data/planner.ts';
import { TIME_FIELDS, type Measure, type Unit } from './data/semantic.ts';

// The words and figures of a data answer: values in their units, the plan's scope and period in words,
// the citation figures, and what an empty scope is said as.

export const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

export function fmt(value: number, unit: Unit): string {
  switch (unit) {
    case 'usd':
      return `$${value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) < 1000 ? 2 : 0, minimumFractionDigits: Math.abs(value) < 1000 ? 2 : 0 })}`;
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'ratio':
      return `${value.toFixed(2)} per 100 exposure units`;
    case 'days':
      return `${value.toFixed(1)} days`;
    default:
      return Math.round(value).toLocaleString('en-US');
  }
}

export const signed = (v: number, text: string) => `${v >= 0 ? '+' : '-'}${text.replace(/^-/, '')}`;

export function changeText(
  m: Measure,
  now: number,
  before: number,
): { value: number; text: string; unit: Unit } {
  if (m.change === 'difference') {
    const d = now - before;
    return m.unit === 'percent'
      ? { value: d, text: signed(d, `${Math.abs(d).toFixed(1)} points`), unit: 'percent' }
      : { value: d, text: signed(d, fmt(Math.abs(d), m.unit)), unit: m.unit };
  }
  const r = before === 0 ? 0 : ((now - before) / before) * 100;
  return { value: r, text: signed(r, `${Math.abs(r).toFixed(1)}%`), unit: 'percent' };
}

export function display(plan: DataPlan, vocab: Vocabulary, key: string): string {
  switch (plan.groupBy) {
    case 'state':
      return vocab.states[key] ?? key;
    case 'carrier':
      return vocab.carriers.find((c) => c.code === key)?.name ?? key;
    case 'month':
      return /^\d{4}-\d{2}$/.test(key) ? monthLabel(key) : key;
    default:
      return key;
  }
}

export function filterLabel(plan: DataPlan, dim: string): string | null {
  return plan.filters.find((f) => f.dimension === dim)?.label ?? null;
}

/** The rows of the plan in words: "Personal Auto (Non-Standard) in Ohio" / "approved rate filings by Harbor Casualty in Ohio". */
export function scopeWords(plan: DataPlan): string {
  const line = filterLabel(plan, 'line');
  const segment = filterLabel(plan, 'segment');
  const state = filterLabel(plan, 'state');
  const carrier = filterLabel(plan, 'carrier');
  if (plan.dataset === 'portfolio')
    return `${line ?? 'All lines'}${segment ? ` (${segment})` : ''}${state ? ` in ${state}` : ''}`;
  const status = filterLabel(plan, 'status');
  const type = plan.dataset === 'feeds' ? 'intelligence feed items' : filterLabel(plan, 'filing_type');
  const who = carrier === 'your filings' ? 'your' : carrier === 'competitors' ? "competitors'" : null;
  return `${who ? `${who} ` : ''}${status ? `${status} ` : ''}${type ?? 'filings'}${line ? ` for ${line}` : ''}${carrier && !who ? ` ${plan.dataset === 'feeds' ? 'about' : 'by'} ${carrier}` : ''}${state ? ` in ${state}` : ''}`;
}

export function periodWords(plan: DataPlan, period: Period | null): string {
  if (!period)
    return plan.dataset === 'filings'
      ? 'all filings on file'
      : plan.dataset === 'feeds'
        ? 'all feed items on file'
        : 'all months';
  if (plan.dataset === 'portfolio') return monthsLabel(period);
  return `${TIME_FIELDS[plan.timeField].label} ${period.label}`;
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface Statement {
  text: string;
  rows: GroupRow[];
  figures: DataCitation['figures'];
  description: string;
}

export function figure(
  name: string,
  value: number,
  unit: Unit,
  decimals: number,
): DataCitation['figures'][number] {
  return { name: name.slice(0, 100), value: round(value, decimals), unit };
}

export function valueFigures(m: Measure, label: string, g: GroupRow): DataCitation['figures'] {
  const out = [figure(`${m.label} ${label}`.trim(), g.value ?? 0, m.unit, m.decimals)];
  if (m.base && g.base !== null) out.push(figure(`${m.base.label} ${label}`.trim(), g.base, m.base.unit, 2));
  return out;
}

export function valueText(m: Measure, g: GroupRow): string {
  if (m.key === 'feed_items') return `${g.n} feed item${g.n === 1 ? '' : 's'}`;
  return `${fmt(g.value ?? 0, m.unit)}${m.base && g.base !== null ? ` on ${fmt(g.base, m.base.unit)} ${m.base.label}` : ''}${m.dataset === 'filings' && m.key !== 'filing_count' ? ` (${g.n} filing${g.n === 1 ? '' : 's'})` : ''}`;
}

export function emptyText(plan: DataPlan, hasScope: boolean, period: Period | null): string {
  const scope = scopeWords(plan);
  if (plan.dataset === 'portfolio') {
    if (!hasScope) {
      const line = filterLabel(plan, 'line');
      const segment = filterLabel(plan, 'segment');
      const state = filterLabel(plan, 'state');
      return `The tenant writes no ${line ?? ''}${segment ? ` ${segment}` : ''} business${state ? ` in ${state}` : ''}: there is no portfolio data for it.`.replace(
        /\s+/g,
        ' ',
      );
    }
    return `There is no portfolio data for ${scope} in ${periodWords(plan, period)}.`;
  }
  if (plan.dataset === 'feeds')
    return `No ${scope}${hasScope ? ` ${periodWords(plan, period)}` : ''}: there is no data in this scope.`.replace(
      /No your /,
      'None of your ',
    );
  return `No ${scope}${hasScope ? ` ${periodWords(plan, period)}` : ''}: there are no filings in this scope.`.replace(
    /No your /,
    'None of your ',
  );
}
