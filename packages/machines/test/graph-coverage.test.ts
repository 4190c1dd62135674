import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { measureCoverage } from './support/graph-coverage.ts';

const probe = setup({
  types: { events: {} as { type: 'GO' } | { type: 'NEVER' } },
  actors: { work: fromPromise(async () => 1) },
  guards: { never: () => false },
  delays: { wait: 1000 },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  states: {
    idle: { on: { GO: 'working', NEVER: { guard: 'never', target: 'orphan' } } },
    working: {
      invoke: { id: 'work', src: 'work', onDone: 'waiting', onError: 'idle' },
    },
    waiting: { after: { wait: 'settled' } },
    settled: { always: 'idle' },
    orphan: {},
  },
});

describe('graph coverage helper', () => {
  it('counts invoke results, delayed and eventless transitions as reached', () => {
    const coverage = measureCoverage(probe, {
      events: [
        { type: 'GO' },
        { type: 'xstate.done.actor.work', output: 1 },
        { type: 'xstate.error.actor.work', error: 'x' },
      ],
    });
    expect(coverage.reachedTransitions).toEqual(
      expect.arrayContaining([
        'probe.idle --GO#0--> probe.working',
        'probe.working --xstate.done.actor.work#0--> probe.waiting',
        'probe.working --xstate.error.actor.work#0--> probe.idle',
        'probe.waiting --xstate.after.wait.probe.waiting#0--> probe.settled',
        'probe.settled --(always)#0--> probe.idle',
      ]),
    );
  });

  it('reports a state and a transition that no path reaches', () => {
    const coverage = measureCoverage(probe, {
      events: [
        { type: 'GO' },
        { type: 'xstate.done.actor.work', output: 1 },
        { type: 'xstate.error.actor.work', error: 'x' },
      ],
    });
    expect(coverage.definedStates.filter((id) => !coverage.reachedStates.includes(id))).toEqual([
      'probe.orphan',
    ]);
    expect(coverage.definedTransitions.filter((t) => !coverage.reachedTransitions.includes(t))).toEqual([
      'probe.idle --NEVER#0 [never]--> probe.orphan',
    ]);
  });

  it('fails with a clear error instead of hanging on an unbounded state space', () => {
    const counter = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'INC' } },
    }).createMachine({
      context: { n: 0 },
      on: { INC: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => measureCoverage(counter, { limit: 50 })).toThrow('Traversal limit exceeded');
  });

  it('asserts nothing is missing when every state and transition is reached', () => {
    const coverage = measureCoverage(probe, {
      events: [
        { type: 'GO' },
        { type: 'xstate.done.actor.work', output: 1 },
        { type: 'xstate.error.actor.work', error: 'x' },
      ],
    });
    expect(coverage.reachedStates.length).toBe(coverage.definedStates.length - 1);
    expect(coverage.reachedTransitions.length).toBe(coverage.definedTransitions.length - 1);
  });
});
