import { CITED_COLUMNS } from '@ratelens/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import type { DataCitation } from './compose.ts';
import { citedModelRows } from './data/models-source.ts';
import { DIMENSIONS, ROW_ID } from './data/semantic.ts';

/** The cited rows as text cells, for the citation view and the CSV download. */
export async function citedRows(
  tx: TenantTx,
  citation: DataCitation,
): Promise<{ columns: string[]; rows: (string | null)[][] }> {
  if (citation.table === 'models') return citedModelRows(tx, citation.rowIds);
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
