import { describe, expect, it } from 'vitest';
import { statesOtherSubject } from '../src/services/answers/subjects.ts';

// Texts written for this test: a cap stated per zone against a question about each insured's cap, and a
// notice before a nonrenewal against a question about a cancellation.

describe('what a rule is stated for', () => {
  it('does not answer a cap on each insured with a cap on each zone', () => {
    const q = "Harbor Kansas: cap on any one insured's increase";
    expect(statesOtherSubject(q, 'Changes are capped so that no zone receives more than +12%.')).toBe(true);
    expect(statesOtherSubject(q, 'No insured receives an increase above +15%.')).toBe(false);
    expect(statesOtherSubject(q, 'No insured in any zone receives more than +15%.')).toBe(false);
    expect(statesOtherSubject('Harbor Kansas zone cap', 'No zone receives more than +12%.')).toBe(false);
  });

  it('does not answer a cancellation notice with a nonrenewal notice, nor the reverse', () => {
    const notice = 'An insurer that will not renew a policy shall give 45 days of notice.';
    expect(statesOtherSubject('HB 12-40 notice before a cancellation', notice)).toBe(true);
    expect(statesOtherSubject('HB 12-40 notice before a nonrenewal', notice)).toBe(false);
    expect(statesOtherSubject('HB 12-40 nonrenewal notice', 'A cancelled policy is refunded pro rata.')).toBe(
      true,
    );
    expect(statesOtherSubject('HB 12-40 notice period', notice)).toBe(false);
  });
});
