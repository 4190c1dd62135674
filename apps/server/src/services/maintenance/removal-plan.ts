import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';

/**
 * Which rows a reset or purge removes, worked out from the database's own catalogue: the root tables of
 * each kind of data, narrowed by use case and age where the table has those columns, plus every tenant
 * table whose foreign key would otherwise block the delete or lose rows silently by cascade, so the
 * archive holds everything that goes. Tables are found by name at run time, so data families added by
 * other migrations take part as soon as they exist.
 */

export type DataKind =
  'chats' | 'documents' | 'document-analyses' | 'anomalies' | 'feedback' | 'notifications';

export const DATA_KIND_TABLES: Record<DataKind, readonly string[]> = {
  chats: ['chats'],
  documents: ['documents'],
  'document-analyses': ['document_analyses'],
  anomalies: ['anomalies'],
  feedback: ['feedback'],
  notifications: ['notifications'],
};

/** Never removed, whatever references them: identity, access, audit and the removal records themselves. */
const PROTECTED = new Set([
  'tenants',
  'users',
  'login_codes',
  'sessions',
  'refresh_tokens',
  'audit_log',
  'user_requests',
  'tenant_feature_configs',
  'maintenance_jobs',
  'purge_requests',
  'data_archives',
  'tenant_secrets',
  'oidc_sign_ins',
]);

export interface RootSelection {
  kind: DataKind;
  usecaseIds?: readonly string[] | undefined;
  olderThanDays?: number | undefined;
}

type Condition = (alias: string) => RawBuilder<boolean>;

export interface PlannedTable {
  table: string;
  kind: DataKind;
  condition: Condition;
}

interface Catalogue {
  columns: Map<string, Set<string>>;
  edges: { child: string; parent: string; childCols: string[]; parentCols: string[]; onDelete: string }[];
}

async function readCatalogue(tx: TenantTx): Promise<Catalogue> {
  const cols = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'`.execute(tx);
  const columns = new Map<string, Set<string>>();
  for (const row of cols.rows) {
    const set = columns.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    columns.set(row.table_name, set);
  }
  const fks = await sql<{
    child: string;
    parent: string;
    child_cols: string[];
    parent_cols: string[];
    on_delete: string;
  }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_cols,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_cols,
      c.confdeltype::text as on_delete
    from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
    where c.contype = 'f' and ns.nspname = 'public'`.execute(tx);
  return {
    columns,
    edges: fks.rows.map((r) => ({
      child: r.child,
      parent: r.parent,
      childCols: r.child_cols,
      parentCols: r.parent_cols,
      onDelete: r.on_delete,
    })),
  };
}

function col(alias: string, column: string) {
  return sql.ref(`${alias}.${column}`);
}

/** Parents first; delete in reverse. */
export async function planRemoval(
  tx: TenantTx,
  selections: readonly RootSelection[],
): Promise<PlannedTable[]> {
  const catalogue = await readCatalogue(tx);
  const planned: PlannedTable[] = [];
  const seen = new Map<string, PlannedTable>();
  let depth = 0;
  const add = (entry: PlannedTable) => {
    const existing = seen.get(entry.table);
    if (existing) {
      // Two selections on one table: a row goes if either selects it.
      const first = existing.condition;
      existing.condition = (a) => sql<boolean>`(${first(a)} OR ${entry.condition(a)})`;
      return;
    }
    seen.set(entry.table, entry);
    planned.push(entry);
  };
  for (const selection of selections) {
    for (const table of DATA_KIND_TABLES[selection.kind]) {
      const columns = catalogue.columns.get(table);
      if (!columns?.has('tenant_id')) continue;
      if (selection.usecaseIds && !columns.has('usecase_id')) continue;
      const { usecaseIds, olderThanDays } = selection;
      add({
        table,
        kind: selection.kind,
        condition: (a) => {
          const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
          if (usecaseIds)
            parts.push(sql<boolean>`${col(a, 'usecase_id')} = ANY(${sql.val([...usecaseIds])}::uuid[])`);
          if (olderThanDays !== undefined && columns.has('created_at'))
            parts.push(
              sql<boolean>`${col(a, 'created_at')} < now() - make_interval(days => ${olderThanDays})`,
            );
          return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
        },
      });
    }
  }
  // Dependants: rows that reference a removed row and would block the delete or vanish by cascade.
  for (let i = 0; i < planned.length; i++) {
    const parent = planned[i]!;
    for (const edge of catalogue.edges) {
      if (edge.parent !== parent.table || edge.child === parent.table) continue;
      if (PROTECTED.has(edge.child) || !catalogue.columns.get(edge.child)?.has('tenant_id')) continue;
      // SET NULL / SET DEFAULT keep the dependant row; the database fixes the reference itself.
      if (edge.onDelete === 'n' || edge.onDelete === 'd') continue;
      depth += 1;
      const inner = `p${depth}`;
      const parentCondition = parent.condition;
      add({
        table: edge.child,
        kind: parent.kind,
        condition: (a) =>
          sql<boolean>`(${sql.join(edge.childCols.map((c) => col(a, c)))}) IN (select ${sql.join(
            edge.parentCols.map((c) => col(inner, c)),
          )} from ${sql.table(parent.table)} as ${sql.raw(inner)} where ${parentCondition(inner)})`,
      });
    }
  }
  return planned;
}

export async function countPlanned(tx: TenantTx, plan: readonly PlannedTable[]) {
  const counts: { key: string; label: string; count: number }[] = [];
  for (const entry of plan) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(entry.table)} as t where ${entry.condition('t')}`.execute(
      tx,
    );
    counts.push({ key: entry.table, label: entry.table.replace(/_/g, ' '), count: rows[0]?.n ?? 0 });
  }
  return counts;
}

export async function exportPlanned(
  tx: TenantTx,
  plan: readonly PlannedTable[],
): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const entry of plan) {
    const { rows } = await sql<{
      rows: unknown[];
    }>`select coalesce(json_agg(row_to_json(t)), '[]'::json) as rows
      from ${sql.table(entry.table)} as t where ${entry.condition('t')}`.execute(tx);
    out[entry.table] = rows[0]?.rows ?? [];
  }
  return out;
}

/** Children before parents, so no foreign key blocks and nothing cascades unarchived. */
export async function deletePlanned(tx: TenantTx, plan: readonly PlannedTable[]): Promise<number> {
  let deleted = 0;
  for (const entry of [...plan].reverse()) {
    const result =
      await sql`delete from ${sql.table(entry.table)} as t where ${entry.condition('t')}`.execute(tx);
    deleted += Number(result.numAffectedRows ?? 0n);
  }
  return deleted;
}
