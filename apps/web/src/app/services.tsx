import { createContext, useContext, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createActor, type ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { ApiError, createApiClient, type ApiClient } from '@ratelens/api';
import { DATA_LAYER } from '@ratelens/domain';
import { createSessionAuthHooks, sessionMachine } from '@ratelens/machines';
import { readStoredSession, writeStoredSession } from './session-storage.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface Services {
  session: SessionActor;
  api: ApiClient;
  queryClient: QueryClient;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors (401 after a failed refresh, 403, 404...) will not heal by asking again.
  if (error instanceof ApiError && error.kind === 'HTTP_ERROR' && (error.status ?? 500) < 500) return false;
  return failureCount < 1;
}

/** One session actor, one API client and one query cache for the whole tab, created at start. */
export function createServices({ storage, origin }: { storage: Storage; origin: string }): Services {
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
    auth: {
      ...sessionHooks,
      onRefreshFailed: () => {
        // SPEC §8: a failed refresh logs the user out (keeping where they were going); the guard then
        // sends them to /signin. Cached data of the ended session must not outlive it.
        sessionHooks.onRefreshFailed();
        queryClient.clear();
      },
    },
  });

  return { session, api, queryClient };
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
export const useSessionActor = (): SessionActor => useServices().session;

export function useIsAuthenticated(): boolean {
  return useSelector(useSessionActor(), (snapshot) => snapshot.hasTag('authenticated'));
}

export function useIntendedPath(): string | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.intendedPath);
}
