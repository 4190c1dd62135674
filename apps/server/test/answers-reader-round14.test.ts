import { describe, expect, it } from 'vitest';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: the prior change asked of a filing that states only its own change, the
// prior change asked as the "last" one, a question asking where something ends, a question whose only
// words are general ones ("what has to be documented"), a bulletin cited by its issuer's initials and a
// paraphrase of "affects".

const FILES = [
  {
    name: 'osprey-nebraska-homeowners.md',
    bytes: [
      '# Osprey Mutual Insurance Company - Nebraska Homeowners',
      '',
      'Osprey Mutual Insurance Company requests an overall rate change of +6.4% for its Nebraska homeowners program, effective March 1, 2026.',
      '',
      'The filing affects 51,870 policies and $88.2 million of written premium.',
    ].join('\n'),
  },
  {
    name: 'wren-nebraska-auto.md',
    bytes: [
      '# Wren Casualty Company - Nebraska Private Passenger Auto',
      '',
      'Wren Casualty Company requests an overall rate change of +3.9% for its Nebraska private passenger automobile program.',
      '',
      'The prior rate change, effective May 1, 2024, was +2.7%.',
    ].join('\n'),
  },
  {
    name: 'model-standard-61.md',
    bytes: [
      '# Model Standard No. 61 - Loss Development',
      '',
      'The development period should run from the first valuation of the accident year to the age at which losses are fully developed.',
      '',
      'The actuary should document the sources, methods and judgments used.',
    ].join('\n'),
  },
  {
    name: 'nebraska-bulletin-2026-04.md',
    bytes: [
      '# Nebraska Department of Insurance - Bulletin 2026-04',
      '',
      'Subject: Hail-resistant roofing credits in homeowners policies.',
      '',
      'Insurers shall offer the credit on new and renewal policies.',
    ].join('\n'),
  },
];

describe('round fourteen: the kind of change asked, where, initials and general words', () => {
  const ask = readerOnDocuments('round fourteen', FILES);

  it('refuses the prior change of a filing that states only its own', async () => {
    expect((await ask('Osprey Nebraska homeowners prior rate change')).text).toBe(NOT_FOUND);
  });

  it('answers the prior change, also asked as the last one', async () => {
    expect((await ask('Wren Nebraska auto prior rate change')).text).toContain('+2.7%');
    expect((await ask("Wren's last Nebraska auto rate change before this one")).text).toContain('+2.7%');
  });

  it('answers where something ends, whatever its topic', async () => {
    expect((await ask('Model Standard 61 — where does the development period end')).text).toContain(
      'fully developed',
    );
  });

  it("answers of a bulletin cited by its issuer's initials", async () => {
    expect((await ask('NDOI 2026-04 — which policies must get the credit?')).text).toContain(
      'new and renewal policies',
    );
  });

  it('reads general words as what is asked when there is nothing else', async () => {
    expect((await ask('Under Model Standard 61, what has to be documented?')).text).toContain(
      'sources, methods and judgments',
    );
  });

  it('reads "touch" as "affect"', async () => {
    expect((await ask('how many policies does the Osprey Nebraska revision touch')).text).toContain('51,870');
  });
});
