import type { Screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  DoneActorEvent,
  ErrorActorEvent,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
  StateValueFrom,
} from 'xstate';

/**
 * Every state path of a state value type, dot separated: for
 * `'idle' | { ready: { panel: 'a' | 'b' } }` it is `'idle' | 'ready' | 'ready.panel' | 'ready.panel.a' | ...`.
 */
export type PathsOfValue<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]-?: K | `${K}.${PathsOfValue<NonNullable<V[K]>>}` }[keyof V & string]
    : never;

/** Every state node of a machine, as a dot-separated path from the root. */
export type StatePathOf<TMachine extends AnyStateMachine> = PathsOfValue<StateValueFrom<TMachine>>;

/** The events a machine declares (what screens and the app send). */
export type MachineEventOf<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>;

/**
 * A sample event for the graph: any declared event with a concrete payload, or the outcome of an invoked
 * actor (`xstate.done.actor.<id>` with its `output`, `xstate.error.actor.<id>` with its `error`).
 */
export type SampleEvent<TMachine extends AnyStateMachine> =
  | MachineEventOf<TMachine>
  | DoneActorEvent<unknown, string>
  | ErrorActorEvent<unknown, string>;

export type MachineAssertion<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
) => void | Promise<void>;

/** What a UI-level state assertion or event executor is given by the UI test that renders the app. */
export interface UiDriver {
  /** Testing Library queries bound to the document. */
  screen: Screen;
  /** A user-event instance whose timers follow the fake clock. */
  user: UserEvent;
  /** The current location (`pathname + search`) of the real router. */
  location: () => string;
}

export type UiAssertion<TMachine extends AnyStateMachine> = (
  ui: UiDriver,
  snapshot: SnapshotFrom<TMachine>,
) => void | Promise<void>;

export type UiExecutor<TEvent extends EventObject> = (ui: UiDriver, event: TEvent) => void | Promise<void>;

/** One executor per declared event type: a new event without an executor is a type error. */
export type UiExecutors<TMachine extends AnyStateMachine> = {
  [K in MachineEventOf<TMachine>['type']]: UiExecutor<Extract<MachineEventOf<TMachine>, { type: K }>>;
};

/**
 * Marks a state that never rests (it only has eventless exits): nothing to see on screen. The guard test
 * checks the mark is true; such a state counts as covered when a path passes through it.
 */
export const TRANSIENT = 'transient' as const;

/** One assertion per state node: a new state without an assertion is a type error. */
export type UiAssertions<TMachine extends AnyStateMachine> = Record<
  StatePathOf<TMachine>,
  UiAssertion<TMachine> | typeof TRANSIENT
>;

export interface UiLevel<TMachine extends AnyStateMachine> {
  states: UiAssertions<TMachine>;
  events: UiExecutors<TMachine>;
  /**
   * Whether the screens offer this event in this state (default: always). Steps the UI cannot perform end a
   * path's UI run there; their transitions must then be covered by another path, or the UI level is < 100%.
   */
  canExecute?: (snapshot: SnapshotFrom<TMachine>, event: SampleEvent<TMachine>) => boolean;
}

export interface SimplePathOptions<TMachine extends AnyStateMachine> {
  /** Keep only simple paths that end in a state for which this holds. */
  toState: (snapshot: SnapshotFrom<TMachine>) => boolean;
  /** Do not explore past states for which this holds. */
  stopWhen?: (snapshot: SnapshotFrom<TMachine>) => boolean;
  /** Hard cap on generated simple paths (the shortest are kept). */
  maxPaths: number;
}

/** What the spec says a person sees on one screen: copied from the spec, never imported from the app. */
export interface SpecScreen {
  /** The literal path (`/olvide-contrasena`), no placeholders. */
  route: string;
  /** The page's level-1 heading. */
  heading: string;
}

/** What the oracle is given after each verified step. */
export interface OracleStep<TSnapshot> {
  snapshot: TSnapshot;
  /** The UI driver at UI level; null at machine level. */
  ui: UiDriver | null;
  /** The snapshot before the step (undefined for the first). */
  before?: TSnapshot;
  /** The event of the step (`xstate.init` first; `xstate.after.*`, actor outcomes, sent events). */
  event: { type: string } & Record<string, unknown>;
  /** Events the flow emitted during the step (alerts), in order. */
  emitted: ReadonlyArray<{ type: string } & Record<string, unknown>>;
}

/**
 * The spec's oracle for a model: independent of the machine and of the app's constants (`tests/flows/<name>/<name>.oracle.ts`).
 * A wrong route, heading, text or delay in the app fails the step where it shows.
 */
export interface ModelOracle<TSnapshot> {
  /** The spec's screen for a resting snapshot; `null` when the state has no screen of its own. */
  screen: (snapshot: TSnapshot) => SpecScreen | null;
  /**
   * The spec's delay for a delayed event in this snapshot (ms). The runner checks the machine scheduled exactly
   * that and advances the clock by it (nothing happens 1 ms before). `undefined`: the spec gives no amount.
   */
  delay?: (eventType: string, snapshot: TSnapshot) => number | undefined;
  /**
   * Time the spec says passes in this state with nothing else happening (a toast's timer, a countdown): the random
   * walks wait that long (fake clock) and check `afterwards`, whether or not the machine declares a delay for it.
   */
  waits?: (snapshot: TSnapshot) => { ms: number; afterwards: (after: TSnapshot) => void } | null;
  /** Every route of the flow, as literal paths: the random walks type each of them as a URL. */
  routes?: readonly string[];
  /** Extra spec checks after every step (texts, alerts, countdown values). */
  check?: (step: OracleStep<TSnapshot>) => void | Promise<void>;
}

/**
 * The model of one flow machine: everything the harness, the generator and the viewer need.
 * Lives in `tests/flows/<name>/<name>.model.ts` and is listed in `tests/model/registry.ts`.
 */
export interface ModelDefinition<TMachine extends AnyStateMachine> {
  /** File name of the machine in `machines/` without `.machine.ts` (also the artifact name). */
  name: string;
  /** One line for QA and product owners. */
  description: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Several named inputs when the machine branches on its input: each is explored and walked. */
  inputs?: ReadonlyArray<{ name: string; input: InputFrom<TMachine> }>;
  /**
   * Sample events for the current snapshot. Every event the state accepts that has no sample here is
   * generated as a bare `{ type }`. Give one sample per guard branch and an `xstate.done.actor.<id>` /
   * `xstate.error.actor.<id>` sample for every invoked actor.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<SampleEvent<TMachine>>;
  /** Projection of the context used to tell states apart (default: the whole context as JSON). */
  serializeContext?: (context: SnapshotFrom<TMachine>['context']) => unknown;
  /** A short Spanish label for a sample event in path listings (default: type and abbreviated payload). */
  describeEvent?: (event: SampleEvent<TMachine>) => string | undefined;
  /** Maximum snapshots explored while building the adjacency map (default 5000). */
  limit?: number;
  /** Extra bounded simple paths on top of the shortest paths to every state and transition. */
  simplePaths?: SimplePathOptions<TMachine>;
  /** The spec's oracle (routes, headings, texts, timings copied from the spec). */
  oracle?: ModelOracle<SnapshotFrom<TMachine>>;
  /**
   * Why a transition the coverage leaves out (a forbidden/blocking one, a history node) is not measured at a
   * level, by id (`state|EVENT|branch` or the history node's key). Anything left out must be measured or here.
   */
  excluded?: Record<string, string>;
  machineLevel: {
    /**
     * Extra machine-level checks per state node, on top of the generic one (the real actor with fake
     * actors must be in exactly the state value and context the model predicts).
     */
    states: Partial<Record<StatePathOf<TMachine>, MachineAssertion<TMachine>>>;
  };
  /**
   * UI-level assertions and executors. `null` while the screens are not there yet: the UI level is then
   * reported as uncovered (never faked).
   */
  ui: UiLevel<TMachine> | null;
}

/** A model with its machine type erased, for the registry, the generator and the viewer. */
export interface AnyModel {
  name: string;
  description: string;
  machine: AnyStateMachine;
  input?: unknown;
  inputs?: ReadonlyArray<{ name: string; input: unknown }>;
  events: (snapshot: AnyMachineSnapshot) => ReadonlyArray<EventObject>;
  serializeContext?: (context: AnyMachineSnapshot['context']) => unknown;
  describeEvent?: (event: EventObject) => string | undefined;
  limit?: number;
  simplePaths?: {
    toState: (snapshot: AnyMachineSnapshot) => boolean;
    stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
    maxPaths: number;
  };
  oracle?: ModelOracle<AnyMachineSnapshot>;
  excluded?: Record<string, string>;
  machineLevel: { states: Partial<Record<string, (snapshot: AnyMachineSnapshot) => void | Promise<void>>> };
  ui: {
    states: Partial<
      Record<string, ((ui: UiDriver, snapshot: AnyMachineSnapshot) => void | Promise<void>) | 'transient'>
    >;
    events: Partial<Record<string, (ui: UiDriver, event: EventObject) => void | Promise<void>>>;
    canExecute?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  } | null;
}

/** Declares a model with full type checking of its state assertions and event executors. */
export function defineModel<TMachine extends AnyStateMachine>(model: ModelDefinition<TMachine>): AnyModel {
  return model as unknown as AnyModel;
}
