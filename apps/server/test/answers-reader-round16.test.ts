import { describe, expect, it } from 'vitest';
import { askedType } from '../src/services/answers/answer-types.ts';
import { readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: "how many dollars" (an amount, not a count), "what day" (a date), a
// bulletin "put out" (issued), the "preceding" change (the prior one), a text's "predecessor" (the one it
// replaces), "the stated reason" (a cause) and a "ceiling" (a cap).

const FILES = [
  {
    name: 'plover-oregon-homeowners.md',
    bytes: [
      '# Plover Mutual Insurance Company - Oregon Homeowners',
      '',
      'Plover Mutual Insurance Company requests an overall rate change of +4.6% for its Oregon homeowners program, effective March 1, 2026. The indicated change is +9.9%.',
      '',
      'The filing affects 22,310 policies and $31.4 million of written premium.',
      '',
      'The prior rate change, effective May 1, 2023, was +3.1%.',
      '',
      'The selected change is tempered from the indication because the new roof credit is expected to lower losses. No policyholder receives an increase above +20%.',
    ].join('\n'),
  },
  {
    name: 'oregon-bulletin-2025-11.md',
    bytes: [
      '# Oregon Division of Financial Regulation - Bulletin 2025-11',
      '',
      'Issued April 2, 2025.',
      '',
      'Subject: Wildfire mitigation credits in homeowners policies.',
      '',
      'This bulletin applies to policies effective on or after July 1, 2025.',
    ].join('\n'),
  },
  {
    name: 'model-standard-58.md',
    bytes: ['# Model Standard No. 58 - Trend Selection', '', 'It replaces Model Standard No. 17.'].join('\n'),
  },
];

describe('round sixteen: amounts, days, predecessors, stated reasons and ceilings', () => {
  const ask = readerOnDocuments('round sixteen', FILES);

  it('reads "how many dollars" as an amount and "what day" as a date', async () => {
    expect(
      (await ask('How many dollars of written premium does the Plover Oregon HO revision touch?')).text,
    ).toContain('$31.4 million');
    expect(
      (await ask('What day did the Oregon division put out its wildfire credit bulletin?')).text,
    ).toContain('April 2, 2025');
  });

  it('reads "preceding" as prior and "predecessor" as the text replaced', async () => {
    expect((await ask("What was Plover's preceding Oregon homeowners rate change?")).text).toContain('+3.1%');
    expect((await ask('Predecessor of the trend selection standard (No. 58)?')).text).toContain('No. 17');
  });

  it('answers the stated reason with the cause, and a ceiling with the cap', async () => {
    expect(askedType("Plover's selection is under the indication — what's the stated reason?").types).toEqual(
      ['reason'],
    );
    expect(
      (await ask("Plover's Oregon HO selection sits under the indication — what's the stated reason?")).text,
    ).toContain('new roof credit');
    expect(
      (
        await ask(
          "Is there a ceiling on how much one insured's bill can go up under Plover's Oregon revision?",
        )
      ).text,
    ).toContain('+20%');
  });
});
