import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { components } from '@ratelens/api';
import {
  userRequestsMachine,
  type Invitation,
  type ToastInput,
  type UserRequestLists,
  type UserRequestsEvent,
} from '@ratelens/machines';
import type { RoleName } from '@ratelens/domain';
import type { ApiContext } from './context.ts';
import { CliError, EXIT } from './errors.ts';

export type UserRequest = components['schemas']['UserRequest'];

export interface UserRequestsHostOptions {
  tenantId?: string | undefined;
  /** Role of an invitation sent without one (the contract requires a role). */
  defaultRole?: RoleName;
  /** Names of invited people by lower-case e-mail address (the machine carries only the address). */
  names?: ReadonlyMap<string, string>;
  /** Personal note for invitation mails. */
  message?: string;
  /** Reason kept with a declined request. */
  reason?: string;
}

export interface Outcome {
  ok: boolean;
  /** The machine's success or failure sentence. */
  message: string;
  /** What the server answered, when it answered. */
  result: UserRequest | undefined;
}

export interface UserRequestsHost {
  incoming(): UserRequest[];
  pending(): UserRequest[];
  /** Sends one event and waits for its outcome. */
  perform(event: UserRequestsEvent): Promise<Outcome>;
  stop(): void;
}

// The server returns at most 500 items a page; the machine works on the whole list.
const ALL = { page: 1, pageSize: 500 } as const;

/**
 * Runs the shared userRequestsMachine with the contract's calls as its actors: the CLI adds only the
 * calls and the printing; which request may be approved, what is already invited and the messages are
 * the machine's.
 */
export async function startUserRequests(
  ctx: ApiContext,
  options: UserRequestsHostOptions,
): Promise<UserRequestsHost> {
  const { tenantId } = options;
  let lastResult: UserRequest | undefined;
  let authLost: CliError | null = null;
  const notices: ToastInput[] = [];

  // Keeps the exit code of a failure: the machine keeps only its message.
  async function remember<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CliError && error.exitCode === EXIT.auth) authLost = error;
      throw error;
    }
  }
  const answered = async (call: () => Promise<UserRequest>) => {
    lastResult = await remember(call);
    return lastResult;
  };

  const machine = userRequestsMachine.provide({
    actors: {
      loadRequests: fromPromise<UserRequestLists, { tenantId: string | undefined }>(() =>
        remember(async () => {
          const [incoming, pending] = await Promise.all([
            ctx.send((c) =>
              tenantId
                ? c.GET('/api/tenant/{tenantId}/user-request/incoming-requests', {
                    params: { path: { tenantId }, query: ALL },
                  })
                : c.GET('/api/user-request/incoming-requests', { params: { query: ALL } }),
            ),
            ctx.send((c) =>
              tenantId
                ? c.GET('/api/tenant/{tenantId}/user-request/pending-invitations', {
                    params: { path: { tenantId }, query: ALL },
                  })
                : c.GET('/api/user-request/pending-invitations', { params: { query: ALL } }),
            ),
          ]);
          return { incoming: incoming.items, pending: pending.items };
        }),
      ),
      inviteUser: fromPromise<Invitation, { email: string; roleName?: string; tenantId: string | undefined }>(
        ({ input }) => {
          const name = options.names?.get(input.email.toLowerCase());
          const body = {
            email: input.email,
            role: (input.roleName ?? options.defaultRole ?? 'user') as RoleName,
            ...(name ? { name } : {}),
            ...(options.message ? { message: options.message } : {}),
          };
          return answered(() =>
            ctx.send((c) =>
              tenantId
                ? c.POST('/api/tenant/{tenantId}/user-request/invite-user', {
                    params: { path: { tenantId } },
                    body,
                  })
                : c.POST('/api/user-request/invite-user', { body }),
            ),
          );
        },
      ),
      approveRequest: fromPromise(({ input }) => {
        const body = { role: input.roleName as RoleName };
        return answered(() =>
          ctx.send((c) =>
            tenantId
              ? c.PUT('/api/tenant/{tenantId}/user-request/approve/{id}', {
                  params: { path: { tenantId, id: input.id } },
                  body,
                })
              : c.PUT('/api/user-request/approve/{id}', { params: { path: { id: input.id } }, body }),
          ),
        );
      }),
      declineRequest: fromPromise(({ input }) => {
        const body = options.reason ? { reason: options.reason } : {};
        return answered(() =>
          ctx.send((c) =>
            tenantId
              ? c.PUT('/api/tenant/{tenantId}/user-request/decline/{id}', {
                  params: { path: { tenantId, id: input.id } },
                  body,
                })
              : c.PUT('/api/user-request/decline/{id}', { params: { path: { id: input.id } }, body }),
          ),
        );
      }),
      cancelInvitation: fromPromise(({ input }) =>
        answered(() =>
          ctx.send((c) =>
            tenantId
              ? c.PUT('/api/tenant/{tenantId}/user-request/cancel-invitation/{id}', {
                  params: { path: { tenantId, id: input.id } },
                })
              : c.PUT('/api/user-request/cancel-invitation/{id}', { params: { path: { id: input.id } } }),
          ),
        ),
      ),
      resendInvitation: fromPromise(({ input }) =>
        answered(() =>
          ctx.send((c) =>
            tenantId
              ? c.PUT('/api/tenant/{tenantId}/user-request/resend-invitation/{id}', {
                  params: { path: { tenantId, id: input.id } },
                })
              : c.PUT('/api/user-request/resend-invitation/{id}', { params: { path: { id: input.id } } }),
          ),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => {
        notices.push(toast);
      },
    },
  });

  const actor: ActorRefFrom<typeof machine> = createActor(machine, {
    input: tenantId ? { tenantId } : {},
  }).start();
  const loaded = await waitFor(actor, (s) => !s.hasTag('busy'));
  if (loaded.hasTag('error')) {
    actor.stop();
    if (authLost) throw authLost;
    throw new CliError(`could not load user requests: ${loaded.context.error ?? 'unknown error'}`);
  }
  const context = () => actor.getSnapshot().context;
  return {
    incoming: () => context().incoming as UserRequest[],
    pending: () => context().pending as UserRequest[],
    async perform(event) {
      lastResult = undefined;
      const before = notices.length;
      actor.send(event);
      await waitFor(actor, (s) => !s.hasTag('busy'));
      if (authLost) throw authLost;
      const notice = context().notice;
      const ok = notice?.kind === 'success' && notices.length > before;
      return { ok, message: notice?.message ?? 'no outcome', result: ok ? lastResult : undefined };
    },
    stop: () => actor.stop(),
  };
}
