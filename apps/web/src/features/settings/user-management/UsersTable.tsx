import { useMutation } from '@tanstack/react-query';
import { filter, ROLES, type RoleName } from '@ratelens/domain';
import { listQuery, unwrap } from '@ratelens/api';
import { Button } from '../../../components/ui/Button.tsx';
import { DataTable, useServerList } from '../../../components/ui/DataTable.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { invalidateAfter } from '../../../app/cache-tags.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { EmptyState } from '../../../app/PageFrame.tsx';
import { useQueryHooks, useServices, useToast } from '../../../app/services.tsx';
import { useCurrentUser } from '../../../app/user-info.tsx';
import { SORTABLE_USER_FIELDS, userColumns, type User } from './columns.tsx';
import { listQueryProps } from '../../../app/QueryView.tsx';
import { FilterSearch, FilterSelect, useListFilter } from '../../../components/ui/ListFilters.tsx';

const PAGE_SIZES = [20, 50, 100, 500];
/** Rows hold a role select and a button, so they stand taller than the table's default. */
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
      await invalidateAfter(queryClient, 'updateUser');
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
  const list = useServerList({ sortable: SORTABLE_USER_FIELDS, sort: [{ id: 'name', desc: false }] });
  const search = useListFilter(list, '');
  const role = useListFilter<string | null>(list, null);
  const status = useListFilter<string | null>(list, null);
  const users = useQueryHooks().useQuery(
    'get',
    '/api/user',
    {
      params: {
        query: listQuery({
          page: list.page,
          pageSize: list.pageSize,
          orderBy: list.orderBy,
          filter: usersFilter(search.value, role.value, status.value),
        }),
      },
    },
    { placeholderData: (previous) => previous },
  );

  return (
    <section className="panel users" aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <div className="form-grid users__filters">
        <FilterSearch label="Search users" placeholder="Name or email" filter={search} />
        <FilterSelect
          label="Role"
          any="Any role"
          options={ROLES.map((r) => ({ value: r, label: r }))}
          filter={role}
        />
        <FilterSelect
          label="Status"
          any="Any status"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          filter={status}
        />
      </div>
      <DataTable
        label="Users"
        columns={userColumns((user) => (
          <UserActions user={user} />
        ))}
        {...listQueryProps(users, { keepPageOnRefetchError: true })}
        list={list}
        rowId={(user) => user.username}
        noun="users"
        empty={<EmptyState title="No users match" />}
        pageSizes={PAGE_SIZES}
        rowHeight={ROW_HEIGHT}
        sortClassName="users__sort"
      />
    </section>
  );
}
