import { describe, expect, it } from 'vitest';
import { oneCopyEach } from '../src/services/answers/filing-pass.ts';

// Candidates written for this test: a filing uploaded as a PDF and as a DOCX yields the same chunk twice;
// the second copy must not take a retrieval slot from another document's passage.

const chunk = (id: string, filename: string, text: string) => ({ id, row: { filename, text } });

describe('one copy of a filing text per retrieval slot', () => {
  it('keeps the PDF copy of a chunk its DOCX copy repeats, wherever each ranks', () => {
    const kept = oneCopyEach([
      chunk('docx', 'harbor-mutual-vt-auto.docx', 'The telematics credit is 7% at enrolment.'),
      chunk('pdf', 'harbor-mutual-vt-auto.pdf', 'The telematics credit is 7%\nat enrolment.'),
      chunk('other', 'pine-state-vt-auto.pdf', 'The telematics credit is 4% at enrolment.'),
    ]);
    expect(kept.map((c) => c.id)).toEqual(['pdf', 'other']);
  });

  it('keeps different texts of one filing and the same text of different filings', () => {
    const kept = oneCopyEach([
      chunk('a', 'harbor-mutual-vt-auto.pdf', 'Collision | +4.0%'),
      chunk('b', 'harbor-mutual-vt-auto.docx', 'Comprehensive | +2.5%'),
      chunk('c', 'pine-state-vt-auto.docx', 'Collision | +4.0%'),
      chunk('d', 'pine-state-vt-auto.docx', 'Collision | +4.0%'),
    ]);
    expect(kept.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});
