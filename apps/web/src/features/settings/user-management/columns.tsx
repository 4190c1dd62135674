import type { ReactNode } from 'react';
import { formatDateTime } from '@ratelens/domain';
import type { components } from '@ratelens/api';
import { columnHelper } from '../../../components/ui/DataTable.tsx';
import { ChatReviewLink } from '../../assistant/ChatReviewLink.tsx';

export type User = components['schemas']['User'];

/** Sort keys the server accepts for users (its field whitelist); the others are display-only. */
export const SORTABLE_USER_FIELDS = new Set(['name', 'email', 'roleName', 'active', 'createdDateTime']);

function formatDate(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date);
}

export function userColumns(renderActions: (user: User) => ReactNode) {
  const column = columnHelper<User>();
  return column.columns([
    column.accessor('name', { header: 'Name', cell: (info) => info.getValue() }),
    column.accessor('email', { header: 'Email', cell: (info) => info.getValue() }),
    column.accessor('roleName', { header: 'Role', cell: (info) => info.getValue() }),
    column.accessor('active', {
      header: 'Status',
      cell: (info) => (
        <span className={`badge ${info.getValue() ? 'badge--ok' : 'badge--off'}`}>
          {info.getValue() ? 'Active' : 'Inactive'}
        </span>
      ),
    }),
    column.accessor('userType', {
      header: 'Type',
      enableSorting: false,
      cell: (info) => info.getValue() ?? '',
    }),
    column.accessor('lastSignInAt', {
      header: 'Last sign-in',
      enableSorting: false,
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <>
          {renderActions(info.row.original)}{' '}
          <ChatReviewLink email={info.row.original.email} name={info.row.original.name} />
        </>
      ),
    }),
  ]);
}
