import { formatDateTime } from '@ratelens/domain';
import { columnHelper } from '../../components/ui/DataTable.tsx';
import { Link } from '../../components/ui/Link.tsx';
import type { DocumentAnalysis } from './analysis-host.ts';

export const ANALYSIS_SORTABLE = new Set(['name', 'status', 'createdDateTime', 'updateDateTime']);

export function analysisColumns(base: string) {
  const column = columnHelper<DocumentAnalysis>();
  return [
    column.accessor('name', {
      header: 'Analysis',
      cell: (info) => <Link href={`${base}/${info.row.original.id}`}>{info.getValue()}</Link>,
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => (
        <span className="badge">
          {info.getValue()}
          {info.getValue() === 'analysing' ? ` ${info.row.original.progress}%` : ''}
        </span>
      ),
    }),
    column.accessor('documents', {
      header: 'Documents',
      enableSorting: false,
      cell: (info) =>
        info
          .getValue()
          .map((d) => d.filename)
          .join(', ') || 'None yet',
    }),
    column.accessor('createdBy', {
      header: 'Created by',
      enableSorting: false,
      cell: (info) => info.getValue(),
    }),
    column.accessor('createdDateTime', {
      header: 'Created',
      cell: (info) => formatDateTime(info.getValue()),
    }),
  ];
}
