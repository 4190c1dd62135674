import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, NotFoundError } from '../../errors.ts';
import type { Approach } from './chat-config.ts';
import type { Schema } from '../../contract.ts';
import type { Citation } from '../answers/compose.ts';
import {
  answersInChats,
  isAdmin,
  messagesOf,
  requireChat,
  type ChatMessage,
  type ChatRef,
} from './chat-model.ts';

async function requireAssistantMessage(tx: TenantTx, chatId: string, messageId: string) {
  const m = await tx
    .selectFrom('chat_messages')
    .select(['id', 'role'])
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!m) throw new NotFoundError('No such message in this chat');
  if (m.role !== 'assistant')
    throw new ApiProblemError(409, 'conflict', 'Conflict', 'Only answers can be voted on, not questions');
  return m;
}

export interface VoteInput extends ChatRef {
  tenantId: string;
  messageId: string;
  /** `all`: the whole answer; else one approach's part. */
  approach: 'all' | Approach;
  body: Schema<'VoteRequest'>;
}

export async function vote(
  tx: TenantTx,
  { tenantId, scope, chatId, messageId, principal, approach, body: input }: VoteInput,
): Promise<ChatMessage> {
  await requireChat(tx, scope, chatId, principal, 'owner');
  await requireAssistantMessage(tx, chatId, messageId);
  if (approach !== 'all') {
    const has = await tx
      .selectFrom('chat_answers')
      .select('approach')
      .where('message_id', '=', messageId)
      .where('approach', '=', approach)
      .executeTakeFirst();
    if (!has) throw new NotFoundError(`The answer has no ${approach} part`);
  }
  if (input.vote === 'none') {
    await tx
      .deleteFrom('chat_votes')
      .where('message_id', '=', messageId)
      .where('approach', '=', approach)
      .where('user_id', '=', principal.userId)
      .execute();
  } else {
    await tx
      .insertInto('chat_votes')
      .values({
        tenant_id: tenantId,
        message_id: messageId,
        approach,
        user_id: principal.userId,
        vote: input.vote,
        comment: input.comment ?? null,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'message_id', 'approach', 'user_id'])
          .doUpdateSet({ vote: input.vote, comment: input.comment ?? null }),
      )
      .execute();
  }
  const [m] = await messagesOf(tx, chatId, principal.userId, messageId);
  return m!;
}

/** One approach's part of an answer. */
export interface AnswerRef extends ChatRef {
  messageId: string;
  approach: Approach;
}

export async function citationsOf(
  tx: TenantTx,
  { scope, chatId, messageId, principal, approach }: AnswerRef,
): Promise<Citation[]> {
  await requireChat(tx, scope, chatId, principal, 'review');
  const row = await answersInChats(tx)
    .select('a.citations')
    .where('m.chat_id', '=', chatId)
    .where('a.message_id', '=', messageId)
    .where('a.approach', '=', approach)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`No ${approach} answer for this message`);
  return row.citations as Citation[];
}

export async function citationOf(
  tx: TenantTx,
  { citationId, ...answer }: AnswerRef & { citationId: string },
): Promise<Citation> {
  const found = (await citationsOf(tx, answer)).find((c) => c.id === citationId);
  if (!found) throw new NotFoundError('No such citation');
  return found;
}

type CitationLocation = Schema<'CitationLocation'>;

/**
 * Finds the answer holding a citation (the /citations/{citationId} deep link). Only the chat's owner and
 * the tenant's administrators may see it, and only when the assistant's feature is theirs; anyone else
 * gets the same 404 as for an unknown id.
 */
export async function locateCitation(
  tx: TenantTx,
  { principal, citationId }: { principal: Principal; citationId: string },
): Promise<CitationLocation> {
  const row = await answersInChats(tx)
    .leftJoin('usecases as u', (j) =>
      j.onRef('u.tenant_id', '=', 'c.tenant_id').onRef('u.id', '=', 'c.usecase_id'),
    )
    .select([
      'a.message_id',
      'a.approach',
      'c.id as chat_id',
      'c.usecase_id',
      'c.user_id',
      'c.username',
      'u.feature',
    ])
    .where(sql<boolean>`a.citations @> ${JSON.stringify([{ id: citationId }])}::jsonb`)
    .executeTakeFirst();
  const missing = () => new NotFoundError('No such citation');
  if (!row) throw missing();
  if (row.user_id !== principal.userId && !isAdmin(principal)) throw missing();
  const portfolio = row.feature === 'PRF-AST';
  const feature = portfolio ? 'PRF-AST' : 'COM-AST';
  if (principal.roleName !== 'system-admin' && !principal.enabledFeatures.includes(feature)) throw missing();
  return {
    citationId,
    assistant: portfolio ? 'portfolio-assistant' : 'ai-assistance',
    usecaseId: row.usecase_id,
    chatId: row.chat_id,
    messageId: row.message_id,
    approach: row.approach as Approach,
    ownerEmail: row.username,
  };
}
