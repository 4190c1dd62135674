import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { piecesCovering } from './quote-match.ts';
import './assistant.css';

/** A fetched file: its bytes and media type. */
export interface FetchedFile {
  blob: Blob;
  contentType: string;
}

/** Reads a file answer of the API (`parseAs: 'blob'`) into bytes and media type, or throws its error. */
export function fileFrom(result: { data?: Blob; error?: unknown; response: Response }): FetchedFile {
  if (result.error !== undefined || !result.data) throw result.error ?? new Error('The file is empty');
  return {
    blob: result.data,
    contentType: (result.response.headers.get('content-type') ?? result.data.type ?? '').split(';')[0] ?? '',
  };
}

/** The text with the quote marked: the offset when it is right, else the first place the quote occurs. */
export function splitAtQuote(
  text: string,
  quote: string,
  offset?: number | null,
): [string, string, string] | null {
  if (!quote) return null;
  let start =
    offset !== null && offset !== undefined && text.startsWith(quote, offset) ? offset : text.indexOf(quote);
  if (start < 0) {
    // Extracted text and quote can differ in white space; match on the first words.
    const head = quote.split(/\s+/).slice(0, 6).join(' ');
    start = head ? text.indexOf(head) : -1;
    if (start < 0) return null;
    return [text.slice(0, start), text.slice(start, start + head.length), text.slice(start + head.length)];
  }
  return [text.slice(0, start), text.slice(start, start + quote.length), text.slice(start + quote.length)];
}

export function HighlightedText({
  text,
  quote,
  offset,
}: {
  text: string;
  quote?: string;
  offset?: number | null;
}) {
  const parts = quote ? splitAtQuote(text, quote, offset) : null;
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts[0]}
      <mark className="file-view__mark" data-testid="cited-passage">
        {parts[1]}
      </mark>
      {parts[2]}
    </>
  );
}

// pdf.js (and its worker) load only when a PDF is shown: a chunk of its own, off every first visit.
const PdfView = lazy(async () => ({ default: (await import('./PdfView.tsx')).PdfView }));

/** Opens a PDF (or any binary file) in a new tab at a page, through an object URL made on demand. */
function OpenFileButton({
  file,
  filename,
  page,
}: {
  file: FetchedFile;
  filename: string;
  page?: number | null;
}) {
  return (
    <Button
      variant="secondary"
      onPress={() => {
        const url = URL.createObjectURL(file.blob);
        window.open(page ? `${url}#page=${page}` : url, '_blank', 'noopener');
        // The new tab holds its own reference; free ours once it has had time to load.
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }}
    >
      Open {filename}
      {page ? ` at page ${page}` : ''} in a new tab
    </Button>
  );
}

/**
 * The file view: text formats inline (HTML sanitized), with a quoted passage highlighted; PDF and other
 * binary formats open in a new tab at the given page. `load` fetches the file.
 */
export function FileView({
  queryKey,
  load,
  filename,
  page,
  quote,
}: {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<FetchedFile>;
  filename: string;
  page?: number | null;
  quote?: string;
}) {
  const file = useQuery({ queryKey: ['file', ...queryKey], queryFn: ({ signal }) => load(signal) });
  const text = useQuery({
    queryKey: ['file-text', ...queryKey],
    queryFn: () => (file.data ? file.data.blob.text() : ''),
    enabled: Boolean(file.data && isTextual(file.data.contentType)),
  });
  if (file.isPending) return <Spinner label={`Loading ${filename}`} />;
  if (file.isError) {
    return (
      <div role="alert" className="file-view__error">
        <p>
          Could not open {filename}: {errorMessage(file.error)}
        </p>
        <Button variant="secondary" onPress={() => void file.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { contentType } = file.data;
  if (contentType === 'text/html' && text.data !== undefined) {
    return <HtmlFile html={text.data} quote={quote} />;
  }
  if (isTextual(contentType)) {
    if (text.data === undefined) return <Spinner label={`Reading ${filename}`} />;
    return (
      <pre className="document-frame file-view file-view--text" aria-label={filename}>
        <HighlightedText text={text.data} quote={quote} />
      </pre>
    );
  }
  if (contentType === DOCX) {
    return <DocxFile queryKey={queryKey} blob={file.data.blob} filename={filename} quote={quote} />;
  }
  if (contentType === 'application/pdf') {
    return (
      <Suspense fallback={<Spinner label={`Opening ${filename}`} />}>
        <PdfView data={file.data.blob} filename={filename} page={page} quote={quote} />
        <p className="file-view__open">
          <OpenFileButton file={file.data} filename={filename} page={page} />
        </p>
      </Suspense>
    );
  }
  return (
    <p className="document-frame file-view">
      <OpenFileButton file={file.data} filename={filename} page={page} />
    </p>
  );
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word document converted to HTML in the browser (mammoth, its own chunk), then shown as HTML is. */
function DocxFile({
  queryKey,
  blob,
  filename,
  quote,
}: {
  queryKey: readonly unknown[];
  blob: Blob;
  filename: string;
  quote?: string;
}) {
  const html = useQuery({
    queryKey: ['file-docx', ...queryKey],
    queryFn: async () => {
      const mammoth = await import('mammoth/mammoth.browser.js');
      return (await mammoth.convertToHtml({ arrayBuffer: await blob.arrayBuffer() })).value;
    },
  });
  if (html.isPending) return <Spinner label={`Reading ${filename}`} />;
  if (html.isError)
    return (
      <p role="alert" className="file-view__error">
        Could not read {filename}: {errorMessage(html.error)}
      </p>
    );
  return <HtmlFile html={html.data} quote={quote} />;
}

/** A sanitized HTML document with the text pieces that hold the quote marked and scrolled into view. */
function HtmlFile({ html, quote }: { html: string; quote?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || !quote) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const marks = piecesCovering(
      nodes.map((n) => n.data),
      quote,
    ).map((i) => {
      const mark = document.createElement('mark');
      mark.className = 'file-view__mark';
      mark.dataset.testid = 'cited-passage';
      nodes[i]!.replaceWith(mark);
      mark.append(nodes[i]!);
      return mark;
    });
    marks[0]?.scrollIntoView({ block: 'nearest' });
  }, [html, quote]);
  return (
    <div
      ref={ref}
      className="document-frame file-view file-view--html"
      // The file is sanitized first: no scripts, handlers or remote content reach the page.
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }}
    />
  );
}

const isTextual = (contentType: string) =>
  contentType.startsWith('text/') || contentType === 'application/json' || contentType === 'text/csv';
