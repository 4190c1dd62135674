import { assign, setup } from 'xstate';

export interface Selectable {
  id: string;
}

/** SPEC §4: when exactly one agent or use case is loaded it is the selection; otherwise there is none. */
export const autoSelectSingle = <T extends Selectable>(items: readonly T[]): T | undefined =>
  items.length === 1 ? items[0] : undefined;

export interface SelectionContext<T extends Selectable = Selectable> {
  items: T[];
  selected: T | undefined;
}

export type SelectionEvent<T extends Selectable = Selectable> =
  | { type: 'SELECTION.ITEMS_LOADED'; items: T[] }
  | { type: 'SELECTION.SELECT'; id: string }
  | { type: 'SELECTION.CLEAR' };

/**
 * One selection among loaded items (agents, use cases). A reload keeps a previous choice that is
 * still present, so that a refetch does not undo the user's pick.
 */
export const selectionMachine = setup({
  types: {
    context: {} as SelectionContext,
    events: {} as SelectionEvent,
  },
  guards: {
    loadedExactlyOne: ({ event }) => event.type === 'SELECTION.ITEMS_LOADED' && event.items.length === 1,
    keepsCurrentSelection: ({ context, event }) =>
      event.type === 'SELECTION.ITEMS_LOADED' &&
      context.selected !== undefined &&
      event.items.some((item) => item.id === context.selected?.id),
    isLoadedItem: ({ context, event }) =>
      event.type === 'SELECTION.SELECT' && context.items.some((item) => item.id === event.id),
  },
  actions: {
    storeAndAutoSelect: assign(({ event }) =>
      event.type === 'SELECTION.ITEMS_LOADED'
        ? { items: [...event.items], selected: autoSelectSingle(event.items) }
        : {},
    ),
    storeKeepingSelection: assign(({ context, event }) =>
      event.type === 'SELECTION.ITEMS_LOADED'
        ? { items: [...event.items], selected: event.items.find((item) => item.id === context.selected?.id) }
        : {},
    ),
    selectItem: assign(({ context, event }) =>
      event.type === 'SELECTION.SELECT'
        ? { selected: context.items.find((item) => item.id === event.id) }
        : {},
    ),
    clearSelection: assign({ items: () => [], selected: () => undefined }),
  },
}).createMachine({
  id: 'selection',
  context: { items: [], selected: undefined },
  initial: 'empty',
  on: {
    'SELECTION.ITEMS_LOADED': [
      { guard: 'loadedExactlyOne', target: '.selected', actions: 'storeAndAutoSelect' },
      { guard: 'keepsCurrentSelection', target: '.selected', actions: 'storeKeepingSelection' },
      { target: '.choosing', actions: 'storeAndAutoSelect' },
    ],
    'SELECTION.CLEAR': { target: '.empty', actions: 'clearSelection' },
  },
  states: {
    empty: {},
    choosing: {
      on: { 'SELECTION.SELECT': { guard: 'isLoadedItem', target: 'selected', actions: 'selectItem' } },
    },
    selected: {
      tags: ['selected'],
      on: { 'SELECTION.SELECT': { guard: 'isLoadedItem', target: 'selected', actions: 'selectItem' } },
    },
  },
});
