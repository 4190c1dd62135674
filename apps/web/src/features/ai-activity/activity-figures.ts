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
const COLORS = { primary: '#1f5fa8', ok: '#17613a', warn: '#b35c00', bad: '#b3261e', muted: '#6b7280' };

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

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
const num = (v: number | null, digits = 3) => (v === null ? '–' : v.toFixed(digits));

export function activityCharts(activity: ChatActivity): ActivityChart[] {
  const days = activity.daily.map((d) => d.date);
  const byDay = (pick: (d: ChatActivity['daily'][number]) => number[]) =>
    activity.daily.map((d) => ({ key: d.date, header: d.date, cells: pick(d).map(String) }));
  const drift = activity.drift;
  const compared = drift.weeks.filter((w) => !drift.reference.weeks.includes(w.week));
  return [
    {
      id: 'questions',
      title: 'Questions per day',
      rowHeader: 'Day',
      figure: {
        size: SIZE,
        layout: layout('Questions'),
        data: [
          {
            type: 'bar',
            name: 'Questions',
            x: days,
            y: activity.daily.map((d) => d.questions),
            marker: { color: COLORS.primary },
          },
        ],
      },
      table: { columns: ['Questions'], rows: byDay((d) => [d.questions]) },
    },
    {
      id: 'found',
      title: 'Answers found vs "not found"',
      rowHeader: 'Day',
      figure: {
        size: SIZE,
        layout: layout('Answers', { barmode: 'stack' }),
        data: [
          {
            type: 'bar',
            name: 'Found',
            x: days,
            y: activity.daily.map((d) => d.answered),
            marker: { color: COLORS.ok },
          },
          {
            type: 'bar',
            name: 'Not found',
            x: days,
            y: activity.daily.map((d) => d.notFound),
            marker: { color: COLORS.warn },
          },
        ],
      },
      table: { columns: ['Found', 'Not found'], rows: byDay((d) => [d.answered, d.notFound]) },
    },
    {
      id: 'votes',
      title: 'Votes up and down',
      rowHeader: 'Day',
      figure: {
        size: SIZE,
        layout: layout('Votes', { barmode: 'group' }),
        data: [
          {
            type: 'bar',
            name: 'Up',
            x: days,
            y: activity.daily.map((d) => d.upVotes),
            marker: { color: COLORS.ok },
          },
          {
            type: 'bar',
            name: 'Down',
            x: days,
            y: activity.daily.map((d) => d.downVotes),
            marker: { color: COLORS.bad },
          },
        ],
      },
      table: { columns: ['Up', 'Down'], rows: byDay((d) => [d.upVotes, d.downVotes]) },
    },
    {
      id: 'approaches',
      title: 'Approaches used',
      rowHeader: 'Approach',
      figure: {
        size: SIZE,
        layout: layout('Answers', { barmode: 'stack' }),
        data: [
          {
            type: 'bar',
            name: 'Found',
            x: activity.approaches.map((a) => a.approach),
            y: activity.approaches.map((a) => a.answers - a.notFound),
            marker: { color: COLORS.primary },
          },
          {
            type: 'bar',
            name: 'Not found',
            x: activity.approaches.map((a) => a.approach),
            y: activity.approaches.map((a) => a.notFound),
            marker: { color: COLORS.warn },
          },
        ],
      },
      table: {
        columns: ['Answers', 'Not found'],
        rows: activity.approaches.map((a) => ({
          key: a.approach,
          header: a.approach,
          cells: [String(a.answers), String(a.notFound)],
        })),
      },
    },
    {
      id: 'documents',
      title: 'Documents most cited',
      rowHeader: 'Document',
      figure: {
        size: SIZE,
        layout: layout('', {
          margin: { l: 200, r: 16, t: 16, b: 48 },
          yaxis: { automargin: true, autorange: 'reversed', fixedrange: true },
          xaxis: { title: { text: 'Answers citing it' }, rangemode: 'tozero', fixedrange: true },
          showlegend: false,
        }),
        data: [
          {
            type: 'bar',
            orientation: 'h',
            name: 'Answers citing it',
            y: activity.documents.map((d) => d.filename),
            x: activity.documents.map((d) => d.answers),
            marker: { color: COLORS.primary },
          },
        ],
      },
      table: {
        columns: ['Answers citing it', 'Citations'],
        rows: activity.documents.map((d) => ({
          key: d.documentId,
          header: d.filename,
          cells: [String(d.answers), String(d.citations)],
        })),
      },
    },
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
        data: [
          {
            type: 'scatter',
            mode: 'lines+markers',
            name: 'Retrieval scores',
            x: compared.map((w) => w.week),
            y: compared.map((w) => w.scorePsi),
            marker: { color: COLORS.primary },
          },
          {
            type: 'scatter',
            mode: 'lines+markers',
            name: '"Not found" rate',
            x: compared.map((w) => w.week),
            y: compared.map((w) => w.notFoundPsi),
            marker: { color: COLORS.warn },
          },
        ],
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
