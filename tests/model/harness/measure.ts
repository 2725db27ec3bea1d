/**
 * Coverage measured from runs: what the running actor actually did, read from its inspection events
 * (`@xstate.microstep` carries the transition definitions taken, `@xstate.event` every event received), never
 * what the graph predicted for a step.
 *
 * A transition is named structurally (`<source state>|<event type>|<branch>`, the ids of `listTransitions`), so
 * a machine the host re-creates with `machine.provide(...)` (new state node objects) is measured the same way.
 */
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { stateKey } from './graph.ts';

/** The stable id of a transition definition: the same as `listTransitions` gives it. */
export function transitionIdOf(def: AnyTransitionDefinition): string {
  const source = def.source as AnyStateNode;
  const type = def.eventType as string;
  const list: readonly AnyTransitionDefinition[] =
    type === '' ? (source.always ?? []) : (source.transitions.get(type) ?? []);
  const branch = list.indexOf(def);
  return `${stateKey(source)}|${type || 'always'}|${branch}`;
}

export interface Measurement {
  /** State nodes (dot paths) the actor rested in or passed through. */
  states: Set<string>;
  /** Transitions (ids) the actor took, forbidden ones included. */
  transitions: Set<string>;
  /** Events the flow actor received since the last `take()`. */
  events: number;
  /** Everything recorded since the last call, then forgotten (per step). */
  take: () => { states: string[]; transitions: string[]; events: number };
  /** The observer to pass as `inspect` (or to `system.inspect`). */
  observe: (event: InspectionEvent) => void;
}

/**
 * Records the microsteps of the actors running `machineId` (the flow under test; promise children and other
 * machines in the same system are ignored).
 */
export function createMeasurement(machineId: string): Measurement {
  let stepStates = new Set<string>();
  let stepTransitions = new Set<string>();
  const m: Measurement = {
    states: new Set(),
    transitions: new Set(),
    events: 0,
    take: () => {
      const out = { states: [...stepStates], transitions: [...stepTransitions], events: m.events };
      stepStates = new Set();
      stepTransitions = new Set();
      m.events = 0;
      return out;
    },
    observe: (ev) => {
      const snapshot = (ev as { snapshot?: AnyMachineSnapshot }).snapshot;
      const logic = (ev.actorRef as AnyActorRef & { logic?: AnyStateMachine }).logic;
      if (logic?.id !== machineId) return;
      if (ev.type === '@xstate.event') m.events += 1;
      if (ev.type !== '@xstate.microstep') return;
      const defs = (ev as { _transitions?: AnyTransitionDefinition[] })._transitions ?? [];
      for (const def of defs) {
        const id = transitionIdOf(def);
        m.transitions.add(id);
        stepTransitions.add(id);
        // Passing through: the source and every target (and their ancestors) were active during this microstep.
        for (const node of [def.source, ...(def.target ?? [])] as AnyStateNode[]) {
          for (let n: AnyStateNode | undefined = node; n && n.path.length > 0; n = n.parent) {
            if (n.type === 'history') continue;
            m.states.add(stateKey(n));
            stepStates.add(stateKey(n));
          }
        }
      }
      for (const node of snapshot?._nodes ?? []) {
        if (node.path.length === 0 || node.type === 'history') continue;
        m.states.add(stateKey(node));
        stepStates.add(stateKey(node));
      }
    },
  };
  return m;
}

/**
 * The machine a UI host is given: behaves as `machine` (also through `provide`), and every actor created from it
 * reports its inspection events to `observe` from its first microstep on (the observer is attached to the actor's
 * system the first time the machine is asked for a snapshot, before the initial microsteps run).
 */
export function instrumented<T extends AnyStateMachine>(
  machine: T,
  observe: (ev: InspectionEvent) => void,
): T {
  const attached = new WeakSet<object>();
  const attach = (scope: unknown) => {
    const system = (scope as { system?: { inspect?: (o: unknown) => unknown } } | undefined)?.system;
    if (system?.inspect && !attached.has(system)) {
      attached.add(system);
      system.inspect(observe);
    }
  };
  const wrapper = Object.create(machine) as T & Record<string, unknown>;
  Object.assign(wrapper, {
    getInitialSnapshot: (scope: unknown, input: unknown) => {
      attach(scope);
      return machine.getInitialSnapshot(scope as never, input as never);
    },
    transition: (snapshot: unknown, event: unknown, scope: unknown) => {
      attach(scope);
      return machine.transition(snapshot as never, event as never, scope as never);
    },
    restoreSnapshot: (snapshot: unknown, scope: unknown) => {
      attach(scope);
      return (machine.restoreSnapshot as (s: unknown, sc: unknown) => unknown)(snapshot, scope);
    },
    provide: (implementations: unknown) => instrumented(machine.provide(implementations as never), observe),
  });
  return wrapper;
}
