import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createActor, type ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import { ApiError, createApiClient, isProblem, type ApiClient, type paths } from '@ratelens/api';
import { DATA_LAYER } from '@ratelens/domain';
import {
  createSessionAuthHooks,
  sessionMachine,
  toastMachine,
  type ToastInput,
  type UserData,
} from '@ratelens/machines';
import { readStoredSession, writeStoredSession } from './session-storage.ts';
import { createWorkspace, type Workspace } from './workspace.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type ToastActor = ActorRefFrom<typeof toastMachine>;
export type QueryHooks = OpenapiQueryClient<paths>;

export interface Services {
  session: SessionActor;
  api: ApiClient;
  /** openapi-react-query hooks on the same client: query keys are `[method, path, init]`. */
  $api: QueryHooks;
  queryClient: QueryClient;
  toasts: ToastActor;
  /** The signed-in user record, groups and selections, filled by the SPEC §7 sign-in loading. */
  workspace: Workspace;
  /** What a toast's action button does, by its actionId (the machine holds data only). */
  toastActions: Map<string, () => void>;
}

/** The HTTP status of whatever a call threw: an ApiError, or the problem+json openapi-react-query rethrows. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.kind === 'HTTP_ERROR' ? error.status : undefined;
  if (isProblem(error)) return error.status;
  return undefined;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  // Client errors (401 after a failed refresh, 403, 404...) and 501 (not built yet) will not heal by asking again.
  if (status !== undefined && (status < 500 || status === 501)) return false;
  return failureCount < 1;
}

/** One session actor, one API client and one query cache for the whole tab, created at start. */
export function createServices({
  storage,
  origin,
  fetch,
}: {
  storage: Storage;
  origin: string;
  /** The platform fetch unless given (tests pass one). */
  fetch?: typeof globalThis.fetch;
}): Services {
  const queryClient = new QueryClient({
    defaultOptions: {
      // SPEC §9: cached data kept 60 s after last use; no refetch on focus, reconnect or mount.
      queries: {
        gcTime: DATA_LAYER.keepUnusedDataForMs,
        refetchOnWindowFocus: DATA_LAYER.refetchOnFocus,
        refetchOnReconnect: DATA_LAYER.refetchOnReconnect,
        refetchOnMount: DATA_LAYER.refetchOnMount,
        retry: shouldRetry,
      },
    },
  });

  const session = createActor(
    sessionMachine.provide({
      actions: {
        persist: ({ context }) => writeStoredSession(storage, context),
      },
    }),
    { input: readStoredSession(storage) },
  );
  session.start();

  // Refreshed tokens are stored whole (SESSION.TOKENS_SET): the server rotates the refresh token.
  const sessionHooks = createSessionAuthHooks(session);
  const api = createApiClient({
    baseUrl: `${origin}/`,
    ...(fetch ? { fetch } : {}),
    auth: {
      ...sessionHooks,
      onRefreshFailed: () => {
        // SPEC §8: a failed refresh logs the user out (keeping where they were going); the guard then
        // shows the 401 screen, whose 'Go to Login' leads to /signin. Cached data of the ended session
        // must not outlive it.
        sessionHooks.onRefreshFailed();
        queryClient.clear();
      },
    },
  });

  const toasts = createActor(toastMachine);
  toasts.start();

  const workspace = createWorkspace({ session, api, queryClient });

  return {
    session,
    api,
    $api: createQueryHooks(api),
    queryClient,
    toasts,
    workspace,
    toastActions: new Map(),
  };
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

export const useApi = (): ApiClient => useServices().api;
export const useQueryHooks = (): QueryHooks => useServices().$api;

/** Shows a toast (SPEC §2 toast area); a new one replaces the one on screen. */
export function useToast(): (toast: ToastInput, onAction?: () => void) => void {
  const { toasts, toastActions } = useServices();
  return useCallback(
    (toast: ToastInput, onAction?: () => void) => {
      if (toast.action && onAction) toastActions.set(toast.action.actionId, onAction);
      toasts.send({ type: 'TOAST.ADD', toast });
    },
    [toasts, toastActions],
  );
}
export const useSessionActor = (): SessionActor => useServices().session;

export function useIsAuthenticated(): boolean {
  return useSelector(useSessionActor(), (snapshot) => snapshot.hasTag('authenticated'));
}

/** Whether the session ended because the server refused it (SPEC §8: then the 401 screen shows). */
export function useIsUnauthorized(): boolean {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.unauthorized);
}

export function useIntendedPath(): string | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.intendedPath);
}

/** The SPEC §3 signed-in user record, as userDataMachine holds it (empty until the profile loads). */
export function useUserData(): UserData {
  return useSelector(useServices().workspace.userData, (snapshot) => snapshot.context);
}

export function useHasUserData(): boolean {
  return useSelector(useServices().workspace.userData, (snapshot) => snapshot.hasTag('signedIn'));
}
