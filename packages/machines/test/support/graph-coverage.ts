import { expect } from 'vitest';
import {
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  type AdjacencyMap,
  type StatePath,
  type TraversalOptions,
} from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  createEmptyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';

type Snapshot = AnyMachineSnapshot;
type Path = StatePath<Snapshot, EventObject>;
/** Events carry payloads (`output`, `error`, domain fields) that the bare EventObject type does not name. */
export type TraversalEvent = EventObject & Record<string, unknown>;

export interface CoverageOptions {
  /**
   * Events the traversal may send, with their payloads. Event types a state accepts but that are
   * not listed here are sent bare ({ type }). Done, error and delayed events of invoked actors are
   * ordinary events here: `xstate.done.actor.<invokeId>`, `xstate.error.actor.<invokeId>`.
   */
  events?: TraversalEvent[] | ((snapshot: Snapshot) => TraversalEvent[]);
  input?: unknown;
  /** Several inputs: coverage is the union of the traversals from each initial snapshot. */
  inputs?: unknown[];
  /**
   * The traversal treats two snapshots with the same serialisation as one vertex. Machines whose
   * context grows without bound (counters, lists) pass a coarser serialisation here.
   */
  serializeState?: (snapshot: Snapshot) => string;
  /** Vertices explored before the traversal gives up, so an unbounded state space fails instead of hanging. */
  limit?: number;
}

export interface Coverage {
  paths: Path[];
  reachedStates: string[];
  definedStates: string[];
  reachedTransitions: string[];
  definedTransitions: string[];
}

const defaultSerialize = (snapshot: Snapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition the machine defines: event, delayed, invoke done/error, and eventless ones. */
function definedTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const labels = new Map<AnyTransitionDefinition, string>();
  for (const node of allNodes(machine)) {
    const groups: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always) groups.push(['(always)', node.always]);
    for (const [eventType, transitions] of groups) {
      transitions.forEach((transition, index) => {
        const targets = transition.target?.map((target) => target.id).join(',') ?? '(self)';
        const guard = transition.guard ? ` [${describeGuard(transition.guard)}]` : '';
        labels.set(transition, `${node.id} --${eventType}#${index}${guard}--> ${targets}`);
      });
    }
  }
  return labels;
}

function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

/**
 * An actor scope like the one @xstate/graph uses (no action is executed, no child is started)
 * that also hears the microstep inspection events, which name the transitions each step took.
 */
function recordingScope(
  onMicrostep: (transitions: AnyTransitionDefinition[], snapshot: Snapshot) => void,
): AnyActorScope {
  const empty = createEmptyActor();
  const system = {
    ...empty.system,
    _sendInspectionEvent: (event: {
      type: string;
      _transitions?: AnyTransitionDefinition[];
      snapshot?: Snapshot;
    }) => {
      if (event.type === '@xstate.microstep' && event.snapshot)
        onMicrostep(event._transitions ?? [], event.snapshot);
    },
  };
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/**
 * Only the event types the snapshot's active states handle (done, error and delayed events
 * included), each with the payloads given in the options or bare when none is given.
 */
function eventsFor(snapshot: Snapshot, given: CoverageOptions['events']): EventObject[] {
  const candidates = typeof given === 'function' ? given(snapshot) : (given ?? []);
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    const matching = candidates.filter((event) => event.type === type);
    return matching.length > 0 ? matching : [{ type }];
  });
}

/**
 * Shortest paths to every reachable vertex, plus for every edge of the adjacency map the shortest
 * path to its source followed by that edge: shortest paths alone skip edges that loop back to an
 * already reached vertex (self-transitions, retries).
 */
export function getCoveragePaths(machine: AnyStateMachine, options: CoverageOptions = {}): Path[] {
  const serializeState = options.serializeState ?? defaultSerialize;
  const traversal: TraversalOptions<Snapshot, EventObject, unknown> = {
    events: (snapshot: Snapshot) => eventsFor(snapshot, options.events),
    input: options.input,
    serializeState: (snapshot: Snapshot) => serializeState(snapshot),
    limit: options.limit ?? 20_000,
  };
  const shortest = getShortestPaths(machine, traversal as never) as unknown as Path[];
  const byVertex = new Map(shortest.map((path) => [serializeState(path.state), path]));
  const adjacency = getAdjacencyMap(machine, traversal as never) as AdjacencyMap<Snapshot, EventObject>;
  const paths: Path[] = [...shortest];
  for (const vertex of Object.values(adjacency)) {
    const base = byVertex.get(serializeState(vertex.state));
    if (!base) continue;
    const edges = Object.values(vertex.transitions) as Array<{ event: EventObject; state: Snapshot }>;
    for (const { event, state } of edges) {
      paths.push({
        state,
        steps: [...base.steps, { state, event }],
        weight: base.weight + 1,
      });
    }
  }
  return paths;
}

/**
 * Replays every path on the pure transition function and collects the state nodes visited and the
 * transition definitions taken, so that coverage is measured, not assumed.
 */
export function measureCoverage(machine: AnyStateMachine, options: CoverageOptions = {}): Coverage {
  const labels = definedTransitions(machine);
  const taken = new Set<string>();
  const reachedStates = new Set<string>();
  const paths: Path[] = [];
  // Microstep snapshots include transient states that an eventless transition leaves at once.
  const scope = recordingScope((transitions, snapshot) => {
    for (const transition of transitions) {
      const label = labels.get(transition);
      if (label) taken.add(label);
    }
    for (const node of snapshot._nodes) reachedStates.add(node.id);
  });
  for (const input of options.inputs ?? [options.input]) {
    const inputPaths = getCoveragePaths(machine, { ...options, input });
    paths.push(...inputPaths);
    replay(machine, inputPaths, input, scope, reachedStates);
  }
  return {
    paths,
    reachedStates: [...reachedStates].sort(),
    definedStates: allNodes(machine)
      .map((node) => node.id)
      .sort(),
    reachedTransitions: [...taken].sort(),
    definedTransitions: [...labels.values()].sort(),
  };
}

function replay(
  machine: AnyStateMachine,
  paths: Path[],
  input: unknown,
  scope: AnyActorScope,
  reachedStates: Set<string>,
): void {
  for (const path of paths) {
    let snapshot = machine.getInitialSnapshot(scope, input) as Snapshot;
    for (const node of snapshot._nodes) reachedStates.add(node.id);
    for (const step of path.steps.slice(1)) {
      snapshot = machine.transition(snapshot, step.event, scope) as Snapshot;
      if (JSON.stringify(snapshot.value) !== JSON.stringify(step.state.value)) {
        throw new Error(
          `Replaying ${step.event.type} reached ${JSON.stringify(snapshot.value)}, the traversal said ${JSON.stringify(step.state.value)}`,
        );
      }
      for (const node of snapshot._nodes) reachedStates.add(node.id);
    }
  }
}

/** Asserts that the generated paths reach exactly every state and every transition the machine defines. */
export function expectFullCoverage(machine: AnyStateMachine, options: CoverageOptions = {}): Coverage {
  const coverage = measureCoverage(machine, options);
  expect(coverage.reachedStates).toEqual(coverage.definedStates);
  expect(coverage.reachedTransitions).toEqual(coverage.definedTransitions);
  return coverage;
}
