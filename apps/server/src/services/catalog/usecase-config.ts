import { randomUUID } from 'node:crypto';
import type { Schema } from '../../contract.ts';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, NotFoundError } from '../../errors.ts';
import { parseListQuery, totalOf, type ListPage } from '../list-query.ts';
import { iso, isoOrNull, jsonb, MAX_CONFIG_VALUE_BYTES, page } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';
import { templateByKey } from './templates.ts';
import { requireUsecase } from './usecases.ts';

export type ConfigEntry = Schema<'ConfigEntry'>;

export type ModuleConfig = Schema<'ModuleConfig'>;

/** A configuration row of any of the three stores: use case, tenant chat or module feature. */
interface EntryRow {
  key: string;
  value: unknown;
  description: string | null;
  updated_by: string | null;
  updated_at: Date;
}

/** A configuration row as its entry. */
export function toEntry(row: EntryRow): ConfigEntry {
  return {
    key: row.key,
    value: row.value,
    description: row.description,
    updatedBy: row.updated_by,
    updateDateTime: iso(row.updated_at),
  };
}

/** The entry a lookup by key found; a 404 saying `missing` when it found none. */
export function foundEntry(row: EntryRow | undefined, missing: string): ConfigEntry {
  if (!row) throw new NotFoundError(missing);
  return toEntry(row);
}

const ENTRY_COLUMNS = ['key', 'value', 'description', 'updated_by', 'updated_at'] as const;

/** A configuration value as stored (JSON text), refused with 413 when larger than any configuration may be. */
export function configValueText(value: unknown): string {
  const text = jsonb(value);
  if (Buffer.byteLength(text) > MAX_CONFIG_VALUE_BYTES) {
    throw new ApiProblemError(
      413,
      'payload_too_large',
      'Payload too large',
      `A configuration value can be at most ${MAX_CONFIG_VALUE_BYTES} bytes of JSON`,
    );
  }
  return text;
}

export async function getConfig(tx: TenantTx, usecaseId: string, key: string): Promise<ConfigEntry> {
  await requireUsecase(tx, usecaseId);
  const row = await tx
    .selectFrom('usecase_configs')
    .select(ENTRY_COLUMNS)
    .where('usecase_id', '=', usecaseId)
    .where('key', '=', key)
    .executeTakeFirst();
  return foundEntry(row, `The use case has no configuration "${key}"`);
}

export async function putConfig(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  entry: { key: string; value: unknown; description?: string },
  updatedBy: string,
): Promise<ConfigEntry> {
  await requireUsecase(tx, usecaseId);
  const value = configValueText(entry.value);
  const row = await tx
    .insertInto('usecase_configs')
    .values({
      tenant_id: tenantId,
      usecase_id: usecaseId,
      key: entry.key,
      value,
      description: entry.description ?? null,
      updated_by: updatedBy,
      updated_at: new Date(),
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'usecase_id', 'key']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        description:
          entry.description === undefined
            ? eb.ref('usecase_configs.description')
            : eb.ref('excluded.description'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(ENTRY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

async function entriesOf(tx: TenantTx, usecaseId: string): Promise<ConfigEntry[]> {
  const rows = await tx
    .selectFrom('usecase_configs')
    .select(ENTRY_COLUMNS)
    .where('usecase_id', '=', usecaseId)
    .orderBy('key')
    .execute();
  return rows.map(toEntry);
}

/** Admin view: the configuration of every use case (module) of the tenant. */
export async function listModuleConfigs(tx: TenantTx): Promise<ModuleConfig[]> {
  const usecases = await tx
    .selectFrom('usecases')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .limit(100)
    .execute();
  const out: ModuleConfig[] = [];
  for (const u of usecases) out.push({ moduleId: u.id, name: u.name, entries: await entriesOf(tx, u.id) });
  return out;
}

export async function getModuleConfig(tx: TenantTx, moduleId: string): Promise<ModuleConfig> {
  const usecase = await requireUsecase(tx, moduleId);
  return { moduleId, name: usecase.name, entries: await entriesOf(tx, moduleId) };
}

export async function putModuleConfig(
  tx: TenantTx,
  tenantId: string,
  moduleId: string,
  entries: { key: string; value: unknown }[],
  updatedBy: string,
): Promise<ModuleConfig> {
  await requireUsecase(tx, moduleId);
  for (const entry of entries) await putConfig(tx, tenantId, moduleId, entry, updatedBy);
  return getModuleConfig(tx, moduleId);
}

export interface UsecaseTemplateView {
  usecaseId: string;
  groupId: string;
  name: string;
  description: string | null;
  questions: { text: string; category: string | null }[];
  config: Record<string, unknown>;
}

/**
 * The starting point for a use case in a group: the built-in template for built-in use cases, otherwise
 * the use case's current active questions and configuration, so a copy can be made into another group.
 */
export async function getTemplate(
  tx: TenantTx,
  usecaseId: string,
  groupId: string,
): Promise<UsecaseTemplateView> {
  const usecase = await requireUsecase(tx, usecaseId);
  const group = await tx.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new NotFoundError('No such group');
  const template = templateByKey(usecase.key);
  if (template) {
    return {
      usecaseId,
      groupId,
      name: template.name,
      description: template.description,
      questions: template.questions.map((q) => ({ text: q.text, category: q.category })),
      config: { ...template.config },
    };
  }
  const questions = await tx
    .selectFrom('usecase_questions')
    .select(['text', 'category'])
    .where('usecase_id', '=', usecaseId)
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .limit(200)
    .execute();
  const entries = await entriesOf(tx, usecaseId);
  const description = await tx
    .selectFrom('usecases')
    .select('description')
    .where('id', '=', usecaseId)
    .executeTakeFirstOrThrow();
  return {
    usecaseId,
    groupId,
    name: usecase.name,
    description: description.description,
    questions,
    config: Object.fromEntries(entries.map((e) => [e.key, e.value])),
  };
}

export interface ResetJob {
  id: string;
  kind: 'usecase-reset';
  status: 'succeeded';
  progress: number;
  error: null;
  createdDateTime: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/**
 * Puts a use case back to its template: the question base and configuration are replaced. It is quick
 * (one transaction), so the job is already finished when it is answered.
 */
export async function resetUsecase(
  tx: TenantTx,
  tenantId: string,
  usecaseId: string,
  actor: string,
): Promise<ResetJob> {
  const started = new Date();
  const usecase = await requireUsecase(tx, usecaseId);
  const template = templateByKey(usecase.key);
  await tx.deleteFrom('usecase_questions').where('usecase_id', '=', usecaseId).execute();
  await tx.deleteFrom('usecase_configs').where('usecase_id', '=', usecaseId).execute();
  if (template) {
    if (template.questions.length > 0) {
      await tx
        .insertInto('usecase_questions')
        .values(
          template.questions.map((q, i) => ({
            tenant_id: tenantId,
            usecase_id: usecaseId,
            text: q.text,
            category: q.category,
            approach: q.approach,
            sort_order: i,
          })),
        )
        .execute();
    }
    for (const [key, value] of Object.entries(template.config)) {
      await putConfig(tx, tenantId, usecaseId, { key, value }, actor);
    }
  }
  const finished = new Date();
  return {
    id: randomUUID(),
    kind: 'usecase-reset',
    status: 'succeeded',
    progress: 100,
    error: null,
    createdDateTime: iso(started),
    startedAt: iso(started),
    finishedAt: isoOrNull(finished),
  };
}

export type UsecaseUser = Schema<'UsecaseUser'>;

/**
 * Members who can use the use case: everyone active in the tenant whose features include the use case's
 * feature (all active members when it has none). lastActiveAt is their latest sign-in.
 * TODO: chatCount counts chats once the chat tables exist (issue of the chat engine); until then 0.
 */
export async function listUsecaseUsers(
  tx: TenantTx,
  usecaseId: string,
  query: Record<string, unknown>,
): Promise<ListPage<UsecaseUser>> {
  await requireUsecase(tx, usecaseId);
  const feature = await tx
    .selectFrom('usecases')
    .select('feature')
    .where('id', '=', usecaseId)
    .executeTakeFirstOrThrow();
  const q = parseListQuery(query, LIST_FIELDS.usecaseUser, 'name', 'x.id');
  const where = q.where ?? sql<boolean>`true`;
  const base = tx
    .selectFrom('users as x')
    .where('x.is_active', '=', true)
    .where((eb) =>
      feature.feature === null
        ? eb.val(true)
        : eb(sql.val(feature.feature), '=', eb.fn.any('x.enabled_features')),
    )
    .where(where);
  const rows = await base
    .select([
      'x.username',
      'x.name',
      'x.email',
      'x.role_name',
      sql<Date | null>`(select max(s.created_at) from sessions s where s.tenant_id = x.tenant_id and s.user_id = x.id)`.as(
        'last_active',
      ),
    ])
    .orderBy(q.orderBy)
    .limit(q.pageSize)
    .offset(q.offset)
    .execute();
  return page(
    q,
    await totalOf(q, base, rows.length),
    rows.map((r) => ({
      username: r.username,
      name: r.name,
      email: r.email,
      roleName: r.role_name as UsecaseUser['roleName'],
      chatCount: 0,
      lastActiveAt: r.last_active ? new Date(r.last_active).toISOString() : null,
    })),
  );
}
