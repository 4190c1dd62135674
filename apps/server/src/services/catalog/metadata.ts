import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';

export type Metadata = Schema<'Metadata'>;

export type MetadataWrite = Schema<'MetadataWrite'>;

const COLUMNS = [
  'm.id',
  'm.entity',
  'm.field',
  'm.label',
  'm.data_type',
  'm.category',
  'm.filterable',
  'm.sortable',
  'm.description',
  'm.created_at',
  'm.updated_at',
] as const;

function toMetadata(row: {
  id: string;
  entity: string;
  field: string;
  label: string;
  data_type: string;
  category: string;
  filterable: boolean;
  sortable: boolean;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}): Metadata {
  return {
    id: row.id,
    entity: row.entity,
    field: row.field,
    label: row.label,
    dataType: row.data_type as Metadata['dataType'],
    category: row.category,
    filterable: row.filterable,
    sortable: row.sortable,
    description: row.description,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

export async function listMetadata(
  tx: TenantTx,
  query: Record<string, unknown>,
): Promise<ListPage<Metadata>> {
  const q = parseListQuery(query, LIST_FIELDS.metadata, 'entity,field', 'm.id');
  const base = tx
    .selectFrom('metadata_fields as m')
    .select(COLUMNS)
    .where(q.where ?? sql<boolean>`true`);
  const { rows, ...total } = await selectPage(q, base);
  return page(q, total, rows.map(toMetadata));
}

export async function getMetadata(tx: TenantTx, id: string): Promise<Metadata> {
  const row = await tx
    .selectFrom('metadata_fields as m')
    .select(COLUMNS)
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such metadata entry');
  return toMetadata(row);
}

const duplicate = (input: MetadataWrite) => `"${input.entity}.${input.field}" is already described`;

function values(input: MetadataWrite) {
  return {
    entity: input.entity,
    field: input.field,
    label: nonBlank(input.label, 'label'),
    data_type: input.dataType,
    category: input.category,
    filterable: input.filterable ?? false,
    sortable: input.sortable ?? false,
    description: input.description ?? null,
  };
}

export async function createMetadata(
  tx: TenantTx,
  tenantId: string,
  input: MetadataWrite,
): Promise<Metadata> {
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('metadata_fields')
        .values({ tenant_id: tenantId, ...values(input) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(input),
  );
  return getMetadata(tx, id);
}

export async function updateMetadata(tx: TenantTx, id: string, input: MetadataWrite): Promise<Metadata> {
  const result = await uniquely(
    () =>
      tx
        .updateTable('metadata_fields')
        .set({ ...values(input), updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst(),
    duplicate(input),
  );
  if (result.numUpdatedRows === 0n) throw new NotFoundError('No such metadata entry');
  return getMetadata(tx, id);
}

export async function deleteMetadata(tx: TenantTx, id: string): Promise<void> {
  const result = await tx.deleteFrom('metadata_fields').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError('No such metadata entry');
}
