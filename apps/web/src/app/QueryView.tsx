import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../components/ui/Spinner.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

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
