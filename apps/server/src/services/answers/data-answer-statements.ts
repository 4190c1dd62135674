import type { TenantTx } from '../../db/tenant.ts';
import type { DataCitation } from './compose.ts';
import { aggregate, lookupFiling, scopeHasRows, type GroupRow } from './data/execute.ts';
import type { DataPlan, Vocabulary } from './data/planner.ts';
import { DIMENSIONS, measureByKey } from './data/semantic.ts';
import { intelMetricStatements } from './data-answer-metrics.ts';
import {
  cap,
  changeText,
  display,
  emptyText,
  figure,
  filterLabel,
  fmt,
  periodWords,
  scopeWords,
  signed,
  valueFigures,
  valueText,
  type Statement,
} from './data-answer-words.ts';

// The statements of a data answer: a plan run over the tenant's rows (data/execute.ts) and said as
// figures, each with the rows it was computed from.

// ---- answering ---------------------------------------------------------------------------------------

export async function statementsFor(
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

  if (m.parts) return intelMetricStatements(tx, plan);

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
