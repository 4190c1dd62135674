import { describe, expect, it } from 'vitest';
import {
  chunkMismatch,
  extractDocumentMeta,
  fitOf,
  questionFacets,
} from '../src/services/answers/metadata.ts';

// What a document and a question are about: effective and filing dates, years, and how a document fits
// the facets a question names.
describe('document and question metadata', () => {
  const memo = [
    'Summit Mutual Insurance Company - Ohio Homeowners Rate Filing',
    'The company selected an overall change of +7.4%, to be effective September 1, 2025 for new business.',
    'Filed with the Ohio Department of Insurance on July 8, 2025. The prior change, effective August 1, 2023, was +5.5%.',
  ].join('\n\n');

  it('extracts effective and filing dates as ISO dates, and their years', () => {
    const meta = extractDocumentMeta(null, memo);
    expect(meta.effective).toEqual(['2025-09-01', '2023-08-01']);
    expect(meta.filed).toEqual(['2025-07-08']);
    expect(meta.years).toEqual(expect.arrayContaining([2025, 2023]));
    expect(meta.states).toEqual(['OH']);
    // The company's name and its initials (Summit Mutual Insurance Company).
    expect(meta.companies).toEqual(['summit', '=smic']);
  });

  it('reads a year in a question but not the year inside an identifier', () => {
    expect(questionFacets('What did Ohio Bulletin 2025-03 require?').years).toEqual([]);
    expect(questionFacets('What was the Ohio homeowners change in 2023?').years).toEqual([2023]);
  });

  it('matches a named year, and calls another state a mismatch', () => {
    const meta = extractDocumentMeta(null, memo);
    const inYear = fitOf(meta, questionFacets('Ohio homeowners change effective in 2023?'), []);
    const otherYear = fitOf(meta, questionFacets('Ohio homeowners change effective in 2019?'), []);
    expect(inYear.matches).toBe(otherYear.matches + 1);
    expect(otherYear.fit).toBe('match');
    expect(fitOf(meta, questionFacets('Indiana homeowners change?'), []).fit).toBe('mismatch');
  });

  it('calls a passage about another state or company a mismatch, and one naming neither neutral', () => {
    const asked = questionFacets('What roof credit does the bulletin expect in Kentucky?');
    expect(chunkMismatch('In Tennessee, insurers give a roof credit of 3%.', asked, [])).toBe(true);
    expect(chunkMismatch('Kentucky and Tennessee insurers give a roof credit of 3%.', asked, [])).toBe(false);
    expect(chunkMismatch('Insurers give a roof credit of 3%.', asked, [])).toBe(false);
    const company = questionFacets('What does Bramble Mutual charge?');
    expect(chunkMismatch('Thornfield Mutual Insurance Company charges $40.', company, ['bramble'])).toBe(
      true,
    );
    expect(chunkMismatch('Bramble Mutual Insurance Company charges $45.', company, ['bramble'])).toBe(false);
  });

  it('keeps a passage of a one-state filing that names other states as references', () => {
    const asked = questionFacets('What severity trend does Bramble use in Nevada?');
    const about = {
      ...extractDocumentMeta(
        'Bramble Mutual Nevada Auto Filing',
        'Bramble Mutual Insurance Company - Nevada auto.',
      ),
    };
    const text = 'Severity trend is +6.1%. The complement is the combined Idaho and Oregon indication.';
    // Without the document: the passage names other states only, so it is taken for another state's.
    expect(chunkMismatch(text, asked, [])).toBe(true);
    // In a filing about Nevada alone, those states are references, not what the passage is about.
    expect(chunkMismatch(text, asked, [], about)).toBe(false);
    const multi = extractDocumentMeta('Regional bulletin', 'Nevada and Idaho insurers: roof credits.');
    expect(chunkMismatch(text, asked, [], multi)).toBe(true);
    const company = questionFacets('What does Bramble Mutual charge in Nevada?');
    expect(
      chunkMismatch('Thornfield Mutual Insurance Company charges $40.', company, ['bramble'], about),
    ).toBe(false);
  });
});
