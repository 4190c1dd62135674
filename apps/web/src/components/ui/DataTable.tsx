import { useRef, useState, type ReactNode } from 'react';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DEFAULT_PAGE_SIZE } from '@ratelens/domain';
import { Button } from './Button.tsx';
import { Select } from './Select.tsx';
import { Spinner } from './Spinner.tsx';
import './DataTable.css';

/** Sorting only: paging and filtering happen on the server, whose answer is the page shown. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature });
export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold values of any type
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;
export const columnHelper = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();

const PAGE_SIZES = [10, 20, 50, 100, 500];

/**
 * 'anomalies' -> 'anomaly', 'use cases' -> 'use case', 'analyses' -> 'analysis': the pager's noun for a
 * count of one. Only the last word changes.
 */
export function singular(noun: string): string {
  if (noun.endsWith('yses')) return `${noun.slice(0, -4)}ysis`;
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (/(ss|us|sh|ch|x)es$/.test(noun)) return noun.slice(0, -2);
  return noun.endsWith('s') ? noun.slice(0, -1) : noun;
}
/** Rows above this count render through the virtualizer (only the visible ones are in the DOM). */
const VIRTUALIZE_FROM = 60;
const ROW_HEIGHT = 45;

/**
 * Paging and sorting state of one server-side list, with the `orderBy` string the API takes. `sortable`
 * names the column ids the server can sort by; the others are display-only.
 */
export function useServerList({
  sortable,
  sort: initialSort = [],
  pageSize: initialPageSize = DEFAULT_PAGE_SIZE,
}: {
  sortable: ReadonlySet<string>;
  sort?: SortingState;
  pageSize?: number;
}) {
  const [sorting, setSortingState] = useState<SortingState>(initialSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const orderBy = sorting.map((sort) => `${sort.id}:${sort.desc ? 'desc' : 'asc'}`).join(',') || undefined;
  return {
    sortable,
    sorting,
    page,
    pageSize,
    orderBy,
    setPage,
    /** A new sort or page size starts again from the first page. */
    setSorting: (next: SortingState) => {
      setSortingState(next);
      setPage(1);
    },
    setPageSize: (next: number) => {
      setPageSizeState(next);
      setPage(1);
    },
    /** Call when a filter changes. */
    resetPage: () => setPage(1),
  };
}
export type ServerList = ReturnType<typeof useServerList>;

export interface DataTableProps<T extends RowData> {
  /** Names the table for assistive tech (its caption). */
  label: string;
  columns: DataTableColumn<T>[];
  data: readonly T[] | undefined;
  list: ServerList;
  total: number | undefined;
  isPending: boolean;
  isFetching?: boolean;
  /** Shown instead of the table when it failed (the page's error screen). */
  error?: ReactNode;
  /** What to do when there are no rows. */
  empty: ReactNode;
  rowId: (row: T) => string;
  /** The noun of the pager line: '12 anomalies'. */
  noun?: string;
  /** The page sizes offered; the list's own size should be one of them. */
  pageSizes?: readonly number[];
  /** Estimated row height for the virtualizer; taller when rows hold controls. */
  rowHeight?: number;
  /** An extra class on the header sort buttons, for the page's styles and the benchmarks that press them. */
  sortClassName?: string;
}

/**
 * The one list table of the app: react-table for columns and sorting state, server-side paging,
 * sorting and filtering, and a virtualizer once a page is long.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  data,
  list,
  total,
  isPending,
  isFetching,
  error,
  empty,
  rowId,
  noun = 'rows',
  pageSizes = PAGE_SIZES,
  rowHeight = ROW_HEIGHT,
  sortClassName,
}: DataTableProps<T>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: (data ?? []) as T[],
    getRowId: rowId,
    manualSorting: true,
    state: { sorting: list.sorting },
    onSortingChange: (updater) =>
      list.setSorting(typeof updater === 'function' ? updater(list.sorting) : updater),
  });
  const rows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visible = virtual ? items.map((item) => rows[item.index]).filter((row) => row !== undefined) : rows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = columns.length;
  const count = total ?? 0;
  const pages = Math.max(1, Math.ceil(count / list.pageSize));

  if (error && !data) return <>{error}</>;
  if (isPending) {
    return (
      <div className="rl-data-table__loading">
        <Spinner label={`Loading ${label.toLowerCase()}`} />
      </div>
    );
  }
  return (
    <div className="rl-data-table">
      {error}
      {rows.length === 0 ? (
        empty
      ) : (
        <div
          ref={scroller}
          className={`data-table-wrap ${virtual ? 'rl-data-table__scroller' : ''}`}
          data-virtualized={virtual || undefined}
        >
          <table className="data-table" aria-rowcount={rows.length + 1} aria-busy={isFetching || undefined}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const canSort = header.column.getCanSort() && list.sortable.has(header.column.id);
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {canSort ? (
                          <Button
                            variant="quiet"
                            className={
                              sortClassName ? `rl-data-table__sort ${sortClassName}` : 'rl-data-table__sort'
                            }
                            onPress={() => header.column.toggleSorting(sorted === 'asc')}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">
                              {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                            </span>
                          </Button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {padTop > 0 ? (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
                </tr>
              ) : null}
              {visible.map((row) => (
                <tr key={row.id} data-row-id={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
              {padBottom > 0 ? (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      {/* Paging controls only when there is more than one page (or the page is past the last one). */}
      {pages <= 1 && list.page <= 1 ? (
        <div className="rl-data-table__pager">
          <span aria-live="polite">
            {count} {count === 1 ? singular(noun) : noun}
          </span>
        </div>
      ) : (
        <div className="rl-data-table__pager">
          <Button variant="secondary" isDisabled={list.page <= 1} onPress={() => list.setPage(list.page - 1)}>
            Previous page
          </Button>
          <span aria-live="polite">
            Page {list.page} of {pages} ({count} {count === 1 ? singular(noun) : noun})
          </span>
          <Button
            variant="secondary"
            isDisabled={list.page >= pages}
            onPress={() => list.setPage(list.page + 1)}
          >
            Next page
          </Button>
          <Select
            label="Rows per page"
            className="rl-data-table__size"
            options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(list.pageSize)}
            onChange={(value) => list.setPageSize(Number(value ?? DEFAULT_PAGE_SIZE))}
          />
        </div>
      )}
    </div>
  );
}
