import { sql, type RawBuilder } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import '../../db/schema-documents.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { iso, isoOrNull, jsonb, page } from '../catalog/common.ts';
import { requireUsecase } from '../catalog/usecases.ts';
import { parseListQuery, selectPage, type ListField, type ListPage } from '../list-query.ts';
import {
  composeDocumentAnswer,
  withSearchedNote,
  type Citation,
  type ComposedAnswer,
} from '../answers/compose.ts';
import { dataAnswer, dataReferenceDate, type DataPlanView } from '../answers/data-answer.ts';
import { proposePlan } from '../answers/data/llm-plan.ts';
import { gatherEvidence, type Evidence } from '../answers/evidence.ts';
import { engineVersionOf } from '../answers/engine-version.ts';
import type { LlmProvider } from '../answers/llm-provider.ts';
import type { FallbackReason } from '../answers/generative.ts';
import { questionVector, type EmbeddingsProvider } from '../answers/embeddings.ts';
import { getConfiguration, type Approach, type ConfigScope } from './chat-config.ts';

// Chats of three families: in a use case (/api/usecase/{usecaseId}/chats, COM-AST), tenant-wide for a
// system-admin acting in a tenant (/api/tenant/{tenantId}/chats), and the portfolio assistant
// (/api/chats, PRF-AST: chats of use cases whose feature is PRF-AST). Owners see and use their chats;
// administrators may read and delete any chat of the tenant (chat-session review).

export type ChatScope = { kind: 'usecase'; usecaseId: string } | { kind: 'tenant' } | { kind: 'portfolio' };

type Vote = 'up' | 'down' | 'none';

export interface Chat {
  id: string;
  usecaseId: string | null;
  title: string;
  agentId: string | null;
  username: string;
  ownerName: string | null;
  messageCount: number;
  lastMessageAt: string | null;
  createdDateTime: string;
  updateDateTime: string;
}

export interface ApproachAnswer {
  approach: Approach;
  text: string;
  citations: Citation[];
  engine: 'extractive' | 'generative';
  /** Why the extractive engine answered although a language model is configured (null: it did not). */
  fallback: FallbackReason | null;
  engineVersion: string;
  upVotes: number;
  downVotes: number;
  myVote: Vote;
}

export interface ChatMessage {
  id: string;
  chatId: string;
  role: 'user' | 'assistant';
  text: string | null;
  answers: ApproachAnswer[];
  myVote: Vote;
  createdDateTime: string;
}

const NEW_CHAT = 'New chat';
const isAdmin = (p: Principal) => p.roleName === 'system-admin' || p.roleName === 'tenant-admin';

export const CHAT_SUMMARY_FIELDS: Record<string, ListField> = {
  id: { column: 'c.id', type: 'uuid' },
  title: { column: 'c.title', type: 'text' },
  usecaseId: { column: 'c.usecase_id', type: 'uuid', nullable: true },
  agentId: { column: 'c.agent_id', type: 'uuid', nullable: true },
  username: { column: 'c.username', type: 'text' },
  lastMessageAt: { column: 'c.last_message_at', type: 'date', nullable: true },
  createdDateTime: { column: 'c.created_at', type: 'date' },
};

function inScope(scope: ChatScope): RawBuilder<boolean> {
  if (scope.kind === 'usecase') return sql<boolean>`c.usecase_id = ${scope.usecaseId}`;
  if (scope.kind === 'portfolio')
    return sql<boolean>`exists (select 1 from usecases u where u.tenant_id = c.tenant_id and u.id = c.usecase_id and u.feature = 'PRF-AST')`;
  return sql<boolean>`true`;
}

export async function checkScope(tx: TenantTx, scope: ChatScope): Promise<void> {
  if (scope.kind === 'usecase') await requireUsecase(tx, scope.usecaseId);
}

interface ChatRow {
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

const CHAT_COLUMNS = [
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

async function toChat(tx: TenantTx, row: ChatRow): Promise<Chat> {
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

async function requireAgent(tx: TenantTx, agentId: string): Promise<void> {
  const found = await tx.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst();
  if (!found) throw new NotFoundError('No such agent');
}

export interface ChatCreate {
  usecaseId?: string;
  title?: string;
  agentId?: string;
}

export async function createChat(
  tx: TenantTx,
  tenantId: string,
  scope: ChatScope,
  principal: Principal,
  input: ChatCreate,
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

export async function deleteChat(
  tx: TenantTx,
  scope: ChatScope,
  chatId: string,
  principal: Principal,
): Promise<void> {
  await requireChat(tx, scope, chatId, principal, 'review');
  await tx.deleteFrom('chats').where('id', '=', chatId).execute();
}

export type SummaryFilter =
  | { kind: 'mine' }
  | { kind: 'agent'; agentId: string }
  | { kind: 'user'; email: string }
  | { kind: 'group'; groupId: string; features: string[] };

export async function listSummaries(
  tx: TenantTx,
  scope: ChatScope,
  principal: Principal,
  filter: SummaryFilter,
  query: Record<string, unknown>,
): Promise<ListPage<unknown>> {
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

async function messagesOf(
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
        citations: a.citations as Citation[],
        ...(a.plan ? { plan: a.plan as DataPlanView } : {}),
        engine: a.engine as 'extractive' | 'generative',
        fallback: (a.engine_fallback as FallbackReason | null) ?? null,
        engineVersion: a.engine_version,
        upVotes: count(m.id, a.approach, 'up'),
        downVotes: count(m.id, a.approach, 'down'),
        myVote: mine(m.id, a.approach),
      })),
    myVote: mine(m.id, 'all'),
    createdDateTime: iso(m.created_at),
  }));
}

/**
 * The chat and its messages; each answer lists its approaches with the configured default first, and the
 * history names that default so a screen opens the right tab before any message exists.
 */
export async function getHistory(tx: TenantTx, scope: ChatScope, chatId: string, principal: Principal) {
  const row = await requireChat(tx, scope, chatId, principal, 'review');
  const { defaultApproach } = await getConfiguration(tx, configScopeOf(scope, row));
  const messages = await messagesOf(tx, chatId, principal.userId);
  for (const message of messages)
    message.answers.sort(
      (a, b) => Number(b.approach === defaultApproach) - Number(a.approach === defaultApproach),
    );
  return { chat: await toChat(tx, row), defaultApproach, messages };
}

export interface AskDeps {
  db: Db;
  provider: LlmProvider | null;
  /** Semantic retrieval (answers/embeddings.ts), when configured. */
  embeddings?: EmbeddingsProvider | null;
  onProviderError?: (error: unknown) => void;
}

export interface ChatQuestion {
  question: string;
  approaches?: Approach[];
  agentId?: string;
}

/** The best passage's full-text rank: what the assistant's drift watch bins by week. */
function topRank(evidence: Evidence | null): number | null {
  if (!evidence || evidence.passages.length === 0) return null;
  return Math.max(0, ...evidence.passages.map((p) => (Number.isFinite(p.rank) ? p.rank : 0)));
}

function configScopeOf(scope: ChatScope, chat: { usecase_id: string | null }): ConfigScope {
  return chat.usecase_id ? { kind: 'usecase', usecaseId: chat.usecase_id } : { kind: 'tenant' };
}

/**
 * Stores the question, answers it with each approach and stores the answer. The documents approach
 * gathers its evidence inside the first transaction and composes outside any transaction; the data
 * approach is computed in SQL in the same first transaction.
 */
export async function askQuestion(
  deps: AskDeps,
  tenantId: string,
  scope: ChatScope,
  chatId: string,
  principal: Principal,
  input: ChatQuestion,
): Promise<{ question: ChatMessage; answer: ChatMessage }> {
  const question = input.question.trim();
  if (question === '')
    throw new ValidationError('The question is empty', [{ field: 'question', message: 'is empty' }]);
  // The question's embedding (semantic retrieval, when configured) is fetched outside any transaction.
  const semantic =
    !input.approaches || input.approaches.includes('documents')
      ? await questionVector(deps.embeddings, question, deps.onProviderError)
      : null;
  const prepared = await withTenant(deps.db, tenantId, async (tx) => {
    const chat = await requireChat(tx, scope, chatId, principal, 'owner');
    if (input.agentId) await requireAgent(tx, input.agentId.toLowerCase());
    const config = await getConfiguration(tx, configScopeOf(scope, chat));
    const approaches = input.approaches ?? config.approaches;
    const off = approaches.filter((a) => !config.approaches.includes(a));
    if (off.length > 0)
      throw new ValidationError(`The approach ${off[0]} is not enabled here`, [
        { field: 'approaches', message: `enabled: ${config.approaches.join(', ')}` },
      ]);
    const { id: questionId } = await tx
      .insertInto('chat_messages')
      .values({ tenant_id: tenantId, chat_id: chatId, role: 'user', text: question, reply_to: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const evidence = approaches.includes('documents')
      ? await gatherEvidence(tx, question, {
          limit: Math.max(8, config.maxCitations),
          semantic,
          ...(chat.usecase_id ? { usecaseId: chat.usecase_id } : {}),
        })
      : null;
    // With a model configured (and generative answers on), the data plan is first proposed by the model
    // outside this transaction, then validated and run in a second one.
    const modelPlans = approaches.includes('data') && deps.provider !== null && config.generativeAnswers;
    const data =
      approaches.includes('data') && !modelPlans
        ? await dataAnswer(tx, question, config.maxCitations, { usecaseId: chat.usecase_id })
        : null;
    const asOf = modelPlans ? await dataReferenceDate(tx) : null;
    return { chat, config, approaches, questionId, evidence, data, modelPlans, asOf };
  });
  let data = prepared.data;
  if (prepared.modelPlans && deps.provider) {
    const proposal = await proposePlan(deps.provider, question, prepared.asOf!);
    data = await withTenant(deps.db, tenantId, (tx) =>
      dataAnswer(tx, question, prepared.config.maxCitations, {
        usecaseId: prepared.chat.usecase_id,
        proposal,
      }),
    );
  }
  const answers: { approach: Approach; answer: ComposedAnswer }[] = [];
  for (const approach of prepared.approaches) {
    if (approach === 'documents' && prepared.evidence)
      answers.push({
        approach,
        answer: withSearchedNote(
          await composeDocumentAnswer(prepared.evidence, {
            maxCitations: prepared.config.maxCitations,
            provider: prepared.config.generativeAnswers ? deps.provider : null,
            onProviderError: deps.onProviderError,
          }),
          prepared.evidence,
        ),
      });
    if (approach === 'data' && data) answers.push({ approach, answer: data });
  }
  return withTenant(deps.db, tenantId, async (tx) => {
    const { id: answerId } = await tx
      .insertInto('chat_messages')
      .values({
        tenant_id: tenantId,
        chat_id: chatId,
        role: 'assistant',
        text: null,
        reply_to: prepared.questionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const { approach, answer } of answers)
      await tx
        .insertInto('chat_answers')
        .values({
          tenant_id: tenantId,
          message_id: answerId,
          approach,
          text: answer.text,
          engine: answer.engine,
          engine_fallback: answer.fallback ?? null,
          engine_version: engineVersionOf(approach, answer.engine, deps.provider),
          retrieval_score: approach === 'documents' ? topRank(prepared.evidence) : null,
          citations: jsonb(answer.citations),
          plan: 'plan' in answer && answer.plan ? jsonb(answer.plan) : null,
        })
        .execute();
    await tx
      .updateTable('chats')
      .set({
        last_message_at: new Date(),
        updated_at: new Date(),
        ...(prepared.chat.title === '' ? { title: question.replace(/\s+/g, ' ').slice(0, 200) } : {}),
        ...(input.agentId ? { agent_id: input.agentId.toLowerCase() } : {}),
      })
      .where('id', '=', chatId)
      .execute();
    const [q] = await messagesOf(tx, chatId, principal.userId, prepared.questionId);
    const [a] = await messagesOf(tx, chatId, principal.userId, answerId);
    return { question: q!, answer: a! };
  });
}

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

export async function vote(
  tx: TenantTx,
  tenantId: string,
  scope: ChatScope,
  chatId: string,
  messageId: string,
  principal: Principal,
  approach: 'all' | Approach,
  input: { vote: Vote; comment?: string },
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

export async function citationsOf(
  tx: TenantTx,
  scope: ChatScope,
  chatId: string,
  messageId: string,
  principal: Principal,
  approach: Approach,
): Promise<Citation[]> {
  await requireChat(tx, scope, chatId, principal, 'review');
  const row = await tx
    .selectFrom('chat_answers as a')
    .innerJoin('chat_messages as m', (j) =>
      j.onRef('m.tenant_id', '=', 'a.tenant_id').onRef('m.id', '=', 'a.message_id'),
    )
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
  scope: ChatScope,
  chatId: string,
  messageId: string,
  principal: Principal,
  approach: Approach,
  citationId: string,
): Promise<Citation> {
  const found = (await citationsOf(tx, scope, chatId, messageId, principal, approach)).find(
    (c) => c.id === citationId,
  );
  if (!found) throw new NotFoundError('No such citation');
  return found;
}

export interface CitationLocation {
  citationId: string;
  assistant: 'ai-assistance' | 'portfolio-assistant';
  usecaseId: string | null;
  chatId: string;
  messageId: string;
  approach: Approach;
  ownerEmail: string;
}

/**
 * Finds the answer holding a citation (the /citations/{citationId} deep link). Only the chat's owner and
 * the tenant's administrators may see it, and only when the assistant's feature is theirs; anyone else
 * gets the same 404 as for an unknown id.
 */
export async function locateCitation(
  tx: TenantTx,
  principal: Principal,
  citationId: string,
): Promise<CitationLocation> {
  const row = await tx
    .selectFrom('chat_answers as a')
    .innerJoin('chat_messages as m', (j) =>
      j.onRef('m.tenant_id', '=', 'a.tenant_id').onRef('m.id', '=', 'a.message_id'),
    )
    .innerJoin('chats as c', (j) =>
      j.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.chat_id'),
    )
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
