import type { ReactNode } from 'react';
import { ChartDataTable } from '../../components/charts/ChartDataTable.tsx';
import { PlotlyFigure } from '../../components/charts/PlotlyFigure.tsx';
import type { ActivityChart } from './activity-figures.ts';

/** One chart of the AI activity screen: its heading, an optional note, the figure and its data table. */
export function ChartPanel({ chart, note }: { chart: ActivityChart; note?: ReactNode }) {
  return (
    <section
      className="panel ai-chart"
      aria-labelledby={`ai-chart-${chart.id}`}
      data-testid={`ai-chart-${chart.id}`}
    >
      <h2 id={`ai-chart-${chart.id}`}>{chart.title}</h2>
      {note}
      <PlotlyFigure figure={chart.figure} label={chart.title} />
      <ChartDataTable title={chart.title} table={chart.table} rowHeader={chart.rowHeader} />
    </section>
  );
}
