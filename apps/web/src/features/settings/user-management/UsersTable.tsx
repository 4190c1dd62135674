import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { filter, ROLES, type RoleName } from '@ratelens/domain';
import { listQuery, unwrap } from '@ratelens/api';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { invalidateTags } from '../../../app/cache-tags.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { ErrorScreen } from '../../../app/ErrorScreen.tsx';
import { EmptyState } from '../../../app/PageFrame.tsx';
import { useQueryHooks, useServices, useToast } from '../../../app/services.tsx';
import { useCurrentUser } from '../../../app/user-info.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { SORTABLE_USER_FIELDS, userColumns, userTableFeatures, type User } from './columns.tsx';

const PAGE_SIZES = ['20', '50', '100', '500'];
/** Rows above this count render through the virtualizer (only the visible ones are in the DOM). */
const VIRTUALIZE_FROM = 60;
const ROW_HEIGHT = 49;

/** The server's filter grammar for the search box and the role and status selects. */
export function usersFilter(search: string, role: string | null, status: string | null): string | undefined {
  const builder = filter();
  let empty = true;
  const and = () => {
    if (!empty) builder.and();
    empty = false;
  };
  const text = search.trim();
  if (text) {
    and();
    builder.open().where('name', 'contains:i', text).or().where('email', 'contains:i', text).close();
  }
  if (role) {
    and();
    builder.where('roleName', 'eq', role);
  }
  if (status) {
    and();
    builder.where('active', 'eq', status === 'active');
  }
  return empty ? undefined : builder.build();
}

function UserActions({ user }: { user: User }) {
  const me = useCurrentUser();
  const { api, queryClient } = useServices();
  const toast = useToast();
  const update = useMutation({
    mutationFn: async (body: { roleName?: RoleName; active?: boolean }) =>
      unwrap(await api.PUT('/api/user/{username}', { params: { path: { username: user.username } }, body })),
    onSuccess: async (saved) => {
      await invalidateTags(queryClient, 'users');
      toast({
        title: `${saved.name} updated`,
        description: `${saved.roleName}, ${saved.active ? 'active' : 'inactive'}`,
      });
    },
    onError: (error) =>
      toast({
        title: `Could not update ${user.name}`,
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  if (user.email.toLowerCase() === me.email.toLowerCase())
    return <span className="settings__muted">You</span>;
  const roles = ROLES.filter((role) => role !== 'system-admin' || me.roleName === 'system-admin');
  return (
    <div className="row-actions">
      <Select
        label={`Role of ${user.name}`}
        hideLabel
        options={roles.map((role) => ({ value: role, label: role }))}
        value={user.roleName}
        isDisabled={update.isPending}
        onChange={(value) =>
          value && value !== user.roleName && update.mutate({ roleName: value as RoleName })
        }
      />
      <Button
        variant="secondary"
        isPending={update.isPending}
        onPress={() => update.mutate({ active: !user.active })}
      >
        {user.active ? 'Deactivate' : 'Activate'}
        <span className="visually-hidden"> {user.name}</span>
      </Button>
    </div>
  );
}

/** SPEC §2 user list: server-side paging, sorting and filtering, virtualized when the page is long. */
export function UsersTable() {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const orderBy = sorting
    .filter((sort) => SORTABLE_USER_FIELDS.has(sort.id))
    .map((sort) => `${sort.id}:${sort.desc ? 'desc' : 'asc'}`)
    .join(',');
  const users = useQueryHooks().useQuery(
    'get',
    '/api/user',
    {
      params: {
        query: listQuery({
          page,
          pageSize,
          orderBy: orderBy || undefined,
          filter: usersFilter(search, role, status),
        }),
      },
    },
    { placeholderData: (previous) => previous },
  );

  const table = useTable({
    features: userTableFeatures,
    columns: userColumns((user) => <UserActions user={user} />),
    data: users.data?.items ?? [],
    manualSorting: true,
    state: { sorting },
    onSortingChange: (updater) => {
      setSorting(typeof updater === 'function' ? updater(sorting) : updater);
      setPage(1);
    },
  });
  const rows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visible = virtual ? items.map((item) => rows[item.index]).filter((row) => row !== undefined) : rows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <section className="panel" aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <div className="form-grid users__filters">
        <TextField
          label="Search users"
          placeholder="Name or email"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select
          label="Role"
          placeholder="Any role"
          options={[{ value: '', label: 'Any role' }, ...ROLES.map((r) => ({ value: r, label: r }))]}
          value={role ?? ''}
          onChange={(value) => {
            setRole(value || null);
            setPage(1);
          }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          options={[
            { value: '', label: 'Any status' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          value={status ?? ''}
          onChange={(value) => {
            setStatus(value || null);
            setPage(1);
          }}
        />
        <Select
          label="Rows per page"
          options={PAGE_SIZES.map((size) => ({ value: size, label: size }))}
          value={String(pageSize)}
          onChange={(value) => {
            setPageSize(Number(value ?? 20));
            setPage(1);
          }}
        />
      </div>
      {users.isError && !users.data ? (
        <ErrorScreen error={users.error} onRetry={() => void users.refetch()} />
      ) : users.isPending ? (
        <div className="query-view__loading">
          <Spinner label="Loading users" />
        </div>
      ) : (
        <>
          {users.isError ? <Alert>{errorMessage(users.error)}</Alert> : null}
          {rows.length === 0 ? (
            <EmptyState title="No users match" />
          ) : (
            <div
              ref={scroller}
              className={`data-table-wrap ${virtual ? 'users__scroller' : ''}`}
              data-virtualized={virtual || undefined}
            >
              <table
                className="data-table"
                aria-rowcount={rows.length + 1}
                aria-busy={users.isFetching || undefined}
              >
                <thead>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => {
                        const sortable =
                          header.column.getCanSort() && SORTABLE_USER_FIELDS.has(header.column.id);
                        const sorted = header.column.getIsSorted();
                        return (
                          <th
                            key={header.id}
                            scope="col"
                            aria-sort={
                              sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                            }
                          >
                            {sortable ? (
                              <Button
                                variant="quiet"
                                className="users__sort"
                                onPress={() => header.column.toggleSorting(sorted === 'asc')}
                              >
                                <table.FlexRender header={header} />
                                <span aria-hidden="true">
                                  {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
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
                      <td colSpan={7} style={{ height: padTop, padding: 0, border: 0 }} />
                    </tr>
                  ) : null}
                  {visible.map((row) => (
                    <tr key={row.id} data-username={row.original.username}>
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id}>
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                  ))}
                  {padBottom > 0 ? (
                    <tr aria-hidden="true">
                      <td colSpan={7} style={{ height: padBottom, padding: 0, border: 0 }} />
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
          )}
          <div className="row-actions users__pager">
            <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
              Previous page
            </Button>
            <span aria-live="polite">
              Page {page} of {pages} ({total} users)
            </span>
            <Button variant="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
              Next page
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
