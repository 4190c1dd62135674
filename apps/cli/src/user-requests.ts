import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError, type components } from '@ratelens/api';
import {
  userRequestsActors,
  userRequestsMachine,
  type ToastInput,
  type UserRequestsEvent,
} from '@ratelens/machines';
import type { RoleName } from '@ratelens/domain';
import { machineError, type ApiContext } from './context.ts';

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

/**
 * Runs the shared userRequestsMachine with its default actors: the CLI adds only the options of the
 * calls (names, note, reason, default role) and keeps the record the server answered for printing;
 * which request may be approved, what is already invited and the messages are the machine's. A
 * failure stays the client's ApiError, so a session gone on the way exits 4.
 */
export async function startUserRequests(
  ctx: ApiContext,
  options: UserRequestsHostOptions,
): Promise<UserRequestsHost> {
  const { tenantId } = options;
  let lastResult: UserRequest | undefined;
  const notices: ToastInput[] = [];
  const machine = userRequestsMachine.provide({
    actors: userRequestsActors(ctx.client, {
      ...(options.defaultRole ? { defaultRole: options.defaultRole } : {}),
      ...(options.names ? { names: options.names } : {}),
      ...(options.message ? { message: options.message } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
      onAnswered: (kind, records) => {
        if (kind !== 'load') lastResult = records[0];
      },
    }),
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
    throw machineError(ctx, 'could not load user requests', loaded.context.error);
  }
  const context = () => actor.getSnapshot().context;
  return {
    incoming: () => context().incoming as UserRequest[],
    pending: () => context().pending as UserRequest[],
    async perform(event) {
      lastResult = undefined;
      const before = notices.length;
      actor.send(event);
      const settled = await waitFor(actor, (s) => !s.hasTag('busy'));
      const { failure } = settled.context;
      if (failure instanceof ApiError && failure.status === 401) throw machineError(ctx, '', failure);
      const notice = context().notice;
      const ok = notice?.kind === 'success' && notices.length > before;
      return { ok, message: notice?.message ?? 'no outcome', result: ok ? lastResult : undefined };
    },
    stop: () => actor.stop(),
  };
}
