import type { Schema } from '../../contract.ts';
import type { TenantTx } from '../../db/tenant.ts';
import * as agents from '../../services/catalog/agents.ts';
import { listUsecases, type UseCase } from '../../services/catalog/usecases.ts';
import { defineOperations, idOf, type QueryOf } from '../operation.ts';

/**
 * The caller's page of the agent's use cases, with the use-case list's own filter and order whitelist. A
 * tenant's catalogue is small (contract: at most 100 use cases per agent), so the narrowing to the agent's
 * ids happens after the filtered, ordered read.
 */
async function agentUsecasePage(
  tx: TenantTx,
  usecaseIds: string[],
  query: QueryOf<'listTenantAgentUsecases'>,
): Promise<Schema<'UseCasePage'>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const wanted = new Set(usecaseIds);
  const matching: UseCase[] = [];
  for (let n = 1; ; n++) {
    const chunk = await listUsecases(tx, { ...query, page: n, pageSize: 500 });
    matching.push(...chunk.items.filter((u) => wanted.has(u.id)));
    if (n * 500 >= chunk.total) break;
  }
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: matching.length,
  };
}

/** The agent family of B's catalogue, run inside the tenant named by the path (SPEC §7 agent sub-resource). */
export const tenantAgentHandlers = defineOperations({
  listTenantAgents: { tenant: 'acting', run: (ctx) => agents.listAgents(ctx.tx, ctx.query) },
  createTenantAgent: {
    tenant: 'acting',
    status: 201,
    run: (ctx) => agents.createAgent(ctx.tx, ctx.tenantId, ctx.body),
  },
  getTenantAgent: { tenant: 'acting', run: (ctx) => agents.getAgent(ctx.tx, idOf(ctx.path.agentId)) },
  updateTenantAgent: {
    tenant: 'acting',
    run: (ctx) => agents.updateAgent(ctx.tx, idOf(ctx.path.agentId), ctx.body),
  },
  deleteTenantAgent: {
    tenant: 'acting',
    run: async (ctx) => {
      await agents.deleteAgent(ctx.tx, idOf(ctx.path.agentId));
      return undefined;
    },
  },
  listTenantAgentUsecases: {
    tenant: 'acting',
    run: async (ctx) => {
      const agent = await agents.getAgent(ctx.tx, idOf(ctx.path.agentId));
      return agentUsecasePage(ctx.tx, agent.usecaseIds, ctx.query);
    },
  },
  setTenantAgentUsecases: {
    tenant: 'acting',
    run: (ctx) => agents.setAgentUsecases(ctx.tx, ctx.tenantId, idOf(ctx.path.agentId), ctx.body.usecaseIds),
  },
});
