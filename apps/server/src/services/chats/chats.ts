import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { iso, isoOrNull, page } from '../catalog/common.ts';
import { requireUsecase } from '../catalog/usecases.ts';
import { parseListQuery, selectPage } from '../list-query.ts';
import { getConfiguration } from './chat-config.ts';
import {
  CHAT_COLUMNS,
  checkScope,
  configScopeOf,
  inScope,
  messagesOf,
  NEW_CHAT,
  requireAgent,
  requireChat,
  toChat,
  type Chat,
  type ChatRef,
  type ChatScope,
} from './chat-model.ts';
import type { Schema } from '../../contract.ts';
import { fieldTable } from '../field-table.ts';

// Creating, listing, reading and deleting chats; asking is in chat-ask.ts, votes and citations in
// chat-votes.ts, the shared rows and checks in chat-model.ts.
export type { ChatMessage, ChatScope } from './chat-model.ts';

export const CHAT_SUMMARY_FIELDS = fieldTable('c', {
  id: 'uuid',
  title: 'text',
  usecaseId: 'uuid?',
  agentId: 'uuid?',
  username: 'text',
  lastMessageAt: 'date?',
  createdDateTime: 'date',
});

export interface CreateChatInput {
  tenantId: string;
  scope: ChatScope;
  principal: Principal;
  body: Schema<'ChatCreate'>;
}

export async function createChat(
  tx: TenantTx,
  { tenantId, scope, principal, body: input }: CreateChatInput,
): Promise<Chat> {
  let usecaseId: string | null = null;
  if (scope.kind === 'usecase') {
    await requireUsecase(tx, scope.usecaseId);
    if (input.usecaseId && input.usecaseId.toLowerCase() !== scope.usecaseId)
      throw new ValidationError('usecaseId differs from the use case of the path', [
        { field: 'usecaseId', message: 'must match the path' },
      ]);
    usecaseId = scope.usecaseId;
  } else if (scope.kind === 'portfolio') {
    if (!input.usecaseId)
      throw new ValidationError('usecaseId is required (the portfolio assistant use case)', [
        { field: 'usecaseId', message: 'is required' },
      ]);
    const usecase = await tx
      .selectFrom('usecases')
      .select(['id', 'feature'])
      .where('id', '=', input.usecaseId.toLowerCase())
      .executeTakeFirst();
    if (!usecase) throw new NotFoundError('No such use case');
    if (usecase.feature !== 'PRF-AST')
      throw new ValidationError('The use case is not a portfolio assistant use case', [
        { field: 'usecaseId', message: 'must be a PRF-AST use case' },
      ]);
    usecaseId = usecase.id;
  } else if (input.usecaseId) {
    usecaseId = (await requireUsecase(tx, input.usecaseId.toLowerCase())).id;
  }
  if (input.agentId) await requireAgent(tx, input.agentId.toLowerCase());
  const row = await tx
    .insertInto('chats')
    .values({
      tenant_id: tenantId,
      usecase_id: usecaseId,
      title: input.title?.trim() ?? '',
      agent_id: input.agentId?.toLowerCase() ?? null,
      user_id: principal.userId,
      username: principal.email,
      last_message_at: null,
      updated_at: new Date(),
    })
    .returning([
      'id',
      'usecase_id',
      'title',
      'agent_id',
      'user_id',
      'username',
      'last_message_at',
      'created_at',
      'updated_at',
    ])
    .executeTakeFirstOrThrow();
  return toChat(tx, row);
}

export async function deleteChat(tx: TenantTx, { scope, chatId, principal }: ChatRef): Promise<undefined> {
  await requireChat(tx, scope, chatId, principal, 'review');
  await tx.deleteFrom('chats').where('id', '=', chatId).execute();
  return undefined;
}

export type SummaryFilter =
  | { kind: 'mine' }
  | { kind: 'agent'; agentId: string }
  | { kind: 'user'; email: string }
  | { kind: 'group'; groupId: string; features: string[] };

export interface ListSummariesInput {
  scope: ChatScope;
  principal: Principal;
  filter: SummaryFilter;
  /** The list query (page, pageSize, orderBy, filter) and `days`. */
  query: Record<string, unknown>;
}

export async function listSummaries(
  tx: TenantTx,
  { scope, principal, filter, query }: ListSummariesInput,
): Promise<Schema<'ChatSummaryPage'>> {
  await checkScope(tx, scope);
  if (filter.kind === 'agent') await requireAgent(tx, filter.agentId);
  if (filter.kind === 'group') {
    const group = await tx
      .selectFrom('groups')
      .select('id')
      .where('id', '=', filter.groupId)
      .executeTakeFirst();
    if (!group) throw new NotFoundError('No such group');
  }
  const q = parseListQuery(query, CHAT_SUMMARY_FIELDS, 'lastMessageAt:desc', 'c.id');
  const days = typeof query.days === 'number' ? query.days : 90;
  const since = new Date(Date.now() - days * 86_400_000);
  let base = tx
    .selectFrom('chats as c')
    .where(inScope(scope))
    .where(sql<boolean>`coalesce(c.last_message_at, c.created_at) >= ${since}`)
    .where(q.where ?? sql<boolean>`true`);
  if (filter.kind === 'mine' || filter.kind === 'agent')
    base = base.where('c.user_id', '=', principal.userId);
  if (filter.kind === 'agent') base = base.where('c.agent_id', '=', filter.agentId);
  if (filter.kind === 'user')
    base = base.where(sql<boolean>`lower(c.username) = ${filter.email.toLowerCase()}`);
  if (filter.kind === 'group')
    base = base.where(
      sql<boolean>`exists (select 1 from usecases u where u.tenant_id = c.tenant_id and u.id = c.usecase_id
        and u.group_id = ${filter.groupId} and (u.feature is null or u.feature = any(${filter.features}::text[])))`,
    );
  const { rows, ...total } = await selectPage(
    q,
    base.select([
      ...CHAT_COLUMNS,
      sql<number>`(select count(*) from chat_messages m where m.tenant_id = c.tenant_id and m.chat_id = c.id)::int`.as(
        'message_count',
      ),
      sql<
        string | null
      >`(select left(m.text, 200) from chat_messages m where m.tenant_id = c.tenant_id and m.chat_id = c.id and m.role = 'user' order by m.seq desc limit 1)`.as(
        'last_question',
      ),
      sql<
        string | null
      >`(select a.name from agents a where a.tenant_id = c.tenant_id and a.id = c.agent_id)`.as('agent_name'),
    ]),
  );
  return page(
    q,
    total,
    rows.map((r) => ({
      id: r.id,
      title: r.title || NEW_CHAT,
      usecaseId: r.usecase_id,
      agentId: r.agent_id,
      agentName: r.agent_name,
      username: r.username,
      messageCount: Number(r.message_count),
      lastQuestion: r.last_question,
      lastMessageAt: isoOrNull(r.last_message_at),
      createdDateTime: iso(r.created_at),
    })),
  );
}

/**
 * The chat and its messages; each answer lists its approaches with the configured default first, and the
 * history names that default so a screen opens the right tab before any message exists.
 */
export async function getHistory(
  tx: TenantTx,
  { scope, chatId, principal }: ChatRef,
): Promise<Schema<'ChatHistory'>> {
  const row = await requireChat(tx, scope, chatId, principal, 'review');
  const { defaultApproach } = await getConfiguration(tx, configScopeOf(scope, row));
  const messages = await messagesOf(tx, chatId, principal.userId);
  for (const message of messages)
    message.answers.sort(
      (a, b) => Number(b.approach === defaultApproach) - Number(a.approach === defaultApproach),
    );
  return { chat: await toChat(tx, row), defaultApproach, messages };
}
