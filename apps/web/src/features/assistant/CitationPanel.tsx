import { columnLabel } from '../../app/key-labels.ts';
import type { ChatBackend, CitationDetail } from './chat-backend.ts';
import { datasetLabel, figureText } from './citations.tsx';
import { FileView, HighlightedText } from './FileView.tsx';
import './assistant.css';

export function CitationView({ detail, backend }: { detail: CitationDetail; backend: ChatBackend }) {
  const citation = detail.citation;
  if (citation.kind === 'document') {
    return (
      <section
        className="citation-panel citation-split"
        aria-labelledby="citation-heading"
        data-testid="citation-panel"
      >
        <div className="citation-split__doc">
          {backend.file ? (
            <FileView
              queryKey={['chat-file', ...backend.key, citation.filename]}
              filename={citation.filename}
              page={citation.page}
              quote={citation.quote}
              load={(signal) => backend.file!(citation.filename, signal)}
            />
          ) : null}
        </div>
        <aside className="citation-split__facts" aria-label="About the source">
          <h2 id="citation-heading">
            {citation.filename}
            {citation.page ? `, page ${citation.page}` : ''}
          </h2>
          <dl className="citation-facts">
            <dt>Document</dt>
            <dd>{citation.filename}</dd>
            <dt>Page</dt>
            <dd>{citation.page ?? 'Not paged'}</dd>
            <dt>Citation</dt>
            <dd>[{citation.index}]</dd>
            {detail.source?.title ? (
              <>
                <dt>Title</dt>
                <dd>{detail.source.title}</dd>
              </>
            ) : null}
            {detail.source?.filing ? (
              <>
                <dt>Tracking number</dt>
                <dd>{detail.source.filing.trackingNumber}</dd>
                <dt>Carrier</dt>
                <dd>{detail.source.filing.carrier}</dd>
                <dt>State</dt>
                <dd>{detail.source.filing.state}</dd>
                <dt>Line</dt>
                <dd>{detail.source.filing.line}</dd>
                <dt>Disposition</dt>
                <dd>
                  {detail.source.filing.disposition}
                  {detail.source.filing.dispositionDate ? ` (${detail.source.filing.dispositionDate})` : ''}
                </dd>
              </>
            ) : detail.source ? (
              <>
                {detail.source.states.length > 0 ? (
                  <>
                    <dt>States</dt>
                    <dd>{detail.source.states.join(', ')}</dd>
                  </>
                ) : null}
                {detail.source.lines.length > 0 ? (
                  <>
                    <dt>Lines</dt>
                    <dd>{detail.source.lines.join(', ')}</dd>
                  </>
                ) : null}
                {detail.source.identifiers.length > 0 ? (
                  <>
                    <dt>Identifiers</dt>
                    <dd>{detail.source.identifiers.slice(0, 8).join(', ')}</dd>
                  </>
                ) : null}
              </>
            ) : null}
          </dl>
          <h3 className="citation-facts__title">Quoted passage</h3>
          <blockquote>
            <HighlightedText
              text={detail.context ?? citation.quote}
              quote={citation.quote}
              offset={detail.contextOffset}
            />
          </blockquote>
        </aside>
      </section>
    );
  }
  return (
    <section className="citation-panel" aria-labelledby="citation-heading" data-testid="citation-panel">
      <h2 id="citation-heading">Rows of {datasetLabel(citation.table)}</h2>
      <p>{citation.description}</p>
      <ul>
        {citation.figures.map((figure) => (
          <li key={figure.name}>{figureText(figure)}</li>
        ))}
      </ul>
      {/* Fifteen columns scroll sideways: the region takes focus so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="data-table-wrap" tabIndex={0} role="region" aria-label="Cited rows">
        <table className="data-table">
          <caption className="visually-hidden">Cited rows</caption>
          <thead>
            <tr>
              {detail.columns.map((c) => (
                <th scope="col" key={c}>
                  {columnLabel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {detail.rows.map((row, index) => (
              // Cited rows have no key of their own; their order is the citation's.
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  <td key={detail.columns[cellIndex] ?? cellIndex}>{cell ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
