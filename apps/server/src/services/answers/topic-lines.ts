import type { Passage } from './evidence.ts';

// A text's line saying what it is about: a bill's long title ("A Bill for an Act concerning homeowners
// insurance nonrenewal notices and ...") or the subject line under a bulletin's or memorandum's title
// ("Roof surfacing payment schedules in homeowners policies."). It shares the words of most questions
// about the text and states none of its rules or figures: it answers only what the text is about.

const LONG_TITLE = /^\s*(?:A\s+Bill\s+for\s+)?An\s+Act\s+(?:concerning|relating\s+to|to)\b/i;
/** A line with a finite verb or a participle states something; a subject line names a topic. */
const VERB =
  /\b(?:is|are|was|were|be|been|shall|must|may|should|will|can|has|have|had|does|do|did)\b|\b[a-z]{3,}ed\b/i;

/** A section's heading ("Section 4. Definitions"), not the text's title. */
const SECTION = /^\s*(?:section|sec\.|article|part|chapter|§|\d)/i;

/** The question asks what the text is about: its subject, topic, purpose or long title. */
export const ABOUT_ASKED =
  /\b(?:subject|about|concern(?:s|ing)?|topic|purpose|deals?\s+with|title|called|regarding|summary|summari[sz]e)\b/i;

/** Unit `index` of the passage is the text's subject line or a bill's long title. */
export function isTopicLine(passage: Passage, index: number): boolean {
  const unit = passage.sentences[index];
  if (!unit || unit.kind !== 'sentence') return false;
  if (LONG_TITLE.test(unit.text)) return true;
  // The first sentence under the text's title heading (after a site's navigation, if any), at the start
  // of its first page, naming a topic (not a "term: definition" line).
  const title = passage.sentences.findIndex((s) => s.kind === 'heading');
  return (
    title >= 0 &&
    index === title + 1 &&
    !SECTION.test(passage.sentences[title]!.text) &&
    !unit.text.includes(':') &&
    passage.sentences.slice(0, title).every((s) => s.kind !== 'sentence') &&
    passage.start === 0 &&
    (passage.page ?? 1) === 1 &&
    !/\d/.test(unit.text) &&
    !VERB.test(unit.text) &&
    unit.text.split(/\s+/).length >= 4
  );
}
