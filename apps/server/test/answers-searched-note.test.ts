import { describe, expect, it } from 'vitest';
import { withSearchedNote, type ComposedAnswer } from '../src/services/answers/compose.ts';
import { questionFacets } from '../src/services/answers/metadata.ts';
import { SEARCHED_COUNT_CAP, type Evidence } from '../src/services/answers/evidence.ts';

// The note a chat's documents answer ends with: which documents were searched. A small scope is named;
// a large one is counted up to SEARCHED_COUNT_CAP and not named (so saying it never sorts the scope).

const answer: ComposedAnswer = {
  text: 'The selected change is +7.4%. [1]',
  engine: 'extractive',
  citations: [],
};

function evidence(total: number, names: string[], scope: Evidence['scope'] = 'usecase'): Evidence {
  const question = 'What rate change was selected?';
  return {
    question,
    lexemes: [],
    expanded: [],
    facets: questionFacets(question),
    companies: [],
    facetLexemes: [],
    passages: [],
    searched: { total, names: names.map((filename, i) => ({ documentId: `d${i}`, filename })) },
    scope,
  };
}

describe('the searched-documents note', () => {
  it('names a small scope, with how many more there are', () => {
    expect(withSearchedNote(answer, evidence(3, ['a.pdf', 'b.docx'])).text).toBe(
      `${answer.text}\n\nSearched 3 documents of this use case's analyses: a.pdf, b.docx and 1 more.`,
    );
    expect(withSearchedNote(answer, evidence(1, ['a.pdf'], 'analysis')).text).toBe(
      `${answer.text}\n\nSearched 1 document: a.pdf.`,
    );
  });

  it('counts a large scope without names, up to the cap', () => {
    expect(withSearchedNote(answer, evidence(150, [])).text).toBe(
      `${answer.text}\n\nSearched 150 documents of this use case's analyses.`,
    );
    expect(withSearchedNote(answer, evidence(SEARCHED_COUNT_CAP, [])).text).toBe(
      `${answer.text}\n\nSearched ${SEARCHED_COUNT_CAP} or more documents of this use case's analyses.`,
    );
  });

  it('says when no document was in scope', () => {
    expect(withSearchedNote(answer, evidence(0, [])).text).toBe(
      `${answer.text}\n\nNo indexed documents were in scope.`,
    );
  });
});
