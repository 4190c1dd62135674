import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withDraftSink } from '../services/answers/answer-draft.ts';
import type { ChatMessage } from '../services/chats/chats.ts';

// Server-sent events for the answer endpoints (ChatAnswerStream in the contract). The engine is one call
// that returns the answer; this module only decides how it travels. While a language model writes a
// documents answer, its own pieces go out as `delta` events as they arrive (drafts, see answer-draft.ts).
// Once the engine has answered: the leading events (a chat's stored question and its answer's id), then
// each approach's text (the rest of a draft, a `replace` when the checked answer differs from its draft,
// or the composed text in pieces of a few words), its citations, and `done` carrying exactly the JSON
// answer, so a client that reads only `done` gets what a JSON call returns.

export interface StreamedAnswer {
  question: ChatMessage;
  answer: ChatMessage;
}

type Approach = ChatMessage['answers'][number]['approach'];

/** What a stream sends once the engine has answered. */
interface StreamShape {
  lead: [event: string, data: unknown][];
  parts: { approach: Approach; text: string; citations: unknown[] }[];
  done: unknown;
}

/** Whether the caller asked for the event stream rather than the JSON answer. */
export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /(^|,)\s*text\/event-stream\b/i.test(accept);
}

/** Splits text into pieces of about `words` words, keeping every character (spaces and new lines). */
export function answerPieces(text: string, words = 3): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += words) pieces.push(tokens.slice(i, i + words).join(''));
  return pieces;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Takes the reply over and opens the event stream. The security headers set on the raw response when the
 * request arrived (helmet) stay, and those set on the reply are copied.
 */
function openEventStream(reply: FastifyReply): PassThrough {
  reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const stream = new PassThrough();
  stream.pipe(reply.raw);
  return stream;
}

/**
 * The one answer stream writer. `answer()` runs with a draft sink: the headers go out with the first draft
 * or, without drafts, once the engine has answered, so errors found before either keep their
 * problem+json status. A client that goes away stops the stream at the next piece.
 */
async function sendEventStream<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<T>,
  shape: (result: T) => StreamShape,
  pauseMs: number,
): Promise<undefined> {
  const drafts: { approach: Approach; text: string }[] = [];
  let settled = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const next = () => new Promise<void>((resolve) => (wake = resolve));
  const work = withDraftSink((approach, text) => {
    drafts.push({ approach, text });
    notify();
  }, answer).finally(() => {
    settled = true;
    notify();
  });
  work.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
  while (!settled && drafts.length === 0) await next();
  if (drafts.length === 0) await work; // failed before any byte: the handler's problem+json

  let closed = false;
  request.raw.on('close', () => {
    closed = true;
  });
  const stream = openEventStream(reply);
  void (async () => {
    try {
      const streamed = new Map<Approach, string>();
      for (;;) {
        for (const d of drafts.splice(0)) {
          if (closed) return;
          streamed.set(d.approach, (streamed.get(d.approach) ?? '') + d.text);
          stream.write(frame('delta', d));
        }
        if (settled) break;
        await next();
      }
      const result = shape(await work);
      for (const [event, data] of result.lead) stream.write(frame(event, data));
      for (const part of result.parts) {
        const draft = streamed.get(part.approach);
        if (draft !== undefined && !part.text.startsWith(draft))
          stream.write(frame('replace', { approach: part.approach, text: part.text }));
        else
          for (const text of answerPieces(part.text.slice(draft?.length ?? 0))) {
            if (closed) return;
            stream.write(frame('delta', { approach: part.approach, text }));
            if (pauseMs > 0) await sleep(pauseMs);
          }
        stream.write(frame('citations', { approach: part.approach, citations: part.citations }));
      }
      stream.write(frame('done', result.done));
    } catch (error) {
      request.log.warn({ err: error }, 'answer stream failed');
      stream.write(frame('error', { type: 'about:blank', title: 'The answer stream failed', status: 500 }));
    } finally {
      stream.end();
    }
  })();
  return undefined;
}

/** A writer of one kind of answer: the shape says what it sends once the engine has answered. */
function writerOf<T>(shape: (result: T) => StreamShape) {
  return (request: FastifyRequest, reply: FastifyReply, answer: () => Promise<T>, pauseMs: number) =>
    sendEventStream(request, reply, answer, shape, pauseMs);
}

/** A chat answer: the stored question, the answer's id and approaches, then each approach's text. */
export const sendAnswerStream = writerOf<StreamedAnswer>((result) => ({
  lead: [
    ['question', result.question],
    ['answer', { messageId: result.answer.id, approaches: result.answer.answers.map((a) => a.approach) }],
  ],
  parts: result.answer.answers,
  done: result,
}));

/**
 * A one-approach answer that is not a chat message (a free-text question of a document analysis): its
 * text, its citations, then `done` carrying exactly the JSON answer.
 */
export const sendTextAnswerStream = writerOf<{ text: string; citations: unknown[] }>((result) => ({
  lead: [],
  parts: [{ approach: 'documents', text: result.text, citations: result.citations }],
  done: result,
}));
