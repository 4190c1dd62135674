import { lazy, Suspense, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ButtonContext } from 'react-aria-components';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { useNavigate } from 'react-router-dom';
import { getInitials } from '@ratelens/domain';
import { Button } from '../components/ui/Button.tsx';
import { ChevronIcon } from '../components/icons/icons.tsx';
import { errorMessage } from './error-message.ts';
import { useServices } from './services.tsx';
import type { UserData } from '@ratelens/machines';
import './UserMenu.css';

// The trigger is eager; the popover and menu (overlay positioning, focus scope, collection) load on
// first open, so a first visit to / does not download them (bench/bundle.mjs budget). The trigger is
// react-aria-components' MenuTrigger taken apart (its state and trigger hooks here, its contexts in
// UserMenuPopover, the press handling through ButtonContext): importing MenuTrigger itself would bring the whole Menu module into this chunk.
const loadPopover = () => import('./UserMenuPopover.tsx');
const UserMenuPopover = lazy(async () => ({ default: (await loadPopover()).UserMenuPopover }));

export interface SignInNotice {
  notice?: string;
}

export function UserMenu({
  user,
  compact,
}: {
  user: Pick<UserData, 'name' | 'email' | 'tenantName'>;
  compact: boolean;
}) {
  const { api, session, queryClient } = useServices();
  const navigate = useNavigate();

  const logout = useMutation({
    mutationFn: async () => {
      const { error, response } = await api.POST('/sso/logout');
      if (error || !response.ok) throw new Error(errorMessage(error));
    },
    onSettled: (_data, error) => {
      // The local session ends whatever the server says, so a dead server cannot keep anyone signed in.
      session.send({ type: 'SESSION.CLEARED' });
      queryClient.clear();
      const state: SignInNotice | undefined = error
        ? {
            notice: `You are signed out on this device, but the server could not end the session: ${errorMessage(error)}`,
          }
        : undefined;
      void navigate('/signin', { replace: true, state });
    },
  });

  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  // Stays true after the first open, so the popover can play its exit and reopen without a fallback.
  const [wanted, setWanted] = useState(false);
  if (state.isOpen && !wanted) setWanted(true);

  return (
    <>
      <ButtonContext.Provider value={{ ...menuTriggerProps, ref: triggerRef, isPressed: state.isOpen }}>
        <Button
          variant="quiet"
          className="user-menu__trigger"
          aria-label={`User menu for ${user.name}`}
          // Fetch the popover's chunk as soon as the pointer or focus is on its way.
          onHoverStart={() => void loadPopover()}
          onFocus={() => void loadPopover()}
        >
          <span className="user-menu__avatar" aria-hidden="true">
            {getInitials(user.name) || '?'}
          </span>
          {compact ? null : (
            <span className="user-menu__summary">
              <span className="user-menu__name">{user.name}</span>
              <span className="user-menu__tenant">{user.tenantName}</span>
            </span>
          )}
          {compact ? null : <ChevronIcon />}
        </Button>
      </ButtonContext.Provider>
      {wanted ? (
        <Suspense fallback={null}>
          <UserMenuPopover
            user={user}
            state={state}
            menuProps={menuProps}
            triggerRef={triggerRef}
            onLogout={() => logout.mutate()}
            isLoggingOut={logout.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
