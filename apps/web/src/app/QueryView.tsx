import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../components/ui/Spinner.tsx';
import { Alert } from '../components/ui/Alert.tsx';
import { DataTable, type DataTableProps } from '../components/ui/DataTable.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { errorMessage } from './error-message.ts';

/**
 * One query's three looks: a spinner while it loads, the SPEC error screen (with Try Again) when it
 * failed, 501 included, and the content once the data is there.
 */
export function QueryView<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="query-view__loading">
        <Spinner size="medium" label={label} />
      </div>
    );
  }
  if (query.isError) return <ErrorScreen error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** QueryView of a page of items: `empty` stands in for the children when the page has none. */
export function QueryList<T extends { items: readonly unknown[] }>({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  label: string;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} label={label}>
      {(data) => (data.items.length === 0 ? empty : children(data))}
    </QueryView>
  );
}

/** What DataTable needs of the query of one server-side list page. */
interface ListQuery<T> {
  data?: { items: T[]; total?: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list query's rows, total, loading flags and failure, as DataTable's props. A failure shows the error
 * screen; with `keepPageOnRefetchError` a failed refetch keeps the last page under an alert with the reason.
 */
export function listQueryProps<T>(query: ListQuery<T>, { keepPageOnRefetchError = false } = {}) {
  const retry = <ErrorScreen error={query.error} onRetry={() => void query.refetch()} />;
  return {
    data: query.data?.items,
    total: query.data?.total,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: !query.isError ? null : keepPageOnRefetchError && query.data ? (
      <Alert>{errorMessage(query.error)}</Alert>
    ) : (
      retry
    ),
  };
}

/**
 * The table of a server-side list fed by its list query (through `listQueryProps`), its rows keyed by
 * their `id`.
 */
export function ListTable<T extends { id: string }>({
  query,
  keepPageOnRefetchError,
  ...table
}: Omit<DataTableProps<T>, 'data' | 'total' | 'isPending' | 'isFetching' | 'error' | 'rowId'> & {
  query: ListQuery<T>;
  keepPageOnRefetchError?: boolean;
}) {
  return (
    <DataTable {...table} {...listQueryProps(query, { keepPageOnRefetchError })} rowId={(row) => row.id} />
  );
}
