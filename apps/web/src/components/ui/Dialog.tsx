import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading as AriaHeading,
  type DialogProps as AriaDialogProps,
  type DialogTriggerProps as AriaDialogTriggerProps,
} from 'react-aria-components';
import './Dialog.css';

export function DialogTrigger(props: AriaDialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'children'> {
  title: string;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

export function Dialog({ title, children, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className="rl-dialog">
      {({ close }) => (
        <>
          <AriaHeading slot="title" className="rl-dialog__title">
            {title}
          </AriaHeading>
          <div className="rl-dialog__body">
            {typeof children === 'function' ? children({ close }) : children}
          </div>
        </>
      )}
    </AriaDialog>
  );
}
