import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unwrap, type components } from '@ratelens/api';
import { useApi } from './services.tsx';

export type UserInfo = components['schemas']['UserInfo'];

export const userInfoQueryKey = ['profile', 'userinfo'] as const;

export function useUserInfoQuery(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: userInfoQueryKey,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/profile/userinfo', { signal })),
    enabled,
  });
}

const CurrentUserContext = createContext<UserInfo | null>(null);

export function CurrentUserProvider({ user, children }: { user: UserInfo; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user; only available below the authenticated layout, which loads it first. */
export function useCurrentUser(): UserInfo {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used below the authenticated layout');
  return user;
}
