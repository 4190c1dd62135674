// Passages for retrieval: paragraphs of a page, short neighbours merged and long ones cut at sentence
// ends. A chunk is always an exact slice of its page text, so [start, end) can be checked against it.

export interface Chunk {
  pageNo: number;
  start: number;
  end: number;
  text: string;
}

const TARGET = 900;
const MAX = 1500;
const MIN = 160;

interface Span {
  start: number;
  end: number;
}

function paragraphs(text: string): Span[] {
  const spans: Span[] = [];
  const re = /\n\s*\n/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    spans.push({ start: at, end: m.index });
    at = m.index + m[0].length;
  }
  spans.push({ start: at, end: text.length });
  return spans.map((s) => trimSpan(text, s)).filter((s) => s.end > s.start);
}

function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/** Sentence spans of text[start, end): a sentence ends at . ! ? followed by white space, or at a line end. */
export function sentenceSpans(text: string, start = 0, end = text.length): Span[] {
  const spans: Span[] = [];
  const re = /[.!?](?=\s)|\n/g;
  re.lastIndex = start;
  let at = start;
  for (let m = re.exec(text); m && m.index < end; m = re.exec(text)) {
    const stop = m[0] === '\n' ? m.index : m.index + 1;
    const span = trimSpan(text, { start: at, end: stop });
    if (span.end > span.start) spans.push(span);
    at = m.index + 1;
  }
  const last = trimSpan(text, { start: at, end });
  if (last.end > last.start) spans.push(last);
  return spans;
}

function splitLong(text: string, span: Span): Span[] {
  if (span.end - span.start <= MAX) return [span];
  const out: Span[] = [];
  let current: Span | null = null;
  for (const sentence of sentenceSpans(text, span.start, span.end)) {
    // A single sentence longer than MAX is cut hard; it is rare and still a valid slice.
    if (sentence.end - sentence.start > MAX) {
      if (current) out.push(current);
      current = null;
      for (let s = sentence.start; s < sentence.end; s += MAX)
        out.push({ start: s, end: Math.min(sentence.end, s + MAX) });
      continue;
    }
    if (current && sentence.end - current.start > TARGET) {
      out.push(current);
      current = null;
    }
    current = current ? { start: current.start, end: sentence.end } : { ...sentence };
  }
  if (current) out.push(current);
  return out.map((s) => trimSpan(text, s)).filter((s) => s.end > s.start);
}

export function chunkPage(text: string, pageNo: number): Chunk[] {
  const spans = paragraphs(text).flatMap((p) => splitLong(text, p));
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && last.end - last.start < MIN && span.end - last.start <= TARGET) last.end = span.end;
    else merged.push({ ...span });
  }
  return merged.map((s) => ({ pageNo, start: s.start, end: s.end, text: text.slice(s.start, s.end) }));
}
