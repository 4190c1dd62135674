import { sql, type RawBuilder } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import '../../db/schema-documents.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { iso, isoOrNull } from '../catalog/common.ts';
import { requireUsecase } from '../catalog/usecases.ts';
import type { Schema } from '../../contract.ts';
import type { Approach, ConfigScope } from './chat-config.ts';

// system-admin acting in a tenant (/api/tenant/{tenantId}/chats), and the portfolio assistant
// (/api/chats, PRF-AST: chats of use cases whose feature is PRF-AST). Owners see and use their chats;
// administrators may read and delete any chat of the tenant (chat-session review).

export type ChatScope = { kind: 'usecase'; usecaseId: string } | { kind: 'tenant' } | { kind: 'portfolio' };

export type Vote = Schema<'Vote'>;
export type Chat = Schema<'Chat'>;
export type ChatMessage = Schema<'ChatMessage'>;
type ApproachAnswer = Schema<'ApproachAnswer'>;

/** What names one chat for its owner (or, where review is allowed, an administrator). */
export interface ChatRef {
  scope: ChatScope;
  chatId: string;
  principal: Principal;
}

export const NEW_CHAT = 'New chat';
export const isAdmin = (p: Principal) => p.roleName === 'system-admin' || p.roleName === 'tenant-admin';

export function inScope(scope: ChatScope): RawBuilder<boolean> {
  if (scope.kind === 'usecase') return sql<boolean>`c.usecase_id = ${scope.usecaseId}`;
  if (scope.kind === 'portfolio')
    return sql<boolean>`exists (select 1 from usecases u where u.tenant_id = c.tenant_id and u.id = c.usecase_id and u.feature = 'PRF-AST')`;
  return sql<boolean>`true`;
}

export async function checkScope(tx: TenantTx, scope: ChatScope): Promise<void> {
  if (scope.kind === 'usecase') await requireUsecase(tx, scope.usecaseId);
}

export interface ChatRow {
  id: string;
  usecase_id: string | null;
  title: string;
  agent_id: string | null;
  user_id: string;
  username: string;
  last_message_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const CHAT_COLUMNS = [
  'c.id',
  'c.usecase_id',
  'c.title',
  'c.agent_id',
  'c.user_id',
  'c.username',
  'c.last_message_at',
  'c.created_at',
  'c.updated_at',
] as const;

export async function toChat(tx: TenantTx, row: ChatRow): Promise<Chat> {
  const { n } = await tx
    .selectFrom('chat_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('chat_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const owner = await tx.selectFrom('users').select('name').where('id', '=', row.user_id).executeTakeFirst();
  return {
    id: row.id,
    usecaseId: row.usecase_id,
    title: row.title || NEW_CHAT,
    agentId: row.agent_id,
    username: row.username,
    ownerName: owner?.name || null,
    messageCount: Number(n),
    lastMessageAt: isoOrNull(row.last_message_at),
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

/** 404 unless the chat is in scope and the caller owns it (or, when `review` is allowed, is an admin). */
/** The answers (`a`) with the message they answer (`m`) and its chat (`c`). */
export function answersInChats(tx: TenantTx) {
  return tx
    .selectFrom('chat_answers as a')
    .innerJoin('chat_messages as m', (j) =>
      j.onRef('m.tenant_id', '=', 'a.tenant_id').onRef('m.id', '=', 'a.message_id'),
    )
    .innerJoin('chats as c', (j) =>
      j.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.chat_id'),
    );
}

export async function requireChat(
  tx: TenantTx,
  scope: ChatScope,
  chatId: string,
  principal: Principal,
  access: 'owner' | 'review',
): Promise<ChatRow> {
  await checkScope(tx, scope);
  const row = await tx
    .selectFrom('chats as c')
    .select(CHAT_COLUMNS)
    .where(inScope(scope))
    .where('c.id', '=', chatId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such chat');
  if (row.user_id !== principal.userId) {
    if (access === 'review' && isAdmin(principal)) return row;
    // Another member's chat is not there for a plain user; an admin asking to write in it is refused.
    if (isAdmin(principal))
      throw new ForbiddenError('forbidden', 'Only the owner of the chat may ask or vote in it');
    throw new NotFoundError('No such chat');
  }
  return row;
}

export async function requireAgent(tx: TenantTx, agentId: string): Promise<void> {
  const found = await tx.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst();
  if (!found) throw new NotFoundError('No such agent');
}

export function configScopeOf(scope: ChatScope, chat: { usecase_id: string | null }): ConfigScope {
  return chat.usecase_id ? { kind: 'usecase', usecaseId: chat.usecase_id } : { kind: 'tenant' };
}

/** The messages of a chat (or one of them) with their answers and the caller's votes. */
export async function messagesOf(
  tx: TenantTx,
  chatId: string,
  userId: string,
  messageId?: string,
): Promise<ChatMessage[]> {
  let q = tx
    .selectFrom('chat_messages')
    .select(['id', 'chat_id', 'role', 'text', 'created_at'])
    .where('chat_id', '=', chatId);
  if (messageId) q = q.where('id', '=', messageId);
  const messages = await q.orderBy('seq').execute();
  const ids = messages.map((m) => m.id);
  if (ids.length === 0) return [];
  const answers = await tx
    .selectFrom('chat_answers')
    .select([
      'message_id',
      'approach',
      'text',
      'engine',
      'engine_fallback',
      'engine_version',
      'citations',
      'plan',
    ])
    .where('message_id', 'in', ids)
    .orderBy('approach', 'desc')
    .execute();
  const votes = await tx
    .selectFrom('chat_votes')
    .select(['message_id', 'approach', 'user_id', 'vote'])
    .where('message_id', 'in', ids)
    .execute();
  const count = (id: string, approach: string, vote: string) =>
    votes.filter((v) => v.message_id === id && v.approach === approach && v.vote === vote).length;
  const mine = (id: string, approach: string): Vote =>
    (votes.find((v) => v.message_id === id && v.approach === approach && v.user_id === userId)
      ?.vote as Vote) ?? 'none';
  return messages.map((m) => ({
    id: m.id,
    chatId: m.chat_id,
    role: m.role as 'user' | 'assistant',
    text: m.text,
    answers: answers
      .filter((a) => a.message_id === m.id)
      .map((a) => ({
        approach: a.approach as Approach,
        text: a.text,
        citations: a.citations as Schema<'Citation'>[],
        ...(a.plan ? { plan: a.plan as Schema<'DataAnswerPlan'> } : {}),
        engine: a.engine as 'extractive' | 'generative',
        fallback: (a.engine_fallback as ApproachAnswer['fallback']) ?? null,
        engineVersion: a.engine_version,
        upVotes: count(m.id, a.approach, 'up'),
        downVotes: count(m.id, a.approach, 'down'),
        myVote: mine(m.id, a.approach),
      })),
    myVote: mine(m.id, 'all'),
    createdDateTime: iso(m.created_at),
  }));
}
