import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';

export type Agent = Schema<'Agent'>;

export type AgentWrite = Schema<'AgentWrite'>;

function selectAgents(tx: TenantTx) {
  return tx.selectFrom('agents as a').select([
    'a.id',
    'a.name',
    'a.description',
    'a.is_active',
    'a.approach',
    'a.instructions',
    'a.created_at',
    'a.updated_at',
    sql<
      string[]
    >`coalesce((select array_agg(au.usecase_id::text order by au.usecase_id) from agent_usecases au
        where au.tenant_id = a.tenant_id and au.agent_id = a.id), '{}')`.as('usecase_ids'),
  ]);
}

type AgentRow = Awaited<ReturnType<ReturnType<typeof selectAgents>['executeTakeFirstOrThrow']>>;

function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.is_active,
    approach: row.approach as Agent['approach'],
    instructions: row.instructions,
    usecaseIds: row.usecase_ids,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

export async function listAgents(tx: TenantTx, query: Record<string, unknown>): Promise<ListPage<Agent>> {
  const q = parseListQuery(query, LIST_FIELDS.agent, 'name', 'a.id');
  const { rows, ...total } = await selectPage(q, selectAgents(tx).where(q.where ?? sql<boolean>`true`));
  return page(q, total, rows.map(toAgent));
}

export async function getAgent(tx: TenantTx, id: string): Promise<Agent> {
  const row = await selectAgents(tx).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such agent');
  return toAgent(row);
}

const duplicate = (name: string) => `An agent named "${name}" already exists`;

export async function createAgent(tx: TenantTx, tenantId: string, input: AgentWrite): Promise<Agent> {
  const name = nonBlank(input.name, 'name');
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('agents')
        .values({
          tenant_id: tenantId,
          name,
          description: input.description ?? null,
          is_active: input.isActive ?? true,
          approach: input.approach,
          instructions: input.instructions ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(name),
  );
  return getAgent(tx, id);
}

export async function updateAgent(tx: TenantTx, id: string, input: AgentWrite): Promise<Agent> {
  const name = nonBlank(input.name, 'name');
  const result = await uniquely(
    () =>
      tx
        .updateTable('agents')
        .set({
          name,
          description: input.description ?? null,
          is_active: input.isActive ?? true,
          approach: input.approach,
          instructions: input.instructions ?? null,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .executeTakeFirst(),
    duplicate(name),
  );
  if (result.numUpdatedRows === 0n) throw new NotFoundError('No such agent');
  return getAgent(tx, id);
}

export async function deleteAgent(tx: TenantTx, id: string): Promise<void> {
  const result = await tx.deleteFrom('agents').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError('No such agent');
}

/** Replaces the use cases an agent is offered in; every id must be a use case of the tenant. */
export async function setAgentUsecases(
  tx: TenantTx,
  tenantId: string,
  id: string,
  usecaseIds: string[],
): Promise<Agent> {
  await getAgent(tx, id);
  const unique = [...new Set(usecaseIds.map((u) => u.toLowerCase()))];
  if (unique.length > 0) {
    const found = await tx.selectFrom('usecases').select('id').where('id', 'in', unique).execute();
    const missing = unique.filter((u) => !found.some((f) => f.id === u));
    if (missing.length > 0) throw new NotFoundError(`No such use case: ${missing.join(', ')}`);
  }
  await tx.deleteFrom('agent_usecases').where('agent_id', '=', id).execute();
  if (unique.length > 0) {
    await tx
      .insertInto('agent_usecases')
      .values(unique.map((usecaseId) => ({ tenant_id: tenantId, agent_id: id, usecase_id: usecaseId })))
      .execute();
  }
  return getAgent(tx, id);
}
