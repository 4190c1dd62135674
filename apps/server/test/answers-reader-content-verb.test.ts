import { describe, expect, it } from 'vitest';
import { contentVerbAsked } from '../src/services/answers/phrases.ts';
import { GENERIC_KINDS, unstatedTerms } from '../src/services/answers/presence.ts';

// Wording written for this test: what a notice must state, and the program a filing rates.

describe('what a text must state, and the program a filing rates', () => {
  it('finds the unit in which the subject "shall state" something', () => {
    const verb = contentVerbAsked('Kansas HB 12-40: what must the surcharge notice include?');
    expect(verb?.test('The notice shall include the reason for the surcharge.')).toBe(true);
    expect(verb?.test('An Act concerning surcharge notices.')).toBe(false);
    expect(contentVerbAsked('What is the surcharge notice period?')).toBeNull();
  });

  it('does not take the word "program" for a qualifier a row or a document must state', () => {
    expect(GENERIC_KINDS.has('program')).toBe(true);
    const presence = {
      documents: { harbor: ['collis', 'base', 'rate'], prairie: ['collis', 'base', 'rate', 'program'] },
      together: [{ documentId: 'prairie', lexemes: ['collis', 'base', 'rate', 'program'] }],
    };
    expect(unstatedTerms({ presence }, ['collis', 'base', 'rate', 'program'], () => true)('harbor')).toEqual(
      [],
    );
  });
});
