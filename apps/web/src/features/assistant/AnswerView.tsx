import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/ui/Link.tsx';
import type { Citation } from './citations.tsx';
import { CitationLine } from './citations.tsx';
import { escapeAttribute, markdownHtml, withCitationChips } from './Markdown.tsx';
import './assistant.css';

/** Where a citation opens: an in-app route (the citation view) or an anchor on this page. */
export type CitationHref = (citation: Citation) => string;

interface Preview {
  citation: Citation;
  top: number;
  left: number;
}

/** One-line description of a cited source, for the chip preview and the sources list. */
function sourceLabel(citation: Citation): string {
  if (citation.kind === 'document')
    return `${citation.filename}${citation.page ? `, page ${citation.page}` : ''}`;
  return `${citation.table}: ${citation.description}`;
}

/**
 * Answer text as sanitized Markdown in which every `[n]` marker with a citation behind it is a chip:
 * a link to the cited source, whose quoted passage previews on hover and on keyboard focus.
 */
export function CitedMarkdown({
  text,
  citations,
  href,
}: {
  text: string;
  citations: readonly Citation[];
  href: CitationHref;
}) {
  const navigate = useNavigate();
  const idPrefix = useId().replace(/:/g, '');
  const [preview, setPreview] = useState<Preview | null>(null);
  const byIndex = useMemo(() => new Map(citations.map((c) => [c.index, c])), [citations]);
  const html = useMemo(
    () =>
      withCitationChips(markdownHtml(text), (n) => {
        const citation = byIndex.get(n);
        if (!citation) return null;
        return `<a class="cite-chip" href="${escapeAttribute(href(citation))}" data-cite="${n}" aria-label="Citation ${n}" aria-describedby="${idPrefix}-cite-${n}">${n}</a>`;
      }),
    [text, byIndex, href, idPrefix],
  );
  const chipOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a.cite-chip') : null;
  const show = (target: EventTarget | null, container: HTMLElement) => {
    const chip = chipOf(target);
    const citation = chip ? byIndex.get(Number(chip.dataset.cite)) : undefined;
    if (!chip || !citation) return;
    const box = container.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    setPreview({ citation, top: at.bottom - box.top + 4, left: Math.max(0, at.left - box.left - 8) });
  };
  return (
    // The chips inside are links; this container only delegates their hover, focus and click.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="cited-markdown"
      onMouseOver={(event) => show(event.target, event.currentTarget)}
      onFocus={(event) => show(event.target, event.currentTarget)}
      onMouseLeave={() => setPreview(null)}
      onBlur={() => setPreview(null)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setPreview(null);
      }}
      onClick={(event) => {
        const chip = chipOf(event.target);
        if (!chip || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        const target = chip.getAttribute('href') ?? '';
        event.preventDefault();
        if (target.startsWith('#')) {
          const element = document.getElementById(target.slice(1));
          element?.scrollIntoView({ block: 'nearest' });
          element?.focus();
        } else void navigate(target);
      }}
    >
      <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
      {/* Descriptions of the chips for screen readers, read with each chip. */}
      <div hidden>
        {citations.map((c) => (
          <span key={c.id} id={`${idPrefix}-cite-${c.index}`}>
            {sourceLabel(c)}
            {c.kind === 'document' ? `: ${c.quote}` : ''}
          </span>
        ))}
      </div>
      {preview ? (
        <div
          className="cite-preview"
          role="tooltip"
          data-testid="citation-preview"
          style={{ top: preview.top, left: preview.left }}
        >
          <strong>{sourceLabel(preview.citation)}</strong>
          {preview.citation.kind === 'document' ? (
            <blockquote>
              “{preview.citation.quote.slice(0, 320)}
              {preview.citation.quote.length > 320 ? '…' : ''}”
            </blockquote>
          ) : (
            <p>
              <CitationLine citation={preview.citation} />
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Document citations grouped by file, each file with the pages it is cited at; data citations by table. */
export function groupSources(citations: readonly Citation[]): { name: string; citations: Citation[] }[] {
  const groups = new Map<string, Citation[]>();
  for (const c of [...citations].sort((a, b) => a.index - b.index)) {
    const name = c.kind === 'document' ? c.filename : c.table;
    groups.set(name, [...(groups.get(name) ?? []), c]);
  }
  return [...groups].map(([name, list]) => ({ name, citations: list }));
}

/** Sources of an answer: one entry per document (or table), listing its citations with their pages. */
export function SourceList({
  citations,
  href,
  anchorPrefix,
}: {
  citations: readonly Citation[];
  href: CitationHref;
  anchorPrefix: string;
}) {
  if (citations.length === 0) return null;
  return (
    <div className="sources" data-testid="sources">
      <h2 className="sources__title">Sources</h2>
      <ul className="stack-list sources__list">
        {groupSources(citations).map((group) => (
          <li key={group.name} className="sources__doc">
            <span className="sources__name">{group.name}</span>
            <ol className="citations" aria-label={`Citations of ${group.name}`}>
              {group.citations.map((c) => {
                const target = href(c);
                return (
                  <li key={c.id} id={`${anchorPrefix}-${c.index}`} tabIndex={-1}>
                    {target.startsWith('#') ? (
                      <CitationLine citation={c} />
                    ) : (
                      <Link href={target}>
                        <CitationLine citation={c} />
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One approach's answer: the text with citation chips, then its sources. `children` adds to it (the
 * actions bar; a data answer's own explanation) so other views can extend the display without forking it.
 */
export function AnswerView({
  answer: { text, citations },
  href,
  anchorPrefix,
  streaming,
  children,
}: {
  /** A stored answer or the one being written. */
  answer: { text: string; citations: readonly Citation[] };
  href: CitationHref;
  anchorPrefix: string;
  streaming?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="chat__answer" aria-busy={streaming || undefined}>
      <CitedMarkdown text={text} citations={citations} href={href} />
      {streaming ? (
        <span className="chat__cursor" aria-hidden="true">
          ▍
        </span>
      ) : null}
      <SourceList citations={citations} href={href} anchorPrefix={anchorPrefix} />
      {children}
    </div>
  );
}
