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

export const LIST_SPECS: ListSpec[] = [
  { name: 'users', table: 'users', alias: 'u', tenantOwned: true, fields: USER_FIELDS },
  { name: 'usecase users', table: 'users', alias: 'x', tenantOwned: true, fields: LIST_FIELDS.usecaseUser },
  { name: 'groups', table: 'groups', alias: 'g', tenantOwned: true, fields: LIST_FIELDS.group },
  { name: 'use cases', table: 'usecases', alias: 'u', tenantOwned: true, fields: LIST_FIELDS.usecase },
  {
    name: 'use case questions',
    table: 'usecase_questions',
    alias: 'q',
    tenantOwned: true,
    fields: LIST_FIELDS.usecaseQuestion,
  },
  { name: 'agents', table: 'agents', alias: 'a', tenantOwned: true, fields: LIST_FIELDS.agent },
  {
    name: 'notifications',
    table: 'notifications',
    alias: 'n',
    tenantOwned: true,
    fields: LIST_FIELDS.notification,
  },
  {
    name: 'subscriptions',
    table: 'subscriptions',
    alias: 's',
    tenantOwned: true,
    fields: LIST_FIELDS.subscription,
  },
  { name: 'lookups', table: 'gen_lookups', alias: 'l', tenantOwned: true, fields: LIST_FIELDS.genLookup },
  { name: 'metadata', table: 'metadata_fields', alias: 'm', tenantOwned: true, fields: LIST_FIELDS.metadata },
  {
    name: 'NAIC states',
    table: 'naic_states',
    alias: 's',
    tenantOwned: false,
    fields: LIST_FIELDS.naicState,
  },
  { name: 'chats', table: 'chats', alias: 'c', tenantOwned: true, fields: CHAT_SUMMARY_FIELDS },
  { name: 'purges', table: 'purge_requests', alias: '', tenantOwned: true, fields: PURGE_FIELDS },
  { name: 'tenants', table: 'tenants', alias: '', tenantOwned: false, fields: TENANT_FIELDS },
  {
    name: 'access requests and invitations',
    table: 'user_requests',
    alias: '',
    tenantOwned: true,
    prefix: ['kind', 'status'],
    fields: REQUEST_FIELDS,
  },
  {
    name: 'document analyses',
    table: 'document_analyses',
    alias: 'a',
    tenantOwned: true,
    fields: ANALYSIS_COLUMNS,
  },
  { name: 'models', table: 'models', alias: 'm', tenantOwned: true, fields: MODEL_FIELDS },
  {
    name: 'data ingestions',
    table: 'data_ingestions',
    alias: 'd',
    tenantOwned: true,
    fields: INGESTION_FIELDS,
  },
  {
    name: 'anomaly statuses',
    table: 'anomaly_statuses',
    alias: 's',
    tenantOwned: true,
    fields: ANOMALY_STATUS_FIELDS,
  },
  { name: 'filings', table: 'filings', alias: 'f', tenantOwned: true, fields: FILING_FIELDS },
  { name: 'anomalies', table: 'anomalies', alias: 'a', tenantOwned: true, fields: ANOMALY_FIELDS },
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
