import { describe, expect, it } from 'vitest';
import { EMPTY_META, type DocumentMeta } from '../src/services/answers/metadata.ts';
import { filingLabel } from '../src/services/answers/per-document.ts';
import type { Reading } from '../src/services/answers/reader.ts';
import { readerOnDocuments } from './answers-reader-fixture.ts';

// Questions over several filings: one that names no filing is answered one line per filing that answers
// it, each line naming its filing and citing it; one that names a state is answered from that state's
// filing alone, as before. A table row written with " / " between cells is read with its header row.

const ask = readerOnDocuments('Three filings', [
  {
    name: 'alder-oh-auto.md',
    bytes: `# Alder Mutual Insurance Company: Ohio Private Passenger Auto Rate Filing

Alder Mutual Insurance Company files revised private passenger auto rates for Ohio.

The company requests an overall rate change of +4.2 percent for its Ohio auto program.

The new rates apply to policies written on or after September 1, 2025.

The SafeMiles telematics discount can reach 20 percent at the first renewal.
`,
  },
  {
    name: 'birch-tx-homeowners.md',
    bytes: `# Birch Indemnity Company: Texas Homeowners Rate Filing

Birch Indemnity Company files revised homeowners rates for Texas.

The company requests an overall rate change of +7.5 percent for its Texas homeowners program.

The HomeGuard telematics discount can reach 10 percent at the first renewal.

Summary of revisions

Item / Original filing / Revised
Profit provision / 12.5% / 10.0%
Severity trend / +9.8% / +7.5%
`,
  },
  {
    name: 'cobalt-ga-workers-comp.md',
    bytes: `# Cobalt Casualty Company: Georgia Workers Compensation Filing

Cobalt Casualty Company files a revised loss cost multiplier for workers compensation in Georgia.

The company requests an overall rate change of -2.1 percent for its Georgia workers compensation program.
`,
  },
]);

const TITLES = {
  alder: 'Alder Mutual Insurance Company: Ohio Private Passenger Auto Rate Filing',
  birch: 'Birch Indemnity Company: Texas Homeowners Rate Filing',
  cobalt: 'Cobalt Casualty Company: Georgia Workers Compensation Filing',
};

describe('answers over several filings', () => {
  it('answers a question naming no filing with one cited line per filing', async () => {
    const { text, top } = await ask('Which overall rate change is requested?');
    const lines = text.split('\n');
    expect(lines, text).toHaveLength(3);
    const expected = [
      [TITLES.alder, '+4.2 percent'],
      [TITLES.birch, '+7.5 percent'],
      [TITLES.cobalt, '-2.1 percent'],
    ];
    for (const [title, figure] of expected) {
      const line = lines.find((l) => l.startsWith(`${title!} — `));
      expect(line, text).toBeDefined();
      expect(line).toContain(figure);
    }
    lines.forEach((line, i) => expect(line, text).toMatch(new RegExp(`\\[${i + 1}\\]$`)));
    // The first line is the filing of the top citation.
    const first = Object.entries(TITLES).find(([, title]) => lines[0]!.startsWith(title))![0];
    expect(top).toContain(first);
  });

  it('answers from the named state only, as one filing', async () => {
    const { text, top } = await ask('What overall rate change is requested in Texas?');
    expect(top).toBe('birch-tx-homeowners.md');
    expect(text).toBe(
      'The company requests an overall rate change of +7.5 percent for its Texas homeowners program. [1]',
    );
  });

  it('answers from one filing a question naming what only that filing has', async () => {
    const { text, top } = await ask(
      'How far can the SafeMiles telematics discount reach at the first renewal?',
    );
    expect(top).toBe('alder-oh-auto.md');
    expect(text).toBe('The SafeMiles telematics discount can reach 20 percent at the first renewal. [1]');
  });

  it("reads a table row with its header row's names for the cells", async () => {
    const { text, top } = await ask('What is the severity trend?');
    expect(top).toBe('birch-tx-homeowners.md');
    expect(text).toBe('Severity trend: Original filing: +9.8%; Revised: +7.5%. [1]');
  });
});

describe('which filing a line names', () => {
  const reading = (title: string | null, meta: Partial<DocumentMeta>) =>
    ({
      passage: { title, filename: 'f.docx', meta: { ...EMPTY_META, ...meta } },
    }) as unknown as Reading;

  it('names a filing by its title, else by its carrier, state and line', () => {
    expect(filingLabel(reading('Texas Homeowners Rate Filing', { states: ['TX'] }))).toBe(
      'Texas Homeowners Rate Filing',
    );
    const meta = { companies: ['cedar ridge'], states: ['FL'], lines: ['homeowners' as const] };
    expect(filingLabel(reading('CEDAR RIDGE ASSURANCE COMPANY', meta))).toBe(
      'Cedar Ridge Assurance Company, Florida, homeowners',
    );
    expect(filingLabel(reading('SUMMARY OF EXAMINATION', meta))).toBe('Cedar Ridge, Florida, homeowners');
    expect(filingLabel(reading(null, {}))).toBe('f.docx');
  });
});
