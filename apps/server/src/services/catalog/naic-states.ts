import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';

export type NaicState = Schema<'NaicState'>;

export type NaicStateWrite = Schema<'NaicStateWrite'>;

const COLUMNS = [
  's.id',
  's.code',
  's.name',
  's.naic_zone',
  's.is_territory',
  's.created_at',
  's.updated_at',
] as const;

function toState(row: {
  id: string;
  code: string;
  name: string;
  naic_zone: string | null;
  is_territory: boolean;
  created_at: Date;
  updated_at: Date;
}): NaicState {
  return {
    id: row.id,
    code: row.code as NaicState['code'],
    name: row.name,
    naicZone: row.naic_zone as NaicState['naicZone'],
    isTerritory: row.is_territory,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

export async function listNaicStates(
  tx: TenantTx,
  query: Record<string, unknown>,
): Promise<ListPage<NaicState>> {
  const q = parseListQuery(query, LIST_FIELDS.naicState, 'code', 's.id');
  const base = tx
    .selectFrom('naic_states as s')
    .select(COLUMNS)
    .where(q.where ?? sql<boolean>`true`);
  const { rows, ...total } = await selectPage(q, base);
  return page(q, total, rows.map(toState));
}

export async function getNaicState(tx: TenantTx, id: string): Promise<NaicState> {
  const row = await tx
    .selectFrom('naic_states as s')
    .select(COLUMNS)
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such state');
  return toState(row);
}

/**
 * The state table is shared by every tenant; its write policy opens only on the system-admin path, which
 * this sets for the rest of the caller's transaction (the guard has already checked the role).
 */
async function asSystemAdmin(tx: TenantTx): Promise<void> {
  await sql`select set_config('app.role', 'system-admin', true)`.execute(tx);
}

const duplicate = (code: string) => `The state ${code} is already in the table`;

export async function createNaicState(tx: TenantTx, input: NaicStateWrite): Promise<NaicState> {
  await asSystemAdmin(tx);
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('naic_states')
        .values({
          code: input.code,
          name: nonBlank(input.name, 'name'),
          naic_zone: input.naicZone ?? null,
          is_territory: input.isTerritory ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(input.code),
  );
  return getNaicState(tx, id);
}

export async function updateNaicState(tx: TenantTx, id: string, input: NaicStateWrite): Promise<NaicState> {
  await asSystemAdmin(tx);
  const result = await uniquely(
    () =>
      tx
        .updateTable('naic_states')
        .set({
          code: input.code,
          name: nonBlank(input.name, 'name'),
          naic_zone: input.naicZone ?? null,
          is_territory: input.isTerritory ?? false,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .executeTakeFirst(),
    duplicate(input.code),
  );
  if (result.numUpdatedRows === 0n) throw new NotFoundError('No such state');
  return getNaicState(tx, id);
}

export async function deleteNaicState(tx: TenantTx, id: string): Promise<void> {
  await asSystemAdmin(tx);
  const result = await tx.deleteFrom('naic_states').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError('No such state');
}
