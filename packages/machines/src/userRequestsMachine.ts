import { isEmail } from '@ratelens/domain';
import { problemMessage } from '@ratelens/api';
import { assign, fromPromise, setup } from 'xstate';
import { hostMustProvide } from './host-actors.ts';
import type { ToastInput } from './toastMachine.ts';

export interface UserRequest {
  id: string;
  email: string;
}

export interface Invitation {
  id: string;
  email: string;
}

export interface UserRequestLists {
  incoming: UserRequest[];
  pending: Invitation[];
}

export interface UserRequestsInput {
  /** Set when a system-admin works inside another tenant (tenant-scoped copies of the calls). */
  tenantId?: string;
}

export type UserRequestAction =
  | { kind: 'invite'; email: string; roleName?: string }
  | { kind: 'approve'; id: string; email: string; roleName: string }
  | { kind: 'decline'; id: string; email: string }
  | { kind: 'cancel'; id: string; email: string }
  | { kind: 'resend'; id: string; email: string };

export interface Notice {
  kind: 'success' | 'error';
  message: string;
}

export interface UserRequestsContext extends UserRequestLists {
  tenantId: string | undefined;
  action: UserRequestAction | undefined;
  /** The lists as they were before an optimistic change, restored if the call fails. */
  rollback: UserRequestLists | undefined;
  notice: Notice | undefined;
  /** Why the lists could not be loaded: the typed API error (ApiError) as the client threw it. */
  error: unknown;
  /** Why the last change failed, as thrown (its notice says it in words). */
  failure: unknown;
}

export type UserRequestsEvent =
  | { type: 'USER_REQUESTS.REFRESH' }
  | { type: 'USER_REQUESTS.INVITE'; email: string; roleName?: string }
  | { type: 'USER_REQUESTS.APPROVE'; id: string; roleName: string }
  | { type: 'USER_REQUESTS.DECLINE'; id: string }
  | { type: 'USER_REQUESTS.CANCEL_INVITATION'; id: string }
  | { type: 'USER_REQUESTS.RESEND_INVITATION'; id: string };

type WithTenant<T> = T & { tenantId: string | undefined };

const SUCCESS: Record<UserRequestAction['kind'], (action: UserRequestAction) => string> = {
  invite: (a) => `Invitation sent to ${a.email}`,
  approve: (a) => `Request from ${a.email} approved${a.kind === 'approve' ? ` as ${a.roleName}` : ''}`,
  decline: (a) => `Request from ${a.email} declined`,
  cancel: (a) => `Invitation to ${a.email} cancelled`,
  resend: (a) => `Invitation to ${a.email} sent again`,
};

const FAILURE: Record<UserRequestAction['kind'], (action: UserRequestAction) => string> = {
  invite: (a) => `Could not invite ${a.email}`,
  approve: (a) => `Could not approve the request from ${a.email}`,
  decline: (a) => `Could not decline the request from ${a.email}`,
  cancel: (a) => `Could not cancel the invitation to ${a.email}`,
  resend: (a) => `Could not resend the invitation to ${a.email}`,
};

export const successMessage = (action: UserRequestAction): string => SUCCESS[action.kind](action);
export const failureMessage = (action: UserRequestAction, error: unknown): string =>
  `${FAILURE[action.kind](action)}: ${problemMessage(error)}`;

const toToast = (notice: Notice): ToastInput => ({
  title: notice.message,
  variant: notice.kind === 'error' ? 'destructive' : 'default',
});

const idOf = (action: UserRequestAction): string => (action.kind === 'invite' ? '' : action.id);

const findIncoming = (context: UserRequestsContext, id: string) => context.incoming.find((r) => r.id === id);
const findPending = (context: UserRequestsContext, id: string) => context.pending.find((i) => i.id === id);

const notifyNotice = {
  type: 'notify',
  params: ({ context }: { context: UserRequestsContext }): ToastInput =>
    toToast(context.notice ?? { kind: 'error', message: 'Unknown outcome' }),
} as const;

const actionOf = (context: UserRequestsContext): UserRequestAction => {
  if (!context.action) throw new Error('No user-request action is in progress');
  return context.action;
};

const withTenant = <T extends object>(context: UserRequestsContext, value: T): WithTenant<T> => ({
  ...value,
  tenantId: context.tenantId,
});

/**
 * SPEC §4 user requests. Approve, decline and cancel remove the entry at once (optimistic) and put
 * the lists back if the call fails; invite adds the invitation the server returns. One change runs
 * at a time, so a rollback can never undo another change.
 */
export const userRequestsMachine = setup({
  types: {
    context: {} as UserRequestsContext,
    events: {} as UserRequestsEvent,
    input: {} as UserRequestsInput | undefined,
  },
  actors: {
    loadRequests: fromPromise<UserRequestLists, { tenantId: string | undefined }>(async () => {
      throw hostMustProvide('loadRequests');
    }),
    inviteUser: fromPromise<Invitation, WithTenant<{ email: string; roleName?: string }>>(async () => {
      throw hostMustProvide('inviteUser');
    }),
    approveRequest: fromPromise<unknown, WithTenant<{ id: string; roleName: string }>>(async () => {
      throw hostMustProvide('approveRequest');
    }),
    declineRequest: fromPromise<unknown, WithTenant<{ id: string }>>(async () => {
      throw hostMustProvide('declineRequest');
    }),
    cancelInvitation: fromPromise<unknown, WithTenant<{ id: string }>>(async () => {
      throw hostMustProvide('cancelInvitation');
    }),
    resendInvitation: fromPromise<unknown, WithTenant<{ id: string }>>(async () => {
      throw hostMustProvide('resendInvitation');
    }),
  },
  actions: {
    /** Host toast (web) or message line (CLI). */
    notify: (_, _toast: ToastInput) => {},
    reject: assign((_, params: { message: string }) => ({
      notice: { kind: 'error' as const, message: params.message },
    })),
    succeed: assign(({ context }) => ({
      notice: { kind: 'success' as const, message: successMessage(actionOf(context)) },
      rollback: undefined,
      action: undefined,
    })),
    fail: assign(({ context }, params: { error: unknown }) => ({
      ...(context.rollback ?? {}),
      notice: { kind: 'error' as const, message: failureMessage(actionOf(context), params.error) },
      failure: params.error,
      rollback: undefined,
      action: undefined,
    })),
    startInvite: assign(({ event }) =>
      event.type === 'USER_REQUESTS.INVITE'
        ? {
            notice: undefined,
            failure: undefined,
            action: {
              kind: 'invite' as const,
              email: event.email.trim(),
              ...(event.roleName === undefined ? {} : { roleName: event.roleName }),
            },
          }
        : {},
    ),
    startApprove: assign(({ context, event }) => {
      if (event.type !== 'USER_REQUESTS.APPROVE') return {};
      return {
        notice: undefined,
        failure: undefined,
        action: {
          kind: 'approve' as const,
          id: event.id,
          email: findIncoming(context, event.id)?.email ?? '',
          roleName: event.roleName.trim(),
        },
        rollback: { incoming: context.incoming, pending: context.pending },
        incoming: context.incoming.filter((request) => request.id !== event.id),
      };
    }),
    startDecline: assign(({ context, event }) => {
      if (event.type !== 'USER_REQUESTS.DECLINE') return {};
      return {
        notice: undefined,
        failure: undefined,
        action: {
          kind: 'decline' as const,
          id: event.id,
          email: findIncoming(context, event.id)?.email ?? '',
        },
        rollback: { incoming: context.incoming, pending: context.pending },
        incoming: context.incoming.filter((request) => request.id !== event.id),
      };
    }),
    startCancel: assign(({ context, event }) => {
      if (event.type !== 'USER_REQUESTS.CANCEL_INVITATION') return {};
      return {
        notice: undefined,
        failure: undefined,
        action: { kind: 'cancel' as const, id: event.id, email: findPending(context, event.id)?.email ?? '' },
        rollback: { incoming: context.incoming, pending: context.pending },
        pending: context.pending.filter((invitation) => invitation.id !== event.id),
      };
    }),
    startResend: assign(({ context, event }) =>
      event.type === 'USER_REQUESTS.RESEND_INVITATION'
        ? {
            notice: undefined,
            failure: undefined,
            action: {
              kind: 'resend' as const,
              id: event.id,
              email: findPending(context, event.id)?.email ?? '',
            },
          }
        : {},
    ),
  },
  guards: {
    isInvalidEmail: ({ event }) => event.type === 'USER_REQUESTS.INVITE' && !isEmail(event.email.trim()),
    isAlreadyInvited: ({ context, event }) =>
      event.type === 'USER_REQUESTS.INVITE' &&
      context.pending.some(
        (invitation) => invitation.email.toLowerCase() === event.email.trim().toLowerCase(),
      ),
    isUnknownRequest: ({ context, event }) =>
      (event.type === 'USER_REQUESTS.APPROVE' || event.type === 'USER_REQUESTS.DECLINE') &&
      findIncoming(context, event.id) === undefined,
    lacksRole: ({ event }) => event.type === 'USER_REQUESTS.APPROVE' && event.roleName.trim() === '',
    isUnknownInvitation: ({ context, event }) =>
      (event.type === 'USER_REQUESTS.CANCEL_INVITATION' ||
        event.type === 'USER_REQUESTS.RESEND_INVITATION') &&
      findPending(context, event.id) === undefined,
  },
}).createMachine({
  id: 'userRequests',
  context: ({ input }) => ({
    tenantId: input?.tenantId,
    incoming: [],
    pending: [],
    action: undefined,
    rollback: undefined,
    notice: undefined,
    error: undefined,
    failure: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        input: ({ context }) => ({ tenantId: context.tenantId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            incoming: event.output.incoming,
            pending: event.output.pending,
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'USER_REQUESTS.REFRESH': 'loading' },
    },
    ready: {
      on: {
        'USER_REQUESTS.REFRESH': 'loading',
        'USER_REQUESTS.INVITE': [
          {
            guard: 'isInvalidEmail',
            actions: [
              {
                type: 'reject',
                params: ({ event }) => ({ message: `Enter a valid e-mail address, not '${event.email}'` }),
              },
              notifyNotice,
            ],
          },
          {
            guard: 'isAlreadyInvited',
            actions: [
              {
                type: 'reject',
                params: ({ event }) => ({
                  message: `An invitation to ${event.email.trim()} is already pending`,
                }),
              },
              notifyNotice,
            ],
          },
          { target: 'inviting', actions: 'startInvite' },
        ],
        'USER_REQUESTS.APPROVE': [
          {
            guard: 'isUnknownRequest',
            actions: [
              { type: 'reject', params: { message: 'That request is no longer waiting for an answer' } },
              notifyNotice,
            ],
          },
          {
            guard: 'lacksRole',
            actions: [
              { type: 'reject', params: { message: 'Choose a role before approving the request' } },
              notifyNotice,
            ],
          },
          { target: 'approving', actions: 'startApprove' },
        ],
        'USER_REQUESTS.DECLINE': [
          {
            guard: 'isUnknownRequest',
            actions: [
              { type: 'reject', params: { message: 'That request is no longer waiting for an answer' } },
              notifyNotice,
            ],
          },
          { target: 'declining', actions: 'startDecline' },
        ],
        'USER_REQUESTS.CANCEL_INVITATION': [
          {
            guard: 'isUnknownInvitation',
            actions: [
              { type: 'reject', params: { message: 'That invitation is no longer pending' } },
              notifyNotice,
            ],
          },
          { target: 'cancelling', actions: 'startCancel' },
        ],
        'USER_REQUESTS.RESEND_INVITATION': [
          {
            guard: 'isUnknownInvitation',
            actions: [
              { type: 'reject', params: { message: 'That invitation is no longer pending' } },
              notifyNotice,
            ],
          },
          { target: 'resending', actions: 'startResend' },
        ],
      },
    },
    inviting: {
      tags: ['busy'],
      invoke: {
        id: 'inviteUser',
        src: 'inviteUser',
        input: ({ context }) => {
          const action = actionOf(context);
          return withTenant(context, {
            email: action.email,
            ...(action.kind === 'invite' && action.roleName !== undefined
              ? { roleName: action.roleName }
              : {}),
          });
        },
        onDone: {
          target: 'ready',
          actions: [
            // Replacing by id keeps the list free of duplicates should the server answer an existing invitation.
            assign({
              pending: ({ context, event }) => [
                ...context.pending.filter((invitation) => invitation.id !== event.output.id),
                event.output,
              ],
            }),
            'succeed',
            notifyNotice,
          ],
        },
        onError: {
          target: 'ready',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, notifyNotice],
        },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        id: 'approveRequest',
        src: 'approveRequest',
        input: ({ context }) => {
          const action = actionOf(context);
          return withTenant(context, {
            id: idOf(action),
            roleName: action.kind === 'approve' ? action.roleName : '',
          });
        },
        onDone: { target: 'ready', actions: ['succeed', notifyNotice] },
        onError: {
          target: 'ready',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, notifyNotice],
        },
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'declineRequest',
        src: 'declineRequest',
        input: ({ context }) => withTenant(context, { id: idOf(actionOf(context)) }),
        onDone: { target: 'ready', actions: ['succeed', notifyNotice] },
        onError: {
          target: 'ready',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, notifyNotice],
        },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelInvitation',
        src: 'cancelInvitation',
        input: ({ context }) => withTenant(context, { id: idOf(actionOf(context)) }),
        onDone: { target: 'ready', actions: ['succeed', notifyNotice] },
        onError: {
          target: 'ready',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, notifyNotice],
        },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendInvitation',
        src: 'resendInvitation',
        input: ({ context }) => withTenant(context, { id: idOf(actionOf(context)) }),
        onDone: { target: 'ready', actions: ['succeed', notifyNotice] },
        onError: {
          target: 'ready',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, notifyNotice],
        },
      },
    },
  },
});
