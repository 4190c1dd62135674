import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of our own build, served from our origin: the CSP's worker-src 'self' allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { piecesCovering } from './quote-match.ts';
import './pdf-view.css';

GlobalWorkerOptions.workerSrc = workerUrl;

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** A PDF drawn page by page with pdf.js: canvas, text layer and the quoted passage highlighted. */
export function PdfView({
  data,
  filename,
  page: initialPage,
  quote,
}: {
  data: Blob;
  filename: string;
  page?: number | null;
  quote?: string;
}) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pageNo, setPageNo] = useState(initialPage && initialPage > 0 ? initialPage : 1);
  const [zoom, setZoom] = useState(1);
  // Which page and zoom were last drawn; the spinner shows while the current ones are not.
  const [drawnKey, setDrawnKey] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    void (async () => {
      try {
        const bytes = new Uint8Array(await data.arrayBuffer());
        // No eval under the CSP; fonts are drawn from their paths instead.
        loaded = await getDocument({ data: bytes, isEvalSupported: false }).promise;
        if (cancelled) await loaded.destroy();
        else setDoc(loaded);
      } catch (cause) {
        if (!cancelled) setError(cause);
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    let textLayer: TextLayer | null = null;
    void (async () => {
      try {
        const page = await doc.getPage(Math.min(Math.max(pageNo, 1), doc.numPages));
        const canvas = canvasRef.current;
        const container = textRef.current;
        const box = pageRef.current;
        if (cancelled || !canvas || !container || !box) return;
        const viewport = page.getViewport({ scale: zoom * 1.25 });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        box.style.width = `${Math.floor(viewport.width)}px`;
        box.style.height = `${Math.floor(viewport.height)}px`;
        box.style.setProperty('--scale-factor', String(viewport.scale));
        box.style.setProperty('--total-scale-factor', String(viewport.scale));
        await page.render({
          canvas,
          viewport,
          transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
        }).promise;
        if (cancelled) return;
        container.replaceChildren();
        textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
        await textLayer.render();
        // pdf.js measures text on a canvas it adds to the body; it is no content of the page.
        for (const helper of document.querySelectorAll('.hiddenCanvasElement'))
          helper.setAttribute('aria-hidden', 'true');
        if (cancelled) return;
        if (quote && pageNo === (initialPage ?? 1)) {
          const spans = textLayer.textDivs;
          const hits = piecesCovering(
            spans.map((s) => s.textContent ?? ''),
            quote,
          );
          for (const i of hits) {
            spans[i]?.classList.add('pdf-hit');
            spans[i]?.setAttribute('data-testid', 'pdf-highlight');
          }
          spans[hits[0] ?? -1]?.scrollIntoView({ block: 'center' });
        }
        setDrawnKey(`${pageNo}@${zoom}`);
      } catch (cause) {
        if (!cancelled) setError(cause);
      }
    })();
    return () => {
      cancelled = true;
      textLayer?.cancel();
    };
  }, [doc, pageNo, zoom, quote, initialPage]);

  if (error)
    return (
      <p role="alert">
        Could not draw {filename}: {errorMessage(error)}
      </p>
    );
  const pages = doc?.numPages ?? 0;
  const drawn = drawnKey === `${pageNo}@${zoom}`;
  return (
    <div className="pdf-view" data-testid="pdf-view">
      <div className="pdf-view__toolbar" role="toolbar" aria-label={`Pages of ${filename}`}>
        {/* Paging only for a document of more than one page. */}
        {pages > 1 ? (
          <Button variant="secondary" isDisabled={pageNo <= 1} onPress={() => setPageNo((p) => p - 1)}>
            Previous page
          </Button>
        ) : null}
        <span aria-live="polite" data-testid="pdf-page-label">
          {pages ? `Page ${pageNo} of ${pages}` : 'Opening…'}
        </span>
        {pages > 1 ? (
          <Button variant="secondary" isDisabled={pageNo >= pages} onPress={() => setPageNo((p) => p + 1)}>
            Next page
          </Button>
        ) : null}
        <Button
          variant="quiet"
          isDisabled={zoom <= ZOOMS[0]!}
          onPress={() => setZoom((z) => ZOOMS[Math.max(0, ZOOMS.indexOf(z) - 1)]!)}
        >
          Zoom out
        </Button>
        <span>{Math.round(zoom * 100)}%</span>
        <Button
          variant="quiet"
          isDisabled={zoom >= ZOOMS.at(-1)!}
          onPress={() => setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(z) + 1)]!)}
        >
          Zoom in
        </Button>
      </div>
      {/* Scrollable, so it takes focus: the keyboard can scroll a zoomed page. */}
      <div
        className="document-frame pdf-view__scroller"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`${filename}, page view`}
      >
        {!drawn ? <Spinner label={`Drawing page ${pageNo}`} /> : null}
        <div
          className="pdf-page"
          ref={pageRef}
          data-testid="pdf-page"
          data-drawn={drawn ? 'true' : undefined}
          data-page-number={pageNo}
          aria-label={`${filename}, page ${pageNo}`}
          role="group"
        >
          <canvas ref={canvasRef} aria-hidden="true" />
          <div className="textLayer" ref={textRef} />
        </div>
      </div>
    </div>
  );
}
