import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, createApiClient, type components } from '@ratelens/api';
import {
  FEEDBACK_ERROR_TOAST,
  FEEDBACK_SUCCESS_TOAST,
  canSubmitFeedback,
  feedbackActors,
  feedbackMachine,
  selectCanSubmit,
  selectShowsMessage,
  type FeedbackPayload,
  type FeedbackTypeOption,
} from '../src/feedbackMachine.ts';
import type { ToastInput } from '../src/toastMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const types: FeedbackTypeOption[] = [
  { id: 'bug', name: 'Bug report' },
  { id: 'idea', name: 'Idea' },
];
const pageUrl = 'https://ratelens.example/use-cases/x';

type Feedback = components['schemas']['Feedback'];
const stored = (payload: FeedbackPayload): Feedback => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  ...payload,
  feedbackTypeName: types.find((t) => t.id === payload.feedbackType)?.name ?? '',
  username: 'ada@acme-mutual.example',
  createdDateTime: '2026-01-01T00:00:00.000Z',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function harness(
  options: {
    loadTypes?: () => Promise<FeedbackTypeOption[]>;
    submit?: (p: FeedbackPayload) => Promise<Feedback>;
  } = {},
) {
  const toasts: ToastInput[] = [];
  const submitted: FeedbackPayload[] = [];
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        loadFeedbackTypes: fromPromise(options.loadTypes ?? (async () => types)),
        submitFeedback: fromPromise(async ({ input }: { input: FeedbackPayload }) => {
          submitted.push(input);
          return options.submit ? options.submit(input) : stored(input);
        }),
      },
      actions: { notify: (_, toast) => void toasts.push(toast) },
    }),
  ).start();
  return { actor, toasts, submitted };
}

async function openAndFill(actor: ReturnType<typeof harness>['actor']) {
  actor.send({ type: 'FEEDBACK.OPEN', pageUrl });
  await waitFor(actor, (s) => s.matches({ open: 'editing' }));
  actor.send({ type: 'FEEDBACK.TYPE_SELECTED', feedbackType: 'idea' });
  actor.send({ type: 'FEEDBACK.MESSAGE_CHANGED', message: 'More charts please' });
}

describe('canSubmitFeedback', () => {
  it.each([
    [undefined, 'text', false],
    ['bug', '', false],
    ['bug', '   ', false],
    ['', 'text', false],
    ['bug', 'text', true],
  ])('with type %j and message %j answers %s', (feedbackType, message, expected) => {
    expect(canSubmitFeedback({ feedbackType, message })).toBe(expected);
  });
});

describe('feedbackMachine', () => {
  it('starts closed', () => {
    expect(harness().actor.getSnapshot().value).toBe('closed');
  });

  it('shows the loading skeleton tag while the types load', async () => {
    const load = deferred<FeedbackTypeOption[]>();
    const { actor } = harness({ loadTypes: () => load.promise });
    actor.send({ type: 'FEEDBACK.OPEN', pageUrl });
    expect(actor.getSnapshot().hasTag('loadingTypes')).toBe(true);
    load.resolve(types);
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().hasTag('loadingTypes')).toBe(false);
    expect(actor.getSnapshot().context.types).toEqual(types);
  });

  it('reveals the message box only once a type is chosen', async () => {
    const { actor } = harness();
    actor.send({ type: 'FEEDBACK.OPEN', pageUrl });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(selectShowsMessage(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'FEEDBACK.TYPE_SELECTED', feedbackType: 'bug' });
    expect(selectShowsMessage(actor.getSnapshot())).toBe(true);
  });

  it('ignores a type that is not among the loaded options', async () => {
    const { actor } = harness();
    actor.send({ type: 'FEEDBACK.OPEN', pageUrl });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'FEEDBACK.TYPE_SELECTED', feedbackType: 'spam' });
    expect(actor.getSnapshot().context.feedbackType).toBeUndefined();
  });

  it('enables submit only when both type and message are set', async () => {
    const { actor, submitted } = harness();
    actor.send({ type: 'FEEDBACK.OPEN', pageUrl });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'FEEDBACK.MESSAGE_CHANGED', message: 'Hello' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    actor.send({ type: 'FEEDBACK.TYPE_SELECTED', feedbackType: 'bug' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'FEEDBACK.MESSAGE_CHANGED', message: '' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(submitted).toEqual([]);
  });

  it('sends the selected option id, the message and the page address, busy meanwhile', async () => {
    const answer = deferred<Feedback>();
    const { actor, submitted } = harness({ submit: () => answer.promise });
    await openAndFill(actor);
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(submitted).toEqual([{ feedbackType: 'idea', message: 'More charts please', pageUrl }]);
    answer.resolve(stored({ feedbackType: 'idea', message: 'More charts please', pageUrl }));
    await waitFor(actor, (s) => s.matches('closed'));
  });

  it('closes and toasts success after a successful submit', async () => {
    const { actor, toasts } = harness();
    await openAndFill(actor);
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(toasts).toEqual([FEEDBACK_SUCCESS_TOAST]);
    expect(toasts[0]?.title).toBe('Feedback submitted successfully!');
    expect(actor.getSnapshot().context).toMatchObject({ feedbackType: undefined, message: '' });
  });

  it('stays open with the form kept and toasts an error when submit fails', async () => {
    const { actor, toasts } = harness({ submit: async () => Promise.reject(new Error('HTTP 500')) });
    await openAndFill(actor);
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }) && toasts.length > 0);
    expect(toasts).toEqual([FEEDBACK_ERROR_TOAST]);
    expect(toasts[0]).toEqual({ title: 'Error submitting feedback', variant: 'destructive' });
    expect(actor.getSnapshot().context).toMatchObject({
      feedbackType: 'idea',
      message: 'More charts please',
    });
  });

  it('does not close while a submit is in flight', async () => {
    const answer = deferred<Feedback>();
    const { actor } = harness({ submit: () => answer.promise });
    await openAndFill(actor);
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    actor.send({ type: 'FEEDBACK.CLOSE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.resolve(stored({ feedbackType: 'idea', message: 'More charts please', pageUrl }));
  });

  it('offers a retry when the types fail to load', async () => {
    let calls = 0;
    const { actor } = harness({
      loadTypes: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return types;
      },
    });
    actor.send({ type: 'FEEDBACK.OPEN', pageUrl });
    await waitFor(actor, (s) => s.matches({ open: 'typesFailed' }));
    expect(actor.getSnapshot().context.error).toEqual(new Error('offline'));
    actor.send({ type: 'FEEDBACK.RETRY' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
  });

  it('clears the form when closed and reopened', async () => {
    const { actor } = harness();
    await openAndFill(actor);
    actor.send({ type: 'FEEDBACK.CLOSE' });
    actor.send({ type: 'FEEDBACK.OPEN', pageUrl: 'https://ratelens.example/' });
    expect(actor.getSnapshot().context).toMatchObject({
      feedbackType: undefined,
      message: '',
      pageUrl: 'https://ratelens.example/',
    });
  });

  it('fails loudly when the host did not provide the actors', async () => {
    const actor = createActor(feedbackMachine).start();
    actor.send({ type: 'FEEDBACK.OPEN', pageUrl });
    await waitFor(actor, (s) => s.matches({ open: 'typesFailed' }));
    expect(String(actor.getSnapshot().context.error)).toMatch(/must provide the 'loadFeedbackTypes' actor/);
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(feedbackMachine, {
      events: [
        { type: 'FEEDBACK.OPEN', pageUrl },
        { type: 'xstate.done.actor.loadFeedbackTypes', output: types },
        { type: 'xstate.error.actor.loadFeedbackTypes', error: new Error('offline') },
        { type: 'FEEDBACK.TYPE_SELECTED', feedbackType: 'bug' },
        { type: 'FEEDBACK.MESSAGE_CHANGED', message: 'Hi' },
        {
          type: 'xstate.done.actor.submitFeedback',
          output: stored({ feedbackType: 'bug', message: 'Hi', pageUrl }),
        },
        { type: 'xstate.error.actor.submitFeedback', error: new Error('HTTP 500') },
      ],
    });
  });

  it('loads the types and sends the feedback through the typed client, keeping a refusal as its ApiError', async () => {
    const requests: string[] = [];
    let refuse = false;
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(String(input));
        const url = new URL(request.url);
        const body = request.method === 'POST' ? await request.text() : '';
        requests.push(`${request.method} ${url.pathname}${body ? ` ${body}` : ''}`);
        const json = (data: unknown, status = 200) =>
          new Response(JSON.stringify(data), {
            status,
            headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
          });
        if (url.pathname === '/api/user/feedbacktype') return json(types);
        if (refuse)
          return json(
            { type: 'about:blank', title: 'Too many requests', status: 429, code: 'rate_limited' },
            429,
          );
        return json(stored(JSON.parse(body) as FeedbackPayload), 201);
      },
    });
    const toasts: ToastInput[] = [];
    const actor = createActor(
      feedbackMachine.provide({
        actors: feedbackActors(api),
        actions: { notify: (_, toast) => void toasts.push(toast) },
      }),
    ).start();
    await openAndFill(actor);
    expect(actor.getSnapshot().context.types).toEqual(types);
    refuse = true;
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }) && s.context.error !== undefined);
    const error = actor.getSnapshot().context.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    refuse = false;
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(toasts).toEqual([FEEDBACK_ERROR_TOAST, FEEDBACK_SUCCESS_TOAST]);
    const sent = JSON.stringify({ feedbackType: 'idea', message: 'More charts please', pageUrl });
    expect(requests).toEqual([
      'GET /api/user/feedbacktype',
      `POST /api/user/feedback ${sent}`,
      `POST /api/user/feedback ${sent}`,
    ]);
  });
});
