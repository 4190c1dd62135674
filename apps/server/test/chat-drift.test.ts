import { describe, expect, it } from 'vitest';
import { binCounts, driftOf, quantileEdges, weeksBetween } from '../src/services/chats/activity.ts';

const WEEKS = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12'];

/** `n` answers in `week` with scores spread evenly over [lo, hi), every `notFoundEvery`-th citing nothing. */
function answers(week: string, n: number, lo: number, hi: number, notFoundEvery = 0) {
  return Array.from({ length: n }, (_, i) => ({
    week,
    score: lo + ((hi - lo) * i) / n,
    notFound: notFoundEvery > 0 && i % notFoundEvery === 0,
  }));
}

describe('assistant drift', () => {
  it('bins scores by the reference deciles', () => {
    const edges = quantileEdges(Array.from({ length: 100 }, (_, i) => i));
    expect(edges).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(binCounts([0, 10, 10.5, 95], edges)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(quantileEdges([0.3, 0.3, 0.3])).toEqual([0.3]);
    expect(quantileEdges([])).toEqual([]);
  });

  it('calls a week like the reference stable and a week of much lower scores and more "not found" a shift', () => {
    const rows = [
      ...WEEKS.slice(0, 4).flatMap((w) => answers(w, 40, 0, 1, 10)),
      ...answers(WEEKS[4]!, 40, 0, 1, 10),
      ...answers(WEEKS[5]!, 40, 0, 0.3, 2),
    ];
    const drift = driftOf(rows, WEEKS, 4);
    expect(drift.reference).toMatchObject({ answers: 160, scoredAnswers: 160, notFoundRate: 0.1 });
    expect(drift.thresholds).toEqual({ monitor: 0.1, shift: 0.25 });
    const [same, shifted] = drift.weeks.slice(4);
    expect(same).toMatchObject({ answers: 40, scoreBand: 'stable', notFoundBand: 'stable' });
    expect(same!.scorePsi!).toBeLessThan(0.1);
    expect(shifted).toMatchObject({
      answers: 40,
      notFoundRate: 0.5,
      scoreBand: 'shift',
      notFoundBand: 'shift',
    });
    expect(shifted!.scorePsi!).toBeGreaterThan(0.25);
    expect(shifted!.scoreShares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    // Reference weeks carry no index of their own.
    for (const w of drift.weeks.slice(0, 4)) expect(w.scorePsi).toBeNull();
  });

  it('gives no index to a week without answers or when the reference is empty', () => {
    const empty = driftOf(answers(WEEKS[5]!, 5, 0, 1), WEEKS, 4);
    expect(empty.reference.answers).toBe(0);
    expect(empty.weeks[5]).toMatchObject({ answers: 5, scorePsi: null, notFoundPsi: null, scoreBand: null });
    const quiet = driftOf(answers(WEEKS[0]!, 5, 0, 1), WEEKS, 1);
    expect(quiet.weeks[3]).toMatchObject({ answers: 0, scorePsi: null, notFoundRate: null, meanScore: null });
  });

  it('lists the Mondays of the weeks a window touches', () => {
    expect(weeksBetween('2026-11-04', '2026-11-24')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});
