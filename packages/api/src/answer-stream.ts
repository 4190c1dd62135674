import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** The events of ChatAnswerStream (openapi.yaml), as the typed client hands them to a caller. */
export type AnswerStreamEvent =
  | { type: 'question'; question: Schemas['ChatMessage'] }
  | { type: 'answer'; messageId: string; approaches: Schemas['Approach'][] }
  | { type: 'delta'; approach: Schemas['Approach']; text: string }
  /** The checked answer differs from the model's draft streamed so far: this text replaces it. */
  | { type: 'replace'; approach: Schemas['Approach']; text: string }
  | { type: 'citations'; approach: Schemas['Approach']; citations: Schemas['Citation'][] }
  | { type: 'done'; result: Schemas['ChatAnswer'] }
  | { type: 'error'; problem: { title: string; status: number; detail?: string } };

/** The Accept header that asks an answer endpoint for server-sent events instead of JSON. */
export const EVENT_STREAM_ACCEPT = 'text/event-stream';

function toEvent(name: string, data: unknown): AnswerStreamEvent | null {
  const d = data as Record<string, unknown>;
  switch (name) {
    case 'question':
      return { type: 'question', question: d as Schemas['ChatMessage'] };
    case 'answer':
      return {
        type: 'answer',
        messageId: String(d.messageId),
        approaches: d.approaches as Schemas['Approach'][],
      };
    case 'delta':
      return { type: 'delta', approach: d.approach as Schemas['Approach'], text: String(d.text ?? '') };
    case 'replace':
      return { type: 'replace', approach: d.approach as Schemas['Approach'], text: String(d.text ?? '') };
    case 'citations':
      return {
        type: 'citations',
        approach: d.approach as Schemas['Approach'],
        citations: d.citations as Schemas['Citation'][],
      };
    case 'done':
      return { type: 'done', result: d as Schemas['ChatAnswer'] };
    case 'error':
      return { type: 'error', problem: d as { title: string; status: number; detail?: string } };
    default:
      // Unknown events are for newer clients; this one ignores them.
      return null;
  }
}

/**
 * Reads a ChatAnswerStream body (from the typed client with `parseAs: 'stream'`) and calls `onEvent`
 * for each event, in order. Resolves when the stream ends; rejects when reading fails or is aborted.
 */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: AnswerStreamEvent) => void,
): Promise<void> {
  const reader = body
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const event = toEvent(value.event ?? 'message', JSON.parse(value.data) as unknown);
    if (event) onEvent(event);
  }
}
