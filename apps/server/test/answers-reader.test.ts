import { describe, expect, it } from 'vitest';
import {
  answerTypes,
  changeKindsIn,
  dateRoleAsked,
  dateRolesIn,
  hasEntity,
} from '../src/services/answers/answer-types.ts';
import { phraseMatches, questionPhrases } from '../src/services/answers/phrases.ts';
import { unitsOf } from '../src/services/answers/units.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// The reader on causes of misses seen on unseen questions, each with sentences written for this test:
// relative dates and "how quickly" (durations), the role of a date (filed, effective, adopted, issued)
// matched to the question's verb, the kind of rate change (indicated, selected, prior), list answers,
// sentences that end after a year, and an identifier that has no document of its own (a guideline only
// cited inside another one).

describe('answer types, date roles and change kinds', () => {
  it('reads relative dates as dates and "how quickly" as a duration or a date', () => {
    expect(answerTypes('How fast does the carrier have to settle?')).toEqual(['duration', 'date']);
    expect(answerTypes('How promptly must a complaint be acknowledged?')).toEqual(['duration', 'date']);
    expect(answerTypes('When does the rule become binding?')).toEqual(['date', 'condition']);
    for (const text of [
      'The rule binds insurers ninety days after its adoption by the board.',
      'Notices go out 45 days before the renewal date.',
      'It applies upon enactment.',
      'A complaint is answered within ten business days.',
    ])
      expect(hasEntity(text, ['date']), text).toBe(true);
    expect(hasEntity('The rule binds every insurer writing in the state.', ['date'])).toBe(false);
  });

  it('asks for a year with "which year" and finds one, not an identifier that looks like it', () => {
    expect(answerTypes('In what year was the older circular published?')).toEqual(['year']);
    expect(hasEntity('The older circular was published in 2009.', ['year'])).toBe(true);
    expect(hasEntity('See Circular 2019-07 for the form.', ['year'])).toBe(false);
  });

  it('takes "A, B and C" as a list', () => {
    expect(answerTypes('Which traits must a reserve estimate show?')).toEqual(['list']);
    expect(hasEntity('Reserves must be adequate, reasonable and consistent over time.', ['list'])).toBe(true);
    expect(hasEntity('Reserves must be adequate.', ['list'])).toBe(false);
  });

  it("matches the date's role to the question's verb", () => {
    expect(dateRoleAsked('When was the Kansas filing submitted?')).toBe('filed');
    expect(dateRoleAsked('When do the new rates take effect?')).toBe('effective');
    expect(dateRoleAsked('When did the board adopt the guideline?')).toBe('adopted');
    expect(dateRoleAsked('When was the circular published?')).toBe('issued');
    expect(dateRolesIn('Submitted on February 11, 2025.')).toEqual(['filed']);
    expect(dateRolesIn('The new rates are effective April 1, 2025.')).toEqual(['effective']);
    expect(dateRolesIn('Released 3 March 2024 by the department.')).toEqual(['issued']);
  });

  it('tells the indicated, selected and prior changes apart', () => {
    expect(changeKindsIn('What indication does the review support?')).toEqual(['indicated']);
    expect(changeKindsIn('The carrier proposes +4.0% overall.')).toEqual(['selected']);
    expect(changeKindsIn('The change now in force is +2.2%.')).toEqual(['prior']);
  });

  it('finds the multi-word terms and quoted phrases of a question as phrases', () => {
    // Lexemes as PostgreSQL's 'english' configuration stems them.
    const phrases = questionPhrases('What is the "hail surcharge" on the cat load for barns?', [
      'hail',
      'surcharg',
      'cat',
      'load',
      'barn',
    ]);
    expect(
      phraseMatches('Barns carry a catastrophe load of 4%, and a hail surcharge of 2%.', phrases),
    ).toEqual({
      pairs: 2,
      quoted: true,
    });
    // The same words scattered: no phrase.
    expect(
      phraseMatches(
        'The surcharge is set by a model of hail, not cat, losses; barns and their roofs take a load of 4%.',
        phrases,
      ),
    ).toEqual({
      pairs: 0,
      quoted: false,
    });
  });

  it('ends a sentence after a year, and keeps "No. 12" and decimals inside one', () => {
    const text = 'Hail losses rose in 2022 and 2023. The earlier revision under Rule No. 12 was 3.5 percent.';
    expect(unitsOf(text, 0, text.length).map((u) => u.text)).toEqual([
      'Hail losses rose in 2022 and 2023.',
      'The earlier revision under Rule No. 12 was 3.5 percent.',
    ]);
  });
});

const FILES = [
  {
    name: 'prairie-home-kansas-dwelling-fire.md',
    bytes: [
      '# Prairie Home Insurance Company - Kansas Dwelling Fire Rate Filing',
      '',
      'Prairie Home Insurance Company revises its dwelling fire rates in Kansas.',
      '',
      'The revised dwelling fire rates for Kansas are effective April 1, 2025 for new policies and May 15, 2025 for renewals. Filed February 11, 2025.',
      '',
      'The prior change, effective May 1, 2023, was +3.1%. Storm losses were heavy in 2023 and 2024. The overall change indicated by the experience is +11.2%. The company selected +6.5% to limit disruption.',
      '',
      '| Peril | Indicated | Selected |',
      '|---|---|---|',
      '| Wind and hail | +14.0% | +8.2% |',
      '| Fire | +4.4% | +2.9% |',
      '',
    ].join('\n'),
  },
  {
    name: 'claims-guideline-17.md',
    bytes: [
      '# Claims Handling Guideline No. 17',
      '',
      'Adopted by the Board of the Plains Claims Council on June 9, 2021.',
      '',
      '## Payment',
      '',
      'Payment of an accepted claim is due within 21 days. A claimant shall be told of a denial in writing.',
      '',
      '## Reserves',
      '',
      'Case reserves are set for each open claim. Case reserves are reviewed every quarter. Case reserves should be adequate, reasonable and consistent over time. A case reserve that changes by more than half is explained in the claim file.',
      '',
      '## History',
      '',
      'This guideline supersedes Claims Handling Guideline No. 8, which was issued in 2014.',
      '',
      '## Effective date',
      '',
      'This guideline becomes binding ninety days after its adoption by the board.',
      '',
    ].join('\n'),
  },
  {
    name: 'harbor-light-nebraska-homeowners.md',
    bytes: [
      '# Harbor Light Mutual Insurance Company - Nebraska Homeowners',
      '',
      'Harbor Light Mutual Insurance Company files a homeowners rate change of +5.0% in Nebraska, effective July 1, 2025. Filed March 3, 2025. The indicated change is +7.7%.',
      '',
    ].join('\n'),
  },
];

const ask = readerOnDocuments('reader causes', FILES);

describe('the reader on its own documents', () => {
  it('answers "how quickly" with the amount of time, and "when" with a relative date', async () => {
    const paid = await ask('How quickly must a claim be paid under Guideline No. 17?');
    expect(paid.text).toContain('21 days');
    expect(paid.top).toBe('claims-guideline-17.md');
    const binding = await ask('When does Claims Handling Guideline No. 17 become binding?');
    expect(binding.text).toContain('ninety days after its adoption');
  });

  it('answers "when was it filed" with the filing date, not an effective date', async () => {
    const filed = await ask('When was the Prairie Home Kansas dwelling fire filing filed?');
    expect(filed.text).toContain('February 11, 2025');
    expect(filed.text).not.toContain('April 1, 2025');
    const effective = await ask(
      'On what date do the Prairie Home Kansas rates take effect for new policies?',
    );
    expect(effective.text).toContain('April 1, 2025');
  });

  it('tells the proposed change from the indicated one, in prose and in a table', async () => {
    const proposed = await ask('What overall change does Prairie Home propose for Kansas?');
    expect(proposed.text).toContain('+6.5%');
    expect(proposed.text).not.toMatch(/\+11\.2%|\+3\.1%/);
    const row = await ask('What does Prairie Home propose for the fire peril in Kansas?');
    expect(row.text).toMatch(/^Fire, Selected: \+2\.9%/);
  });

  it('answers a list question with the listed qualities', async () => {
    const traits = await ask('Which characteristics should case reserves have under Guideline No. 17?');
    expect(traits.text).toContain('adequate, reasonable and consistent');
  });

  it('finds a guideline cited only inside another document, and refuses one cited nowhere', async () => {
    const older = await ask('In which year was Claims Handling Guideline No. 8 issued?');
    expect(older.text).toContain('2014');
    expect(older.top).toBe('claims-guideline-17.md');
    expect((await ask('When was Claims Handling Guideline No. 9 issued?')).text).toBe(NOT_FOUND);
  });
});
