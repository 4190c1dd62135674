import { describe, expect, it } from 'vitest';
import { answerTypes, hasEntity } from '../src/services/answers/answer-types.ts';
import { countedNoun, countedWords } from '../src/services/answers/counted.ts';
import { formCodes, writesCode } from '../src/services/answers/phrases.ts';
import { comparesOtherCount } from '../src/services/answers/thresholds.ts';

// Honest refusal, with sentences written for this test: a question that names a form or class code the
// documents do not write (a neighbour of a code they do write) is not answered by a passage about
// another form, however well its other words match.

describe('form codes the question names', () => {
  it('finds form and class codes, not identifiers of bills or bulletins', () => {
    expect(formCodes('Selected change for the DP-2 dwelling form in Vermont?')).toEqual(['dp-2']);
    expect(formCodes('Which CP-10A and CP-30 endorsements are withdrawn?')).toEqual(['cp-10a', 'cp-30']);
    expect(formCodes('When does Circular 2019-07 take effect?')).toEqual([]);
    expect(formCodes('What does Senate Bill 42 require?')).toEqual([]);
  });

  it('reads a code as written only when its letters and number are the same', () => {
    const text = 'The DP-3 special form is rated at +4.1%; the DP 1 basic form is unchanged.';
    expect(writesCode(text, 'dp-3')).toBe(true);
    expect(writesCode(text, 'dp-1')).toBe(true);
    expect(writesCode(text, 'dp-2')).toBe(false);
    expect(writesCode('Forms DP-30 and DP-2.5 are withdrawn.', 'dp-2')).toBe(false);
    expect(writesCode('The DP2 form follows the base rates.', 'dp-2')).toBe(true);
  });
});

describe('the thing a count question counts', () => {
  it('keeps the counted noun, whose last word must be what the answering unit counts', () => {
    expect(countedWords('How many dwellings does the insurer cover in Vermont?')).toEqual(['dwellings']);
    expect(countedWords('How many hail claims were closed in 2024?')).toEqual(['hail', 'claims']);
    expect(countedWords('What is the hail loss ratio?')).toEqual([]);
    expect(countedWords('Harbor Kansas territory 3 number of dwellings')).toEqual(['dwellings']);
    expect(answerTypes('Harbor Kansas territory 3 number of dwellings')).toEqual(['count', 'duration']);
    expect(countedNoun('How many hail claims were closed?')?.test('It closed 4,210 hail claims.')).toBe(true);
    expect(countedNoun('How many dwellings are insured?')?.test('Exposures: 4,210 vehicles.')).toBe(false);
  });
});

describe('a compared count', () => {
  it('does not read "more than 3 claims" as an answer about "more than 5 claims"', () => {
    const q = 'What surcharge applies to drivers with more than 5 claims?';
    expect(comparesOtherCount(q, 'Drivers with more than 3 claims pay a 20% surcharge.')).toBe(true);
    expect(comparesOtherCount(q, 'Drivers with more than 5 claims pay a 35% surcharge.')).toBe(false);
    expect(comparesOtherCount(q, 'Drivers with fewer than 3 claims earn a credit.')).toBe(false);
    expect(comparesOtherCount(q, 'A surcharge of 20% applies after the third claim.')).toBe(false);
  });
});

describe('what a count is', () => {
  it('reads a number that is no percentage or amount of money, or one written as a word', () => {
    expect(hasEntity('The credit is capped at 25% after the first term.', ['count'])).toBe(false);
    expect(hasEntity('A $2,500 deductible earns a credit of 4.5 percent.', ['count'])).toBe(false);
    expect(hasEntity('The trend is fitted to twenty quarters of paid losses.', ['count'])).toBe(true);
    expect(hasEntity('The program insures 41,200 dwellings.', ['count'])).toBe(true);
  });
});
