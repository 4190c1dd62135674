import type { components } from '@ratelens/api';
import { DATASETS } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { formatValue } from '../../components/charts/chart-model.ts';
import { columnLabel } from '../../app/key-labels.ts';
import './assistant.css';

export type Citation = components['schemas']['Citation'];

const UNIT_SYMBOL: Record<string, string | null> = {
  count: null,
  percent: '%',
  usd: '$',
  days: 'days',
  ratio: null,
};

/** A cited table by its dataset's name ('intel-feeds' -> 'Intel feeds'). */
export const datasetLabel = (table: string): string =>
  DATASETS.find((dataset) => dataset.key === table)?.label ?? columnLabel(table);

type Figure = Extract<Citation, { kind: 'data' }>['figures'][number];

/** A cited figure as people read it: 'loss ratio 64.2%'. */
export const figureText = (f: Figure): string => `${f.name} ${formatValue(f.value, UNIT_SYMBOL[f.unit])}`;

/** One line per citation: where the passage is, or which rows and figures the answer used. */
export function CitationLine({ citation }: { citation: Citation }) {
  if (citation.kind === 'document') {
    return (
      <>
        [{citation.index}] {citation.filename}
        {citation.page ? `, page ${citation.page}` : ''}: “{citation.quote.slice(0, 160)}
        {citation.quote.length > 160 ? '…' : ''}”
      </>
    );
  }
  return (
    <>
      [{citation.index}] {datasetLabel(citation.table)}, {citation.rowIds.length}{' '}
      {citation.rowIds.length === 1 ? 'row' : 'rows'} ({citation.description}):{' '}
      {citation.figures.map(figureText).join('; ')}
    </>
  );
}

export function CitationList({
  citations,
  onOpen,
  openLabel = 'Open',
}: {
  citations: readonly Citation[];
  onOpen?: (citation: Citation) => void;
  openLabel?: string;
}) {
  if (citations.length === 0) return null;
  return (
    <ol className="citations" aria-label="Citations">
      {[...citations]
        .sort((a, b) => a.index - b.index)
        .map((citation) => (
          <li key={citation.id}>
            <CitationLine citation={citation} />{' '}
            {onOpen ? (
              <Button variant="quiet" onPress={() => onOpen(citation)}>
                {openLabel} citation {citation.index}
              </Button>
            ) : null}
          </li>
        ))}
    </ol>
  );
}
