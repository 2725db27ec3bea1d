/**
 * `npm run statecharts:demo-traffic`: a populated atlas for a fresh clone. Drives a few hundred simulated customers
 * (and some promoters) through the flow machines with the models' own sample events and call outcomes
 * (tests/flows/<name>/<name>.model.ts: the personas' answers, approvals, rejections and server errors), as random walks weighted
 * toward each machine's happy path, with some people leaving on the way; the real flow events module
 * (src/app/analytics/flow-events.ts) records them, on a simulated clock. Then:
 *
 * - writes the events as JSON (default `.tmp/analytics/demo-events.json`, `--out <file>`), the same shape as the
 *   `/__sandbox` download plus `simulated: true`; every event's app version ends in `+simulado`, so the atlas
 *   calls this traffic simulated wherever it is read from (never "real");
 * - writes `statecharts/atlas/traffic.js`, so `statecharts/index.html` opens with the traffic drawn (as
 *   `npm run statecharts -- --traffic <file>` would, without regenerating the rest of the atlas);
 * - with `--send <base URL>` (e.g. `http://127.0.0.1:8080`), also posts them to that sandbox's collector.
 *
 * Seeded (`--seed <n>`), so two runs give the same traffic; `--customers <n>` (default 300).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  transition,
} from 'xstate';
import type { FlowEvent } from '../src/api/contract/analytics.ts';
import { createFlowTracker } from '../src/app/analytics/flow-events.ts';
import { createActorController, flush } from '../tests/model/harness/actors.ts';
import { analyze, eventsFor, stateKey } from '../tests/model/harness/graph.ts';
import type { AnyModel } from '../tests/model/harness/types.ts';
import { models } from '../tests/model/registry.ts';
import { screenFlow, screenNode } from './statecharts/atlas/flow.ts';
import { atlasOf } from './statecharts/atlas/labels.ts';
import { TRAFFIC_FILE, trafficJs, trafficOf } from './statecharts/traffic/index.ts';
import { SIMULATED_APP_SUFFIX } from './statecharts/traffic/read.ts';

const root = resolve(import.meta.dirname, '..');
const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const CUSTOMERS = Number(arg('customers') ?? 300);
const OUT = resolve(root, arg('out') ?? '.tmp/analytics/demo-events.json');
const SEED = Number(arg('seed') ?? 20261126);
const MAX_STEPS = 90;
/** Steps of the session flow: a visitor signs in (or not), the rest of its walk is token upkeep. */
const MAX_STEPS_OF: Readonly<Record<string, number>> = { session: 4 };
/** Chance that a person leaves on arriving at a screen. */
const LEAVE = 0.06;

/** A small seeded generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const uuid = () =>
  'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = Math.floor(random() * 16);
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
/** Seconds a person spends: roughly log-normal around `median`. */
const humanMs = (median: number) => Math.round(median * Math.exp((random() - 0.5) * 1.6));

function pick<T>(items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return items[i]!;
  }
  return items.at(-1)!;
}

const byName = new Map(models.map((m) => [m.name, m]));

function screenOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string | null {
  const nodes = (snapshot._nodes as AnyMachineSnapshot['_nodes']).filter((n) => n.path.length > 0);
  const best = screenNode(machine, nodes as never, snapshot.status === 'done');
  return best ? stateKey(best) : null;
}

/** One person's walk through one flow; true when it finished (final state or last happy screen). */
async function walkFlow(model: AnyModel, session: string, clock: { now: number }, sink: FlowEvent[]) {
  const inputs = model.inputs?.length ? model.inputs.map((v) => v.input) : [model.input];
  // Most people start afresh (the first input); some come back to a draft or a link (the others).
  const input =
    inputs.length > 1 && random() < 0.15 ? inputs[1 + Math.floor(random() * (inputs.length - 1))] : inputs[0];
  const controller = createActorController(model.machine);
  const machine = model.machine.provide({ actors: controller.actors } as Parameters<
    AnyStateMachine['provide']
  >[0]);
  const happy = atlasOf(model.machine).happyPath?.screens ?? [];
  const tracker = createFlowTracker({
    session,
    app: `0.1.0${SIMULATED_APP_SUFFIX}`,
    now: () => clock.now,
    send: (batch) => sink.push(...batch) >= 0,
    maxBuffer: 10_000,
    batchSize: 10_000,
  });
  const actor = createActor(machine, {
    ...(input === undefined ? {} : { input }),
    inspect: (e) => tracker.observe(e),
  });
  let finished = false;
  try {
    actor.start();
    await flush();
    let reached = -1;
    let last: string | null = null;
    for (let step = 0; step < (MAX_STEPS_OF[model.name] ?? MAX_STEPS); step++) {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status !== 'active') {
        finished = snapshot.status === 'done';
        break;
      }
      const here = screenOf(model.machine, snapshot);
      const at = here ? happy.lastIndexOf(here) : -1;
      reached = Math.max(reached, at);
      if (here && at === happy.length - 1 && happy.length > 1) {
        finished = true;
        clock.now += humanMs(9000);
        break;
      }
      const busy = snapshot.hasTag('busy');
      if (!busy && here !== null && here !== last && step > 0 && random() < LEAVE) break;
      if (here !== null) last = here;
      const moves = eventsFor(model, snapshot).filter((e) => {
        const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(e.type)?.[1];
        return id === undefined || (controller.pending().includes(id) && id in snapshot.children);
      });
      if (moves.length === 0) break;
      const weights = moves.map((move) => weightOf(model, snapshot, move, happy, reached));
      const move = pick(moves, weights);
      clock.now += busy ? 200 + Math.round(random() * 2200) : humanMs(here === null ? 1500 : 6000);
      if (/^xstate\.(done|error)\.actor\./.test(move.type))
        controller.settle(move.type, move as { output?: unknown; error?: unknown });
      else actor.send(move);
      await flush();
    }
  } finally {
    actor.stop();
  }
  tracker.flush();
  return finished;
}

/** Toward the happy path: calls mostly answer, moves forward on the happy path are likelier than detours. */
function weightOf(
  model: AnyModel,
  snapshot: AnyMachineSnapshot,
  move: EventObject,
  happy: readonly string[],
  reached: number,
): number {
  if (move.type.startsWith('xstate.done.actor.')) return 8;
  if (move.type.startsWith('xstate.error.actor.')) return 1;
  let next: AnyMachineSnapshot;
  try {
    [next] = transition(model.machine, snapshot as never, move as never) as [AnyMachineSnapshot, unknown];
  } catch {
    return 0.2;
  }
  const there = screenOf(model.machine, next);
  const here = screenOf(model.machine, snapshot);
  if (there !== null && happy.lastIndexOf(there) > reached) return 12;
  // Going back to a screen of the happy path already passed: some people do, most do not.
  if (there !== null && there !== here && happy.includes(there) && happy.lastIndexOf(there) <= reached)
    return 0.25;
  if (next.status === 'done') return 6;
  if (JSON.stringify(next.value) === JSON.stringify(snapshot.value)) return there === here ? 2 : 1;
  return there === here ? 3 : 1.2;
}

/** What a customer (or a promoter) does in the app, flow by flow. */
async function customer(sink: FlowEvent[]): Promise<void> {
  const session = uuid();
  const clock = { now: 0 };
  const run = async (name: string) => {
    const model = byName.get(name);
    return model ? walkFlow(model, session, clock, sink) : false;
  };
  if (random() < 0.12) {
    if (await run('promoterSignin')) await run('promoter');
    return;
  }
  await run('session');
  if (random() < 0.1) await run('password');
  const isNew = random() < 0.55;
  const inside = await run(isNew ? 'signup' : 'login');
  if (!inside) return;
  if (random() < 0.5) await run('home');
  if (random() < 0.2) await run('storeSearch');
  else if (random() < 0.1) await run('storeLink');
  if (random() < 0.7 && (await run('application'))) {
    if (random() < 0.6) await run('signing');
    else await run('documents');
  }
}

const started = performance.now();
const events: FlowEvent[] = [];
for (let i = 0; i < CUSTOMERS; i++) await customer(events);
mkdirSync(dirname(OUT), { recursive: true });
// Marked twice as simulated: the file (`simulated: true`) and each event's app version (`+simulado`), which a
// collector keeps when the events are posted to it (`--send`).
writeFileSync(OUT, `${JSON.stringify({ simulated: true, events })}\n`);
const flows = Object.fromEntries(models.map((m) => [m.name, screenFlow(analyze(m))]));
const traffic = trafficOf(OUT, { events, invalid: 0, simulated: true }, models, flows);
writeFileSync(join(root, 'statecharts', TRAFFIC_FILE), trafficJs(traffic));
console.log(
  `demo traffic: ${CUSTOMERS} people, ${traffic.sessions} sessions, ${events.length} events → ${OUT}\n` +
    `atlas: statecharts/${TRAFFIC_FILE} written; open statecharts/index.html (${Math.round(performance.now() - started)} ms)`,
);

const target = arg('send');
if (target) {
  const url = `${target.replace(/\/+$/, '')}/api/analytics/events`;
  let sent = 0;
  for (let i = 0; i < events.length; i += 100) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: events.slice(i, i + 100) }),
    });
    if (res.status !== 202) {
      console.error(`sandbox answered ${res.status} after ${sent} events: ${await res.text()}`);
      process.exitCode = 1;
      break;
    }
    sent += Math.min(100, events.length - i);
  }
  console.log(`sent ${sent} events to ${url}`);
}
