import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';

export type GenLookup = Schema<'GenLookup'>;

export type GenLookupWrite = Schema<'GenLookupWrite'>;

const COLUMNS = [
  'l.id',
  'l.type',
  'l.code',
  'l.label',
  'l.sort_order',
  'l.is_active',
  'l.attributes',
  'l.created_at',
  'l.updated_at',
] as const;

function toLookup(row: {
  id: string;
  type: string;
  code: string;
  label: string;
  sort_order: number;
  is_active: boolean;
  attributes: unknown;
  created_at: Date;
  updated_at: Date;
}): GenLookup {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    label: row.label,
    sortOrder: row.sort_order,
    isActive: row.is_active,
    attributes: (row.attributes as Record<string, unknown> | null) ?? null,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

export async function listGenLookups(
  tx: TenantTx,
  query: Record<string, unknown>,
): Promise<ListPage<GenLookup>> {
  const q = parseListQuery(query, LIST_FIELDS.genLookup, 'type,sortOrder,code', 'l.id');
  const base = tx
    .selectFrom('gen_lookups as l')
    .select(COLUMNS)
    .where(q.where ?? sql<boolean>`true`);
  const { rows, ...total } = await selectPage(q, base);
  return page(q, total, rows.map(toLookup));
}

export async function getGenLookup(tx: TenantTx, id: string): Promise<GenLookup> {
  const row = await tx
    .selectFrom('gen_lookups as l')
    .select(COLUMNS)
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such lookup value');
  return toLookup(row);
}

const duplicate = (input: GenLookupWrite) =>
  `The lookup type "${input.type}" already has the code "${input.code}"`;

function values(input: GenLookupWrite) {
  return {
    type: input.type,
    code: input.code,
    label: nonBlank(input.label, 'label'),
    sort_order: input.sortOrder ?? 0,
    is_active: input.isActive ?? true,
    attributes:
      input.attributes === undefined || input.attributes === null ? null : JSON.stringify(input.attributes),
  };
}

export async function createGenLookup(
  tx: TenantTx,
  tenantId: string,
  input: GenLookupWrite,
): Promise<GenLookup> {
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('gen_lookups')
        .values({ tenant_id: tenantId, ...values(input) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(input),
  );
  return getGenLookup(tx, id);
}

export async function updateGenLookup(tx: TenantTx, id: string, input: GenLookupWrite): Promise<GenLookup> {
  const result = await uniquely(
    () =>
      tx
        .updateTable('gen_lookups')
        .set({ ...values(input), updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst(),
    duplicate(input),
  );
  if (result.numUpdatedRows === 0n) throw new NotFoundError('No such lookup value');
  return getGenLookup(tx, id);
}

export async function deleteGenLookup(tx: TenantTx, id: string): Promise<void> {
  const result = await tx.deleteFrom('gen_lookups').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError('No such lookup value');
}
