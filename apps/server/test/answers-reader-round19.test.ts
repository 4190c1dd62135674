import { describe, expect, it } from 'vitest';
import { readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: a bill's long title and a bulletin's subject line share the words of most
// questions about the text; they answer only what the text is about, and the rules under them answer the
// rest.

const FILES = [
  {
    name: 'utah-senate-bill-25-90.md',
    bytes: [
      '# Utah Senate Bill 25-90',
      '',
      'A Bill for an Act concerning homeowners nonrenewal notices and the use of hail risk scores in rating. Introduced in the Senate on January 9, 2025.',
      '',
      '# Section 1. Notice of nonrenewal',
      '',
      'The notice shall state the specific reason for the nonrenewal.',
      '',
      '# Section 2. Hail risk scores',
      '',
      'An insurer that uses a hail risk score in rating shall disclose the score to the policyholder on request.',
    ].join('\n'),
  },
  {
    name: 'utah-bulletin-2025-12.md',
    bytes: [
      '# Utah Insurance Department - Bulletin 2025-12',
      '',
      'Roof surfacing payment schedules in homeowners policies. Issued March 3, 2025.',
      '',
      '# Expectations',
      '',
      'Insurers shall file the schedule as a form and a rate and shall offer a replacement cost option at renewal.',
    ].join('\n'),
  },
];

describe("round nineteen: a text's long title and subject line", () => {
  const ask = readerOnDocuments('round nineteen', FILES);

  it('answers from the rule, not from the long title or the subject line', async () => {
    expect((await ask('What must a Utah nonrenewal notice say under SB 25-90?')).text).toContain(
      'specific reason',
    );
    expect(
      (await ask('Under the Utah bill, does an insurer have to show policyholders their hail risk score?'))
        .text,
    ).toContain('on request');
    expect(
      (await ask('What option must a Utah insurer using a roof payment schedule offer at renewal?')).text,
    ).toContain('replacement cost option');
  });

  it('answers what the text is about from its long title', async () => {
    expect((await ask('What is Utah SB 25-90 about?')).text).toContain('nonrenewal notices');
  });
});
