import { EventSourceParserStream } from 'eventsource-parser/stream';

// The OpenAI-compatible chat-completions client behind generative answers (LLM_BASE_URL, LLM_API_KEY,
// LLM_MODEL). Only the documented request and response shape is used, so any compatible server works.

export interface LlmProvider {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export class LlmProviderError extends Error {
  readonly code = 'llm_provider_failed';
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

async function post(provider: LlmProvider, messages: ChatTurn[], stream: boolean): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${provider.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(stream ? { accept: 'text/event-stream' } : {}),
        ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: provider.model,
        messages,
        temperature: 0,
        ...(stream ? { stream } : {}),
      }),
      signal: AbortSignal.timeout(provider.timeoutMs),
    });
  } catch (error) {
    throw new LlmProviderError(`The LLM provider could not be reached: ${(error as Error).message}`);
  }
  if (!res.ok) throw new LlmProviderError(`The LLM provider answered ${res.status}`);
  return res;
}

async function wholeContent(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string')
    throw new LlmProviderError('The LLM provider answered without message content');
  return content;
}

export async function chatCompletion(provider: LlmProvider, messages: ChatTurn[]): Promise<string> {
  return wholeContent(await post(provider, messages, false));
}

/**
 * The same completion asked with `stream: true`: each piece of content is handed to `onPiece` as the
 * provider sends it (server-sent `chat.completion.chunk` events up to `[DONE]`), and the whole content is
 * returned. A provider that ignores `stream` and answers JSON is read as one piece. The timeout covers
 * the whole answer, not only its first byte.
 */
export async function chatCompletionStream(
  provider: LlmProvider,
  messages: ChatTurn[],
  onPiece: (text: string) => void,
): Promise<string> {
  const res = await post(provider, messages, true);
  if (!/text\/event-stream/i.test(res.headers.get('content-type') ?? '')) {
    const content = await wholeContent(res);
    onPiece(content);
    return content;
  }
  if (!res.body) throw new LlmProviderError('The LLM provider answered without a body');
  const events = res.body
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let content = '';
  try {
    for (;;) {
      const { done, value } = await events.read();
      if (done || value.data.trim() === '[DONE]') break;
      const chunk = JSON.parse(value.data) as { choices?: { delta?: { content?: unknown } }[] };
      const piece = chunk.choices?.[0]?.delta?.content;
      if (typeof piece === 'string' && piece !== '') {
        content += piece;
        onPiece(piece);
      }
    }
  } catch (error) {
    throw new LlmProviderError(`The LLM provider stream failed: ${(error as Error).message}`);
  } finally {
    void events.cancel().catch(() => undefined);
  }
  return content;
}
