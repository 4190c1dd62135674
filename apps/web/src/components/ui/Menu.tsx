import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
} from 'react-aria-components';
import { Popover } from './Popover.tsx';
import './Menu.css';

export type MenuPlacement = 'top start' | 'top end' | 'bottom start' | 'bottom end' | 'right bottom';

export interface MenuPopoverProps {
  /** Content shown above the menu items inside the popover, for example who is signed in. */
  header?: ReactNode;
  placement?: MenuPlacement;
  children: ReactNode;
}

/**
 * The popover of a MenuTrigger, on its own so that a trigger can load it on first open (the popover's
 * positioning and focus code is the larger part of a menu).
 */
export function MenuPopover({ header, placement = 'bottom start', children }: MenuPopoverProps) {
  return (
    <Popover placement={placement}>
      {header ? <div className="rl-menu__header">{header}</div> : null}
      {children}
    </Popover>
  );
}

export interface MenuTriggerProps
  extends Omit<AriaMenuTriggerProps, 'children' | 'trigger'>, MenuPopoverProps {
  /** The pressable element that opens the menu (use Button). */
  button: ReactNode;
}

export function MenuTrigger({ button, header, placement, children, ...props }: MenuTriggerProps) {
  return (
    <AriaMenuTrigger {...props}>
      {button}
      <MenuPopover header={header} placement={placement}>
        {children}
      </MenuPopover>
    </AriaMenuTrigger>
  );
}

export function Menu<T extends object>({
  className,
  ...props
}: Omit<AriaMenuProps<T>, 'className'> & { className?: string }) {
  return <AriaMenu {...props} className={['rl-menu', className].filter(Boolean).join(' ')} />;
}

export function MenuItem({
  className,
  ...props
}: Omit<AriaMenuItemProps, 'className'> & { className?: string }) {
  return <AriaMenuItem {...props} className={['rl-menu__item', className].filter(Boolean).join(' ')} />;
}
