import { describe, expect, it } from 'vitest';
import { statesOtherAmount } from '../src/services/answers/amounts.ts';
import { questionTerms } from '../src/services/answers/question-terms.ts';

// Texts written for this test: what an endorsement costs against its limits, and "work done" as any
// work performed.

describe('what an amount of money is', () => {
  it('does not answer what something costs with its limits or deductibles', () => {
    const q = 'Harbor Kansas sewer backup endorsement premium';
    expect(statesOtherAmount(q, 'Sewer backup limits of $10,000 and $25,000 are offered.')).toBe(true);
    expect(statesOtherAmount(q, 'The $10,000 limit carries an annual premium of $42.')).toBe(false);
    expect(statesOtherAmount(q, 'The endorsement costs $42 per year.')).toBe(false);
  });

  it('leaves questions about limits, and units without money, alone', () => {
    expect(statesOtherAmount('Sewer backup limit options', 'Limits of $10,000 and $25,000.')).toBe(false);
    expect(statesOtherAmount('premium for the $10,000 limit', 'Limits of $10,000.')).toBe(false);
    expect(statesOtherAmount('Sewer backup premium', 'Limits are set by the insured.')).toBe(false);
  });

  it('reads "work done" as a question word, not a term a unit must hold', () => {
    const terms = questionTerms({
      question: 'From what date does Rule 7 apply to work done?',
      lexemes: ['date', 'rule', '7', 'appli', 'work', 'done'],
      facetLexemes: ['rule', '7'],
    });
    expect(terms.content).not.toContain('done');
  });
});
