import type { FieldType, ListField } from './list-filter.ts';

/**
 * One field of a list's table: its type (`'text?'` where the column may hold NULL) when the column is the
 * field's own, or the whole ListField where it is not (another alias, a lookup, an expression). A spec
 * without a column (FREE_TEXT) takes the field's own column too.
 */
export type FieldSpec = FieldType | `${FieldType}?` | ListField | Omit<ListField, 'column'>;

/** A free-text description: filterable (`contains`), never sorted, often empty. */
export const FREE_TEXT = { type: 'text', sortable: false, nullable: true } as const;

/** The time stamps every table names the same way, whatever the API calls them. */
const STAMPS: Record<string, string> = { createdDateTime: 'created_at', updateDateTime: 'updated_at' };

function ownColumn(alias: string, field: string): string {
  const column = STAMPS[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return alias ? `${alias}.${column}` : column;
}

/**
 * A list's fields from a table of specs. The lists name their fields after their columns (`rowsTotal` is
 * `<alias>.rows_total`), so writing the column out each time only repeats the name and invites a slip.
 */
export function fieldTable(alias: string, specs: Record<string, FieldSpec>): Record<string, ListField> {
  const fields: Record<string, ListField> = {};
  for (const [field, spec] of Object.entries(specs)) {
    if (typeof spec === 'object') {
      fields[field] = 'column' in spec ? spec : { column: ownColumn(alias, field), ...spec };
      continue;
    }
    const nullable = spec.endsWith('?');
    const type = (nullable ? spec.slice(0, -1) : spec) as FieldType;
    fields[field] = { column: ownColumn(alias, field), type, ...(nullable ? { nullable } : {}) };
  }
  return fields;
}
