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
import type { UiDriver } from './types.ts';

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
}

export function createRecorder(): Recorder {
  return { states: new Set(), transitions: new Set(), paths: 0, steps: 0 };
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

function record(recorder: Recorder, analysis: Analysis, level: Level, path: ModelPath, index: number): void {
  const step = path.steps[index]!;
  for (const key of analysis.visitedKeys(step)) if (canAssert(analysis, level, key)) recorder.states.add(key);
  for (const id of step.taken) recorder.transitions.add(id);
  recorder.steps += 1;
}

/** Drives an internal event (actor outcome or delay) through the fake actors or the fake clock. */
async function driveInternal(
  actor: AnyActorRef,
  controller: ActorController,
  event: EventObject,
): Promise<void> {
  if (event.type.startsWith('xstate.after.')) {
    const system = actor.system as unknown as Parameters<typeof delayOf>[0];
    await vi.advanceTimersByTimeAsync(delayOf(system, event.type, Date.now()));
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
  const actor = createActor(machine, { input: path.input });
  try {
    for (const [index, step] of path.steps.entries()) {
      try {
        if (index === 0) actor.start();
        else if (isInternal(step.event.type)) await driveInternal(actor, controller, step.event);
        else actor.send(step.event);
        await flush();
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        compare(analysis, snapshot, step.state);
        for (const key of analysis.stateKeysOf(step.state)) await model.machineLevel.states[key]?.(snapshot);
      } catch (cause) {
        fail(analysis, path, index, 'machine', cause);
      }
      record(recorder, analysis, 'machine', path, index);
    }
    recorder.paths += 1;
  } finally {
    actor.stop();
    restoreTimers(run);
  }
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
  const machine = model.machine.provide({ actors: controller.actors } as Parameters<
    AnyStateMachine['provide']
  >[0]);
  let mounted: Awaited<ReturnType<UiMount['mount']>> | null = null;
  try {
    for (const [index, step] of path.steps.slice(0, runnable).entries()) {
      try {
        if (index === 0) mounted = await host.mount(machine, path.input);
        else if (isInternal(step.event.type)) {
          await host.act(() => driveInternal(mounted!.actor(), controller, step.event));
        } else {
          await level.events[step.event.type]!(mounted!.ui, step.event);
        }
        await host.act(() => flush());
        const snapshot = mounted!.actor().getSnapshot() as AnyMachineSnapshot;
        compare(analysis, snapshot, step.state);
        const route = routeOf(snapshot);
        const location = mounted!.ui.location().split('?')[0] ?? '';
        if (route !== null && !sameRoute(route, location)) {
          throw new Error(`The router is at ${location} but the state's screen is ${route}`);
        }
        for (const key of analysis.stateKeysOf(step.state)) {
          const assertion = level.states[key];
          if (typeof assertion !== 'function') throw new Error(`No UI assertion for resting state ${key}`);
          await assertion(mounted!.ui, snapshot);
        }
      } catch (cause) {
        fail(analysis, path, index, 'ui', cause);
      }
      record(recorder, analysis, 'ui', path, index);
    }
    recorder.paths += 1;
  } finally {
    await host.unmount();
    restoreTimers(run);
    if (run === currentRun) global.jest = previousJest;
  }
}
