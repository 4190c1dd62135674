import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import './Button.css';
import './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** `button`: a navigation that looks like a primary button ("New tenant"). */
  variant?: 'inline' | 'plain' | 'button';
  className?: string;
}

/** Client-side navigation comes from the RouterProvider of react-aria-components set up in the app root. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={[
        'rl-link',
        `rl-link--${variant}`,
        variant === 'button' ? 'rl-button rl-button--primary' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
