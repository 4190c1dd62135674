import { CITED_COLUMNS, US_STATES } from '@ratelens/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import '../../db/schema-data-answers.ts';
import type { TenantTx } from '../../db/tenant.ts';
import type { ComposedAnswer, DataCitation } from './compose.ts';
import {
  aggregate,
  lookupFiling,
  MAX_ROW_IDS,
  planFilter,
  scopeHasRows,
  type GroupRow,
} from './data/execute.ts';
import { addDaysIso, lineCode } from '../analytics/common.ts';
import { filterSql } from '../list-query.ts';
import { monthLabel, monthsLabel, type Period } from './data/periods.ts';
import type { Proposal } from './data/llm-plan.ts';
import { planQuestion, type DataPlan, type PlanOutcome, type Vocabulary } from './data/planner.ts';
import { validatePlan } from './data/validate.ts';
import {
  DIMENSIONS,
  FILTER_FIELDS,
  ROW_ID,
  TIME_FIELDS,
  measureByKey,
  type Measure,
  type Unit,
} from './data/semantic.ts';

// The `data` approach: a question is planned into a typed query over the semantic layer (data/semantic.ts,
// data/planner.ts), run in SQL over the tenant's portfolio_rows or filings under row-level security
// (data/execute.ts), and answered with its figures, their scope in words, and citations of the rows each
// figure was computed from. An empty scope is said to be empty; an unknown name is asked back.

export const NOT_FOUND_IN_DATA = 'I could not answer this from the portfolio and filing data.';
/** The contract's bound on citations per answer; groupings get up to this many (one per group). */
const MAX_CITATIONS = 50;

/** The plan as the answer shows it ("How I computed this"). */
export interface DataPlanView {
  outcome: 'answered' | 'empty' | 'clarify' | 'unsupported';
  dataset: 'portfolio' | 'filings' | 'feeds' | null;
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

// ---- words and figures -------------------------------------------------------------------------------

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

function fmt(value: number, unit: Unit): string {
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

const signed = (v: number, text: string) => `${v >= 0 ? '+' : '-'}${text.replace(/^-/, '')}`;

function changeText(m: Measure, now: number, before: number): { value: number; text: string; unit: Unit } {
  if (m.change === 'difference') {
    const d = now - before;
    return m.unit === 'percent'
      ? { value: d, text: signed(d, `${Math.abs(d).toFixed(1)} points`), unit: 'percent' }
      : { value: d, text: signed(d, fmt(Math.abs(d), m.unit)), unit: m.unit };
  }
  const r = before === 0 ? 0 : ((now - before) / before) * 100;
  return { value: r, text: signed(r, `${Math.abs(r).toFixed(1)}%`), unit: 'percent' };
}

function display(plan: DataPlan, vocab: Vocabulary, key: string): string {
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

function filterLabel(plan: DataPlan, dim: string): string | null {
  return plan.filters.find((f) => f.dimension === dim)?.label ?? null;
}

/** The rows of the plan in words: "Personal Auto (Non-Standard) in Ohio" / "approved rate filings by Harbor Casualty in Ohio". */
function scopeWords(plan: DataPlan): string {
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

function periodWords(plan: DataPlan, period: Period | null): string {
  if (!period)
    return plan.dataset === 'filings'
      ? 'all filings on file'
      : plan.dataset === 'feeds'
        ? 'all feed items on file'
        : 'all months';
  if (plan.dataset === 'portfolio') return monthsLabel(period);
  return `${TIME_FIELDS[plan.timeField].label} ${period.label}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Statement {
  text: string;
  rows: GroupRow[];
  figures: DataCitation['figures'];
  description: string;
}

function figure(name: string, value: number, unit: Unit, decimals: number): DataCitation['figures'][number] {
  return { name: name.slice(0, 100), value: round(value, decimals), unit };
}

function valueFigures(m: Measure, label: string, g: GroupRow): DataCitation['figures'] {
  const out = [figure(`${m.label} ${label}`.trim(), g.value ?? 0, m.unit, m.decimals)];
  if (m.base && g.base !== null) out.push(figure(`${m.base.label} ${label}`.trim(), g.base, m.base.unit, 2));
  return out;
}

function valueText(m: Measure, g: GroupRow): string {
  if (m.key === 'feed_items') return `${g.n} feed item${g.n === 1 ? '' : 's'}`;
  return `${fmt(g.value ?? 0, m.unit)}${m.base && g.base !== null ? ` on ${fmt(g.base, m.base.unit)} ${m.base.label}` : ''}${m.dataset === 'filings' && m.key !== 'filing_count' ? ` (${g.n} filing${g.n === 1 ? '' : 's'})` : ''}`;
}

function emptyText(plan: DataPlan, hasScope: boolean, period: Period | null): string {
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

// ---- answering ---------------------------------------------------------------------------------------

async function statementsFor(
  tx: TenantTx,
  plan: DataPlan,
  vocab: Vocabulary,
  maxCitations: number,
): Promise<{ statements: Statement[]; lead: string } | { empty: string }> {
  const m = measureByKey(plan.measure);
  const scope = scopeWords(plan);
  const when = periodWords(plan, plan.period);
  const desc = (extra: string) => `${m.label}; ${scope}; ${when}${extra}`.slice(0, 500);

  if (plan.aggregation === 'lookup') {
    const f = await lookupFiling(tx, plan);
    const tn = plan.filters[0]!.values[0]!;
    if (!f)
      return {
        empty: `No filing with tracking number ${tn} is on file: there are no filings with that number.`,
      };
    const parts = [
      `status ${f.status}`,
      `submitted ${f.submitted}`,
      f.requested !== null
        ? `requested rate change ${signed(f.requested, `${Math.abs(f.requested).toFixed(1)}%`)}`
        : null,
      f.approved !== null
        ? `approved rate change ${signed(f.approved, `${Math.abs(f.approved).toFixed(1)}%`)}`
        : null,
      f.disposition ? `decided ${f.disposition}${f.days !== null ? ` after ${f.days} days` : ''}` : null,
      f.effective
        ? `effective ${f.effective}`
        : f.status === 'approved'
          ? 'no effective date on file'
          : 'not in effect',
      f.premium_impact ? `premium impact ${fmt(f.premium_impact, 'usd')}` : null,
      f.policyholders !== null ? `${f.policyholders.toLocaleString('en-US')} policyholders affected` : null,
    ].filter(Boolean);
    const figures: DataCitation['figures'] = [];
    if (f.requested !== null)
      figures.push(figure(`requested change ${f.tracking_number}`, f.requested, 'percent', 2));
    if (f.approved !== null)
      figures.push(figure(`approved change ${f.tracking_number}`, f.approved, 'percent', 2));
    if (f.days !== null) figures.push(figure(`days to disposition ${f.tracking_number}`, f.days, 'days', 0));
    if (figures.length === 0) figures.push(figure(`filings ${f.tracking_number}`, 1, 'count', 0));
    return {
      lead: '',
      statements: [
        {
          text: `Filing ${f.tracking_number} (${f.carrier ?? f.carrier_code}, ${vocab.states[f.state] ?? f.state}, ${f.line}, ${f.filing_type} filing): ${parts.join('; ')}.`,
          rows: [
            { key: f.tracking_number, value: null, num: null, den: null, base: null, n: 1, ids: [f.id] },
          ],
          figures,
          description: `the filing with tracking number ${f.tracking_number}`,
        },
      ],
    };
  }

  if (plan.ownVsCompetitors) {
    // The same figure for the tenant's own filings and for every other carrier's, each citing its rows.
    const sides = [
      { label: 'your filings', exclude: false },
      { label: 'competitors', exclude: true },
    ];
    const parts = [];
    for (const side of sides)
      parts.push(
        await statementsFor(
          tx,
          {
            ...plan,
            ownVsCompetitors: null,
            filters: [
              ...plan.filters,
              {
                dimension: 'carrier',
                values: [plan.ownVsCompetitors],
                exclude: side.exclude,
                label: side.label,
              },
            ],
          },
          vocab,
          Math.floor(maxCitations / 2),
        ),
      );
    const answered = parts.filter((p): p is { statements: Statement[]; lead: string } => !('empty' in p));
    if (answered.length === 0) return parts[0]!;
    const emptyNotes = parts.flatMap((p) => ('empty' in p ? [p.empty.replace(/\.$/, '')] : []));
    return {
      lead: `Yours against competitors${emptyNotes.length ? ` (${emptyNotes.join('; ')})` : ''}:`,
      statements: answered.flatMap((p) =>
        p.lead
          ? p.statements.map((st, i) => (i === 0 ? { ...st, text: `${p.lead} ${st.text}` } : st))
          : p.statements,
      ),
    };
  }

  if (plan.aggregation === 'share') {
    const [part] = await aggregate(tx, plan, plan.period, { ungrouped: true });
    const [whole] = await aggregate(tx, plan, plan.period, { ungrouped: true, dropShare: true });
    if (!part || !whole || !part.value || !whole.value)
      return { empty: emptyText(plan, await scopeHasRows(tx, plan), plan.period) };
    const share = (part.value / whole.value) * 100;
    const what = filterLabel(plan, plan.shareOf!) ?? '';
    return {
      lead: '',
      statements: [
        {
          text: `${what} makes up ${share.toFixed(1)}% of ${m.label} (${when}): ${fmt(part.value, m.unit)}`,
          rows: [part],
          figures: [
            figure(`share of ${m.label} ${what}`, share, 'percent', 2),
            figure(`${m.label} ${what}`, part.value, m.unit, m.decimals),
          ],
          description: desc(''),
        },
        {
          text: `of ${fmt(whole.value, m.unit)} in total`,
          rows: [whole],
          figures: [figure(`${m.label} total`, whole.value, m.unit, m.decimals)],
          description: `${m.label}; all ${DIMENSIONS[plan.shareOf!].plural}; ${when}`,
        },
      ],
    };
  }

  if (plan.aggregation === 'change') {
    const now = await aggregate(tx, plan, plan.period);
    const before = await aggregate(tx, plan, plan.comparePeriod);
    const earlier = new Map(before.map((g) => [g.key, g]));
    const pairs = now
      .filter((g) => g.value !== null && earlier.get(g.key)?.value != null)
      .map((g) => ({ g, b: earlier.get(g.key)!, c: changeText(m, g.value!, earlier.get(g.key)!.value!) }));
    if (pairs.length === 0) return { empty: emptyText(plan, await scopeHasRows(tx, plan), plan.period) };
    const nowLabel = periodWords(plan, plan.period);
    const beforeLabel = periodWords(plan, plan.comparePeriod);
    if (!plan.groupBy) {
      const { g, b, c } = pairs[0]!;
      return {
        lead: '',
        statements: [
          {
            text: `${cap(scope)}: ${m.label} ${valueText(m, g)} in ${nowLabel}`,
            rows: [g],
            figures: [...valueFigures(m, nowLabel, g), figure(`change in ${m.label}`, c.value, c.unit, 2)],
            description: desc(''),
          },
          {
            text: `against ${valueText(m, b)} in ${beforeLabel}, ${c.text}`,
            rows: [b],
            figures: valueFigures(m, beforeLabel, b),
            description: `${m.label}; ${scope}; ${beforeLabel}`,
          },
        ],
      };
    }
    pairs.sort((a, b) => b.c.value - a.c.value || (a.g.key < b.g.key ? -1 : 1));
    const shown = plan.limit ? pairs.slice(0, plan.limit) : pairs;
    return {
      lead: `Change in ${m.label} by ${DIMENSIONS[plan.groupBy].label}, ${scope}, ${nowLabel} against ${beforeLabel}:`,
      statements: shown.map(({ g, b, c }, i) => {
        const name = display(plan, vocab, g.key);
        return {
          text: `${plan.limit ? `${i + 1}. ` : ''}${name} ${c.text} (${fmt(b.value!, m.unit)} to ${fmt(g.value!, m.unit)})`,
          rows: [g, b],
          figures: [
            figure(`change in ${m.label} ${name}`, c.value, c.unit, 2),
            figure(`${m.label} ${name} ${nowLabel}`, g.value!, m.unit, m.decimals),
            figure(`${m.label} ${name} ${beforeLabel}`, b.value!, m.unit, m.decimals),
          ],
          description: `${m.label} of ${name}; ${scope}; ${nowLabel} and ${beforeLabel}`,
        };
      }),
    };
  }

  const groups = (await aggregate(tx, plan, plan.period)).filter((g) => g.value !== null);
  if (groups.length === 0) return { empty: emptyText(plan, await scopeHasRows(tx, plan), plan.period) };
  if (!plan.groupBy) {
    const g = groups[0]!;
    return {
      lead: '',
      statements: [
        {
          text: `${cap(scope)}, ${when}: ${m.key === 'filing_count' ? `${g.n} filing${g.n === 1 ? '' : 's'}` : m.key === 'feed_items' ? valueText(m, g) : `${m.label} ${valueText(m, g)}`}`,
          rows: [g],
          figures: valueFigures(m, '', g),
          description: desc(''),
        },
      ],
    };
  }
  const dim = DIMENSIONS[plan.groupBy];
  const byKey = (a: GroupRow, b: GroupRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  if (plan.aggregation === 'trend') groups.sort(byKey);
  else if (plan.aggregation === 'list')
    groups.sort((a, b) => (display(plan, vocab, a.key) < display(plan, vocab, b.key) ? -1 : 1));
  else if (plan.aggregation === 'bottom') groups.sort((a, b) => a.value! - b.value! || byKey(a, b));
  else groups.sort((a, b) => b.value! - a.value! || byKey(a, b));
  const shown =
    plan.limit && (plan.aggregation === 'top' || plan.aggregation === 'bottom')
      ? groups.slice(0, plan.limit)
      : groups;
  const lead =
    plan.aggregation === 'list'
      ? `${groups.length} ${groups.length === 1 ? dim.label : dim.plural} with ${scope}, ${when}:`
      : plan.aggregation === 'trend'
        ? `${cap(m.label)} by month, ${scope}, ${when}:`
        : plan.aggregation === 'top' || plan.aggregation === 'bottom'
          ? `${m.key === 'filing_count' || m.key === 'feed_items' ? (plan.aggregation === 'top' ? 'Most' : 'Fewest') : plan.aggregation === 'top' ? 'Highest' : 'Lowest'} ${plan.groupBy === 'tracking_number' ? m.label.replace(/^average /, '') : m.label} by ${dim.label}, ${scope}, ${when}:`
          : `${cap(m.label)} by ${dim.label}, ${scope}, ${when}:`;
  const statements = shown.map((g, i) => {
    const name = display(plan, vocab, g.key);
    return {
      text: `${plan.aggregation === 'top' || plan.aggregation === 'bottom' ? `${i + 1}. ` : ''}${name} ${m.key === 'filing_count' ? `(${g.n} filing${g.n === 1 ? '' : 's'})` : plan.groupBy === 'tracking_number' ? fmt(g.value!, m.unit) : valueText(m, g)}`,
      rows: [g],
      figures: valueFigures(m, name, g),
      description: `${m.label} of ${name}; ${scope}; ${when}`,
    };
  });
  // More groups than citations: the last citation covers the remaining groups together.
  if (statements.length > maxCitations) {
    const head = statements.slice(0, Math.max(1, maxCitations - 1));
    const tail = statements.slice(head.length);
    head.push({
      text: tail.map((s) => s.text).join('; '),
      rows: tail.flatMap((s) => s.rows),
      figures: tail.flatMap((s) => s.figures).slice(0, 50),
      description: `${m.label} of the other ${tail.length} ${dim.plural}; ${scope}; ${when}`,
    });
    return { lead, statements: head };
  }
  return { lead, statements };
}

/** The windows of the competitive-intelligence explorer (its `days` parameter). */
const EXPLORER_DAYS = [90, 180, 365, 730] as const;

/**
 * The competitive-intelligence explorer with the plan's filters in its URL, when it can show exactly the
 * plan's filings: one value per filter of a field it filters (state, carrier, line, status, filing type,
 * tracking number), a window on the submitted date, and every filing of the plan inside one of its
 * `days` windows (which end at the data's reference date). Otherwise null: no link is better than a
 * link to other rows. The portfolio screens take no filters from their URL, so portfolio plans get none.
 */
async function screenLink(
  tx: TenantTx,
  plan: DataPlan,
  vocab: Vocabulary,
  usecaseId: string | null | undefined,
): Promise<string | null> {
  if (plan.dataset !== 'filings' || vocab.useCase !== 'competitive' || !usecaseId) return null;
  if (plan.ownVsCompetitors || plan.comparePeriod || plan.aggregation === 'share') return null;
  if (plan.period && plan.timeField !== 'submitted') return null;
  const params = new URLSearchParams();
  for (const f of plan.filters) {
    if (f.exclude || f.values.length !== 1) return null;
    const v = f.values[0]!;
    if (f.dimension === 'state') params.set('state', v);
    else if (f.dimension === 'line') params.set('lineOfBusiness', lineCode(v));
    else if (f.dimension === 'status') params.set('status', v);
    else if (f.dimension === 'filing_type') params.set('filingType', v);
    else if (f.dimension === 'tracking_number') params.set('q', v);
    else if (f.dimension === 'carrier') {
      const carrier = vocab.carriers.find((c) => c.code === v);
      if (!carrier || vocab.carriers.filter((c) => c.name === carrier.name).length > 1) return null;
      params.set('carrier', carrier.name);
    } else return null;
  }
  if (plan.period) {
    params.set('from', plan.period.from);
    params.set('to', plan.period.to);
  }
  const where = filterSql(planFilter(plan, plan.period), FILTER_FIELDS.filings) ?? sql<boolean>`true`;
  const { rows } = await sql<{ earliest: string | null; reference: string | null }>`
    select (select min(f.submitted_date)::text from filings f where ${where}) as earliest,
           (select d.as_of_date::text from analytics_datasets d limit 1) as reference`.execute(tx);
  const earliest = rows[0]?.earliest;
  if (!earliest) return null;
  // The explorer's window ends at the data's as-of date, or the calendar date without one.
  const reference = rows[0]?.reference ?? new Date().toISOString().slice(0, 10);
  const days = EXPLORER_DAYS.find((d) => addDaysIso(reference, -(d - 1)) <= earliest);
  if (!days) return null;
  params.set('days', String(days));
  return `/use-cases/${usecaseId}?${params.toString()}`;
}

function planView(
  plan: DataPlan | null,
  outcome: DataPlanView['outcome'],
  notes: string[],
  asOf: string,
  link: string | null = null,
): DataPlanView {
  if (!plan)
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

export async function dataAnswer(
  tx: TenantTx,
  question: string,
  maxCitations: number,
  context: DataAnswerContext = {},
): Promise<DataAnswer> {
  const loaded = await vocabulary(tx, context.usecaseId);
  if (!loaded) return { text: NOT_FOUND_IN_DATA, engine: 'extractive', citations: [], plan: null };
  const { vocab, asOf } = loaded;
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

/** The cited rows as text cells, for the citation view and the CSV download. */
export async function citedRows(
  tx: TenantTx,
  citation: DataCitation,
): Promise<{ columns: string[]; rows: (string | null)[][] }> {
  if ((citation.table as string) === 'intel-feeds') {
    const columns: string[] = [...CITED_COLUMNS['intel-feeds']];
    const { rows } = await sql<Record<string, unknown>>`
      select i.id::text, i.published_date::text, i.source_type, i.source_name, i.title, i.state, i.line_code,
             i.carrier, ${sql.raw(DIMENSIONS.carrier.column.feeds!)} as carrier_code
      from intel_feed_items i where i.id::text = any(${citation.rowIds}::text[])
      order by i.published_date, i.id limit 500`.execute(tx);
    return { columns, rows: rows.map((r) => columns.map((c) => (r[c] === null ? null : String(r[c])))) };
  }
  if (citation.table === 'filings') {
    const columns: string[] = [...CITED_COLUMNS.filings];
    const { rows } = await sql<Record<string, unknown>>`
      select id::text, tracking_number, carrier_code, state, line, status, requested_change_pct::text,
             approved_change_pct::text, days_to_disposition::text, submitted_date::text, filing_type,
             disposition_date::text, effective_date::text, premium_impact::text, policyholders_affected::text
      from filings where id::text = any(${citation.rowIds}::text[]) order by tracking_number limit 500`.execute(
      tx,
    );
    return { columns, rows: rows.map((r) => columns.map((c) => (r[c] === null ? null : String(r[c])))) };
  }
  const columns: string[] = [...CITED_COLUMNS.portfolio];
  const { rows } = await sql<Record<string, unknown>>`
    select ${ROW_ID.portfolio} as row_id, p.month, p.state, p.line, p.segment, p.exposure::text,
           p.earned_premium::text, p.claim_count::text, p.incurred_losses::text
    from portfolio_rows p where (${ROW_ID.portfolio}) = any(${citation.rowIds}::text[])
    order by row_id limit 500`.execute(tx);
  return { columns, rows: rows.map((r) => columns.map((c) => (r[c] === null ? null : String(r[c])))) };
}
