/**
 * Seeded random walks (fast-check): what users do, not only the shortest paths. At each step the walk picks one of
 * the events the model samples (accepted or not by the state), an actor outcome or delay that is due, or a move
 * of the URL to another of the flow's spec routes; after every step the invariants hold:
 *
 * - the actor is not in an error state and no event was thrown away by an error (a thrown action fails the step);
 * - the spec oracle holds (route and, at UI level, URL and heading of the spec's screen, texts, timings);
 * - the model's state checks hold (machine level) or the rendered screen is the one derived from the snapshot
 *   (UI level: the state assertions, the router on the state's route);
 * - at UI level every event a control sent was one the state accepts (`snapshot.can`).
 *
 * The seed is printed on failure (`MODEL_WALK_SEED=<seed>` replays the walk; `MODEL_WALK_SEED=random` explores).
 */
import fc from 'fast-check';
import { vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
} from 'xstate';
import { routeOf, routesOfMachine, sameRoute } from '../../../machines/shared/route.ts';
import { createActorController, flush } from './actors.ts';
import { type Analysis, formatEvent } from './graph.ts';
import { createMeasurement, instrumented } from './measure.ts';
import {
  checkOracle,
  describeUi,
  driveInternal,
  type Recorder,
  recordMeasured,
  STEP_TIMEOUT_MS,
  type UiMount,
  withinRealTime,
} from './run.ts';

export const DEFAULT_WALK_SEED = 20261124;

export function walkSeed(): number {
  const raw = process.env.MODEL_WALK_SEED;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 31);
  return raw ? Number(raw) : DEFAULT_WALK_SEED;
}

type Move =
  | { kind: 'event'; event: EventObject }
  | { kind: 'internal'; event: EventObject }
  | { kind: 'url'; route: string }
  | { kind: 'back' }
  | { kind: 'forward' }
  | { kind: 'reload' }
  | { kind: 'wait'; ms: number };

function describeMove(move: Move, analysis: Analysis): string {
  switch (move.kind) {
    case 'event':
    case 'internal':
      return formatEvent(move.event, analysis.model);
    case 'url':
      return `typed URL ${move.route}`;
    case 'wait':
      return `wait ${move.ms} ms`;
    default:
      return move.kind;
  }
}

/** The moves available in a snapshot: sampled events, due outcomes and delays, and URL moves. */
function movesIn(
  analysis: Analysis,
  snapshot: AnyMachineSnapshot,
  pending: string[],
  scheduled: string[],
  level: 'machine' | 'ui',
  canReload: boolean,
): Move[] {
  const { model } = analysis;
  const moves: Move[] = [];
  const seen = new Set<string>();
  for (const event of model.events(snapshot)) {
    const key = JSON.stringify(event);
    if (seen.has(key)) continue;
    seen.add(key);
    if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      // Only an invoke that is still running (a stopped one's promise settles into nothing).
      if (pending.includes(id) && id in snapshot.children) moves.push({ kind: 'internal', event });
      continue;
    }
    if (level === 'ui') {
      const ui = model.ui;
      if (!ui?.events[event.type]) continue;
      // A control that is not there cannot be used: the screens offer only what the state accepts.
      if (ui.canExecute && !ui.canExecute(snapshot, event)) continue;
      if (!snapshot.can(event) && event.type !== 'ROUTE.CHANGED') continue;
    }
    moves.push({ kind: 'event', event });
  }
  for (const type of scheduled) moves.push({ kind: 'internal', event: { type } });
  const wait = model.oracle?.waits?.(snapshot);
  if (wait) moves.push({ kind: 'wait', ms: wait.ms });
  // The spec's routes; a model without an oracle yet walks the routes its machine declares.
  const routes = flowRoutes(analysis);
  if (routes.length > 0 && snapshot.status === 'active') {
    if (level === 'machine') {
      for (const route of routes)
        moves.push({ kind: 'event', event: { type: 'ROUTE.CHANGED', route } as EventObject });
    } else if (routeOf(snapshot) !== null) {
      for (const route of routes) moves.push({ kind: 'url', route });
      moves.push({ kind: 'back' }, { kind: 'forward' });
      if (canReload) moves.push({ kind: 'reload' });
    }
  }
  return moves;
}

function flowRoutes(analysis: Analysis): readonly string[] {
  return analysis.model.oracle?.routes ?? routesOfMachine(analysis.machine.root as never);
}

function scheduledDelays(actor: AnyActorRef): string[] {
  const system = actor.system as unknown as {
    getSnapshot: () => { _scheduledEvents: Record<string, { event: { type: string } }> };
  };
  return Object.values(system.getSnapshot()._scheduledEvents)
    .map((s) => s.event.type)
    .filter((t) => t.startsWith('xstate.after.'));
}

/** One seeded walk property per input variant, `runs` walks of `steps` steps each. */
async function walk(
  analysis: Analysis,
  options: { steps: number; runs: number; seed: number; endOnFailure: boolean },
  one: (input: unknown, choices: number[]) => Promise<void>,
): Promise<void> {
  const variants = analysis.model.inputs?.length
    ? analysis.model.inputs.map((v) => v.input)
    : [analysis.model.input];
  const property = fc.asyncProperty(
    fc.nat({ max: variants.length - 1 }),
    fc.array(fc.nat({ max: 1_000_000 }), { minLength: options.steps, maxLength: options.steps }),
    async (variant, choices) => one(variants[variant], choices),
  );
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.runs,
    endOnFailure: options.endOnFailure,
  });
  if (details.failed) {
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `[${analysis.model.name}] random walk failed — replay with MODEL_WALK_SEED=${details.seed} ` +
        `(path ${details.counterexamplePath}):\n${cause}`,
    );
  }
}

/** Machine level: a few hundred steps against the machine with fake actors and the fake clock. */
export async function machineWalk(
  analysis: Analysis,
  recorder: Recorder,
  options: { steps: number; runs: number; seed: number },
): Promise<void> {
  const { model } = analysis;
  await walk(analysis, { ...options, endOnFailure: false }, async (input, choices) => {
    vi.useFakeTimers({ now: 0 });
    const controller = createActorController(model.machine);
    const machine = model.machine.provide({ actors: controller.actors } as Parameters<
      AnyStateMachine['provide']
    >[0]);
    const measurement = createMeasurement(model.machine.id);
    const actor = createActor(machine, { input, inspect: measurement.observe });
    const emitted: Array<{ type: string } & Record<string, unknown>> = [];
    actor.on('*', (e) => emitted.push(e as { type: string } & Record<string, unknown>));
    const trail: string[] = ['init'];
    try {
      actor.start();
      await flush();
      for (const choice of choices) {
        const before = actor.getSnapshot() as AnyMachineSnapshot;
        if (before.status !== 'active') break;
        const moves = movesIn(
          analysis,
          before,
          controller.pending(),
          scheduledDelays(actor),
          'machine',
          false,
        );
        if (moves.length === 0) break;
        const move = moves[choice % moves.length]!;
        trail.push(describeMove(move, analysis));
        try {
          if (move.kind === 'internal') await driveInternal(analysis, actor, controller, move.event, before);
          else if (move.kind === 'event') actor.send(move.event);
          else if (move.kind === 'wait') await vi.advanceTimersByTimeAsync(move.ms);
          await flush();
          if (move.kind === 'wait')
            model.oracle?.waits?.(before)?.afterwards(actor.getSnapshot() as AnyMachineSnapshot);
          const after = actor.getSnapshot() as AnyMachineSnapshot;
          if (after.status === 'error') throw new Error(`The actor errored: ${String(after.error)}`);
          recordMeasured(recorder, analysis, 'machine', `walk`, measurement.take());
          await checkOracle(
            analysis,
            after,
            null,
            emitted.splice(0),
            move.kind === 'event' || move.kind === 'internal' ? move.event : { type: move.kind },
            before,
          );
          for (const key of analysis.stateKeysOf(after)) await model.machineLevel.states[key]?.(after);
        } catch (cause) {
          throw new Error(
            `${cause instanceof Error ? cause.message : String(cause)}\n  after: ${trail.join(' → ')}\n  in ${JSON.stringify(actor.getSnapshot().value)}`,
          );
        }
      }
    } finally {
      actor.stop();
      vi.useRealTimers();
    }
  });
}

/**
 * UI level: shorter walks through the real screens, with the browser's Back and Forward, typed URLs of the flow's
 * routes and (if the host can) a reload, checking the rendered screen after each step.
 */
export async function uiWalk(
  analysis: Analysis,
  recorder: Recorder,
  host: UiMount,
  options: { steps: number; runs: number; seed: number },
): Promise<void> {
  const { model } = analysis;
  const level = model.ui;
  if (!level) return;
  await walk(analysis, { ...options, endOnFailure: true }, async (input, choices) => {
    vi.useFakeTimers({ now: 0 });
    const global = globalThis as { jest?: unknown };
    const previousJest = global.jest;
    global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
    const controller = createActorController(model.machine);
    const measurement = createMeasurement(model.machine.id);
    const refused: string[] = [];
    const machine = instrumented(
      model.machine.provide({ actors: controller.actors } as Parameters<AnyStateMachine['provide']>[0]),
      (ev) => {
        measurement.observe(ev);
        // Every event a control sends must be one the state accepts (ROUTE.CHANGED is the router's, and a
        // refusal is how the route sync corrects a URL).
        if (ev.type === '@xstate.event' && ev.sourceRef === undefined && ev.event.type !== 'ROUTE.CHANGED') {
          const target = ev.actorRef as AnyActorRef & { logic?: AnyStateMachine };
          if (target.logic?.id !== model.machine.id) return;
          const snapshot = target.getSnapshot() as AnyMachineSnapshot;
          if (
            snapshot.status === 'active' &&
            !ev.event.type.startsWith('xstate.') &&
            !snapshot.can(ev.event)
          ) {
            refused.push(`${JSON.stringify(ev.event)} in ${JSON.stringify(snapshot.value)}`);
          }
        }
      },
    );
    const emitted: Array<{ type: string } & Record<string, unknown>> = [];
    let mounted: Awaited<ReturnType<UiMount['mount']>> | null = null;
    let listening: AnyActorRef | null = null;
    const listen = () => {
      const actor = mounted?.actor();
      if (actor && actor !== listening) {
        listening = actor;
        actor.on('*', (e) => emitted.push(e as { type: string } & Record<string, unknown>));
      }
    };
    const where = () => describeUi(mounted);
    const trail: string[] = ['init'];
    try {
      await withinRealTime(STEP_TIMEOUT_MS, where, async () => {
        mounted = await host.mount(machine, input);
        listen();
      });
      for (const choice of choices) {
        const actor = mounted!.actor();
        const before = actor.getSnapshot() as AnyMachineSnapshot;
        if (before.status !== 'active') break;
        const moves = movesIn(
          analysis,
          before,
          controller.pending(),
          scheduledDelays(actor),
          'ui',
          host.reload !== undefined,
        );
        if (moves.length === 0) break;
        const move = moves[choice % moves.length]!;
        trail.push(describeMove(move, analysis));
        try {
          await withinRealTime(STEP_TIMEOUT_MS, where, async () => {
            switch (move.kind) {
              case 'internal':
                await host.act(() => driveInternal(analysis, actor, controller, move.event, before));
                break;
              case 'event':
                await level.events[move.event.type]!(mounted!.ui, move.event);
                break;
              case 'url':
                await host.act(async () => {
                  window.history.pushState(null, '', move.route);
                  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
                });
                break;
              case 'back':
              case 'forward':
                await host.act(async () => {
                  if (move.kind === 'back') window.history.back();
                  else window.history.forward();
                  await vi.advanceTimersByTimeAsync(0);
                });
                break;
              case 'reload':
                await host.reload!();
                listen();
                break;
              case 'wait':
                await host.act(async () => {
                  await vi.advanceTimersByTimeAsync(move.ms);
                });
                break;
            }
            await host.act(() => flush());
          });
          recordMeasured(recorder, analysis, 'ui', 'walk', measurement.take());
          if (move.kind === 'wait') {
            model.oracle?.waits?.(before)?.afterwards(mounted!.actor().getSnapshot() as AnyMachineSnapshot);
          }
          if (refused.length) {
            const message = `A control sent an event the state does not accept: ${refused.splice(0).join('; ')}`;
            // Required of models with a spec oracle; reported for the ones still pending (see registry.ts).
            if (model.oracle) throw new Error(message);
            console.warn(`[model] ${model.name} · ui walk: ${message} (after ${trail.join(' → ')})`);
          }
          const after = mounted!.actor().getSnapshot() as AnyMachineSnapshot;
          if (after.status === 'error') throw new Error(`The actor errored: ${String(after.error)}`);
          if (after.status !== 'active') break;
          // The app took the user out of the flow (a guard sent a visitor to /login): the walk ends there.
          const here = mounted!.ui.location().split('?')[0] ?? '';
          if (!flowRoutes(analysis).some((r) => sameRoute(r, here))) break;
          const route = routeOf(after);
          const location = mounted!.ui.location().split('?')[0] ?? '';
          if (route !== null && !sameRoute(route, location)) {
            throw new Error(`The router is at ${location} but the state's screen is ${route}`);
          }
          await withinRealTime(STEP_TIMEOUT_MS, where, async () => {
            for (const key of analysis.stateKeysOf(after)) {
              const assertion = level.states[key];
              if (typeof assertion === 'function') await assertion(mounted!.ui, after);
            }
            await checkOracle(
              analysis,
              after,
              mounted!.ui,
              emitted.splice(0),
              move.kind === 'event' || move.kind === 'internal' ? move.event : { type: move.kind },
              before,
            );
          });
        } catch (cause) {
          throw new Error(
            `${cause instanceof Error ? cause.message : String(cause)}\n  after: ${trail.join(' → ')}\n  ${where()}`,
          );
        }
      }
    } finally {
      await host.unmount();
      vi.useRealTimers();
      global.jest = previousJest;
    }
  });
}
