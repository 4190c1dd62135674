import { useSelector } from '@xstate/react';
import { Toaster } from '../components/ui/Toaster.tsx';
import { useServices } from './services.tsx';

/** The one toast area of the app, driven by the toast machine of the services. */
export function Toasts() {
  const { toasts, toastActions } = useServices();
  const list = useSelector(toasts, (snapshot) => snapshot.context.toasts);
  return (
    <Toaster
      toasts={list}
      onDismiss={(id) => toasts.send({ type: 'TOAST.DISMISS', id })}
      onAction={(toast) => {
        if (toast.action) toastActions.get(toast.action.actionId)?.();
        toasts.send({ type: 'TOAST.DISMISS', id: toast.id });
      }}
    />
  );
}
