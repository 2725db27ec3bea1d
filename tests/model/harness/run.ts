/**
 * Runs generated paths against the real actor (machine level) or the real screens (UI level) and
 * records what each run actually verified. Uses Vitest's fake timers for `after` delays.
 */
import { vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
} from 'xstate';
import { routeOf, sameRoute } from '../../../machines/shared/route.ts';
import { type ActorController, createActorController, delayOf, flush } from './actors.ts';
import { type CoverageSets, canAssert, executablePrefix, type Level } from './coverage.ts';
import type { Analysis, ModelPath } from './graph.ts';
import { createMeasurement, instrumented, type Measurement } from './measure.ts';
import { normalize } from './queries.ts';
import type { UiDriver } from './types.ts';

/** Real timers, captured before any test fakes them: the step watchdog runs on real time. */
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/** A step (one event and its checks) that takes longer than this, in real time, is a hang. */
export const STEP_TIMEOUT_MS = Number(process.env.MODEL_STEP_TIMEOUT_MS ?? 5000);
/**
 * More events than this reaching the flow actor in one step is a runaway loop (e.g. the route sync and the machine
 * answering each other): the inspection observer throws, which ends the loop where it is instead of hanging.
 */
export const STEP_EVENT_BUDGET = 100;

/** Runs `step` and fails after `ms` of real time with what `where()` says about the stuck state. */
export async function withinRealTime<T>(ms: number, where: () => string, step: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = realSetTimeout(
      () => reject(new Error(`Hang: the step did not finish within ${ms} ms of real time; ${where()}`)),
      ms,
    );
  });
  try {
    return await Promise.race([step(), timeout]);
  } finally {
    realClearTimeout(timer);
  }
}

/**
 * The run that owns the fake clock. A path that timed out keeps running in the background; when it ends it
 * must not switch the clock back to real time under the path that runs now.
 */
let currentRun = 0;

function restoreTimers(run: number): void {
  if (run === currentRun) vi.useRealTimers();
}

export interface Recorder extends CoverageSets {
  paths: number;
  steps: number;
  /** Transitions taken that the coverage leaves out (forbidden/blocking ones: no target, no actions). */
  blocked: Set<string>;
  /** Measured transitions in the order first taken, with the path that took them (for the report). */
  firstTakenBy: Map<string, string>;
}

export function createRecorder(): Recorder {
  return {
    states: new Set(),
    transitions: new Set(),
    blocked: new Set(),
    firstTakenBy: new Map(),
    paths: 0,
    steps: 0,
  };
}

function fail(analysis: Analysis, path: ModelPath, index: number, level: Level, cause: unknown): never {
  const lines = path.steps.map((step, i) => {
    const mark = i < index ? '✓' : i === index ? '✗' : '·';
    return `  ${mark} ${i === 0 ? 'init' : step.event.type} → ${JSON.stringify(step.state.value)}`;
  });
  const message = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(
    `[${analysis.model.name} · ${level}] path "${path.description}" failed at step ${index}:\n${message}\n${lines.join('\n')}`,
  );
  error.cause = cause;
  throw error;
}

/**
 * Records what the actor did during one step, as measured from its inspection events (not what the graph
 * predicted). At UI level a state counts only when the level can assert it (an assertion, or a transient mark).
 */
export function recordMeasured(
  recorder: Recorder,
  analysis: Analysis,
  level: Level,
  path: ModelPath | string,
  measured: { states: string[]; transitions: string[] },
): void {
  const known = new Set(analysis.transitions.map((t) => t.id));
  for (const key of measured.states) if (canAssert(analysis, level, key)) recorder.states.add(key);
  for (const id of measured.transitions) {
    if (known.has(id)) recorder.transitions.add(id);
    else recorder.blocked.add(id);
    if (!recorder.firstTakenBy.has(id))
      recorder.firstTakenBy.set(id, typeof path === 'string' ? path : path.description);
  }
  recorder.steps += 1;
}

/** Fails when a step made the actor handle too many events (a loop that ended) or the observer stopped one. */
function checkBudget(
  measurement: Measurement,
  runaway: { error: Error | null },
): { states: string[]; transitions: string[] } {
  const taken = measurement.take();
  if (runaway.error) throw runaway.error;
  return taken;
}

/** An inspection observer that measures and throws once a step exceeds the event budget. */
function budgetedObserver(
  measurement: Measurement,
  runaway: { error: Error | null },
  where: () => string,
): (ev: Parameters<Measurement['observe']>[0]) => void {
  return (ev) => {
    measurement.observe(ev);
    if (measurement.events > STEP_EVENT_BUDGET && !runaway.error) {
      runaway.error = new Error(
        `Runaway: the flow actor received more than ${STEP_EVENT_BUDGET} events in one step (last: ${JSON.stringify(
          (ev as { event?: unknown }).event,
        )}); ${where()}`,
      );
      throw runaway.error;
    }
  };
}

/** Drives an internal event (actor outcome or delay) through the fake actors or the fake clock. */
export async function driveInternal(
  analysis: Analysis,
  actor: AnyActorRef,
  controller: ActorController,
  event: EventObject,
  before: AnyMachineSnapshot,
): Promise<void> {
  if (event.type.startsWith('xstate.after.')) {
    const system = actor.system as unknown as Parameters<typeof delayOf>[0];
    const scheduled = delayOf(system, event.type, Date.now());
    // The oracle: the spec's amount, not what the machine scheduled. One millisecond short of it nothing happens;
    // at it, the delayed transition runs.
    const spec = analysis.model.oracle?.delay?.(event.type, before);
    if (spec === undefined) {
      await vi.advanceTimersByTimeAsync(scheduled);
    } else {
      if (scheduled !== spec) {
        throw new Error(`The delay ${event.type} is scheduled for ${scheduled} ms; the spec says ${spec} ms`);
      }
      await vi.advanceTimersByTimeAsync(spec - 1);
      await flush();
      if (analysis.serialize(actor.getSnapshot() as AnyMachineSnapshot) !== analysis.serialize(before)) {
        throw new Error(`${event.type} fired before the spec's ${spec} ms`);
      }
      await vi.advanceTimersByTimeAsync(1);
    }
  } else {
    controller.settle(event.type, event as { output?: unknown; error?: unknown });
  }
  await flush();
}

function isInternal(type: string): boolean {
  return type.startsWith('xstate.');
}

function compare(analysis: Analysis, actual: AnyMachineSnapshot, expected: AnyMachineSnapshot): void {
  const a = analysis.serialize(actual);
  const e = analysis.serialize(expected);
  if (a !== e) throw new Error(`The actor is in\n    ${a}\n  but the model expects\n    ${e}`);
}

/** Machine level: the machine with fake actors, events sent directly, delays on the fake clock. */
export async function runMachinePath(analysis: Analysis, path: ModelPath, recorder: Recorder): Promise<void> {
  const { model } = analysis;
  const run = ++currentRun;
  vi.useFakeTimers({ now: 0 });
  const controller = createActorController(model.machine);
  const machine = model.machine.provide({ actors: controller.actors } as Parameters<
    AnyStateMachine['provide']
  >[0]);
  const measurement = createMeasurement(model.machine.id);
  const runaway = { error: null as Error | null };
  let actor: AnyActorRef | null = null;
  const where = () => `stuck in ${JSON.stringify(actor?.getSnapshot().value)}`;
  actor = createActor(machine, { input: path.input, inspect: budgetedObserver(measurement, runaway, where) });
  const running = actor;
  const emitted: Array<{ type: string } & Record<string, unknown>> = [];
  running.on('*', (e) => emitted.push(e as { type: string } & Record<string, unknown>));
  try {
    for (const [index, step] of path.steps.entries()) {
      let measured: { states: string[]; transitions: string[] };
      try {
        const before = running.getSnapshot() as AnyMachineSnapshot;
        await withinRealTime(STEP_TIMEOUT_MS, where, async () => {
          if (index === 0) running.start();
          else if (isInternal(step.event.type))
            await driveInternal(analysis, running, controller, step.event, before);
          else running.send(step.event);
          await flush();
        });
        measured = checkBudget(measurement, runaway);
        const snapshot = running.getSnapshot() as AnyMachineSnapshot;
        compare(analysis, snapshot, step.state);
        await checkOracle(
          analysis,
          snapshot,
          null,
          emitted.splice(0),
          step.event,
          path.steps[index - 1]?.state,
        );
        for (const key of analysis.stateKeysOf(step.state)) await model.machineLevel.states[key]?.(snapshot);
      } catch (cause) {
        fail(analysis, path, index, 'machine', cause);
      }
      recordMeasured(recorder, analysis, 'machine', path, measured);
    }
    recorder.paths += 1;
  } finally {
    running.stop();
    restoreTimers(run);
  }
}

/**
 * The model's spec oracle for a resting snapshot: the route is the spec's literal route for the state, and (at UI
 * level) what the oracle says a person sees there.
 */
export async function checkOracle(
  analysis: Analysis,
  snapshot: AnyMachineSnapshot,
  ui: UiDriver | null,
  emitted: ReadonlyArray<{ type: string } & Record<string, unknown>>,
  event: EventObject,
  before?: AnyMachineSnapshot,
): Promise<void> {
  const oracle = analysis.model.oracle;
  if (!oracle) return;
  const screen = oracle.screen(snapshot);
  const route = routeOf(snapshot);
  const value = JSON.stringify(snapshot.value);
  if (screen === null) {
    if (route !== null && snapshot.status === 'active') {
      throw new Error(`The state ${value} shows ${route}; the spec gives it no screen of its own`);
    }
  } else {
    if (route === null || !sameRoute(route, screen.route)) {
      throw new Error(`The state ${value} is on ${route}; the spec puts this screen on ${screen.route}`);
    }
    if (ui) {
      const location = ui.location().split('?')[0] ?? '';
      if (!sameRoute(location, screen.route)) {
        throw new Error(`The browser is at ${location}; the spec puts this screen on ${screen.route}`);
      }
      const heading = normalize(document.querySelector('h1')?.textContent);
      if (heading !== screen.heading) {
        throw new Error(`The page's heading is "${heading}"; the spec's is "${screen.heading}"`);
      }
    }
  }
  await oracle.check?.({
    snapshot,
    ui,
    emitted,
    before,
    event: event as { type: string } & Record<string, unknown>,
  });
}

/** What a UI-level test gives the runner: it renders the real app around a machine with fake actors. */
export interface UiMount {
  /**
   * Renders the screens for `machine` (the model's machine with fake actors already provided) and returns
   * the driver plus the running flow actor, so the runner can check it is where the model says.
   */
  mount: (machine: AnyStateMachine, input: unknown) => Promise<{ ui: UiDriver; actor: () => AnyActorRef }>;
  unmount: () => void | Promise<void>;
  /** Runs a step inside the UI library's `act` so every render and navigation it causes is flushed. */
  act: (step: () => Promise<void>) => Promise<void>;
  /**
   * Optional: a reload (or a closed tab opened again) at the current URL: unmount, then render the app again as a
   * browser starts it (from the persisted draft when the flow keeps one). `actor()` then returns the new actor.
   */
  reload?: () => Promise<void>;
}

/** Where a UI run is: the flow actor's state and the browser's URL (for hang and runaway reports). */
export function describeUi(mounted: { ui: UiDriver; actor: () => AnyActorRef } | null): string {
  let state = '(not mounted)';
  try {
    if (mounted) state = JSON.stringify(mounted.actor().getSnapshot().value);
  } catch (error) {
    state = `(no actor: ${error instanceof Error ? error.message : String(error)})`;
  }
  return `stuck in state ${state} at URL ${window.location.pathname}${window.location.search}`;
}

/** UI level: every step is executed through the screens and checked on screen and in the router. */
export async function runUiPath(
  analysis: Analysis,
  path: ModelPath,
  recorder: Recorder,
  host: UiMount,
): Promise<void> {
  const { model } = analysis;
  const level = model.ui;
  if (!level) throw new Error(`[${model.name}] has no UI level yet`);
  // The screens may not offer every event in every state (`ui.canExecute`): run the part they can.
  const runnable = executablePrefix(analysis, 'ui', path);
  const run = ++currentRun;
  vi.useFakeTimers({ now: 0 });
  // Testing Library's waitFor/findBy advance fake timers only when they look like Jest's.
  const global = globalThis as { jest?: unknown };
  const previousJest = global.jest;
  global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  const controller = createActorController(model.machine);
  const measurement = createMeasurement(model.machine.id);
  const runaway = { error: null as Error | null };
  let mounted: Awaited<ReturnType<UiMount['mount']>> | null = null;
  const where = () => describeUi(mounted);
  const machine = instrumented(
    model.machine.provide({ actors: controller.actors } as Parameters<AnyStateMachine['provide']>[0]),
    budgetedObserver(measurement, runaway, where),
  );
  const emitted: Array<{ type: string } & Record<string, unknown>> = [];
  let listening: AnyActorRef | null = null;
  const listen = () => {
    const actor = mounted?.actor();
    if (actor && actor !== listening) {
      listening = actor;
      actor.on('*', (e) => emitted.push(e as { type: string } & Record<string, unknown>));
    }
  };
  try {
    for (const [index, step] of path.steps.slice(0, runnable).entries()) {
      let measured: { states: string[]; transitions: string[] };
      try {
        await withinRealTime(STEP_TIMEOUT_MS, where, async () => {
          if (index === 0) {
            mounted = await host.mount(machine, path.input);
            listen();
          } else if (isInternal(step.event.type)) {
            const before = mounted!.actor().getSnapshot() as AnyMachineSnapshot;
            await host.act(() => driveInternal(analysis, mounted!.actor(), controller, step.event, before));
          } else {
            await level.events[step.event.type]!(mounted!.ui, step.event);
          }
          await host.act(() => flush());
        });
        measured = checkBudget(measurement, runaway);
        const snapshot = mounted!.actor().getSnapshot() as AnyMachineSnapshot;
        compare(analysis, snapshot, step.state);
        const route = routeOf(snapshot);
        const location = mounted!.ui.location().split('?')[0] ?? '';
        if (route !== null && !sameRoute(route, location)) {
          throw new Error(`The router is at ${location} but the state's screen is ${route}`);
        }
        await withinRealTime(STEP_TIMEOUT_MS, where, async () => {
          for (const key of analysis.stateKeysOf(step.state)) {
            const assertion = level.states[key];
            if (typeof assertion !== 'function') throw new Error(`No UI assertion for resting state ${key}`);
            await assertion(mounted!.ui, snapshot);
          }
          await checkOracle(
            analysis,
            snapshot,
            mounted!.ui,
            emitted.splice(0),
            step.event,
            path.steps[index - 1]?.state,
          );
        });
      } catch (cause) {
        fail(analysis, path, index, 'ui', cause);
      }
      recordMeasured(recorder, analysis, 'ui', path, measured);
    }
    recorder.paths += 1;
  } finally {
    await host.unmount();
    restoreTimers(run);
    if (run === currentRun) global.jest = previousJest;
  }
}
