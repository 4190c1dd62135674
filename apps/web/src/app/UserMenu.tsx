import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getInitials } from '@ratelens/domain';
import { Button } from '../components/ui/Button.tsx';
import { Menu, MenuItem, MenuTrigger } from '../components/ui/Menu.tsx';
import { ChevronIcon, LogoutIcon, SettingsIcon } from '../components/icons/icons.tsx';
import { errorMessage } from './error-message.ts';
import { useServices } from './services.tsx';
import type { UserInfo } from './user-info.tsx';
import './UserMenu.css';

export interface SignInNotice {
  notice?: string;
}

export function UserMenu({ user, compact }: { user: UserInfo; compact: boolean }) {
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

  return (
    <MenuTrigger
      placement="top start"
      button={
        <Button variant="quiet" className="user-menu__trigger" aria-label={`User menu for ${user.name}`}>
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
      }
      header={
        <div className="user-menu__card">
          <p className="user-menu__card-name">{user.name}</p>
          <p className="user-menu__card-email">{user.email}</p>
          <p className="user-menu__card-tenant">{user.tenantName}</p>
        </div>
      }
    >
      <Menu aria-label="Account">
        <MenuItem id="settings" href="/settings/profile" textValue="Settings">
          <SettingsIcon />
          Settings
        </MenuItem>
        <MenuItem
          id="logout"
          textValue="Log out"
          onAction={() => logout.mutate()}
          isDisabled={logout.isPending}
        >
          <LogoutIcon />
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
