import type { components } from '@ratelens/api';
import { BUBBLE_CHART_SIZE } from '@ratelens/domain';
import { plotFrame, yAxisRange, type PlotFigure } from '../../components/charts/chart-model.ts';

export type OutlierQuadrants = components['schemas']['OutlierQuadrants'];
type Quadrant = components['schemas']['Quadrant'];

export const QUADRANT_COLORS: Record<Quadrant, string> = {
  'high-high': '#dc2626',
  'high-low': '#f59e0b',
  'low-high': '#9333ea',
  'low-low': '#16a34a',
};

const title = (metric: string) =>
  metric.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** Segments placed by frequency (x) and severity (y), one colour per quadrant, split at the thresholds. */
export function quadrantFigure(data: OutlierQuadrants): PlotFigure {
  const size = BUBBLE_CHART_SIZE;
  const largest = Math.max(1, ...data.points.map((p) => p.size));
  const traces = data.quadrants.map((q) => {
    const points = data.points.filter((p) => p.quadrant === q.quadrant);
    return {
      type: 'scatter',
      mode: 'markers',
      name: q.label,
      x: points.map((p) => p.x),
      y: points.map((p) => p.y),
      text: points.map((p) => `${p.label}${p.anomalyId ? ' (outlier)' : ''}`),
      hovertemplate: `%{text}<br>${title(data.xMetric)}: %{x:.2f}<br>${title(data.yMetric)}: %{y:.2f}<extra></extra>`,
      marker: {
        color: QUADRANT_COLORS[q.quadrant],
        opacity: 0.65,
        size: points.map((p) => p.size),
        sizemode: 'area',
        sizeref: (2 * largest) / 30 ** 2,
        sizemin: 3,
        line: {
          color: points.map((p) => (p.anomalyId ? '#111827' : '#ffffff')),
          width: points.map((p) => (p.anomalyId ? 2 : 0.5)),
        },
      },
    };
  });
  const range = yAxisRange([...data.points.map((p) => p.y), data.yThreshold]);
  const line = (axis: 'x' | 'y', value: number) => ({
    type: 'line',
    xref: axis === 'x' ? 'x' : 'paper',
    yref: axis === 'y' ? 'y' : 'paper',
    x0: axis === 'x' ? value : 0,
    x1: axis === 'x' ? value : 1,
    y0: axis === 'y' ? value : 0,
    y1: axis === 'y' ? value : 1,
    line: { color: '#475263', width: 1, dash: 'dash' },
  });
  return {
    size,
    data: traces,
    layout: {
      ...plotFrame(size),
      xaxis: { title: { text: title(data.xMetric) }, zeroline: false },
      yaxis: { title: { text: title(data.yMetric) }, zeroline: false, ...(range ? { range } : {}) },
      shapes: [line('x', data.xThreshold), line('y', data.yThreshold)],
    },
  };
}
