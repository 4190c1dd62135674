import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  children: React.ReactNode;
  className?: string;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={['rl-switch', className].filter(Boolean).join(' ')}>
      <span className="rl-switch__track" aria-hidden="true">
        <span className="rl-switch__thumb" />
      </span>
      <span className="rl-switch__label">{children}</span>
    </AriaSwitch>
  );
}
