import { useQueries } from '@tanstack/react-query';
import { filter } from '@ratelens/domain';
import { listQuery, unwrap } from '@ratelens/api';
import { QueryView } from '../../app/QueryView.tsx';
import { useApi, useQueryHooks, useUserData } from '../../app/services.tsx';
import { labelOfUseCase, useUseCase } from '../catalog/use-case-crumbs.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import { summaryCharts } from './summary-figures.ts';

/** The most chats of the group summary read at once (the contract's largest page). */
const GROUP_PAGE = 500;
const AGENT_PAGE = 50;

/** Per agent, the caller's chats with it in this use case over the period (SPEC §7 per-agent summary). */
function useAgentTotals(useCaseId: string, days: number) {
  const api = useApi();
  const agents = useQueryHooks().useQuery('get', '/api/agent', {
    params: {
      query: listQuery({
        pageSize: AGENT_PAGE,
        orderBy: 'name',
        filter: filter().where('isActive', 'eq', true),
      }),
    },
  });
  const list = agents.data?.items ?? [];
  const totals = useQueries({
    queries: list.map((agent) => ({
      queryKey: ['agent-chat-summary-total', useCaseId, agent.id, days],
      queryFn: async () =>
        unwrap(
          await api.GET('/api/usecase/{usecaseId}/chats/agent/{agentId}/summary', {
            params: { path: { usecaseId: useCaseId, agentId: agent.id }, query: { pageSize: 1, days } },
          }),
        ).total,
    })),
  });
  return {
    agents,
    failed: totals.some((t) => t.isError),
    rows: list.map((agent, i) => ({ id: agent.id, name: agent.name, yours: totals[i]?.data ?? null })),
  };
}

/**
 * Who chats where: the group-scoped chat summary (every member, every use case of the group) and the
 * per-agent summary, plotted with their data tables.
 */
export function ChatSummaries({ useCaseId, days }: { useCaseId: string; days: number }) {
  const user = useUserData();
  const hooks = useQueryHooks();
  const useCase = useUseCase(useCaseId);
  const groupId = useCase.data?.groupId ?? '';
  const chats = hooks.useQuery(
    'get',
    '/api/chats/group/{groupId}/summary',
    {
      params: {
        path: { groupId },
        query: { ...listQuery({ pageSize: GROUP_PAGE, orderBy: 'lastMessageAt:desc' }), days },
      },
    },
    { enabled: groupId !== '', placeholderData: (previous) => previous },
  );
  const useCases = hooks.useQuery(
    'get',
    '/api/usecase',
    {
      params: {
        query: listQuery({
          pageSize: 100,
          orderBy: 'name',
          filter: filter().where('groupId', 'eq', groupId).and().where('isActive', 'eq', true),
        }),
      },
    },
    { enabled: groupId !== '' },
  );
  const agentTotals = useAgentTotals(useCaseId, days);
  if (groupId === '' && !useCase.isError) return null;
  return (
    <QueryView query={chats} label="Loading chat summaries">
      {(page) => (
        <>
          <p className="ai-summary-note">
            {page.total > page.items.length
              ? `Chat summaries count the ${page.items.length} most recent of ${page.total} chats of this group in the period.`
              : `Chat summaries count all ${page.total} ${page.total === 1 ? 'chat' : 'chats'} of this group in the period.`}
            {agentTotals.failed ? ' Your chats per agent could not all be loaded.' : ''}
          </p>
          <div className="ai-charts">
            {summaryCharts({
              chats: page.items,
              useCases: (useCases.data?.items ?? []).map((u) => ({ id: u.id, label: labelOfUseCase(u) })),
              useCaseId,
              callerEmail: user.email,
              agents: agentTotals.rows,
            }).map((chart) => (
              <ChartPanel key={chart.id} chart={chart} />
            ))}
          </div>
        </>
      )}
    </QueryView>
  );
}
