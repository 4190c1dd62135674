import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
} from 'react-aria-components';
import './Disclosure.css';

export interface DisclosureProps {
  /** The always-visible summary line; pressing it shows or hides the panel. */
  title: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
  /** Heading level of the summary inside the page outline. */
  level?: 2 | 3 | 4;
}

export function Disclosure({ title, children, id, className, level = 3 }: DisclosureProps) {
  return (
    <AriaDisclosure id={id} className={['rl-disclosure', className].filter(Boolean).join(' ')}>
      {({ isExpanded }) => (
        <>
          <AriaHeading level={level} className="rl-disclosure__heading">
            <AriaButton slot="trigger" className="rl-disclosure__trigger">
              <span className="rl-disclosure__chevron" aria-hidden="true">
                ▸
              </span>
              {title}
            </AriaButton>
          </AriaHeading>
          {/* Long lists (the API reference) stay light: a closed panel renders nothing inside. */}
          <AriaDisclosurePanel className="rl-disclosure__panel">
            {isExpanded ? children : null}
          </AriaDisclosurePanel>
        </>
      )}
    </AriaDisclosure>
  );
}
