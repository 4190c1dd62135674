import { withTenant, type TenantTx } from '../../db/tenant.ts';
import * as agents from '../../services/catalog/agents.ts';
import { listUsecases, type UseCase } from '../../services/catalog/usecases.ts';
import type { HandlerContext, OperationHandlers } from '../context.ts';
import { requireTenantId } from '../context.ts';

/** The agent family of B's catalogue, run inside the tenant named by the path (SPEC §7 agent sub-resource). */
function inNamedTenant<T>(
  fn: (tx: TenantTx, tenantId: string, ctx: HandlerContext) => Promise<T>,
  status?: number,
) {
  return async (ctx: HandlerContext) => {
    const tenantId = requireTenantId(ctx);
    const result = await withTenant(ctx.deps.db, tenantId, (tx) => fn(tx, tenantId, ctx));
    if (status !== undefined) ctx.reply.code(status);
    return result;
  };
}

const agentId = (ctx: HandlerContext) => String(ctx.params.agentId).toLowerCase();

/**
 * The caller's page of the agent's use cases, with the use-case list's own filter and order whitelist. A
 * tenant's catalogue is small (contract: at most 100 use cases per agent), so the narrowing to the agent's
 * ids happens after the filtered, ordered read.
 */
async function agentUsecasePage(tx: TenantTx, usecaseIds: string[], query: Record<string, unknown>) {
  const page = typeof query.page === 'number' ? query.page : 1;
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : 20;
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

export const tenantAgentHandlers: OperationHandlers = {
  listTenantAgents: inNamedTenant((tx, _t, ctx) => agents.listAgents(tx, ctx.query)),
  createTenantAgent: inNamedTenant(
    (tx, tenantId, ctx) => agents.createAgent(tx, tenantId, ctx.body as agents.AgentWrite),
    201,
  ),
  getTenantAgent: inNamedTenant((tx, _t, ctx) => agents.getAgent(tx, agentId(ctx))),
  updateTenantAgent: inNamedTenant((tx, _t, ctx) =>
    agents.updateAgent(tx, agentId(ctx), ctx.body as agents.AgentWrite),
  ),
  deleteTenantAgent: inNamedTenant(async (tx, _t, ctx) => {
    await agents.deleteAgent(tx, agentId(ctx));
    return undefined;
  }),
  listTenantAgentUsecases: inNamedTenant(async (tx, _t, ctx) => {
    const agent = await agents.getAgent(tx, agentId(ctx));
    return agentUsecasePage(tx, agent.usecaseIds, ctx.query);
  }),
  setTenantAgentUsecases: inNamedTenant((tx, tenantId, ctx) =>
    agents.setAgentUsecases(tx, tenantId, agentId(ctx), (ctx.body as { usecaseIds: string[] }).usecaseIds),
  ),
};
