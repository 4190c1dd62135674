import { Select } from '../../components/ui/Select.tsx';
import { useServices } from '../../app/services.tsx';
import { pickAgent, useAgentSelection } from '../../app/workspace-selection.ts';

/**
 * The agent a new chat runs with (SPEC §4): the only loaded agent is selected and named; among several
 * the user picks one; with none the server's default answers and nothing is shown.
 */
export function AgentPicker() {
  const { workspace } = useServices();
  const { agents, selectedId } = useAgentSelection();
  const only = agents.length === 1 ? agents[0] : undefined;
  if (agents.length === 0) return null;
  if (only)
    return (
      <p className="chat__agent" data-testid="chat-agent">
        Agent: <strong>{only.name}</strong>
      </p>
    );
  return (
    <Select
      label="Agent"
      className="chat__agent"
      placeholder="Select an agent"
      description="The agent that answers this chat."
      options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
      value={selectedId ?? null}
      onChange={(id) => {
        if (id) pickAgent(workspace, id);
      }}
    />
  );
}
