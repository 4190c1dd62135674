import { assign, fromPromise, setup } from 'xstate';
import { unwrap, type ApiClient, type components } from '@ratelens/api';
import { hostMustProvide } from './host-actors.ts';

type Tenant = components['schemas']['Tenant'];

export interface TenantStatusInput {
  tenantId: string;
  isActive: boolean;
  status?: string;
}

export interface TenantStatusResult {
  isActive: boolean;
  status?: string;
}

export interface TenantStatusContext {
  tenantId: string;
  isActive: boolean;
  status: string | undefined;
  /** The typed API error (ApiError) of the change that failed, as the client threw it. */
  error: unknown;
}

export type TenantStatusEvent =
  | { type: 'TENANT.ACTIVATE' }
  | { type: 'TENANT.DEACTIVATE' }
  | { type: 'TENANT.CONFIRM' }
  | { type: 'TENANT.CANCEL' }
  | { type: 'TENANT.UPDATE_STATUS'; status: string; reason?: string };

export interface TenantStatusUpdate {
  tenantId: string;
  status: string;
  reason?: string;
}

const resultPatch = (result: TenantStatusResult): Partial<TenantStatusContext> => ({
  isActive: result.isActive,
  ...(result.status === undefined ? {} : { status: result.status }),
  error: undefined,
});

/**
 * SPEC §4 tenant: activate, deactivate and status update (PATCH activate / deactivate, PUT
 * update-status). Deactivation locks a tenant's users out, so it waits for a confirmation.
 */
export const tenantStatusMachine = setup({
  types: {
    context: {} as TenantStatusContext,
    events: {} as TenantStatusEvent,
    input: {} as TenantStatusInput,
  },
  actors: {
    activateTenant: fromPromise<TenantStatusResult, { tenantId: string }>(async () => {
      throw hostMustProvide('activateTenant');
    }),
    deactivateTenant: fromPromise<TenantStatusResult, { tenantId: string }>(async () => {
      throw hostMustProvide('deactivateTenant');
    }),
    updateTenantStatus: fromPromise<TenantStatusResult, TenantStatusUpdate>(async () => {
      throw hostMustProvide('updateTenantStatus');
    }),
  },
  guards: {
    isActive: ({ context }) => context.isActive,
    hasStatus: ({ event }) => event.type === 'TENANT.UPDATE_STATUS' && event.status.trim() !== '',
  },
}).createMachine({
  id: 'tenantStatus',
  context: ({ input }) => ({
    tenantId: input.tenantId,
    isActive: input.isActive,
    status: input.status,
    error: undefined,
  }),
  initial: 'settling',
  states: {
    /** Routes to the state matching the tenant's flag after start-up and after a status update. */
    settling: {
      always: [{ guard: 'isActive', target: 'active' }, { target: 'inactive' }],
    },
    active: {
      tags: ['active'],
      on: {
        'TENANT.DEACTIVATE': { target: 'confirmingDeactivation', actions: assign({ error: undefined }) },
        'TENANT.UPDATE_STATUS': { guard: 'hasStatus', target: 'updatingStatus' },
      },
    },
    confirmingDeactivation: {
      tags: ['active', 'confirming'],
      on: {
        'TENANT.CONFIRM': 'deactivating',
        'TENANT.CANCEL': 'active',
      },
    },
    deactivating: {
      tags: ['busy'],
      invoke: {
        id: 'deactivateTenant',
        src: 'deactivateTenant',
        input: ({ context }) => ({ tenantId: context.tenantId }),
        onDone: { target: 'settling', actions: assign(({ event }) => resultPatch(event.output)) },
        onError: { target: 'active', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    inactive: {
      on: {
        'TENANT.ACTIVATE': { target: 'activating', actions: assign({ error: undefined }) },
        'TENANT.UPDATE_STATUS': { guard: 'hasStatus', target: 'updatingStatus' },
      },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activateTenant',
        src: 'activateTenant',
        input: ({ context }) => ({ tenantId: context.tenantId }),
        onDone: { target: 'settling', actions: assign(({ event }) => resultPatch(event.output)) },
        onError: { target: 'inactive', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    updatingStatus: {
      tags: ['busy'],
      invoke: {
        id: 'updateTenantStatus',
        src: 'updateTenantStatus',
        input: ({ context, event }): TenantStatusUpdate =>
          event.type === 'TENANT.UPDATE_STATUS'
            ? {
                tenantId: context.tenantId,
                status: event.status.trim(),
                ...(event.reason === undefined ? {} : { reason: event.reason }),
              }
            : { tenantId: context.tenantId, status: context.status ?? '' },
        onDone: { target: 'settling', actions: assign(({ event }) => resultPatch(event.output)) },
        onError: { target: 'settling', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
  },
});

/**
 * The default actors of tenantStatusMachine over the typed client (PATCH activate / deactivate, PUT
 * update-status). Hosts provide only what they do with the saved tenant (`onSaved`: the web app
 * refreshes its cache, the CLI prints it).
 */
export function tenantStatusActors(api: ApiClient, onSaved: (tenant: Tenant) => void = () => {}) {
  const saved = (tenant: Tenant): TenantStatusResult => {
    onSaved(tenant);
    return { isActive: tenant.isActive, status: tenant.status };
  };
  return {
    activateTenant: fromPromise<TenantStatusResult, { tenantId: string }>(async ({ input }) =>
      saved(unwrap(await api.PATCH('/api/tenant/{tenantId}/activate', { params: { path: input } }))),
    ),
    deactivateTenant: fromPromise<TenantStatusResult, { tenantId: string }>(async ({ input }) =>
      saved(unwrap(await api.PATCH('/api/tenant/{tenantId}/deactivate', { params: { path: input } }))),
    ),
    updateTenantStatus: fromPromise<TenantStatusResult, TenantStatusUpdate>(async ({ input }) =>
      saved(
        unwrap(
          await api.PUT('/api/tenant/{tenantId}/update-status', {
            params: { path: { tenantId: input.tenantId } },
            body: {
              status: input.status as Tenant['status'],
              ...(input.reason === undefined ? {} : { reason: input.reason }),
            },
          }),
        ),
      ),
    ),
  };
}
