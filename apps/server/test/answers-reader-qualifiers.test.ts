import { describe, expect, it } from 'vitest';
import { unstatedTerms } from '../src/services/answers/presence.ts';
import { questionTerms } from '../src/services/answers/question-terms.ts';
import { equivalents } from '../src/services/answers/vocabulary.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// A qualifier the answering document does not state, with filings written for this test: a question whose
// every word but one matches a sentence ("water backup" endorsement limits, where the filing offers only
// an ice dam endorsement) is refused when another filing in scope states that qualifier with the rest of
// the question, and still answered when the extra word is one no document uses (a paraphrase).

describe('terms a document never states', () => {
  const presence = {
    documents: {
      harbor: ['endors', 'limit', 'ice', 'dam', 'water'],
      prairie: ['endors', 'limit', 'water', 'backup'],
    },
    together: [{ documentId: 'prairie', lexemes: ['water', 'backup', 'endors', 'limit', 'offer'] }],
  };
  const all = () => true;

  it('finds a qualifier stated with the rest of the question in another document only', () => {
    const unstated = unstatedTerms({ presence }, ['water', 'backup', 'endors', 'limit'], all);
    expect(unstated('harbor')).toEqual(['backup']);
    expect(unstated('prairie')).toEqual([]);
  });

  it('ignores a word that no document states alongside the rest (a paraphrase)', () => {
    const unstated = unstatedTerms({ presence }, ['actual', 'ice', 'endors', 'limit'], all);
    expect(unstated('harbor')).toEqual([]);
  });

  it('ignores words naming any coverage, rate or measure, and terms the caller does not count', () => {
    expect(unstatedTerms({ presence }, ['liabil', 'endors', 'limit'], all)('harbor')).toEqual([]);
    expect(unstatedTerms({ presence }, ['ratio', 'endors', 'limit'], all)('harbor')).toEqual([]);
    expect(
      unstatedTerms({ presence }, ['water', 'backup', 'endors', 'limit'], (l) => l !== 'backup')('harbor'),
    ).toEqual([]);
  });

  it('reads "which regulator" as the kind of answer, and "annual" as "per year"', () => {
    const terms = questionTerms({
      question: 'Which regulator received the Harbor filing?',
      lexemes: ['regul', 'receiv', 'harbor', 'file'],
      facetLexemes: ['harbor'],
    });
    expect(terms.content).toEqual(['receiv']);
    expect(equivalents('annual').has('year')).toBe(true);
  });

  it('says nothing when retrieval did not look the terms up', () => {
    expect(unstatedTerms({}, ['water', 'backup', 'endors'], all)('harbor')).toEqual([]);
  });
});

const FILES = [
  {
    name: 'harbor-kansas-homeowners.md',
    bytes: [
      '# Harbor Mutual Insurance Company - Kansas Homeowners Program',
      '',
      'Harbor Mutual Insurance Company proposes an overall homeowners rate change of +6.2% in Kansas, effective March 1, 2026.',
      '',
      'The ice dam endorsement covers water entering under the roof and is offered with limits of $10,000 or $25,000.',
      '',
      'Roof surfacing losses on roofs older than 20 years are settled at actual cash value.',
      '',
      'The expected loss ratio underlying the indication is 61.0%.',
      '',
      'The program insures 41,200 dwellings.',
      '',
    ].join('\n'),
  },
  {
    name: 'prairie-kansas-homeowners.md',
    bytes: [
      '# Prairie Casualty Company - Kansas Homeowners Program',
      '',
      'Prairie Casualty Company proposes an overall homeowners rate change of +4.0% in Kansas, effective April 1, 2026.',
      '',
      'The water backup endorsement is offered with limits of $5,000, $10,000 or $15,000.',
      '',
      'The permissible loss ratio is 64.5%.',
      '',
    ].join('\n'),
  },
];

FILES.push({
  name: 'model-rule-12.md',
  bytes: [
    '# Model Rule No. 12 - Prompt Claim Payment',
    '',
    'This rule sets the time within which an insurer pays an accepted claim.',
    '',
    'It replaces Model Rule No. 7, which was adopted in 2009.',
    '',
    'An insurer shall pay an accepted claim within 20 days.',
    '',
  ].join('\n'),
});

describe('the reader refuses a qualifier its document does not state', () => {
  const ask = readerOnDocuments('reader qualifiers', FILES);

  it('does not answer a water backup endorsement with the ice dam endorsement', async () => {
    expect((await ask('Harbor Mutual Kansas water backup endorsement limits')).text).toBe(NOT_FOUND);
    expect((await ask('Harbor Mutual Kansas ice dam endorsement limits')).text).toContain('$25,000');
    expect((await ask('Prairie Casualty Kansas water backup endorsement limits')).text).toContain('$15,000');
  });

  it('does not answer a permissible loss ratio with another loss ratio', async () => {
    expect((await ask('What permissible loss ratio does Harbor Mutual use in Kansas?')).text).toBe(NOT_FOUND);
    expect((await ask('What permissible loss ratio does Prairie Casualty use in Kansas?')).text).toContain(
      '64.5%',
    );
  });

  it('does not count policies with a sentence that counts dwellings the program insures', async () => {
    expect((await ask('How many policies are in the Harbor Mutual Kansas program?')).text).toBe(NOT_FOUND);
    expect((await ask('How many dwellings does Harbor Mutual insure in Kansas?')).text).toContain('41,200');
  });

  it('still answers a paraphrase whose extra word no document uses', async () => {
    const answer = await ask('Which ice dam endorsement limits does Harbor Mutual truly provide in Kansas?');
    expect(answer.text).toContain('$25,000');
  });

  it('does not give the date of a text it replaces for its own date', async () => {
    expect((await ask('What year was Model Rule No. 12 adopted?')).text).toBe(NOT_FOUND);
    expect((await ask('In what year was Model Rule No. 7 adopted?')).text).toContain('2009');
  });
});
