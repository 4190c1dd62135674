import { sql } from 'kysely';
import '../../db/schema-documents.ts';
import '../../db/schema-engine-version.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { iso, page } from '../catalog/common.ts';
import { requireUsecase } from '../catalog/usecases.ts';
import { parseListQuery, selectPage, type ListField, type ListPage } from '../list-query.ts';
import {
  composeDocumentAnswer,
  withSearchedNote,
  type Citation,
  type ComposedAnswer,
} from '../answers/compose.ts';
import { dataAnswer } from '../answers/data-answer.ts';
import { engineVersionOf } from '../answers/engine-version.ts';
import { gatherEvidence } from '../answers/evidence.ts';
import { getConfiguration, type Approach } from './chat-config.ts';
import { citationLine, toCsv, type Download } from './chat-sources.ts';
import type { AskDeps } from './chat-ask.ts';
import { answersInChats } from './chat-model.ts';

// Votes become an evaluation set: the answers of a use case's assistant that were voted down, with the
// voters' reasons, exported for offline review and re-run against the current engine to see which ones
// a change to the engine has altered. Read-only: a re-run stores nothing.

export interface DownVotedAnswer {
  id: string;
  messageId: string;
  chatId: string;
  approach: Approach;
  votedOn: 'all' | Approach;
  question: string | null;
  answer: string;
  citations: Citation[];
  engine: 'extractive' | 'generative';
  engineVersion: string;
  answeredAt: string;
  votedAt: string;
  reason: string | null;
  voterName: string | null;
  askerEmail: string;
}

const FIELDS: Record<string, ListField> = {
  votedAt: { column: 'v.created_at', type: 'date' },
  answeredAt: { column: 'm.created_at', type: 'date' },
  approach: { column: 'a.approach', type: 'text' },
  engineVersion: { column: 'a.engine_version', type: 'text' },
  askerEmail: { column: 'c.username', type: 'text' },
};

/** The most an export holds; the list pages through any number. */
export const EXPORT_LIMIT = 5000;
/** A re-run without a selection takes the newest down-voted answers, at most this many. */
export const RERUN_DEFAULT = 20;

/**
 * The use case must exist and its assistant's feature must be on for the tenant: the guard checks the
 * role, this checks the feature (one path serves Competitive Intelligence and Portfolio Assistant use
 * cases, whose features differ), for system-admins acting in the tenant as well.
 */
export async function requireAssistantUsecase(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
): Promise<void> {
  await requireUsecase(tx, usecaseId);
  const row = await tx
    .selectFrom('usecases as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select(['u.feature', 't.enabled_features'])
    .where('u.id', '=', usecaseId)
    .where('t.id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such use case');
  const feature = row.feature ?? 'COM-AST';
  if (!(row.enabled_features ?? []).includes(feature))
    throw new ForbiddenError(
      'feature_disabled',
      `The feature ${feature} of this use case's assistant is switched off for the tenant`,
    );
}

function downVotedBase(tx: TenantTx, usecaseId: string) {
  return answersInChats(tx)
    .innerJoin('chat_votes as v', (j) =>
      j
        .onRef('v.tenant_id', '=', 'a.tenant_id')
        .onRef('v.message_id', '=', 'a.message_id')
        .on(sql<boolean>`(v.approach = 'all' or a.approach = v.approach)`),
    )
    .leftJoin('chat_messages as q', (j) =>
      j.onRef('q.tenant_id', '=', 'm.tenant_id').onRef('q.id', '=', 'm.reply_to'),
    )
    .leftJoin('users as u', (j) => j.onRef('u.tenant_id', '=', 'v.tenant_id').onRef('u.id', '=', 'v.user_id'))
    .where('v.vote', '=', 'down')
    .where('c.usecase_id', '=', usecaseId);
}

type Base = ReturnType<typeof downVotedBase>;

function selectItems(base: Base) {
  return base.select([
    'v.message_id',
    'v.approach as voted_on',
    'v.user_id',
    'v.created_at as voted_at',
    'v.comment',
    'a.approach',
    'a.text as answer',
    'a.citations',
    'a.engine',
    'a.engine_version',
    'm.created_at as answered_at',
    'c.id as chat_id',
    'c.username',
    'q.text as question',
    'u.name as voter_name',
  ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem(r: ItemRow): DownVotedAnswer {
  return {
    id: `${r.message_id}.${r.approach}.${r.voted_on}.${r.user_id}`,
    messageId: r.message_id,
    chatId: r.chat_id,
    approach: r.approach as Approach,
    votedOn: r.voted_on as 'all' | Approach,
    question: r.question,
    answer: r.answer,
    citations: (r.citations as Citation[]) ?? [],
    engine: r.engine as 'extractive' | 'generative',
    engineVersion: r.engine_version,
    answeredAt: iso(r.answered_at),
    votedAt: iso(r.voted_at),
    reason: r.comment,
    voterName: r.voter_name || null,
    askerEmail: r.username,
  };
}

export async function listDownVoted(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  query: Record<string, unknown>,
): Promise<ListPage<DownVotedAnswer>> {
  await requireAssistantUsecase(tx, tenantId, usecaseId);
  const q = parseListQuery(query, FIELDS, 'votedAt:desc', 'v.message_id');
  const base = downVotedBase(tx, usecaseId).where(q.where ?? sql<boolean>`true`);
  const { rows, ...total } = await selectPage(q, selectItems(base));
  return page(q, total, rows.map(toItem));
}

async function allDownVoted(tx: TenantTx, usecaseId: string, limit: number): Promise<DownVotedAnswer[]> {
  const rows = await selectItems(downVotedBase(tx, usecaseId))
    .orderBy('v.created_at', 'desc')
    .orderBy('v.message_id', 'desc')
    .orderBy('a.approach')
    .limit(limit)
    .execute();
  return rows.map(toItem);
}

export async function exportDownVoted(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  format: 'csv' | 'json',
): Promise<Download> {
  await requireAssistantUsecase(tx, tenantId, usecaseId);
  const items = await allDownVoted(tx, usecaseId, EXPORT_LIMIT);
  const stamp = new Date().toISOString();
  const base = `down-voted-answers-${usecaseId}-${stamp.slice(0, 10)}`;
  if (format === 'json')
    return {
      filename: `${base}.json`,
      contentType: 'application/json',
      body: JSON.stringify({ usecaseId, exportedAt: stamp, items }, null, 2),
    };
  const columns = [
    'voted_at',
    'answered_at',
    'question',
    'approach',
    'answer',
    'citations',
    'engine',
    'engine_version',
    'reason',
    'voter',
    'asker',
    'chat_id',
    'message_id',
  ];
  const rows = items.map((i) => [
    i.votedAt,
    i.answeredAt,
    i.question,
    i.approach,
    i.answer,
    i.citations.map(citationLine).join(' | '),
    i.engine,
    i.engineVersion,
    i.reason,
    i.voterName,
    i.askerEmail,
    i.chatId,
    i.messageId,
  ]);
  return { filename: `${base}.csv`, contentType: 'text/csv', body: toCsv(columns, rows) };
}

interface RerunAnswer {
  text: string;
  engineVersion: string;
  citations: Citation[];
}

export interface RerunItem {
  messageId: string;
  approach: Approach;
  question: string;
  before: RerunAnswer;
  after: RerunAnswer;
  changed: boolean;
  textChanged: boolean;
  citationsChanged: boolean;
}

/** What a citation points at, without its per-answer id and marker number. */
function citedKey(c: Citation): string {
  return c.kind === 'document'
    ? `d:${c.documentId}:${c.page ?? ''}:${c.startOffset}-${c.endOffset}`
    : `r:${c.table}:${[...c.rowIds].sort().join(',')}`;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export function compareAnswers(before: RerunAnswer, after: RerunAnswer) {
  const keys = (list: Citation[]) => [...new Set(list.map(citedKey))].sort().join('|');
  const textChanged = !sameText(before.text, after.text);
  const citationsChanged = keys(before.citations) !== keys(after.citations);
  return { textChanged, citationsChanged, changed: textChanged || citationsChanged };
}

/**
 * Asks each selected question again with the current engine, scoped and configured as the chat's use case
 * is now, and compares with what was stored. Evidence and data figures are read in the tenant's
 * transaction; a generative answer is composed outside it, as when the question was first asked.
 */
export async function rerunDownVoted(
  deps: AskDeps,
  tenantId: string,
  usecaseId: string,
  input: { items?: { messageId: string; approach: Approach }[] },
): Promise<{ total: number; changed: number; items: RerunItem[] }> {
  const prepared = await withTenant(deps.db, tenantId, async (tx) => {
    await requireAssistantUsecase(tx, tenantId, usecaseId);
    const config = await getConfiguration(tx, { kind: 'usecase', usecaseId });
    let targets: { messageId: string; approach: Approach }[];
    if (input.items) {
      targets = input.items.map((i) => ({ messageId: i.messageId.toLowerCase(), approach: i.approach }));
    } else {
      const seen = new Set<string>();
      targets = [];
      for (const item of await allDownVoted(tx, usecaseId, RERUN_DEFAULT * 4)) {
        const key = `${item.messageId}.${item.approach}`;
        if (seen.has(key) || targets.length >= RERUN_DEFAULT) continue;
        seen.add(key);
        targets.push({ messageId: item.messageId, approach: item.approach });
      }
    }
    const out = [];
    for (const target of targets) {
      const row = await answersInChats(tx)
        .innerJoin('chat_messages as q', (j) =>
          j.onRef('q.tenant_id', '=', 'm.tenant_id').onRef('q.id', '=', 'm.reply_to'),
        )
        .select(['a.text', 'a.citations', 'a.engine_version', 'q.text as question'])
        .where('a.message_id', '=', target.messageId)
        .where('a.approach', '=', target.approach)
        .where('c.usecase_id', '=', usecaseId)
        .executeTakeFirst();
      if (!row)
        throw new NotFoundError(`No ${target.approach} answer ${target.messageId} in this use case's chats`);
      const question = row.question ?? '';
      const evidence =
        target.approach === 'documents'
          ? await gatherEvidence(tx, question, { limit: Math.max(8, config.maxCitations), usecaseId })
          : null;
      const data =
        target.approach === 'data'
          ? await dataAnswer(tx, question, config.maxCitations, { usecaseId })
          : null;
      out.push({
        target,
        question,
        before: {
          text: row.text,
          engineVersion: row.engine_version,
          citations: (row.citations as Citation[]) ?? [],
        },
        evidence,
        data,
      });
    }
    return { config, out };
  });
  const items: RerunItem[] = [];
  for (const p of prepared.out) {
    let answer: ComposedAnswer;
    if (p.evidence) {
      answer = withSearchedNote(
        await composeDocumentAnswer(p.evidence, {
          maxCitations: prepared.config.maxCitations,
          provider: prepared.config.generativeAnswers ? deps.provider : null,
          onProviderError: deps.onProviderError,
        }),
        p.evidence,
      );
    } else {
      answer = p.data!;
    }
    const after: RerunAnswer = {
      text: answer.text,
      engineVersion: engineVersionOf(p.target.approach, answer.engine, deps.provider),
      citations: answer.citations,
    };
    items.push({
      messageId: p.target.messageId,
      approach: p.target.approach,
      question: p.question,
      before: p.before,
      after,
      ...compareAnswers(p.before, after),
    });
  }
  return { total: items.length, changed: items.filter((i) => i.changed).length, items };
}
