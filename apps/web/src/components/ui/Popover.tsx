import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import './Popover.css';

export function Popover({
  className,
  ...props
}: Omit<AriaPopoverProps, 'className'> & { className?: string }) {
  return (
    <AriaPopover offset={6} {...props} className={['rl-popover', className].filter(Boolean).join(' ')} />
  );
}
