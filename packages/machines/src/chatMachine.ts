import type { AnswerStreamEvent, components } from '@ratelens/api';
import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';
import { hostMustProvide } from './host-actors.ts';

type Schemas = components['schemas'];
export type ChatApproach = Schemas['Approach'];
export type ChatCitation = Schemas['Citation'];
export type ChatAnswerResult = Schemas['ChatAnswer'];

/** One approach's answer as it arrives: text so far and, once sent, its citations. */
export interface PartialAnswer {
  approach: ChatApproach;
  text: string;
  citations: ChatCitation[];
}

export interface ChatContext {
  /** The chat being written in; null until the first question creates it. */
  chatId: string | null;
  /** Whether the chat was created by this machine's last question (the host then opens its page). */
  created: boolean;
  /** The question being answered (kept for retry and regenerate). */
  question: string;
  /** Answers by approach, in the order the server sends them. */
  partial: PartialAnswer[];
  /** The stored question, once the server has confirmed it. */
  questionMessage: Schemas['ChatMessage'] | null;
  /** The id the server gave the answer being written (known from the `answer` event). */
  answerMessageId: string | null;
  result: ChatAnswerResult | null;
  error: unknown;
}

export interface ChatInput {
  chatId?: string | null;
}

export interface StreamAnswerInput {
  chatId: string | null;
  question: string;
}

export type ChatEvent =
  | { type: 'CHAT.SEND'; question: string }
  | { type: 'CHAT.STOP' }
  | { type: 'CHAT.RETRY' }
  | { type: 'CHAT.DISMISS' }
  | { type: 'CHAT.OPENED'; chatId: string | null }
  /** From the streaming actor: the chat the question went to (created when the chat was new). */
  | { type: 'CHAT.STREAM.CHAT'; chatId: string }
  | { type: 'CHAT.STREAM.EVENT'; event: AnswerStreamEvent }
  | { type: 'CHAT.STREAM.ENDED' }
  | { type: 'CHAT.STREAM.FAILED'; error: unknown };

/** The streamed answers applied to the partial answers. */
export function applyStreamEvent(partial: PartialAnswer[], event: AnswerStreamEvent): PartialAnswer[] {
  switch (event.type) {
    case 'answer':
      // A draft the model streamed before the answer was stored stays; its rest or replacement follows.
      return event.approaches.map(
        (approach) => partial.find((p) => p.approach === approach) ?? { approach, text: '', citations: [] },
      );
    case 'replace':
      return partial.map((p) => (p.approach === event.approach ? { ...p, text: event.text } : p));
    case 'delta': {
      const has = partial.some((p) => p.approach === event.approach);
      const base = has ? partial : [...partial, { approach: event.approach, text: '', citations: [] }];
      return base.map((p) => (p.approach === event.approach ? { ...p, text: p.text + event.text } : p));
    }
    case 'citations':
      return partial.map((p) => (p.approach === event.approach ? { ...p, citations: event.citations } : p));
    case 'done':
      return event.result.answer.answers.map((a) => ({
        approach: a.approach,
        text: a.text,
        citations: a.citations,
      }));
    default:
      return partial;
  }
}

const cleared = { partial: [], questionMessage: null, answerMessageId: null, result: null, error: null };

/** A question typed in the ask box starts its answer. */
const ask = { guard: 'hasQuestion', target: 'streaming', actions: 'ask' } as const;

/** Once an answer stopped or failed: ask another question, retry this one, or put it away. */
const afterAnswer = {
  'CHAT.SEND': ask,
  'CHAT.RETRY': { target: 'streaming', actions: 'clear' },
  'CHAT.DISMISS': { target: 'idle', actions: 'clear' },
} as const;

/**
 * One chat's ask box: send a question, receive the answer as it is written (server-sent events), stop
 * it, retry a failed one. The host provides `streamAnswer` (a callback actor that creates the chat when
 * needed, reads the stream and reports each event) and is told when an answer is complete.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    streamAnswer: fromCallback<ChatEvent, StreamAnswerInput>(() => {
      throw hostMustProvide('streamAnswer');
    }),
  },
  actions: {
    ask: assign(({ event }) =>
      event.type === 'CHAT.SEND' ? { question: event.question.trim(), ...cleared } : {},
    ),
    clear: assign(cleared),
    /** The host refreshes what it shows of the chat (history, list) and may navigate to a new chat. */
    answered: (
      _,
      _params: { chatId: string | null; created: boolean; result: ChatAnswerResult | null },
    ) => {},
    /** The stream was stopped; the server has stored the whole answer, which the host may show later. */
    stopped: (_, _params: { chatId: string | null; created: boolean }) => {},
  },
  guards: {
    hasQuestion: ({ event }) => event.type === 'CHAT.SEND' && event.question.trim() !== '',
    isErrorEvent: ({ event }) => event.type === 'CHAT.STREAM.EVENT' && event.event.type === 'error',
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ chatId: input.chatId ?? null, created: false, question: '', ...cleared }),
  initial: 'idle',
  on: {
    'CHAT.OPENED': {
      target: '.idle',
      actions: assign(({ event }) => ({ chatId: event.chatId, created: false, question: '', ...cleared })),
    },
  },
  states: {
    idle: {
      tags: ['editable'],
      on: { 'CHAT.SEND': ask },
    },
    streaming: {
      tags: ['busy'],
      invoke: {
        id: 'stream',
        src: 'streamAnswer',
        input: ({ context }) => ({ chatId: context.chatId, question: context.question }),
      },
      on: {
        'CHAT.STREAM.CHAT': {
          actions: assign(({ context, event }) => ({
            chatId: event.chatId,
            created: context.chatId !== event.chatId,
          })),
        },
        'CHAT.STREAM.EVENT': [
          {
            guard: 'isErrorEvent',
            target: 'failed',
            actions: assign(({ event }) => ({ error: event.event })),
          },
          {
            actions: assign(({ context, event }) => ({
              partial: applyStreamEvent(context.partial, event.event),
              questionMessage:
                event.event.type === 'question' ? event.event.question : context.questionMessage,
              answerMessageId:
                event.event.type === 'answer' ? event.event.messageId : context.answerMessageId,
              result: event.event.type === 'done' ? event.event.result : context.result,
            })),
          },
        ],
        'CHAT.STREAM.ENDED': {
          target: 'idle',
          actions: {
            type: 'answered',
            params: ({ context }) => ({
              chatId: context.chatId,
              created: context.created,
              result: context.result,
            }),
          },
        },
        'CHAT.STREAM.FAILED': { target: 'failed', actions: assign(({ event }) => ({ error: event.error })) },
        'CHAT.STOP': {
          target: 'stopped',
          actions: {
            type: 'stopped',
            params: ({ context }) => ({ chatId: context.chatId, created: context.created }),
          },
        },
      },
    },
    stopped: { tags: ['editable'], on: afterAnswer },
    failed: { tags: ['editable'], on: afterAnswer },
  },
});

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;
