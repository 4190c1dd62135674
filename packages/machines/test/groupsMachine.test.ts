import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { groupsMachine, type Group } from '../src/groupsMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const claims: Group = { id: 'g-claims', name: 'Claims', isActive: true };
const underwriting: Group = { id: 'g-uw', name: 'Underwriting', isActive: true };

const start = () => createActor(groupsMachine).start();

describe('groupsMachine', () => {
  it('starts with no groups and no selection', () => {
    expect(start().getSnapshot().context).toEqual({ groups: [], selectedGroups: [] });
  });

  it('selects the only group automatically when exactly one is set', () => {
    const actor = start();
    actor.send({ type: 'GROUPS.SET', groups: [claims] });
    expect(actor.getSnapshot().context).toEqual({ groups: [claims], selectedGroups: [claims] });
  });

  it('empties the selection when several groups are set', () => {
    const actor = start();
    actor.send({ type: 'GROUPS.SET', groups: [claims] });
    actor.send({ type: 'GROUPS.SET', groups: [claims, underwriting] });
    expect(actor.getSnapshot().context).toEqual({ groups: [claims, underwriting], selectedGroups: [] });
  });

  it('empties the selection when no group is set', () => {
    const actor = start();
    actor.send({ type: 'GROUPS.SET', groups: [claims] });
    actor.send({ type: 'GROUPS.SET', groups: [] });
    expect(actor.getSnapshot().context).toEqual({ groups: [], selectedGroups: [] });
  });

  it('replaces only the selection on setSelectedGroups', () => {
    const actor = start();
    actor.send({ type: 'GROUPS.SET', groups: [claims, underwriting] });
    actor.send({ type: 'GROUPS.SELECT', selectedGroups: [underwriting] });
    expect(actor.getSnapshot().context).toEqual({
      groups: [claims, underwriting],
      selectedGroups: [underwriting],
    });
  });

  it('empties both lists on clearGroups', () => {
    const actor = start();
    actor.send({ type: 'GROUPS.SET', groups: [claims] });
    actor.send({ type: 'GROUPS.CLEAR' });
    expect(actor.getSnapshot().context).toEqual({ groups: [], selectedGroups: [] });
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(groupsMachine, {
      events: [
        { type: 'GROUPS.SET', groups: [claims] },
        { type: 'GROUPS.SET', groups: [claims, underwriting] },
        { type: 'GROUPS.SELECT', selectedGroups: [underwriting] },
        { type: 'GROUPS.CLEAR' },
      ],
    });
  });
});
