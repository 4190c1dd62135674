import type { Principal } from '../../auth/principal.ts';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ValidationError } from '../../errors.ts';
import { iso } from './common.ts';

export type FeedbackType = Schema<'FeedbackType'>;

export type Feedback = Schema<'Feedback'>;

export async function listFeedbackTypes(tx: TenantTx): Promise<FeedbackType[]> {
  return tx
    .selectFrom('feedback_types')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('name')
    .limit(100)
    .execute();
}

export async function submitFeedback(
  tx: TenantTx,
  tenantId: string,
  principal: Principal,
  input: { feedbackType: string; message: string; pageUrl: string },
): Promise<Feedback> {
  const type = await tx
    .selectFrom('feedback_types')
    .select(['id', 'name'])
    .where('id', '=', input.feedbackType.toLowerCase())
    .executeTakeFirst();
  if (!type) {
    throw new ValidationError(
      `${input.feedbackType} is not a feedback type; see GET /api/user/feedbacktype`,
      [{ field: 'feedbackType', message: 'is not a feedback type' }],
    );
  }
  if (input.message.trim() === '') {
    throw new ValidationError('The message is empty', [{ field: 'message', message: 'must not be blank' }]);
  }
  const user = await tx
    .selectFrom('users')
    .select('username')
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  const row = await tx
    .insertInto('feedback')
    .values({
      tenant_id: tenantId,
      feedback_type_id: type.id,
      message: input.message,
      page_url: input.pageUrl,
      user_id: principal.userId,
      username: user.username,
    })
    .returning(['id', 'message', 'page_url', 'username', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    feedbackType: type.id,
    feedbackTypeName: type.name,
    message: row.message,
    pageUrl: row.page_url,
    username: row.username,
    createdDateTime: iso(row.created_at),
  };
}
