import { describe, expect, it } from 'vitest';
import {
  chunkMismatch,
  companiesIn,
  extractDocumentMeta,
  questionFacets,
} from '../src/services/answers/metadata.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: a company named by the first word of its name, as analysts shorten it
// ("Heron MI HO"), beside another company's filing for the same state and line.

const FILES = [
  {
    name: 'heron-ridge-michigan-homeowners.md',
    bytes: [
      '# Heron Ridge Indemnity Company - Michigan Homeowners',
      '',
      'Heron Ridge Indemnity Company requests an overall rate change of +5.2% for its Michigan homeowners program.',
      '',
      'The Grand Rapids territory receives a selected change of +4.4%.',
    ].join('\n'),
  },
  {
    name: 'marlow-michigan-homeowners.md',
    bytes: [
      '# Marlow Insurance Company - Michigan Homeowners',
      '',
      'Marlow Insurance Company requests an overall rate change of +8.1% for its Michigan homeowners program.',
      '',
      'The Lansing territory receives a selected change of +7.3%. Water backup coverage is offered with limits of $5,000 and $10,000.',
    ].join('\n'),
  },
];

describe('round fifteen: a company named by its first word', () => {
  it('keys a two-word name by its first word too, unless that word is a common opening', () => {
    expect(companiesIn('Heron Ridge Indemnity Company files.')).toEqual(['heron ridge', '^heron', '=hric']);
    expect(companiesIn('First Harbor Mutual Insurance Company files.')).toEqual(['first harbor', '=fhmic']);
    expect(companiesIn('Marlow Insurance Company files.')).toEqual(['marlow', '=mic']);
  });

  it('keeps a passage of the company asked by its first word, and no other company', () => {
    const meta = extractDocumentMeta(
      'Heron Ridge Indemnity Company - Michigan Homeowners',
      'Heron Ridge Indemnity Company files in Michigan.',
    );
    const asked = questionFacets('Heron MI HO overall change');
    expect(chunkMismatch('Heron Ridge Indemnity Company selects +5.2%.', asked, ['^heron'], meta)).toBe(
      false,
    );
    expect(chunkMismatch('Marlow Insurance Company selects +8.1%.', asked, ['^heron'])).toBe(true);
  });

  const ask = readerOnDocuments('round fifteen', FILES);

  it("answers from the company named by its first word, not from another company's filing", async () => {
    const overall = await ask('Heron MI HO overall rate change');
    expect(overall.text).toContain('+5.2%');
    expect(overall.text).not.toContain('+8.1%');
  });

  it('refuses what only the other company states', async () => {
    expect((await ask('Heron Michigan homeowners water backup limits')).text).toBe(NOT_FOUND);
    expect((await ask('Heron MI HO Lansing territory selected change')).text).toBe(NOT_FOUND);
  });

  it('does not read a lower-case common word as the company', async () => {
    expect((await ask('Michigan homeowners water backup limits')).text).toContain('$10,000');
  });
});
