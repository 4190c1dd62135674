import { AsyncLocalStorage } from 'node:async_hooks';

// The text of an answer while the model writes it. The answer stream (http/answer-stream.ts) runs the
// engine inside `withDraftSink`; a generative answer then asks the model to stream and hands each piece
// to the sink as it arrives. Outside a stream (JSON answers, re-runs) there is no sink and the model is
// asked for its whole answer at once. A draft is only a preview: the stored answer is composed and its
// citations checked at the end exactly as without a stream, and the stream then corrects the draft.

export type DraftSink = (approach: 'documents', text: string) => void;

const sinks = new AsyncLocalStorage<DraftSink>();

/** Runs `work` with `sink` receiving the drafts of the answers it writes. */
export function withDraftSink<T>(sink: DraftSink, work: () => Promise<T>): Promise<T> {
  return sinks.run(sink, work);
}

/** The sink of the answer stream this call runs in, if any. */
export function currentDraftSink(): DraftSink | null {
  return sinks.getStore() ?? null;
}

const MARKER = /\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g;
/** An opening bracket that may still become a marker: `[`, digits, commas and spaces only. */
const OPEN_MARKER = /\[[\d,\s]{0,24}$/;
/** Characters read before deciding that the model is not answering NOT_FOUND. */
const NOT_FOUND_WINDOW = 'NOT_FOUND'.length;

/**
 * Turns the model's raw pieces into draft text as the final answer will show it: `[n]` markers are
 * renumbered in order of first use (the same rule as the stored answer), numbers the model was not
 * given or beyond the citation limit are left out, a marker split across pieces is held back until it
 * closes, and a NOT_FOUND answer yields no draft at all.
 */
export class DraftMarkers {
  private pending = '';
  private decided = false;
  private silent = false;
  private readonly order: number[] = [];

  constructor(
    private readonly given: number,
    private readonly limit: number,
  ) {}

  /** The draft text this piece adds (possibly empty). */
  push(piece: string): string {
    this.pending += piece;
    if (!this.decided) {
      const head = this.pending.trimStart();
      if (head.length < NOT_FOUND_WINDOW && !head.includes(' ')) return '';
      this.decided = true;
      this.silent = head.startsWith('NOT_FOUND');
    }
    if (this.silent) return '';
    const open = OPEN_MARKER.exec(this.pending);
    const ready = open ? this.pending.slice(0, open.index) : this.pending;
    this.pending = open ? this.pending.slice(open.index) : '';
    return this.renumber(ready);
  }

  /** What is still held back once the model has finished. */
  end(): string {
    if (this.silent || (!this.decided && this.pending.trim().startsWith('NOT_FOUND'))) return '';
    const rest = this.pending;
    this.pending = '';
    return this.renumber(rest);
  }

  private renumber(text: string): string {
    return text.replace(MARKER, (_m, raw: string) =>
      raw
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => n >= 1 && n <= this.given)
        .map((n) => {
          if (!this.order.includes(n) && this.order.length < this.limit) this.order.push(n);
          const at = this.order.indexOf(n);
          return at < 0 ? '' : `[${at + 1}]`;
        })
        .join(''),
    );
  }
}
