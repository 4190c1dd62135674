import { useMachine } from '@xstate/react';
import { chartSeriesMachine } from '@ratelens/machines';
import { Select } from '../ui/Select.tsx';
import { ToggleButton } from '../ui/ToggleButton.tsx';
import { ChartDataTable } from './ChartDataTable.tsx';
import {
  buildFigure,
  chartTable,
  isSupportedChart,
  parseChartOptions,
  withDistinctColours,
  type ChartItem,
} from './chart-model.ts';
import { PlotlyFigure } from './PlotlyFigure.tsx';
import './charts.css';

export interface CollectionChartProps {
  item: ChartItem;
  /** Heading level of the chart title in the page outline. */
  level?: 2 | 3;
}

/**
 * One chart of a chart collection (SPEC §3): heatMap, lineChart, comboBarChart or bubbleChart; any other
 * type renders nothing (SPEC §2). Series visibility is the chartSeriesMachine's: the first visibleCount
 * series (or the first dropdown option's), legend toggles that never hide the last series.
 */
export function CollectionChart({ item, level = 2 }: CollectionChartProps) {
  if (!isSupportedChart(item)) return null;
  return <SupportedChart item={withDistinctColours(item)} level={level} />;
}

function SupportedChart({ item, level = 2 }: CollectionChartProps) {
  const options = parseChartOptions(item.chartOptions);
  const multiSelect = options.flags.has('multiSelectLegend');
  const [state, send] = useMachine(chartSeriesMachine, {
    input: {
      seriesCount: item.data.length,
      visibleCount: item.visibleCount,
      enhanceDropDownOptions: item.enhanceDropDownOptions,
      multiSelect,
    },
  });
  const { visible, selectedOption, options: dropDown } = state.context;
  const figure = buildFigure(item, visible);
  if (!figure) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const showLegend =
    item.data.length > 1 && (options.flags.has('legend') || options.flags.has('showLegend') || multiSelect);
  const visibleNames = visible.map((index) => item.data[index]?.legendLabel).filter(Boolean);
  return (
    <section className="rl-chart" data-chart-type={item.chartType} aria-label={item.chartTitle}>
      <Heading className="rl-chart__title">{item.chartTitle}</Heading>
      {dropDown.length > 0 ? (
        <Select
          className="rl-chart__dropdown"
          label={item.dropDownText || 'Select series'}
          options={dropDown.map((option, index) => ({ value: String(index), label: option.label }))}
          value={selectedOption === undefined ? null : String(selectedOption)}
          onChange={(value) =>
            value !== null && send({ type: 'CHART_SERIES.OPTION_SELECTED', optionIndex: Number(value) })
          }
        />
      ) : null}
      {showLegend ? (
        <div
          className="rl-chart__legend"
          role="group"
          aria-label={`Series of ${item.chartTitle}${multiSelect ? '' : ' (pick one)'}`}
        >
          {item.data.map((series, index) => {
            const isVisible = visible.includes(index);
            return (
              <ToggleButton
                key={`${series.legendCode}-${index}`}
                isSelected={isVisible}
                onChange={() => send({ type: 'CHART_SERIES.TOGGLE', index })}
                data-legend-code={series.legendCode}
              >
                <span className="rl-chart__swatch" style={{ background: series.color }} aria-hidden="true" />
                {series.legendLabel}
              </ToggleButton>
            );
          })}
        </div>
      ) : null}
      <div className="rl-chart__scroll">
        <PlotlyFigure
          figure={figure}
          label={`${item.chartTitle}: ${item.yAxisLabel} by ${item.xAxisLabel}${
            visibleNames.length ? `, showing ${visibleNames.join(', ')}` : ''
          }`}
        />
      </div>
      <ChartDataTable
        title={item.chartTitle}
        table={chartTable(item, visible)}
        rowHeader={item.chartType === 'heatMap' ? item.yAxisLabel : 'Series'}
        level={level === 2 ? 3 : 4}
      />
    </section>
  );
}
