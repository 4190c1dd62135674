import { renderToStaticMarkup } from 'react-dom/server';
import { CITED_COLUMNS } from '@ratelens/domain';
import { describe, expect, it } from 'vitest';
import { columnLabel, keyLabel } from '../src/app/key-labels.ts';
import type { ChatBackend, CitationDetail } from '../src/features/assistant/chat-backend.ts';
import { CitationView } from '../src/features/assistant/CitationPanel.tsx';
import { datasetLabel } from '../src/features/assistant/citations.tsx';

/** A programme key left on screen: snake_case, kebab-case or a camelCase hump. */
const RAW_KEY = /[a-z]_[a-z]|[a-z]-[a-z]|[a-z][A-Z]/;

const backend = { key: ['test'] } as unknown as ChatBackend;

describe('citation tables', () => {
  it.each(Object.entries(CITED_COLUMNS))('shows the %s columns in words', (table, columns) => {
    const detail: CitationDetail = {
      citation: {
        kind: 'data',
        id: '00000000-0000-4000-8000-000000000001',
        index: 1,
        table: table as 'filings',
        rowIds: ['r1'],
        figures: [{ name: 'loss ratio', value: 64.2, unit: 'percent' }],
        description: 'rows of the answer',
      },
      context: null,
      contextOffset: null,
      columns: [...columns],
      rows: [columns.map(() => 'x')],
    };
    const html = renderToStaticMarkup(<CitationView detail={detail} backend={backend} />);
    const headers = [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1] ?? '');
    expect(headers).toHaveLength(columns.length);
    for (const header of headers) {
      expect(header).not.toMatch(RAW_KEY);
      expect(header.charAt(0)).toBe(header.charAt(0).toUpperCase());
    }
    const heading = /<h2[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/h2>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
    expect(heading).toBe(`Rows of ${datasetLabel(table)}`);
    expect(heading).not.toMatch(RAW_KEY);
    // The figure reads as a value with its unit, not "(percent)".
    expect(html).toContain('loss ratio 64.2%');
  });

  it('names percentage, identifier and code columns as people read them', () => {
    expect(columnLabel('requested_change_pct')).toBe('Requested change (%)');
    expect(columnLabel('id')).toBe('ID');
    expect(columnLabel('carrier_code')).toBe('Carrier');
    expect(keyLabel('earnedPremium')).toBe('Earned premium');
    expect(datasetLabel('intel-feeds')).toBe('Intel feeds');
  });
});
