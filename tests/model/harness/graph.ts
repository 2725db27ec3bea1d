/**
 * Graph analysis of a flow machine, shared by the model tests and `scripts/statecharts.ts` so that the
 * coverage the suite enforces and the coverage the generator publishes come from the same code.
 *
 * Pure: no test runner, no DOM.
 */
import {
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromTransition,
  type InspectionEvent,
} from 'xstate';
import { getStateNodes, type StatePath, TestModel } from 'xstate/graph';
import type { AnyModel } from './types.ts';

export type TransitionKind = 'event' | 'self' | 'after' | 'always' | 'done' | 'error';

export interface StateInfo {
  /** Dot path from the root, e.g. `ready.panel.details`. */
  key: string;
  id: string;
  type: AnyStateNode['type'];
  route: string | null;
}

export interface TransitionInfo {
  /** Stable id: `<source key>|<event type>|<branch index>`. */
  id: string;
  source: string;
  eventType: string;
  /** Index among the branches for the same event on the same state (guard order). */
  branch: number;
  targets: string[];
  guard: string | null;
  actions: string[];
  kind: TransitionKind;
  label: string;
}

export interface Step {
  /** The event that led to `state` (`xstate.init` for the first step). */
  event: EventObject;
  state: AnyMachineSnapshot;
  /** Transition definitions taken by this step (including eventless ones in the same macrostep). */
  taken: string[];
}

export interface ModelPath {
  steps: Step[];
  /** The machine input this path starts from, and its name when the model has several. */
  input: unknown;
  inputName: string;
  /** `init → EVENT → EVENT`, unique per model. */
  description: string;
}

export interface EdgeStats {
  /** Edges in the adjacency map (state × sample event). */
  total: number;
  /** Edges that take no transition (the event is ignored in that state); not part of the coverage. */
  ignored: number;
  /** Edges back to the same abstract state (targetless transitions, re-entries). */
  selfLoops: number;
  /** Edges driven by a delay (`xstate.after.*`). */
  delayed: number;
}

export interface Analysis {
  model: AnyModel;
  machine: AnyStateMachine;
  states: StateInfo[];
  transitions: TransitionInfo[];
  paths: ModelPath[];
  edges: EdgeStats;
  /** Abstract states (value + projected context) in the adjacency map. */
  snapshots: number;
  /** Event types for which the model's `events` function gave a sample. */
  sampledTypes: Set<string>;
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** Keys (dot paths) of the state nodes a snapshot is in. */
  stateKeysOf: (snapshot: AnyMachineSnapshot) => string[];
  /** Keys of the state nodes a step passed through: where it rests plus those entered and left on the way. */
  visitedKeys: (step: Step) => string[];
  /** States that appear in no resting snapshot of the adjacency map. */
  transient: Set<string>;
}

const ROOT_KEY = '(root)';

export function stateKey(node: AnyStateNode): string {
  return node.path.length === 0 ? ROOT_KEY : node.path.join('.');
}

function isForbidden(t: AnyTransitionDefinition): boolean {
  return !t.target && t.actions.length === 0 && !t.reenter;
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string') {
    return action.type;
  }
  if (typeof action === 'function') {
    const named = action as { type?: unknown; name?: string };
    if (typeof named.type === 'string') return named.type;
    return named.name ? named.name : 'acción en línea';
  }
  return 'acción';
}

function guardName(guard: AnyTransitionDefinition['guard']): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') return guard.name || 'guarda en línea';
  return 'guarda';
}

function kindOf(eventType: string, t: AnyTransitionDefinition): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  const targets = t.target ?? [];
  if (targets.length === 0 || targets.every((n: AnyStateNode) => n === t.source)) return 'self';
  return 'event';
}

/** A readable name for an event type (delays shown with their delay). */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done (${doneState[1]})`;
  return eventType;
}

/** Every state node except the root, in document order. */
export function listStates(machine: AnyStateMachine): StateInfo[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type !== 'history')
    .map((node) => ({
      key: stateKey(node),
      id: node.id,
      type: node.type,
      route: routeOf(node),
    }));
}

export function routeOf(node: AnyStateNode): string | null {
  const meta = node.meta as { route?: unknown } | undefined;
  return typeof meta?.route === 'string' ? meta.route : null;
}

/** Every transition definition (one per guard branch), in document order, with a stable id. */
export function listTransitions(machine: AnyStateMachine): {
  list: TransitionInfo[];
  byDefinition: Map<AnyTransitionDefinition, string>;
} {
  const list: TransitionInfo[] = [];
  const byDefinition = new Map<AnyTransitionDefinition, string>();
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  for (const node of nodes) {
    const groups: Array<[string, readonly AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always?.length) groups.push(['', node.always]);
    for (const [eventType, defs] of groups) {
      defs.forEach((t, branch) => {
        if (isForbidden(t)) return;
        const source = stateKey(node);
        const id = `${source}|${eventType || 'always'}|${branch}`;
        const targets = (t.target ?? []).map((n: AnyStateNode) => stateKey(n));
        const guard = guardName(t.guard);
        const actions = t.actions.map(actionName);
        const kind = kindOf(eventType, t);
        const label = `${eventLabel(eventType)}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
        list.push({ id, source, eventType, branch, targets, guard, actions, kind, label });
        byDefinition.set(t, id);
      });
    }
  }
  return { list, byDefinition };
}

export interface Exclusions {
  /**
   * Forbidden (blocking) transitions: a guarded or bare event with no target and no actions, e.g. a
   * `ROUTE.CHANGED` the machine refuses so the route sync puts the URL back. Not in the coverage totals; each
   * must be measured taken by a run or justified in the model (`excluded`).
   */
  forbidden: Array<{ id: string; label: string }>;
  /** History state nodes (not states of their own; their targets are counted). */
  history: string[];
}

/** What the coverage totals leave out, per machine. */
export function listExclusions(machine: AnyStateMachine): Exclusions {
  const forbidden: Exclusions['forbidden'] = [];
  const history: string[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    if (node.type === 'history') history.push(stateKey(node));
    const groups: Array<[string, readonly AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always?.length) groups.push(['', node.always]);
    for (const [eventType, defs] of groups) {
      defs.forEach((t, branch) => {
        if (!isForbidden(t)) return;
        const guard = guardName(t.guard);
        forbidden.push({
          id: `${stateKey(node)}|${eventType || 'always'}|${branch}`,
          label: `${eventLabel(eventType)}${guard ? ` [${guard}]` : ''} (bloqueada)`,
        });
      });
    }
  }
  return { forbidden, history };
}

/** A pure actor scope that records the transition definitions each macrostep takes. */
function recordingScope(
  onTransitions: (defs: readonly AnyTransitionDefinition[]) => void,
): ActorScope<AnyMachineSnapshot, EventObject> {
  const self = createActor(
    fromTransition((state: null) => state, null),
    {
      inspect: (ev: InspectionEvent) => {
        if (ev.type === '@xstate.microstep') {
          onTransitions((ev as { _transitions?: AnyTransitionDefinition[] })._transitions ?? []);
        }
      },
    },
  );
  return {
    self,
    id: '',
    sessionId: 'model',
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as ActorScope<AnyMachineSnapshot, EventObject>;
}

/** The events a walk may send in a snapshot: the model's samples, and a bare `{ type }` for any other accepted event. */
export function eventsFor(
  model: AnyModel,
  snapshot: AnyMachineSnapshot,
  sampled: Set<string> = new Set(),
): EventObject[] {
  const samples = model.events(snapshot);
  for (const sample of samples) sampled.add(sample.type);
  const descriptors = [...new Set(snapshot._nodes.flatMap((node: AnyStateNode) => node.ownEvents))]
    // Completion of a compound state is raised inside a macrostep, never sent from outside.
    .filter((type) => !type.startsWith('xstate.done.state.'));
  return descriptors.flatMap((descriptor) => {
    const matches = descriptor.endsWith('*')
      ? samples.filter((e) => e.type.startsWith(descriptor.slice(0, -1)))
      : samples.filter((e) => e.type === descriptor);
    if (matches.length) return matches;
    if (descriptor.includes('*')) return [];
    return [{ type: descriptor }];
  });
}

function abbreviate(value: unknown, depth = 0): string {
  if (value instanceof Error) return `Error(${abbreviate(value.message, depth + 1)})`;
  if (typeof value === 'string') return JSON.stringify(value.length > 18 ? `${value.slice(0, 15)}…` : value);
  if (Array.isArray(value)) return `[${value.length}]`;
  if (value && typeof value === 'object') {
    if (depth > 0) return '{…}';
    const entries = Object.entries(value);
    const shown = entries.slice(0, 3).map(([k, v]) => `${k}: ${abbreviate(v, depth + 1)}`);
    return `{${shown.join(', ')}${entries.length > 3 ? ', …' : ''}}`;
  }
  return String(value);
}

/**
 * A short readable name for a sample event: the model's own label if it gives one, else the type plus an
 * abbreviated payload.
 */
export function formatEvent(event: EventObject, model?: AnyModel): string {
  const custom = model?.describeEvent?.(event);
  if (custom) return custom;
  const { type, actorId: _actorId, ...rest } = event as EventObject & { actorId?: unknown };
  const label = eventLabel(type);
  if (!Object.keys(rest).length) return label;
  const payload = 'output' in rest ? rest.output : 'error' in rest ? rest.error : rest;
  return `${label} ${abbreviate(payload)}`;
}

function describePath(steps: Step[], model: AnyModel): string {
  return steps.map((s, i) => (i === 0 ? 'init' : formatEvent(s.event, model))).join(' → ');
}

/**
 * Builds the adjacency map of the model with a `TestModel` and derives the paths to run:
 * the shortest path to every abstract state, the shortest path through every edge (so self-loops and
 * delayed edges are walked too) and, if asked, bounded simple paths. Paths that are prefixes of other
 * paths are dropped. Ordering is deterministic.
 */
/** One analysis per model object: a file's suites (paths, class walks) share it instead of exploring twice. */
const analyses = new WeakMap<AnyModel, Analysis>();

export function analyze(model: AnyModel): Analysis {
  const known = analyses.get(model);
  if (known) return known;
  const analysis = explore(model);
  analyses.set(model, analysis);
  return analysis;
}

function explore(model: AnyModel): Analysis {
  const machine = model.machine;
  const { list: transitions, byDefinition } = listTransitions(machine);
  const states = listStates(machine);
  const project = model.serializeContext ?? ((context: unknown) => context);
  const serialize = (s: AnyMachineSnapshot): string =>
    JSON.stringify({ value: s.value, status: s.status, context: project(s.context) });

  const sampledTypes = new Set<string>();
  let recorded: string[] = [];
  const scope = recordingScope((defs) => {
    for (const def of defs) {
      const id = byDefinition.get(def);
      if (id) recorded.push(id);
    }
  });
  const logic = {
    ...machine,
    config: machine.config,
    transition: (s: AnyMachineSnapshot, e: EventObject) => machine.transition(s, e, scope),
    getInitialSnapshot: (_scope: unknown, input: unknown) => machine.getInitialSnapshot(scope, input),
  } as unknown as AnyStateMachine;

  const variants = model.inputs?.length ? model.inputs : [{ name: '', input: model.input }];
  const stats: EdgeStats = { total: 0, ignored: 0, selfLoops: 0, delayed: 0 };
  const resting = new Set<string>();
  const paths: ModelPath[] = [];
  let snapshots = 0;
  const stateKeysOf = (s: AnyMachineSnapshot): string[] =>
    s._nodes.filter((n: AnyStateNode) => n.path.length > 0 && n.type !== 'history').map(stateKey);

  for (const variant of variants) {
    recorded = [];
    const initial = machine.getInitialSnapshot(scope, variant.input);
    const initialTaken = [...recorded];

    const testModel = new TestModel<AnyMachineSnapshot, EventObject, unknown>(logic, {
      fromState: initial,
      serializeState: (s) => serialize(s),
      serializeEvent: (e) => JSON.stringify(e),
      events: (s) => eventsFor(model, s, sampledTypes),
      limit: model.limit ?? 5000,
    });

    const adjacency = testModel.getAdjacencyMap();
    const edgeTaken = new Map<string, string[]>();
    const edgeKey = (from: string, event: EventObject) => `${from}::${JSON.stringify(event)}`;
    const snapshotKeys = Object.keys(adjacency);
    snapshots += snapshotKeys.length;
    for (const from of snapshotKeys) {
      const entry = adjacency[from as keyof typeof adjacency];
      if (!entry) continue;
      for (const k of stateKeysOf(entry.state)) resting.add(k);
      for (const { event } of Object.values(entry.transitions)) {
        recorded = [];
        const next = machine.transition(entry.state, event, scope);
        const taken = [...new Set(recorded)];
        edgeTaken.set(edgeKey(from, event), taken);
        stats.total += 1;
        if (taken.length === 0) stats.ignored += 1;
        else if (serialize(next) === from) stats.selfLoops += 1;
        if (event.type.startsWith('xstate.after.')) stats.delayed += 1;
      }
    }

    const toSteps = (path: StatePath<AnyMachineSnapshot, EventObject>): Step[] =>
      path.steps.map((step, i) => {
        if (i === 0) return { event: step.event, state: step.state, taken: initialTaken };
        const prev = path.steps[i - 1]!.state;
        return {
          event: step.event,
          state: step.state,
          taken: edgeTaken.get(edgeKey(serialize(prev), step.event)) ?? [],
        };
      });

    const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true });
    const shortestByState = new Map<string, Step[]>();
    for (const path of shortest) shortestByState.set(serialize(path.state), toSteps(path));

    const candidates: Step[][] = [...shortestByState.values()];
    for (const from of snapshotKeys) {
      const entry = adjacency[from as keyof typeof adjacency];
      const head = shortestByState.get(from);
      if (!entry || !head) continue;
      for (const { event, state } of Object.values(entry.transitions)) {
        const taken = edgeTaken.get(edgeKey(from, event)) ?? [];
        if (taken.length === 0) continue;
        candidates.push([...head, { event, state, taken }]);
      }
    }
    if (model.simplePaths) {
      const { toState, stopWhen, maxPaths } = model.simplePaths;
      const simple = testModel
        .getSimplePaths({ toState, stopWhen, allowDuplicatePaths: true })
        .map(toSteps)
        .sort(comparePaths)
        .slice(0, maxPaths);
      candidates.push(...simple);
    }
    const prefix = variant.name ? `[${variant.name}] ` : '';
    for (const steps of dedupe(candidates)) {
      paths.push({
        steps,
        description: prefix + describePath(steps, model),
        input: variant.input,
        inputName: variant.name,
      });
    }
  }

  const byId = new Map(transitions.map((t) => [t.id, t]));
  const withAncestors = (key: string): string[] =>
    key === ROOT_KEY ? [] : key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
  const visitedKeys = (step: Step): string[] => {
    const keys = new Set(stateKeysOf(step.state));
    for (const id of step.taken) {
      const t = byId.get(id);
      if (!t) continue;
      for (const k of [t.source, ...t.targets].flatMap(withAncestors)) keys.add(k);
    }
    return [...keys];
  };
  const transient = new Set(states.map((s) => s.key).filter((k) => !resting.has(k)));
  return {
    model,
    machine,
    states,
    transitions,
    paths,
    edges: stats,
    snapshots,
    sampledTypes,
    serialize,
    stateKeysOf,
    visitedKeys,
    transient,
  };
}

function signature(steps: Step[]): string[] {
  return steps.map((s) => JSON.stringify(s.event));
}

function comparePaths(a: Step[], b: Step[]): number {
  if (a.length !== b.length) return a.length - b.length;
  const sa = signature(a).join('\n');
  const sb = signature(b).join('\n');
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Drops paths whose event sequence is a prefix of another path; sorts the rest by length then events. */
function dedupe(paths: Step[][]): Step[][] {
  const byLengthDesc = [...paths].sort((a, b) => -comparePaths(a, b));
  const kept: Step[][] = [];
  const prefixes = new Set<string>();
  for (const path of byLengthDesc) {
    const sig = signature(path);
    const whole = sig.join('\n');
    if (prefixes.has(whole)) continue;
    kept.push(path);
    for (let i = 1; i <= sig.length; i++) prefixes.add(sig.slice(0, i).join('\n'));
  }
  return kept.sort(comparePaths);
}
