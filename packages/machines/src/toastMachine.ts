import { TOAST_AUTO_CLOSE_MS, TOAST_REMOVE_DELAY_MS } from '@ratelens/domain';
import { assign, setup } from 'xstate';

export type ToastVariant = 'default' | 'destructive';

/** Data only: the host maps `actionId` to what the button does, so the state stays serialisable. */
export interface ToastAction {
  actionId: string;
  label: string;
  altText: string;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface Toast extends ToastInput {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastContext {
  /** At most one entry (SPEC §9 limit 1); kept as a list so the view renders it as a region. */
  toasts: Toast[];
  count: number;
}

export type ToastEvent =
  | { type: 'TOAST.ADD'; toast: ToastInput }
  | { type: 'TOAST.UPDATE'; id: string; toast: Partial<ToastInput> }
  | { type: 'TOAST.DISMISS'; id?: string }
  | { type: 'TOAST.REMOVE'; id?: string };

/** Sequential ids; wraps before losing integer precision. */
const nextCount = (count: number): number => (count + 1) % Number.MAX_SAFE_INTEGER;

const targetsCurrent = (context: ToastContext, id: string | undefined): boolean =>
  id === undefined || context.toasts.some((toast) => toast.id === id);

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  guards: {
    targetsCurrentToast: ({ context, event }) =>
      (event.type === 'TOAST.DISMISS' || event.type === 'TOAST.REMOVE' || event.type === 'TOAST.UPDATE') &&
      targetsCurrent(context, event.id),
  },
  delays: {
    autoClose: TOAST_AUTO_CLOSE_MS,
    removeDelay: TOAST_REMOVE_DELAY_MS,
  },
  actions: {
    /** A new toast replaces the previous one. */
    addToast: assign(({ context, event }) => {
      if (event.type !== 'TOAST.ADD') return {};
      const count = nextCount(context.count);
      const toast: Toast = {
        ...event.toast,
        id: String(count),
        variant: event.toast.variant ?? 'default',
        open: true,
      };
      return { count, toasts: [toast] };
    }),
    updateToast: assign(({ context, event }) =>
      event.type === 'TOAST.UPDATE'
        ? {
            toasts: context.toasts.map((toast) =>
              toast.id === event.id ? { ...toast, ...event.toast, id: toast.id, open: toast.open } : toast,
            ),
          }
        : {},
    ),
    closeToast: assign(({ context }) => ({
      toasts: context.toasts.map((toast) => ({ ...toast, open: false })),
    })),
    removeToast: assign({ toasts: () => [] }),
  },
}).createMachine({
  id: 'toast',
  context: { toasts: [], count: 0 },
  initial: 'idle',
  on: {
    'TOAST.ADD': { target: '.visible', reenter: true, actions: 'addToast' },
  },
  states: {
    idle: {},
    visible: {
      tags: ['visible'],
      after: { autoClose: { target: 'closing', actions: 'closeToast' } },
      on: {
        'TOAST.UPDATE': { guard: 'targetsCurrentToast', actions: 'updateToast' },
        'TOAST.DISMISS': { guard: 'targetsCurrentToast', target: 'closing', actions: 'closeToast' },
        'TOAST.REMOVE': { guard: 'targetsCurrentToast', target: 'idle', actions: 'removeToast' },
      },
    },
    /** Dismissed: the view animates it out, and it stays in the list until the removal delay passes. */
    closing: {
      after: { removeDelay: { target: 'idle', actions: 'removeToast' } },
      on: {
        'TOAST.UPDATE': { guard: 'targetsCurrentToast', actions: 'updateToast' },
        'TOAST.REMOVE': { guard: 'targetsCurrentToast', target: 'idle', actions: 'removeToast' },
      },
    },
  },
});
