import { describe, expect, it } from 'vitest';
import {
  chunkMismatch,
  companiesIn,
  extractDocumentMeta,
  questionFacets,
} from '../src/services/answers/metadata.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: a company named by the first word of its name, as analysts shorten it
// ("Heron MI HO"), beside another company's filing for the same state and line; a comparison asked with
// "vs.", two date roles asked together, a period asked "in months", a terse "year the ... was adopted",
// a cause asked as what the filer blames, and analysts' words for a filing's (cars, homes, "past 20
// years", the rest of the weight, a standard retired); a bulletin asked about what only a filing states.

const FILES = [
  {
    name: 'heron-ridge-michigan-homeowners.md',
    bytes: [
      '# Heron Ridge Indemnity Company - Michigan Homeowners',
      '',
      'Heron Ridge Indemnity Company requests an overall rate change of +5.2% for its Michigan homeowners program, effective October 1, 2025.',
      '',
      'Filed July 1, 2025. The indicated change is +9.0%.',
      '',
      'The Grand Rapids territory receives a selected change of +4.4%.',
      '',
      'The increase is driven mostly by hail losses in 2024. About 31% of insured dwellings have roofs older than 20 years.',
      '',
      'The experience is 64% credible; the complement of credibility is the countrywide loss trend.',
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
  {
    name: 'kestrel-nevada-auto.md',
    bytes: [
      '# Kestrel Casualty Company - Nevada Private Passenger Auto',
      '',
      'The filing affects 12,460 vehicles and $19.8 million of written premium.',
      '',
      'The trend period is 27 months. Loss trend is +4.0% per year.',
    ].join('\n'),
  },
  {
    name: 'model-standard-52.md',
    bytes: [
      '# Model Standard No. 52 - Expense Provisions',
      '',
      'It replaces Model Standard No. 12.',
      '',
      'This standard is effective for work performed on or after June 1, 2025.',
    ].join('\n'),
  },
  {
    name: 'osprey-nevada-homeowners.md',
    bytes: [
      '# Osprey Mutual Insurance Company - Nevada Homeowners',
      '',
      'A hail deductible of 1% of Coverage A applies to every policy.',
    ].join('\n'),
  },
  {
    name: 'nevada-bulletin-2025-07.md',
    bytes: [
      '# Nevada Division of Insurance - Bulletin 2025-07',
      '',
      'Subject: Roof surfacing credits in homeowners policies.',
      '',
      'Insurers shall offer the roof credit on new and renewal policies.',
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

  it('answers a comparison asked with "vs." and two date roles asked together', async () => {
    const both = await ask('Heron MI HO: indicated vs selected overall change');
    expect(both.text).toContain('+9.0%');
    expect(both.text).toContain('+5.2%');
    const dates = await ask(
      'Heron Michigan homeowners: when was it filed and when do the rates take effect?',
    );
    expect(dates.text).toContain('July 1, 2025');
    expect(dates.text).toContain('October 1, 2025');
  });

  it('reads a period asked in months, a terse year and a blamed cause as what they ask', async () => {
    expect((await ask('Kestrel Nevada auto trend period in months')).text).toContain('27 months');
    expect((await ask('year the old expense standard No. 12 was adopted')).text).toBe(NOT_FOUND);
    expect((await ask('What does Heron blame for the Michigan increase?')).text).toContain('hail losses');
  });

  it("meets an analyst's words in a filing's", async () => {
    expect((await ask('How many cars does the Kestrel Nevada revision reach?')).text).toContain('12,460');
    expect((await ask('Share of Heron Michigan homes with roofs past 20 years')).text).toContain('31%');
    expect((await ask("What gets the rest of the weight in Heron's Michigan credibility?")).text).toContain(
      'countrywide loss trend',
    );
    expect((await ask('Which older standard does Model Standard 52 retire?')).text).toContain('No. 12');
  });

  it('answers a question naming a bulletin from the bulletin, not from a filing', async () => {
    expect((await ask('Nevada bulletin on hail deductibles')).text).toBe(NOT_FOUND);
    expect((await ask('Nevada bulletin: which policies get the roof credit?')).text).toContain(
      'new and renewal policies',
    );
  });
});
