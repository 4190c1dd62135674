import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { lineLabel } from '../analytics/common.ts';

type FieldType = 'text' | 'number' | 'date' | 'boolean' | 'select' | 'multiselect';

export interface MetadataFilterDto {
  field: string;
  label: string;
  category: string;
  type: FieldType;
  operators: string[];
  options: { value: string; label: string; count: number | null }[];
}

const OPERATORS: Record<FieldType, string[]> = {
  text: ['eq', 'ne', 'contains', 'startswith', 'endswith', 'eq:i', 'contains:i'],
  number: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  boolean: ['eq', 'ne'],
  select: ['eq', 'ne'],
  multiselect: ['eq', 'ne'],
};

const DATA_TYPES: Record<string, FieldType> = {
  string: 'text',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  date: 'date',
  'date-time': 'date',
};

interface FilingRow {
  carrier: string;
  state: string;
  lineOfBusiness: string;
  filingType: string;
  status: string;
}

/** The filing fields screens narrow by: their options and counts come from the tenant's own filings. */
const FILING_FACETS: { field: keyof FilingRow; label: string; optionLabel?: (value: string) => string }[] = [
  { field: 'carrier', label: 'Carrier' },
  { field: 'state', label: 'State' },
  { field: 'lineOfBusiness', label: 'Line of business', optionLabel: lineLabel },
  { field: 'filingType', label: 'Filing type', optionLabel: (v) => v.charAt(0).toUpperCase() + v.slice(1) },
  { field: 'status', label: 'Status', optionLabel: (v) => v.charAt(0).toUpperCase() + v.slice(1) },
];

const FILING_RANGES: MetadataFilterDto[] = [
  ['requestedRateChange', 'Requested rate change', 'number'],
  ['approvedRateChange', 'Approved rate change', 'number'],
  ['premiumImpact', 'Premium impact', 'number'],
  ['daysToDisposition', 'Days to disposition', 'number'],
  ['submittedDate', 'Submitted', 'date'],
  ['dispositionDate', 'Disposition', 'date'],
  ['trackingNumber', 'Tracking number', 'text'],
].map(([field, label, type]) => ({
  field: field!,
  label: label!,
  category: 'filing',
  type: type as FieldType,
  operators: OPERATORS[type as FieldType],
  options: [],
}));

async function filingRows(tx: TenantTx): Promise<FilingRow[]> {
  const { rows } = await sql<FilingRow>`
    select c.name as carrier, f.state, f.line_code as "lineOfBusiness", f.filing_type as "filingType", f.status
    from filings f join carriers c on c.tenant_id = f.tenant_id and c.code = f.carrier_code`.execute(tx);
  return rows;
}

/**
 * Faceted options: each field's counts are taken over the rows matching every other field's selection,
 * so choosing a state narrows the carriers while the state list still shows its alternatives.
 */
function filingFilters(rows: FilingRow[], selected: Record<string, string[]>): MetadataFilterDto[] {
  const facets = FILING_FACETS.map(({ field, label, optionLabel }) => {
    const others = rows.filter((row) =>
      Object.entries(selected).every(
        ([name, values]) =>
          name === field || values.length === 0 || values.includes(row[name as keyof FilingRow]),
      ),
    );
    const counts = new Map<string, number>();
    for (const row of others) counts.set(row[field], (counts.get(row[field]) ?? 0) + 1);
    for (const value of selected[field] ?? []) if (!counts.has(value)) counts.set(value, 0);
    const options = [...counts]
      .map(([value, count]) => ({ value, label: optionLabel ? optionLabel(value) : value, count }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return {
      field,
      label,
      category: 'filing',
      type: 'select' as const,
      operators: OPERATORS.select,
      options,
    };
  });
  return [...facets, ...FILING_RANGES];
}

async function catalogueFilters(
  tx: TenantTx,
  column: 'entity' | 'category',
  value: string,
): Promise<MetadataFilterDto[]> {
  const rows = await tx
    .selectFrom('metadata_fields')
    .select(['field', 'label', 'data_type', 'category'])
    .where(column, '=', value)
    .where('filterable', '=', true)
    .orderBy('field')
    .execute();
  return rows.map((r) => {
    const type = DATA_TYPES[r.data_type] ?? 'text';
    return {
      field: r.field,
      label: r.label,
      category: r.category,
      type,
      operators: OPERATORS[type],
      options: [],
    };
  });
}

/** GET ?type=: the filterable fields of a metadata entity; `filing` also carries its options. */
export async function listMetadataFilters(tx: TenantTx, type: string): Promise<MetadataFilterDto[]> {
  if (type === 'filing') return filingFilters(await filingRows(tx), {});
  const filters = await catalogueFilters(tx, 'entity', type);
  if (filters.length === 0) throw new NotFoundError(`No filter type ${type}`);
  return filters;
}

/** POST /{category}: the category's fields with options narrowed by what is already chosen. */
export async function narrowMetadataFilters(
  tx: TenantTx,
  category: string,
  selected: Record<string, string[]>,
): Promise<{ category: string; filters: MetadataFilterDto[] }> {
  if (category === 'filing') {
    const known = new Set<string>(FILING_FACETS.map((f) => f.field));
    const unknown = Object.keys(selected).filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new ValidationError(`Invalid field "selected.${unknown[0]}": not a selectable filing field`, [
        { field: `selected.${unknown[0]}`, message: `is not one of ${[...known].join(', ')}` },
      ]);
    }
    return { category, filters: filingFilters(await filingRows(tx), selected) };
  }
  const filters = await catalogueFilters(tx, 'category', category);
  if (filters.length === 0) throw new NotFoundError(`No filter category ${category}`);
  return { category, filters };
}
