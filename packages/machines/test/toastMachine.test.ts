import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { toastMachine } from '../src/toastMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const start = () => {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  return { actor, clock };
};

describe('toastMachine', () => {
  it('adds a toast as open with the default variant', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Saved' } });
    expect(actor.getSnapshot().context.toasts).toEqual([
      { id: '1', title: 'Saved', variant: 'default', open: true },
    ]);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });

  it('keeps a destructive variant and an optional action', () => {
    const { actor } = start();
    const action = { actionId: 'retry', label: 'Retry', altText: 'Retry sending' };
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Failed', variant: 'destructive', action } });
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({ variant: 'destructive', action });
  });

  it('replaces the previous toast so at most one is visible, with sequential ids', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'First' } });
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Second' } });
    expect(actor.getSnapshot().context.toasts).toEqual([
      { id: '2', title: 'Second', variant: 'default', open: true },
    ]);
  });

  it('updates the current toast by id', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Uploading' } });
    actor.send({ type: 'TOAST.UPDATE', id: '1', toast: { title: 'Uploaded', description: '3 files' } });
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({
      id: '1',
      title: 'Uploaded',
      description: '3 files',
    });
  });

  it('ignores an update for a toast that is gone', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Current' } });
    actor.send({ type: 'TOAST.UPDATE', id: '99', toast: { title: 'Stale' } });
    expect(actor.getSnapshot().context.toasts[0]?.title).toBe('Current');
  });

  it('closes a dismissed toast and removes it only after the removal delay of 1000000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Bye' } });
    actor.send({ type: 'TOAST.DISMISS', id: '1' });
    expect(actor.getSnapshot().context.toasts).toEqual([
      { id: '1', title: 'Bye', variant: 'default', open: false },
    ]);
    clock.increment(999_999);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('dismisses the current toast when no id is given', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Bye' } });
    actor.send({ type: 'TOAST.DISMISS' });
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('auto-closes an open toast after 5000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Hello' } });
    clock.increment(4999);
    expect(actor.getSnapshot().context.toasts[0]?.open).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.toasts[0]?.open).toBe(false);
  });

  it('restarts the auto-close time for a replacing toast', () => {
    const { actor, clock } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'One' } });
    clock.increment(4000);
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Two' } });
    clock.increment(4000);
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({ title: 'Two', open: true });
  });

  it('removes a toast at once on remove', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Gone' } });
    actor.send({ type: 'TOAST.REMOVE', id: '1' });
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('takes injected delays', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine.provide({ delays: { autoClose: 10, removeDelay: 10 } }), {
      clock,
    }).start();
    actor.send({ type: 'TOAST.ADD', toast: { title: 'Quick' } });
    clock.increment(10);
    expect(actor.getSnapshot().value).toBe('closing');
    clock.increment(10);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(toastMachine, {
      events: [
        { type: 'TOAST.ADD', toast: { title: 'T' } },
        { type: 'TOAST.UPDATE', id: '1', toast: { title: 'U' } },
        { type: 'TOAST.DISMISS' },
        { type: 'TOAST.REMOVE' },
      ],
      // Ids grow without bound; the view of a toast without its id is finite.
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          (snapshot.context as { toasts: object[] }).toasts.map(
            ({ id: _id, ...rest }: { id?: string }) => rest,
          ),
        ]),
    });
  });
});
