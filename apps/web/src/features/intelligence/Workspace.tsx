import { Select } from '../../components/ui/Select.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import { Explorer } from './FilingExplorer.tsx';
import { Carriers, OwnVersusCompetitors, RateDistribution, StateMap } from './MarketCharts.tsx';
import { Feeds, FilingSummary, Metrics } from './WorkspaceFeeds.tsx';
import { DAY_OPTIONS, useWorkspaceState } from './workspace-state.ts';
import './workspace.css';

/** The competitive-intelligence workspace of a use case in the competitive-intelligence group. */
export function CompetitiveIntelligenceWorkspace({ groupId }: { groupId: string }) {
  const user = useCurrentUser();
  const state = useWorkspaceState();
  return (
    <div className="ci-workspace">
      <div className="filters">
        <Select
          label="Period"
          options={DAY_OPTIONS}
          value={String(state.days)}
          onChange={(value) => state.set({ days: value === '365' ? null : value })}
        />
      </div>
      <Metrics groupId={groupId} days={state.days} />
      <Explorer tenantId={user.tenantId} state={state} />
      <StateMap tenantId={user.tenantId} state={state} />
      <RateDistribution tenantId={user.tenantId} state={state} />
      <Carriers tenantId={user.tenantId} state={state} />
      <OwnVersusCompetitors tenantId={user.tenantId} state={state} />
      <FilingSummary tenantId={user.tenantId} state={state} />
      <Feeds groupId={groupId} days={state.days} />
    </div>
  );
}
