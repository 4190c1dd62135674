import { describe, expect, it } from 'vitest';
import {
  answersById,
  isAnalysed,
  refreshedAnswers,
  toQa,
  type AnalysisQuestion,
} from '../src/features/document-analysis/analysis-host.ts';

const question = (id: string, patch: Partial<AnalysisQuestion> = {}): AnalysisQuestion => ({
  id,
  analysisId: 'a1',
  text: `Question ${id}?`,
  status: 'answered',
  answer: `Answer ${id} [1]`,
  citations: [],
  upVotes: 0,
  downVotes: 0,
  myVote: 'none',
  answeredAt: '2026-01-01T00:00:00Z',
  ...patch,
});

describe('isAnalysed', () => {
  it('is true only once the run is over', () => {
    expect(isAnalysed('ready')).toBe(true);
    expect(isAnalysed('completed')).toBe(true);
    for (const status of ['draft', 'queued', 'analysing', 'failed'] as const)
      expect(isAnalysed(status)).toBe(false);
  });
});

describe('answersById', () => {
  it("keeps the server's order and feeds the machine every question", () => {
    const answers = answersById([question('q2'), question('q1', { status: 'pending', answer: null })]);
    expect([...answers.keys()]).toEqual(['q2', 'q1']);
    expect([...answers.values()].map(toQa)).toEqual([
      { id: 'q2', question: 'Question q2?', answer: 'Answer q2 [1]', upVotes: 0, downVotes: 0 },
      { id: 'q1', question: 'Question q1?', upVotes: 0, downVotes: 0 },
    ]);
  });
});

describe('refreshedAnswers', () => {
  it('takes the fresher copy of the answers shown, in the order shown', () => {
    const shown = answersById([question('q1', { status: 'pending', answer: null }), question('q2')]);
    const next = refreshedAnswers(shown, [question('q2', { upVotes: 3 }), question('q1')]);
    expect([...next.keys()]).toEqual(['q1', 'q2']);
    expect(next.get('q1')?.answer).toBe('Answer q1 [1]');
    expect(next.get('q2')?.upVotes).toBe(3);
  });

  it('does not bring back a question removed meanwhile nor add one it does not show', () => {
    const shown = answersById([question('q1')]);
    const next = refreshedAnswers(shown, [question('q1'), question('q9')]);
    expect([...next.keys()]).toEqual(['q1']);
  });

  it('keeps an answer the fresh read no longer lists', () => {
    const shown = answersById([question('q1'), question('q2')]);
    expect([...refreshedAnswers(shown, [question('q2')]).keys()]).toEqual(['q1', 'q2']);
  });
});
