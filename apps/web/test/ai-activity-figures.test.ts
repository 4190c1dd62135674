import { describe, expect, it } from 'vitest';
import { activityCharts, type ChatActivity } from '../src/features/ai-activity/activity-figures.ts';

const day = (date: string, questions: number, answered: number, notFound: number, up = 0, down = 0) => ({
  date,
  questions,
  answered,
  notFound,
  upVotes: up,
  downVotes: down,
});

const activity: ChatActivity = {
  usecaseId: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01',
  days: 2,
  from: '2026-11-23',
  to: '2026-11-24',
  totals: { questions: 5, answered: 4, notFound: 1, upVotes: 1, downVotes: 2 },
  daily: [day('2026-11-23', 2, 2, 0, 1, 0), day('2026-11-24', 3, 2, 1, 0, 2)],
  approaches: [
    { approach: 'documents', answers: 5, notFound: 1 },
    { approach: 'data', answers: 2, notFound: 0 },
  ],
  documents: [
    { documentId: '00000000-0000-4000-8000-00000000000a', filename: 'a.pdf', citations: 4, answers: 3 },
  ],
  drift: {
    thresholds: { monitor: 0.1, shift: 0.25 },
    reference: {
      weeks: ['2026-11-16'],
      answers: 3,
      scoredAnswers: 3,
      notFoundRate: 0,
      scoreEdges: [0.1],
      scoreShares: [0.5, 0.5],
    },
    weeks: [
      {
        week: '2026-11-16',
        answers: 3,
        notFoundRate: 0,
        meanScore: 0.1,
        scoreShares: [0.5, 0.5],
        scorePsi: null,
        scoreBand: null,
        notFoundPsi: null,
        notFoundBand: null,
      },
      {
        week: '2026-11-23',
        answers: 5,
        notFoundRate: 0.2,
        meanScore: 0.05,
        scoreShares: [1, 0],
        scorePsi: 3.2,
        scoreBand: 'shift',
        notFoundPsi: 0.12,
        notFoundBand: 'monitor',
      },
    ],
  },
};

describe('AI activity charts', () => {
  const charts = activityCharts(activity);
  const byId = Object.fromEntries(charts.map((c) => [c.id, c]));

  it('draws every chart with a data table holding the same numbers', () => {
    expect(charts.map((c) => c.id)).toEqual([
      'questions',
      'found',
      'votes',
      'approaches',
      'documents',
      'drift',
    ]);
    expect(byId.questions!.figure.data[0]).toMatchObject({ y: [2, 3] });
    expect(byId.questions!.table.rows.map((r) => r.cells)).toEqual([['2'], ['3']]);
    expect(byId.found!.table.rows[1]!.cells).toEqual(['2', '1']);
    expect(byId.votes!.table.rows.map((r) => r.cells)).toEqual([
      ['1', '0'],
      ['0', '2'],
    ]);
    expect(byId.approaches!.figure.data[0]).toMatchObject({ x: ['documents', 'data'], y: [4, 2] });
    expect(byId.documents!.table.rows[0]).toMatchObject({ header: 'a.pdf', cells: ['3', '4'] });
  });

  it('plots drift only for weeks after the reference period, with the stability thresholds', () => {
    const drift = byId.drift!;
    expect(drift.figure.data[0]).toMatchObject({ x: ['2026-11-23'], y: [3.2] });
    expect(drift.figure.data[1]).toMatchObject({ y: [0.12] });
    expect((drift.figure.layout.shapes as { y0: number }[]).map((s) => s.y0)).toEqual([0.1, 0.25]);
    expect(drift.table.rows.map((r) => r.header)).toEqual(['2026-11-16 (reference)', '2026-11-23']);
    expect(drift.table.rows[1]!.cells).toEqual([
      '5',
      '0.0500',
      '3.200',
      'shift',
      '20.0%',
      '0.120',
      'monitor',
    ]);
  });
});
