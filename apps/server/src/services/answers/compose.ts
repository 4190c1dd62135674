import { randomUUID } from 'node:crypto';
import type { Evidence, Passage, Sentence } from './evidence.ts';
import { chatCompletion, type LlmProvider } from './llm-provider.ts';

// The answer from the retrieved passages. Extractive (default): the sentences that carry most of the
// question's words, each followed by its [n] marker. Generative (when an OpenAI-compatible provider is
// configured): the model writes over the same numbered passages and may cite only those. Either way a
// citation is a stored slice of a page (document, page, offsets, the exact text).

export interface DocumentCitation {
  kind: 'document';
  id: string;
  index: number;
  documentId: string;
  filename: string;
  page: number | null;
  startOffset: number;
  endOffset: number;
  quote: string;
}

export interface DataCitation {
  kind: 'data';
  id: string;
  index: number;
  table: 'filings' | 'portfolio' | 'claims';
  rowIds: string[];
  figures: { name: string; value: number; unit: 'count' | 'percent' | 'usd' | 'days' | 'ratio' }[];
  description: string;
}

export type Citation = DocumentCitation | DataCitation;

export interface ComposedAnswer {
  text: string;
  engine: 'extractive' | 'generative';
  citations: Citation[];
}

export const NOT_FOUND_IN_DOCUMENTS = 'I could not find this in the documents.';
const MAX_QUOTE = 2000;

export function notFound(text = NOT_FOUND_IN_DOCUMENTS): ComposedAnswer {
  return { text, engine: 'extractive', citations: [] };
}

function citationOf(
  passage: Passage,
  index: number,
  start: number,
  end: number,
  text: string,
): DocumentCitation {
  const cut = Math.min(end, start + MAX_QUOTE);
  return {
    kind: 'document',
    id: randomUUID(),
    index,
    documentId: passage.documentId,
    filename: passage.filename,
    page: passage.page,
    startOffset: start,
    endOffset: cut,
    quote: text.slice(0, cut - start),
  };
}

interface Scored {
  passage: Passage;
  sentence: Sentence;
  score: number;
  matched: number;
}

/**
 * Sentences scored by the question lexemes they contain, each weighted by how rare it is among the
 * candidates (a word every passage has says little), with a small nudge for figures and for the
 * passage's own rank. An answer needs a sentence with at least two question words (or the only one),
 * covering at least a third of them; otherwise the documents do not support an answer.
 */
export function extractiveAnswer(evidence: Evidence, maxCitations: number): ComposedAnswer {
  const wanted = new Set(evidence.lexemes);
  if (wanted.size === 0 || evidence.passages.length === 0) return notFound();
  const candidates = evidence.passages.flatMap((passage) =>
    passage.sentences.map((sentence) => ({ passage, sentence })),
  );
  const df = new Map<string, number>();
  for (const { sentence } of candidates)
    for (const l of new Set(sentence.lexemes)) if (wanted.has(l)) df.set(l, (df.get(l) ?? 0) + 1);
  const weight = (l: string) => Math.log(1 + candidates.length / (1 + (df.get(l) ?? 0)));
  const best = Math.max(...evidence.passages.map((p) => p.rank), 1e-9);
  const scored: Scored[] = candidates.map(({ passage, sentence }) => {
    const hits = [...new Set(sentence.lexemes)].filter((l) => wanted.has(l));
    const lengthPenalty = sentence.text.length > 600 ? 0.5 : 0;
    const score =
      hits.reduce((s, l) => s + weight(l), 0) +
      (/\d/.test(sentence.text) ? 0.25 : 0) +
      0.5 * (passage.rank / best) -
      lengthPenalty;
    return { passage, sentence, score, matched: hits.length };
  });
  const need = Math.max(Math.min(2, wanted.size), Math.ceil(wanted.size / 3));
  const usable = scored
    .filter((s) => s.matched >= need && s.sentence.text.length >= 12)
    .sort((a, b) => b.score - a.score);
  if (usable.length === 0) return notFound();
  const top = usable[0]!.score;
  const picked: Scored[] = [];
  const perPassage = new Map<string, number>();
  for (const s of usable) {
    if (picked.length >= Math.min(3, maxCitations)) break;
    if (s.score < top * 0.6) break;
    if ((perPassage.get(s.passage.chunkId) ?? 0) >= 2) continue;
    if (picked.some((p) => p.sentence.text === s.sentence.text)) continue;
    picked.push(s);
    perPassage.set(s.passage.chunkId, (perPassage.get(s.passage.chunkId) ?? 0) + 1);
  }
  const citations = picked.map((s, i) =>
    citationOf(s.passage, i + 1, s.sentence.start, s.sentence.end, s.sentence.text),
  );
  const text = picked.map((s, i) => `${s.sentence.text.replace(/\s+/g, ' ').trim()} [${i + 1}]`).join(' ');
  return { text, engine: 'extractive', citations };
}

const SYSTEM_PROMPT = [
  'You answer questions about insurance filing documents using ONLY the numbered passages given.',
  'Cite every statement with the passage number in square brackets, like [1] or [2].',
  'If the passages do not contain the answer, reply exactly: NOT_FOUND',
  'Be concise: at most five sentences.',
].join(' ');

/**
 * The generative path over the same passages. Markers the model invents for passages it was not given
 * are dropped; the rest are renumbered in order of first use, so [n] always resolves to a citation.
 */
export async function generativeAnswer(
  evidence: Evidence,
  provider: LlmProvider,
  maxCitations: number,
): Promise<ComposedAnswer> {
  const passages = evidence.passages.slice(0, Math.max(1, Math.min(maxCitations, 8)));
  if (passages.length === 0) return notFound();
  const context = passages
    .map((p, i) => `[${i + 1}] (${p.filename}${p.page ? `, page ${p.page}` : ''})\n${p.text}`)
    .join('\n\n');
  const content = await chatCompletion(provider, [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `Passages:\n\n${context}\n\nQuestion: ${evidence.question}` },
  ]);
  if (/NOT_FOUND/.test(content)) return notFound();
  const order: number[] = [];
  const text = content
    .replace(/\[(\d{1,3})\]/g, (_m, raw: string) => {
      const n = Number(raw);
      if (n < 1 || n > passages.length) return '';
      if (!order.includes(n)) order.push(n);
      return `[${order.indexOf(n) + 1}]`;
    })
    .replace(/[ \t]+([.,;:])/g, '$1')
    .trim();
  if (order.length === 0 || text === '') return notFound();
  const citations = order.map((n, i) => {
    const p = passages[n - 1]!;
    return citationOf(p, i + 1, p.start, p.end, p.text);
  });
  return { text: text.slice(0, 20_000), engine: 'generative', citations };
}

export interface ComposeOptions {
  maxCitations: number;
  provider: LlmProvider | null;
  onProviderError?: (error: unknown) => void;
}

/** Generative when a provider is given, falling back to the extractive answer if the provider fails. */
export async function composeDocumentAnswer(
  evidence: Evidence,
  options: ComposeOptions,
): Promise<ComposedAnswer> {
  if (options.provider) {
    try {
      return await generativeAnswer(evidence, options.provider, options.maxCitations);
    } catch (error) {
      options.onProviderError?.(error);
    }
  }
  return extractiveAnswer(evidence, options.maxCitations);
}
