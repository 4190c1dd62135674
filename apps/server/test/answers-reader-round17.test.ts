import { describe, expect, it } from 'vitest';
import { askedType } from '../src/services/answers/answer-types.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: a cause asked as what is "blamed for" something, what a standard "wants",
// a period asked by "in which period" (named, not dated), a credit asked as a minimum (a percentage), a
// period "(months)", the "commish", "begin its review" (to commence, not to take effect), what a filing
// "hits", the "typical" premium (the average one), and an act asked in the other chamber of a bill.

const FILES = [
  {
    name: 'wren-utah-homeowners.md',
    bytes: [
      '# Wren Mutual Insurance Company - Utah Homeowners',
      '',
      'The HO-3 form carries most of the indication because of wildfire losses in 2022 and 2023.',
      '',
      'The filing affects 14,280 homes. The average annual premium rises from $1,402 to $1,466.',
      '',
      'The trend period is 33 months.',
    ].join('\n'),
  },
  {
    name: 'model-standard-63.md',
    bytes: [
      '# Model Standard No. 63 - Exposure Trends',
      '',
      'An exposure trend period should run from the average written date in the experience period to the average written date in the period the rates will be in effect.',
      '',
      'Records should be kept for at least five years.',
    ].join('\n'),
  },
  {
    name: 'model-law-915.md',
    bytes: [
      '# Model Law No. 915 - Rate Review',
      '',
      'The commissioner shall review a filing within 45 days. The commissioner may extend the review once by 15 days.',
      '',
      'This Act shall take effect three months after its enactment by a state.',
    ].join('\n'),
  },
  {
    name: 'utah-bulletin-2025-09.md',
    bytes: [
      '# Utah Insurance Department - Bulletin 2025-09',
      '',
      'The department expects credits of at least 4% for homes with defensible space.',
    ].join('\n'),
  },
  {
    name: 'utah-senate-bill-25-77.md',
    bytes: [
      '# Utah Senate Bill 25-77',
      '',
      'A Bill for an Act concerning wildfire mitigation credits. Introduced in the Senate on January 21, 2025.',
    ].join('\n'),
  },
];

describe('round seventeen: blame, wants, named periods, minimum credits and chambers', () => {
  const ask = readerOnDocuments('round seventeen', FILES);

  it('reads what is blamed as a cause, and what a standard wants as what it requires', async () => {
    expect(askedType('Which perils are blamed for the HO-3 indication?').types).toEqual(['reason']);
    expect((await ask('In Wren Utah HO, which perils are blamed for the HO-3 indication?')).text).toContain(
      'wildfire losses',
    );
    expect((await ask('How long does Model Standard 63 want records kept?')).text).toContain('five years');
  });

  it('answers a named period, a minimum credit and a period in months', async () => {
    expect(
      (
        await ask(
          'Per Standard 63, the exposure trend period runs to the average written date in which period?',
        )
      ).text,
    ).toContain('the period the rates will be in effect');
    expect((await ask('Utah bulletin: minimum expected premium credit')).text).toContain('4%');
    expect((await ask('wren utah trend period (months)')).text).toContain('33 months');
  });

  it("reads an analyst's words: the commish, a filing that hits homes, the typical premium", async () => {
    expect((await ask('Can the commish extend a 915 review, and for how long?')).text).toContain('15 days');
    expect((await ask('Wren Utah HO — how many homes does the filing hit?')).text).toContain('14,280');
    expect((await ask("What will Wren's typical yearly Utah premium be after the change?")).text).toContain(
      '$1,466',
    );
  });

  it('refuses when to begin a review asked of an effective date, and an act of the other chamber', async () => {
    expect((await ask('Under ML 915, how many days to begin its review of a complaint?')).text).toBe(
      NOT_FOUND,
    );
    expect((await ask('When was Utah SB 25-77 introduced in the House?')).text).toBe(NOT_FOUND);
  });
});
