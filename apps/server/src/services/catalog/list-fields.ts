import type { ListField } from '../list-query.ts';
import { FREE_TEXT, fieldTable } from '../field-table.ts';

/**
 * The fields each list call may filter and sort on, mapped to trusted SQL columns. Anything else in a
 * filter or orderBy is a 400. The same table seeds the metadata catalogue (GET /api/metadata), so what
 * the API documents and what it accepts cannot drift apart.
 */
export const LIST_FIELDS = {
  group: fieldTable('g', {
    id: 'uuid',
    name: 'text',
    description: FREE_TEXT,
    isActive: 'boolean',
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
  usecase: fieldTable('u', {
    id: 'uuid',
    key: 'text?',
    name: 'text',
    groupId: 'uuid',
    isActive: 'boolean',
    feature: 'text?',
    description: FREE_TEXT,
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
  usecaseQuestion: fieldTable('q', {
    id: 'uuid',
    text: 'text',
    category: 'text?',
    approach: 'text?',
    sortOrder: 'number',
    isActive: 'boolean',
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
  usecaseUser: fieldTable('x', {
    username: 'text',
    name: 'text',
    email: 'text',
    roleName: 'text',
  }),
  agent: fieldTable('a', {
    id: 'uuid',
    name: 'text',
    description: FREE_TEXT,
    isActive: 'boolean',
    approach: 'text',
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
  notification: fieldTable('n', {
    id: 'uuid',
    title: 'text',
    severity: 'text',
    eventType: 'text?',
    recipient: 'text?',
    readAt: 'date?',
    createdDateTime: 'date',
  }),
  subscription: fieldTable('s', {
    id: 'uuid',
    name: 'text',
    channel: 'text',
    frequency: 'text',
    isActive: 'boolean',
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
  genLookup: fieldTable('l', {
    id: 'uuid',
    type: 'text',
    code: 'text',
    label: 'text',
    sortOrder: 'number',
    isActive: 'boolean',
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
  metadata: fieldTable('m', {
    id: 'uuid',
    entity: 'text',
    field: 'text',
    label: 'text',
    dataType: 'text',
    category: 'text',
    filterable: 'boolean',
    sortable: 'boolean',
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
  naicState: fieldTable('s', {
    id: 'uuid',
    code: 'text',
    name: 'text',
    naicZone: 'text?',
    isTerritory: 'boolean',
    createdDateTime: 'date',
    updateDateTime: 'date',
  }),
} satisfies Record<string, Record<string, ListField>>;

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
