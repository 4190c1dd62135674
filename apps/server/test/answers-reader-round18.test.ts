import { describe, expect, it } from 'vitest';
import { countedWords } from '../src/services/answers/counted.ts';
import { statesOtherSubject } from '../src/services/answers/subjects.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: a trend, an average or a loss adjustment expense asked of one kind (the
// premium trend, per policy, allocated) where a filing states only another kind (a loss trend, per
// vehicle, unallocated), beside filings stating the kind asked; a count whose noun is followed by a verb
// ("claims sat in"), and credibility a filer "assigns".

const FILES = [
  {
    name: 'heron-ridge-idaho-auto.md',
    bytes: [
      '# Heron Ridge Indemnity Company - Idaho Private Passenger Auto',
      '',
      'The selected annual loss trend is +5.9%, based on fits to sixteen quarters of paid severity and frequency.',
      '',
      'The average annual premium per vehicle rises from $1,100 to $1,180.',
      '',
      'Unallocated loss adjustment expense is 9.1% of losses. The profit and contingencies provision is 5.0%, which gives a permissible loss and LAE ratio of 70.2%.',
    ].join('\n'),
  },
  {
    name: 'kestrel-idaho-auto.md',
    bytes: [
      '# Kestrel Casualty Company - Idaho Private Passenger Auto',
      '',
      'Loss trend is +6.0% for severity and -1.0% for frequency. Premium trend is +1.5% per year.',
      '',
      'Collision uses a pure premium trend of +8.0%.',
      '',
      'With 612 claims in the experience period, the experience is 70% credible.',
    ].join('\n'),
  },
];

describe('round eighteen: a trend, an average or an expense of another kind', () => {
  it('tells the kinds apart', () => {
    expect(
      statesOtherSubject('What premium trend did Heron select?', 'The selected loss trend is +5.9%.'),
    ).toBe(true);
    expect(statesOtherSubject('Kestrel severity trend', 'Loss trend is +6.0% for severity.')).toBe(false);
    expect(statesOtherSubject('Kestrel loss trend', 'The severity trend is +6.0%.')).toBe(false);
    expect(
      statesOtherSubject('average premium per policy', 'The average premium per vehicle is $1,180.'),
    ).toBe(true);
    expect(
      statesOtherSubject(
        'allocated loss adjustment expense load',
        'Unallocated loss adjustment expense is 9.1%.',
      ),
    ).toBe(true);
  });

  const ask = readerOnDocuments('round eighteen', FILES);

  it('refuses a kind the filing does not state, though another kind matches the question best', async () => {
    expect((await ask('What premium trend did Heron select for Idaho auto?')).text).toBe(NOT_FOUND);
    expect((await ask('Heron Idaho auto claim frequency trend')).text).toBe(NOT_FOUND);
    expect((await ask("Heron's Idaho auto average premium per policy, before and after")).text).toBe(
      NOT_FOUND,
    );
    expect((await ask('Heron Idaho auto — ALAE load?')).text).toBe(NOT_FOUND);
  });

  it('answers the kind stated', async () => {
    expect((await ask('Heron Idaho auto loss trend')).text).toContain('+5.9%');
    expect((await ask('Kestrel Idaho auto severity trend')).text).toContain('+6.0%');
    expect((await ask('Kestrel Idaho auto premium trend')).text).toContain('+1.5%');
  });

  it('counts the noun before a verb, and reads "assign" as what the filer gives', async () => {
    expect(countedWords('How many claims sat in the experience period?')).toEqual(['claims']);
    expect(
      (await ask("How many claims sat in the experience period of Kestrel's Idaho memo?")).text,
    ).toContain('612');
    expect((await ask('How much credibility does Kestrel assign its Idaho auto data?')).text).toContain(
      '70%',
    );
  });
});
