import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_USER_DATA, userDataMachine, type UserData } from '../src/userDataMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const ada: UserData = {
  tenantId: 't-1',
  tenantName: 'Acme Mutual',
  name: 'Ada King',
  username: 'ada',
  email: 'ada@acme-mutual.example',
  roleName: 'tenant-admin',
  roleDescription: 'Tenant administrator',
  active: true,
  enabledFeatures: ['DOC-ANL'],
  createdDateTime: '2024-01-01T00:00:00',
  updateDateTime: '2024-02-01T00:00:00',
};

describe('userDataMachine', () => {
  it('starts empty with every field blank and active undefined', () => {
    const snapshot = createActor(userDataMachine).start().getSnapshot();
    expect(snapshot.value).toBe('empty');
    expect(snapshot.context).toEqual(EMPTY_USER_DATA);
    expect(snapshot.context.active).toBeUndefined();
    expect(snapshot.hasTag('signedIn')).toBe(false);
  });

  it('fills every field of the record on set-user-data', () => {
    const actor = createActor(userDataMachine).start();
    actor.send({ type: 'USER_DATA.SET', user: ada });
    expect(actor.getSnapshot().context).toEqual(ada);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('keeps properties that are not part of the record out of the state', () => {
    const actor = createActor(userDataMachine).start();
    actor.send({ type: 'USER_DATA.SET', user: { ...ada, password: 'x' } as UserData });
    expect(actor.getSnapshot().context).not.toHaveProperty('password');
  });

  it('replaces the record on a second set-user-data', () => {
    const actor = createActor(userDataMachine).start();
    actor.send({ type: 'USER_DATA.SET', user: ada });
    actor.send({ type: 'USER_DATA.SET', user: { ...ada, name: 'Ada Lovelace', enabledFeatures: [] } });
    expect(actor.getSnapshot().context.name).toBe('Ada Lovelace');
    expect(actor.getSnapshot().context.enabledFeatures).toEqual([]);
  });

  it('empties every field on clear', () => {
    const actor = createActor(userDataMachine).start();
    actor.send({ type: 'USER_DATA.SET', user: ada });
    actor.send({ type: 'USER_DATA.CLEAR' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual(EMPTY_USER_DATA);
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(userDataMachine, {
      events: [{ type: 'USER_DATA.SET', user: ada }, { type: 'USER_DATA.CLEAR' }],
    });
  });
});
