import { describe, expect, it } from 'vitest';
import { citesOtherChamber } from '../src/services/answers/bills.ts';
import { statesOtherDirection } from '../src/services/answers/direction.ts';

// Texts written for this test: rows and sentences of signed changes against a question asking for one
// direction, and a bill cited in the other chamber.

describe('the direction of a change', () => {
  it('does not answer a decrease with units stating only increases, nor the reverse', () => {
    const q = 'How many Harbor policies receive a rate decrease?';
    expect(statesOtherDirection(q, 'Zone 3 (Topeka) | 4,210 | +6.5% | +4.0%')).toBe(true);
    expect(statesOtherDirection(q, 'Zone 5 (Wichita) | 1,880 | -2.5% | -1.0%')).toBe(false);
    expect(statesOtherDirection(q, 'About 1,200 policies see a reduction.')).toBe(false);
    const up = 'Which zone gets the largest increase?';
    expect(statesOtherDirection(up, 'Zone 5 | -2.5% | -1.0%')).toBe(true);
    expect(statesOtherDirection(up, 'Zone 3 | +6.5% | +4.0%')).toBe(false);
  });

  it('leaves unsigned figures and questions naming no single direction alone', () => {
    expect(statesOtherDirection('What decrease applies?', 'The change is 3.5%.')).toBe(false);
    expect(statesOtherDirection('What is the selected change?', 'Zone 3 | +6.5%')).toBe(false);
    expect(statesOtherDirection('Any increase or decrease?', 'Zone 3 | +6.5%')).toBe(false);
    expect(statesOtherDirection('What decrease applies?', 'Form KS-HO-2025-07 applies.')).toBe(false);
  });
});

describe('a bill cited in the other chamber', () => {
  it('is another bill, whichever way the chamber is written', () => {
    const text = 'Kansas Senate Bill 26-40. Sponsors: Senator A. Diaz.';
    expect(citesOtherChamber('Kansas HB 26-40 sponsors', text)).toBe(true);
    expect(citesOtherChamber('Kansas SB 26-40 sponsors', text)).toBe(false);
    expect(
      citesOtherChamber('Who sponsored House Bill 26-40?', 'SB 26-40 and HB 26-40 are companions.'),
    ).toBe(false);
    expect(citesOtherChamber('Kansas HB 26-41 sponsors', text)).toBe(false);
  });
});
