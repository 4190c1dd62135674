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

export async function chatCompletion(provider: LlmProvider, messages: ChatTurn[]): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${provider.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: provider.model, messages, temperature: 0 }),
      signal: AbortSignal.timeout(provider.timeoutMs),
    });
  } catch (error) {
    throw new LlmProviderError(`The LLM provider could not be reached: ${(error as Error).message}`);
  }
  if (!res.ok) throw new LlmProviderError(`The LLM provider answered ${res.status}`);
  const body = (await res.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string')
    throw new LlmProviderError('The LLM provider answered without message content');
  return content;
}
