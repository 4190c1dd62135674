import { describe, expect, it } from 'vitest';
import { askedParts, holdsPart } from '../src/services/answers/compound.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Compound questions, on a filing written for this test: a question asking for two or three facts at once
// gets each part in its own cited sentence, a coordination the document writes as a name ("wind and
// hail") stays one thing, and a single-fact question still gets its one sentence.

describe('the parts a question asks for', () => {
  const texts = ['A separate wind and hail deductible of 3% applies.'];
  it('splits a coordination of asked words, not one the documents write as a name', () => {
    expect(
      askedParts(
        'What deductible, surcharge and rules apply to old roofs?',
        ['deduct', 'surcharg', 'rule', 'appli', 'old', 'roof'],
        texts,
      ),
    ).toEqual(['deduct', 'surcharg', 'rule']);
    expect(
      askedParts('What wind and hail deductible applies?', ['wind', 'hail', 'deduct', 'appli'], texts),
    ).toEqual([]);
    expect(
      askedParts('What surcharge applies to old roofs?', ['surcharg', 'appli', 'old', 'roof'], texts),
    ).toEqual([]);
  });

  it('reads a part in a unit by its word or an equivalent', () => {
    expect(holdsPart('A surcharge of 12% applies.', 'surcharg')).toBe(true);
    expect(holdsPart('The company picked +6.1%.', 'select')).toBe(true);
    expect(holdsPart('The indicated change is +9.4%.', 'select')).toBe(false);
  });
});

const FILES = [
  {
    name: 'harbor-kansas-roofs.md',
    bytes: [
      '# Harbor Mutual Insurance Company - Kansas Homeowners Program',
      '',
      'Harbor Mutual Insurance Company proposes an overall homeowners rate change in Kansas, effective March 1, 2026.',
      '',
      'The indicated change is +9.4%.',
      '',
      'After weighing customer retention and the capping rule, management selected +6.1%.',
      '',
      'For roofs older than 20 years, a minimum deductible of $2,500 applies.',
      '',
      'Older roofs also carry a 12% premium surcharge at renewal.',
      '',
      'A separate wind and hail deductible of 3% of Coverage A applies to all new business.',
      '',
    ].join('\n'),
  },
];

describe('the reader answers every part of a compound question', () => {
  const ask = readerOnDocuments('reader compound', FILES);

  it('gives the deductible and the surcharge, each with its sentence', async () => {
    const answer = await ask(
      'What deductible and surcharge apply to roofs older than 20 years at Harbor Mutual?',
    );
    expect(answer.text).toContain('$2,500');
    expect(answer.text).toContain('12%');
    expect(answer.text).toMatch(/\[1\].*\[2\]/s);
  });

  it('gives the indicated and the selected change', async () => {
    const answer = await ask('Harbor Mutual Kansas homeowners: indicated and selected change?');
    expect(answer.text).toContain('+9.4%');
    expect(answer.text).toContain('+6.1%');
  });

  it('keeps a single-fact question and a name written with "and" to one sentence', async () => {
    const surcharge = await ask('What surcharge do older roofs carry at Harbor Mutual?');
    expect(surcharge.text).toMatch(/^Older roofs also carry a 12% premium surcharge/);
    const wind = await ask('What wind and hail deductible does Harbor Mutual apply in Kansas?');
    expect(wind.text).toContain('3% of Coverage A');
    expect(wind.text).not.toContain(NOT_FOUND);
  });
});
