import {
  HEAT_MAP_DEFAULT_COLORS,
  clampHeatMapColumns,
  formatHeatMapValue,
  type ChartSize,
} from '@ratelens/domain';
import {
  type ChartItem,
  type ChartSeries,
  type PlotData,
  type PlotFigure,
  type ChartOptions,
  parseChartOptions,
  listOf,
  formatValue,
  yAxisRange,
  labelsOf,
  baseLayout,
  pointText,
  hover,
  thresholdShapes,
} from './chart-base.ts';

// The Plotly figure of each chart type: line, combo bar, bubble and heat map.

export function lineChart(item: ChartItem, visible: readonly ChartSeries[], size: ChartSize): PlotFigure {
  const options = parseChartOptions(item.chartOptions);
  const thresholds = thresholdShapes(options);
  const data = visible.map((series) => ({
    type: 'scatter',
    mode: 'lines+markers',
    name: series.legendLabel,
    x: series.dataPoints.map((point) => point.label),
    y: series.dataPoints.map((point) => point.value),
    text: pointText(series),
    hovertemplate: hover(series),
    line: { color: series.color, width: 2 },
    marker: { color: series.color, size: 6 },
    connectgaps: false,
  }));
  const range = yAxisRange([
    ...visible.flatMap((s) => s.dataPoints.map((p) => p.value)),
    ...thresholds.values,
  ]);
  const layout = baseLayout(item, size);
  return {
    size,
    data,
    layout: {
      ...layout,
      shapes: thresholds.shapes,
      xaxis: { ...(layout.xaxis as PlotData), categoryorder: 'array', categoryarray: labelsOf(visible) },
      yaxis: { ...(layout.yaxis as PlotData), ...(range ? { range } : {}) },
    },
  };
}

export function comboBarChart(item: ChartItem, visible: readonly ChartSeries[], size: ChartSize): PlotFigure {
  const options = parseChartOptions(item.chartOptions);
  const bars = new Set(listOf(options.values.get('bars')));
  const lines = new Set(listOf(options.values.get('line')));
  const secondary = new Set(listOf(options.values.get('secondaryAxis')));
  // Without a 'line:' flag every series is a bar.
  const isLine = (series: ChartSeries) => lines.has(series.legendCode) && !bars.has(series.legendCode);
  const primary: (number | null)[] = [];
  const right: (number | null)[] = [];
  const data = visible.map((series) => {
    const onRight = secondary.has(series.legendCode);
    (onRight ? right : primary).push(...series.dataPoints.map((point) => point.value));
    const common = {
      name: series.legendLabel,
      x: series.dataPoints.map((point) => point.label),
      y: series.dataPoints.map((point) => point.value),
      text: pointText(series),
      hovertemplate: hover(series),
      yaxis: onRight ? 'y2' : 'y',
    };
    return isLine(series)
      ? {
          ...common,
          type: 'scatter',
          mode: 'lines+markers',
          line: { color: series.color, width: 2 },
          marker: { color: series.color, size: 6 },
        }
      : { ...common, type: 'bar', marker: { color: series.color }, textposition: 'none' };
  });
  const layout = baseLayout(item, size);
  const stacked = options.flags.has('stacked');
  // Stacked bars reach the sum of their stack, not the largest single value.
  const stackTotals = () => {
    const totals = new Map<string, number>();
    for (const series of visible) {
      if (secondary.has(series.legendCode) || isLine(series)) continue;
      for (const point of series.dataPoints)
        totals.set(point.label, (totals.get(point.label) ?? 0) + (point.value ?? 0));
    }
    return [...totals.values()];
  };
  const range = yAxisRange(stacked ? [...stackTotals(), ...primary] : primary, { fromZero: true });
  const rightRange = yAxisRange(right, { fromZero: true });
  const hasRight = right.length > 0;
  return {
    size,
    data,
    layout: {
      ...layout,
      barmode: stacked ? 'stack' : 'group',
      margin: { l: 64, r: hasRight ? 64 : 24, t: 16, b: 56 },
      xaxis: { ...(layout.xaxis as PlotData), categoryorder: 'array', categoryarray: labelsOf(visible) },
      yaxis: { ...(layout.yaxis as PlotData), ...(range ? { range } : {}) },
      ...(hasRight
        ? {
            yaxis2: {
              overlaying: 'y',
              side: 'right',
              showgrid: false,
              automargin: true,
              title: {
                text: visible
                  .filter((s) => secondary.has(s.legendCode))
                  .map((s) => s.legendLabel)
                  .join(', '),
              },
              ...(rightRange ? { range: rightRange } : {}),
            },
          }
        : {}),
    },
  };
}

/** 'bubble:x=Earned premium,y=Loss ratio,size=Claims' names the data points holding each coordinate. */
export function bubbleCoordinates(options: ChartOptions): { x: string; y: string; size: string } | undefined {
  const spec = options.values.get('bubble');
  if (!spec) return undefined;
  const parts = new Map(
    spec.split(',').map((part) => {
      const eq = part.indexOf('=');
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()] as const;
    }),
  );
  const x = parts.get('x');
  const y = parts.get('y');
  const size = parts.get('size');
  return x && y && size ? { x, y, size } : undefined;
}

function bubblePoint(series: ChartSeries, coordinates: ReturnType<typeof bubbleCoordinates>) {
  const find = (label: string | undefined, position: number) =>
    (label ? series.dataPoints.find((point) => point.label === label) : undefined) ??
    series.dataPoints[position];
  return { x: find(coordinates?.x, 0), y: find(coordinates?.y, 1), size: find(coordinates?.size, 2) };
}

export function bubbleChart(item: ChartItem, visible: readonly ChartSeries[], size: ChartSize): PlotFigure {
  const coordinates = bubbleCoordinates(parseChartOptions(item.chartOptions));
  const points = visible.map((series) => ({ series, ...bubblePoint(series, coordinates) }));
  const largest = Math.max(1, ...points.map((p) => Math.abs(p.size?.value ?? 0)));
  const data = points.map(({ series, x, y, size: bubble }) => ({
    type: 'scatter',
    mode: 'markers',
    name: series.legendLabel,
    x: [x?.value ?? null],
    y: [y?.value ?? null],
    text: [
      `${series.legendLabel}<br>${x?.label ?? 'x'}: ${formatValue(x?.value ?? null, x?.symbol)}<br>${y?.label ?? 'y'}: ${formatValue(y?.value ?? null, y?.symbol)}<br>${bubble?.label ?? 'Size'}: ${formatValue(bubble?.value ?? null, bubble?.symbol)}`,
    ],
    hovertemplate: '%{text}<extra></extra>',
    marker: {
      color: series.color,
      opacity: 0.7,
      line: { color: '#ffffff', width: 1 },
      size: [Math.abs(bubble?.value ?? 0)],
      sizemode: 'area',
      // The largest bubble is about 48 px across.
      sizeref: (2 * largest) / 48 ** 2,
      sizemin: 4,
    },
  }));
  const layout = baseLayout(item, size);
  const range = yAxisRange(points.map((p) => p.y?.value ?? null));
  // Room for the largest bubble (48 px) on every side, so no mark is cut by the plot area's edge.
  const xRange = paddedRange(
    points.map((p) => p.x?.value ?? null),
    BUBBLE_PAD_PX / (size.width - 88),
  );
  const yRange = range
    ? ([range[0] - ((range[1] - range[0]) * BUBBLE_PAD_PX) / (size.height - 72), range[1]] as const)
    : undefined;
  return {
    size,
    data: data.map((trace) => ({ ...trace, cliponaxis: false })),
    layout: {
      ...layout,
      xaxis: { ...(layout.xaxis as PlotData), type: 'linear', ...(xRange ? { range: xRange } : {}) },
      yaxis: { ...(layout.yaxis as PlotData), ...(yRange ? { range: [...yRange] } : {}) },
    },
  };
}

const BUBBLE_PAD_PX = 30;

/** The values' span widened on both sides by `fraction` of the drawn width. */
function paddedRange(values: readonly (number | null)[], fraction: number): [number, number] | undefined {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (finite.length === 0) return undefined;
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const span = max - min || Math.abs(max) || 1;
  const pad = (span * fraction) / Math.max(0.01, 1 - 2 * fraction);
  return [min - pad, max + pad];
}

/**
 * Every series of a chart in its own colour: a collection whose series share colours (30 segments in
 * the 3 colours of their segment types) gets evenly spaced hues, alternating two lightnesses so
 * neighbours differ; a chart whose colours are already distinct keeps them.
 */
export function withDistinctColours<T extends { data: readonly { color: string }[] }>(item: T): T {
  const colours = item.data.map((series) => series.color.toLowerCase());
  if (new Set(colours).size === colours.length) return item;
  const n = item.data.length;
  return {
    ...item,
    data: item.data.map((series, i) => ({
      ...series,
      color: `hsl(${Math.round((i * 360) / n)}, 70%, ${i % 2 === 0 ? 38 : 55}%)`,
    })),
  };
}

/** Rows are series, columns their data points (1 to 6 of them, SPEC §9), cells with one decimal. */
export function heatMap(item: ChartItem, visible: readonly ChartSeries[], size: ChartSize): PlotFigure {
  const columns = clampHeatMapColumns(item.noOfColumns);
  const labels = labelsOf(visible).slice(0, columns);
  const first = visible[0];
  const colorMin = first?.colorMin || HEAT_MAP_DEFAULT_COLORS.colorMin;
  const colorMax = first?.colorMax || HEAT_MAP_DEFAULT_COLORS.colorMax;
  const cell = (series: ChartSeries, label: string) =>
    series.dataPoints.find((point) => point.label === label);
  const z = visible.map((series) => labels.map((label) => cell(series, label)?.value ?? null));
  const text = visible.map((series) =>
    labels.map((label) => {
      const point = cell(series, label);
      return point?.value === null || point?.value === undefined
        ? ''
        : `${formatHeatMapValue(point.value)}${point.symbol ?? ''}`;
    }),
  );
  const layout = baseLayout(item, size);
  return {
    size,
    data: [
      {
        type: 'heatmap',
        x: labels,
        y: visible.map((series) => series.legendLabel),
        z,
        text,
        texttemplate: '%{text}',
        hovertemplate: '%{y}, %{x}: %{text}<extra></extra>',
        colorscale: [
          [0, colorMin],
          [1, colorMax],
        ],
        showscale: true,
        xgap: 2,
        ygap: 2,
      },
    ],
    layout: {
      ...layout,
      margin: { l: 80, r: 24, t: 16, b: 56 },
      yaxis: { ...(layout.yaxis as PlotData), type: 'category', autorange: 'reversed', zeroline: false },
    },
  };
}
