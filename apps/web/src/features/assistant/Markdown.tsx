import DOMPurify from 'dompurify';
import { marked } from 'marked';
import './assistant.css';

/** Answer text as Markdown, sanitized: raw HTML, scripts and event handlers never reach the page. */
export function Markdown({ text }: { text: string }) {
  const html = DOMPurify.sanitize(marked.parse(text, { async: false, gfm: true, breaks: true }), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'img'],
  });
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
