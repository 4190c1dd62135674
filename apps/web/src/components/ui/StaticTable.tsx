import type { ReactNode } from 'react';

/** A column heading; `{ hidden }` names a column for screen readers only (an actions column). */
export type StaticColumn = string | { label: string; hidden: true };

/**
 * The plain table of a page or panel whose rows the caller draws: the scrolling wrap, the caption and the
 * column headings. Lists the server pages and sorts use DataTable instead.
 */
export function StaticTable({
  caption,
  showCaption = false,
  columns,
  className,
  bare = false,
  children,
}: {
  /** Names the table for assistive tech; shown only with `showCaption`. */
  caption?: ReactNode;
  showCaption?: boolean;
  columns: readonly StaticColumn[];
  /** An extra class on the table. */
  className?: string;
  /** Without the bordered, scrolling wrap (a table inside a text). */
  bare?: boolean;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}) {
  const table = (
    <table className={className ? `data-table ${className}` : 'data-table'}>
      {caption ? <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th scope="col" key={column}>
                {column}
              </th>
            ) : (
              <th scope="col" key={column.label}>
                <span className="visually-hidden">{column.label}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return bare ? table : <div className="data-table-wrap">{table}</div>;
}

/** The hidden heading of a column of row actions. */
export const ACTIONS_COLUMN: StaticColumn = { label: 'Actions', hidden: true };
