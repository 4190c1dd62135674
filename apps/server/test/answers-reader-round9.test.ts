import { describe, expect, it } from 'vitest';
import { answerTypes, asksOfReplacedText, hasEntity } from '../src/services/answers/answer-types.ts';
import { countedNoun } from '../src/services/answers/counted.ts';
import { equivalents, SOFT_LEXEMES } from '../src/services/answers/vocabulary.ts';

// Wording written for this test: "what %" as "what percent", a yes/no question after a leading clause,
// "how many times" answered by "once" or "twice", a year given for an event ("enacted in 2009") as its
// date, a question about the text another replaced, and a statewide figure as the overall one.

describe('round nine: forms of questions and answers', () => {
  it('reads "what %" as asking for a percentage', () => {
    expect(answerTypes('Rule 7 credibility: claims within what % of expected?')).toEqual(['percent']);
  });

  it('reads a yes/no question after a leading clause as yes/no', () => {
    expect(answerTypes('Circular 4 notice: does it have to list the premium change?')).toEqual(['any']);
    expect(answerTypes('Under Rule 3, must the discount change?')).toEqual(['any']);
  });

  it('answers "how many times" by "once", "twice" or "N times"', () => {
    const often = countedNoun('How many times may the board extend the deadline?');
    expect(often?.test('The board may extend the deadline twice.')).toBe(true);
    expect(often?.test('It may be renewed 3 times.')).toBe(true);
    expect(often?.test('The board may extend the deadline by 20 days.')).toBe(false);
    expect(countedNoun('How many vehicles are insured?')?.test('It insures 4,100 vehicles.')).toBe(true);
  });

  it('takes a year given for an event as its date', () => {
    expect(hasEntity('It supersedes Rule 8, which was enacted in 2009.', ['date'])).toBe(true);
    expect(hasEntity('Losses from 2009 to 2013 are used.', ['date'])).toBe(false);
  });

  it('knows when a question asks about the text another replaced', () => {
    expect(asksOfReplacedText('When was the rule that Rule 12 replaced enacted?')).toBe(true);
    expect(asksOfReplacedText('Which circular was superseded by Circular 9?')).toBe(true);
    expect(asksOfReplacedText('When was Rule 12 enacted?')).toBe(false);
  });

  it('reads a statewide figure as the overall one', () => {
    expect(equivalents('statewid').has('overal')).toBe(true);
    expect(SOFT_LEXEMES.has('statewid')).toBe(true);
  });
});
