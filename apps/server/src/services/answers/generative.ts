import { randomUUID } from 'node:crypto';
import type { ComposedAnswer, DocumentCitation } from './compose.ts';
import type { Evidence, Passage, Sentence } from './evidence.ts';
import { currentDraftSink, DraftMarkers } from './answer-draft.ts';
import {
  chatCompletion,
  chatCompletionStream,
  LlmProviderError,
  type ChatTurn,
  type LlmProvider,
} from './llm-provider.ts';

// Generative answers that cite sentences, not whole chunks (LLM_BASE_URL). The model gets the retrieved
// passages as numbered sentences: the reading units retrieval stored (sentences, table rows with their
// header, headings), each an exact slice of a page. It must mark every statement with [n]; each marker is
// mapped back to its stored sentence, so a citation quotes text that really is on the cited page. When the
// model fails, times out, cites a sentence it was not given or cites nothing, the answer falls back to
// the extractive engine and records why (GenerativeFallback, stored as engine_fallback).

export type FallbackReason = 'provider_failed' | 'timeout' | 'invalid_citations' | 'no_citations';

export class GenerativeFallback extends Error {
  constructor(
    readonly reason: FallbackReason,
    message: string,
  ) {
    super(message);
  }
}

/** Passages and sentences offered to the model: enough context, bounded prompt size. */
const MAX_PASSAGES = 8;
const MAX_SENTENCES = 80;
const MAX_SENTENCE_CHARS = 1200;

const SYSTEM_PROMPT = [
  'You answer questions about insurance documents using ONLY the numbered sentences given.',
  'After every statement put the number of each sentence that supports it in square brackets, like [3] or [3][7].',
  'Cite only numbers that appear in the list. Do not cite a sentence that does not support the statement.',
  'If the sentences do not contain the answer, reply exactly: NOT_FOUND',
  'Be concise: at most five sentences.',
].join(' ');

interface Numbered {
  passage: Passage;
  sentence: Sentence;
}

/** The sentences of the best passages, in passage order, each once (the same text in two copies once). */
export function numberedSentences(evidence: Evidence): Numbered[] {
  const out: Numbered[] = [];
  const seen = new Set<string>();
  for (const passage of evidence.passages.slice(0, MAX_PASSAGES))
    for (const sentence of passage.sentences) {
      const key = sentence.text.replace(/\s+/g, ' ').trim().toLowerCase();
      if (key.length < 3 || seen.has(key)) continue;
      seen.add(key);
      out.push({ passage, sentence });
      if (out.length >= MAX_SENTENCES) return out;
    }
  return out;
}

function prompt(evidence: Evidence, numbered: Numbered[]): string {
  const lines: string[] = [];
  let last: Passage | null = null;
  numbered.forEach(({ passage, sentence }, i) => {
    if (passage.documentId !== last?.documentId || passage.page !== last?.page)
      lines.push('', `(${passage.filename}${passage.page ? `, page ${passage.page}` : ''})`);
    last = passage;
    const text = sentence.text.replace(/\s+/g, ' ').trim().slice(0, MAX_SENTENCE_CHARS);
    lines.push(
      `[${i + 1}] ${sentence.kind === 'row' && sentence.context ? `${sentence.context} || ` : ''}${text}`,
    );
  });
  return `Sentences:\n${lines.join('\n')}\n\nQuestion: ${evidence.question}`;
}

/** Longest quote stored (as the extractive engine's citations). */
const MAX_QUOTE = 2000;

function citationOf(n: Numbered, index: number): DocumentCitation {
  const end = Math.min(n.sentence.end, n.sentence.start + MAX_QUOTE);
  return {
    kind: 'document',
    id: randomUUID(),
    index,
    documentId: n.passage.documentId,
    filename: n.passage.filename,
    page: n.passage.page,
    startOffset: n.sentence.start,
    endOffset: end,
    quote: n.sentence.text.slice(0, end - n.sentence.start),
  };
}

/**
 * The model's answer over numbered sentences, its [n] markers renumbered in order of first use and
 * mapped to the stored sentences. Returns null when the model says the documents do not hold the answer;
 * throws GenerativeFallback when the extractive engine must answer instead.
 */
export async function generativeAnswer(
  evidence: Evidence,
  provider: LlmProvider,
  maxCitations: number,
): Promise<ComposedAnswer | null> {
  const numbered = numberedSentences(evidence);
  if (numbered.length === 0) return null;
  const limit = Math.max(1, Math.min(maxCitations, 50));
  const messages: ChatTurn[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: prompt(evidence, numbered) },
  ];
  // Inside an answer stream the model's own pieces go to the client as they arrive (as drafts).
  const sink = currentDraftSink();
  let content: string;
  try {
    if (sink) {
      const draft = new DraftMarkers(numbered.length, limit);
      const send = (text: string) => {
        if (text !== '') sink('documents', text);
      };
      content = await chatCompletionStream(provider, messages, (piece) => send(draft.push(piece)));
      send(draft.end());
    } else content = await chatCompletion(provider, messages);
  } catch (error) {
    const message = (error as Error).message;
    const timedOut = error instanceof LlmProviderError && /timeout|timed out|aborted/i.test(message);
    throw new GenerativeFallback(timedOut ? 'timeout' : 'provider_failed', message);
  }
  if (/^\s*NOT_FOUND\b/.test(content)) return null;
  const markers = [...content.matchAll(/\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g)];
  const cited = markers.flatMap((m) => m[1]!.split(',').map((x) => Number(x.trim())));
  const invalid = cited.filter((n) => !Number.isInteger(n) || n < 1 || n > numbered.length);
  if (invalid.length > 0)
    throw new GenerativeFallback(
      'invalid_citations',
      `The model cited sentence ${invalid[0]} of ${numbered.length} given`,
    );
  if (cited.length === 0) throw new GenerativeFallback('no_citations', 'The model cited no sentence');
  const order: number[] = [];
  for (const n of cited) if (!order.includes(n) && order.length < limit) order.push(n);
  const text = content
    .replace(/\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g, (_m, raw: string) =>
      raw
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => order.includes(n))
        .map((n) => `[${order.indexOf(n) + 1}]`)
        .join(''),
    )
    .replace(/[ \t]+([.,;:])/g, '$1')
    .trim()
    .slice(0, 20_000);
  return {
    text,
    engine: 'generative',
    fallback: null,
    citations: order.map((n, i) => citationOf(numbered[n - 1]!, i + 1)),
  };
}
