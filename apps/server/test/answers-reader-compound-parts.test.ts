import { describe, expect, it } from 'vitest';
import { askedParts, partsOver } from '../src/services/answers/compound.ts';

// Wording written for this test: a compound question whose part is a noun in "-ility", which the English
// stemmer reads as the adjective ("credibility" as 'credibl').

describe('compound parts named by nouns in -ility', () => {
  it('finds both parts, the "-ility" noun by its stem', () => {
    const content = ['harbor', 'collis', 'select', 'chang', 'credibl'];
    expect(askedParts('Harbor collision: selected change and credibility', content, [])).toEqual([
      'chang',
      'credibl',
    ]);
    expect(askedParts('Harbor: deductible and liability limits', ['deduct', 'liabil', 'limit'], [])).toEqual([
      'deduct',
      'liabil',
    ]);
  });

  it('reads the parts over reading units, a coordination they write being a name', () => {
    const content = ['wind', 'hail', 'deduct'];
    const units = [{ sentence: { text: 'The wind and hail deductible is 2%.' } }];
    expect(partsOver('Harbor wind and hail deductible', content, units).size).toBe(0);
    expect(partsOver('Harbor collision: change and credibility', ['chang', 'credibl'], []).size).toBe(2);
  });
});

describe('two phrases joined by "and"', () => {
  it('takes a term of each phrase as a part', () => {
    expect(
      askedParts(
        'Kansas circular 2026-02: issue date and the date it takes effect',
        ['date', 'effect', 'issu'],
        [],
      ),
    ).toEqual(['issu', 'effect']);
  });

  it('takes no parts when the words around "and" are written together, or a phrase adds no term', () => {
    const content = ['hail', 'deduct', 'wind'];
    expect(
      askedParts('Harbor wind deductible and hail', content, ['Wind deductible and hail deductible']),
    ).toEqual([]);
    expect(askedParts('the filing date and the date', ['date', 'file'], [])).toEqual([]);
  });
});
