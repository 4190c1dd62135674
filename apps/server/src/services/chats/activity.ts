import { sql } from 'kysely';
import '../../db/schema-engine-version.ts';
import type { TenantTx } from '../../db/tenant.ts';
import {
  PSI_MONITOR_THRESHOLD,
  PSI_SHIFT_THRESHOLD,
  psi,
  stabilityBand,
  type StabilityBand,
} from '../../analytics/stability.ts';
import { requireAssistantUsecase } from './evaluation.ts';
import type { Approach } from './chat-config.ts';

// What a use case's assistant has been doing, for administrators: questions per day, answers found vs
// "not found", votes, approaches, the documents it cites most, and its own drift: each week's retrieval
// scores and "not found" rate against a reference period, by PSI with the model-stability bands.

export interface DailyActivity {
  date: string;
  questions: number;
  answered: number;
  notFound: number;
  upVotes: number;
  downVotes: number;
}

export interface DriftWeek {
  week: string;
  answers: number;
  notFoundRate: number | null;
  meanScore: number | null;
  scoreShares: number[];
  scorePsi: number | null;
  scoreBand: StabilityBand | null;
  notFoundPsi: number | null;
  notFoundBand: StabilityBand | null;
}

/** Number of retrieval-score bins: deciles of the reference period's scores. */
const SCORE_BINS = 10;

/** Upper edges of the reference's score quantiles; a score goes to the first bin whose edge it does not pass. */
export function quantileEdges(scores: readonly number[], bins = SCORE_BINS): number[] {
  if (scores.length === 0) return [];
  const sorted = [...scores].sort((a, b) => a - b);
  const edges: number[] = [];
  for (let i = 1; i < bins; i += 1) {
    const at = sorted[Math.min(sorted.length - 1, Math.floor((i * sorted.length) / bins))]!;
    if (edges.at(-1) !== at) edges.push(at);
  }
  if (edges.length === 0) edges.push(sorted[0]!);
  return edges;
}

export function binCounts(scores: readonly number[], edges: readonly number[]): number[] {
  const counts = new Array<number>(edges.length + 1).fill(0);
  for (const s of scores) {
    let i = 0;
    while (i < edges.length && s > edges[i]!) i += 1;
    counts[i]! += 1;
  }
  return counts;
}

const round = (n: number, digits = 4) => Number(n.toFixed(digits));

/**
 * Weekly drift of the documents approach. The reference period is the first `referenceWeeks` weeks of the
 * window; every later week is compared with it. A week with no answers, or a reference without any, has
 * no index (null) rather than a made-up one.
 */
export function driftOf(
  rows: readonly { week: string; score: number | null; notFound: boolean }[],
  weeks: readonly string[],
  referenceWeeks: number,
) {
  const reference = weeks.slice(0, referenceWeeks);
  const inRef = rows.filter((r) => reference.includes(r.week));
  const refScores = inRef.flatMap((r) => (r.score === null ? [] : [r.score]));
  const edges = quantileEdges(refScores);
  const refCounts = binCounts(refScores, edges);
  const refNotFound = inRef.filter((r) => r.notFound).length;
  const refFound = inRef.length - refNotFound;
  const summary = (week: string): DriftWeek => {
    const these = rows.filter((r) => r.week === week);
    const scores = these.flatMap((r) => (r.score === null ? [] : [r.score]));
    const notFound = these.filter((r) => r.notFound).length;
    const counts = binCounts(scores, edges);
    const scorePsi =
      !reference.includes(week) && refScores.length > 0 && scores.length > 0 ? psi(refCounts, counts) : null;
    const notFoundPsi =
      !reference.includes(week) && inRef.length > 0 && these.length > 0
        ? psi([refFound, refNotFound], [these.length - notFound, notFound])
        : null;
    return {
      week,
      answers: these.length,
      notFoundRate: these.length > 0 ? round(notFound / these.length) : null,
      meanScore: scores.length > 0 ? round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      scoreShares: scores.length > 0 ? counts.map((c) => round(c / scores.length)) : counts.map(() => 0),
      scorePsi: scorePsi === null ? null : round(scorePsi),
      scoreBand: scorePsi === null ? null : stabilityBand(scorePsi),
      notFoundPsi: notFoundPsi === null ? null : round(notFoundPsi),
      notFoundBand: notFoundPsi === null ? null : stabilityBand(notFoundPsi),
    };
  };
  return {
    thresholds: { monitor: PSI_MONITOR_THRESHOLD, shift: PSI_SHIFT_THRESHOLD },
    reference: {
      weeks: reference,
      answers: inRef.length,
      scoredAnswers: refScores.length,
      notFoundRate: inRef.length > 0 ? round(refNotFound / inRef.length) : null,
      scoreEdges: edges.map((e) => round(e, 6)),
      scoreShares: refScores.length > 0 ? refCounts.map((c) => round(c / refScores.length)) : [],
    },
    weeks: weeks.map(summary),
  };
}

/** Mondays of the ISO weeks from the week holding `from` to the week holding `to` (YYYY-MM-DD). */
export function weeksBetween(from: string, to: string): string[] {
  const monday = (d: Date) => {
    const copy = new Date(d);
    copy.setUTCDate(copy.getUTCDate() - ((copy.getUTCDay() + 6) % 7));
    return copy;
  };
  const out: string[] = [];
  const end = monday(new Date(`${to}T00:00:00Z`));
  for (let d = monday(new Date(`${from}T00:00:00Z`)); d <= end; d.setUTCDate(d.getUTCDate() + 7))
    out.push(d.toISOString().slice(0, 10));
  return out;
}

export interface ChatActivityInput {
  tenantId: string;
  usecaseId: string;
  /** The window of daily figures, ending today. */
  days: number;
  /** The weeks the drift watch compares each week with. */
  referenceWeeks: number;
}

export async function chatActivity(
  tx: TenantTx,
  { tenantId, usecaseId, days, referenceWeeks }: ChatActivityInput,
) {
  await requireAssistantUsecase(tx, tenantId, usecaseId);
  const since = sql`(current_date - ${days - 1}::int)`;
  const chatsOf = sql`c.tenant_id = m.tenant_id and c.id = m.chat_id and c.usecase_id = ${usecaseId}`;
  const { rows: daily } = await sql<DailyActivity>`
    with q as (
      select m.created_at::date as day, count(*)::int as n from chat_messages m join chats c on ${chatsOf}
      where m.role = 'user' and m.created_at >= ${since} group by 1
    ), a as (
      select m.created_at::date as day,
        count(*) filter (where exists (select 1 from chat_answers x where x.tenant_id = m.tenant_id
          and x.message_id = m.id and jsonb_array_length(x.citations) > 0))::int as answered,
        count(*) filter (where not exists (select 1 from chat_answers x where x.tenant_id = m.tenant_id
          and x.message_id = m.id and jsonb_array_length(x.citations) > 0))::int as not_found
      from chat_messages m join chats c on ${chatsOf}
      where m.role = 'assistant' and m.created_at >= ${since} group by 1
    ), v as (
      select v.created_at::date as day,
        count(*) filter (where v.vote = 'up')::int as up, count(*) filter (where v.vote = 'down')::int as down
      from chat_votes v join chat_messages m on m.tenant_id = v.tenant_id and m.id = v.message_id
      join chats c on ${chatsOf}
      where v.created_at >= ${since} group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(q.n, 0) as questions,
      coalesce(a.answered, 0) as answered, coalesce(a.not_found, 0) as "notFound",
      coalesce(v.up, 0) as "upVotes", coalesce(v.down, 0) as "downVotes"
    from generate_series(${since}, current_date, interval '1 day') as d(day)
    left join q on q.day = d.day::date left join a on a.day = d.day::date left join v on v.day = d.day::date
    order by d.day`.execute(tx);
  const { rows: approaches } = await sql<{ approach: Approach; answers: number; notFound: number }>`
    select x.approach, count(*)::int as answers,
      count(*) filter (where jsonb_array_length(x.citations) = 0)::int as "notFound"
    from chat_answers x join chat_messages m on m.tenant_id = x.tenant_id and m.id = x.message_id
    join chats c on ${chatsOf}
    where m.created_at >= ${since} group by 1 order by 2 desc, 1`.execute(tx);
  const { rows: documents } = await sql<{
    documentId: string;
    filename: string;
    citations: number;
    answers: number;
  }>`
    select e->>'documentId' as "documentId", min(e->>'filename') as filename, count(*)::int as citations,
      count(distinct x.message_id)::int as answers
    from chat_answers x join chat_messages m on m.tenant_id = x.tenant_id and m.id = x.message_id
    join chats c on ${chatsOf}
    cross join lateral jsonb_array_elements(x.citations) as e
    where m.created_at >= ${since} and e->>'kind' = 'document'
    group by 1 order by 4 desc, 3 desc, 2 limit 10`.execute(tx);
  const { rows: scored } = await sql<{ week: string; score: number | null; not_found: boolean }>`
    select to_char(date_trunc('week', m.created_at)::date, 'YYYY-MM-DD') as week, x.retrieval_score as score,
      jsonb_array_length(x.citations) = 0 as not_found
    from chat_answers x join chat_messages m on m.tenant_id = x.tenant_id and m.id = x.message_id
    join chats c on ${chatsOf}
    where x.approach = 'documents' and m.created_at >= ${since}`.execute(tx);
  const from = daily[0]?.date ?? new Date().toISOString().slice(0, 10);
  const to = daily.at(-1)?.date ?? from;
  const weeks = weeksBetween(from, to);
  const totals = daily.reduce(
    (t, d) => ({
      questions: t.questions + d.questions,
      answered: t.answered + d.answered,
      notFound: t.notFound + d.notFound,
      upVotes: t.upVotes + d.upVotes,
      downVotes: t.downVotes + d.downVotes,
    }),
    { questions: 0, answered: 0, notFound: 0, upVotes: 0, downVotes: 0 },
  );
  return {
    usecaseId,
    days,
    from,
    to,
    totals,
    daily,
    approaches,
    documents,
    drift: driftOf(
      scored.map((r) => ({
        week: r.week,
        score: r.score === null ? null : Number(r.score),
        notFound: Boolean(r.not_found),
      })),
      weeks,
      Math.min(referenceWeeks, Math.max(1, weeks.length - 1)),
    ),
  };
}
