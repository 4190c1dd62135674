import { fromPromise } from 'xstate';
import { listQuery, unwrap, type ApiClient, type components } from '@ratelens/api';
import type { RoleName } from '@ratelens/domain';
import type { Invitation, UserRequestAction, UserRequestLists } from './userRequestsMachine.ts';

type RequestRecord = components['schemas']['UserRequest'];
type WithTenant<T> = T & { tenantId: string | undefined };

export interface UserRequestsActorOptions {
  /** Role of an invitation sent without one (the contract requires a role); default `user`. */
  defaultRole?: RoleName;
  /** Names of invited people by lower-case e-mail address (the machine carries only the address). */
  names?: ReadonlyMap<string, string>;
  /** Personal note for invitation mails. */
  message?: string;
  /** Reason kept with a declined request. */
  reason?: string;
  /** What the host does with the records the server answered (display, cache refresh, printing). */
  onAnswered?: (kind: UserRequestAction['kind'] | 'load', records: RequestRecord[]) => void;
}

// The server returns at most 500 items a page; the machine works on the whole list.
const ALL = listQuery({ pageSize: 500, orderBy: 'createdDateTime:desc' });

/**
 * The default actors of userRequestsMachine over the typed client: the tenant-scoped copies of the
 * calls when a system-admin works inside another tenant, the others otherwise. Every failure is the
 * client's ApiError as thrown.
 */
export function userRequestsActors(api: ApiClient, options: UserRequestsActorOptions = {}) {
  const answered = (kind: UserRequestAction['kind'], record: RequestRecord) => {
    options.onAnswered?.(kind, [record]);
    return record;
  };
  return {
    loadRequests: fromPromise<UserRequestLists, { tenantId: string | undefined }>(async ({ input }) => {
      const { tenantId } = input;
      const [incoming, pending] = await Promise.all([
        tenantId
          ? api.GET('/api/tenant/{tenantId}/user-request/incoming-requests', {
              params: { path: { tenantId }, query: ALL },
            })
          : api.GET('/api/user-request/incoming-requests', { params: { query: ALL } }),
        tenantId
          ? api.GET('/api/tenant/{tenantId}/user-request/pending-invitations', {
              params: { path: { tenantId }, query: ALL },
            })
          : api.GET('/api/user-request/pending-invitations', { params: { query: ALL } }),
      ]);
      const lists = { incoming: unwrap(incoming).items, pending: unwrap(pending).items };
      options.onAnswered?.('load', [...lists.incoming, ...lists.pending]);
      return lists;
    }),
    inviteUser: fromPromise<Invitation, WithTenant<{ email: string; roleName?: string }>>(
      async ({ input }) => {
        const name = options.names?.get(input.email.toLowerCase());
        const body = {
          email: input.email,
          role: (input.roleName ?? options.defaultRole ?? 'user') as RoleName,
          ...(name ? { name } : {}),
          ...(options.message ? { message: options.message } : {}),
        };
        const { tenantId } = input;
        const result = tenantId
          ? await api.POST('/api/tenant/{tenantId}/user-request/invite-user', {
              params: { path: { tenantId } },
              body,
            })
          : await api.POST('/api/user-request/invite-user', { body });
        return answered('invite', unwrap(result));
      },
    ),
    approveRequest: fromPromise<unknown, WithTenant<{ id: string; roleName: string }>>(async ({ input }) => {
      const body = { role: input.roleName as RoleName };
      const { tenantId, id } = input;
      const result = tenantId
        ? await api.PUT('/api/tenant/{tenantId}/user-request/approve/{id}', {
            params: { path: { tenantId, id } },
            body,
          })
        : await api.PUT('/api/user-request/approve/{id}', { params: { path: { id } }, body });
      return answered('approve', unwrap(result));
    }),
    declineRequest: fromPromise<unknown, WithTenant<{ id: string }>>(async ({ input }) => {
      const body = options.reason ? { reason: options.reason } : {};
      const { tenantId, id } = input;
      const result = tenantId
        ? await api.PUT('/api/tenant/{tenantId}/user-request/decline/{id}', {
            params: { path: { tenantId, id } },
            body,
          })
        : await api.PUT('/api/user-request/decline/{id}', { params: { path: { id } }, body });
      return answered('decline', unwrap(result));
    }),
    cancelInvitation: fromPromise<unknown, WithTenant<{ id: string }>>(async ({ input }) => {
      const { tenantId, id } = input;
      const result = tenantId
        ? await api.PUT('/api/tenant/{tenantId}/user-request/cancel-invitation/{id}', {
            params: { path: { tenantId, id } },
          })
        : await api.PUT('/api/user-request/cancel-invitation/{id}', { params: { path: { id } } });
      return answered('cancel', unwrap(result));
    }),
    resendInvitation: fromPromise<unknown, WithTenant<{ id: string }>>(async ({ input }) => {
      const { tenantId, id } = input;
      const result = tenantId
        ? await api.PUT('/api/tenant/{tenantId}/user-request/resend-invitation/{id}', {
            params: { path: { tenantId, id } },
          })
        : await api.PUT('/api/user-request/resend-invitation/{id}', { params: { path: { id } } });
      return answered('resend', unwrap(result));
    }),
  };
}
