import { createContext, useContext, type ReactNode } from 'react';
import type { components } from '@ratelens/api';
import { useQueryHooks } from './services.tsx';

export type UserInfo = components['schemas']['UserInfo'];

/** openapi-react-query's key for the profile, so the `users`, `features` and `tenants` tags refresh it. */
export const userInfoQueryKey = ['get', '/api/profile/userinfo'] as const;

export function useUserInfoQuery(enabled: boolean) {
  return useQueryHooks().useQuery('get', '/api/profile/userinfo', {}, { enabled });
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
