import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dateRangeMachine } from '../src/dateRangeMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const today = new Date(2024, 2, 31, 9, 30);
const start = () => createActor(dateRangeMachine, { input: { today } }).start();

describe('dateRangeMachine', () => {
  it('starts with the 90 days ending today', () => {
    const { startDate, endDate, days } = start().getSnapshot().context;
    expect({ startDate, endDate, days }).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      days: 90,
    });
  });

  it('reads "today" given as a string', () => {
    const actor = createActor(dateRangeMachine, { input: { today: '2024-06-30' } }).start();
    expect(actor.getSnapshot().context.endDate).toBe('2024-06-30');
    expect(actor.getSnapshot().context.startDate).toBe('2024-04-01');
  });

  it('defaults "today" to the current date', () => {
    const actor = createActor(dateRangeMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.days).toBe(90);
  });

  it.each([
    ['2024-03-01', '2024-03-08', 7],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-03-05', '2024-03-05', 0],
  ])('replaces the range %s to %s and recomputes %i days', (startDate, endDate, days) => {
    const actor = start();
    actor.send({ type: 'DATE_RANGE.UPDATE', startDate, endDate });
    expect(actor.getSnapshot().context).toMatchObject({ startDate, endDate, days, error: undefined });
  });

  it('rejects a start after the end and keeps the previous range', () => {
    const actor = start();
    actor.send({ type: 'DATE_RANGE.UPDATE', startDate: '2024-03-10', endDate: '2024-03-01' });
    expect(actor.getSnapshot().context).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      days: 90,
      error: 'The start date 2024-03-10 is after the end date 2024-03-01',
    });
  });

  it('rejects dates that are not YYYY-MM-DD', () => {
    const actor = start();
    actor.send({ type: 'DATE_RANGE.UPDATE', startDate: '03/01/2024', endDate: '2024-03-08' });
    expect(actor.getSnapshot().context.error).toBe('Dates must be YYYY-MM-DD, got 03/01/2024 and 2024-03-08');
    expect(actor.getSnapshot().context.startDate).toBe('2024-01-01');
  });

  it('returns to the default range on reset', () => {
    const actor = start();
    actor.send({ type: 'DATE_RANGE.UPDATE', startDate: '2024-03-01', endDate: '2024-03-08' });
    actor.send({ type: 'DATE_RANGE.RESET' });
    expect(actor.getSnapshot().context).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      days: 90,
    });
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(dateRangeMachine, {
      input: { today },
      events: [
        { type: 'DATE_RANGE.UPDATE', startDate: '2024-03-01', endDate: '2024-03-08' },
        { type: 'DATE_RANGE.UPDATE', startDate: '2024-03-09', endDate: '2024-03-08' },
        { type: 'DATE_RANGE.RESET' },
      ],
    });
  });
});
