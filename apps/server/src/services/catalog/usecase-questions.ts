import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';
import { requireUsecase } from './usecases.ts';

export type UseCaseQuestion = Schema<'UseCaseQuestion'>;

export type UseCaseQuestionWrite = Schema<'UseCaseQuestionWrite'>;

const COLUMNS = [
  'q.id',
  'q.usecase_id',
  'q.text',
  'q.category',
  'q.approach',
  'q.sort_order',
  'q.is_active',
  'q.created_at',
  'q.updated_at',
] as const;

function toQuestion(row: {
  id: string;
  usecase_id: string;
  text: string;
  category: string | null;
  approach: string | null;
  sort_order: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}): UseCaseQuestion {
  return {
    id: row.id,
    usecaseId: row.usecase_id,
    text: row.text,
    category: row.category,
    approach: row.approach as UseCaseQuestion['approach'],
    sortOrder: row.sort_order,
    isActive: row.is_active,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

export async function listQuestions(
  tx: TenantTx,
  usecaseId: string,
  query: Record<string, unknown>,
): Promise<ListPage<UseCaseQuestion>> {
  await requireUsecase(tx, usecaseId);
  const q = parseListQuery(query, LIST_FIELDS.usecaseQuestion, 'sortOrder', 'q.id');
  const base = tx
    .selectFrom('usecase_questions as q')
    .select(COLUMNS)
    .where('q.usecase_id', '=', usecaseId)
    .where(q.where ?? sql<boolean>`true`);
  const { rows, ...total } = await selectPage(q, base);
  return page(q, total, rows.map(toQuestion));
}

export async function getQuestion(tx: TenantTx, usecaseId: string, id: string): Promise<UseCaseQuestion> {
  await requireUsecase(tx, usecaseId);
  const row = await tx
    .selectFrom('usecase_questions as q')
    .select(COLUMNS)
    .where('q.usecase_id', '=', usecaseId)
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such question in this use case');
  return toQuestion(row);
}

const duplicate = 'The use case already has this question';

export async function createQuestion(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  input: UseCaseQuestionWrite,
): Promise<UseCaseQuestion> {
  await requireUsecase(tx, usecaseId);
  const next = await tx
    .selectFrom('usecase_questions')
    .select(sql<number>`coalesce(max(sort_order) + 1, 0)::int`.as('n'))
    .where('usecase_id', '=', usecaseId)
    .executeTakeFirstOrThrow();
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('usecase_questions')
        .values({
          tenant_id: tenantId,
          usecase_id: usecaseId,
          text: nonBlank(input.text, 'text'),
          category: input.category ?? null,
          approach: input.approach ?? null,
          sort_order: input.sortOrder ?? Number(next.n),
          is_active: input.isActive ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate,
  );
  return getQuestion(tx, usecaseId, id);
}

export async function updateQuestion(
  tx: TenantTx,
  usecaseId: string,
  id: string,
  input: UseCaseQuestionWrite,
): Promise<UseCaseQuestion> {
  const current = await getQuestion(tx, usecaseId, id);
  await uniquely(
    () =>
      tx
        .updateTable('usecase_questions')
        .set({
          text: nonBlank(input.text, 'text'),
          category: input.category ?? null,
          approach: input.approach ?? null,
          sort_order: input.sortOrder ?? current.sortOrder,
          is_active: input.isActive ?? true,
          updated_at: new Date(),
        })
        .where('usecase_id', '=', usecaseId)
        .where('id', '=', id)
        .execute(),
    duplicate,
  );
  return getQuestion(tx, usecaseId, id);
}

export async function deleteQuestion(tx: TenantTx, usecaseId: string, id: string): Promise<void> {
  await getQuestion(tx, usecaseId, id);
  await tx.deleteFrom('usecase_questions').where('usecase_id', '=', usecaseId).where('id', '=', id).execute();
}
