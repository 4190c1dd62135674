import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, components } from '@ratelens/api';
import {
  groupsMachine,
  selectionMachine,
  signInLoaderActors,
  signInLoaderMachine,
  userDataMachine,
  type GroupLoadFailure,
  type SignInLoaderOutput,
} from '@ratelens/machines';
import type { SessionActor } from './services.tsx';

export type UserDataActor = ActorRefFrom<typeof userDataMachine>;
export type GroupsActor = ActorRefFrom<typeof groupsMachine>;
export type SelectionActor = ActorRefFrom<typeof selectionMachine>;
type LoaderActor = ActorRefFrom<typeof signInLoaderMachine>;

/** Where the sign-in loading stands, for whoever shows or waits for it. */
export interface WorkspaceLoading {
  status: 'idle' | 'loading' | 'failed' | 'done';
  output: SignInLoaderOutput | null;
  error: unknown;
}

/**
 * What the signed-in tab keeps besides its session (SPEC §3, §4): the user record, the groups with
 * their selection, and the single-item selections of agents and of each group's use cases. The
 * profile fills the record; the sign-in loading of SPEC §7 then fills the rest, once per signed-in
 * session (after sign-in, or in a tab opened on a stored session); ending the session empties all.
 */
export interface Workspace {
  userData: UserDataActor;
  groups: GroupsActor;
  agents: SelectionActor;
  /** The active use cases of each of the user's groups, by group id. */
  useCases: ReadonlyMap<string, SelectionActor>;
  loading(): WorkspaceLoading;
  /** Called whenever `loading()` or `useCases` changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Loads again after a failure (SIGN_IN_LOADER.RETRY). */
  retry(): void;
}

export interface WorkspaceOptions {
  session: SessionActor;
  api: ApiClient;
  /** Every successful load of GET /api/profile/userinfo in this cache becomes the user record. */
  queryClient: QueryClient;
  /** SPEC §7: a group whose use cases fail to load is only logged. */
  logGroupFailure?: (failure: GroupLoadFailure) => void;
}

const IDLE: WorkspaceLoading = { status: 'idle', output: null, error: undefined };

function loadingOf(snapshot: SnapshotFrom<typeof signInLoaderMachine>): WorkspaceLoading {
  if (snapshot.status === 'done')
    return { status: 'done', output: snapshot.output ?? null, error: undefined };
  if (snapshot.matches('failed')) return { status: 'failed', output: null, error: snapshot.context.error };
  return { status: 'loading', output: null, error: undefined };
}

const logToConsole = (failure: GroupLoadFailure) =>
  console.warn(`Use cases of group ${failure.groupId} could not be loaded`, failure.error);

/** The path of the profile call; openapi-react-query keys its queries `[method, path, init]`. */
const PROFILE_PATH = '/api/profile/userinfo';

export function createWorkspace({
  session,
  api,
  queryClient,
  logGroupFailure = logToConsole,
}: WorkspaceOptions): Workspace {
  const userData = createActor(userDataMachine).start();
  const groups = createActor(groupsMachine).start();
  const agents = createActor(selectionMachine).start();
  const loaderLogic = signInLoaderMachine.provide({
    actors: signInLoaderActors(api),
    actions: { logGroupFailure: (_, failure) => logGroupFailure(failure) },
  });
  const listeners = new Set<() => void>();
  let useCases = new Map<string, SelectionActor>();
  let loader: LoaderActor | null = null;
  let loading = IDLE;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function keep(output: SignInLoaderOutput) {
    groups.send({ type: 'GROUPS.SET', groups: output.groups });
    agents.send({ type: 'SELECTION.ITEMS_LOADED', items: output.agents });
    for (const actor of useCases.values()) actor.stop();
    useCases = new Map(
      Object.entries(output.useCasesByGroup).map(([groupId, items]) => {
        const actor = createActor(selectionMachine).start();
        actor.send({ type: 'SELECTION.ITEMS_LOADED', items });
        return [groupId, actor] as const;
      }),
    );
  }

  function start() {
    const actor = createActor(loaderLogic);
    loader = actor;
    actor.subscribe((snapshot) => {
      if (loader !== actor) return;
      const next = loadingOf(snapshot);
      if (next.status === loading.status && next.output === loading.output) return;
      if (next.output) keep(next.output);
      loading = next;
      notify();
    });
    actor.start();
  }

  function end() {
    loader?.stop();
    loader = null;
    loading = IDLE;
    userData.send({ type: 'USER_DATA.CLEAR' });
    groups.send({ type: 'GROUPS.CLEAR' });
    agents.send({ type: 'SELECTION.CLEAR' });
    for (const actor of useCases.values()) actor.stop();
    useCases = new Map();
    notify();
  }

  // The profile stays a cached query (cache tags refresh it after feature and user changes); the
  // record of SPEC §3 follows each of its successful loads, wherever the load was started.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [method, path] = event.query.queryKey;
    if (method !== 'get' || path !== PROFILE_PATH || !session.getSnapshot().hasTag('authenticated')) return;
    const user = event.query.state.data as components['schemas']['UserInfo'] | undefined;
    if (user) userData.send({ type: 'USER_DATA.SET', user });
  });

  // The loading starts once the signed-in user is known: with a stale token the profile call alone
  // is refused and refreshed, and the lists go out with the fresh token.
  const follow = () => {
    const authenticated = session.getSnapshot().hasTag('authenticated');
    if (!authenticated) {
      if (loader || userData.getSnapshot().hasTag('signedIn')) end();
    } else if (authenticated && !loader && userData.getSnapshot().hasTag('signedIn')) start();
  };
  session.subscribe(follow);
  userData.subscribe(follow);

  return {
    userData,
    groups,
    agents,
    get useCases() {
      return useCases;
    },
    loading: () => loading,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry: () => loader?.send({ type: 'SIGN_IN_LOADER.RETRY' }),
  };
}
