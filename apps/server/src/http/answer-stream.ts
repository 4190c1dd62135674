import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatMessage } from '../services/chats/chats.ts';

// Server-sent events for the answer endpoints (ChatAnswerStream in the contract). The engine is one call
// that returns the stored question and answer; this module only decides how that result travels. The
// question goes first, then each approach's text in pieces of a few words, then its citations, then the
// whole stored answer, so a client that reads only `done` gets exactly the JSON answer.

export interface StreamedAnswer {
  question: ChatMessage;
  answer: ChatMessage;
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
 * Answers with an event stream fed by `answer()`. Errors thrown before the first byte keep their
 * problem+json status, because the headers are sent only once the engine has answered; a client that
 * goes away stops the stream at the next piece.
 */
export async function sendAnswerStream(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<StreamedAnswer>,
  pauseMs: number,
): Promise<undefined> {
  const result = await answer();
  const stream = new PassThrough();
  let closed = false;
  request.raw.on('close', () => {
    closed = true;
  });
  // The reply is taken over so the handler's caller sees it as sent; the security headers set on the
  // raw response when the request arrived (helmet) stay, and those set on the reply are copied.
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
  stream.pipe(reply.raw);
  void (async () => {
    try {
      stream.write(frame('question', result.question));
      stream.write(
        frame('answer', {
          messageId: result.answer.id,
          approaches: result.answer.answers.map((a) => a.approach),
        }),
      );
      for (const part of result.answer.answers) {
        for (const text of answerPieces(part.text)) {
          if (closed) return;
          stream.write(frame('delta', { approach: part.approach, text }));
          if (pauseMs > 0) await sleep(pauseMs);
        }
        stream.write(frame('citations', { approach: part.approach, citations: part.citations }));
      }
      stream.write(frame('done', result));
    } catch (error) {
      request.log.warn({ err: error }, 'answer stream failed');
      stream.write(frame('error', { type: 'about:blank', title: 'The answer stream failed', status: 500 }));
    } finally {
      stream.end();
    }
  })();
  return undefined;
}

/**
 * The same event stream for a one-approach answer that is not a chat message (a free-text question of a
 * document analysis): `delta` pieces of the text, `citations`, then `done` carrying exactly the JSON
 * answer. Errors before the first byte keep their problem+json status.
 */
export async function sendTextAnswerStream<T extends { text: string; citations: unknown[] }>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<T>,
  pauseMs: number,
): Promise<undefined> {
  const result = await answer();
  const stream = new PassThrough();
  let closed = false;
  request.raw.on('close', () => {
    closed = true;
  });
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
  stream.pipe(reply.raw);
  void (async () => {
    try {
      for (const text of answerPieces(result.text)) {
        if (closed) return;
        stream.write(frame('delta', { approach: 'documents', text }));
        if (pauseMs > 0) await sleep(pauseMs);
      }
      stream.write(frame('citations', { approach: 'documents', citations: result.citations }));
      stream.write(frame('done', result));
    } catch (error) {
      request.log.warn({ err: error }, 'answer stream failed');
      stream.write(frame('error', { type: 'about:blank', title: 'The answer stream failed', status: 500 }));
    } finally {
      stream.end();
    }
  })();
  return undefined;
}
