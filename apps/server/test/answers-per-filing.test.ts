import { describe, expect, it } from 'vitest';
import { EMPTY_META, type DocumentMeta } from '../src/services/answers/metadata.ts';
import { filingLabel } from '../src/services/answers/per-document.ts';
import type { Reading } from '../src/services/answers/reader.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

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

// Filings whose passages fill retrieval's best ones (each exhibit paragraph names the requested rates),
// a filing stating its change only in other words ("proposes ... a decrease"), so that no
// passage of it is among the kept ones, and a filing that states no change at all.
const exhibits = (company: string) =>
  Array.from(
    { length: 7 },
    (_, i) =>
      `Exhibit ${i + 1} lists the requested base rates of ${company} for territory group ${i + 1}, side by side with the current base rates for each coverage and each policy form that the company writes in the territory group.`,
  ).join('\n\n');

const crowded = readerOnDocuments('Crowded filings', [
  {
    name: 'aspen-oh-auto.md',
    bytes: `# Aspen Mutual Insurance Company: Ohio Private Passenger Auto Rate Filing

The company requests an overall rate change of +4.2 percent, reflecting higher repair severity for late-model vehicles.

${exhibits('Aspen Mutual')}
`,
  },
  {
    name: 'basswood-tx-homeowners.md',
    bytes: `# Basswood Indemnity Company: Texas Homeowners Rate Filing

The company requests an overall rate change of +7.5 percent because the cost of its catastrophe reinsurance rose.

${exhibits('Basswood Indemnity')}
`,
  },
  {
    name: 'dogwood-ga-workers-comp.md',
    bytes: `# Dogwood Casualty Company: Georgia Workers Compensation Filing

Dogwood Casualty Company proposes a loss cost multiplier of 1.21, a decrease of 3.4 percent, reflecting lower claim handling expenses.

The company writes 2,140 workers compensation policies in Georgia.
`,
  },
  {
    name: 'elm-il-market-conduct.md',
    bytes: `# Elm Mutual Insurance Company: Illinois Market Conduct Examination Summary

Examiners found a 7.8 percent error rate in the timeliness of claim payments.

The examination covered claims closed in 2024.
`,
  },
]);

const CROWDED = {
  aspen: 'Aspen Mutual Insurance Company: Ohio Private Passenger Auto Rate Filing',
  basswood: 'Basswood Indemnity Company: Texas Homeowners Rate Filing',
  dogwood: 'Dogwood Casualty Company: Georgia Workers Compensation Filing',
  elm: 'Elm Mutual Insurance Company: Illinois Market Conduct Examination Summary',
};

describe('every filing of a small scope', () => {
  const lineOf = (text: string, title: string) => text.split('\n').find((l) => l.startsWith(`${title} — `));

  it('gets its line when it answers, though none of its passages is among the best retrieved', async () => {
    const { text } = await crowded('Which overall rate change is requested?');
    expect(text.split('\n'), text).toHaveLength(3);
    expect(lineOf(text, CROWDED.aspen), text).toContain('+4.2 percent');
    expect(lineOf(text, CROWDED.basswood), text).toContain('+7.5 percent');
    // Stated only as "proposes ... a decrease": found by the filing's own search, read by the same reader.
    expect(lineOf(text, CROWDED.dogwood), text).toContain('a decrease of 3.4 percent');
    // A filing that states no change gets no line.
    expect(lineOf(text, CROWDED.elm), text).toBeUndefined();
  });

  it("answers a reasons question with each filing's causal statement", async () => {
    const { text } = await crowded('What reasons do competitors give for their recent rate changes?');
    expect(lineOf(text, CROWDED.aspen), text).toContain('reflecting higher repair severity');
    expect(lineOf(text, CROWDED.basswood), text).toContain(
      'because the cost of its catastrophe reinsurance rose',
    );
    expect(lineOf(text, CROWDED.dogwood), text).toContain('reflecting lower claim handling expenses');
    expect(lineOf(text, CROWDED.elm), text).toBeUndefined();
    expect(text).not.toContain(NOT_FOUND);
  });

  it("summarises the filings by each one's statement of what it requests, as many as asked", async () => {
    const { text } = await crowded('Summarise the filings.');
    expect(lineOf(text, CROWDED.aspen), text).toContain('requests an overall rate change of +4.2 percent');
    expect(lineOf(text, CROWDED.dogwood), text).toContain('proposes a loss cost multiplier of 1.21');
    expect(text.split('\n'), text).toHaveLength(3);
    // A document that says of itself no request, proposal or submission is no filing to summarise.
    expect(lineOf(text, CROWDED.elm), text).toBeUndefined();
    const { text: two } = await crowded('Summarise the filings in two sentences.');
    expect(two.split('\n'), two).toHaveLength(2);
  });

  it('still refuses a reasons question that no filing answers', async () => {
    const { text } = await crowded('Why did the examiners extend the examination period?');
    expect(text).toBe(NOT_FOUND);
  });
});

// A further filing's line states what the question asks, not just any figure or date: a form filing
// stating a premium saving in dollars requests no rate change, a reserve review quoting a filed change
// beside an indication names another kind of change, a date adopted from another body is not the
// filing's own, and an overall change names no coverage.
const asked = readerOnDocuments('Answers as asked', [
  {
    name: 'fir-co-auto.md',
    bytes: `# Fir Mutual Insurance Company: Colorado Private Passenger Auto Rate Filing

The company requests an overall rate change of +5.1 percent for its Colorado auto program.

The proposed change varies by coverage: bodily injury liability +4.0 percent, collision +6.2 percent and comprehensive +7.4 percent.

The company proposes to use the revised rates on new and renewal policies effective May 1, 2025.
`,
  },
  {
    name: 'hazel-tx-homeowners-form.md',
    bytes: `# Hazel Indemnity Company: Texas Homeowners Form Filing

The optional wind deductible endorsement changes the deductible for wind losses in exchange for the filed credits; the company estimates that 18 percent of its Texas policyholders will elect it, with an average premium reduction of $96 per year for those policyholders.

The company proposes to use the forms on new and renewal policies effective June 1, 2025.
`,
  },
  {
    name: 'juniper-ga-workers-comp.md',
    bytes: `# Juniper Casualty Company: Georgia Workers Compensation Filing

The company adopts the advisory loss costs effective March 1, 2025 without modification.

Juniper Casualty Company submits a revised loss cost multiplier for Georgia, to be effective for policies written on or after July 1, 2025.

The company proposes a loss cost multiplier of 1.28, a decrease of 2.4 percent, reflecting lower fixed expenses.

The average change before schedule rating is -2.4 percent; the revised schedule rating changes no average premium.
`,
  },
  {
    name: 'fir-q3-reserving-memo.md',
    bytes: `# Fir Mutual Insurance Company: Third-Quarter Reserve Review

Action items

2. Revisit Colorado auto pricing: the indicated rate need is now above the +5.1 percent filed in Colorado and the pricing team should review the trend used there.
`,
  },
]);

const ASKED = {
  fir: 'Fir Mutual Insurance Company: Colorado Private Passenger Auto Rate Filing',
  hazel: 'Hazel Indemnity Company: Texas Homeowners Form Filing',
  juniper: 'Juniper Casualty Company: Georgia Workers Compensation Filing',
};

describe("a further filing's line states what is asked", () => {
  const lineOf = (text: string, title: string) => text.split('\n').find((l) => l.startsWith(`${title} — `));

  it('gives no line to a form filing that requests no rate change', async () => {
    const { text } = await asked('Which overall rate change is requested?');
    expect(lineOf(text, ASKED.fir), text).toContain('+5.1 percent');
    expect(lineOf(text, ASKED.juniper), text).toContain('a decrease of 2.4 percent');
    // A premium saving in dollars for the policyholders electing an endorsement is no rate change.
    expect(lineOf(text, ASKED.hazel), text).toBeUndefined();
    // A reserve review quoting another filing's change states an indication, not a change it requests.
    expect(text, text).not.toContain('indicated rate need');
  });

  it("leads a filing's line with its own date, not a date it adopts", async () => {
    const { text } = await asked('What proposed effective date is given?');
    expect(lineOf(text, ASKED.fir), text).toContain('May 1, 2025');
    expect(lineOf(text, ASKED.hazel), text).toContain('June 1, 2025');
    const juniper = lineOf(text, ASKED.juniper);
    expect(juniper, text).toContain('on or after July 1, 2025');
    expect(juniper, text).not.toContain('advisory loss costs');
  });

  it('gives a coverages question only lines that name a coverage', async () => {
    const { text } = await asked('How do the coverages change?');
    expect(text, text).toContain('bodily injury liability +4.0 percent');
    // An overall multiplier change names no coverage; a deductible change is no coverage change.
    expect(lineOf(text, ASKED.juniper), text).toBeUndefined();
    expect(lineOf(text, ASKED.hazel), text).toBeUndefined();
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
