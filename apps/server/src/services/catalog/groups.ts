import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';
import { featureVisible } from './usecases.ts';

export type Group = Schema<'Group'>;

export type GroupWrite = Schema<'GroupWrite'>;

function selectGroups(tx: TenantTx, features: readonly string[] | null = null) {
  return tx
    .selectFrom('groups as g')
    .select([
      'g.id',
      'g.name',
      'g.description',
      'g.is_active',
      'g.created_at',
      'g.updated_at',
      sql<number>`(select count(*) from usecases u where u.tenant_id = g.tenant_id and u.group_id = g.id and ${featureVisible(features)})::int`.as(
        'usecase_count',
      ),
    ]);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

function toGroup(row: GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.is_active,
    usecaseCount: Number(row.usecase_count),
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

/**
 * A group whose use cases are all switched off for the caller (the Portfolio Assistant group without
 * PRF-AST) is left out like its use cases; an empty group stays.
 */
export async function listGroups(
  tx: TenantTx,
  query: Record<string, unknown>,
  features: readonly string[] | null = null,
): Promise<ListPage<Group>> {
  const q = parseListQuery(query, LIST_FIELDS.group, 'name', 'g.id');
  const hidden =
    features === null
      ? sql<boolean>`false`
      : sql<boolean>`(exists (select 1 from usecases u where u.tenant_id = g.tenant_id and u.group_id = g.id)
          and not exists (select 1 from usecases u where u.tenant_id = g.tenant_id and u.group_id = g.id
            and ${featureVisible(features)}))`;
  const { rows, ...total } = await selectPage(
    q,
    selectGroups(tx, features)
      .where(q.where ?? sql<boolean>`true`)
      .where(sql<boolean>`not ${hidden}`),
  );
  return page(q, total, rows.map(toGroup));
}

export async function getGroup(tx: TenantTx, id: string): Promise<Group> {
  const row = await selectGroups(tx).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such group');
  return toGroup(row);
}

const duplicate = (name: string) => `A group named "${name}" already exists`;

export async function createGroup(tx: TenantTx, tenantId: string, input: GroupWrite): Promise<Group> {
  const name = nonBlank(input.name, 'name');
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('groups')
        .values({
          tenant_id: tenantId,
          key: null,
          name,
          description: input.description ?? null,
          is_active: input.isActive ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(name),
  );
  return getGroup(tx, id);
}

export async function updateGroup(tx: TenantTx, id: string, input: GroupWrite): Promise<Group> {
  const name = nonBlank(input.name, 'name');
  const result = await uniquely(
    () =>
      tx
        .updateTable('groups')
        .set({
          name,
          description: input.description ?? null,
          is_active: input.isActive ?? true,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .executeTakeFirst(),
    duplicate(name),
  );
  if (result.numUpdatedRows === 0n) throw new NotFoundError('No such group');
  return getGroup(tx, id);
}

export async function deleteGroup(tx: TenantTx, id: string): Promise<void> {
  const group = await getGroup(tx, id);
  if (group.usecaseCount > 0) {
    throw new ConflictError(
      `The group "${group.name}" still holds ${group.usecaseCount} use case(s); move or delete them first`,
      'in_use',
    );
  }
  await tx.deleteFrom('groups').where('id', '=', id).execute();
}
