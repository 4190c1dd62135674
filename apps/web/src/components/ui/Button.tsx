import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { Spinner } from './Spinner.tsx';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'icon' | 'destructive';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
}

export function Button({ variant = 'primary', className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={['rl-button', `rl-button--${variant}`, className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="small" label="Working" /> : null}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
