import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { unwrap, type ApiClient, type components } from '@ratelens/api';
import { hostMustProvide } from './host-actors.ts';
import type { ToastInput } from './toastMachine.ts';

/** GET /api/user/feedbacktype answers id and name; the select shows them as value and label. */
export type FeedbackTypeOption = components['schemas']['FeedbackType'];

/** POST /api/user/feedback body (SPEC §3). */
export type FeedbackPayload = components['schemas']['FeedbackCreate'];

export interface FeedbackContext {
  types: FeedbackTypeOption[];
  feedbackType: string | undefined;
  message: string;
  pageUrl: string;
  /** Why the types could not be loaded or the feedback not sent: the typed API error as thrown. */
  error: unknown;
}

export type FeedbackEvent =
  /** pageUrl: the address of the page the dialog was opened on, supplied by the host. */
  | { type: 'FEEDBACK.OPEN'; pageUrl: string }
  | { type: 'FEEDBACK.CLOSE' }
  | { type: 'FEEDBACK.RETRY' }
  | { type: 'FEEDBACK.TYPE_SELECTED'; feedbackType: string }
  | { type: 'FEEDBACK.MESSAGE_CHANGED'; message: string }
  | { type: 'FEEDBACK.SUBMIT' };

export const FEEDBACK_SUCCESS_TOAST: ToastInput = {
  title: 'Feedback submitted successfully!',
  variant: 'default',
};
export const FEEDBACK_ERROR_TOAST: ToastInput = {
  title: 'Error submitting feedback',
  variant: 'destructive',
};

/** SPEC §5: a type is chosen and the message has visible text. */
export const canSubmitFeedback = (context: Pick<FeedbackContext, 'feedbackType' | 'message'>): boolean =>
  context.feedbackType !== undefined && context.feedbackType !== '' && context.message.trim() !== '';

const emptyForm = { feedbackType: undefined, message: '', error: undefined };

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
  },
  actors: {
    loadFeedbackTypes: fromPromise<FeedbackTypeOption[]>(async () => {
      throw hostMustProvide('loadFeedbackTypes');
    }),
    submitFeedback: fromPromise<components['schemas']['Feedback'], FeedbackPayload>(async () => {
      throw hostMustProvide('submitFeedback');
    }),
  },
  actions: {
    /** The host shows the toast (web: the toast machine; CLI: a line on stderr). */
    notify: (_, _toast: ToastInput) => {},
    resetForm: assign(emptyForm),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitFeedback(context),
    isKnownType: ({ context, event }) =>
      event.type === 'FEEDBACK.TYPE_SELECTED' &&
      context.types.some((option) => option.id === event.feedbackType),
  },
}).createMachine({
  id: 'feedback',
  context: { types: [], pageUrl: '', ...emptyForm },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'FEEDBACK.OPEN': {
          target: 'open',
          actions: [assign({ pageUrl: ({ event }) => event.pageUrl }), 'resetForm'],
        },
      },
    },
    open: {
      initial: 'loadingTypes',
      on: { 'FEEDBACK.CLOSE': { target: 'closed', actions: 'resetForm' } },
      states: {
        loadingTypes: {
          tags: ['loadingTypes'],
          invoke: {
            id: 'loadFeedbackTypes',
            src: 'loadFeedbackTypes',
            onDone: { target: 'editing', actions: assign({ types: ({ event }) => event.output }) },
            onError: {
              target: 'typesFailed',
              actions: assign({ error: ({ event }) => event.error }),
            },
          },
        },
        typesFailed: {
          on: { 'FEEDBACK.RETRY': { target: 'loadingTypes', actions: assign({ error: undefined }) } },
        },
        editing: {
          tags: ['editable'],
          on: {
            'FEEDBACK.TYPE_SELECTED': {
              guard: 'isKnownType',
              actions: assign({ feedbackType: ({ event }) => event.feedbackType }),
            },
            'FEEDBACK.MESSAGE_CHANGED': { actions: assign({ message: ({ event }) => event.message }) },
            'FEEDBACK.SUBMIT': { guard: 'canSubmit', target: 'submitting' },
          },
        },
        submitting: {
          tags: ['busy'],
          // Closing mid-request would hide whether the feedback arrived, so CLOSE waits for the answer.
          on: { 'FEEDBACK.CLOSE': {} },
          invoke: {
            id: 'submitFeedback',
            src: 'submitFeedback',
            input: ({ context }): FeedbackPayload => ({
              feedbackType: context.feedbackType ?? '',
              message: context.message,
              pageUrl: context.pageUrl,
            }),
            onDone: {
              target: '#feedback.closed',
              actions: [{ type: 'notify', params: FEEDBACK_SUCCESS_TOAST }, 'resetForm'],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'notify', params: FEEDBACK_ERROR_TOAST },
                assign({ error: ({ event }) => event.error }),
              ],
            },
          },
        },
      },
    },
  },
});

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

/** Derived for the view: the Send Feedback button is enabled only while editing a complete form. */
export const selectCanSubmit = (snapshot: FeedbackSnapshot): boolean =>
  snapshot.matches({ open: 'editing' }) && canSubmitFeedback(snapshot.context);

/** Derived for the view: the message box appears once a type is chosen. */
export const selectShowsMessage = (snapshot: FeedbackSnapshot): boolean =>
  snapshot.matches('open') && snapshot.context.feedbackType !== undefined;

/**
 * The default actors of feedbackMachine over the typed client (GET /api/user/feedbacktype, POST
 * /api/user/feedback); a failure stays the client's typed error. Hosts provide only `notify`.
 */
export function feedbackActors(api: ApiClient) {
  return {
    loadFeedbackTypes: fromPromise<FeedbackTypeOption[]>(async ({ signal }) =>
      unwrap(await api.GET('/api/user/feedbacktype', { signal })),
    ),
    submitFeedback: fromPromise<components['schemas']['Feedback'], FeedbackPayload>(
      async ({ input, signal }) => unwrap(await api.POST('/api/user/feedback', { body: input, signal })),
    ),
  };
}
