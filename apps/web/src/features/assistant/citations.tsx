import type { components } from '@ratelens/api';
import { Button } from '../../components/ui/Button.tsx';
import { formatValue } from '../../components/charts/chart-model.ts';
import './assistant.css';

export type Citation = components['schemas']['Citation'];

const UNIT_SYMBOL: Record<string, string | null> = {
  count: null,
  percent: '%',
  usd: '$',
  days: 'days',
  ratio: null,
};

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
      [{citation.index}] {citation.table}, {citation.rowIds.length} rows ({citation.description}):{' '}
      {citation.figures.map((f) => `${f.name} ${formatValue(f.value, UNIT_SYMBOL[f.unit])}`).join('; ')}
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
