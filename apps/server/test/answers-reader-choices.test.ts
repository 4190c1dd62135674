import { describe, expect, it } from 'vitest';
import { answerTypes, testedScopeWords } from '../src/services/answers/answer-types.ts';

// Wording written for this test: a question closing on two choices, and one asking for a substitute.

describe('choices and substitutes', () => {
  it('takes the choices a yes/no question closes on as what the answer picks between', () => {
    expect(
      testedScopeWords('Rule 7: should paid and incurred losses be weighted jointly or independently?'),
    ).toEqual(['jointly', 'independently']);
    expect(testedScopeWords('Does the surcharge apply to renewals?')).toEqual(['apply', 'renewals']);
    expect(testedScopeWords('What deductible applies, flat or percentage?')).toEqual([]);
  });

  it('asks for a substitute, not an identifier, in "what can replace"', () => {
    expect(answerTypes('Under Rule 7, what can replace ten years of losses for a hurricane load?')).toEqual([
      'any',
    ]);
    expect(answerTypes('Rule 7 replaced which earlier rule?')).toEqual(['identifier']);
  });
});
