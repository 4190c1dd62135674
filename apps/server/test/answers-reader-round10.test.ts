import { describe, expect, it } from 'vitest';
import { answerTypes, spanPointAsked } from '../src/services/answers/answer-types.ts';
import { countedWords } from '../src/services/answers/counted.ts';
import {
  chunkMismatch,
  companiesIn,
  extractDocumentMeta,
  questionFacets,
} from '../src/services/answers/metadata.ts';
import { sectionsNamed, writesSection } from '../src/services/answers/phrases.ts';
import { misspelt } from '../src/services/answers/spelling.ts';
import {
  analystWording,
  equivalents,
  negatedLexemes,
  writesInitials,
} from '../src/services/answers/vocabulary.ts';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: initials for a name written out (a company's, a regulator's), paraphrases
// (an insurer "writes" policies, a premium "goes up", a "non-" word as a negated verb), terse forms
// ("policy count", "trend period length", "three qualities", "from what point"), a bill cited without its
// session year, a misspelt word left unstemmed, and a number asked by the system that assigns it.

describe('round ten: initials, paraphrases and terse forms', () => {
  it('keys a company by its initials beside its name, and keeps them one company', () => {
    expect(companiesIn('Bramble Peak Indemnity Company files a change.')).toEqual([
      'bramble peak',
      '^bramble',
      '=bpic',
    ]);
    // Two letters are too few to be a key.
    expect(companiesIn('Thornfield Mutual requests a change.')).toEqual(['thornfield']);
    const about = extractDocumentMeta(
      'Bramble Mutual Insurance Company - Nevada Homeowners',
      'Bramble Mutual Insurance Company files in Nevada.',
    );
    expect(about.companies).toEqual(['bramble', '=bmic']);
    // A passage of a one-company filing naming a competitor is a reference, whether the company is asked
    // by its name or by its initials.
    const asked = questionFacets('What does Bramble charge in Nevada?');
    const text = 'Thornfield Mutual Insurance Company charges $40.';
    expect(chunkMismatch(text, asked, ['bramble'], about)).toBe(false);
    expect(chunkMismatch(text, asked, ['=bmic'], about)).toBe(false);
  });

  it('reads initials for a name written out, connectors skipped or not', () => {
    expect(writesInitials('Submitted to the Kansas Department of Insurance on May 2.', 'KDI')).toBe(true);
    expect(writesInitials('Filed with the Department of Insurance.', 'DOI')).toBe(true);
    expect(writesInitials('Department of Insurance and Financial Services', 'DIFS')).toBe(true);
    expect(writesInitials('Submitted to the department on May 2.', 'KDI')).toBe(false);
    expect(writesInitials('Kansas Department of Insurance', 'KD')).toBe(false);
  });

  it('reads paraphrases as the words filings use', () => {
    expect(analystWording('How many policies does Bramble write in Kansas?')).toContain('insure');
    expect(analystWording('How much does Bramble write in premium?')).not.toContain('insure');
    expect(analystWording('the most a premium can go up')).toBe('the most a premium can increase');
    expect(analystWording('ML 905 Sec 4 notice')).toContain('Section 4');
    expect([...equivalents('request')]).toContain('file');
    expect([...equivalents('scope')]).toContain('appli');
    expect(negatedLexemes('An insurer that does not renew a policy shall mail notice.', ['renew'])).toContain(
      'nonrenew',
    );
    expect(negatedLexemes('It shall not renew it.', ['renew'])).toEqual(['nonrenew', 'non-renew', 'non']);
    expect([...equivalents('earlier')]).toContain('replac');
    expect(negatedLexemes('The renewal notice is mailed 45 days ahead.', ['renew', 'notic'])).toEqual([]);
  });

  it('knows terse forms of counts, durations, lists and starting points', () => {
    expect(answerTypes('Thornfield Kansas policy count')).toEqual(['count', 'duration']);
    expect(countedWords('Thornfield Kansas policy count')).toEqual(['policy']);
    expect(answerTypes('Thornfield trend period length')).toEqual(['duration']);
    expect(answerTypes('Rule 12: three qualities a source should have')).toEqual(['list']);
    expect(answerTypes('Scope of Rule 12: which kinds of work?')).toEqual(['list']);
    expect(answerTypes('Rule 12: three years of data?')).not.toEqual(['list']);
    expect(answerTypes('What drives the change?')).not.toEqual(['list']);
    expect(spanPointAsked('From what point should the trend run?')?.test('It runs from the midpoint.')).toBe(
      true,
    );
    expect(spanPointAsked('When should the trend run?')).toBeNull();
  });

  it('knows a cause asked, a list asked by "what <nouns> must", and the sections a question names', () => {
    expect(answerTypes('What drove the HO-3 indication?')).toEqual(['reason']);
    expect(answerTypes('Which perils caused the change?')).toEqual(['reason']);
    expect(answerTypes('What qualities must a source have under Rule 12?')).toEqual(['list']);
    expect(sectionsNamed('Model Law 905 Section 4: what must the notice state?')).toEqual(['4']);
    expect(sectionsNamed('Rule 12 Sec. 7 requirements')).toEqual(['7']);
    expect(writesSection('# Section 4. Consumer notice', '4')).toBe(true);
    expect(writesSection('# Section 4. Consumer notice', '5')).toBe(false);
    expect(writesSection('Sec. 5. Penalties.', '5')).toBe(true);
  });

  it('reads a misspelt word left unstemmed as the stem it was meant to give', () => {
    expect(misspelt(['provison'], new Set(['provis', 'profit']))).toEqual(
      new Map([['provison', ['provis']]]),
    );
  });

  it('keys a bill numbered within its session by its number alone too', () => {
    const bill = extractDocumentMeta('Kansas Senate Bill 26-207', 'A Bill for an Act concerning notices.');
    expect(bill.identifiers).toEqual(expect.arrayContaining(['26-207', '207']));
  });
});

const FILES = [
  {
    name: 'bramble-kansas-auto.md',
    bytes: [
      '# Bramble Peak Indemnity Company - Kansas Private Passenger Auto',
      '',
      'Filing BRPK-KS-2026-019. Submitted to the Kansas Department of Insurance on March 9, 2026.',
      '',
      'Bramble Peak Indemnity Company files an overall rate change of +6.3% for its Kansas private passenger automobile program. The program insures 41,220 vehicles on 23,115 policies.',
      '',
      'The trend period is 27 months.',
      '',
      'The collision indication rises mostly because of higher repair costs in 2025.',
      '',
      'A trend period should run from the average date of loss in the experience period to the average date of loss under the new rates.',
    ].join('\n'),
  },
  {
    name: 'thornfield-kansas-auto.md',
    bytes: [
      '# Thornfield Casualty Company - Kansas Private Passenger Auto',
      '',
      'Actuarial Memorandum. SERFF Tracking No. THRN-2026-0077. Filed April 2, 2026.',
      '',
      'Thornfield Casualty Company proposes an overall rate change of +4.1% for its Kansas private passenger automobile program.',
    ].join('\n'),
  },
  {
    name: 'kansas-senate-bill-26-207.md',
    bytes: [
      '# Kansas Senate Bill 26-207',
      '',
      'A Bill for an Act concerning homeowners insurance nonrenewal notices.',
      '',
      '# Section 1. Notice of nonrenewal',
      '',
      'An insurer that does not renew a homeowners policy shall mail written notice to the named insured at least 45 days before the expiration date.',
      '',
      '# Section 2. Penalties',
      '',
      'A violation is subject to a civil penalty of up to $1,500 per violation, and a roof mitigation discount of at least 5% applies.',
    ].join('\n'),
  },
  {
    name: 'model-rule-77.md',
    bytes: [
      '# Model Rule No. 77 - Rate Notice Standards Act',
      '',
      'Model act of the Council of Insurance Lawmakers, adopted June 3, 2025.',
      '',
      'Section 1. An insurer shall explain each rate change in plain language.',
    ].join('\n'),
  },
];

describe('reading initials, paraphrases and terse forms on written documents', () => {
  const ask = readerOnDocuments('round ten', FILES);

  it('answers initials the passage writes out', async () => {
    const a = await ask('When was the Bramble Kansas auto filing submitted to KDI?');
    expect(a.text).toContain('March 9, 2026');
    const b = await ask('BPIC Kansas auto requested overall change');
    expect(b.text).toContain('+6.3%');
  });

  it('answers terse counts, lengths and starting points', async () => {
    expect((await ask('Bramble Kansas policy count')).text).toContain('23,115');
    expect((await ask('How many policies does Bramble Peak write in Kansas?')).text).toContain('23,115');
    expect((await ask('Bramble Kansas trend period length')).text).toContain('27 months');
    expect((await ask('Bramble Kansas: from what point should a trend period run?')).text).toContain(
      'average date of loss',
    );
  });

  it('answers a bill cited without its session year, and a "non-" word stated as a negated verb', async () => {
    expect((await ask('Kansas SB 207 nonrenewal notice lead time')).text).toContain('45 days');
  });

  it('answers what drove a figure by the unit stating its cause', async () => {
    expect((await ask('Bramble Kansas auto: what drove the collision indication?')).text).toContain(
      'because of higher repair costs',
    );
  });

  it('does not answer a section the text does not have', async () => {
    expect((await ask('Kansas SB 26-207 Section 2 civil penalty')).text).toContain('$1,500');
    expect((await ask('Kansas SB 26-207 Section 5')).text).toBe(NOT_FOUND);
  });

  it('names the body that adopted a text for "who issued it"', async () => {
    expect((await ask('Who issued Model Rule 77?')).text).toContain('Council of Insurance Lawmakers');
  });

  it('gives a SERFF number only where the document attributes it to SERFF', async () => {
    expect((await ask('Thornfield Kansas auto SERFF tracking number')).text).toContain('THRN-2026-0077');
    expect((await ask('Bramble Peak Kansas auto SERFF tracking number')).text).toBe(NOT_FOUND);
  });
});
