import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import './assistant.css';

// Links may go to the web, to mail, or within the app; anything else (javascript:, data:, vbscript:...)
// is shown as the Markdown the answer contained.
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Answers quote documents word for word, and a document may contain markup. Raw HTML in an answer is
// therefore text to show, not markup to run or drop: quoting `<script>` must read as `<script>`.
const answerMarkdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link: ({ href, raw }: Tokens.Link) => (SAFE_HREF.test(href.trim()) ? false : escapeHtml(raw)),
    image: ({ raw }: Tokens.Image) => escapeHtml(raw),
  },
});

/**
 * Answer text as Markdown: formatting renders, raw HTML and unsafe links show as their text, and the
 * result is sanitized again, so scripts and event handlers never reach the page.
 */
export function Markdown({ text }: { text: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />;
}

/** The sanitized HTML of answer Markdown (see Markdown). */
export function markdownHtml(text: string): string {
  return DOMPurify.sanitize(answerMarkdown.parse(text, { async: false }), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'img'],
  });
}

/**
 * Replaces each `[n]` marker in the text parts of sanitized HTML (never inside a tag) with what `chip`
 * returns for n, or leaves it when `chip` returns null (a marker with no citation behind it).
 */
export function withCitationChips(html: string, chip: (n: number) => string | null): string {
  return html.replace(/(^|>)([^<]+)/g, (_all, lead: string, text: string) => {
    const replaced = text.replace(/\[(\d{1,3})\]/g, (marker, n: string) => chip(Number(n)) ?? marker);
    return lead + replaced;
  });
}

export const escapeAttribute = escapeHtml;
