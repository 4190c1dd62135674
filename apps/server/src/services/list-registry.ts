import type { ListField } from './list-query.ts';
import { LIST_FIELDS } from './catalog/list-fields.ts';
import { ANOMALY_FIELDS } from './analytics/anomalies.ts';
import { FIELDS as ANOMALY_STATUS_FIELDS } from './analytics/anomaly-statuses.ts';
import { FILING_FIELDS } from './analytics/filings.ts';
import { FIELDS as INGESTION_FIELDS } from './analytics/ingestions.ts';
import { FIELDS as MODEL_FIELDS } from './analytics/models.ts';
import { CHAT_SUMMARY_FIELDS } from './chats/chats.ts';
import { PURGE_FIELDS } from './maintenance/purges.ts';
import { TENANT_FIELDS } from './tenants/tenants.ts';
import { REQUEST_FIELDS } from './user-requests/invitations.ts';
import { USER_FIELDS } from './users/users.ts';
import { fieldTable } from './field-table.ts';

/**
 * Every list operation's table and fields, so that one test can prove each sortable or filterable field
 * has its index (migration 0900-list-indexes): `(tenant_id, [prefix...], column, id)`, plus
 * `(tenant_id, [prefix...], column DESC NULLS LAST, id DESC)` for a nullable column. A new field without an
 * index fails that test.
 */
export interface ListSpec {
  /** The list operation(s), for messages. */
  name: string;
  table: string;
  /** The alias the list's field columns carry (`u` in `u.name`); '' when they are bare. */
  alias: string;
  /** false for the two registries that are not tenant-owned (tenants, NAIC states): no tenant_id lead. */
  tenantOwned: boolean;
  /** Columns every query of the list fixes by equality before its filter (they follow tenant_id). */
  prefix?: string[];
  fields: Record<string, ListField>;
}

/**
 * Fields without an index of their own, and why. Free-text descriptions are only filterable (not
 * sortable), and the filters that make sense on them (`contains`) cannot use a B-tree; values can also
 * outgrow a B-tree entry. Derived fields come from a joined table.
 */
export const UNINDEXED: Record<string, string> = {
  description: 'free text: contains-filters scan the page range; a B-tree cannot serve them',
  carrierName: 'derived from carriers by a correlated lookup; filings are indexed on carrier_code',
  statusName: 'derived from anomaly_statuses by a join; anomalies are indexed on status_id',
};

/** The document analyses list's fields (services/documents/analyses.ts) as its table holds them. */
const ANALYSIS_COLUMNS = fieldTable('a', {
  name: 'text',
  status: 'text',
  progress: 'number',
  createdBy: 'text',
  completedAt: 'date?',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

/** A list's spec; a tenant-owned one unless `more` says otherwise. */
function list(
  name: string,
  table: string,
  alias: string,
  fields: Record<string, ListField>,
  more: Partial<ListSpec> = {},
): ListSpec {
  return { name, table, alias, tenantOwned: true, fields, ...more };
}

export const LIST_SPECS: ListSpec[] = [
  list('users', 'users', 'u', USER_FIELDS),
  list('usecase users', 'users', 'x', LIST_FIELDS.usecaseUser),
  list('groups', 'groups', 'g', LIST_FIELDS.group),
  list('use cases', 'usecases', 'u', LIST_FIELDS.usecase),
  list('use case questions', 'usecase_questions', 'q', LIST_FIELDS.usecaseQuestion),
  list('agents', 'agents', 'a', LIST_FIELDS.agent),
  list('notifications', 'notifications', 'n', LIST_FIELDS.notification),
  list('subscriptions', 'subscriptions', 's', LIST_FIELDS.subscription),
  list('lookups', 'gen_lookups', 'l', LIST_FIELDS.genLookup),
  list('metadata', 'metadata_fields', 'm', LIST_FIELDS.metadata),
  list('NAIC states', 'naic_states', 's', LIST_FIELDS.naicState, { tenantOwned: false }),
  list('chats', 'chats', 'c', CHAT_SUMMARY_FIELDS),
  list('purges', 'purge_requests', '', PURGE_FIELDS),
  list('tenants', 'tenants', '', TENANT_FIELDS, { tenantOwned: false }),
  list('access requests and invitations', 'user_requests', '', REQUEST_FIELDS, {
    prefix: ['kind', 'status'],
  }),
  list('document analyses', 'document_analyses', 'a', ANALYSIS_COLUMNS),
  list('models', 'models', 'm', MODEL_FIELDS),
  list('data ingestions', 'data_ingestions', 'd', INGESTION_FIELDS),
  list('anomaly statuses', 'anomaly_statuses', 's', ANOMALY_STATUS_FIELDS),
  list('filings', 'filings', 'f', FILING_FIELDS),
  list('anomalies', 'anomalies', 'a', ANOMALY_FIELDS),
];

export interface IndexedColumn {
  spec: ListSpec;
  field: string;
  /** The bare column name. */
  column: string;
  nullable: boolean;
}

/** The (list, field) pairs that need an index: sortable or filterable, a plain column, not the primary key. */
export function indexedColumns(): IndexedColumn[] {
  const out: IndexedColumn[] = [];
  for (const spec of LIST_SPECS) {
    for (const [field, def] of Object.entries(spec.fields)) {
      if (def.sortable === false && def.filterable === false) continue;
      if (Object.hasOwn(UNINDEXED, field)) continue;
      const prefix = spec.alias ? `${spec.alias}.` : '';
      if (!def.column.startsWith(prefix) || !/^[a-z_]+$/.test(def.column.slice(prefix.length))) continue;
      const column = def.column.slice(prefix.length);
      if (column === 'id') continue;
      out.push({ spec, field, column, nullable: def.nullable === true });
    }
  }
  return out;
}
