import { assign, setup } from 'xstate';

/** SPEC §3 signed-in user record; `active` stays undefined until the profile is loaded. */
export interface UserData {
  tenantId: string;
  tenantName: string;
  name: string;
  username: string;
  email: string;
  roleName: string;
  roleDescription: string;
  active: boolean | undefined;
  enabledFeatures: string[];
  createdDateTime: string;
  updateDateTime: string;
}

export const EMPTY_USER_DATA: UserData = {
  tenantId: '',
  tenantName: '',
  name: '',
  username: '',
  email: '',
  roleName: '',
  roleDescription: '',
  active: undefined,
  enabledFeatures: [],
  createdDateTime: '',
  updateDateTime: '',
};

export type UserDataEvent = { type: 'USER_DATA.SET'; user: UserData } | { type: 'USER_DATA.CLEAR' };

/** Copies field by field so that extra properties of a server payload never leak into client state. */
const pickUserData = (user: UserData): UserData => ({
  tenantId: user.tenantId,
  tenantName: user.tenantName,
  name: user.name,
  username: user.username,
  email: user.email,
  roleName: user.roleName,
  roleDescription: user.roleDescription,
  active: user.active,
  enabledFeatures: [...user.enabledFeatures],
  createdDateTime: user.createdDateTime,
  updateDateTime: user.updateDateTime,
});

export const userDataMachine = setup({
  types: {
    context: {} as UserData,
    events: {} as UserDataEvent,
  },
  actions: {
    setUserData: assign(({ event }) => (event.type === 'USER_DATA.SET' ? pickUserData(event.user) : {})),
    clearUserData: assign(() => ({ ...EMPTY_USER_DATA, enabledFeatures: [] })),
  },
}).createMachine({
  id: 'userData',
  context: () => ({ ...EMPTY_USER_DATA, enabledFeatures: [] }),
  initial: 'empty',
  states: {
    empty: {
      on: { 'USER_DATA.SET': { target: 'loaded', actions: 'setUserData' } },
    },
    loaded: {
      tags: ['signedIn'],
      on: {
        'USER_DATA.SET': { target: 'loaded', actions: 'setUserData' },
        'USER_DATA.CLEAR': { target: 'empty', actions: 'clearUserData' },
      },
    },
  },
});
