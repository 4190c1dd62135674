import { Parser } from 'htmlparser2';
import { ApiProblemError } from '../../errors.ts';
import type { DocumentKind } from './file-checks.ts';

// Text out of each accepted kind, page by page where the format has pages. The stored page texts are
// what citations point into (offsets are characters of these strings), so extraction runs once, at
// indexing, and its output is kept.

/** Most text kept from one document; the rest is dropped with a note in the document's error. */
export const MAX_EXTRACTED_CHARS = 4_000_000;
const MAX_PDF_PAGES = 2000;

export interface Extracted {
  /** One string per page; a single string for formats without pages. */
  pages: string[];
  paged: boolean;
  title: string | null;
  truncated: boolean;
}

export class ExtractionError extends ApiProblemError {
  constructor(detail: string) {
    super(422, 'extraction_failed', 'The document could not be read', detail);
  }
}

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'head',
]);
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'hr',
  'dl',
  'dt',
  'dd',
  'form',
  'fieldset',
  'address',
]);

/**
 * Visible text of an HTML document: scripts, styles and other non-content elements are dropped with
 * their contents, entities are decoded, block elements become paragraphs and table cells are separated.
 */
export function htmlToText(html: string): { text: string; title: string | null } {
  let out = '';
  let title = '';
  let inTitle = false;
  let skipDepth = 0;
  // Inside a table cell, block elements (a DOCX cell's paragraphs) are spaces: a table row stays one line,
  // its cells separated by " | ", and a table is one paragraph whose first line is its header row.
  let cellDepth = 0;
  let tableDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'title') inTitle = true;
        if (SKIPPED.has(name)) skipDepth += 1;
        if (name === 'table') tableDepth += 1;
        if (name === 'td' || name === 'th') {
          out += ' | ';
          cellDepth += 1;
        } else if (name === 'br') out += cellDepth > 0 ? ' ' : '\n';
        else if (name === 'tr') out += '\n';
        else if (BLOCK.has(name)) out += cellDepth > 0 ? ' ' : '\n\n';
      },
      ontext(text) {
        if (inTitle) title += text;
        if (skipDepth > 0) return;
        // Between the cells of a table only layout white space stands; inside a cell a line break is a space.
        if (tableDepth > 0 && cellDepth === 0) {
          if (text.trim() !== '') out += text;
          return;
        }
        out += cellDepth > 0 ? text.replace(/\s+/g, ' ') : text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (SKIPPED.has(name) && skipDepth > 0) skipDepth -= 1;
        if (name === 'table' && tableDepth > 0) tableDepth -= 1;
        if ((name === 'td' || name === 'th') && cellDepth > 0) cellDepth -= 1;
        else if (name === 'tr') return;
        else if (BLOCK.has(name)) out += cellDepth > 0 ? ' ' : '\n\n';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return { text: tidy(out), title: title.replace(/\s+/g, ' ').trim() || null };
}

/** Lines trimmed, runs of spaces folded, at most one blank line between paragraphs. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^\|\s*/, '')
        .replace(/\s*\|\s*\|\s*/g, ' | '),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function firstLine(text: string): string | null {
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  return line ? line.slice(0, 300) : null;
}

function capped(pages: string[]): { pages: string[]; truncated: boolean } {
  let left = MAX_EXTRACTED_CHARS;
  const out: string[] = [];
  for (const page of pages) {
    if (left <= 0) return { pages: out, truncated: true };
    out.push(page.length > left ? page.slice(0, left) : page);
    left -= page.length;
  }
  return { pages: out, truncated: left < 0 };
}

interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  transform: number[];
  width: number;
  height: number;
}

async function extractPdf(bytes: Uint8Array): Promise<Extracted> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') throw new ExtractionError('The PDF is password-protected');
    throw new ExtractionError(`The PDF could not be parsed: ${(error as Error).message}`);
  }
  try {
    const count = Math.min(doc.numPages, MAX_PDF_PAGES);
    const pages: string[] = [];
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(pdfPageText(content.items.filter((i) => 'str' in i) as PdfTextItem[]));
      page.cleanup();
    }
    const meta = await doc.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as { Title?: unknown };
    const title = typeof info.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
    const { pages: kept, truncated } = capped(pages);
    return {
      pages: kept,
      paged: true,
      title: title ?? firstLine(kept.join('\n')),
      truncated: truncated || doc.numPages > MAX_PDF_PAGES,
    };
  } finally {
    await doc.destroy();
  }
}

/**
 * Page text in reading order as pdf.js gives it. A vertical gap clearly wider than the usual line step
 * marks a paragraph break, so chunks follow the document's paragraphs rather than arbitrary lines.
 */
function pdfPageText(items: PdfTextItem[]): string {
  const lines: { y: number; text: string; height: number }[] = [];
  let current = '';
  let y: number | null = null;
  let height = 0;
  let lineEnd: number | null = null;
  for (const item of items) {
    const itemY = item.transform[5] ?? 0;
    const itemX = item.transform[4] ?? 0;
    if (y === null) y = itemY;
    // Table cells drawn at column positions come as separate items on one line: a gap wider than about two
    // characters is a column break, kept as " | " so the row reads as cells.
    const blank = item.str.trim() === '';
    if (lineEnd !== null && !blank && current.trim() !== '' && Math.abs(itemY - y) < 1) {
      const gap = itemX - lineEnd;
      if (gap > Math.max(2, item.height) * 1.2) current = `${current.trimEnd()} | `;
      else if (gap > Math.max(1, item.height) * 0.15 && !/\s$/.test(current) && !/^\s/.test(item.str))
        current += ' ';
    }
    if (!blank) lineEnd = itemX + item.width;
    // White-space items pdf.js inserts for a gap are decided above, by the gap itself.
    if (!blank || lineEnd === null) current += item.str;
    else if (!/\s$/.test(current)) current += ' ';
    height = Math.max(height, item.height);
    if (item.hasEOL) {
      lines.push({ y, text: current, height });
      current = '';
      y = null;
      height = 0;
      lineEnd = null;
    }
  }
  if (current.trim() !== '' && y !== null) lines.push({ y, text: current, height });
  const steps = lines
    .slice(1)
    .map((l, i) => lines[i]!.y - l.y)
    .filter((d) => d > 0)
    .sort((a, b) => a - b);
  const usual = steps[Math.floor(steps.length / 2)] ?? 0;
  let out = '';
  lines.forEach((line, i) => {
    if (i > 0) {
      const gap = lines[i - 1]!.y - line.y;
      out += usual > 0 && (gap > usual * 1.35 || gap < 0) ? '\n\n' : '\n';
    }
    out += line.text.replace(/\s+$/, '');
  });
  return out.replace(/[ \t]+\n/g, '\n').trim();
}

async function extractDocx(bytes: Uint8Array): Promise<Extracted> {
  const mammoth = (await import('mammoth')).default;
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      {
        externalFileAccess: false,
        // Images are not text; an empty src keeps mammoth from base64-encoding them into the HTML.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    html = result.value;
  } catch (error) {
    throw new ExtractionError(`The DOCX could not be read: ${(error as Error).message}`);
  }
  const { text } = htmlToText(html);
  const { pages, truncated } = capped([text]);
  return { pages, paged: false, title: firstLine(pages[0] ?? ''), truncated };
}

function markdownTitle(text: string): string | null {
  const heading = /^#{1,6}\s+(.+)$/m.exec(text);
  return heading?.[1]?.trim().slice(0, 300) ?? firstLine(text);
}

export async function extractText(
  kind: DocumentKind,
  bytes: Uint8Array,
  text: string | null,
): Promise<Extracted> {
  const decoded = text ?? new TextDecoder('utf-8').decode(bytes);
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return extractDocx(bytes);
    case 'html': {
      const { text: visible, title } = htmlToText(decoded);
      const { pages, truncated } = capped([visible]);
      return { pages, paged: false, title: title ?? firstLine(visible), truncated };
    }
    case 'markdown': {
      // Markdown is rendered (marked) and read like HTML, so stored text, and so quotes, carry no Markdown
      // syntax (# ** | ---) and pipe tables become rows with their header; raw HTML's scripts and styles
      // are dropped like any HTML's.
      const body = decoded.replace(/\r\n?/g, '\n');
      const { marked } = await import('marked');
      const html = await marked.parse(body, { gfm: true, async: true });
      const { text: visible } = htmlToText(html);
      const { pages, truncated } = capped([visible]);
      return { pages, paged: false, title: markdownTitle(body), truncated };
    }
    case 'csv':
    case 'text': {
      const { pages, truncated } = capped([decoded.replace(/\r\n?/g, '\n')]);
      return { pages, paged: false, title: kind === 'text' ? firstLine(pages[0] ?? '') : null, truncated };
    }
  }
}
