import { describe, expect, it } from 'vitest';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Maxima, superlatives and kinds of change, on a filing written for this test: a cap the filing states
// ("no insured receives an increase above") answers the largest increase; the row holding the extreme value
// answers "which coverage gets the smallest change"; the proposed change's date is no answer to the prior
// change's; a count of policies "in force" is the count of policies; a table row does not answer for a
// measure its document states elsewhere, and a unit holding only the kind of answer asked ("percentage")
// does not answer for the topic.

const FILES = [
  {
    name: 'harbor-kansas-auto.md',
    bytes: [
      '# Harbor Mutual Insurance Company - Kansas Private Passenger Auto',
      '',
      'Harbor Mutual Insurance Company proposes to revise its Kansas private passenger automobile rates effective June 1, 2026.',
      '',
      'No insured receives an increase above +18%.',
      '',
      'The program insures 22,400 vehicles on 14,100 policies.',
      '',
      '| Coverage | Indicated | Selected |',
      '|---|---|---|',
      '| Collision | +9.1% | +6.0% |',
      '| Comprehensive | +4.2% | +3.1% |',
      '| Bodily Injury | +7.7% | +5.5% |',
      '| Rental Reimbursement | +4.0% | +3.5% |',
      '| Property Damage | +5.0% | +4.0% |',
      '| Medical Payments | +4.4% | +3.9% |',
      '',
      'Credibility for collision is 80%, based on 6,200 claims.',
      '',
      'For collision the selected frequency trend is -1.2% and the severity trend is +6.4%.',
      '',
      'The catastrophe provision is 9.0% of premium.',
      '',
      '| Expense item | Value |',
      '|---|---|',
      '| Profit and contingencies | 5.0% |',
      '| General expense | 6.5% |',
      '',
    ].join('\n'),
  },
];

describe('caps, superlatives and kinds of change', () => {
  const ask = readerOnDocuments('reader caps', FILES);

  it('answers the largest increase by the cap the filing states', async () => {
    expect(
      (await ask('What is the maximum increase any Harbor Kansas auto insured will see?')).text,
    ).toContain('+18%');
  });

  it('answers the smallest selected change by the row holding it', async () => {
    const answer = await ask(
      "Which coverage gets the smallest selected change in Harbor's Kansas auto filing?",
    );
    expect(answer.text).toMatch(/^Comprehensive/);
  });

  it('does not give the proposed change for the prior change', async () => {
    expect((await ask('When was the prior Harbor Kansas auto rate change effective?')).text).toBe(NOT_FOUND);
    expect((await ask('When is the Harbor Kansas auto rate change effective?')).text).toContain(
      'June 1, 2026',
    );
  });

  it('counts policies in force as policies', async () => {
    expect((await ask('How many policies does Harbor Mutual have in force in Kansas?')).text).toContain(
      '14,100',
    );
  });

  it('does not answer a measure with a row that lacks it, nor a topic with a bare percentage', async () => {
    expect((await ask('Harbor Kansas auto rental reimbursement credibility')).text).toBe(NOT_FOUND);
    expect((await ask('Harbor Kansas auto rental reimbursement selected change')).text).toContain('+3.5%');
    expect((await ask('Harbor Kansas auto commission percentage')).text).toBe(NOT_FOUND);
  });

  it('does not answer for property damage or medical payments with another coverage', async () => {
    expect((await ask('Harbor Kansas auto property damage frequency trend')).text).toBe(NOT_FOUND);
    expect((await ask('Harbor Kansas auto medical payments severity trend')).text).toBe(NOT_FOUND);
    expect((await ask('Harbor Kansas auto collision frequency trend')).text).toContain('-1.2%');
  });

  it('answers a load by the row of a table that calls it by its name only', async () => {
    expect((await ask('Profit and contingencies load in the Harbor Kansas auto filing?')).text).toContain(
      '5.0%',
    );
  });
});
