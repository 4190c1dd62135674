import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { num } from './common.ts';

// Knowledge-base activity of the dashboard. Split from dashboard.ts (issue 19).

export type KbType = 'documents' | 'chunks' | 'questions' | 'citations' | 'votes';

async function tableExists(tx: TenantTx, name: string): Promise<boolean> {
  const { rows } = await sql<{
    ok: boolean;
  }>`select to_regclass(${`public.${name}`}) is not null as ok`.execute(tx);
  return rows[0]?.ok === true;
}

/**
 * Knowledge-base activity (documents and answers, written by the document and chat services) over the
 * last `days` days counted from today: unlike the loaded book, this is live activity. Tables that do not
 * exist yet count as empty.
 */
export async function kbMetrics(tx: TenantTx, type: KbType, days: number) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  type Event = { day: string; key: string; n: number };
  let events: Event[] = [];
  const run = async (table: string, query: RawBuilder<Event>) => {
    if (!(await tableExists(tx, table))) return;
    const { rows } = await query.execute(tx);
    events = events.concat(rows.map((r) => ({ ...r, n: num(r.n) })));
  };
  const since = sql`${from}::date`;
  switch (type) {
    case 'documents':
      await run(
        'documents',
        sql<Event>`select d.uploaded_at::date::text as day, d.content_type as key, count(*)::int as n
        from documents d where d.uploaded_at >= ${since} group by 1, 2`,
      );
      break;
    case 'chunks':
      await run(
        'document_chunks',
        sql<Event>`select d.uploaded_at::date::text as day, d.content_type as key, count(*)::int as n
        from document_chunks c join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
        where d.uploaded_at >= ${since} group by 1, 2`,
      );
      break;
    case 'questions':
      await run(
        'chat_messages',
        sql<Event>`select m.created_at::date::text as day, 'chat' as key, count(*)::int as n
        from chat_messages m where m.role = 'user' and m.created_at >= ${since} group by 1`,
      );
      await run(
        'analysis_questions',
        sql<Event>`select q.created_at::date::text as day, 'document-analysis' as key, count(*)::int as n
        from analysis_questions q where q.created_at >= ${since} group by 1`,
      );
      break;
    case 'citations':
      await run(
        'chat_answers',
        sql<Event>`select m.created_at::date::text as day, 'chat' as key,
          coalesce(sum(jsonb_array_length(x.citations)), 0)::int as n
        from chat_answers x join chat_messages m on m.tenant_id = x.tenant_id and m.id = x.message_id
        where m.created_at >= ${since} group by 1`,
      );
      await run(
        'analysis_questions',
        sql<Event>`select q.answered_at::date::text as day, 'document-analysis' as key,
          coalesce(sum(jsonb_array_length(q.citations)), 0)::int as n
        from analysis_questions q where q.answered_at >= ${since} group by 1`,
      );
      break;
    case 'votes':
      await run(
        'chat_votes',
        sql<Event>`select v.created_at::date::text as day, v.vote as key, count(*)::int as n
        from chat_votes v where v.created_at >= ${since} group by 1, 2`,
      );
      await run(
        'analysis_votes',
        sql<Event>`select v.updated_at::date::text as day, v.vote as key, count(*)::int as n
        from analysis_votes v where v.updated_at >= ${since} group by 1, 2`,
      );
      break;
  }
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    return { date: day, value: events.filter((e) => e.day === day).reduce((s, e) => s + e.n, 0) };
  });
  const breakdown = new Map<string, number>();
  for (const e of events) breakdown.set(e.key, (breakdown.get(e.key) ?? 0) + e.n);
  return {
    type,
    days,
    total: events.reduce((s, e) => s + e.n, 0),
    series,
    breakdown: [...breakdown]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 100)
      .map(([key, count]) => ({ key: key.slice(0, 100), label: key.slice(0, 200), count })),
  };
}
