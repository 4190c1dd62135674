import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { createApiClient, isApiError } from '@ratelens/api';
import {
  AGENTS_QUERY,
  signInLoaderActors,
  signInLoaderMachine,
  useCasesQuery,
  type Agent,
  type FeatureConfig,
  type GroupLoadFailure,
  type ListQuery,
  type UseCase,
  type UseCasesInput,
} from '../src/signInLoaderMachine.ts';
import type { Group } from '../src/groupsMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const claims: Group = { id: 'g-claims', name: 'Claims', isActive: true };
const underwriting: Group = { id: 'g-uw', name: 'Underwriting', isActive: true };
const distribution: Group = { id: 'g-dist', name: 'Distribution', isActive: true };
const docAnalysis: FeatureConfig = {
  id: 'f-doc',
  code: 'DOC-ANL',
  name: 'Document analysis',
  description: 'Analyse filings',
  enabled: true,
  updateDateTime: '2026-01-01T00:00:00.000Z',
};
const agents: Agent[] = [{ id: 'a-1', name: 'Filing agent' }];
const useCase = (groupId: string): UseCase => ({
  id: `uc-${groupId}`,
  name: `Use case of ${groupId}`,
  groupId,
  isActive: true,
});

function harness(overrides: { groups?: Group[]; failGroup?: string; failAgents?: boolean } = {}) {
  const calls: { agents: ListQuery[]; activeGroups: ListQuery[]; useCases: UseCasesInput[] } = {
    agents: [],
    activeGroups: [],
    useCases: [],
  };
  const logged: GroupLoadFailure[] = [];
  let agentAttempts = 0;
  const machine = signInLoaderMachine.provide({
    actors: {
      loadGroups: fromPromise(async () => overrides.groups ?? [claims, underwriting]),
      loadFeatureConfigs: fromPromise<FeatureConfig[]>(async () => [docAnalysis]),
      loadAgents: fromPromise(async ({ input }: { input: ListQuery }) => {
        calls.agents.push(input);
        agentAttempts += 1;
        if (overrides.failAgents && agentAttempts === 1) throw new Error('agents offline');
        return agents;
      }),
      loadActiveGroups: fromPromise(async ({ input }: { input: ListQuery }) => {
        calls.activeGroups.push(input);
        return [claims];
      }),
      loadUseCases: fromPromise(async ({ input }: { input: UseCasesInput }) => {
        calls.useCases.push(input);
        if (input.groupId === overrides.failGroup) throw new Error(`group ${input.groupId} failed`);
        return [useCase(input.groupId)];
      }),
    },
    actions: { logGroupFailure: (_, failure) => void logged.push(failure) },
  });
  return { actor: createActor(machine), calls, logged };
}

describe('list queries', () => {
  it('asks for active agents ordered by name, page size 5', () => {
    expect(AGENTS_QUERY).toEqual({ page: 1, pageSize: 5, orderBy: 'name', filter: 'isActive|eq|true' });
  });

  it("asks for a group's active use cases ordered by name, page size 100", () => {
    expect(useCasesQuery('g-1')).toEqual({
      page: 1,
      pageSize: 100,
      orderBy: 'name',
      filter: 'groupId|eq|g-1,and,isActive|eq|true',
    });
  });

  it('escapes filter characters inside a group id', () => {
    expect(useCasesQuery('a,or,b|x').filter).toBe('groupId|eq|a\\,or\\,b\\|x,and,isActive|eq|true');
  });
});

describe('signInLoaderMachine', () => {
  it('loads groups, feature configs, agents, active groups and every group’s use cases', async () => {
    const { actor, calls } = harness();
    actor.start();
    const output = await toPromise(actor);
    expect(output).toEqual({
      groups: [claims, underwriting],
      featureConfigs: [docAnalysis],
      agents,
      activeGroups: [claims],
      useCasesByGroup: { 'g-claims': [useCase('g-claims')], 'g-uw': [useCase('g-uw')] },
      failedGroups: [],
    });
    expect(calls.agents).toEqual([AGENTS_QUERY]);
    expect(calls.activeGroups[0]?.filter).toBe('isActive|eq|true');
    expect(calls.useCases).toEqual([
      { groupId: 'g-claims', query: useCasesQuery('g-claims') },
      { groupId: 'g-uw', query: useCasesQuery('g-uw') },
    ]);
  });

  it('logs a failing group, skips it and loads the rest', async () => {
    const { actor, logged } = harness({ groups: [claims, underwriting, distribution], failGroup: 'g-uw' });
    actor.start();
    const output = await toPromise(actor);
    expect(Object.keys(output.useCasesByGroup)).toEqual(['g-claims', 'g-dist']);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.groupId).toBe('g-uw');
    expect(String(logged[0]?.error)).toBe('Error: group g-uw failed');
    expect(output.failedGroups.map((failure) => failure.groupId)).toEqual(['g-uw']);
  });

  it('finishes at once when the user has no groups', async () => {
    const { actor, calls } = harness({ groups: [] });
    actor.start();
    const output = await toPromise(actor);
    expect(output.useCasesByGroup).toEqual({});
    expect(calls.useCases).toEqual([]);
  });

  it('stops with the error when a list fails, and loads again on retry', async () => {
    const { actor } = harness({ failAgents: true });
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(String(actor.getSnapshot().context.error)).toBe('Error: agents offline');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'SIGN_IN_LOADER.RETRY' });
    const output = await toPromise(actor);
    expect(output.agents).toEqual(agents);
  });

  it('is tagged loading until done', async () => {
    const { actor } = harness();
    actor.start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await toPromise(actor);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('reaches every state and transition through generated paths', () => {
    expectFullCoverage(signInLoaderMachine, {
      events: [
        { type: 'xstate.done.actor.loadGroups', output: [claims] },
        { type: 'xstate.error.actor.loadGroups', error: 'x' },
        { type: 'xstate.done.actor.loadFeatureConfigs', output: [] },
        { type: 'xstate.error.actor.loadFeatureConfigs', error: 'x' },
        { type: 'xstate.done.actor.loadAgents', output: agents },
        { type: 'xstate.error.actor.loadAgents', error: 'x' },
        { type: 'xstate.done.actor.loadActiveGroups', output: [claims] },
        { type: 'xstate.error.actor.loadActiveGroups', error: 'x' },
        { type: 'xstate.done.actor.loadUseCases', output: [useCase('g-claims')] },
        { type: 'xstate.error.actor.loadUseCases', error: 'x' },
        { type: 'SIGN_IN_LOADER.RETRY' },
      ],
    });
  });
});

describe('signInLoaderActors', () => {
  const page = (items: unknown[]) => ({ items, page: 1, pageSize: items.length || 1, total: items.length });

  /** The real typed client over a fetch that answers like the server and records every request. */
  function client(options: { failUseCasesOf?: string } = {}) {
    const requests: URL[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        requests.push(url);
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), {
            status,
            headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
          });
        switch (url.pathname) {
          case '/api/group':
            return json(page([claims, underwriting]));
          case '/api/user/feature':
            return json([docAnalysis]);
          case '/api/agent':
            return json(page(agents));
          case '/api/usecase': {
            const groupId = /groupId\|eq\|([^,]+)/.exec(url.searchParams.get('filter') ?? '')?.[1] ?? '';
            if (groupId === options.failUseCasesOf) {
              return json({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'x' }, 503);
            }
            return json(page([useCase(groupId)]));
          }
          default:
            return json({ type: 'about:blank', title: 'Not found', status: 404, code: 'x' }, 404);
        }
      },
    });
    return { api, requests };
  }

  it('sends the SPEC §7 filters, orders and page sizes over the typed client', async () => {
    const { api, requests } = client();
    const actor = createActor(signInLoaderMachine.provide({ actors: signInLoaderActors(api) })).start();
    const output = await toPromise(actor);
    expect(output.useCasesByGroup['g-uw']).toEqual([useCase('g-uw')]);
    const sent = requests.map((url) => `${url.pathname}?${url.searchParams.toString()}`);
    expect(sent).toEqual(
      expect.arrayContaining([
        '/api/group?',
        '/api/user/feature?',
        `/api/agent?page=1&pageSize=5&orderBy=name&filter=${encodeURIComponent('isActive|eq|true')}`,
        `/api/group?page=1&pageSize=100&orderBy=name&filter=${encodeURIComponent('isActive|eq|true')}`,
        `/api/usecase?page=1&pageSize=100&orderBy=name&filter=${encodeURIComponent('groupId|eq|g-claims,and,isActive|eq|true')}`,
        `/api/usecase?page=1&pageSize=100&orderBy=name&filter=${encodeURIComponent('groupId|eq|g-uw,and,isActive|eq|true')}`,
      ]),
    );
    expect(sent).toHaveLength(6);
  });

  it("hands a group's failed call to the log as the typed API error", async () => {
    const { api } = client({ failUseCasesOf: 'g-claims' });
    const logged: GroupLoadFailure[] = [];
    const machine = signInLoaderMachine.provide({
      actors: signInLoaderActors(api),
      actions: { logGroupFailure: (_, failure) => void logged.push(failure) },
    });
    const output = await toPromise(createActor(machine).start());
    expect(Object.keys(output.useCasesByGroup)).toEqual(['g-uw']);
    expect(logged.map((failure) => failure.groupId)).toEqual(['g-claims']);
    expect(isApiError(logged[0]?.error) && logged[0]?.error.status).toBe(503);
  });
});
