import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { autoSelectSingle, selectionMachine } from '../src/selectionMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const a = { id: 'agent-a', name: 'Filing agent' };
const b = { id: 'agent-b', name: 'Rate agent' };

describe('autoSelectSingle', () => {
  it.each([
    [[], undefined],
    [[a], a],
    [[a, b], undefined],
  ])('picks from %j: %j', (items, expected) => {
    expect(autoSelectSingle(items)).toEqual(expected);
  });
});

describe('selectionMachine', () => {
  it('auto-selects the only loaded item', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a] });
    expect(actor.getSnapshot().context.selected).toEqual(a);
    expect(actor.getSnapshot().hasTag('selected')).toBe(true);
  });

  it('asks for a choice when several items are loaded', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a, b] });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.selected).toBeUndefined();
  });

  it('selects a loaded item by id', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a, b] });
    actor.send({ type: 'SELECTION.SELECT', id: 'agent-b' });
    expect(actor.getSnapshot().context.selected).toEqual(b);
  });

  it('ignores an id that was not loaded', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a, b] });
    actor.send({ type: 'SELECTION.SELECT', id: 'agent-z' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('keeps a choice that is still present after a reload', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a, b] });
    actor.send({ type: 'SELECTION.SELECT', id: 'agent-b' });
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [b, a, { id: 'agent-c' }] });
    expect(actor.getSnapshot().context.selected).toEqual(b);
  });

  it('drops a choice that disappeared on reload', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a, b] });
    actor.send({ type: 'SELECTION.SELECT', id: 'agent-b' });
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a, { id: 'agent-c' }] });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.selected).toBeUndefined();
  });

  it('empties items and selection on clear', () => {
    const actor = createActor(selectionMachine).start();
    actor.send({ type: 'SELECTION.ITEMS_LOADED', items: [a] });
    actor.send({ type: 'SELECTION.CLEAR' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ items: [], selected: undefined });
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(selectionMachine, {
      events: [
        { type: 'SELECTION.ITEMS_LOADED', items: [a] },
        { type: 'SELECTION.ITEMS_LOADED', items: [a, b] },
        { type: 'SELECTION.SELECT', id: 'agent-b' },
        { type: 'SELECTION.CLEAR' },
      ],
    });
  });
});
