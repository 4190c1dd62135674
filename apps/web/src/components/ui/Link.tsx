import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  variant?: 'inline' | 'plain';
  className?: string;
}

/** Client-side navigation comes from the RouterProvider of react-aria-components set up in the app root. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={['rl-link', `rl-link--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
