import { describe, expect, it } from 'vitest';
import { answerTypes, dateRoleAsked } from '../src/services/answers/answer-types.ts';
import { questionTerms } from '../src/services/answers/question-terms.ts';
import { misspelt } from '../src/services/answers/spelling.ts';
import { analystWording, equivalents } from '../src/services/answers/vocabulary.ts';

// Terse analyst wording, with fragments written for this test: a date named by its role without "when"
// or "what date", a regulator by its initials, "w/" and two words joined by a slash, and misspelt words.

describe('terse fragments', () => {
  it('asks for a date when a fragment names one by its role', () => {
    expect(answerTypes('Harbor Mutual Kansas HO filing date')).toEqual(['date']);
    expect(answerTypes('Kansas circular 2026-02: date issued')).toEqual(['date']);
    expect(dateRoleAsked('Harbor Mutual Kansas HO filing date')).toBe('filed');
    expect(dateRoleAsked('Kansas circular 2026-02: date issued')).toBe('issued');
    expect(answerTypes('Harbor Mutual Kansas HO filing')).not.toEqual(['date']);
  });

  it('spells out regulators by their initials, "w/" and slashed pairs of words', () => {
    expect(analystWording('when was the Harbor memo filed w/ DIFS')).toBe(
      'when was the Harbor memo filed with Department of Insurance and Financial Services',
    );
    expect(analystWording('Kansas DOI circular')).toBe('Kansas Department of Insurance circular');
    expect(analystWording('Harbor wind/hail deductible')).toBe('Harbor wind and hail deductible');
    expect(analystWording('rates 24/7 and 1/2 of premium')).toBe('rates 24/7 and 1/2 of premium');
  });

  it('reads "go-live" as the effective date, policies "in force" as policies, "HB12-40" as "HB 12-40"', () => {
    expect(analystWording('Harbor Kansas HO go-live date')).toBe('Harbor Kansas homeowners effective date');
    expect(answerTypes(analystWording('Harbor Kansas HO go-live date'))).toEqual(['date']);
    expect(analystWording('Harbor Kansas policies in force')).toBe('Harbor Kansas policies');
    expect(analystWording('HB12-40 notice period')).toBe('HB 12-40 notice period');
  });

  it('asks for the replaced text by its identifier, whether it replaced or superseded it', () => {
    expect(answerTypes('Circular 9 replaced which earlier circular?')).toEqual(['identifier']);
    expect(answerTypes('Rule 12 supersedes which rule?')).toEqual(['identifier']);
    expect(equivalents('supersed').has('replac')).toBe(true);
  });

  it('reads a question word after a leading clause, and notice spans written as nouns', () => {
    expect(answerTypes('Per Rule 9, where does the review period end?')).toEqual(['any']);
    expect(answerTypes('Rule 9: from what point does the review period run?')).toEqual(['condition', 'date']);
    expect(answerTypes('Circular 2026-02: days of notice before a surcharge')).toEqual(['duration']);
    expect(answerTypes('HB 12-40 nonrenewal notice lead time')).toEqual(['duration']);
    const terms = questionTerms({
      question: 'Per Rule 9, where does the review period end?',
      lexemes: ['per', 'rule', '9', 'review', 'period', 'end'],
      facetLexemes: ['rule', '9'],
    });
    expect(terms.content).toEqual(['review', 'period', 'end']);
  });

  it('reads a misspelt word as the unit word it is one slip away from, never a short word', () => {
    const found = new Set(['commiss', 'surcharg', 'several', 'deduct']);
    expect(misspelt(['commis', 'surcharj', 'deduct'], found)).toEqual(
      new Map([
        ['commis', ['commiss']],
        ['surcharj', ['surcharg']],
      ]),
    );
    expect(misspelt(['sever'], found).size).toBe(0);
  });
});
