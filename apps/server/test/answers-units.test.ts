import { describe, expect, it } from 'vitest';
import { unitsOf } from '../src/services/answers/units.ts';
import { chunkPage } from '../src/services/documents/chunk.ts';

// The reading units of stored chunks: sentences are not cut at reference abbreviations, and a table that
// a long page splits over two chunks keeps its header row for the rows of the second chunk.
describe('reading units', () => {
  it('keeps "No. 41" inside its sentence', () => {
    const text = 'This standard replaces Standard No. 41 in full. It is effective May 1, 2024.';
    const units = unitsOf(text, 0, text.length);
    expect(units.map((u) => u.text)).toEqual([
      'This standard replaces Standard No. 41 in full.',
      'It is effective May 1, 2024.',
    ]);
  });

  it('reads the rows of a table split over two chunks with the header row of the first', () => {
    const rows = Array.from(
      { length: 60 },
      (_, i) => `| Territory ${i + 1} | +${(i / 10).toFixed(1)}% | +${(i / 20).toFixed(1)}% |`,
    );
    const page = `Changes by territory\n\n| Territory | Indicated | Selected |\n${rows.join('\n')}\n`;
    const chunks = chunkPage(page, 1);
    const later = chunks.find((c) => c.text.includes('| Territory 59 |'))!;
    expect(later.text.startsWith('| Territory | Indicated')).toBe(false);
    const units = unitsOf(later.text, 0, later.text.length, page.slice(0, later.start));
    const row = units.find((u) => u.text.includes('Territory 59'))!;
    expect(row.kind).toBe('row');
    expect(row.context).toBe('| Territory | Indicated | Selected |');
    // Without the page text ahead, the first row would be taken for a header.
    expect(unitsOf(later.text, 0, later.text.length)[0]!.kind).toBe('header');
  });
});
