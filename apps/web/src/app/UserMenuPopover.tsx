import { useRef, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria/useMenu';
import {
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { Menu, MenuItem, MenuPopover } from '../components/ui/Menu.tsx';
import { LogoutIcon, SettingsIcon } from '../components/icons/icons.tsx';
import type { UserData } from '@ratelens/machines';

export interface UserMenuPopoverProps {
  user: Pick<UserData, 'name' | 'email' | 'tenantName'>;
  /** From UserMenu's trigger hooks: what react-aria-components' MenuTrigger would provide. */
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The user menu's popover (who is signed in, Settings, Log out); UserMenu loads it on first open. */
export function UserMenuPopover({
  user,
  state,
  menuProps,
  triggerRef,
  onLogout,
  isLoggingOut,
}: UserMenuPopoverProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The same contexts react-aria-components' MenuTrigger sets up around its popover.
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <MenuPopover
        placement="top start"
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
          <MenuItem id="logout" textValue="Log out" onAction={onLogout} isDisabled={isLoggingOut}>
            <LogoutIcon />
            Log out
          </MenuItem>
        </Menu>
      </MenuPopover>
    </Provider>
  );
}
