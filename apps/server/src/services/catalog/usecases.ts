import { sql, type Selectable } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { UsecasesTable } from '../../db/schema-catalog.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';

export type UseCase = Schema<'UseCase'>;

export type UseCaseWrite = Schema<'UseCaseWrite'>;

type UsecaseRow = Omit<Selectable<UsecasesTable>, 'tenant_id'>;

function toUseCase(row: UsecaseRow): UseCase {
  return {
    id: row.id,
    key: row.key as UseCase['key'],
    name: row.name,
    groupId: row.group_id,
    isActive: row.is_active,
    description: row.description,
    feature: row.feature as UseCase['feature'],
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

const COLUMNS = [
  'u.id',
  'u.key',
  'u.name',
  'u.group_id',
  'u.is_active',
  'u.description',
  'u.feature',
  'u.created_at',
  'u.updated_at',
] as const;

/**
 * Only use cases the caller can use are listed: one whose feature is switched off (for the tenant or
 * the user) is left out. `features` null lists every use case (system administrators, internal reads).
 */
export function featureVisible(features: readonly string[] | null) {
  return features === null
    ? sql<boolean>`true`
    : sql<boolean>`(u.feature is null or u.feature = any(${sql.val([...features])}::text[]))`;
}

export async function listUsecases(
  tx: TenantTx,
  query: Record<string, unknown>,
  features: readonly string[] | null = null,
): Promise<ListPage<UseCase>> {
  const q = parseListQuery(query, LIST_FIELDS.usecase, 'name', 'u.id');
  const base = tx
    .selectFrom('usecases as u')
    .select(COLUMNS)
    .where(q.where ?? sql<boolean>`true`)
    .where(featureVisible(features));
  const { rows, ...total } = await selectPage(q, base);
  return page(q, total, rows.map(toUseCase));
}

export async function getUsecase(tx: TenantTx, id: string): Promise<UseCase> {
  const row = await tx.selectFrom('usecases as u').select(COLUMNS).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such use case');
  return toUseCase(row);
}

async function requireGroup(tx: TenantTx, groupId: string): Promise<void> {
  const group = await tx.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) {
    throw new ValidationError(`The group ${groupId} does not exist`, [
      { field: 'groupId', message: 'is not a group of this tenant' },
    ]);
  }
}

const duplicate = (name: string) => `The group already holds a use case named "${name}"`;

export async function createUsecase(tx: TenantTx, tenantId: string, input: UseCaseWrite): Promise<UseCase> {
  await requireGroup(tx, input.groupId);
  const name = nonBlank(input.name, 'name');
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('usecases')
        .values({
          tenant_id: tenantId,
          key: null,
          name,
          group_id: input.groupId,
          description: input.description ?? null,
          feature: null,
          is_active: input.isActive ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(name),
  );
  return getUsecase(tx, id);
}

export async function updateUsecase(tx: TenantTx, id: string, input: UseCaseWrite): Promise<UseCase> {
  await getUsecase(tx, id);
  await requireGroup(tx, input.groupId);
  const name = nonBlank(input.name, 'name');
  await uniquely(
    () =>
      tx
        .updateTable('usecases')
        .set({
          name,
          group_id: input.groupId,
          description: input.description ?? null,
          is_active: input.isActive ?? true,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute(),
    duplicate(name),
  );
  return getUsecase(tx, id);
}

export async function deleteUsecase(tx: TenantTx, id: string): Promise<void> {
  const usecase = await getUsecase(tx, id);
  if (usecase.key !== null) {
    throw new ConflictError(
      `"${usecase.name}" is a built-in use case; deactivate it instead of deleting it`,
      'builtin',
    );
  }
  await tx.deleteFrom('usecases').where('id', '=', id).execute();
}

/** 404 unless the use case exists in the caller's tenant; every sub-resource starts here. */
export async function requireUsecase(
  tx: TenantTx,
  id: string,
): Promise<{ id: string; key: string | null; name: string; group_id: string }> {
  const row = await tx
    .selectFrom('usecases')
    .select(['id', 'key', 'name', 'group_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such use case');
  return row;
}
