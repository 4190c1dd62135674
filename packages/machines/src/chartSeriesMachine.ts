import { assign, setup } from 'xstate';

export interface EnhancedDropDownOption {
  label: string;
  indices: number[];
}

export interface ChartSeriesInput {
  seriesCount: number;
  /** How many series show at first; all of them when absent. */
  visibleCount?: number;
  enhanceDropDownOptions?: EnhancedDropDownOption[];
  /** Legend clicks add and remove series; otherwise a click shows that series alone. */
  multiSelect?: boolean;
}

export interface ChartSeriesContext {
  seriesCount: number;
  multiSelect: boolean;
  options: EnhancedDropDownOption[];
  selectedOption: number | undefined;
  visible: number[];
}

export type ChartSeriesEvent =
  | { type: 'CHART_SERIES.TOGGLE'; index: number }
  | { type: 'CHART_SERIES.OPTION_SELECTED'; optionIndex: number };

const inRange = (count: number) => (index: number) => Number.isInteger(index) && index >= 0 && index < count;

const optionIndices = (option: EnhancedDropDownOption, count: number): number[] =>
  [...new Set(option.indices.filter(inRange(count)))].sort((a, b) => a - b);

/** SPEC §4: the first enhanced option's indices when options exist, else the first visibleCount series. */
export function initialVisibleSeries(input: ChartSeriesInput): number[] {
  const count = Math.max(0, Math.trunc(input.seriesCount));
  const first = input.enhanceDropDownOptions?.[0];
  if (first) return optionIndices(first, count);
  const visible = Math.min(count, Math.max(0, Math.trunc(input.visibleCount ?? count)));
  return Array.from({ length: visible }, (_, index) => index);
}

export const chartSeriesMachine = setup({
  types: {
    context: {} as ChartSeriesContext,
    events: {} as ChartSeriesEvent,
    input: {} as ChartSeriesInput,
  },
  guards: {
    isUnknownSeries: ({ context, event }) =>
      event.type === 'CHART_SERIES.TOGGLE' && !inRange(context.seriesCount)(event.index),
    isSingleSelect: ({ context }) => !context.multiSelect,
    wouldHideLastSeries: ({ context, event }) =>
      event.type === 'CHART_SERIES.TOGGLE' &&
      context.visible.length === 1 &&
      context.visible[0] === event.index,
    isKnownOption: ({ context, event }) =>
      event.type === 'CHART_SERIES.OPTION_SELECTED' && context.options[event.optionIndex] !== undefined,
  },
  actions: {
    showOnly: assign(({ event }) => (event.type === 'CHART_SERIES.TOGGLE' ? { visible: [event.index] } : {})),
    toggleSeries: assign(({ context, event }) => {
      if (event.type !== 'CHART_SERIES.TOGGLE') return {};
      const visible = context.visible.includes(event.index)
        ? context.visible.filter((index) => index !== event.index)
        : [...context.visible, event.index].sort((a, b) => a - b);
      return { visible };
    }),
    applyOption: assign(({ context, event }) => {
      if (event.type !== 'CHART_SERIES.OPTION_SELECTED') return {};
      const option = context.options[event.optionIndex];
      return option
        ? { selectedOption: event.optionIndex, visible: optionIndices(option, context.seriesCount) }
        : {};
    }),
  },
}).createMachine({
  id: 'chartSeries',
  context: ({ input }) => ({
    seriesCount: Math.max(0, Math.trunc(input.seriesCount)),
    multiSelect: input.multiSelect ?? true,
    options: input.enhanceDropDownOptions ?? [],
    selectedOption: input.enhanceDropDownOptions?.length ? 0 : undefined,
    visible: initialVisibleSeries(input),
  }),
  on: {
    'CHART_SERIES.TOGGLE': [
      { guard: 'isUnknownSeries' },
      { guard: 'isSingleSelect', actions: 'showOnly' },
      // SPEC §5: the legend must never end up empty.
      { guard: 'wouldHideLastSeries' },
      { actions: 'toggleSeries' },
    ],
    'CHART_SERIES.OPTION_SELECTED': { guard: 'isKnownOption', actions: 'applyOption' },
  },
});
