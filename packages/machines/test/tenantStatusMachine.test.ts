import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tenantStatusMachine, type TenantStatusResult } from '../src/tenantStatusMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

type Call = { op: string; tenantId: string; status?: string };

function harness(
  isActive: boolean,
  fail: Partial<Record<'activate' | 'deactivate' | 'update', boolean>> = {},
) {
  const calls: Call[] = [];
  const respond = <I extends { tenantId: string; status?: string }>(
    op: 'activate' | 'deactivate' | 'update',
    result: (input: Call) => TenantStatusResult,
  ) =>
    fromPromise<TenantStatusResult, I>(async ({ input }) => {
      calls.push({ op, ...input });
      if (fail[op]) throw new Error(`${op} refused`);
      return result({ op, ...input });
    });
  const actor = createActor(
    tenantStatusMachine.provide({
      actors: {
        activateTenant: respond('activate', () => ({ isActive: true })),
        deactivateTenant: respond('deactivate', () => ({ isActive: false })),
        updateTenantStatus: respond<{ tenantId: string; status: string }>('update', (input) => ({
          isActive: input.status === 'live',
          status: input.status,
        })),
      },
    }),
    { input: { tenantId: 't-1', isActive, status: 'live' } },
  ).start();
  return { actor, calls };
}

describe('tenantStatusMachine', () => {
  it.each([
    [true, 'active'],
    [false, 'inactive'],
  ])('starts from the tenant flag %s in %s', (isActive, state) => {
    expect(harness(isActive).actor.getSnapshot().value).toBe(state);
  });

  it('activates an inactive tenant', async () => {
    const { actor, calls } = harness(false);
    actor.send({ type: 'TENANT.ACTIVATE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('active'));
    expect(calls).toEqual([{ op: 'activate', tenantId: 't-1' }]);
    expect(actor.getSnapshot().context.isActive).toBe(true);
  });

  it('asks for confirmation before deactivating', () => {
    const { actor, calls } = harness(true);
    actor.send({ type: 'TENANT.DEACTIVATE' });
    expect(actor.getSnapshot().value).toBe('confirmingDeactivation');
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('deactivates once confirmed', async () => {
    const { actor, calls } = harness(true);
    actor.send({ type: 'TENANT.DEACTIVATE' });
    actor.send({ type: 'TENANT.CONFIRM' });
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(calls).toEqual([{ op: 'deactivate', tenantId: 't-1' }]);
  });

  it('stays active when the confirmation is cancelled', () => {
    const { actor, calls } = harness(true);
    actor.send({ type: 'TENANT.DEACTIVATE' });
    actor.send({ type: 'TENANT.CANCEL' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(calls).toEqual([]);
  });

  it('stays active with the reason when deactivation fails', async () => {
    const { actor } = harness(true, { deactivate: true });
    actor.send({ type: 'TENANT.DEACTIVATE' });
    actor.send({ type: 'TENANT.CONFIRM' });
    await waitFor(actor, (s) => s.matches('active') && s.context.error !== undefined);
    expect((actor.getSnapshot().context.error as Error).message).toBe('deactivate refused');
  });

  it('stays inactive with the reason when activation fails', async () => {
    const { actor } = harness(false, { activate: true });
    actor.send({ type: 'TENANT.ACTIVATE' });
    await waitFor(actor, (s) => s.matches('inactive') && s.context.error !== undefined);
    expect((actor.getSnapshot().context.error as Error).message).toBe('activate refused');
  });

  it('updates the status and follows the returned active flag', async () => {
    const { actor, calls } = harness(true);
    actor.send({ type: 'TENANT.UPDATE_STATUS', status: ' suspended ' });
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(calls).toEqual([{ op: 'update', tenantId: 't-1', status: 'suspended' }]);
    expect(actor.getSnapshot().context.status).toBe('suspended');
  });

  it('ignores an empty status', () => {
    const { actor, calls } = harness(true);
    actor.send({ type: 'TENANT.UPDATE_STATUS', status: '  ' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(calls).toEqual([]);
  });

  it('keeps the state and reports why when a status update fails', async () => {
    const { actor } = harness(false, { update: true });
    actor.send({ type: 'TENANT.UPDATE_STATUS', status: 'live' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(actor.getSnapshot().context.status).toBe('live');
    expect((actor.getSnapshot().context.error as Error).message).toBe('update refused');
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(tenantStatusMachine, {
      inputs: [{ tenantId: 't-1', isActive: true }],
      events: [
        { type: 'TENANT.UPDATE_STATUS', status: 'live' },
        { type: 'xstate.done.actor.activateTenant', output: { isActive: true } },
        { type: 'xstate.error.actor.activateTenant', error: new Error('no') },
        { type: 'xstate.done.actor.deactivateTenant', output: { isActive: false } },
        { type: 'xstate.error.actor.deactivateTenant', error: new Error('no') },
        { type: 'xstate.done.actor.updateTenantStatus', output: { isActive: false, status: 'paused' } },
        { type: 'xstate.error.actor.updateTenantStatus', error: new Error('no') },
      ],
    });
  });
});
