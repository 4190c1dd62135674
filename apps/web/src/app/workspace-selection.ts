import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { Workspace } from './workspace.ts';
import { useServices } from './services.tsx';

/**
 * The screens' side of the SPEC §4 selections the workspace keeps: which groups are selected
 * (groupsMachine: a single group is selected by itself) and which use case of a group is
 * (selectionMachine: a group's single active use case is selected by itself). Opening a group's use
 * cases selects that group; opening a use case selects it within its group.
 */

/** Selects the group the user opened, when it is one of theirs (GROUPS.SELECT). */
export function pickGroup(workspace: Workspace, groupId: string): void {
  const group = workspace.groups.getSnapshot().context.groups.find((item) => item.id === groupId);
  if (!group) return;
  const selected = workspace.groups.getSnapshot().context.selectedGroups;
  if (selected.length === 1 && selected[0]?.id === groupId) return;
  workspace.groups.send({ type: 'GROUPS.SELECT', selectedGroups: [group] });
}

/** Selects the use case the user opened within its group's selection (SELECTION.SELECT). */
export function pickUseCase(workspace: Workspace, groupId: string, useCaseId: string): void {
  workspace.useCases.get(groupId)?.send({ type: 'SELECTION.SELECT', id: useCaseId });
}

function subscribeToGroupSelection(workspace: Workspace, groupId: string, listener: () => void) {
  let current = workspace.useCases.get(groupId)?.subscribe(listener);
  const off = workspace.subscribe(() => {
    current?.unsubscribe();
    current = workspace.useCases.get(groupId)?.subscribe(listener);
    listener();
  });
  return () => {
    off();
    current?.unsubscribe();
  };
}

/** The id of the selected use case of a group, if any. */
export function selectedUseCaseId(workspace: Workspace, groupId: string): string | undefined {
  return workspace.useCases.get(groupId)?.getSnapshot().context.selected?.id;
}

export function useSelectedUseCaseId(groupId: string | undefined): string | undefined {
  const { workspace } = useServices();
  const read = () => (groupId ? selectedUseCaseId(workspace, groupId) : undefined);
  return useSyncExternalStore(
    (listener) => (groupId ? subscribeToGroupSelection(workspace, groupId, listener) : () => {}),
    read,
    read,
  );
}

/** The ids of the selected groups (groupsMachine's selectedGroups). */
export function useSelectedGroupIds(): ReadonlySet<string> {
  const { workspace } = useServices();
  const ids = useSelector(workspace.groups, (snapshot) =>
    snapshot.context.selectedGroups.map((group) => group.id).join('\n'),
  );
  return useMemo(() => new Set(ids ? ids.split('\n') : []), [ids]);
}

/** Opening a group's use cases selects the group once the user's groups are known. */
export function usePickGroup(groupId: string): void {
  const { workspace } = useServices();
  const known = useSelector(workspace.groups, (snapshot) =>
    snapshot.context.groups.some((group) => group.id === groupId),
  );
  useEffect(() => {
    if (known) pickGroup(workspace, groupId);
  }, [workspace, groupId, known]);
}

/** Opening a use case selects it within its group once that group's use cases are loaded. */
export function usePickUseCase(groupId: string | undefined, useCaseId: string): void {
  const { workspace } = useServices();
  const loaded = useSyncExternalStore(
    workspace.subscribe,
    () => (groupId ? workspace.useCases.has(groupId) : false),
    () => false,
  );
  useEffect(() => {
    if (loaded && groupId) pickUseCase(workspace, groupId, useCaseId);
  }, [workspace, groupId, useCaseId, loaded]);
}

/** An agent as the screens name it. */
export interface AgentChoice {
  id: string;
  name: string;
}

const agentChoice = (item: { id: string }): AgentChoice => ({
  id: item.id,
  name: 'name' in item && typeof item.name === 'string' ? item.name : item.id,
});

/** Selects the agent the user picked among the loaded ones (SELECTION.SELECT). */
export function pickAgent(workspace: Workspace, agentId: string): void {
  workspace.agents.send({ type: 'SELECTION.SELECT', id: agentId });
}

/** The id of the agent a new chat runs with: the selected one (the only one, by itself), if any. */
export function selectedAgentId(workspace: Workspace): string | undefined {
  return workspace.agents.getSnapshot().context.selected?.id;
}

/**
 * The agents loaded at sign-in (active ones, by name) and the selected one, from the workspace's
 * selectionMachine: a single agent is selected by itself, among several the user picks one.
 */
export function useAgentSelection(): { agents: readonly AgentChoice[]; selectedId: string | undefined } {
  const { workspace } = useServices();
  const items = useSelector(workspace.agents, (snapshot) => snapshot.context.items);
  const selectedId = useSelector(workspace.agents, (snapshot) => snapshot.context.selected?.id);
  const agents = useMemo(() => items.map(agentChoice), [items]);
  return { agents, selectedId };
}
