import { describe, expect, it } from 'vitest';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// A text known only by its citation in another, with a standard written for this test: Standard No. 51
// replaces Standard No. 12 and cites it once. What No. 51 says of itself (its effective date) is no
// answer for No. 12; the sentence citing No. 12 answers what it states of it.

const STANDARD = `# Model Practice Standard No. 51 - Reserving for Long-Tail Lines

Adopted by the Standards Council of the Casualty Rating Institute.

Sec. 1. Effective Date. This standard is effective for work performed on or after March 1, 2025.
It replaces Model Practice Standard No. 12, which was adopted in 2008.

## Sec. 2. Development

The actuary should select development factors from at least ten accident years.
`;

describe('a text known only by its citation in another', () => {
  const ask = readerOnDocuments('cited text', [{ name: 'standard-51.md', bytes: STANDARD }]);

  it('answers what the citing sentence states of it, a year included', async () => {
    const adopted = await ask('When was Model Practice Standard No. 12 adopted?');
    expect(adopted.text).toContain('2008');
    const replaced = await ask('When was the standard that Model Practice Standard No. 51 replaced adopted?');
    expect(replaced.text).toContain('2008');
  });

  it('does not answer for it with what the citing text says of itself', async () => {
    expect((await ask('Model Practice Standard No. 12 effective date')).text).toBe(NOT_FOUND);
    expect((await ask('When is Model Practice Standard No. 51 effective?')).text).toContain('March 1, 2025');
  });
});
