import { AGENTS_PAGE_SIZE, DEFAULT_PAGE, USE_CASES_PAGE_SIZE } from '@ratelens/domain';
import { unwrap, type ApiClient, type components } from '@ratelens/api';
import { assign, fromPromise, setup } from 'xstate';
import type { Group } from './groupsMachine.ts';
import { hostMustProvide } from './host-actors.ts';

/** SPEC §3 filter query sent to list calls. */
export interface ListQuery {
  page: number;
  pageSize: number;
  orderBy: string;
  filter: string;
}

export interface UseCase {
  id: string;
  name: string;
  groupId: string;
  isActive: boolean;
}

export interface Agent {
  id: string;
  name: string;
}

export interface UseCasesInput {
  groupId: string;
  query: ListQuery;
}

/** The tenant's features and whether each is on (GET /api/user/feature). */
export type FeatureConfig = components['schemas']['UserFeature'];

export interface GroupLoadFailure {
  groupId: string;
  error: unknown;
}

/** Filter values escape the grammar's own characters so that an id can never change the query. */
const filterValue = (value: string): string => value.replace(/[\\(),|]/g, '\\$&');

export const ACTIVE_FILTER = 'isActive|eq|true';

/** SPEC §7: active agents by name, page size 5. */
export const AGENTS_QUERY: ListQuery = {
  page: DEFAULT_PAGE,
  pageSize: AGENTS_PAGE_SIZE,
  orderBy: 'name',
  filter: ACTIVE_FILTER,
};

/** The active groups list; its page size is not in SPEC, so it takes as many as a use-case page. */
export const ACTIVE_GROUPS_QUERY: ListQuery = {
  page: DEFAULT_PAGE,
  pageSize: USE_CASES_PAGE_SIZE,
  orderBy: 'name',
  filter: ACTIVE_FILTER,
};

/** SPEC §7: a group's active use cases by name, page size 100. */
export const useCasesQuery = (groupId: string): ListQuery => ({
  page: DEFAULT_PAGE,
  pageSize: USE_CASES_PAGE_SIZE,
  orderBy: 'name',
  filter: `groupId|eq|${filterValue(groupId)},and,${ACTIVE_FILTER}`,
});

export interface SignInLoaderContext {
  groups: Group[];
  featureConfigs: FeatureConfig[];
  agents: Agent[];
  activeGroups: Group[];
  useCasesByGroup: Record<string, UseCase[]>;
  failedGroups: GroupLoadFailure[];
  /** Index into `groups` of the next group whose use cases load. */
  nextGroup: number;
  error: unknown;
}

export type SignInLoaderEvent = { type: 'SIGN_IN_LOADER.RETRY' };

export interface SignInLoaderOutput {
  groups: Group[];
  featureConfigs: FeatureConfig[];
  agents: Agent[];
  activeGroups: Group[];
  useCasesByGroup: Record<string, UseCase[]>;
  failedGroups: GroupLoadFailure[];
}

const initialContext = (): SignInLoaderContext => ({
  groups: [],
  featureConfigs: [],
  agents: [],
  activeGroups: [],
  useCasesByGroup: {},
  failedGroups: [],
  nextGroup: 0,
  error: undefined,
});

const currentGroupId = (context: SignInLoaderContext): string => context.groups[context.nextGroup]?.id ?? '';

/**
 * SPEC §7 sign-in loading. The four lists load side by side; then each of the user's groups loads
 * its use cases one after another, and a group that fails is logged and skipped.
 */
export const signInLoaderMachine = setup({
  types: {
    context: {} as SignInLoaderContext,
    events: {} as SignInLoaderEvent,
    output: {} as SignInLoaderOutput,
  },
  actors: {
    loadGroups: fromPromise<Group[]>(async () => {
      throw hostMustProvide('loadGroups');
    }),
    loadFeatureConfigs: fromPromise<FeatureConfig[]>(async () => {
      throw hostMustProvide('loadFeatureConfigs');
    }),
    loadAgents: fromPromise<Agent[], ListQuery>(async () => {
      throw hostMustProvide('loadAgents');
    }),
    loadActiveGroups: fromPromise<Group[], ListQuery>(async () => {
      throw hostMustProvide('loadActiveGroups');
    }),
    loadUseCases: fromPromise<UseCase[], UseCasesInput>(async () => {
      throw hostMustProvide('loadUseCases');
    }),
  },
  actions: {
    /** Host logging (console in the web app, stderr in the CLI). */
    logGroupFailure: (_, _failure: GroupLoadFailure) => {},
  },
  guards: {
    hasMoreGroups: ({ context }) => context.nextGroup < context.groups.length,
  },
}).createMachine({
  id: 'signInLoader',
  context: initialContext,
  initial: 'loadingLists',
  states: {
    loadingLists: {
      tags: ['loading'],
      type: 'parallel',
      onDone: 'nextGroup',
      states: {
        groups: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadGroups',
                src: 'loadGroups',
                onDone: { target: 'loaded', actions: assign({ groups: ({ event }) => event.output }) },
                onError: {
                  target: '#signInLoader.failed',
                  actions: assign({ error: ({ event }) => event.error }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        featureConfigs: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadFeatureConfigs',
                src: 'loadFeatureConfigs',
                onDone: {
                  target: 'loaded',
                  actions: assign({ featureConfigs: ({ event }) => event.output }),
                },
                onError: {
                  target: '#signInLoader.failed',
                  actions: assign({ error: ({ event }) => event.error }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        agents: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadAgents',
                src: 'loadAgents',
                input: AGENTS_QUERY,
                onDone: { target: 'loaded', actions: assign({ agents: ({ event }) => event.output }) },
                onError: {
                  target: '#signInLoader.failed',
                  actions: assign({ error: ({ event }) => event.error }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        activeGroups: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadActiveGroups',
                src: 'loadActiveGroups',
                input: ACTIVE_GROUPS_QUERY,
                onDone: { target: 'loaded', actions: assign({ activeGroups: ({ event }) => event.output }) },
                onError: {
                  target: '#signInLoader.failed',
                  actions: assign({ error: ({ event }) => event.error }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
    },
    nextGroup: {
      always: [{ guard: 'hasMoreGroups', target: 'loadingUseCases' }, { target: 'done' }],
    },
    loadingUseCases: {
      tags: ['loading'],
      invoke: {
        id: 'loadUseCases',
        src: 'loadUseCases',
        input: ({ context }): UseCasesInput => {
          const groupId = currentGroupId(context);
          return { groupId, query: useCasesQuery(groupId) };
        },
        onDone: {
          target: 'nextGroup',
          actions: assign(({ context, event }) => ({
            useCasesByGroup: { ...context.useCasesByGroup, [currentGroupId(context)]: event.output },
            nextGroup: context.nextGroup + 1,
          })),
        },
        onError: {
          target: 'nextGroup',
          actions: [
            {
              type: 'logGroupFailure',
              params: ({ context, event }) => ({ groupId: currentGroupId(context), error: event.error }),
            },
            assign(({ context, event }) => ({
              failedGroups: [
                ...context.failedGroups,
                { groupId: currentGroupId(context), error: event.error },
              ],
              nextGroup: context.nextGroup + 1,
            })),
          ],
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'SIGN_IN_LOADER.RETRY': { target: 'loadingLists', actions: assign(initialContext) } },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => ({
    groups: context.groups,
    featureConfigs: context.featureConfigs,
    agents: context.agents,
    activeGroups: context.activeGroups,
    useCasesByGroup: context.useCasesByGroup,
    failedGroups: context.failedGroups,
  }),
});

/**
 * The default actors of signInLoaderMachine over the typed client: the web app and the CLI provide
 * only `logGroupFailure`. The user's groups come with the list defaults; the other calls take the
 * SPEC §7 queries the machine passes in.
 */
export function signInLoaderActors(api: ApiClient) {
  return {
    loadGroups: fromPromise<Group[]>(
      async ({ signal }) => unwrap(await api.GET('/api/group', { signal })).items,
    ),
    loadFeatureConfigs: fromPromise<FeatureConfig[]>(async ({ signal }) =>
      unwrap(await api.GET('/api/user/feature', { signal })),
    ),
    loadAgents: fromPromise<Agent[], ListQuery>(
      async ({ input, signal }) =>
        unwrap(await api.GET('/api/agent', { params: { query: input }, signal })).items,
    ),
    loadActiveGroups: fromPromise<Group[], ListQuery>(
      async ({ input, signal }) =>
        unwrap(await api.GET('/api/group', { params: { query: input }, signal })).items,
    ),
    loadUseCases: fromPromise<UseCase[], UseCasesInput>(
      async ({ input, signal }) =>
        unwrap(await api.GET('/api/usecase', { params: { query: input.query }, signal })).items,
    ),
  };
}
