import { describe, expect, it } from 'vitest';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: a question naming a word the documents write only with a prefix or a
// "non" (reinsurance beside insurance, underinsured beside uninsured, hurricane beside non-hurricane), a
// figure that is only part of a larger one ($500 in $2,500), a counted noun with a participle after it,
// a date role the documents never state (expiration), beside paraphrases that must still be answered
// (irregular verb forms, "-wise", "brings in", a credibility complement asked as the leftover weight).

const FILES = [
  {
    name: 'harrow-kansas-auto.md',
    bytes: [
      '# Harrow Casualty Company - Kansas Private Passenger Auto',
      '',
      'Harrow Casualty Company requests an overall rate change of +4.8% for its Kansas private passenger automobile program, effective June 1, 2026.',
      '',
      'The filing affects 38,210 vehicles and $44.9 million of written premium.',
      '',
      'The non-hurricane catastrophe provision is 7.5% of premium.',
      '',
      'Expected costs of insurance coverage include loss and loss adjustment expense.',
      '',
      'A hail deductible of $1,000 or $2,500 is offered; the credit is 9% with the $1,000 option and 15% with the $2,500 option.',
      '',
      'Bodily injury liability is 81% credible; the complement of credibility is the trended prior indication.',
      '',
      'Coverage | Indicated | Selected',
      '',
      'Uninsured Motorists | +3.1% | +2.0%',
    ].join('\n'),
  },
  {
    name: 'kansas-bulletin-2026-02.md',
    bytes: [
      '# Kansas Insurance Department - Bulletin 2026-02',
      '',
      'Issued February 9, 2026.',
      '',
      'Rate filings that introduce a wind deductible must show the premium credit given in exchange.',
      '',
      'This bulletin applies to policies issued or renewed on or after April 1, 2026.',
    ].join('\n'),
  },
];

describe('round thirteen: words a passage states otherwise, and paraphrases', () => {
  const ask = readerOnDocuments('round thirteen', FILES);

  it('refuses a word the documents write only with a prefix or with "non"', async () => {
    expect((await ask('Harrow Kansas reinsurance costs')).text).toBe(NOT_FOUND);
    expect((await ask('Harrow Kansas underinsured motorist selected')).text).toBe(NOT_FOUND);
    expect((await ask('Harrow Kansas hurricane provision')).text).toBe(NOT_FOUND);
  });

  it('answers the word the documents do write', async () => {
    expect((await ask('Harrow Kansas uninsured motorist selected')).text).toContain('+2.0%');
    expect((await ask('Harrow Kansas non-hurricane cat provision')).text).toContain('7.5%');
  });

  it('refuses a figure that is only part of a larger one, and answers the whole one', async () => {
    expect((await ask('Harrow hail deductible credit for a $500 option')).text).toBe(NOT_FOUND);
    expect((await ask('Harrow hail deductible credit for the $2,500 option')).text).toContain('15%');
  });

  it('counts the noun, not the participle after it', async () => {
    expect((await ask('Harrow Kansas auto: number of policies affected')).text).toBe(NOT_FOUND);
    expect((await ask('Harrow Kansas auto: number of vehicles affected')).text).toContain('38,210');
  });

  it('refuses a date role the documents never state', async () => {
    expect((await ask('Kansas bulletin 2026-02 expiration date')).text).toBe(NOT_FOUND);
  });

  it('answers paraphrases: irregular verb forms, "-wise", "brings in", the leftover weight', async () => {
    expect((await ask('What has to be shown when a filing brings in a wind deductible?')).text).toContain(
      'premium credit',
    );
    expect((await ask('Which policies does Kansas bulletin 2026-02 apply to, time-wise?')).text).toContain(
      'on or after April 1, 2026',
    );
    expect(
      (await ask('What does Harrow give the leftover credibility weight to for Kansas bodily injury?')).text,
    ).toContain('trended prior indication');
  });
});
