import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  chartSeriesMachine,
  initialVisibleSeries,
  type ChartSeriesInput,
} from '../src/chartSeriesMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const visible = (input: ChartSeriesInput, ...events: Parameters<ReturnType<typeof start>['send']>[0][]) => {
  const actor = start(input);
  for (const event of events) actor.send(event);
  return actor.getSnapshot().context.visible;
};
const start = (input: ChartSeriesInput) => createActor(chartSeriesMachine, { input }).start();

describe('initialVisibleSeries', () => {
  it.each<[string, ChartSeriesInput, number[]]>([
    ['the first visibleCount series', { seriesCount: 5, visibleCount: 2 }, [0, 1]],
    ['every series without visibleCount', { seriesCount: 3 }, [0, 1, 2]],
    ['no more series than exist', { seriesCount: 2, visibleCount: 9 }, [0, 1]],
    [
      'the first enhanced option over visibleCount',
      { seriesCount: 5, visibleCount: 1, enhanceDropDownOptions: [{ label: 'Loss', indices: [3, 1] }] },
      [1, 3],
    ],
    [
      'only existing indices of the option',
      { seriesCount: 3, enhanceDropDownOptions: [{ label: 'X', indices: [2, 7, -1, 2] }] },
      [2],
    ],
    [
      'visibleCount when the option list is empty',
      { seriesCount: 4, visibleCount: 1, enhanceDropDownOptions: [] },
      [0],
    ],
  ])('shows %s', (_name, input, expected) => {
    expect(initialVisibleSeries(input)).toEqual(expected);
  });
});

describe('chartSeriesMachine', () => {
  it('adds a hidden series in multi-select', () => {
    expect(visible({ seriesCount: 4, visibleCount: 2 }, { type: 'CHART_SERIES.TOGGLE', index: 3 })).toEqual([
      0, 1, 3,
    ]);
  });

  it('removes a shown series in multi-select', () => {
    expect(visible({ seriesCount: 4, visibleCount: 2 }, { type: 'CHART_SERIES.TOGGLE', index: 0 })).toEqual([
      1,
    ]);
  });

  it('never removes the last remaining series in multi-select', () => {
    expect(
      visible(
        { seriesCount: 4, visibleCount: 2 },
        { type: 'CHART_SERIES.TOGGLE', index: 0 },
        { type: 'CHART_SERIES.TOGGLE', index: 1 },
      ),
    ).toEqual([1]);
  });

  it('shows only the clicked series in single-select', () => {
    expect(
      visible(
        { seriesCount: 4, visibleCount: 2, multiSelect: false },
        { type: 'CHART_SERIES.TOGGLE', index: 3 },
      ),
    ).toEqual([3]);
  });

  it('ignores a series index that does not exist', () => {
    expect(visible({ seriesCount: 2 }, { type: 'CHART_SERIES.TOGGLE', index: 5 })).toEqual([0, 1]);
  });

  it('switches to the indices of a selected enhanced option', () => {
    const actor = start({
      seriesCount: 4,
      enhanceDropDownOptions: [
        { label: 'Premium', indices: [0] },
        { label: 'Losses', indices: [2, 3] },
      ],
    });
    expect(actor.getSnapshot().context.selectedOption).toBe(0);
    actor.send({ type: 'CHART_SERIES.OPTION_SELECTED', optionIndex: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ selectedOption: 1, visible: [2, 3] });
  });

  it('ignores an option that does not exist', () => {
    const actor = start({ seriesCount: 2, enhanceDropDownOptions: [{ label: 'A', indices: [1] }] });
    actor.send({ type: 'CHART_SERIES.OPTION_SELECTED', optionIndex: 4 });
    expect(actor.getSnapshot().context).toMatchObject({ selectedOption: 0, visible: [1] });
  });

  it('reaches every state and transition through generated paths', () => {
    const options = [
      { label: 'A', indices: [0] },
      { label: 'B', indices: [1, 2] },
    ];
    expectFullCoverage(chartSeriesMachine, {
      inputs: [
        { seriesCount: 3, enhanceDropDownOptions: options },
        { seriesCount: 3, visibleCount: 1, multiSelect: false },
      ],
      events: [
        { type: 'CHART_SERIES.TOGGLE', index: 0 },
        { type: 'CHART_SERIES.TOGGLE', index: 1 },
        { type: 'CHART_SERIES.TOGGLE', index: 9 },
        { type: 'CHART_SERIES.OPTION_SELECTED', optionIndex: 1 },
        { type: 'CHART_SERIES.OPTION_SELECTED', optionIndex: 5 },
      ],
    });
  });
});
