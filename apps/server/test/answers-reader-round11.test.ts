import { describe, expect, it } from 'vitest';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// Wording written for this test: questions carrying words of their own that no passage writes ("actually",
// "contents", "run on"), which must not outweigh the terms a unit does state, beside questions whose only
// unstated term is a figure or a label letter, which stay unanswered.

const FILES = [
  {
    name: 'wrenfield-iowa-auto.md',
    bytes: [
      '# Wrenfield Mutual Insurance Company - Iowa Private Passenger Auto',
      '',
      'Wrenfield Mutual Insurance Company requests an overall rate change of +5.2% for its Iowa private passenger automobile program, effective May 1, 2026.',
      '',
      'The selected annual loss trend is +4.4%, based on exponential fits to sixteen quarters of paid severity.',
      '',
      'Policyholders who choose a $1,000 deductible receive a credit of 9%.',
      '',
      'Territory A | +6.1%',
      '',
      'Territory B | +3.9%',
    ].join('\n'),
  },
  {
    name: 'model-rule-88.md',
    bytes: [
      '# Model Rule No. 88 - Rate Notice Act',
      '',
      'Model act of the Council of Insurance Lawmakers, adopted June 3, 2025.',
      '',
      '# Section 2. Consumer notice',
      '',
      'The notice shall state the percentage change and the main reasons for it.',
      '',
      'An insurer shall notify each affected policyholder of a rate increase of more than 12% at least 40 days before the renewal date.',
    ].join('\n'),
  },
];

describe('round eleven: words of the question that no passage writes', () => {
  const ask = readerOnDocuments('round eleven', FILES);

  it('answers a paraphrase whose own words no passage writes', async () => {
    expect((await ask('Model Rule 88 consumer notice contents')).text).toContain('percentage change');
  });

  it('answers a question asked in words of its own beside the passage terms', async () => {
    expect((await ask('What data are the Wrenfield Iowa trend fits run on?')).text).toContain(
      'sixteen quarters',
    );
  });

  it('still refuses a figure or a label that no passage writes', async () => {
    expect((await ask('Wrenfield Iowa credit for a $2,500 deductible')).text).toBe(NOT_FOUND);
    expect((await ask('Wrenfield Iowa territory C change')).text).toBe(NOT_FOUND);
  });
});
