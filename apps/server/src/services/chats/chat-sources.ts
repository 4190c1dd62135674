import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { parseListQuery, type ListField } from '../list-query.ts';
import type { Schema } from '../../contract.ts';
import type { Citation } from '../answers/compose.ts';
import { citedRows } from '../answers/data-answer.ts';
import '../../db/schema-analytics.ts';
import { filingsWithCarriers } from '../analytics/dataset.ts';
import { isCompanyAlias } from '../answers/metadata.ts';
import { fileById, pageText } from '../documents/documents.ts';
import { getHistory } from './chats.ts';
import type { ChatRef } from './chat-model.ts';

// What stands behind an answer: citation details with their surroundings, the cited source as a
// download, chat transcripts, and usage trends.

const CONTEXT = 1500;

export interface CitationSource {
  documentId: string;
  filename: string;
  title: string | null;
  contentType: string;
  pageCount: number | null;
  states: string[];
  companies: string[];
  lines: string[];
  identifiers: string[];
  filing: {
    trackingNumber: string;
    carrier: string;
    state: string;
    line: string;
    filingType: string;
    disposition: string;
    dispositionDate: string | null;
  } | null;
}

/** A date column as YYYY-MM-DD, whether the driver hands back a Date or text. */
function dateOnly(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/**
 * The facts beside a cited document: what indexing found in it (documents.meta) and the tenant's filing
 * whose tracking number the document carries, matched case-insensitively against its identifiers.
 */
async function sourceOf(tx: TenantTx, documentId: string): Promise<CitationSource | null> {
  const doc = await tx
    .selectFrom('documents')
    .select(['id', 'filename', 'title', 'content_type', 'page_count', 'meta'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!doc) return null;
  const meta = (doc.meta ?? {}) as Partial<
    Record<'states' | 'companies' | 'lines' | 'identifiers', unknown[]>
  >;
  const list = (v: unknown[] | undefined, max: number) =>
    (Array.isArray(v) ? v : []).map(String).slice(0, max);
  const identifiers = list(meta.identifiers, 100);
  const filing =
    identifiers.length === 0
      ? undefined
      : await filingsWithCarriers(tx)
          .select([
            'f.tracking_number',
            'c.name as carrier',
            'f.state',
            'f.line',
            'f.filing_type',
            'f.status',
            'f.disposition_date',
          ])
          .where(sql<boolean>`lower(f.tracking_number) = any(${identifiers}::text[])`)
          .orderBy('f.tracking_number')
          .limit(1)
          .executeTakeFirst();
  return {
    documentId: doc.id,
    filename: doc.filename,
    title: doc.title,
    contentType: doc.content_type,
    pageCount: doc.page_count,
    states: list(meta.states, 60),
    // A company's initials and first word ("=gpic", "^granite": answers/metadata.ts) are search keys.
    companies: list(meta.companies, 50).filter((c) => !isCompanyAlias(c)),
    lines: list(meta.lines, 20),
    identifiers,
    filing: filing
      ? {
          trackingNumber: filing.tracking_number,
          carrier: filing.carrier,
          state: filing.state,
          line: filing.line,
          filingType: filing.filing_type,
          disposition: filing.status,
          dispositionDate: dateOnly(filing.disposition_date),
        }
      : null,
  };
}

export interface CitationDetail {
  source?: CitationSource;
  citation: Citation;
  context: string | null;
  contextOffset: number | null;
  columns: string[];
  rows: (string | null)[][];
}

export async function citationDetail(tx: TenantTx, citation: Citation): Promise<CitationDetail> {
  if (citation.kind === 'data') {
    const { columns, rows } = await citedRows(tx, citation);
    return { citation, context: null, contextOffset: null, columns, rows };
  }
  const text = await pageText(tx, citation.documentId, citation.page ?? 1);
  if (text === null) throw new NotFoundError('The cited document no longer exists');
  const from = Math.max(0, citation.startOffset - CONTEXT);
  const to = Math.min(text.length, citation.endOffset + CONTEXT);
  const context = text.slice(from, to).slice(0, 8000);
  const source = await sourceOf(tx, citation.documentId);
  return {
    citation,
    ...(source ? { source } : {}),
    context,
    contextOffset: citation.startOffset - from,
    columns: [],
    rows: [],
  };
}

export interface Download {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

function csvCell(value: string | null): string {
  if (value === null) return '';
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(columns: string[], rows: (string | null)[][]): string {
  return [columns, ...rows].map((r) => r.map((c) => csvCell(c)).join(',')).join('\r\n') + '\r\n';
}

export async function citationDownload(tx: TenantTx, citation: Citation): Promise<Download> {
  if (citation.kind === 'data') {
    const { columns, rows } = await citedRows(tx, citation);
    return {
      filename: `citation-${citation.index}-${citation.table}.csv`,
      contentType: 'text/csv',
      body: toCsv(columns, rows),
    };
  }
  const file = await fileById(tx, citation.documentId);
  return { filename: file.filename, contentType: file.contentType, body: Buffer.from(file.content) };
}

/** One citation as a transcript line (any citation the contract allows, as stored). */
export function citationLine(c: Schema<'Citation'>): string {
  return c.kind === 'document'
    ? `[${c.index}] ${c.filename}${c.page ? `, page ${c.page}` : ''}, characters ${c.startOffset}-${c.endOffset}: "${c.quote.replace(/\s+/g, ' ')}"`
    : `[${c.index}] ${c.table} rows (${c.rowIds.length}): ${c.description}; ${c.figures.map((f) => `${f.name} = ${f.value} ${f.unit}`).join('; ')}`;
}

export async function transcript(
  tx: TenantTx,
  { format, ...chatRef }: ChatRef & { format: 'markdown' | 'csv' },
): Promise<Download> {
  const { chat, messages } = await getHistory(tx, chatRef);
  const base = `chat-${chat.id}`;
  if (format === 'csv') {
    const rows: (string | null)[][] = [];
    for (const m of messages) {
      if (m.role === 'user') rows.push([m.createdDateTime, 'user', null, m.text, null, null]);
      for (const a of m.answers)
        rows.push([
          m.createdDateTime,
          'assistant',
          a.approach,
          a.text,
          a.engine,
          a.citations.map(citationLine).join(' | '),
        ]);
    }
    return {
      filename: `${base}.csv`,
      contentType: 'text/csv',
      body: toCsv(['time', 'role', 'approach', 'text', 'engine', 'citations'], rows),
    };
  }
  const lines = [
    `# ${chat.title}`,
    '',
    `Chat ${chat.id} of ${chat.username}, ${chat.messageCount} messages.`,
    '',
  ];
  for (const m of messages) {
    if (m.role === 'user') lines.push(`## Question (${m.createdDateTime})`, '', m.text ?? '', '');
    for (const a of m.answers) {
      lines.push(`### Answer: ${a.approach} (${a.engine})`, '', a.text, '');
      if (a.citations.length > 0) lines.push(...a.citations.map((c) => `- ${citationLine(c)}`), '');
    }
  }
  return { filename: `${base}.md`, contentType: 'text/markdown', body: lines.join('\n') };
}

export type TrendType = 'questions' | 'chats' | 'users' | 'votes';

/** Daily counts of portfolio-assistant use over the last `days` days, one series ('all'). */
/** The series' own fields: filter and orderBy may name only these (anything else is a 400). */
const TREND_FIELDS: Record<string, ListField> = {
  type: { column: 'type', type: 'text' },
  key: { column: 'key', type: 'text' },
  label: { column: 'label', type: 'text' },
  unit: { column: 'unit', type: 'text' },
};

export async function trend(tx: TenantTx, type: TrendType, days: number, query: Record<string, unknown>) {
  parseListQuery(query, TREND_FIELDS, 'key');
  const portfolioChat = sql`exists (select 1 from usecases u where u.tenant_id = c.tenant_id and u.id = c.usecase_id and u.feature = 'PRF-AST')`;
  const since = sql`(current_date - ${days - 1}::int)`;
  const counted =
    type === 'chats'
      ? sql`select c.created_at::date as day, count(*) as n from chats c where ${portfolioChat} and c.created_at >= ${since} group by 1`
      : type === 'questions'
        ? sql`select m.created_at::date as day, count(*) as n from chat_messages m join chats c on c.tenant_id = m.tenant_id and c.id = m.chat_id
              where m.role = 'user' and ${portfolioChat} and m.created_at >= ${since} group by 1`
        : type === 'users'
          ? sql`select m.created_at::date as day, count(distinct c.user_id) as n from chat_messages m join chats c on c.tenant_id = m.tenant_id and c.id = m.chat_id
                where m.role = 'user' and ${portfolioChat} and m.created_at >= ${since} group by 1`
          : sql`select v.created_at::date as day, count(*) as n from chat_votes v join chat_messages m on m.tenant_id = v.tenant_id and m.id = v.message_id
                join chats c on c.tenant_id = m.tenant_id and c.id = m.chat_id where ${portfolioChat} and v.created_at >= ${since} group by 1`;
  const { rows } = await sql<{ date: string; value: number }>`
    with counted as (${counted})
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(counted.n, 0)::int as value
    from generate_series(${since}, current_date, interval '1 day') as d(day)
    left join counted on counted.day = d.day::date order by d.day`.execute(tx);
  const series = [
    {
      type,
      key: 'all',
      label: { questions: 'Questions', chats: 'Chats started', users: 'Active users', votes: 'Votes' }[type],
      unit: 'count' as const,
      points: rows.map((r) => ({ date: r.date, value: Number(r.value) })),
    },
  ];
  const pageNo = typeof query.page === 'number' ? query.page : 1;
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : 20;
  return {
    items: series.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    page: pageNo,
    pageSize,
    total: series.length,
  };
}
