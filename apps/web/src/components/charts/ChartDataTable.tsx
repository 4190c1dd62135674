import { Disclosure } from '../ui/Disclosure.tsx';
import type { ChartTable } from './chart-model.ts';

/** The chart's numbers as a table, behind a 'Show data' toggle: the same figures for screen readers and keyboards. */
export function ChartDataTable({
  title,
  table,
  rowHeader,
  level = 3,
}: {
  title: string;
  table: ChartTable;
  rowHeader: string;
  level?: 2 | 3 | 4;
}) {
  return (
    <Disclosure title="Show data" className="rl-chart__data" level={level}>
      <div className="data-table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">Data of {title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index] ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Disclosure>
  );
}
