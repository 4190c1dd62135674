import { describe, expect, it } from 'vitest';
import {
  answerTypes,
  askedType,
  dateRoleAsked,
  dateRolesIn,
  hasEntity,
} from '../src/services/answers/answer-types.ts';
import { analystWording } from '../src/services/answers/vocabulary.ts';

// The reader's general rules for answers that are not a figure, with sentences written for this test:
// a clause or condition ("when does it apply"), a method ("how is it determined"), a form ("in what
// form"), the body that adopted or issued a text, an identifier standing alone, relative dates, the
// role "ends", and terse analyst wording.

describe('answers that are a phrase, a condition, a method or a form', () => {
  it('reads "when" as a date or the condition on which something happens', () => {
    expect(answerTypes('When is the loyalty credit granted?')).toEqual(['date', 'condition']);
    expect(answerTypes('What is the effective date of the rule?')).toEqual(['date']);
    expect(hasEntity('The loyalty credit is granted after three claim-free years.', ['condition'])).toBe(
      true,
    );
    expect(hasEntity('The form is available on request from the bureau.', ['condition'])).toBe(true);
    expect(hasEntity('The loyalty credit equals 4% of premium.', ['condition'])).toBe(false);
    expect(answerTypes('Under what circumstances may a policy be rescinded?')).toEqual(['condition']);
  });

  it('reads "how is X determined" as a method, and "in what form" as a form', () => {
    expect(answerTypes('How is the territory relativity calculated?')).toEqual(['method', 'definition']);
    expect(hasEntity('The relativity is derived from five years of loss costs.', ['method'])).toBe(true);
    expect(answerTypes('In what form must the cancellation notice be given?')).toEqual(['form']);
    expect(hasEntity('Cancellation notice shall be given in writing to the insured.', ['form'])).toBe(true);
    expect(hasEntity('Notice may be delivered electronically with consent.', ['form'])).toBe(true);
    expect(hasEntity('Notice shall be given ten days ahead.', ['form'])).toBe(false);
  });

  it('answers "who adopted / which body issued" with an organisation or a person by title', () => {
    expect(answerTypes('Who adopted the reserving guideline?')).toEqual(['organisation']);
    expect(answerTypes('Which agency issued the circular?')).toEqual(['organisation']);
    expect(answerTypes('Who sponsored House Bill 88?')).toEqual(['organisation']);
    expect(hasEntity('Approved by the Prairie Actuarial Society in 2019.', ['organisation'])).toBe(true);
    expect(hasEntity('Nevada Division of Insurance - Circular 12', ['organisation'])).toBe(true);
    expect(hasEntity('Introduced by Senator P. Okafor.', ['organisation'])).toBe(true);
    expect(hasEntity('The guideline was approved in 2019.', ['organisation'])).toBe(false);
  });

  it('finds an identifier standing alone, and asks for one by "tracking" or "SERFF number"', () => {
    expect(answerTypes('What SERFF number does the Dakota filing carry?')).toEqual(['identifier']);
    expect(answerTypes("What's the tracking number of the Bayview filing?")).toEqual(['identifier']);
    expect(hasEntity('Filing BVW-ND-2024-019.', ['identifier'])).toBe(true);
    expect(hasEntity('Reference QRX-88120', ['identifier'])).toBe(true);
    expect(hasEntity('Filed in 2024.', ['identifier'])).toBe(false);
  });

  it('reads relative dates and tells an ending from a start', () => {
    for (const text of [
      'The surcharge applies at the first renewal after the effective date.',
      'Rates change at renewal.',
      'The credit begins after approval by the commissioner.',
    ])
      expect(hasEntity(text, ['date']), text).toBe(true);
    expect(dateRoleAsked('When does the surcharge expire?')).toBe('ends');
    expect(dateRolesIn('The surcharge applies after the first policy year.')).toEqual(['effective']);
    expect(dateRolesIn('The surcharge expires on June 30, 2027.')).toEqual(['ends']);
  });

  it('marks a type guessed from the topic as weak, and an asked one as not', () => {
    expect(askedType('What trend does the memo select?')).toEqual({ types: ['percent'], weak: true });
    expect(askedType('What percentage is the trend?')).toEqual({ types: ['percent'], weak: false });
  });
});

describe('terse analyst wording', () => {
  it('spells out shorthand and acronyms and reads capitalised word-codes as states', () => {
    expect(analystWording('IN PPA coll sel chg?')).toBe('Indiana PPA collision selected change?');
    expect(analystWording('OR HO trended LR')).toBe('Oregon homeowners trended loss ratio');
    expect(analystWording('BI ind chg, eff date')).toBe('bodily injury indicated change, effective date');
    expect(analystWording('min ded for HO-3')).toBe('minimum deductible for HO-3');
    expect(analystWording('ULAE prov in workers comp')).toBe(
      'unallocated loss adjustment expense provision in workers comp',
    );
    // Ordinary words stay: "in", "or" in lower case, "comp" of workers comp.
    expect(analystWording('What is in the filing or the memo?')).toBe('What is in the filing or the memo?');
  });
});
