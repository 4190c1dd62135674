import { assign, setup } from 'xstate';

export interface Group {
  id: string;
  name: string;
  isActive: boolean;
}

export interface GroupsContext {
  groups: Group[];
  selectedGroups: Group[];
}

export type GroupsEvent =
  | { type: 'GROUPS.SET'; groups: Group[] }
  | { type: 'GROUPS.SELECT'; selectedGroups: Group[] }
  | { type: 'GROUPS.CLEAR' };

/** SPEC §4: one group is selected for the user; with several (or none) the user chooses. */
export const groupsMachine = setup({
  types: {
    context: {} as GroupsContext,
    events: {} as GroupsEvent,
  },
  guards: {
    holdsExactlyOneGroup: ({ event }) => event.type === 'GROUPS.SET' && event.groups.length === 1,
  },
  actions: {
    setGroupsSelectingTheOnlyOne: assign(({ event }) =>
      event.type === 'GROUPS.SET' ? { groups: [...event.groups], selectedGroups: [...event.groups] } : {},
    ),
    setGroupsClearingSelection: assign(({ event }) =>
      event.type === 'GROUPS.SET' ? { groups: [...event.groups], selectedGroups: [] } : {},
    ),
    setSelectedGroups: assign(({ event }) =>
      event.type === 'GROUPS.SELECT' ? { selectedGroups: [...event.selectedGroups] } : {},
    ),
    clearGroups: assign({ groups: () => [], selectedGroups: () => [] }),
  },
}).createMachine({
  id: 'groups',
  context: { groups: [], selectedGroups: [] },
  on: {
    'GROUPS.SET': [
      { guard: 'holdsExactlyOneGroup', actions: 'setGroupsSelectingTheOnlyOne' },
      { actions: 'setGroupsClearingSelection' },
    ],
    'GROUPS.SELECT': { actions: 'setSelectedGroups' },
    'GROUPS.CLEAR': { actions: 'clearGroups' },
  },
});
