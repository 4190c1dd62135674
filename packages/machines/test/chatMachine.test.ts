import type { AnswerStreamEvent } from '@ratelens/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import {
  applyStreamEvent,
  chatMachine,
  type ChatAnswerResult,
  type ChatEvent,
  type StreamAnswerInput,
} from '../src/chatMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const message = (id: string, role: 'user' | 'assistant', text: string | null, answers = []) => ({
  id,
  chatId: 'c1',
  role,
  text,
  answers,
  myVote: 'none' as const,
  createdDateTime: '2026-01-01T00:00:00Z',
});

const result = {
  question: message('q1', 'user', 'Why?'),
  answer: {
    ...message('a1', 'assistant', null),
    answers: [
      {
        approach: 'documents' as const,
        text: 'Because [1].',
        citations: [],
        engine: 'extractive' as const,
        engineVersion: 'extractive-2026.11',
        upVotes: 0,
        downVotes: 0,
        myVote: 'none' as const,
      },
    ],
  },
} as ChatAnswerResult;

/** A streaming actor driven by the test: it records its input and hands back its sender. */
function harness(chatId: string | null = null) {
  const inputs: StreamAnswerInput[] = [];
  let send: (event: ChatEvent) => void = () => {};
  let aborted = 0;
  const answered: (string | null)[] = [];
  const stopped: (string | null)[] = [];
  const actor = createActor(
    chatMachine.provide({
      actors: {
        streamAnswer: fromCallback<ChatEvent, StreamAnswerInput>(({ input, sendBack }) => {
          inputs.push(input);
          send = sendBack;
          return () => void aborted++;
        }),
      },
      actions: {
        answered: (_, params) => void answered.push(params.chatId),
        stopped: (_, params) => void stopped.push(params.chatId),
      },
    }),
    { input: { chatId } },
  ).start();
  const emit = (event: AnswerStreamEvent) => send({ type: 'CHAT.STREAM.EVENT', event });
  return {
    actor,
    inputs,
    emit,
    sendBack: (e: ChatEvent) => send(e),
    answered,
    stopped,
    aborted: () => aborted,
  };
}

describe('chat machine', () => {
  it('shows the answer growing piece by piece and ends idle with the stored answer', async () => {
    const h = harness();
    h.actor.send({ type: 'CHAT.SEND', question: '  Why?  ' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.inputs).toEqual([{ chatId: null, question: 'Why?' }]);
    h.sendBack({ type: 'CHAT.STREAM.CHAT', chatId: 'c1' });
    h.emit({ type: 'question', question: result.question });
    h.emit({ type: 'answer', messageId: 'a1', approaches: ['documents'] });
    h.emit({ type: 'delta', approach: 'documents', text: 'Because ' });
    expect(h.actor.getSnapshot().context.partial[0]!.text).toBe('Because ');
    h.emit({ type: 'delta', approach: 'documents', text: '[1].' });
    expect(h.actor.getSnapshot().context.partial[0]!.text).toBe('Because [1].');
    h.emit({ type: 'done', result });
    h.sendBack({ type: 'CHAT.STREAM.ENDED' });
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.answered).toEqual(['c1']);
    expect(h.actor.getSnapshot().context.chatId).toBe('c1');
  });

  it('stops: the stream is cancelled, the partial text stays and the host is told', () => {
    const h = harness('c1');
    h.actor.send({ type: 'CHAT.SEND', question: 'Why?' });
    h.emit({ type: 'delta', approach: 'documents', text: 'Because' });
    h.actor.send({ type: 'CHAT.STOP' });
    expect(h.actor.getSnapshot().matches('stopped')).toBe(true);
    expect(h.aborted()).toBe(1);
    expect(h.stopped).toEqual(['c1']);
    expect(h.actor.getSnapshot().context.partial[0]!.text).toBe('Because');
    expect(h.answered).toEqual([]);
  });

  it('fails on a transport error or an error event, and retries the same question', () => {
    const h = harness('c1');
    h.actor.send({ type: 'CHAT.SEND', question: 'Why?' });
    h.sendBack({ type: 'CHAT.STREAM.FAILED', error: new Error('offline') });
    expect(h.actor.getSnapshot().matches('failed')).toBe(true);
    h.actor.send({ type: 'CHAT.RETRY' });
    expect(h.inputs.at(-1)).toEqual({ chatId: 'c1', question: 'Why?' });
    h.emit({ type: 'error', problem: { title: 'The answer stream failed', status: 500 } });
    expect(h.actor.getSnapshot().matches('failed')).toBe(true);
  });

  it('ignores an empty question', () => {
    const h = harness();
    h.actor.send({ type: 'CHAT.SEND', question: '   ' });
    expect(h.actor.getSnapshot().matches('idle')).toBe(true);
    expect(h.inputs).toEqual([]);
  });

  it('starts over when another chat is opened, cancelling a running stream', () => {
    const h = harness('c1');
    h.actor.send({ type: 'CHAT.SEND', question: 'Why?' });
    h.actor.send({ type: 'CHAT.OPENED', chatId: 'c2' });
    expect(h.aborted()).toBe(1);
    expect(h.actor.getSnapshot().context).toMatchObject({ chatId: 'c2', partial: [], question: '' });
  });

  it('applies citations to their approach only', () => {
    const partial = applyStreamEvent([], {
      type: 'answer',
      messageId: 'a',
      approaches: ['data', 'documents'],
    });
    const cited = applyStreamEvent(partial, { type: 'citations', approach: 'data', citations: [] });
    expect(cited.map((p) => p.approach)).toEqual(['data', 'documents']);
  });

  it("keeps the model's draft when the answer event comes, and replaces it when the checked text differs", () => {
    const drafted = applyStreamEvent([], {
      type: 'delta',
      approach: 'documents',
      text: 'Hail is 14.8 percent [1]',
    });
    const announced = applyStreamEvent(drafted, {
      type: 'answer',
      messageId: 'a',
      approaches: ['documents', 'data'],
    });
    expect(announced.map((p) => [p.approach, p.text])).toEqual([
      ['documents', 'Hail is 14.8 percent [1]'],
      ['data', ''],
    ]);
    const replaced = applyStreamEvent(announced, {
      type: 'replace',
      approach: 'documents',
      text: 'The provision uses 14.8 percent [1].',
    });
    expect(replaced.map((p) => p.text)).toEqual(['The provision uses 14.8 percent [1].', '']);
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(chatMachine, {
      events: [
        { type: 'CHAT.SEND', question: 'Why?' },
        { type: 'CHAT.STOP' },
        { type: 'CHAT.RETRY' },
        { type: 'CHAT.DISMISS' },
        { type: 'CHAT.OPENED', chatId: 'c2' },
        { type: 'CHAT.STREAM.CHAT', chatId: 'c1' },
        { type: 'CHAT.STREAM.EVENT', event: { type: 'delta', approach: 'documents', text: 'x' } },
        {
          type: 'CHAT.STREAM.EVENT',
          event: { type: 'error', problem: { title: 'x', status: 500 } },
        },
        { type: 'CHAT.STREAM.ENDED' },
        { type: 'CHAT.STREAM.FAILED', error: 'x' },
      ],
      // The text grows with every delta; what matters is the state and whether a chat exists.
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, (snapshot.context as { chatId: string | null }).chatId]),
    });
  });
});
