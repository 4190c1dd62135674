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

export interface MenuTriggerProps extends Omit<AriaMenuTriggerProps, 'children' | 'trigger'> {
  /** The pressable element that opens the menu (use Button). */
  button: ReactNode;
  /** Content shown above the menu items inside the popover, for example who is signed in. */
  header?: ReactNode;
  placement?: 'top start' | 'top end' | 'bottom start' | 'bottom end' | 'right bottom';
  children: ReactNode;
}

export function MenuTrigger({
  button,
  header,
  placement = 'bottom start',
  children,
  ...props
}: MenuTriggerProps) {
  return (
    <AriaMenuTrigger {...props}>
      {button}
      <Popover placement={placement}>
        {header ? <div className="rl-menu__header">{header}</div> : null}
        {children}
      </Popover>
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
