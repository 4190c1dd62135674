import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import './ToggleButton.css';

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps, 'className'> {
  className?: string;
}

/** A button that stays pressed (aria-pressed): legend entries, vote buttons, filter chips. */
export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  return <AriaToggleButton {...props} className={['rl-toggle', className].filter(Boolean).join(' ')} />;
}
