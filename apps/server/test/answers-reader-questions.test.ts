import { describe, expect, it } from 'vitest';
import {
  answerTypes,
  askedType,
  dateRoleAsked,
  hasEntity,
  NAMED_ORGANISATION,
  testedScopeWords,
} from '../src/services/answers/answer-types.ts';
import { countedNoun } from '../src/services/answers/counted.ts';
import { extractiveAnswer } from '../src/services/answers/compose.ts';
import type { Evidence, Passage, Sentence } from '../src/services/answers/evidence.ts';
import { answerText, extremeRows } from '../src/services/answers/table-answer.ts';
import { meetsThreshold, questionFigures } from '../src/services/answers/thresholds.ts';
import { unitsOf } from '../src/services/answers/units.ts';
import { analystWording, equivalents } from '../src/services/answers/vocabulary.ts';

// What a question's form asks for, read by general rules, with sentences written for this test: "when"
// as a conjunction, "how far ahead", yes/no questions, the body named by "which <state> agency", the
// title of a text, "how must it be disclosed", "at what point", amounts of time written as compound
// adjectives, conditions of the form "for X older than", a figure met by a stated threshold, numbered
// model texts by their initials, and run-in section labels.

describe('what the question asks for', () => {
  it('reads "when" inside a clause as a condition of the question, not as its question word', () => {
    expect(answerTypes('Model Act 77 penalty per violation when not wilful?')).toEqual(['money']);
    expect(answerTypes('What was the prior change and when was it effective?')).toEqual([
      'date',
      'condition',
    ]);
    expect(answerTypes('Under Rule 9, when must the insurer reply?')).toEqual(['date', 'condition']);
    expect(answerTypes('Dakota auto rates effective when?')).toEqual(['date', 'condition']);
  });

  it('reads "how far ahead" as an amount of time, and finds one written as "a 25-year average"', () => {
    expect(answerTypes('How far ahead of the anniversary must insureds be told of a surcharge?')).toEqual([
      'duration',
    ]);
    expect(answerTypes('How much notice does a policyholder get?')).toEqual(['duration']);
    expect(hasEntity('The storm load rests on a 25-year average of hail losses.', ['duration'])).toBe(true);
    expect(hasEntity('The storm load is 7% of premium.', ['duration'])).toBe(false);
  });

  it('answers a yes/no question with a statement, and a premium trend with a percentage', () => {
    expect(askedType('Does the Dakota rate revision cover renewal policies too?')).toEqual({
      types: ['any'],
      weak: false,
    });
    expect(askedType('What premium trend does the Dakota memo assume?')).toEqual({
      types: ['percent'],
      weak: true,
    });
    expect(answerTypes('What premium does the Dakota memo charge?')).toEqual(['money']);
  });

  it('asks for a body by "which <state> agency", and prefers its proper name to its role', () => {
    expect(answerTypes('Which Nevada agency received the Dakota filing?')).toEqual(['organisation']);
    expect(answerTypes('What does the division expect for older roofs?')).not.toEqual(['organisation']);
    expect(NAMED_ORGANISATION.test('Nevada Division of Insurance - Circular 12')).toBe(true);
    expect(NAMED_ORGANISATION.test("This circular sets out the division's view.")).toBe(false);
  });

  it('asks for a title, a form of disclosure and the point at which something happens', () => {
    expect(answerTypes('What is the title of Model Act No. 77?')).toEqual(['title']);
    expect(hasEntity('Model Act No. 77 - Fair Premium Notice Act', ['title'])).toBe(true);
    expect(hasEntity('The act was adopted in 2019.', ['title'])).toBe(false);
    expect(answerTypes('How must the surcharge be communicated to insureds?')).toEqual(['form']);
    expect(answerTypes('At what stage should large losses be capped?')).toEqual(['condition', 'date']);
    expect(hasEntity('Large losses are capped before the trend is fitted.', ['condition'])).toBe(true);
  });

  it('asks for the thing used, and for a percentage "within what percentage"', () => {
    expect(answerTypes('Instead of ten years of losses, what may be used to set the storm load?')).toEqual([
      'any',
    ]);
    expect(answerTypes('What trend was used in the Dakota memo?')).toEqual(['percent']);
    expect(answerTypes('Observed severity falls within what percentage of the mean?')).toEqual(['percent']);
    expect(answerTypes('Within what time must a claim be paid?')).toEqual(['duration', 'date']);
  });

  it('reads "for X older than N" as the condition on which something applies', () => {
    expect(
      hasEntity('For dwellings older than 40 years, water losses are settled at cash value.', ['condition']),
    ).toBe(true);
    expect(hasEntity('Water losses are settled at cash value.', ['condition'])).toBe(false);
  });
});

describe('a figure against a threshold', () => {
  it('finds the figures a question names, and meets a threshold on their side', () => {
    const figures = questionFigures('Is a 12% rise or a $1,600 claim covered?');
    expect(figures.get('12')).toEqual({ value: 12, unit: '%' });
    expect(figures.get('1600')).toEqual({ value: 1600, unit: '$' });
    const rise = { value: 12, unit: '%' } as const;
    expect(meetsThreshold('A rise of more than 8% needs notice.', rise)).toBe(true);
    expect(meetsThreshold('A rise of more than 15% needs notice.', rise)).toBe(false);
    expect(meetsThreshold('A rise of no more than 15% needs no notice.', rise)).toBe(true);
    expect(meetsThreshold('A rise of at least 12% needs notice.', rise)).toBe(true);
    expect(meetsThreshold('Claims under $2,000 are paid at once.', { value: 1600, unit: '$' })).toBe(true);
    expect(meetsThreshold('Claims under 2,000 days are paid.', { value: 1600, unit: '$' })).toBe(false);
  });
});

describe('a superlative over a table', () => {
  const header = 'Zone | Area | Indicated | Selected';
  const row = (text: string): Sentence => ({
    start: 0,
    end: text.length,
    text,
    kind: 'row',
    context: header,
    lexemes: [],
    contextLexemes: [],
  });
  const rows = [
    row('A | Coast | +21.0% | +9.5%'),
    row('B | Plains | +6.0% | +11.0%'),
    row('C | Hills | -2.0% | -1.0%'),
  ];

  it('picks the row with the extreme value of the column the question names', () => {
    const top = (q: string) => [...extremeRows(rows, q)].map((r) => r.text);
    expect(top('Which zone gets the largest selected increase?')).toEqual(['B | Plains | +6.0% | +11.0%']);
    expect(top('Which zone has the highest indicated change?')).toEqual(['A | Coast | +21.0% | +9.5%']);
    expect(top('Which zone has the lowest selected change?')).toEqual(['C | Hills | -2.0% | -1.0%']);
    expect(top('Which zone gets the selected increase of 9.5%?')).toEqual([]);
  });

  it('reads thousands right and a change in a column of percentages when no column is named', () => {
    const counted = (text: string): Sentence => ({ ...row(text), context: 'Region | Boats | Indicated' });
    const regions = [
      counted('North | 31,400 | +3.0%'),
      counted('South | 7,950 | +8.5%'),
      counted('East | 12,050 | +5.1%'),
    ];
    const top = (q: string) => [...extremeRows(regions, q)].map((r) => r.text);
    // "31,400" is 31400, not 1400: the fewest boats are the South's.
    expect(top('Which region has the fewest boats?')).toEqual(['South | 7,950 | +8.5%']);
    expect(top('Which region gets the smallest increase?')).toEqual(['North | 31,400 | +3.0%']);
  });

  it('names a row labelled by a code with its description', () => {
    expect(answerText(rows[1]!, 'Which zone gets the largest selected increase?')).toBe(
      'Zone B (Plains), Selected: +11.0% (Indicated: +6.0%).',
    );
    const numbered = { ...rows[0]!, text: '2 | Coast | +21.0% | +9.5%' };
    expect(answerText(numbered, 'Selected change for the coast?')).toBe(
      'Zone 2 (Coast), Selected: +9.5% (Indicated: +21.0%).',
    );
  });
});

describe('a definition asked with "define"', () => {
  const unit = (text: string, kind: Sentence['kind'], lexemes: string[]): Sentence => ({
    start: 0,
    end: text.length,
    text,
    kind,
    context: null,
    lexemes,
    contextLexemes: [],
  });
  const passage = {
    chunkId: 'c1',
    documentId: 'd1',
    filename: 'guideline.md',
    title: null,
    page: null,
    pageNo: 1,
    start: 0,
    end: 100,
    text: '',
    rank: 1,
    meta: {},
    fit: {},
    fitMatches: 0,
    titleLexemes: [],
    sentences: [
      unit('Section 4. Definitions', 'heading', ['section', '4', 'definit']),
      unit('Renewal offer: the quote sent before the anniversary date.', 'sentence', [
        'renew',
        'offer',
        'quot',
        'sent',
        'anniversari',
        'date',
      ]),
      unit('The renewal offer states the premium.', 'sentence', ['renew', 'offer', 'state', 'premium']),
      unit('This guideline sets notice rules.', 'sentence', ['guidelin', 'set', 'notic', 'rule']),
    ],
  } as unknown as Passage;
  const evidence = {
    question: 'How does the guideline define a renewal offer?',
    lexemes: ['guidelin', 'defin', 'renew', 'offer'],
    expanded: [],
    facets: { states: [], identifiers: [], lines: [], years: [], names: '' },
    companies: [],
    facetLexemes: [],
    passages: [passage],
    searched: { total: 1, names: [] },
    scope: 'analysis',
  } as unknown as Evidence;

  it('counts "define" as covered by a definition, and never answers with a heading', () => {
    const answer = extractiveAnswer(evidence, 3);
    expect(answer.text).toMatch(/^Renewal offer: the quote sent/);
  });
});

describe('vocabulary and reading units', () => {
  it('spells out numbered model texts by their initials, and reads hearing of something as notice', () => {
    expect(analystWording('MPS 12 trend guidance')).toBe('Model Practice Standard 12 trend guidance');
    expect(analystWording('ML No. 7 penalties')).toBe('Model Law No. 7 penalties');
    expect(analystWording('ML model outputs')).toBe('ML model outputs');
    expect(equivalents('hear').has('notic')).toBe(true);
    expect(equivalents('taken').has('remov')).toBe(true);
  });

  it('reads a run-in section label with the sentence it introduces', () => {
    const text = 'Sec. 2. Scope. This rule applies to dwelling policies. It ends in 2030.';
    expect(unitsOf(text, 0, text.length).map((u) => u.text)).toEqual([
      'Sec. 2. Scope. This rule applies to dwelling policies.',
      'It ends in 2030.',
    ]);
  });
});

describe('round six: counted nouns and receiving bodies', () => {
  it('finds the number standing right before the noun "how many" counts', () => {
    const boats = countedNoun('How many boats does the marina insure in Maine?')!;
    expect(boats.test('The marina program covers 1,204 boats on 930 policies.')).toBe(true);
    expect(boats.test('The program changes by 4.0% on 930 policies.')).toBe(false);
    const hull = countedNoun('How many hull claims were reported?')!;
    expect(hull.test('There were 77 hull claims in the period.')).toBe(true);
    // Another kind of claim is not the one counted.
    expect(hull.test('Liability had 311 claims in the period.')).toBe(false);
    expect(countedNoun('What share of claims closed?')).toBeNull();
  });

  it('takes a body receiving a filing for the one it was filed with', () => {
    expect(equivalents('receiv').has('file')).toBe(true);
  });
});

describe('round six: sections and policy forms', () => {
  it('asks for a numbered section with "which section"', () => {
    expect(answerTypes('Which section of the code covers appeals?')).toEqual(['section']);
    expect(answerTypes('Model Act 12: which article sets the fees?')).toEqual(['section']);
    expect(hasEntity('Sec. 6. Appeals. A party may appeal within 30 days.', ['section'])).toBe(true);
    expect(hasEntity('Article 3. Fees', ['section'])).toBe(true);
    expect(hasEntity('A party may appeal within 30 days.', ['section'])).toBe(false);
  });

  it('reads renters and condo as the contents and unit-owners forms', () => {
    expect(equivalents('renter').has('content')).toBe(true);
    expect(equivalents('condo').has('unit-own')).toBe(true);
  });
});

describe('round six: a named coverage restricts the answer', () => {
  const sentence = (text: string, lexemes: string[]): Sentence => ({
    start: 0,
    end: text.length,
    text,
    kind: 'sentence',
    context: null,
    lexemes,
    contextLexemes: [],
  });
  const passage = {
    chunkId: 'c1',
    documentId: 'd1',
    filename: 'boats.md',
    title: null,
    page: null,
    pageNo: 1,
    start: 0,
    end: 100,
    text: '',
    rank: 1,
    meta: {},
    fit: {},
    fitMatches: 0,
    titleLexemes: [],
    sentences: [
      sentence('Liability had 410 claims in the experience period and is 58% credible.', [
        'liabil',
        'claim',
        '410',
        'experi',
        'period',
        '58',
        'credibl',
      ]),
      sentence('Collision base rates for all boat classes rise by 6.5% at renewal.', [
        'collis',
        'base',
        'rate',
        'boat',
        'class',
        'rise',
        '6.5',
        'renew',
      ]),
    ],
  } as unknown as Passage;
  const ask = (question: string, lexemes: string[]) =>
    extractiveAnswer(
      {
        question,
        lexemes,
        expanded: [],
        facets: { states: [], identifiers: [], lines: [], years: [], names: '' },
        companies: [],
        facetLexemes: [],
        passages: [passage],
        searched: { total: 1, names: [] },
        scope: 'analysis',
      } as unknown as Evidence,
      3,
    ).text;

  it('answers for the named coverage only, and not from a unit naming it without what is asked', () => {
    expect(ask('How credible is liability?', ['credibl', 'liabil'])).toMatch(/^Liability had 410/);
    // Another coverage's credibility, or the named coverage's rate change, is no answer.
    expect(ask('How credible is collision?', ['credibl', 'collis'])).toMatch(/could not find/);
    expect(ask('How many collision claims were there?', ['mani', 'collis', 'claim'])).toMatch(
      /could not find/,
    );
  });
});

describe('round six: when new rates reach renewals', () => {
  it('reads "reach", "hit" and "kick in" as taking effect in a "when" question', () => {
    expect(dateRoleAsked('When do the Dakota boat rates reach renewal policies?')).toBe('effective');
    expect(dateRoleAsked('When does the new surcharge kick in?')).toBe('effective');
    expect(dateRoleAsked('When was the Dakota boat filing submitted?')).toBe('filed');
  });
});

describe('round six: the scope a yes/no question tests', () => {
  it('takes the words after "apply to" / "cover" as the scope tested', () => {
    expect(testedScopeWords('Does the new boat surcharge apply to renewals?')).toEqual(['apply', 'renewals']);
    expect(testedScopeWords('Does Circular 12 also cover sailboats, or only motorboats?')).toEqual([
      'cover',
      'sailboats',
    ]);
    expect(testedScopeWords('What does the new boat surcharge apply to?')).toEqual([]);
  });

  it('answers with the unit stating the scope, though it names another one', () => {
    const text = 'The boat surcharge of $40 is charged on new business only from next year.';
    const passage = {
      chunkId: 'c1',
      documentId: 'd1',
      filename: 'boats.md',
      title: null,
      page: null,
      pageNo: 1,
      start: 0,
      end: text.length,
      text,
      rank: 1,
      meta: {},
      fit: {},
      fitMatches: 0,
      titleLexemes: [],
      sentences: [
        {
          start: 0,
          end: text.length,
          text,
          kind: 'sentence',
          context: null,
          lexemes: ['boat', 'surcharg', '40', 'charg', 'new', 'busi', 'next', 'year'],
          contextLexemes: [],
        },
      ],
    } as unknown as Passage;
    const answer = extractiveAnswer(
      {
        question: 'Does the boat surcharge apply to renewal policies?',
        lexemes: ['boat', 'surcharg', 'appli', 'renew', 'polici'],
        expanded: [],
        facets: { states: [], identifiers: [], lines: [], years: [], names: '' },
        companies: [],
        facetLexemes: [],
        passages: [passage],
        searched: { total: 1, names: [] },
        scope: 'analysis',
      } as unknown as Evidence,
      3,
    );
    expect(answer.text).toMatch(/^The boat surcharge of \$40 is charged on new business/);
  });
});
