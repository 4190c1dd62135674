import type { ListField } from '../list-query.ts';

/**
 * The fields each list call may filter and sort on, mapped to trusted SQL columns. Anything else in a
 * filter or orderBy is a 400. The same table seeds the metadata catalogue (GET /api/metadata), so what
 * the API documents and what it accepts cannot drift apart.
 */
export const LIST_FIELDS = {
  group: {
    id: { column: 'g.id', type: 'uuid' },
    name: { column: 'g.name', type: 'text' },
    description: { column: 'g.description', type: 'text', sortable: false, nullable: true },
    isActive: { column: 'g.is_active', type: 'boolean' },
    createdDateTime: { column: 'g.created_at', type: 'date' },
    updateDateTime: { column: 'g.updated_at', type: 'date' },
  },
  usecase: {
    id: { column: 'u.id', type: 'uuid' },
    key: { column: 'u.key', type: 'text', nullable: true },
    name: { column: 'u.name', type: 'text' },
    groupId: { column: 'u.group_id', type: 'uuid' },
    isActive: { column: 'u.is_active', type: 'boolean' },
    feature: { column: 'u.feature', type: 'text', nullable: true },
    description: { column: 'u.description', type: 'text', sortable: false, nullable: true },
    createdDateTime: { column: 'u.created_at', type: 'date' },
    updateDateTime: { column: 'u.updated_at', type: 'date' },
  },
  usecaseQuestion: {
    id: { column: 'q.id', type: 'uuid' },
    text: { column: 'q.text', type: 'text' },
    category: { column: 'q.category', type: 'text', nullable: true },
    approach: { column: 'q.approach', type: 'text', nullable: true },
    sortOrder: { column: 'q.sort_order', type: 'number' },
    isActive: { column: 'q.is_active', type: 'boolean' },
    createdDateTime: { column: 'q.created_at', type: 'date' },
    updateDateTime: { column: 'q.updated_at', type: 'date' },
  },
  usecaseUser: {
    username: { column: 'x.username', type: 'text' },
    name: { column: 'x.name', type: 'text' },
    email: { column: 'x.email', type: 'text' },
    roleName: { column: 'x.role_name', type: 'text' },
  },
  agent: {
    id: { column: 'a.id', type: 'uuid' },
    name: { column: 'a.name', type: 'text' },
    description: { column: 'a.description', type: 'text', sortable: false, nullable: true },
    isActive: { column: 'a.is_active', type: 'boolean' },
    approach: { column: 'a.approach', type: 'text' },
    createdDateTime: { column: 'a.created_at', type: 'date' },
    updateDateTime: { column: 'a.updated_at', type: 'date' },
  },
  notification: {
    id: { column: 'n.id', type: 'uuid' },
    title: { column: 'n.title', type: 'text' },
    severity: { column: 'n.severity', type: 'text' },
    eventType: { column: 'n.event_type', type: 'text', nullable: true },
    recipient: { column: 'n.recipient', type: 'text', nullable: true },
    readAt: { column: 'n.read_at', type: 'date', nullable: true },
    createdDateTime: { column: 'n.created_at', type: 'date' },
  },
  subscription: {
    id: { column: 's.id', type: 'uuid' },
    name: { column: 's.name', type: 'text' },
    channel: { column: 's.channel', type: 'text' },
    frequency: { column: 's.frequency', type: 'text' },
    isActive: { column: 's.is_active', type: 'boolean' },
    createdDateTime: { column: 's.created_at', type: 'date' },
    updateDateTime: { column: 's.updated_at', type: 'date' },
  },
  genLookup: {
    id: { column: 'l.id', type: 'uuid' },
    type: { column: 'l.type', type: 'text' },
    code: { column: 'l.code', type: 'text' },
    label: { column: 'l.label', type: 'text' },
    sortOrder: { column: 'l.sort_order', type: 'number' },
    isActive: { column: 'l.is_active', type: 'boolean' },
    createdDateTime: { column: 'l.created_at', type: 'date' },
    updateDateTime: { column: 'l.updated_at', type: 'date' },
  },
  metadata: {
    id: { column: 'm.id', type: 'uuid' },
    entity: { column: 'm.entity', type: 'text' },
    field: { column: 'm.field', type: 'text' },
    label: { column: 'm.label', type: 'text' },
    dataType: { column: 'm.data_type', type: 'text' },
    category: { column: 'm.category', type: 'text' },
    filterable: { column: 'm.filterable', type: 'boolean' },
    sortable: { column: 'm.sortable', type: 'boolean' },
    createdDateTime: { column: 'm.created_at', type: 'date' },
    updateDateTime: { column: 'm.updated_at', type: 'date' },
  },
  naicState: {
    id: { column: 's.id', type: 'uuid' },
    code: { column: 's.code', type: 'text' },
    name: { column: 's.name', type: 'text' },
    naicZone: { column: 's.naic_zone', type: 'text', nullable: true },
    isTerritory: { column: 's.is_territory', type: 'boolean' },
    createdDateTime: { column: 's.created_at', type: 'date' },
    updateDateTime: { column: 's.updated_at', type: 'date' },
  },
} as const satisfies Record<string, Record<string, ListField>>;

export type ListEntity = keyof typeof LIST_FIELDS;

const DATA_TYPES = {
  text: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'date-time',
  uuid: 'string',
};

function labelOf(field: string): string {
  const words = field.replace(/DateTime$/, ' date').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** The metadata catalogue rows describing LIST_FIELDS. */
export function metadataCatalogue(): {
  entity: string;
  field: string;
  label: string;
  dataType: string;
  filterable: boolean;
  sortable: boolean;
}[] {
  return Object.entries(LIST_FIELDS).flatMap(([entity, fields]) =>
    Object.entries(fields as Record<string, ListField>).map(([field, spec]) => ({
      entity,
      field,
      label: labelOf(field),
      dataType: DATA_TYPES[spec.type],
      filterable: spec.filterable !== false,
      sortable: spec.sortable !== false,
    })),
  );
}
