import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import type { ComposedAnswer, DataCitation } from './compose.ts';

// The `data` approach: figures computed from the tenant's portfolio and filing tables (portfolio_rows and
// filings of migration 0300), each statement citing the rows it was computed from. Questions are matched
// to a small set of computations by their words; anything else is answered as not supported rather than
// guessed. Raw SQL against those tables keeps this module independent of their Kysely typings, and a
// tenant (or deployment) without them gets the not-found answer.

export const NOT_FOUND_IN_DATA = 'I could not answer this from the portfolio and filing data.';

type Figure = DataCitation['figures'][number];

interface Statement {
  text: string;
  table: DataCitation['table'];
  rowIds: string[];
  figures: Figure[];
  description: string;
}

const MAX_ROW_IDS = 500;

async function tableExists(tx: TenantTx, name: string): Promise<boolean> {
  const { rows } = await sql<{
    present: boolean;
  }>`select to_regclass(${`public.${name}`}) is not null as present`.execute(tx);
  return rows[0]?.present === true;
}

const pct = (v: number) => `${(Math.round(v * 1000) / 10).toFixed(1)}%`;
const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

/** The row key of portfolio_rows (its primary key without the tenant), as cited in rowIds. */
const PORTFOLIO_KEY = sql`p.month || '|' || p.state || '|' || p.line || '|' || p.segment`;

async function lossRatioByState(tx: TenantTx, words: string): Promise<Statement[]> {
  const { rows } = await sql<{
    state: string;
    premium: number;
    losses: number;
    ids: string[];
    first: string;
    last: string;
  }>`
    with window_rows as (
      select p.*, ${PORTFOLIO_KEY} as row_id from portfolio_rows p
      where p.month > to_char((select to_date(max(month), 'YYYY-MM') from portfolio_rows) - interval '12 months', 'YYYY-MM'))
    select state, sum(earned_premium)::float8 as premium, sum(incurred_losses)::float8 as losses,
           array_agg(row_id order by row_id) as ids, min(month) as first, max(month) as last
    from window_rows p group by state having sum(earned_premium) > 0
    order by sum(incurred_losses) / sum(earned_premium) desc`.execute(tx);
  if (rows.length === 0) return [];
  const lowest = /lowest|best/.test(words);
  const picked = (lowest ? [...rows].reverse() : rows).slice(0, 3);
  return picked.map((r, i) => {
    const ratio = r.losses / r.premium;
    return {
      text: `${i === 0 ? (lowest ? 'The lowest' : 'The highest') : 'Next'} loss ratio over ${r.first} to ${r.last} is in ${r.state}: ${pct(ratio)} (incurred ${usd(r.losses)} on earned premium ${usd(r.premium)}).`,
      table: 'portfolio',
      rowIds: r.ids.slice(0, MAX_ROW_IDS),
      figures: [
        { name: `loss ratio ${r.state}`, value: Math.round(ratio * 10000) / 100, unit: 'percent' },
        { name: `incurred losses ${r.state}`, value: Math.round(r.losses), unit: 'usd' },
        { name: `earned premium ${r.state}`, value: Math.round(r.premium), unit: 'usd' },
      ],
      description: `portfolio_rows of ${r.state}, months ${r.first} to ${r.last} (last 12 months of data): sum(incurred_losses) / sum(earned_premium)`,
    };
  });
}

async function growthBy(
  tx: TenantTx,
  dimension: 'segment' | 'state',
  measure: 'exposure' | 'earned_premium',
): Promise<Statement[]> {
  const dim = sql.raw(dimension);
  const value = sql.raw(measure);
  const { rows } = await sql<{ key: string; recent: number; prior: number; ids: string[] }>`
    with bounds as (select to_date(max(month), 'YYYY-MM') as last from portfolio_rows),
    tagged as (
      select p.*, ${PORTFOLIO_KEY} as row_id,
        case when to_date(p.month, 'YYYY-MM') > b.last - interval '12 months' then 'recent'
             when to_date(p.month, 'YYYY-MM') > b.last - interval '24 months' then 'prior' end as period
      from portfolio_rows p, bounds b)
    select ${dim} as key,
           sum(${value}) filter (where period = 'recent')::float8 as recent,
           sum(${value}) filter (where period = 'prior')::float8 as prior,
           array_agg(row_id order by row_id) filter (where period is not null) as ids
    from tagged p group by ${dim}
    having sum(${value}) filter (where period = 'prior') > 0
    order by sum(${value}) filter (where period = 'recent') / sum(${value}) filter (where period = 'prior') desc`.execute(
    tx,
  );
  const label = measure === 'exposure' ? 'exposure' : 'earned premium';
  return rows.slice(0, 3).map((r, i) => {
    const growth = r.recent / r.prior - 1;
    return {
      text: `${i === 0 ? 'Fastest' : 'Next'} ${label} growth by ${dimension}: ${r.key}, ${growth >= 0 ? '+' : ''}${pct(growth)} over the last 12 months against the 12 before.`,
      table: 'portfolio',
      rowIds: (r.ids ?? []).slice(0, MAX_ROW_IDS),
      figures: [
        { name: `${label} growth ${r.key}`, value: Math.round(growth * 10000) / 100, unit: 'percent' },
        {
          name: `${label} last 12 months ${r.key}`,
          value: Math.round(r.recent),
          unit: measure === 'exposure' ? 'count' : 'usd',
        },
        {
          name: `${label} prior 12 months ${r.key}`,
          value: Math.round(r.prior),
          unit: measure === 'exposure' ? 'count' : 'usd',
        },
      ],
      description: `portfolio_rows grouped by ${dimension}: sum(${measure}) of the last 12 months over the 12 months before`,
    };
  });
}

async function largestRateIncreases(tx: TenantTx): Promise<Statement[]> {
  const { rows } = await sql<{
    id: string;
    tracking_number: string;
    carrier_code: string;
    state: string;
    line: string;
    requested: number;
    submitted: string;
  }>`
    select f.id, f.tracking_number, f.carrier_code, f.state, f.line, f.requested_change_pct::float8 as requested,
           to_char(f.submitted_date, 'YYYY-MM-DD') as submitted
    from filings f
    where f.requested_change_pct is not null
      and f.submitted_date > (select max(submitted_date) from filings) - 92
    order by f.requested_change_pct desc, f.id limit 3`.execute(tx);
  return rows.map((r, i) => ({
    text: `${i === 0 ? 'The largest' : 'Next'} requested rate change in the latest quarter of filings: ${r.carrier_code} in ${r.state} (${r.line}), ${r.requested >= 0 ? '+' : ''}${r.requested.toFixed(1)}% (filing ${r.tracking_number}, submitted ${r.submitted}).`,
    table: 'filings',
    rowIds: [r.id],
    figures: [{ name: `requested change ${r.tracking_number}`, value: r.requested, unit: 'percent' }],
    description:
      'filings submitted in the 92 days up to the latest submission, ordered by requested_change_pct',
  }));
}

async function approvalTimes(tx: TenantTx): Promise<Statement[]> {
  const { rows } = await sql<{ state: string; days: number; n: number; ids: string[] }>`
    select f.state, avg(f.days_to_disposition)::float8 as days, count(*)::int as n, array_agg(f.id::text order by f.id) as ids
    from filings f where f.days_to_disposition is not null and f.status = 'approved'
    group by f.state order by avg(f.days_to_disposition) desc`.execute(tx);
  if (rows.length === 0) return [];
  const picked = [rows[0]!, rows[rows.length - 1]!].filter((r, i, all) => all.indexOf(r) === i);
  return picked.map((r, i) => ({
    text: `${i === 0 ? 'Slowest' : 'Fastest'} approvals are in ${r.state}: ${r.days.toFixed(0)} days on average over ${r.n} approved filings.`,
    table: 'filings',
    rowIds: r.ids.slice(0, MAX_ROW_IDS),
    figures: [
      { name: `average days to approval ${r.state}`, value: Math.round(r.days * 10) / 10, unit: 'days' },
      { name: `approved filings ${r.state}`, value: r.n, unit: 'count' },
    ],
    description: `approved filings of ${r.state}: avg(days_to_disposition)`,
  }));
}

async function claimFrequency(tx: TenantTx): Promise<Statement[]> {
  const { rows } = await sql<{ segment: string; claims: number; exposure: number; ids: string[] }>`
    with window_rows as (
      select p.*, ${PORTFOLIO_KEY} as row_id from portfolio_rows p
      where p.month > to_char((select to_date(max(month), 'YYYY-MM') from portfolio_rows) - interval '12 months', 'YYYY-MM'))
    select segment, sum(claim_count)::float8 as claims, sum(exposure)::float8 as exposure,
           array_agg(row_id order by row_id) as ids
    from window_rows p group by segment having sum(exposure) > 0
    order by sum(claim_count) / sum(exposure) desc`.execute(tx);
  return rows.slice(0, 3).map((r, i) => ({
    text: `${i === 0 ? 'Highest' : 'Next'} claim frequency over the last 12 months: ${r.segment}, ${((r.claims / r.exposure) * 100).toFixed(2)} claims per 100 exposure units.`,
    table: 'portfolio',
    rowIds: r.ids.slice(0, MAX_ROW_IDS),
    figures: [
      {
        name: `claims per 100 exposure ${r.segment}`,
        value: Math.round((r.claims / r.exposure) * 10000) / 100,
        unit: 'ratio',
      },
      { name: `claims ${r.segment}`, value: r.claims, unit: 'count' },
    ],
    description: `portfolio_rows of segment ${r.segment}, last 12 months: sum(claim_count) / sum(exposure)`,
  }));
}

/** Picks the computation the question asks for, by its words; null when none fits. */
async function statementsFor(tx: TenantTx, question: string): Promise<Statement[] | null> {
  const q = question.toLowerCase();
  const portfolio = await tableExists(tx, 'portfolio_rows');
  const filings = await tableExists(tx, 'filings');
  if (portfolio && /loss ratio/.test(q)) return lossRatioByState(tx, q);
  if (portfolio && /frequen/.test(q)) return claimFrequency(tx);
  if (portfolio && /exposure/.test(q) && /grow|grew|increase|most/.test(q))
    return growthBy(tx, /state/.test(q) ? 'state' : 'segment', 'exposure');
  if (portfolio && /premium/.test(q) && /grow|grew|fast/.test(q))
    return growthBy(tx, /segment/.test(q) ? 'segment' : 'state', 'earned_premium');
  if (filings && /rate (increase|change)s?|filed the largest|largest rate/.test(q))
    return largestRateIncreases(tx);
  if (filings && /(how long|days|approv)/.test(q)) return approvalTimes(tx);
  return null;
}

export async function dataAnswer(
  tx: TenantTx,
  question: string,
  maxCitations: number,
): Promise<ComposedAnswer> {
  const statements = ((await statementsFor(tx, question)) ?? []).slice(0, Math.max(1, maxCitations));
  if (statements.length === 0) return { text: NOT_FOUND_IN_DATA, engine: 'extractive', citations: [] };
  const citations: DataCitation[] = statements.map((s, i) => ({
    kind: 'data',
    id: randomUUID(),
    index: i + 1,
    table: s.table,
    rowIds: s.rowIds,
    figures: s.figures,
    description: s.description.slice(0, 500),
  }));
  return {
    text: statements.map((s, i) => `${s.text} [${i + 1}]`).join(' '),
    engine: 'extractive',
    citations,
  };
}

/** The cited rows as text cells, for the citation view and the CSV download. */
export async function citedRows(
  tx: TenantTx,
  citation: DataCitation,
): Promise<{ columns: string[]; rows: (string | null)[][] }> {
  if (!(await tableExists(tx, citation.table === 'filings' ? 'filings' : 'portfolio_rows')))
    return { columns: [], rows: [] };
  if (citation.table === 'filings') {
    const columns = [
      'id',
      'tracking_number',
      'carrier_code',
      'state',
      'line',
      'status',
      'requested_change_pct',
      'approved_change_pct',
      'days_to_disposition',
      'submitted_date',
    ];
    const { rows } = await sql<Record<string, unknown>>`
      select id::text, tracking_number, carrier_code, state, line, status, requested_change_pct::text,
             approved_change_pct::text, days_to_disposition::text, submitted_date::text
      from filings where id::text = any(${citation.rowIds}::text[]) order by id limit 500`.execute(tx);
    return { columns, rows: rows.map((r) => columns.map((c) => (r[c] === null ? null : String(r[c])))) };
  }
  const columns = [
    'row_id',
    'month',
    'state',
    'line',
    'segment',
    'exposure',
    'earned_premium',
    'claim_count',
    'incurred_losses',
  ];
  const { rows } = await sql<Record<string, unknown>>`
    select ${PORTFOLIO_KEY} as row_id, p.month, p.state, p.line, p.segment, p.exposure::text,
           p.earned_premium::text, p.claim_count::text, p.incurred_losses::text
    from portfolio_rows p where (${PORTFOLIO_KEY}) = any(${citation.rowIds}::text[])
    order by row_id limit 500`.execute(tx);
  return { columns, rows: rows.map((r) => columns.map((c) => (r[c] === null ? null : String(r[c])))) };
}
