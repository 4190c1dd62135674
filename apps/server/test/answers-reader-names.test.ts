import { describe, expect, it } from 'vitest';
import { NOT_FOUND, readerOnDocuments } from './answers-reader-fixture.ts';

// The reader on documents written for this test: the title heading that names a text ("what is its
// title") or its issuer ("who issued it"), a threshold that covers the figure a question names, "how far
// ahead", "how must it be disclosed", a run-in section label, a condition "for X older than N", a yes/no
// question about a rate change, "when" inside a clause, and a neighbouring bulletin number refused.

const FILES = [
  {
    name: 'model-act-77-premium-notice.md',
    bytes: [
      '# Model Act No. 77 - Fair Premium Notice Act',
      '',
      'Model act of the Western Association of Rate Examiners, adopted May 2, 2019.',
      '',
      'Sec. 1. Purpose. This act protects insureds from unexpected premium increases at renewal.',
      '',
      '## Section 4. Definitions',
      '',
      'Renewal offer: the quote sent to the insured before the anniversary date.',
      '',
      '## Section 2. Notice of increases',
      '',
      'An insurer shall tell each insured of a premium increase of more than 15% at least 40 days before the anniversary date. The insurer shall disclose the increase in a separate notice mailed with the renewal offer.',
      '',
      '## Section 3. Penalties',
      '',
      '| Violation | Penalty per violation | Annual cap |',
      '|---|---|---|',
      '| Not wilful | $750 | $50,000 |',
      '| Wilful | $4,000 | $300,000 |',
      '',
    ].join('\n'),
  },
  {
    name: 'nevada-bulletin-2024-11.md',
    bytes: [
      '# Nevada Division of Insurance - Bulletin 2024-11',
      '',
      'Hail-resistant roof credits in dwelling policies.',
      '',
      'Issued June 3, 2024.',
      '',
      "This bulletin states the division's expectations for insurers that offer credits for hail-resistant roofs.",
      '',
    ].join('\n'),
  },
  {
    name: 'prairie-home-kansas-dwelling.md',
    bytes: [
      '# Prairie Home Insurance Company - Kansas Dwelling Rate Filing',
      '',
      'Prairie Home Insurance Company revises its Kansas dwelling rates by +6.5%, effective April 1, 2025 for new and renewal policies.',
      '',
      'For dwellings older than 40 years, water losses are settled on an actual cash value basis.',
      '',
    ].join('\n'),
  },
];

const ask = readerOnDocuments('reader names', FILES);

describe('names, thresholds and conditions', () => {
  it("answers a text's title and its issuer from the title heading", async () => {
    const title = await ask('What is the title of Model Act No. 77?');
    expect(title.text).toContain('Fair Premium Notice Act');
    const issuer = await ask('Who issued Bulletin 2024-11 on hail-resistant roof credits?');
    expect(issuer.text).toContain('Nevada Division of Insurance');
    expect(issuer.top).toBe('nevada-bulletin-2024-11.md');
    expect((await ask('Who issued Bulletin 2024-12?')).text).toBe(NOT_FOUND);
  });

  it('covers a figure by the threshold the text states, and reads "how far ahead" as a time', async () => {
    const ahead = await ask(
      'Under Model Act 77, how far ahead of the anniversary must insureds hear about an 18% premium increase?',
    );
    expect(ahead.text).toContain('40 days');
    const how = await ask('How must the increase be disclosed under Model Act No. 77?');
    expect(how.text).toContain('separate notice');
  });

  it('reads a run-in section label with its sentence, and "when" inside a clause as a condition', async () => {
    const purpose = await ask('What is the purpose of Model Act No. 77?');
    expect(purpose.text).toContain('protects insureds');
    const fine = await ask('Model Act 77 penalty per violation when not wilful?');
    expect(fine.text).toContain('$750');
  });

  it('answers "how does it define X" with the definition, never with the heading "Definitions"', async () => {
    const defined = await ask('How does Model Act No. 77 define a renewal offer?');
    expect(defined.text).toContain('the quote sent to the insured');
    expect(defined.text).not.toMatch(/^Section 4/);
  });

  it('answers a condition "for X older than N" and a yes/no question with the statement', async () => {
    const when = await ask('When does Prairie Home settle water losses on an actual cash value basis?');
    expect(when.text).toContain('older than 40 years');
    const renewals = await ask(
      'Does the Prairie Home Kansas rate revision apply to renewal policies as well?',
    );
    expect(renewals.text).toContain('new and renewal policies');
  });
});
