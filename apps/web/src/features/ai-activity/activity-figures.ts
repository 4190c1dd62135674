import { CHART_SIZES } from '@ratelens/domain';
import type { components } from '@ratelens/api';
import type { ChartTable, PlotFigure } from '../../components/charts/chart-model.ts';

// The AI activity charts: each a Plotly figure and the same numbers as a table.

export type ChatActivity = components['schemas']['ChatActivity'];

export interface ActivityChart {
  id: string;
  title: string;
  rowHeader: string;
  figure: PlotFigure;
  table: ChartTable;
}

const SIZE = CHART_SIZES.medium;
const FONT = { family: 'inherit', size: 12 };
export const COLORS = {
  primary: '#1f5fa8',
  ok: '#17613a',
  warn: '#b35c00',
  bad: '#b3261e',
  muted: '#6b7280',
};

function layout(yTitle: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    margin: { l: 56, r: 16, t: 16, b: 48 },
    font: FONT,
    showlegend: true,
    legend: { orientation: 'h', y: -0.2 },
    yaxis: { title: { text: yTitle }, rangemode: 'tozero', fixedrange: true },
    xaxis: { fixedrange: true },
    ...extra,
  };
}

export interface BarSeries {
  name: string;
  values: number[];
  color: string;
}

/**
 * The one bar-chart builder of this screen: categories along one axis, one trace per series, and the
 * same numbers as a table (a row per category, a column per series). Horizontal bars suit long labels.
 */
export function barChart(spec: {
  id: string;
  title: string;
  rowHeader: string;
  valueTitle: string;
  categories: { key: string; label: string }[];
  series: BarSeries[];
  barmode?: 'stack' | 'group';
  horizontal?: boolean;
}): ActivityChart {
  const labels = spec.categories.map((c) => c.label);
  const several = spec.series.length > 1;
  const figureLayout = spec.horizontal
    ? layout('', {
        margin: { l: 200, r: 16, t: 16, b: 48 },
        yaxis: { automargin: true, autorange: 'reversed', fixedrange: true },
        xaxis: { title: { text: spec.valueTitle }, rangemode: 'tozero', fixedrange: true },
        showlegend: several,
        ...(spec.barmode ? { barmode: spec.barmode } : {}),
      })
    : layout(spec.valueTitle, spec.barmode ? { barmode: spec.barmode } : {});
  return {
    id: spec.id,
    title: spec.title,
    rowHeader: spec.rowHeader,
    figure: {
      size: SIZE,
      layout: figureLayout,
      data: spec.series.map((s) => ({
        type: 'bar',
        name: s.name,
        ...(spec.horizontal ? { orientation: 'h', y: labels, x: s.values } : { x: labels, y: s.values }),
        marker: { color: s.color },
      })),
    },
    table: {
      columns: spec.series.map((s) => s.name),
      rows: spec.categories.map((c, i) => ({
        key: c.key,
        header: c.label,
        cells: spec.series.map((s) => String(s.values[i] ?? 0)),
      })),
    },
  };
}

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
const num = (v: number | null, digits = 3) => (v === null ? '–' : v.toFixed(digits));

export function activityCharts(activity: ChatActivity): ActivityChart[] {
  const days = activity.daily.map((d) => ({ key: d.date, label: d.date }));
  const daily = (name: string, pick: (d: ChatActivity['daily'][number]) => number, color: string) => ({
    name,
    values: activity.daily.map(pick),
    color,
  });
  const approaches = activity.approaches.map((a) => ({ key: a.approach, label: a.approach }));
  const drift = activity.drift;
  const compared = drift.weeks.filter((w) => !drift.reference.weeks.includes(w.week));
  return [
    barChart({
      id: 'questions',
      title: 'Questions per day',
      rowHeader: 'Day',
      valueTitle: 'Questions',
      categories: days,
      series: [daily('Questions', (d) => d.questions, COLORS.primary)],
    }),
    barChart({
      id: 'found',
      title: 'Answers found vs "not found"',
      rowHeader: 'Day',
      valueTitle: 'Answers',
      categories: days,
      barmode: 'stack',
      series: [
        daily('Found', (d) => d.answered, COLORS.ok),
        daily('Not found', (d) => d.notFound, COLORS.warn),
      ],
    }),
    barChart({
      id: 'votes',
      title: 'Votes up and down',
      rowHeader: 'Day',
      valueTitle: 'Votes',
      categories: days,
      barmode: 'group',
      series: [daily('Up', (d) => d.upVotes, COLORS.ok), daily('Down', (d) => d.downVotes, COLORS.bad)],
    }),
    barChart({
      id: 'approaches',
      title: 'Approaches used',
      rowHeader: 'Approach',
      valueTitle: 'Answers',
      categories: approaches,
      barmode: 'stack',
      series: [
        {
          name: 'Found',
          values: activity.approaches.map((a) => a.answers - a.notFound),
          color: COLORS.primary,
        },
        { name: 'Not found', values: activity.approaches.map((a) => a.notFound), color: COLORS.warn },
      ],
    }),
    barChart({
      id: 'documents',
      title: 'Documents most cited',
      rowHeader: 'Document',
      valueTitle: 'Answers and citations',
      horizontal: true,
      categories: activity.documents.map((d) => ({ key: d.documentId, label: d.filename })),
      series: [
        {
          name: 'Answers citing it',
          values: activity.documents.map((d) => d.answers),
          color: COLORS.primary,
        },
        { name: 'Citations', values: activity.documents.map((d) => d.citations), color: COLORS.muted },
      ],
      barmode: 'group',
    }),
    {
      id: 'drift',
      title: 'Assistant drift by week (PSI against the reference period)',
      rowHeader: 'Week',
      figure: {
        size: SIZE,
        layout: layout('PSI', {
          shapes: [drift.thresholds.monitor, drift.thresholds.shift].map((y, i) => ({
            type: 'line',
            xref: 'paper',
            x0: 0,
            x1: 1,
            y0: y,
            y1: y,
            line: { color: i === 0 ? COLORS.warn : COLORS.bad, dash: 'dash', width: 1 },
          })),
        }),
        data: (
          [
            ['Retrieval scores', 'scorePsi', COLORS.primary],
            ['"Not found" rate', 'notFoundPsi', COLORS.warn],
          ] as const
        ).map(([name, key, color]) => ({
          type: 'scatter',
          mode: 'lines+markers',
          name,
          x: compared.map((w) => w.week),
          y: compared.map((w) => w[key]),
          marker: { color },
        })),
      },
      table: {
        columns: [
          'Answers',
          'Mean retrieval score',
          'Score PSI',
          'Score band',
          '"Not found" rate',
          '"Not found" PSI',
          '"Not found" band',
        ],
        rows: drift.weeks.map((w) => ({
          key: w.week,
          header: drift.reference.weeks.includes(w.week) ? `${w.week} (reference)` : w.week,
          cells: [
            String(w.answers),
            num(w.meanScore, 4),
            num(w.scorePsi),
            w.scoreBand ?? '–',
            pct(w.notFoundRate),
            num(w.notFoundPsi),
            w.notFoundBand ?? '–',
          ],
        })),
      },
    },
  ];
}
